import {
  EVENT_ERRORS,
  type TRegistrationQuestion,
  type ZEventSessionInput,
  type ZEventSpeakerInput,
  type ZTicketTypeInput,
} from '@ankur/shared/schemas/events';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { badRequest } from '../../lib/errors.ts';
import { sanitizeRichText } from '../../lib/sanitize-html.ts';
import type { Actor } from '../../lib/scope.ts';
import {
  circleExists,
  deleteTicketType,
  type EventRow,
  insertTicketType,
  programExists,
  registrationsOnTypes,
  type TicketTypeRow,
  updateTicketType,
  uploadInfo,
} from './events.repository.ts';

/** What the zod contract cannot say about an event: rules across fields and rows (issue 23). */

export const field = (path: string, message: string) => badRequest(`Invalid ${path}: ${message}`, [{ path, message }]);

/** The fields checkEventInput reads: a new event, or an existing one with a patch laid over it. */
export interface EventShape {
  format: string;
  venue_name: string;
  online_url: string | null;
  starts_at: string;
  ends_at: string;
  visibility: string;
  circle_id: number | null;
  program_id: number | null;
  cover_file_id: number | null;
  speakers: z.output<typeof ZEventSpeakerInput>[];
  sessions: z.output<typeof ZEventSessionInput>[];
  questions: TRegistrationQuestion[];
  ticket_types: z.output<typeof ZTicketTypeInput>[];
}

const time = (s: string) => new Date(s).getTime();

export async function checkEventInput(tx: Db, actor: Actor, e: EventShape, existing?: EventRow): Promise<void> {
  if (time(e.ends_at) <= time(e.starts_at)) throw field('body.ends_at', EVENT_ERRORS.endBeforeStart);
  if ((e.format === 'in_person' || e.format === 'hybrid') && !e.venue_name.trim()) {
    throw field('body.venue_name', EVENT_ERRORS.venueNeeded);
  }
  if (e.format === 'online' && !e.online_url) throw field('body.online_url', EVENT_ERRORS.linkNeeded);
  if (e.visibility === 'circle') {
    if (e.circle_id === null) throw field('body.circle_id', EVENT_ERRORS.circleNeeded);
    if (e.circle_id !== existing?.circle_id && !(await circleExists(tx, e.circle_id))) {
      throw field('body.circle_id', 'no such circle');
    }
  }
  if (e.visibility === 'cohort') {
    if (e.program_id === null) throw field('body.program_id', EVENT_ERRORS.programNeeded);
    if (e.program_id !== existing?.program_id && !(await programExists(tx, e.program_id))) {
      throw field('body.program_id', 'no such program');
    }
  }
  e.sessions.forEach((s, i) => {
    if (time(s.ends_at) <= time(s.starts_at)) throw field(`body.sessions.${i}.ends_at`, EVENT_ERRORS.endBeforeStart);
    s.speaker_indexes.forEach((k, j) => {
      if (k >= e.speakers.length)
        throw field(`body.sessions.${i}.speaker_indexes.${j}`, 'must name one of the speakers');
    });
  });
  e.speakers.forEach((s, i) => {
    if (s.user_id === null && !s.name.trim()) throw field(`body.speakers.${i}.name`, 'must name a guest speaker');
  });
  const keys = new Set<string>();
  e.questions.forEach((q, i) => {
    if (keys.has(q.key)) throw field(`body.questions.${i}.key`, 'must be unique within the event');
    keys.add(q.key);
    if ((q.kind === 'choice' || q.kind === 'multi_choice') && q.options.length < 2) {
      throw field(`body.questions.${i}.options`, 'must offer at least two options');
    }
  });
  const names = new Set<string>();
  e.ticket_types.forEach((t, i) => {
    const name = t.name.toLowerCase();
    if (names.has(name)) throw field(`body.ticket_types.${i}.name`, 'must be unique within the event');
    names.add(name);
  });
  if (e.cover_file_id !== null && e.cover_file_id !== existing?.cover_upload_id) {
    const up = await uploadInfo(tx, e.cover_file_id);
    if (!up || up.owner_user_id !== actor.userId) throw field('body.cover_file_id', 'not a file you uploaded');
    if (!up.content_type.startsWith('image/')) throw field('body.cover_file_id', 'must be an image');
  }
}

/**
 * Writes an event's ticket types: a type named by ticket_type_id is edited (its registrations stay
 * attached), a new one is added, and a type left out is deleted, or retired when people hold it.
 */
export async function saveTicketTypes(
  tx: Db,
  eventId: number,
  input: z.output<typeof ZTicketTypeInput>[],
  current: TicketTypeRow[],
): Promise<void> {
  const byId = new Map(current.map((t) => [t.ticket_type_id, t]));
  const kept = new Set<number>();
  for (const [i, t] of input.entries()) {
    if (t.ticket_type_id !== undefined) {
      if (!byId.has(t.ticket_type_id) || kept.has(t.ticket_type_id)) {
        throw field(`body.ticket_types.${i}.ticket_type_id`, EVENT_ERRORS.noTicketType);
      }
      kept.add(t.ticket_type_id);
    }
  }
  const removed = current.filter((t) => !kept.has(t.ticket_type_id) && !t.retired).map((t) => t.ticket_type_id);
  const held = await registrationsOnTypes(tx, removed);
  for (const id of removed) {
    if (held.has(id)) await updateTicketType(tx, id, { retired: true });
    else await deleteTicketType(tx, id);
  }
  for (const [i, t] of input.entries()) {
    const values = {
      name: t.name,
      description: t.description,
      price_paise: t.price_paise,
      capacity: t.capacity,
      sort_order: i,
    };
    if (t.ticket_type_id !== undefined) await updateTicketType(tx, t.ticket_type_id, { ...values, retired: false });
    else await insertTicketType(tx, { ...values, event_id: eventId });
  }
}

export function sanitised(html: string): { html: string; text: string } {
  const clean = sanitizeRichText(html) ?? '';
  const text = clean
    .replace(/<\/(p|div|li|h[1-6]|blockquote|pre|tr)>|<br\s*\/?>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
  return { html: clean, text };
}
