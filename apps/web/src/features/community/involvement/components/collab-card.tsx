import type { TCollabRequest } from '@ankur/shared/schemas/community-involvement';
import { Flag, MapPin } from 'lucide-react';
import type { ReactNode } from 'react';
import { Badge } from '../../../../components/ui/badge';
import { useInvolvementTranslation } from '../i18n';
import { formatDate, PersonLine, Tags } from './page';

/** One collaboration request: kind, sector, place, what is offered and sought; actions below. */
export function CollabCard({
  request: r,
  actions,
  onReport,
  children,
}: {
  request: TCollabRequest;
  actions?: ReactNode;
  onReport?: () => void;
  children?: ReactNode;
}) {
  const { t, i18n } = useInvolvementTranslation();
  const place = [r.city, r.state].filter(Boolean).join(', ');
  return (
    <article
      id={`request-${r.request_id}`}
      aria-labelledby={`request-${r.request_id}-title`}
      className="flex min-w-0 flex-col gap-3 rounded-2xl bg-white p-4 ring-1 ring-stone-200 sm:p-5"
    >
      <div className="flex flex-wrap items-center gap-2">
        <Badge tone="green">{t(`collabKinds.${r.kind}`)}</Badge>
        <Badge tone="blue">{t(`sectors.${r.sector as 'other'}`)}</Badge>
        {r.hidden ? <Badge tone="red">{t('common.hiddenByModerator')}</Badge> : null}
        {r.response_count > 0 ? <Badge tone="stone">{t('collab.responses', { count: r.response_count })}</Badge> : null}
      </div>
      <h3 id={`request-${r.request_id}-title`} className="text-lg font-semibold break-words text-stone-900">
        {r.title}
      </h3>
      <div className="flex flex-wrap items-center gap-x-2 text-sm text-stone-600">
        <PersonLine person={r.author} />
        {r.organisation ? <span>{t('common.onBehalf', { org: r.organisation.name })}</span> : null}
      </div>
      <p className="text-sm whitespace-pre-line text-stone-700">{r.description}</p>
      {r.offered || r.sought ? (
        <dl className="grid grid-cols-1 gap-2 text-sm sm:grid-cols-2">
          {r.offered ? (
            <div className="rounded-lg bg-brand-50 px-3 py-2">
              <dt className="font-medium text-brand-900">{t('collab.offered')}</dt>
              <dd className="text-stone-700">{r.offered}</dd>
            </div>
          ) : null}
          {r.sought ? (
            <div className="rounded-lg bg-amber-50 px-3 py-2">
              <dt className="font-medium text-amber-900">{t('collab.sought')}</dt>
              <dd className="text-stone-700">{r.sought}</dd>
            </div>
          ) : null}
        </dl>
      ) : null}
      <Tags items={r.skills} label={t('common.skills')} />
      <div className="flex flex-wrap items-center justify-between gap-2 border-t border-stone-100 pt-3 text-sm text-stone-600">
        <p className="flex flex-wrap items-center gap-x-3">
          {place ? (
            <span className="inline-flex items-center gap-1">
              <MapPin aria-hidden="true" className="size-4" />
              {place}
            </span>
          ) : null}
          <span>{t('collab.expires', { date: formatDate(r.expires_at, i18n.language) })}</span>
        </p>
        <div className="flex flex-wrap items-center gap-2">
          {actions}
          {onReport ? (
            <button type="button" className="btn-ghost text-stone-600" onClick={onReport}>
              <Flag aria-hidden="true" className="size-4" />
              {t('common.report')}
            </button>
          ) : null}
        </div>
      </div>
      {children}
    </article>
  );
}
