import type {
  TEventCard,
  TEventFormat,
  TEventStatus,
  TRegistration,
  TRegistrationRow,
  TRegistrationStatus,
} from '@ankur/shared/schemas/events';
import { uploadUrl } from '../uploads/index.ts';
import type { CardRow, PersonRow } from './events.repository.ts';
import type { RegRow } from './registrations.repository.ts';

/** Pure shaping of events' rows: cards, people, registrations, dates (issue 23). */

export const iso = (v: string | Date) => new Date(v).toISOString();
export const isoOrNull = (v: string | Date | null | undefined) => (v === null || v === undefined ? null : iso(v));

/** Where a person's processed photo is read (profiles' route; the version busts a cached copy). */
export const personPhoto = (userId: number, key: string | null) =>
  key ? `/api/profiles/${userId}/photo?v=${key.slice(0, 8)}` : null;
export const personRef = (p: PersonRow) => ({
  user_id: p.user_id,
  name: p.name,
  photo_url: personPhoto(p.user_id, p.photo_key),
});

/** The event's page on the web (notifications and e-mails link to it). */
export const eventPath = (id: number) => `/events/${id}`;

export const toCard = (r: CardRow): TEventCard => ({
  event_id: r.event_id,
  title: r.title,
  summary: r.summary,
  format: r.format as TEventFormat,
  status: r.status as TEventStatus,
  starts_at: iso(r.starts_at),
  ends_at: iso(r.ends_at),
  time_zone: r.time_zone,
  venue_name: r.venue_name,
  city: r.city,
  cover_url: r.cover_public_id && r.cover_file_name ? uploadUrl(r.cover_public_id, r.cover_file_name) : null,
  capacity: r.capacity,
  confirmed_count: r.confirmed_count,
  waitlist_count: r.waitlist_count,
  price_from_paise: r.price_from_paise,
  topics: r.topics ?? [],
  community: r.community,
  my_status: (r.my_status as TRegistrationStatus | null) ?? null,
});

/**
 * A registration as `viewer` may read it: the ticket's code and QR address only for its holder
 * and the event's organisers (`manager`), and only while it is confirmed (a code that admits nobody
 * is not handed out).
 */
export function toRegistration(r: RegRow, opts: { holderOrManager: boolean }): TRegistration {
  const showCode = opts.holderOrManager && r.status === 'confirmed';
  return {
    registration_id: r.registration_id,
    event_id: r.event_id,
    status: r.status as TRegistrationStatus,
    ticket_type: { ticket_type_id: r.ticket_type_id, name: r.ticket_name, price_paise: r.price_paise },
    answers: r.answers ?? {},
    waitlist_position: r.status === 'waitlisted' ? (r.waitlist_position ?? null) : null,
    ticket_code: showCode ? r.ticket_code : null,
    qr_url: showCode ? `/api/events/registrations/${r.registration_id}/qr.svg` : null,
    payment_status: r.payment_status as TRegistration['payment_status'],
    checked_in_at: isoOrNull(r.checked_in_at),
    created_at: iso(r.created_at),
    updated_at: iso(r.updated_at),
  };
}

export const toRow = (r: RegRow): TRegistrationRow => ({
  ...toRegistration(r, { holderOrManager: true }),
  person: { user_id: r.user_id, name: r.person_name, photo_url: personPhoto(r.user_id, r.photo_key) },
});
