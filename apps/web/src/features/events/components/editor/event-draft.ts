import {
  EVENT_DEFAULT_TIME_ZONE,
  EVENT_ERRORS,
  type TEventDetail,
  type TEventFormat,
  type TEventInput,
  type TEventVisibility,
  ZEventInput,
} from '@ankur/shared/schemas/events';
import { ApiError } from '../../../../lib/api-client';
import { instantToWall, tomorrowAt, wallToInstant } from './zoned-time';

/**
 * What the event editor holds: the contract's input with the inputs' own shapes (wall-clock times
 * in the event's zone, rupees and capacities as typed text, speakers linked to sessions by a stable
 * key so reordering keeps the links). inputOf() turns it into the body of POST/PATCH /api/events.
 */

let seq = 0;
/** A key for a new row of a list (React keys, speaker links); never sent. */
export const rowKey = () => `r${++seq}`;

export interface SpeakerDraft {
  key: string;
  user_id: number | null;
  name: string;
  title: string;
  organisation: string;
  bio: string;
}
export interface SessionDraft {
  key: string;
  title: string;
  description: string;
  starts: string;
  ends: string;
  location: string;
  speaker_keys: string[];
}
export interface TicketDraft {
  key: string;
  ticket_type_id?: number;
  name: string;
  description: string;
  /** rupees as typed */
  price: string;
  capacity: string;
}
export interface QuestionDraft {
  key: string;
  question_key: string;
  label: string;
  kind: 'text' | 'long_text' | 'choice' | 'multi_choice' | 'yes_no';
  required: boolean;
  /** one choice per line */
  options: string;
}
export interface CoverValue {
  upload_id: number;
  url: string;
  file_name: string;
}

export interface EventDraft {
  title: string;
  summary: string;
  description_html: string;
  format: TEventFormat;
  venue_name: string;
  venue_address: string;
  city: string;
  state: string;
  online_url: string;
  starts: string;
  ends: string;
  time_zone: string;
  cover: CoverValue | null;
  capacity: string;
  approval_required: boolean;
  visibility: TEventVisibility;
  circle_id: number | null;
  program_id: number | null;
  community: boolean;
  topics: string[];
  hubs: string[];
  speakers: SpeakerDraft[];
  sessions: SessionDraft[];
  ticket_types: TicketDraft[];
  questions: QuestionDraft[];
}

export function newEventDraft(ticketName: string, now = new Date()): EventDraft {
  return {
    title: '',
    summary: '',
    description_html: '',
    format: 'in_person',
    venue_name: '',
    venue_address: '',
    city: '',
    state: '',
    online_url: '',
    starts: tomorrowAt(10, now),
    ends: tomorrowAt(13, now),
    time_zone: EVENT_DEFAULT_TIME_ZONE,
    cover: null,
    capacity: '',
    approval_required: false,
    visibility: 'members',
    circle_id: null,
    program_id: null,
    community: false,
    topics: [],
    hubs: [],
    speakers: [],
    sessions: [],
    ticket_types: [{ key: rowKey(), name: ticketName, description: '', price: '0', capacity: '' }],
    questions: [],
  };
}

const numberText = (n: number | null) => (n === null ? '' : String(n));

export function draftOfEvent(event: TEventDetail): EventDraft {
  const tz = event.time_zone || EVENT_DEFAULT_TIME_ZONE;
  const speakers = event.speakers.map(
    (s): SpeakerDraft => ({
      key: rowKey(),
      user_id: s.person?.user_id ?? null,
      name: s.person?.name ?? s.name,
      title: s.title,
      organisation: s.organisation,
      bio: s.bio,
    }),
  );
  return {
    title: event.title,
    summary: event.summary,
    description_html: event.description_html,
    format: event.format,
    venue_name: event.venue_name,
    venue_address: event.venue_address,
    city: event.city,
    state: event.state,
    online_url: event.online_url ?? '',
    starts: instantToWall(event.starts_at, tz),
    ends: instantToWall(event.ends_at, tz),
    time_zone: tz,
    cover:
      event.cover_file_id && event.cover_url
        ? { upload_id: event.cover_file_id, url: event.cover_url, file_name: event.cover_url.split('/').pop() ?? '' }
        : null,
    capacity: numberText(event.capacity),
    approval_required: event.approval_required,
    visibility: event.visibility,
    circle_id: event.circle_id,
    program_id: event.program_id,
    community: event.community,
    topics: event.topics,
    hubs: event.hubs,
    speakers,
    sessions: event.sessions.map((s) => ({
      key: rowKey(),
      title: s.title,
      description: s.description,
      starts: instantToWall(s.starts_at, tz),
      ends: instantToWall(s.ends_at, tz),
      location: s.location,
      speaker_keys: s.speaker_indexes.map((i) => speakers[i]?.key).filter((k): k is string => Boolean(k)),
    })),
    ticket_types: event.ticket_types.map((tt) => ({
      key: rowKey(),
      ticket_type_id: tt.ticket_type_id,
      name: tt.name,
      description: tt.description,
      price: String(tt.price_paise / 100),
      capacity: numberText(tt.capacity),
    })),
    questions: event.questions.map((q) => ({
      key: rowKey(),
      question_key: q.key,
      label: q.label,
      kind: q.kind,
      required: q.required,
      options: q.options.join('\n'),
    })),
  };
}

/** Typed text → a whole number, or NaN (the contract then names the field); '' → null. */
const countOf = (text: string): number | null => (text.trim() === '' ? null : Number(text.trim()));

/** The body of POST /api/events (and of PATCH: the same fields) from the draft. */
export function inputOfDraft(draft: EventDraft): TEventInput {
  const tz = draft.time_zone;
  const online = draft.format !== 'in_person';
  const venue = draft.format !== 'online';
  return {
    title: draft.title,
    summary: draft.summary,
    description_html: draft.description_html,
    format: draft.format,
    venue_name: venue ? draft.venue_name : '',
    venue_address: venue ? draft.venue_address : '',
    city: venue ? draft.city : '',
    state: venue ? draft.state : '',
    online_url: online && draft.online_url.trim() ? draft.online_url.trim() : null,
    starts_at: wallToInstant(draft.starts, tz) ?? '',
    ends_at: wallToInstant(draft.ends, tz) ?? '',
    time_zone: tz,
    cover_file_id: draft.cover?.upload_id ?? null,
    capacity: countOf(draft.capacity),
    approval_required: draft.approval_required,
    visibility: draft.visibility,
    circle_id: draft.visibility === 'circle' ? draft.circle_id : null,
    program_id: draft.visibility === 'cohort' ? draft.program_id : null,
    community: draft.community,
    topics: draft.topics,
    hubs: draft.hubs as TEventInput['hubs'],
    speakers: draft.speakers.map((s) => ({
      user_id: s.user_id,
      name: s.name,
      title: s.title,
      organisation: s.organisation,
      bio: s.bio,
    })),
    sessions: draft.sessions.map((s) => ({
      title: s.title,
      description: s.description,
      starts_at: wallToInstant(s.starts, tz) ?? '',
      ends_at: wallToInstant(s.ends, tz) ?? '',
      location: s.location,
      speaker_indexes: s.speaker_keys.map((k) => draft.speakers.findIndex((sp) => sp.key === k)).filter((i) => i >= 0),
    })),
    ticket_types: draft.ticket_types.map((tt) => ({
      ...(tt.ticket_type_id ? { ticket_type_id: tt.ticket_type_id } : {}),
      name: tt.name,
      description: tt.description,
      price_paise: Math.round(Number(tt.price.trim() || '0') * 100),
      capacity: countOf(tt.capacity),
    })),
    questions: draft.questions.map((q) => ({
      key: q.question_key,
      label: q.label,
      kind: q.kind,
      required: q.required,
      options:
        q.kind === 'choice' || q.kind === 'multi_choice'
          ? q.options
              .split('\n')
              .map((o) => o.trim())
              .filter(Boolean)
          : [],
    })),
  };
}

export interface LocalIssue {
  code: string;
  limit?: number;
  message: string;
}

/** "sessions.0.title" from a zod path or the API's "body.sessions[0].title". */
export const pathKey = (path: string) =>
  path
    .replace(/^body\.?/, '')
    .replace(/\[(\d+)\]/g, '.$1')
    .replace(/^\./, '');

/** Field errors by path, from the contract (and the checks the server adds) before sending. */
export function localEventErrors(draft: EventDraft, word: (issue: LocalIssue) => string): Record<string, string> {
  const errors: Record<string, string> = {};
  const input = inputOfDraft(draft);
  const result = ZEventInput.safeParse(input);
  if (!result.success) {
    for (const issue of result.error.issues) {
      const key = issue.path.map(String).join('.');
      const limit = 'minimum' in issue ? Number(issue.minimum) : 'maximum' in issue ? Number(issue.maximum) : undefined;
      errors[key] ??= word({ code: issue.code, limit, message: issue.message });
    }
  }
  if (input.starts_at && input.ends_at && Date.parse(input.ends_at) <= Date.parse(input.starts_at)) {
    errors.ends_at ??= EVENT_ERRORS.endBeforeStart;
  }
  if (draft.format !== 'online' && !draft.venue_name.trim()) errors.venue_name ??= EVENT_ERRORS.venueNeeded;
  if (draft.format === 'online' && !draft.online_url.trim()) errors.online_url ??= EVENT_ERRORS.linkNeeded;
  if (draft.visibility === 'circle' && !draft.circle_id) errors.circle_id ??= EVENT_ERRORS.circleNeeded;
  if (draft.visibility === 'cohort' && !draft.program_id) errors.program_id ??= EVENT_ERRORS.programNeeded;
  return errors;
}

/** Field errors by path from the API's 400 answer (its details name body.<path>). */
export function serverEventErrors(error: unknown): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!(error instanceof ApiError) || error.status !== 400 || !Array.isArray(error.details)) return errors;
  for (const detail of error.details as unknown[]) {
    if (typeof detail !== 'object' || detail === null) continue;
    const { path, message } = detail as { path?: unknown; message?: unknown };
    if (typeof path !== 'string' || typeof message !== 'string') continue;
    errors[pathKey(path)] ??= message;
  }
  return errors;
}

/** The section of the editor a field path sits in (to open and scroll to the first error). */
export function sectionOf(path: string): string {
  const first = path.split('.')[0] ?? '';
  if (['title', 'summary', 'description_html', 'cover_file_id'].includes(first)) return 'details';
  if (['starts_at', 'ends_at', 'time_zone'].includes(first)) return 'when';
  if (['format', 'venue_name', 'venue_address', 'city', 'state', 'online_url'].includes(first)) return 'where';
  if (first === 'sessions') return 'agenda';
  if (first === 'speakers') return 'speakers';
  if (first === 'ticket_types') return 'tickets';
  if (['capacity', 'approval_required', 'questions'].includes(first)) return 'registration';
  return 'audience';
}
