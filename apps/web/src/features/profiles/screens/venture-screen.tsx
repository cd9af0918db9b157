import type { TVenture } from '@ankur/shared/schemas/profiles';
import { ExternalLink, MapPin, Pencil, Rocket, Users } from 'lucide-react';
import { type FormEvent, type ReactNode, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { QueryGate } from '../../../components/ui/query-gate';
import { StatePanel } from '../../../components/ui/state-panel';
import { notify } from '../../../components/ui/toaster';
import { fieldErrorsOf, useErrorText } from '../../../lib/api-errors';
import { useCreateVenture, useMyVentures, useUpdateVenture, useVenture } from '../api/profiles';
import { idParam, NotShared } from '../components/not-shared';
import { Card, ProfilesPage, Tags } from '../components/page';
import {
  draftOf,
  emptyDraft,
  inputOf,
  VENTURE_FIELDS,
  type VentureDraft,
  VentureFields,
} from '../components/venture-form';
import { VentureTeam } from '../components/venture-team';
import { useProfilesTranslation } from '../i18n';

const Skeleton = () => <div className="h-48 animate-pulse rounded-2xl bg-stone-100" />;

/**
 * /profile/entrepreneurial: the viewer's own venture (created here when there is none), or with
 * ?venture=ID another team's venture as its visibility allows. Every team member may edit it.
 */
export default function VentureScreen({
  reportAction,
}: {
  /** what someone off the team may do about this venture (the app puts a Report item here) */
  reportAction?: (venture: TVenture) => ReactNode;
} = {}) {
  const { t } = useProfilesTranslation();
  const [params] = useSearchParams();
  const requested = params.get('venture');
  const otherId = requested === null ? null : idParam(requested);
  const mine = useMyVentures(otherId === null);
  const other = useVenture(otherId);

  return (
    <ProfilesPage headingId="venture-heading" title={t('venture.title')} intro={t('venture.intro')}>
      {otherId !== null ? (
        otherId === 0 ? (
          <NotShared />
        ) : (
          <QueryGate
            query={other}
            pending={<Skeleton />}
            notFound={<NotShared />}
            error={{ title: t('venture.loadFailed'), retryLabel: t('common.retry') }}
          >
            {(v) => <VentureView venture={v} reportAction={reportAction} />}
          </QueryGate>
        )
      ) : (
        <QueryGate
          query={mine}
          pending={<Skeleton />}
          error={{ title: t('venture.loadFailed'), retryLabel: t('common.retry') }}
        >
          {({ items }) => (items[0] ? <VentureView venture={items[0]} /> : <NoVenture />)}
        </QueryGate>
      )}
    </ProfilesPage>
  );
}

function NoVenture() {
  const { t } = useProfilesTranslation();
  const [adding, setAdding] = useState(false);
  if (adding) return <VentureEditor onDone={() => setAdding(false)} />;
  return (
    <StatePanel Icon={Rocket} title={t('venture.emptyTitle')} body={t('venture.emptyBody')}>
      <button type="button" className="btn-primary" onClick={() => setAdding(true)}>
        {t('venture.add')}
      </button>
    </StatePanel>
  );
}

function VentureView({
  venture,
  reportAction,
}: {
  venture: TVenture;
  reportAction?: (venture: TVenture) => ReactNode;
}) {
  const { t } = useProfilesTranslation();
  const [editing, setEditing] = useState(false);
  const place = [venture.city, venture.state].filter(Boolean).join(', ');
  const owner = venture.members.find((m) => m.is_owner);
  if (editing) return <VentureEditor venture={venture} onDone={() => setEditing(false)} />;
  return (
    <>
      {venture.hidden && venture.can_edit ? (
        <p role="status" className="rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-900">
          {t('venture.hiddenNote')}
        </p>
      ) : null}
      <section aria-labelledby="venture-name" className="rounded-2xl bg-white p-4 ring-1 ring-stone-200 sm:p-6">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
          <div className="min-w-0">
            <h2 id="venture-name" className="text-xl font-bold break-words text-stone-900">
              {venture.name}
            </h2>
            {venture.pitch ? <p className="mt-1 text-stone-700">{venture.pitch}</p> : null}
            <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm text-stone-600">
              <span>{t(`sectors.${venture.sector}`)}</span>
              <span>
                {t('venture.stage')}: {t(`stages.${venture.stage}`)}
              </span>
              {place ? (
                <span className="flex items-center gap-1">
                  <MapPin className="size-4" aria-hidden />
                  {place}
                </span>
              ) : null}
              <span className="flex items-center gap-1">
                <Users className="size-4" aria-hidden />
                {t('venture.teamSize')}: {venture.team_size}
              </span>
            </p>
            {venture.website ? (
              <a
                href={venture.website}
                target="_blank"
                rel="noopener noreferrer nofollow"
                className="mt-2 inline-flex items-center gap-1 text-sm break-all text-brand-800 underline"
              >
                {venture.website.replace(/^https?:\/\//, '')}
                <ExternalLink className="size-3.5" aria-hidden />
              </a>
            ) : null}
          </div>
          {venture.can_edit ? (
            <button type="button" className="btn-outline shrink-0" onClick={() => setEditing(true)}>
              <Pencil className="size-4" aria-hidden />
              {t('common.edit')}
            </button>
          ) : reportAction ? (
            <div className="shrink-0">{reportAction(venture)}</div>
          ) : null}
        </div>
        <StageTrack stage={venture.stage} />
      </section>
      {venture.needs.length > 0 ? (
        <Card id="venture-needs" title={t('venture.needs')}>
          <Tags items={venture.needs.map((n) => t(`needs.${n}`))} label={t('venture.needs')} />
        </Card>
      ) : null}
      <VentureTeam venture={venture} />
      {owner && !venture.can_edit ? (
        <Link to={`/user/profile/${owner.user_id}`} className="btn-ghost self-start text-brand-800">
          {t('venture.ownerProfile')}
        </Link>
      ) : null}
    </>
  );
}

const STAGES = ['idea', 'validation', 'early_revenue', 'growth', 'scale'] as const;

/** The idea → revenue → scale, as a row of steps with the venture's own marked. */
function StageTrack({ stage }: { stage: TVenture['stage'] }) {
  const { t } = useProfilesTranslation();
  const at = STAGES.indexOf(stage);
  return (
    <ol aria-label={t('venture.stage')} className="mt-4 grid grid-cols-5 gap-1">
      {STAGES.map((s, i) => (
        <li key={s} aria-current={i === at ? 'step' : undefined} className="flex flex-col gap-1">
          <span className={`h-2 rounded-full ${i <= at ? 'bg-brand-600' : 'bg-stone-200'}`} />
          <span className={`text-xs ${i === at ? 'font-semibold text-brand-900' : 'text-stone-600'}`}>
            {t(`stages.${s}`)}
          </span>
        </li>
      ))}
    </ol>
  );
}

function VentureEditor({ venture, onDone }: { venture?: TVenture; onDone: () => void }) {
  const { t } = useProfilesTranslation();
  const errorText = useErrorText();
  const create = useCreateVenture();
  const update = useUpdateVenture();
  const [draft, setDraft] = useState<VentureDraft>(venture ? draftOf(venture) : emptyDraft());
  const mutation = venture ? update : create;
  const errors = fieldErrorsOf(mutation.error, VENTURE_FIELDS);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const done = {
      onSuccess: () => {
        notify.success(t('venture.saved'));
        onDone();
      },
    };
    if (venture) update.mutate({ id: venture.venture_id, patch: inputOf(draft) }, done);
    else create.mutate(inputOf(draft), done);
  };
  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label={venture ? venture.name : t('venture.add')}
      className="rounded-2xl bg-white p-4 ring-1 ring-stone-200 sm:p-6"
    >
      <VentureFields draft={draft} onChange={setDraft} errors={errors} />
      {mutation.isError && Object.keys(errors).length === 0 ? (
        <p role="alert" className="mt-4 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
          {t('common.saveFailed', { reason: errorText(mutation.error) })}
        </p>
      ) : null}
      <div className="mt-4 flex flex-wrap justify-end gap-2">
        <button type="button" className="btn-ghost" onClick={onDone}>
          {t('common.cancel')}
        </button>
        <button type="submit" className="btn-primary" disabled={mutation.isPending}>
          {mutation.isPending ? t('common.saving') : venture ? t('common.save') : t('venture.create')}
        </button>
      </div>
    </form>
  );
}
