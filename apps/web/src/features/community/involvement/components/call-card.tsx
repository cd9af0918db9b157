import type { TCall } from '@ankur/shared/schemas/community-involvement';
import { CalendarDays, Clock, Flag, MapPin, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { Badge } from '../../../../components/ui/badge';
import { useInvolvementTranslation } from '../i18n';
import { formatDate, PersonLine, Tags } from './page';

/** One call in a list or its detail: what, who, where, when, places; actions below. */
export function CallCard({
  call,
  actions,
  full = false,
  onReport,
}: {
  call: TCall;
  actions?: ReactNode;
  full?: boolean;
  onReport?: () => void;
}) {
  const { t, i18n } = useInvolvementTranslation();
  const lang = i18n.language;
  const where = call.mode === 'online' ? t('common.online') : [call.city, call.state].filter(Boolean).join(', ');
  const when = [...new Set([call.starts_on, call.ends_on])]
    .filter((d): d is string => d !== null)
    .map((d) => formatDate(d, lang))
    .join(' – ');
  return (
    <article
      aria-labelledby={`call-${call.call_id}`}
      className="flex min-w-0 flex-col gap-3 rounded-2xl bg-white p-4 ring-1 ring-stone-200 sm:p-5"
    >
      <div className="flex flex-wrap items-center gap-2">
        <Badge tone="green">{t(`kind.${call.kind}`)}</Badge>
        {call.status === 'closed' ? <Badge tone="stone">{t('calls.closed')}</Badge> : null}
        {call.hidden ? <Badge tone="red">{t('common.hiddenByModerator')}</Badge> : null}
        {call.my_application ? (
          <Badge tone="blue">
            {t('calls.applied', { status: t(`applicationStatus.${call.my_application.status}`) })}
          </Badge>
        ) : null}
        {call.pending_count > 0 ? (
          <Badge tone="amber">{t('calls.pending', { count: call.pending_count })}</Badge>
        ) : null}
      </div>
      <h3 id={`call-${call.call_id}`} className="text-lg font-semibold break-words text-stone-900">
        {call.title}
      </h3>
      <div className="flex flex-wrap items-center gap-x-2 text-sm text-stone-600">
        <PersonLine person={call.author} />
        {call.organisation ? <span>{t('common.onBehalf', { org: call.organisation.name })}</span> : null}
      </div>
      <p className={`text-sm whitespace-pre-line text-stone-700 ${full ? '' : 'line-clamp-3'}`}>{call.description}</p>
      <dl className="grid grid-cols-1 gap-2 text-sm text-stone-700 sm:grid-cols-2">
        <Fact Icon={MapPin} label={t('calls.form.mode')} value={where} />
        {when ? <Fact Icon={CalendarDays} label={t('calls.when')} value={when} /> : null}
        {call.time_commitment ? <Fact Icon={Clock} label={t('calls.commitment')} value={call.time_commitment} /> : null}
        <Fact
          Icon={Users}
          label={t('calls.form.places')}
          value={t('calls.places', { accepted: call.accepted_count, places: call.places })}
        />
      </dl>
      <Tags items={call.skills} label={t('common.skills')} />
      <div className="flex flex-wrap items-center justify-between gap-2 border-t border-stone-100 pt-3">
        <p className="text-sm text-stone-600">
          {call.apply_by ? t('calls.applyBy', { date: formatDate(call.apply_by, lang) }) : null}
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
    </article>
  );
}

function Fact({ Icon, label, value }: { Icon: typeof MapPin; label: string; value: string }) {
  return (
    <div className="flex items-start gap-2">
      <dt className="sr-only">{label}</dt>
      <dd className="flex min-w-0 items-start gap-2 break-words">
        <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-stone-500" />
        <span className="min-w-0">{value}</span>
      </dd>
    </div>
  );
}
