import type { TCompetitionCard, TCompetitionStatus } from '@ankur/shared/schemas/competitions';
import { useLanguage } from '../../../lib/i18n';
import { useCompetitionsTranslation } from '../i18n';
import { deadlineOf, formatWhen } from './deadline';

const STATUS_TONE: Record<TCompetitionStatus, string> = {
  draft: 'bg-stone-100 text-stone-800',
  open: 'bg-emerald-50 text-emerald-800 ring-1 ring-emerald-200',
  judging: 'bg-amber-50 text-amber-900 ring-1 ring-amber-200',
  results_published: 'bg-brand-50 text-brand-800 ring-1 ring-brand-200',
  cancelled: 'bg-red-50 text-red-800 ring-1 ring-red-200',
};

/** The competition's status as a pill; an open one whose applications have not begun is "Upcoming". */
export function StatusPill({ status, opensAt }: { status: TCompetitionStatus; opensAt?: string }) {
  const { t } = useCompetitionsTranslation();
  if (status === 'open' && opensAt && Date.parse(opensAt) > Date.now()) {
    return (
      <span className="inline-flex items-center rounded-full bg-sky-50 px-2 py-0.5 text-xs font-medium text-sky-900 ring-1 ring-sky-200">
        {t('statuses.upcoming')}
      </span>
    );
  }
  return (
    <span className={`inline-flex items-center rounded-full px-2 py-0.5 text-xs font-medium ${STATUS_TONE[status]}`}>
      {t(`statuses.${status}`)}
    </span>
  );
}

/** The viewer's part in it: applied (or a draft, or withdrawn), judging, organising. */
export function MyPartPills({ card }: { card: TCompetitionCard }) {
  const { t } = useCompetitionsTranslation();
  const parts: string[] = [];
  if (card.my_application_status === 'submitted') parts.push(t('card.applied'));
  if (card.my_application_status === 'draft') parts.push(t('card.draftApplication'));
  if (card.my_application_status === 'withdrawn') parts.push(t('card.withdrawn'));
  if (card.i_judge) parts.push(t('card.judging'));
  if (card.can_manage) parts.push(t('card.organising'));
  return (
    <>
      {parts.map((part) => (
        <span key={part} className="inline-flex rounded-full bg-sky-50 px-2 py-0.5 text-xs font-medium text-sky-900">
          {part}
        </span>
      ))}
    </>
  );
}

/** "Closes in 5 days" / "Opens in 2 days" / "Applications closed", with the full deadline on hover. */
export function DeadlineText({ card, className = '' }: { card: TCompetitionCard; className?: string }) {
  const { t } = useCompetitionsTranslation();
  const language = useLanguage();
  const d = deadlineOf(card);
  const urgent = d.key === 'closesSoon' || d.key === 'closesInHours' || (d.key === 'closesIn' && d.count <= 3);
  return (
    <time
      dateTime={card.closes_at}
      title={t('when.deadline', { date: formatWhen(card.closes_at, language) })}
      className={`${urgent ? 'font-semibold text-red-700' : ''} ${className}`}
    >
      {d.count === undefined ? t(`when.${d.key}`) : t(`when.${d.key}`, { count: d.count })}
    </time>
  );
}
