import type { TEventDetail } from '@ankur/shared/schemas/events';
import { CalendarDays, CalendarPlus, ExternalLink, Globe, MapPin, Navigation } from 'lucide-react';
import { Link } from 'react-router';
import { useEventsTranslation } from '../i18n';
import { directionsUrl, eventPath, useEventFormat } from './format';
import { downloadIcs } from './ics';

/** "Add to calendar": the event as an .ics file. */
export function AddToCalendar({
  event,
  className = 'btn-outline',
}: {
  event: Pick<
    TEventDetail,
    'event_id' | 'title' | 'starts_at' | 'ends_at' | 'summary' | 'venue_name' | 'city' | 'format'
  > & {
    venue_address?: string;
  };
  className?: string;
}) {
  const { t } = useEventsTranslation();
  const place =
    event.format === 'online'
      ? t('card.online')
      : [event.venue_name, event.venue_address, event.city].filter(Boolean).join(', ');
  return (
    <button
      type="button"
      className={className}
      onClick={() =>
        downloadIcs({
          uid: `event-${event.event_id}@ankur`,
          title: event.title,
          startsAt: event.starts_at,
          endsAt: event.ends_at,
          location: place,
          description: event.summary,
          url: `${window.location.origin}${eventPath(event.event_id)}`,
        })
      }
    >
      <CalendarPlus className="size-4" aria-hidden />
      {t('event.addToCalendar')}
    </button>
  );
}

/** When (in the event's zone) and where (venue with directions, and/or the join link when confirmed). */
export function EventFacts({ event }: { event: TEventDetail }) {
  const { t } = useEventsTranslation();
  const { when } = useEventFormat();
  const inPerson = event.format !== 'online';
  const online = event.format !== 'in_person';
  return (
    <div className="flex flex-col gap-4 rounded-2xl bg-white p-4 ring-1 ring-stone-200 sm:p-5">
      <div className="flex gap-3">
        <CalendarDays className="mt-0.5 size-5 shrink-0 text-brand-700" aria-hidden />
        <div>
          <p className="text-sm font-semibold text-stone-900">{t('event.when')}</p>
          <p className="text-sm text-stone-700">{when(event.starts_at, event.ends_at, event.time_zone)}</p>
          <p className="text-xs text-stone-500">{t('event.timeZone', { zone: event.time_zone })}</p>
        </div>
      </div>
      {inPerson ? (
        <div className="flex gap-3">
          <MapPin className="mt-0.5 size-5 shrink-0 text-brand-700" aria-hidden />
          <div className="min-w-0">
            <p className="text-sm font-semibold text-stone-900">{t('event.where')}</p>
            <p className="text-sm text-stone-700">
              {event.venue_name ? <span className="block font-medium">{event.venue_name}</span> : null}
              {[event.venue_address, event.city, event.state].filter(Boolean).join(', ')}
            </p>
            <div className="mt-1">
              <a
                href={directionsUrl([event.venue_name, event.venue_address, event.city, event.state])}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex items-center gap-1 text-sm font-medium text-brand-800 underline"
              >
                <Navigation className="size-3.5" aria-hidden />
                {t('event.directions')}
              </a>
            </div>
          </div>
        </div>
      ) : null}
      {online ? (
        <div className="flex gap-3">
          <Globe className="mt-0.5 size-5 shrink-0 text-brand-700" aria-hidden />
          <div className="min-w-0">
            <p className="text-sm font-semibold text-stone-900">{t('event.online')}</p>
            <div className="text-sm text-stone-700">
              {event.online_url ? (
                <a
                  href={event.online_url}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-flex items-center gap-1 font-medium break-all text-brand-800 underline"
                >
                  {t('event.joinLink')}
                  <ExternalLink className="size-3.5 shrink-0" aria-hidden />
                </a>
              ) : (
                t('event.joinAfterConfirm')
              )}
            </div>
          </div>
        </div>
      ) : null}
      <div className="flex flex-wrap items-center gap-2 border-t border-stone-100 pt-4">
        <AddToCalendar event={event} />
        {event.my_registration && event.my_registration.status !== 'cancelled' ? (
          <Link to="/calendar" className="text-sm text-brand-800 underline">
            {t('event.openCalendar')}
          </Link>
        ) : null}
      </div>
    </div>
  );
}
