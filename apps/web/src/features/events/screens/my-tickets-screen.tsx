import type { TMyTicket, TOutsideRegistration } from '@ankur/shared/schemas/events';
import { CalendarSearch, Plus, Ticket } from 'lucide-react';
import { Link } from 'react-router';
import { QueryErrorPanel } from '../../../components/ui/query-gate';
import { StatePanel } from '../../../components/ui/state-panel';
import { useEventsNews, useMyTickets, useOutsideRegistrations } from '../api/events';
import { OutsideTicketCard, TicketCard } from '../components/ticket-card';
import { useEventsTranslation } from '../i18n';

type Entry =
  | { kind: 'ticket'; key: string; startsAt: string; endsAt: string; ticket: TMyTicket }
  | { kind: 'outside'; key: string; startsAt: string; endsAt: string; row: TOutsideRegistration };

/** My tickets and outside registrations as one timeline: upcoming soonest first, past newest first. */
export function timeline(tickets: TMyTicket[], outside: TOutsideRegistration[], now = Date.now()) {
  const entries: Entry[] = [
    ...tickets.map((ticket) => ({
      kind: 'ticket' as const,
      key: `t${ticket.registration.registration_id}`,
      startsAt: ticket.event.starts_at,
      endsAt: ticket.event.ends_at,
      ticket,
    })),
    ...outside.map((row) => ({
      kind: 'outside' as const,
      key: `o${row.outside_id}`,
      startsAt: row.starts_at,
      endsAt: row.ends_at,
      row,
    })),
  ];
  const past = (e: Entry) => new Date(e.endsAt).getTime() < now;
  return {
    upcoming: entries.filter((e) => !past(e)).sort((a, b) => a.startsAt.localeCompare(b.startsAt)),
    past: entries.filter(past).sort((a, b) => b.startsAt.localeCompare(a.startsAt)),
  };
}

function EntryList({ entries }: { entries: Entry[] }) {
  return (
    <ul className="flex flex-col gap-3">
      {entries.map((e) => (
        <li key={e.key}>
          {e.kind === 'ticket' ? <TicketCard ticket={e.ticket} /> : <OutsideTicketCard row={e.row} />}
        </li>
      ))}
    </ul>
  );
}

function Skeleton() {
  return (
    <div aria-hidden className="flex flex-col gap-3">
      {[0, 1, 2].map((i) => (
        <div key={i} className="h-40 animate-pulse rounded-2xl bg-white ring-1 ring-stone-200" />
      ))}
    </div>
  );
}

/** /my-tickets: upcoming and past tickets with their QR codes, and events booked elsewhere. */
export default function MyTicketsScreen() {
  const { t } = useEventsTranslation();
  const tickets = useMyTickets();
  const outside = useOutsideRegistrations('upcoming', 1, 50);
  const outsidePast = useOutsideRegistrations('past', 1, 50);
  useEventsNews();
  const failed = [tickets, outside, outsidePast].find((q) => q.isError) ?? null;
  const lists =
    tickets.data && outside.data && outsidePast.data
      ? timeline(tickets.data, [...outside.data.data, ...outsidePast.data.data])
      : null;

  return (
    <section aria-labelledby="tickets-heading" className="mx-auto w-full max-w-4xl px-4 py-8 sm:px-6 sm:py-10">
      <header className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 id="tickets-heading" className="text-2xl font-bold tracking-tight text-stone-900 sm:text-3xl">
            {t('tickets.title')}
          </h1>
          <p className="mt-2 text-stone-600">{t('tickets.intro')}</p>
        </div>
        <Link to="/outside-registrations" className="btn-outline shrink-0">
          <Plus className="size-4" aria-hidden />
          {t('tickets.manageOutside')}
        </Link>
      </header>
      <div className="mt-6">
        {failed ? (
          <QueryErrorPanel
            title={t('tickets.loadFailed')}
            error={failed.error}
            onRetry={() => {
              void tickets.refetch();
              void outside.refetch();
              void outsidePast.refetch();
            }}
          />
        ) : !lists ? (
          <div role="status" aria-live="polite">
            <span className="sr-only">{t('tickets.title')}</span>
            <Skeleton />
          </div>
        ) : lists.upcoming.length + lists.past.length === 0 ? (
          <StatePanel Icon={Ticket} title={t('tickets.empty')} body={t('tickets.emptyBody')}>
            <Link to="/events" className="btn-primary">
              <CalendarSearch className="size-4" aria-hidden />
              {t('tickets.findEvents')}
            </Link>
            <Link to="/outside-registrations" className="btn-outline">
              {t('tickets.addOutside')}
            </Link>
          </StatePanel>
        ) : (
          <div className="flex flex-col gap-8">
            <section aria-labelledby="upcoming-heading" className="flex flex-col gap-3">
              <h2 id="upcoming-heading" className="text-lg font-semibold text-stone-900">
                {t('tickets.upcoming')}
              </h2>
              {lists.upcoming.length ? (
                <EntryList entries={lists.upcoming} />
              ) : (
                <p className="text-sm text-stone-600">
                  {t('tickets.noUpcoming')}{' '}
                  <Link to="/events" className="text-brand-800 underline">
                    {t('tickets.findEvents')}
                  </Link>
                </p>
              )}
            </section>
            {lists.past.length ? (
              <section aria-labelledby="past-heading" className="flex flex-col gap-3">
                <h2 id="past-heading" className="text-lg font-semibold text-stone-900">
                  {t('tickets.past')}
                </h2>
                <EntryList entries={lists.past} />
              </section>
            ) : null}
          </div>
        )}
      </div>
    </section>
  );
}
