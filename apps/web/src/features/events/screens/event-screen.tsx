import type { TEventDetail } from '@ankur/shared/schemas/events';
import { ArrowLeft, CalendarX2, Lock, Megaphone, Settings2 } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { Avatar } from '../../../components/ui/avatar';
import { Badge } from '../../../components/ui/badge';
import { QueryGate } from '../../../components/ui/query-gate';
import { SafeHtml } from '../../../components/ui/safe-html';
import { StatePanel } from '../../../components/ui/state-panel';
import { ApiError } from '../../../lib/api-client';
import { ReportSlot } from '../../../lib/report-slot';
import { useEvent, useEventsNews } from '../api/events';
import { Agenda, Speakers } from '../components/agenda';
import { MyStatusBadge } from '../components/event-card';
import { EventFacts } from '../components/event-facts';
import { FeedbackForm } from '../components/feedback-form';
import { managePath, useEventFormat } from '../components/format';
import { RegisterPanel } from '../components/register-panel';
import { useEventsTranslation } from '../i18n';

function NotFound({ forbidden = false }: { forbidden?: boolean }) {
  const { t } = useEventsTranslation();
  return (
    <StatePanel
      Icon={forbidden ? Lock : CalendarX2}
      heading="h1"
      title={forbidden ? t('event.noAccess') : t('event.notFound')}
      body={forbidden ? t('event.noAccessBody') : t('event.notFoundBody')}
    >
      <Link to="/events" className="btn-primary">
        {t('hub.browse')}
      </Link>
    </StatePanel>
  );
}

/** Postponed, cancelled, ended or draft: a banner with the organiser's note. */
function StatusBanner({ event }: { event: TEventDetail }) {
  const { t } = useEventsTranslation();
  if (event.status === 'published') return null;
  const tone =
    event.status === 'cancelled'
      ? 'bg-red-50 text-red-900 ring-red-200'
      : event.status === 'completed'
        ? 'bg-stone-100 text-stone-800 ring-stone-200'
        : 'bg-amber-50 text-amber-900 ring-amber-200';
  return (
    <div role="status" className={`flex gap-3 rounded-2xl p-4 ring-1 ${tone}`}>
      <Megaphone className="mt-0.5 size-5 shrink-0" aria-hidden />
      <div>
        <p className="font-semibold">{t(`event.${event.status}`)}</p>
        {event.status_note ? <p className="mt-1 text-sm whitespace-pre-line">{event.status_note}</p> : null}
      </div>
    </div>
  );
}

function EventView({ event }: { event: TEventDetail }) {
  const { t } = useEventsTranslation();
  const { rupees } = useEventFormat();
  return (
    <article aria-labelledby="event-title" className="flex flex-col gap-6">
      {event.cover_url ? (
        <img src={event.cover_url} alt="" className="aspect-[21/9] w-full rounded-2xl object-cover" />
      ) : null}
      <header className="flex flex-col gap-3">
        <div className="flex flex-wrap items-center gap-2">
          <Badge tone="stone">{t(`formats.${event.format}`)}</Badge>
          {event.status !== 'published' ? <Badge tone="amber">{t(`statuses.${event.status}`)}</Badge> : null}
          {event.my_status ? <MyStatusBadge status={event.my_status} /> : null}
        </div>
        <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
          <h1 id="event-title" className="text-2xl font-bold tracking-tight text-stone-900 sm:text-3xl">
            {event.title}
          </h1>
          {event.can_manage ? (
            <Link to={managePath(event.event_id)} className="btn-outline shrink-0">
              <Settings2 className="size-4" aria-hidden />
              {t('event.manage')}
            </Link>
          ) : event.status !== 'draft' ? (
            <ReportSlot kind="event" id={event.event_id} quote={event.summary || event.title} />
          ) : null}
        </div>
        {event.summary ? <p className="text-lg text-stone-700">{event.summary}</p> : null}
      </header>
      <StatusBanner event={event} />
      <div className="grid gap-6 lg:grid-cols-[1fr_22rem]">
        <div className="flex min-w-0 flex-col gap-8">
          {event.description_html ? (
            <section aria-labelledby="about-heading">
              <h2 id="about-heading" className="text-xl font-semibold text-stone-900">
                {t('event.about')}
              </h2>
              <SafeHtml
                html={event.description_html}
                className="mt-2 break-words text-base leading-relaxed text-stone-800 [&_a]:text-brand-800 [&_a]:underline [&_h2]:mt-6 [&_h2]:text-lg [&_h2]:font-semibold [&_h3]:mt-4 [&_h3]:font-semibold [&_li]:ml-5 [&_ol]:list-decimal [&_p]:mt-3 [&_ul]:list-disc"
              />
            </section>
          ) : null}
          <Agenda event={event} />
          <Speakers speakers={event.speakers} />
          <section aria-labelledby="tickets-heading" className="flex flex-col gap-3">
            <h2 id="tickets-heading" className="text-xl font-semibold text-stone-900">
              {t('event.tickets')}
            </h2>
            <ul className="flex flex-col gap-2">
              {event.ticket_types.map((tt) => (
                <li
                  key={tt.ticket_type_id}
                  className="flex justify-between gap-3 rounded-xl bg-white p-3 ring-1 ring-stone-200"
                >
                  <span className="min-w-0">
                    <span className="block font-medium text-stone-900">{tt.name}</span>
                    {tt.description ? <span className="block text-sm text-stone-600">{tt.description}</span> : null}
                  </span>
                  <span className="shrink-0 text-right text-sm">
                    <span className="block font-semibold text-stone-900">
                      {tt.price_paise > 0 ? rupees(tt.price_paise) : t('card.free')}
                    </span>
                    {tt.capacity !== null ? (
                      <span className="block text-stone-600">
                        {tt.confirmed_count >= tt.capacity
                          ? t('event.soldOut')
                          : t('card.seatsLeft', { count: tt.capacity - tt.confirmed_count })}
                      </span>
                    ) : null}
                  </span>
                </li>
              ))}
            </ul>
          </section>
          {event.topics.length ? (
            <section aria-labelledby="topics-heading">
              <h2 id="topics-heading" className="text-sm font-semibold text-stone-900">
                {t('event.topics')}
              </h2>
              <ul className="mt-2 flex flex-wrap gap-2">
                {event.topics.map((topic) => (
                  <li key={topic}>
                    <Link
                      to={`/events?topic=${encodeURIComponent(topic)}`}
                      className="rounded-full bg-stone-100 px-3 py-1 text-sm text-stone-800 hover:bg-stone-200"
                    >
                      {topic}
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
        </div>
        <aside className="order-first flex flex-col gap-4 lg:order-last" aria-label={t('register.title')}>
          <EventFacts event={event} />
          {event.feedback_open ? <FeedbackForm eventId={event.event_id} /> : null}
          <RegisterPanel event={event} />
          <div className="flex items-center gap-3 rounded-2xl bg-white p-4 ring-1 ring-stone-200">
            <Avatar name={event.organiser.name} url={event.organiser.photo_url} size="sm" alt="" />
            <div className="min-w-0 text-sm">
              <p className="text-stone-600">{t('event.organiser')}</p>
              <Link
                to={`/user/profile/${event.organiser.user_id}`}
                className="font-medium text-stone-900 hover:underline"
              >
                {event.organiser.name}
              </Link>
            </div>
          </div>
        </aside>
      </div>
    </article>
  );
}

/** /events/:eventId: the event page (about, agenda, speakers, tickets, register, feedback). */
export default function EventScreen() {
  const { t } = useEventsTranslation();
  const raw = useParams().eventId ?? '';
  const id = /^\d{1,10}$/.test(raw) ? Number(raw) : 0;
  const event = useEvent(id);
  useEventsNews();
  return (
    <section className="mx-auto w-full max-w-6xl px-4 py-6 sm:px-6 sm:py-8">
      <Link to="/events" className="mb-4 inline-flex items-center gap-1 text-sm text-brand-800 hover:underline">
        <ArrowLeft className="size-4" aria-hidden />
        {t('event.back')}
      </Link>
      {id === 0 ? (
        <NotFound />
      ) : event.isError && event.error instanceof ApiError && event.error.status === 403 ? (
        <NotFound forbidden />
      ) : (
        <QueryGate
          query={event}
          pending={<EventSkeleton />}
          error={{ title: t('event.loadFailed'), heading: 'h1' }}
          notFound={<NotFound />}
        >
          {(data) => <EventView event={data} />}
        </QueryGate>
      )}
    </section>
  );
}

function EventSkeleton() {
  return (
    <div aria-hidden className="flex flex-col gap-4">
      <div className="h-8 w-2/3 animate-pulse rounded bg-stone-100" />
      <div className="h-5 w-1/2 animate-pulse rounded bg-stone-100" />
      <div className="grid gap-6 lg:grid-cols-[1fr_22rem]">
        <div className="h-64 animate-pulse rounded-2xl bg-stone-100" />
        <div className="h-64 animate-pulse rounded-2xl bg-stone-100" />
      </div>
    </div>
  );
}
