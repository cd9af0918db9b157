import type { TCalendarItem } from '@ankur/shared/schemas/calendar';
import type { TMyLearning } from '@ankur/shared/schemas/programs';
import type { UseQueryResult } from '@tanstack/react-query';
import { CalendarClock, CalendarDays, Hourglass } from 'lucide-react';
import { Link } from 'react-router';
import { ItemDate } from '../../../components/ui/item-date';
import { useLanguage } from '../../../lib/i18n';
import { UPCOMING_DAYS, UPCOMING_SHOWN, useManagesPrograms, usePendingForManager } from './api';
import { unitPath } from './continue-learning';
import { HomeCard, HomeEmpty } from './home-card';
import { useHomeTranslation } from './i18n';

const ROW = 'flex flex-col gap-0.5 rounded-lg px-3 py-2 ring-1 ring-stone-200 hover:ring-brand-400';

/** A manager's line: how many enrolment requests wait for them, with the way to the pending list. */
function WaitingOnYou() {
  const { t } = useHomeTranslation();
  const count = usePendingForManager(true);
  if (count.isPending || count.isError || count.data === 0) return null;
  return (
    <p className="mb-3 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
      {t('requests.forYou', { count: count.data })}{' '}
      <Link to="/manage-cohort" className="font-semibold underline">
        {t('requests.review')}
      </Link>
    </p>
  );
}

/** Requests waiting: the person's enrolment requests still pending (and, for managers, those waiting on them). */
export function RequestsWaiting({ query }: { query: UseQueryResult<TMyLearning> }) {
  const { t } = useHomeTranslation();
  const manager = useManagesPrograms();
  return (
    <HomeCard
      id="home-requests"
      title={t('requests.heading')}
      Icon={Hourglass}
      query={query}
      loadingLabel={t('requests.loading')}
      errorTitle={t('requests.failed')}
    >
      {({ requests }) => (
        <>
          {manager ? <WaitingOnYou /> : null}
          {requests.length === 0 ? (
            <HomeEmpty text={t('requests.empty')} action={t('requests.find')} to="/learning-journey" />
          ) : (
            <ul className="flex flex-col gap-2">
              {requests.map((request) => (
                <li key={request.enrollment_id}>
                  <Link to={`/programs/overview/${request.program_id}`} className={ROW}>
                    <span className="font-medium break-words text-stone-900">{request.program_name}</span>
                    <span className="text-xs text-stone-600">
                      {t('requests.asked')} <ItemDate date={request.requested_at} />
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </HomeCard>
  );
}

function dueDate(date: string, language: string): string {
  return new Intl.DateTimeFormat(language === 'hi' ? 'hi-IN' : 'en-IN', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  }).format(new Date(`${date}T00:00:00Z`));
}

/** Due this week: the plan's open units of this week, and late ones from before. */
export function DueThisWeek({ query }: { query: UseQueryResult<TMyLearning> }) {
  const { t } = useHomeTranslation();
  const language = useLanguage();
  return (
    <HomeCard
      id="home-due"
      title={t('due.heading')}
      Icon={CalendarClock}
      query={query}
      loadingLabel={t('due.loading')}
      errorTitle={t('due.failed')}
    >
      {({ due, due_total }) =>
        due.length === 0 ? (
          <HomeEmpty text={t('due.empty')} action={t('due.plan')} to="/my-planner" />
        ) : (
          <>
            <ul className="flex flex-col gap-2">
              {due.map((item) => (
                <li key={item.item_id}>
                  <Link to={unitPath(item.program_id, item)} className={ROW}>
                    <span className="font-medium break-words text-stone-900">{item.unit_name}</span>
                    <span className="text-xs text-stone-600">
                      {item.program_name} ·{' '}
                      {item.late ? (
                        <span className="font-semibold text-red-700">
                          {t('due.late', { date: dueDate(item.target_date, language) })}
                        </span>
                      ) : (
                        t('due.by', { date: dueDate(item.target_date, language) })
                      )}
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
            {due_total > due.length ? (
              <Link to="/my-planner" className="mt-3 text-sm font-medium text-brand-800 underline">
                {t('due.more', { count: due_total - due.length })}
              </Link>
            ) : null}
          </>
        )
      }
    </HomeCard>
  );
}

/** Coming up: the calendar's items of the next UPCOMING_DAYS days. */
export function ComingUp({ query }: { query: UseQueryResult<TCalendarItem[]> }) {
  const { t } = useHomeTranslation();
  return (
    <HomeCard
      id="home-upcoming"
      title={t('upcoming.heading', { count: UPCOMING_DAYS })}
      Icon={CalendarDays}
      query={query}
      loadingLabel={t('upcoming.loading')}
      errorTitle={t('upcoming.failed')}
      className="lg:col-span-2"
    >
      {(items) =>
        items.length === 0 ? (
          <HomeEmpty text={t('upcoming.empty')} action={t('upcoming.open')} to="/calendar" />
        ) : (
          <>
            <ul className="flex flex-col gap-2">
              {items.slice(0, UPCOMING_SHOWN).map((item) => (
                <li key={item.id}>
                  <Link to={item.link ?? '/calendar'} className={ROW}>
                    <span className="font-medium break-words text-stone-900">{item.title}</span>
                    <span className="text-xs text-stone-600">
                      {item.all_day ? t('upcoming.allDay') : null} <ItemDate date={item.starts_at} />
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
            <Link to="/calendar" className="mt-3 text-sm font-medium text-brand-800 underline">
              {items.length > UPCOMING_SHOWN
                ? t('upcoming.more', { count: items.length - UPCOMING_SHOWN })
                : t('upcoming.open')}
            </Link>
          </>
        )
      }
    </HomeCard>
  );
}
