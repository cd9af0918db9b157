import { EVENT_DEFAULT_TIME_ZONE, type TMyTicket, type TOutsideRegistration } from '@ankur/shared/schemas/events';
import { CalendarPlus, CircleCheck, ExternalLink, Globe, MapPin, QrCode } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { Badge } from '../../../components/ui/badge';
import { qrUrl } from '../api/events';
import { useEventsTranslation } from '../i18n';
import { MyStatusBadge, placeOf } from './event-card';
import { AddToCalendar } from './event-facts';
import { eventPath, useEventFormat } from './format';
import { downloadIcs } from './ics';

/** One of my tickets: the event, when and where, my status, and (when confirmed) the QR code and its code. */
export function TicketCard({ ticket }: { ticket: TMyTicket }) {
  const { t } = useEventsTranslation();
  const { when } = useEventFormat();
  const { registration: reg, event } = ticket;
  const [showQr, setShowQr] = useState(reg.status === 'confirmed');
  const qrId = useId();
  const PlaceIcon = event.format === 'online' ? Globe : MapPin;
  const hasTicket = reg.status === 'confirmed' && reg.ticket_code;
  return (
    <article className="flex flex-col gap-4 rounded-2xl bg-white p-4 ring-1 ring-stone-200 sm:flex-row sm:p-5">
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <div className="flex flex-wrap items-center gap-2">
          <MyStatusBadge status={reg.status} />
          {reg.checked_in_at ? (
            <Badge tone="green">
              <CircleCheck className="mr-1 size-3.5" aria-hidden />
              {t('tickets.checkedIn')}
            </Badge>
          ) : null}
          {event.status === 'cancelled' || event.status === 'postponed' ? (
            <Badge tone={event.status === 'cancelled' ? 'red' : 'amber'}>{t(`statuses.${event.status}`)}</Badge>
          ) : null}
        </div>
        <h3 className="text-lg font-semibold text-stone-900">
          <Link to={eventPath(event.event_id)} className="hover:underline">
            {event.title}
          </Link>
        </h3>
        <p className="text-sm font-medium text-brand-800">{when(event.starts_at, event.ends_at, event.time_zone)}</p>
        <p className="flex items-center gap-1.5 text-sm text-stone-700">
          <PlaceIcon className="size-4 shrink-0 text-stone-500" aria-hidden />
          {placeOf(event, t('card.online'))}
        </p>
        <p className="text-sm text-stone-600">
          {t('result.ticket', { name: reg.ticket_type.name })}
          {reg.status === 'waitlisted' && reg.waitlist_position
            ? ` · ${t('result.waitlisted', { position: reg.waitlist_position })}`
            : ''}
        </p>
        {hasTicket ? (
          <p className="text-sm text-stone-700">
            <span className="text-stone-600">{t('tickets.code')}: </span>
            <code className="font-mono text-xs break-all text-stone-900">{reg.ticket_code}</code>
          </p>
        ) : null}
        <div className="mt-auto flex flex-wrap gap-2 pt-2">
          {reg.status !== 'cancelled' && reg.status !== 'declined' ? (
            <AddToCalendar event={event} className="btn-outline" />
          ) : null}
          {hasTicket ? (
            <button
              type="button"
              className="btn-ghost sm:hidden"
              aria-expanded={showQr}
              aria-controls={qrId}
              onClick={() => setShowQr((s) => !s)}
            >
              <QrCode className="size-4" aria-hidden />
              {showQr ? t('tickets.hideQr') : t('tickets.showQr')}
            </button>
          ) : null}
        </div>
      </div>
      {hasTicket ? (
        <div id={qrId} className={`${showQr ? 'flex' : 'hidden'} shrink-0 justify-center sm:flex`}>
          <img
            src={reg.qr_url ?? qrUrl(reg.registration_id)}
            alt={t('tickets.qrAlt', { title: event.title })}
            width={176}
            height={176}
            className="size-44 rounded-xl bg-white p-2 ring-1 ring-stone-200"
          />
        </div>
      ) : null}
    </article>
  );
}

/** An event booked elsewhere, in the same timeline ("Registered elsewhere"). */
export function OutsideTicketCard({ row }: { row: TOutsideRegistration }) {
  const { t } = useEventsTranslation();
  const { when } = useEventFormat();
  return (
    <article className="flex flex-col gap-2 rounded-2xl bg-stone-50 p-4 ring-1 ring-stone-200 sm:p-5">
      <div>
        <Badge tone="blue">{t('tickets.elsewhere')}</Badge>
      </div>
      <h3 className="text-lg font-semibold text-stone-900">{row.title}</h3>
      <p className="text-sm font-medium text-brand-800">{when(row.starts_at, row.ends_at, EVENT_DEFAULT_TIME_ZONE)}</p>
      {row.location ? (
        <p className="flex items-center gap-1.5 text-sm text-stone-700">
          <MapPin className="size-4 shrink-0 text-stone-500" aria-hidden />
          {row.location}
        </p>
      ) : null}
      {row.organiser ? <p className="text-sm text-stone-600">{row.organiser}</p> : null}
      <div className="flex flex-wrap gap-2 pt-2">
        <button
          type="button"
          className="btn-outline"
          onClick={() =>
            downloadIcs({
              uid: `outside-${row.outside_id}@ankur`,
              title: row.title,
              startsAt: row.starts_at,
              endsAt: row.ends_at,
              location: row.location,
              description: row.notes,
              url: row.url ?? undefined,
            })
          }
        >
          <CalendarPlus className="size-4" aria-hidden />
          {t('event.addToCalendar')}
        </button>
        {row.url ? (
          <a href={row.url} target="_blank" rel="noopener noreferrer" className="btn-ghost">
            <ExternalLink className="size-4" aria-hidden />
            {t('tickets.openLink')}
          </a>
        ) : null}
      </div>
    </article>
  );
}
