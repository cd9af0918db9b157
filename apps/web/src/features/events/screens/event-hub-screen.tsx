import type { TEventCard, TMyTicket } from '@ankur/shared/schemas/events';
import { ArrowRight, CalendarSearch, MapPin, Ticket, Trophy } from 'lucide-react';
import { Link } from 'react-router';
import { QueryGate } from '../../../components/ui/query-gate';
import { StatePanel } from '../../../components/ui/state-panel';
import { useFormatNumber } from '../../../lib/i18n';
import { useEventList, useEventsNews, useMyTickets } from '../api/events';
import { EventGrid, EventSkeletons, MyStatusBadge } from '../components/event-card';
import { CreateEventLink } from '../components/finder-parts';
import { eventPath, useEventFormat } from '../components/format';
import { useEventsTranslation } from '../i18n';

function Shelf({ id, title, cards, more }: { id: string; title: string; cards: TEventCard[]; more: string }) {
  const { t } = useEventsTranslation();
  if (cards.length === 0) return null;
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3">
      <div className="flex items-baseline justify-between gap-3">
        <h2 id={id} className="text-xl font-semibold text-stone-900">
          {title}
        </h2>
        <Link to={more} className="inline-flex items-center gap-1 text-sm font-medium text-brand-800 hover:underline">
          {t('hub.seeAll')}
          <span className="sr-only">: {title}</span>
          <ArrowRight className="size-4" aria-hidden />
        </Link>
      </div>
      <EventGrid cards={cards} />
    </section>
  );
}

/** My next upcoming ticket (confirmed, pending or waitlisted), or where to find one. */
function NextTicket({ tickets }: { tickets: TMyTicket[] | undefined }) {
  const { t } = useEventsTranslation();
  const { when } = useEventFormat();
  const now = Date.now();
  const next = (tickets ?? [])
    .filter(
      (x) =>
        ['confirmed', 'pending', 'waitlisted'].includes(x.registration.status) &&
        new Date(x.event.ends_at).getTime() > now,
    )
    .sort((a, b) => a.event.starts_at.localeCompare(b.event.starts_at))[0];
  return (
    <section
      aria-labelledby="next-ticket"
      className="flex flex-col gap-2 rounded-2xl bg-white p-4 ring-1 ring-stone-200"
    >
      <h2 id="next-ticket" className="flex items-center gap-2 text-sm font-semibold text-stone-900">
        <Ticket className="size-4 text-brand-700" aria-hidden />
        {t('hub.nextTicket')}
      </h2>
      {next ? (
        <>
          <Link to={eventPath(next.event.event_id)} className="font-semibold text-stone-900 hover:underline">
            {next.event.title}
          </Link>
          <p className="text-sm text-brand-800">
            {when(next.event.starts_at, next.event.ends_at, next.event.time_zone)}
          </p>
          <div className="flex flex-wrap items-center gap-2">
            <MyStatusBadge status={next.registration.status} />
            <Link to="/my-tickets" className="text-sm text-brand-800 underline">
              {t('finder.myTickets')}
            </Link>
          </div>
        </>
      ) : (
        <p className="text-sm text-stone-600">{t('hub.noTicket')}</p>
      )}
    </section>
  );
}

/** /event-hub: this week, popular upcoming, online, by city, my next ticket, and the ways onward. */
export default function EventHubScreen() {
  const { t } = useEventsTranslation();
  const number = useFormatNumber();
  const popular = useEventList({ when: 'upcoming', sort: 'popular', limit: 6 });
  const week = useEventList({ when: 'this_week', sort: 'soonest', limit: 3 });
  const online = useEventList({ when: 'upcoming', format: 'online', sort: 'soonest', limit: 3 });
  const tickets = useMyTickets();
  useEventsNews();

  return (
    <section aria-labelledby="hub-heading" className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 sm:py-10">
      <header className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 id="hub-heading" className="text-2xl font-bold tracking-tight text-stone-900 sm:text-3xl">
            {t('hub.title')}
          </h1>
          <p className="mt-2 text-stone-600">{t('hub.intro')}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Link to="/events" className="btn-outline">
            <CalendarSearch className="size-4" aria-hidden />
            {t('hub.allEvents')}
          </Link>
          <CreateEventLink />
        </div>
      </header>
      <div className="mt-6 grid gap-8 lg:grid-cols-[1fr_18rem]">
        <div className="flex min-w-0 flex-col gap-10">
          <QueryGate query={popular} pending={<EventSkeletons count={3} />} error={{ title: t('hub.loadFailed') }}>
            {(page) =>
              page.data.length === 0 ? (
                <StatePanel Icon={CalendarSearch} title={t('hub.empty')} body={t('hub.emptyBody')}>
                  <Link to="/events?when=past" className="btn-outline">
                    {t('hub.browse')}
                  </Link>
                  <CreateEventLink />
                </StatePanel>
              ) : (
                <>
                  <Shelf
                    id="hub-week"
                    title={t('hub.thisWeek')}
                    cards={week.data?.data ?? []}
                    more="/events?when=this_week"
                  />
                  <Shelf
                    id="hub-popular"
                    title={t('hub.popular')}
                    cards={page.data.filter((c) => !week.data?.data.some((w) => w.event_id === c.event_id))}
                    more="/events?sort=popular"
                  />
                  <Shelf
                    id="hub-online"
                    title={t('hub.online')}
                    cards={online.data?.data ?? []}
                    more="/events?format=online"
                  />
                </>
              )
            }
          </QueryGate>
        </div>
        <aside className="flex flex-col gap-4" aria-label={t('hub.title')}>
          <NextTicket tickets={tickets.data} />
          {popular.data && Object.keys(popular.data.facets.city).length ? (
            <section aria-labelledby="hub-cities" className="rounded-2xl bg-white p-4 ring-1 ring-stone-200">
              <h2 id="hub-cities" className="flex items-center gap-2 text-sm font-semibold text-stone-900">
                <MapPin className="size-4 text-brand-700" aria-hidden />
                {t('hub.byCity')}
              </h2>
              <ul className="mt-2 flex flex-col">
                {Object.entries(popular.data.facets.city)
                  .filter(([city]) => city)
                  .sort((a, b) => b[1] - a[1])
                  .slice(0, 8)
                  .map(([city, count]) => (
                    <li key={city}>
                      <Link
                        to={`/events?city=${encodeURIComponent(city)}`}
                        className="flex justify-between gap-2 rounded-lg px-2 py-1.5 text-sm text-stone-800 hover:bg-stone-50"
                      >
                        <span>{city}</span>
                        <span className="text-stone-500">
                          {t('hub.cityCount', { count, formatted: number(count) })}
                        </span>
                      </Link>
                    </li>
                  ))}
              </ul>
            </section>
          ) : null}
          <Link
            to="/competition-hub"
            className="flex flex-col gap-1 rounded-2xl bg-gradient-to-br from-amber-50 to-brand-50 p-4 ring-1 ring-amber-200 hover:ring-amber-400"
          >
            <span className="flex items-center gap-2 font-semibold text-stone-900">
              <Trophy className="size-4 text-amber-700" aria-hidden />
              {t('hub.competitions')}
            </span>
            <span className="text-sm text-stone-700">{t('hub.competitionsBody')}</span>
          </Link>
        </aside>
      </div>
    </section>
  );
}
