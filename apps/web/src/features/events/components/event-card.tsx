import type { TEventCard, TRegistrationStatus } from '@ankur/shared/schemas/events';
import { CalendarDays, Globe, MapPin, Ticket, Users } from 'lucide-react';
import { Link } from 'react-router';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { useEventsTranslation } from '../i18n';
import { eventPath, seatsLeft, useEventFormat } from './format';

const STATUS_TONES: Record<TRegistrationStatus, BadgeTone> = {
  confirmed: 'green',
  pending: 'amber',
  waitlisted: 'blue',
  declined: 'red',
  cancelled: 'stone',
};

/** My registration's status as a pill ("Going", "On the waitlist"). */
export function MyStatusBadge({ status }: { status: TRegistrationStatus }) {
  const { t } = useEventsTranslation();
  return <Badge tone={STATUS_TONES[status]}>{t(`myStatus.${status}`)}</Badge>;
}

/** "Free" or "From ₹499". */
export function usePriceLabel() {
  const { t } = useEventsTranslation();
  const { rupees } = useEventFormat();
  return (paise: number) => (paise > 0 ? t('card.from', { price: rupees(paise) }) : t('card.free'));
}

/** Seats left, "Waitlist open", or how many are going (unlimited); nothing once it is not open (cancelled, past). */
export function SeatsLine({ card }: { card: TEventCard }) {
  const { t } = useEventsTranslation();
  const left = seatsLeft(card);
  if (card.status !== 'published') return null;
  if (left === null) return <span>{t('card.going', { count: card.confirmed_count })}</span>;
  if (left === 0) return <span className="font-medium text-amber-800">{t('card.waitlistOpen')}</span>;
  return <span>{t('card.seatsLeft', { count: left })}</span>;
}

/** Where: the venue and city, or "Online". */
export function placeOf(card: Pick<TEventCard, 'format' | 'venue_name' | 'city'>, online: string): string {
  if (card.format === 'online') return online;
  return [card.venue_name, card.city].filter(Boolean).join(', ') || online;
}

/** One event as a card: cover, date in its zone, title (the link), place, price, seats, my status. */
export function EventCard({ card, headingLevel = 3 }: { card: TEventCard; headingLevel?: 2 | 3 }) {
  const { t } = useEventsTranslation();
  const { cardWhen } = useEventFormat();
  const price = usePriceLabel();
  const Heading = `h${headingLevel}` as 'h2' | 'h3';
  const PlaceIcon = card.format === 'online' ? Globe : MapPin;
  return (
    <article className="relative flex h-full flex-col overflow-hidden rounded-2xl bg-white ring-1 ring-stone-200 focus-within:ring-2 focus-within:ring-brand-600 hover:ring-brand-400">
      {card.cover_url ? (
        <img src={card.cover_url} alt="" className="aspect-[16/9] w-full object-cover" loading="lazy" />
      ) : (
        <div
          aria-hidden
          className="flex h-24 w-full items-center justify-center bg-gradient-to-br from-brand-50 to-amber-50 text-brand-600"
        >
          <CalendarDays className="size-8" />
        </div>
      )}
      <div className="flex flex-1 flex-col gap-2 p-4">
        <div className="flex flex-wrap items-center gap-2">
          <Badge tone="stone">{t(`formats.${card.format}`)}</Badge>
          {card.status === 'postponed' || card.status === 'cancelled' || card.status === 'draft' ? (
            <Badge tone={card.status === 'cancelled' ? 'red' : 'amber'}>{t(`statuses.${card.status}`)}</Badge>
          ) : null}
          {card.my_status ? <MyStatusBadge status={card.my_status} /> : null}
        </div>
        <p className="text-sm font-medium text-brand-800">{cardWhen(card.starts_at, card.time_zone)}</p>
        <Heading className="text-base font-semibold text-stone-900">
          <Link to={eventPath(card.event_id)} className="outline-none after:absolute after:inset-0 hover:underline">
            {card.title}
          </Link>
        </Heading>
        {card.summary ? <p className="line-clamp-2 text-sm text-stone-600">{card.summary}</p> : null}
        <p className="flex min-w-0 items-center gap-1.5 text-sm text-stone-700">
          <PlaceIcon className="size-4 shrink-0 text-stone-500" aria-hidden />
          <span className="truncate">{placeOf(card, t('card.online'))}</span>
        </p>
        <p className="mt-auto flex flex-wrap items-center justify-between gap-x-3 gap-y-1 pt-2 text-sm text-stone-700">
          <span className="inline-flex items-center gap-1.5 font-medium text-stone-900">
            <Ticket className="size-4 text-stone-500" aria-hidden />
            {price(card.price_from_paise)}
          </span>
          <span className="inline-flex items-center gap-1.5">
            <Users className="size-4 text-stone-500" aria-hidden />
            <SeatsLine card={card} />
          </span>
        </p>
      </div>
    </article>
  );
}

export function EventGrid({ cards, headingLevel }: { cards: TEventCard[]; headingLevel?: 2 | 3 }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
      {cards.map((card) => (
        <li key={card.event_id} className="min-w-0">
          <EventCard card={card} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}

export function EventSkeletons({ count = 6 }: { count?: number }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-hidden>
      {Array.from({ length: count }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <li key={i} className="overflow-hidden rounded-2xl bg-white ring-1 ring-stone-200">
          <div className="h-24 animate-pulse bg-stone-100" />
          <div className="flex flex-col gap-2 p-4">
            <div className="h-4 w-1/3 animate-pulse rounded bg-stone-100" />
            <div className="h-5 w-4/5 animate-pulse rounded bg-stone-100" />
            <div className="h-4 w-2/3 animate-pulse rounded bg-stone-100" />
          </div>
        </li>
      ))}
    </ul>
  );
}
