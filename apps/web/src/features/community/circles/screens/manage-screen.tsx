import { COMMUNITY_MODERATOR_PRIVILEGE } from '@ankur/shared/schemas/community';
import type { TCircle } from '@ankur/shared/schemas/community-circles';
import { UsersRound } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { Link } from 'react-router';
import { INPUT_CLASS } from '../../../../components/ui/field';
import { QueryErrorPanel } from '../../../../components/ui/query-gate';
import { StatePanel } from '../../../../components/ui/state-panel';
import { useCan } from '../../../../stores/access';
import { ModerationQueue } from '../../moderation/components/moderation-queue';
import { useCircles } from '../api/circles';
import { CircleGrid } from '../components/circle-grid';
import { MembersPanel } from '../components/members-panel';
import { useCirclesTranslation } from '../i18n';

/** One tab of /community/manage: its label and what it shows for the circles the viewer runs. */
export interface ManageTab {
  key: string;
  label: string;
  render: (ctx: { circles: TCircle[] }) => ReactNode;
  /** shown whether or not the viewer runs a circle (the community moderators' queue) */
  withoutCircles?: boolean;
}

const runs = (c: TCircle) => c.my_role === 'owner' || c.my_role === 'moderator';

function CirclePicker({ circles, children }: { circles: TCircle[]; children: (c: TCircle) => ReactNode }) {
  const { t } = useCirclesTranslation();
  const id = useId();
  const [chosen, setChosen] = useState(circles[0]!.circle_id);
  const circle = circles.find((c) => c.circle_id === chosen) ?? circles[0]!;
  return (
    <div className="flex flex-col gap-4">
      <div className="max-w-sm">
        <label htmlFor={id} className="text-sm font-medium text-stone-800">
          {t('manage.circle')}
        </label>
        <select
          id={id}
          className={INPUT_CLASS}
          value={circle.circle_id}
          onChange={(e) => setChosen(Number(e.target.value))}
        >
          {circles.map((c) => (
            <option key={c.circle_id} value={c.circle_id}>
              {c.name}
              {c.pending_requests ? ` (${t('manage.pending', { count: c.pending_requests })})` : ''}
            </option>
          ))}
        </select>
      </div>
      {children(circle)}
    </div>
  );
}

/**
 * The tabs of /community/manage. A capability adds its own by adding an entry here; each gets the
 * circles the viewer owns or moderates. Moderation: community moderators
 * (COMMUNITY_MODERATOR_PRIVILEGE) see every report; owners and moderators of circles see their
 * circles' reports, a circle at a time.
 */
export function useManageTabs(): ManageTab[] {
  const { t } = useCirclesTranslation();
  const communityModerator = useCan(COMMUNITY_MODERATOR_PRIVILEGE.menu, COMMUNITY_MODERATOR_PRIVILEGE.permission);
  // the screen's own query (same key): whether the viewer runs any circle
  const managed = useCircles('manage');
  const runsCircles = (managed.data?.pages ?? []).some((p) => p.items.some(runs));
  const moderation: ManageTab[] = communityModerator
    ? [
        {
          key: 'moderation',
          label: t('manage.tabs.moderation'),
          withoutCircles: true,
          render: () => <ModerationQueue />,
        },
      ]
    : runsCircles
      ? [
          {
            key: 'moderation',
            label: t('manage.tabs.moderation'),
            render: ({ circles }) => (
              <CirclePicker circles={circles.filter(runs)}>
                {(c) => <ModerationQueue key={c.circle_id} circleId={c.circle_id} />}
              </CirclePicker>
            ),
          },
        ]
      : [];
  return [
    {
      key: 'requests',
      label: t('manage.tabs.requests'),
      render: ({ circles }) => (
        <CirclePicker circles={circles}>
          {(c) => <MembersPanel key={c.circle_id} circle={c} status="requested" />}
        </CirclePicker>
      ),
    },
    {
      key: 'members',
      label: t('manage.tabs.members'),
      render: ({ circles }) => (
        <CirclePicker circles={circles}>
          {(c) => <MembersPanel key={c.circle_id} circle={c} status="active" />}
        </CirclePicker>
      ),
    },
    {
      key: 'circles',
      label: t('manage.tabs.circles'),
      render: () => <CircleGrid scope="manage" empty={{ title: t('manage.none'), body: t('manage.noneBody') }} />,
    },
    ...moderation,
  ];
}

/** /community/manage: the circles I own or moderate — requests, members, roles, moderation — as extensible tabs. */
export default function ManageScreen() {
  const { t } = useCirclesTranslation();
  const tabs = useManageTabs();
  const [tab, setTab] = useState(tabs[0]!.key);
  const managed = useCircles('manage');
  const current = tabs.find((x) => x.key === tab) ?? tabs[0]!;
  const circles = managed.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-8 sm:px-6">
      <h1 className="text-2xl font-bold text-stone-900 sm:text-3xl">{t('manage.title')}</h1>
      <p className="mt-1 text-sm text-stone-600">{t('manage.intro')}</p>
      <div
        role="tablist"
        aria-label={t('manage.tabsLabel')}
        className="mt-6 mb-4 flex gap-1 overflow-x-auto border-b border-stone-200"
      >
        {tabs.map((x) => (
          <button
            key={x.key}
            type="button"
            role="tab"
            aria-selected={current.key === x.key}
            className={`-mb-px shrink-0 border-b-2 px-4 py-2 text-sm font-medium ${current.key === x.key ? 'border-brand-700 text-brand-800' : 'border-transparent text-stone-600 hover:text-stone-900'}`}
            onClick={() => setTab(x.key)}
          >
            {x.label}
          </button>
        ))}
      </div>
      <div role="tabpanel">
        {current.withoutCircles ? (
          current.render({ circles })
        ) : managed.isPending ? (
          <p role="status" className="text-sm text-stone-500">
            {t('members.loading')}
          </p>
        ) : managed.isError ? (
          <QueryErrorPanel
            error={managed.error}
            title={t('discover.loadFailed')}
            retryLabel={t('page.retry')}
            onRetry={() => void managed.refetch()}
          />
        ) : circles.length === 0 ? (
          <StatePanel Icon={UsersRound} title={t('manage.none')} body={t('manage.noneBody')} heading="h2">
            <Link to="/community/groups" className="btn-primary">
              {t('discover.create')}
            </Link>
          </StatePanel>
        ) : (
          current.render({ circles })
        )}
      </div>
    </div>
  );
}
