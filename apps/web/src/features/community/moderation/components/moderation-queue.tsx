import {
  REPORT_STATUSES,
  REPORT_TARGET_KINDS,
  type TModerationAction,
  type TModerationGroup,
  type TReportStatus,
  type TReportTargetKind,
} from '@ankur/shared/schemas/community';
import { EyeOff, Inbox, ShieldOff, UserX } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { Badge } from '../../../../components/ui/badge';
import { INPUT_CLASS } from '../../../../components/ui/field';
import { ItemDate } from '../../../../components/ui/item-date';
import { LoadMore } from '../../../../components/ui/load-more';
import { QueryGate } from '../../../../components/ui/query-gate';
import { StatePanel } from '../../../../components/ui/state-panel';
import { ApiError } from '../../../../lib/api-client';
import { useErrorText } from '../../../../lib/api-errors';
import { useModerationQueue, useOpenReportCount } from '../api/queue';
import { useModerationTranslation } from '../i18n';
import { ModerationActionDialog, type PendingAction } from './moderation-action-dialog';

/**
 * The moderation queue (issue 21): reports grouped by what they report, newest first, filtered by
 * status and kind; each with its excerpt (as text), a link to it, the reasons and how many
 * reported it, and the actions the viewer may take (each confirmed, with a reason). Community
 * moderators see every report; circle moderators (circleId) their circle's.
 */
export function ModerationQueue({ circleId }: { circleId?: number }) {
  const { t } = useModerationTranslation();
  const errorText = useErrorText();
  const id = useId();
  const [status, setStatus] = useState<TReportStatus>('open');
  const [kind, setKind] = useState<TReportTargetKind | ''>('');
  const [pending, setPending] = useState<PendingAction | null>(null);
  const pages = useModerationQueue({ status, kind: kind || undefined, circleId });
  const forbidden = pages.error instanceof ApiError && pages.error.status === 403;
  const open = useOpenReportCount().data?.open;

  return (
    <section aria-labelledby={`${id}-title`} className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id={`${id}-title`} className="text-lg font-semibold text-stone-900">
          {t('queue.title')}
          {open ? (
            <span className="ml-2 align-middle">
              <Badge tone="amber">{t('queue.open', { count: open })}</Badge>
            </span>
          ) : null}
        </h2>
        <div className="flex flex-wrap gap-3">
          <label className="flex items-center gap-2 text-sm text-stone-700">
            {t('queue.status')}
            <select
              className={`${INPUT_CLASS} w-auto`}
              value={status}
              onChange={(e) => setStatus(e.target.value as TReportStatus)}
            >
              {REPORT_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {t(`queue.statuses.${s}`)}
                </option>
              ))}
            </select>
          </label>
          <label className="flex items-center gap-2 text-sm text-stone-700">
            {t('queue.kind')}
            <select
              className={`${INPUT_CLASS} w-auto`}
              value={kind}
              onChange={(e) => setKind(e.target.value as TReportTargetKind | '')}
            >
              <option value="">{t('queue.allKinds')}</option>
              {REPORT_TARGET_KINDS.map((k) => (
                <option key={k} value={k}>
                  {t(`report.kinds.${k}`)}
                </option>
              ))}
            </select>
          </label>
        </div>
      </div>
      {forbidden ? (
        <StatePanel Icon={ShieldOff} title={t('queue.noPermission')} body={t('queue.noPermissionBody')} />
      ) : (
        <QueryGate query={pages} error={{ title: t('queue.loadFailed') }}>
          {(data) => {
            const items = data.pages.flatMap((p) => p.items);
            const canSanction = data.pages[0]?.can_sanction ?? false;
            if (items.length === 0) {
              return (
                <StatePanel
                  Icon={Inbox}
                  title={t('queue.empty')}
                  body={status === 'open' ? t('queue.emptyBody') : t('queue.emptyOther')}
                />
              );
            }
            return (
              <>
                <ul className="flex flex-col gap-3">
                  {items.map((g) => (
                    <QueueItem
                      key={`${g.target_kind}:${g.target_id}`}
                      group={g}
                      canSanction={canSanction}
                      onAction={(action) => setPending({ group: g, action })}
                    />
                  ))}
                </ul>
                <LoadMore
                  pages={pages}
                  label={t('queue.loadMore')}
                  loadingLabel={t('queue.loading')}
                  error={pages.error ? errorText(pages.error) : null}
                />
              </>
            );
          }}
        </QueryGate>
      )}
      <ModerationActionDialog pending={pending} onClose={() => setPending(null)} />
    </section>
  );
}

function QueueItem({
  group,
  canSanction,
  onAction,
}: {
  group: TModerationGroup;
  canSanction: boolean;
  onAction: (action: TModerationAction) => void;
}) {
  const { t } = useModerationTranslation();
  const actions: TModerationAction[] = [];
  if (group.target_kind !== 'member') actions.push(group.hidden ? 'restore' : 'hide');
  if (group.status === 'open') actions.push('dismiss');
  if (canSanction && group.subject) {
    actions.push('warn');
    actions.push(group.suspended_until ? 'unsuspend' : 'suspend');
  }
  return (
    <li className="rounded-2xl bg-white p-4 ring-1 ring-stone-200">
      <div className="flex flex-wrap items-center gap-2">
        <Badge tone="stone">{t(`report.kinds.${group.target_kind}`)}</Badge>
        {group.reasons.map((r) => (
          <Badge key={r.reason} tone="red">
            {t(`report.reasons.${r.reason}`)}
            {r.count > 1 ? ` × ${r.count}` : ''}
          </Badge>
        ))}
        {group.hidden ? (
          <Badge tone="amber">
            <EyeOff className="mr-1 inline size-3" aria-hidden />
            {t('queue.hidden')}
          </Badge>
        ) : null}
        {group.suspended_until ? (
          <Badge tone="amber">
            <UserX className="mr-1 inline size-3" aria-hidden />
            {t('queue.suspendedUntil', { date: new Date(group.suspended_until).toLocaleDateString() })}
          </Badge>
        ) : null}
      </div>
      {/* the excerpt is plain text, rendered as text: never as HTML */}
      <p className="mt-2 line-clamp-4 text-sm break-words whitespace-pre-line text-stone-800">{group.excerpt}</p>
      {group.details.length ? (
        <div className="mt-2 text-sm text-stone-600">
          <p className="font-medium">{t('queue.details')}</p>
          <ul className="list-disc pl-5">
            {group.details.map((d) => (
              <li key={d} className="break-words">
                {d}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-xs text-stone-500">
        <span>{t('queue.reporters', { count: group.report_count })}</span>
        {group.subject ? <span>{t('queue.by', { name: group.subject.name })}</span> : null}
        <span>
          {t('queue.last')}: <ItemDate date={group.last_reported_at} />
        </span>
        {group.link ? (
          <Link to={group.link} className="text-brand-800 underline">
            {t('queue.open')}
          </Link>
        ) : null}
      </p>
      {actions.length ? (
        <div className="mt-3 flex flex-wrap gap-2 border-t border-stone-100 pt-3">
          {actions.map((a) => (
            <button
              key={a}
              type="button"
              className={a === 'hide' || a === 'suspend' ? 'btn-outline text-red-700' : 'btn-outline'}
              onClick={() => onAction(a)}
            >
              {t(`actions.${a}`)}
            </button>
          ))}
        </div>
      ) : null}
    </li>
  );
}
