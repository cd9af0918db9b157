import { z } from 'zod';
import { zId } from './common.ts';
import { ZFileRef, ZHubSlug, ZPersonRef } from './content.ts';

/**
 * Events (issue 23): organisers publish events (online, in person or hybrid) with an agenda,
 * speakers, ticket types and registration questions; people register, get a ticket with a QR code,
 * join a waitlist when it is full and are promoted when a seat frees; organisers check people in at
 * the door and read the feedback. The API lives under /api/events (modules/events), the web under
 * features/events. Outside registrations (events booked elsewhere) sit beside one's tickets.
 *
 * Times: starts_at / ends_at are ISO instants (UTC on the wire); time_zone is the IANA zone the
 * organiser plans in (IST by default) and the screens show times in it.
 */

export const EVENT_MENU = 'Event';
export const EVENT_DEFAULT_TIME_ZONE = 'Asia/Kolkata';

export const EVENT_FORMATS = ['online', 'in_person', 'hybrid'] as const;
export const ZEventFormat = z.enum(EVENT_FORMATS);
export type TEventFormat = z.infer<typeof ZEventFormat>;

/** Who may see and register: anyone signed in to the tenant ('members'), the public, a circle, a cohort. */
export const EVENT_VISIBILITIES = ['public', 'members', 'circle', 'cohort'] as const;
export const ZEventVisibility = z.enum(EVENT_VISIBILITIES);
export type TEventVisibility = z.infer<typeof ZEventVisibility>;

/** draft → published → (postponed | cancelled) → completed; postponed → published again with new dates. */
export const EVENT_STATUSES = ['draft', 'published', 'postponed', 'cancelled', 'completed'] as const;
export const ZEventStatus = z.enum(EVENT_STATUSES);
export type TEventStatus = z.infer<typeof ZEventStatus>;
/** POST /api/events/{id}/transition { action, note? }: cancel and postpone tell every registrant (note = why). */
export const EVENT_ACTIONS = ['publish', 'postpone', 'cancel', 'complete'] as const;
export const ZEventAction = z.enum(EVENT_ACTIONS);
export type TEventAction = z.infer<typeof ZEventAction>;
export const EVENT_TRANSITIONS: Record<TEventAction, { from: TEventStatus[]; to: TEventStatus }> = {
  publish: { from: ['draft', 'postponed'], to: 'published' },
  postpone: { from: ['published'], to: 'postponed' },
  cancel: { from: ['draft', 'published', 'postponed'], to: 'cancelled' },
  complete: { from: ['published'], to: 'completed' },
};

/**
 * A registration: pending (approval required, or a priced ticket awaiting payment) → confirmed, or
 * waitlisted when no seat is left (promoted to confirmed, oldest first, when one frees); declined by
 * the organiser; cancelled by the person (or by the event's cancellation).
 */
export const REGISTRATION_STATUSES = ['pending', 'confirmed', 'waitlisted', 'declined', 'cancelled'] as const;
export const ZRegistrationStatus = z.enum(REGISTRATION_STATUSES);
export type TRegistrationStatus = z.infer<typeof ZRegistrationStatus>;
/** Statuses that hold (or wait for) a seat and so count against nothing else of the same person. */
export const ACTIVE_REGISTRATION_STATUSES = ['pending', 'confirmed', 'waitlisted'] as const;

export const EVENT_TITLE_MAX = 160;
export const EVENT_SUMMARY_MAX = 400;
export const EVENT_DESCRIPTION_MAX_CHARS = 50_000;
export const EVENT_CAPACITY_MAX = 100_000;
export const EVENT_SESSIONS_MAX = 60;
export const EVENT_SPEAKERS_MAX = 60;
export const EVENT_TICKET_TYPES_MAX = 10;
export const EVENT_QUESTIONS_MAX = 20;
export const EVENT_TOPICS_MAX = 8;
/** Reminders go out this long before an event starts (a day, then an hour). */
export const EVENT_REMINDER_MINUTES = [1440, 60] as const;
/** Feedback opens when an event ends and closes this many days later. */
export const EVENT_FEEDBACK_DAYS = 14;
/** New registrations per person per hour (a person cannot flood organisers). */
export const EVENT_REGISTRATIONS_PER_HOUR = 30;

const zTopic = z
  .string()
  .trim()
  .toLowerCase()
  .min(2)
  .max(40)
  .regex(/^[\p{L}\p{N}][\p{L}\p{N}\p{M} -]*$/u, 'must be letters, digits, spaces or hyphens');
const zInstant = z.iso.datetime({ offset: true, error: 'must be an ISO date-time with a time zone' });
const zTimeZone = z
  .string()
  .max(64)
  .refine((tz) => {
    try {
      new Intl.DateTimeFormat('en', { timeZone: tz });
      return true;
    } catch {
      return false;
    }
  }, 'must be an IANA time zone such as Asia/Kolkata');

/** A speaker: a person on the platform (user_id) or a guest (name, title, organisation). */
export const ZEventSpeakerInput = z.strictObject({
  user_id: zId.nullable().default(null),
  name: z.string().trim().max(120).default(''),
  title: z.string().trim().max(160).default(''),
  organisation: z.string().trim().max(160).default(''),
  bio: z.string().trim().max(1000).default(''),
});
/** One agenda session; speakers are indexes into the event's speakers. */
export const ZEventSessionInput = z.strictObject({
  title: z.string().trim().min(2).max(160),
  description: z.string().trim().max(2000).default(''),
  starts_at: zInstant,
  ends_at: zInstant,
  location: z.string().trim().max(160).default(''),
  speaker_indexes: z.array(z.number().int().min(0).max(EVENT_SPEAKERS_MAX)).max(10).default([]),
});
/** A ticket type: free (price 0) or priced in INR paise and paid outside the platform (memberships' payment interface). */
export const ZTicketTypeInput = z.strictObject({
  /** present when editing an existing type (its registrations stay attached) */
  ticket_type_id: zId.optional(),
  name: z.string().trim().min(2).max(80),
  description: z.string().trim().max(400).default(''),
  price_paise: z.number().int().min(0).max(100_000_000).default(0),
  /** seats of this type; null: only the event's capacity limits it */
  capacity: z.number().int().min(1).max(EVENT_CAPACITY_MAX).nullable().default(null),
});
export const QUESTION_KINDS = ['text', 'long_text', 'choice', 'multi_choice', 'yes_no'] as const;
export const ZQuestionKind = z.enum(QUESTION_KINDS);
export const ZRegistrationQuestion = z.strictObject({
  /** stable key the answers use: a short slug, unique within the event */
  key: z
    .string()
    .trim()
    .regex(/^[a-z][a-z0-9_]{0,39}$/, 'must be a lower-case key such as company_name'),
  label: z.string().trim().min(2).max(200),
  kind: ZQuestionKind,
  required: z.boolean().default(false),
  /** the choices of 'choice' and 'multi_choice' */
  options: z.array(z.string().trim().min(1).max(100)).max(20).default([]),
});
export type TRegistrationQuestion = z.infer<typeof ZRegistrationQuestion>;

const eventFields = {
  title: z.string().trim().min(3).max(EVENT_TITLE_MAX),
  summary: z.string().trim().max(EVENT_SUMMARY_MAX),
  /** rich text; sanitised on the server */
  description_html: z.string().max(EVENT_DESCRIPTION_MAX_CHARS),
  format: ZEventFormat,
  venue_name: z.string().trim().max(160),
  venue_address: z.string().trim().max(400),
  city: z.string().trim().max(80),
  state: z.string().trim().max(80),
  /** the join link of an online or hybrid event: shown to confirmed registrants only */
  online_url: z
    .url({ protocol: /^https?$/ })
    .max(500)
    .nullable(),
  starts_at: zInstant,
  ends_at: zInstant,
  time_zone: zTimeZone,
  cover_file_id: zId.nullable(),
  /** null: unlimited */
  capacity: z.number().int().min(1).max(EVENT_CAPACITY_MAX).nullable(),
  approval_required: z.boolean(),
  visibility: ZEventVisibility,
  /** the circle (visibility 'circle') or the program cohort (visibility 'cohort') */
  circle_id: zId.nullable(),
  program_id: zId.nullable(),
  /** listed in the community's events (/community/events) */
  community: z.boolean(),
  topics: z.array(zTopic).max(EVENT_TOPICS_MAX),
  hubs: z.array(ZHubSlug).max(5),
  speakers: z.array(ZEventSpeakerInput).max(EVENT_SPEAKERS_MAX),
  sessions: z.array(ZEventSessionInput).max(EVENT_SESSIONS_MAX),
  ticket_types: z.array(ZTicketTypeInput).min(1).max(EVENT_TICKET_TYPES_MAX),
  questions: z.array(ZRegistrationQuestion).max(EVENT_QUESTIONS_MAX),
};

/** POST /api/events (a draft). The server checks: ends after it starts, venue for in-person, link or venue per format. */
export const ZEventInput = z.strictObject({
  ...eventFields,
  summary: eventFields.summary.default(''),
  description_html: eventFields.description_html.default(''),
  venue_name: eventFields.venue_name.default(''),
  venue_address: eventFields.venue_address.default(''),
  city: eventFields.city.default(''),
  state: eventFields.state.default(''),
  online_url: eventFields.online_url.default(null),
  time_zone: eventFields.time_zone.default(EVENT_DEFAULT_TIME_ZONE),
  cover_file_id: eventFields.cover_file_id.default(null),
  capacity: eventFields.capacity.default(null),
  approval_required: eventFields.approval_required.default(false),
  visibility: eventFields.visibility.default('members'),
  circle_id: eventFields.circle_id.default(null),
  program_id: eventFields.program_id.default(null),
  community: eventFields.community.default(false),
  topics: eventFields.topics.default([]),
  hubs: eventFields.hubs.default([]),
  speakers: eventFields.speakers.default([]),
  sessions: eventFields.sessions.default([]),
  ticket_types: eventFields.ticket_types.default([
    { name: 'General admission', description: '', price_paise: 0, capacity: null },
  ]),
  questions: eventFields.questions.default([]),
});
export type TEventInput = z.input<typeof ZEventInput>;
/** PATCH /api/events/{id}: the same fields, each optional. */
export const ZEventPatch = z.strictObject(eventFields).partial();
export type TEventPatch = z.input<typeof ZEventPatch>;
export const ZEventTransition = z.strictObject({
  action: ZEventAction,
  /** what registrants are told on postpone or cancel */
  note: z.string().trim().max(1000).optional(),
});

export const EVENT_WHEN = ['upcoming', 'this_week', 'this_month', 'past'] as const;
export const EVENT_SORTS = ['soonest', 'newest', 'popular'] as const;
/** GET /api/events: the finder (/events, /community/events, /event-hub). Keyset-free offset pages of 12. */
export const ZEventQuery = z.strictObject({
  q: z.string().trim().max(100).optional(),
  when: z.enum(EVENT_WHEN).default('upcoming'),
  /** a day (YYYY-MM-DD, in the event's zone) the event runs on; overrides `when` */
  on: z.iso.date().optional(),
  format: ZEventFormat.optional(),
  city: z.string().trim().max(80).optional(),
  topic: z.string().trim().max(40).optional(),
  hub: ZHubSlug.optional(),
  community: z.enum(['true', 'false']).optional(),
  /** mine=organising: the events I organise (drafts included) */
  mine: z.enum(['organising']).optional(),
  sort: z.enum(EVENT_SORTS).default('soonest'),
  page: z.coerce.number().int().min(1).max(1000).default(1),
  limit: z.coerce.number().int().min(1).max(48).default(12),
});
export type TEventQuery = z.input<typeof ZEventQuery>;

export const ZTicketType = z.object({
  ticket_type_id: z.number().int(),
  name: z.string(),
  description: z.string(),
  price_paise: z.number().int(),
  capacity: z.number().int().nullable(),
  confirmed_count: z.number().int(),
});
export type TTicketType = z.infer<typeof ZTicketType>;
export const ZEventSpeaker = z.object({
  name: z.string(),
  title: z.string(),
  organisation: z.string(),
  bio: z.string(),
  /** the platform person, when the speaker is one */
  person: ZPersonRef.nullable(),
});
export const ZEventSession = z.object({
  title: z.string(),
  description: z.string(),
  starts_at: z.string(),
  ends_at: z.string(),
  location: z.string(),
  speaker_indexes: z.array(z.number().int()),
});

/** A card in the finder and the hub. */
export const ZEventCard = z.object({
  event_id: z.number().int(),
  title: z.string(),
  summary: z.string(),
  format: ZEventFormat,
  status: ZEventStatus,
  starts_at: z.string(),
  ends_at: z.string(),
  time_zone: z.string(),
  venue_name: z.string(),
  city: z.string(),
  cover_url: z.string().nullable(),
  capacity: z.number().int().nullable(),
  confirmed_count: z.number().int(),
  waitlist_count: z.number().int(),
  /** the lowest price of its ticket types, paise; 0 = free */
  price_from_paise: z.number().int(),
  topics: z.array(z.string()),
  community: z.boolean(),
  /** the viewer's own registration status, if any */
  my_status: ZRegistrationStatus.nullable(),
});
export type TEventCard = z.infer<typeof ZEventCard>;
export const ZEventPage = z.object({
  data: z.array(ZEventCard),
  meta: z.object({ page: z.number().int(), limit: z.number().int(), total: z.number().int() }),
  /** counts per filter value for the current query (format, city, topic) */
  facets: z.object({
    format: z.record(z.string(), z.number().int()),
    city: z.record(z.string(), z.number().int()),
    topic: z.record(z.string(), z.number().int()),
  }),
});
export type TEventPage = z.infer<typeof ZEventPage>;

/** GET /api/events/{id}: the event page. */
export const ZEventDetail = ZEventCard.extend({
  description_html: z.string(),
  venue_address: z.string(),
  state: z.string(),
  /** null unless the viewer is confirmed or organises it */
  online_url: z.string().nullable(),
  approval_required: z.boolean(),
  visibility: ZEventVisibility,
  circle_id: z.number().int().nullable(),
  program_id: z.number().int().nullable(),
  hubs: z.array(z.string()),
  cover_file_id: z.number().int().nullable(),
  speakers: z.array(ZEventSpeaker),
  sessions: z.array(ZEventSession),
  ticket_types: z.array(ZTicketType),
  questions: z.array(ZRegistrationQuestion),
  organiser: ZPersonRef,
  status_note: z.string().nullable(),
  published_at: z.string().nullable(),
  /** the viewer may edit and run it (organiser, or Event update in the tenant) */
  can_manage: z.boolean(),
  /** the viewer's registration (with their ticket), if any */
  my_registration: z.lazy(() => ZRegistration).nullable(),
  /** feedback is open for the viewer (attended, ended, within EVENT_FEEDBACK_DAYS, not yet given) */
  feedback_open: z.boolean(),
});
export type TEventDetail = z.infer<typeof ZEventDetail>;

/** A registration's answers: question key → text, or the chosen options. */
export const ZRegistrationAnswers = z.record(
  z.string().max(40),
  z.union([z.string().max(4000), z.array(z.string().max(100)).max(20)]),
);
/** POST /api/events/{id}/registrations (register myself). */
export const ZRegistrationInput = z.strictObject({
  ticket_type_id: zId,
  answers: ZRegistrationAnswers.default({}),
  /** the UTR of an outside payment, for a priced ticket (memberships' offline provider) */
  payment_ref: z.string().trim().max(40).optional(),
});
export type TRegistrationInput = z.input<typeof ZRegistrationInput>;

export const ZRegistration = z.object({
  registration_id: z.number().int(),
  event_id: z.number().int(),
  status: ZRegistrationStatus,
  ticket_type: z.object({ ticket_type_id: z.number().int(), name: z.string(), price_paise: z.number().int() }),
  answers: ZRegistrationAnswers,
  /** 1-based place in the waitlist while waitlisted */
  waitlist_position: z.number().int().nullable(),
  /** the ticket's secret code (the QR code's text): only for its holder and the organisers */
  ticket_code: z.string().nullable(),
  /** GET address of the ticket's QR code image (SVG), for its holder */
  qr_url: z.string().nullable(),
  payment_status: z.enum(['none', 'pending', 'paid']),
  checked_in_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TRegistration = z.infer<typeof ZRegistration>;

/** GET /api/events/tickets/mine: my tickets and outside registrations, one timeline. */
export const ZMyTicket = z.object({
  registration: ZRegistration,
  event: ZEventCard,
});
export type TMyTicket = z.infer<typeof ZMyTicket>;

/** Organisers: GET /api/events/{id}/registrations (page of 50, search by name, filter by status). */
export const ZRegistrationQuery = z.strictObject({
  q: z.string().trim().max(100).optional(),
  status: ZRegistrationStatus.optional(),
  checked_in: z.enum(['true', 'false']).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
export const ZRegistrationRow = ZRegistration.extend({ person: ZPersonRef });
export type TRegistrationRow = z.infer<typeof ZRegistrationRow>;
/** The organisers' page of registrations (GET /api/events/{id}/registrations). */
export const ZRegistrationPage = z.object({
  data: z.array(ZRegistrationRow),
  meta: z.object({ page: z.number().int(), limit: z.number().int(), total: z.number().int() }),
});
export type TRegistrationPage = z.infer<typeof ZRegistrationPage>;
/** Organisers decide pending registrations: POST /api/events/registrations/{id}/decision. */
export const ZRegistrationDecision = z.strictObject({
  decision: z.enum(['approve', 'decline']),
  note: z.string().trim().max(500).optional(),
});
/** Check in: POST /api/events/{id}/check-in with the scanned code, or a registration id found by name. */
export const ZCheckInInput = z.union([
  z.strictObject({ ticket_code: z.string().trim().min(8).max(200) }),
  z.strictObject({ registration_id: zId }),
]);
export const ZCheckInResult = z.object({
  registration: ZRegistrationRow,
  /** true when this call checked them in; false when they already were (at registration.checked_in_at) */
  first_time: z.boolean(),
});
/** Live attendance: GET /api/events/{id}/attendance, and the 'event:attendance' socket event. */
export const ZAttendance = z.object({
  event_id: z.number().int(),
  confirmed: z.number().int(),
  checked_in: z.number().int(),
  waitlisted: z.number().int(),
  pending: z.number().int(),
});
export type TAttendance = z.infer<typeof ZAttendance>;

/** POST /api/events/{id}/feedback (attendees, after the end). */
export const ZFeedbackInput = z.strictObject({
  rating: z.number().int().min(1).max(5),
  comment: z.string().trim().max(2000).default(''),
  /** would recommend to a friend */
  recommend: z.boolean().nullable().default(null),
});
/** What POST /api/events/{id}/feedback answers (201): the feedback as kept. */
export const ZFeedback = z.object({
  event_id: z.number().int(),
  rating: z.number().int(),
  comment: z.string(),
  recommend: z.boolean().nullable(),
  created_at: z.string(),
});
export type TFeedback = z.infer<typeof ZFeedback>;
/** GET /api/events/{id}/report (organisers): registrations, attendance and feedback. */
export const ZEventReport = z.object({
  attendance: ZAttendance,
  per_ticket_type: z.array(z.object({ name: z.string(), confirmed: z.number().int(), checked_in: z.number().int() })),
  /** registrations per day, oldest first */
  registrations_by_day: z.array(z.object({ day: z.string(), count: z.number().int() })),
  feedback: z.object({
    count: z.number().int(),
    average: z.number().nullable(),
    /** ratings 1..5 → count */
    distribution: z.array(z.number().int()).length(5),
    recommend_percent: z.number().nullable(),
    comments: z.array(z.object({ rating: z.number().int(), comment: z.string(), created_at: z.string() })),
  }),
});
export type TEventReport = z.infer<typeof ZEventReport>;

/** /outside-registrations: events I registered for elsewhere. POST/PATCH /api/events/outside. */
export const ZOutsideRegistrationInput = z.strictObject({
  title: z.string().trim().min(3).max(EVENT_TITLE_MAX),
  url: z
    .url({ protocol: /^https?$/ })
    .max(500)
    .nullable()
    .default(null),
  starts_at: zInstant,
  ends_at: zInstant,
  location: z.string().trim().max(300).default(''),
  organiser: z.string().trim().max(160).default(''),
  notes: z.string().trim().max(2000).default(''),
});
export type TOutsideRegistrationInput = z.input<typeof ZOutsideRegistrationInput>;
export const ZOutsideRegistration = z.object({
  outside_id: z.number().int(),
  title: z.string(),
  url: z.string().nullable(),
  starts_at: z.string(),
  ends_at: z.string(),
  location: z.string(),
  organiser: z.string(),
  notes: z.string(),
  created_at: z.string(),
});
export type TOutsideRegistration = z.infer<typeof ZOutsideRegistration>;
/** PATCH /api/events/outside/{id}: any of the fields (times checked against the stored ones). */
export const ZOutsideRegistrationPatch = z
  .strictObject({
    title: z.string().trim().min(3).max(EVENT_TITLE_MAX),
    url: z
      .url({ protocol: /^https?$/ })
      .max(500)
      .nullable(),
    starts_at: zInstant,
    ends_at: zInstant,
    location: z.string().trim().max(300),
    organiser: z.string().trim().max(160),
    notes: z.string().trim().max(2000),
  })
  .partial();
export type TOutsideRegistrationPatch = z.input<typeof ZOutsideRegistrationPatch>;
/** GET /api/events/outside: mine, upcoming (soonest first; not yet ended) or past (latest first). */
export const ZOutsideQuery = z.strictObject({
  when: z.enum(['upcoming', 'past']).default('upcoming'),
  page: z.coerce.number().int().min(1).max(1000).default(1),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});
export type TOutsideQuery = z.input<typeof ZOutsideQuery>;
export const ZOutsidePage = z.object({
  data: z.array(ZOutsideRegistration),
  meta: z.object({ page: z.number().int(), limit: z.number().int(), total: z.number().int() }),
});
export type TOutsidePage = z.infer<typeof ZOutsidePage>;

export { ZFileRef };

/** The errors users read (quoted by tests and screens). */
export const EVENT_ERRORS = {
  noEvent: 'No such event',
  noRegistration: 'No such registration',
  noTicket: 'No ticket has this code for this event',
  endBeforeStart: 'must end after it starts',
  venueNeeded: 'must name the venue of an in-person or hybrid event',
  linkNeeded: 'must give the join link of an online event',
  circleNeeded: 'must name the circle of a circle-only event',
  programNeeded: 'must name the program of a cohort-only event',
  notOpen: 'This event is not open for registration',
  alreadyRegistered: 'You are already registered for this event',
  ended: 'This event has already ended',
  answerRequired: 'must be answered',
  notChoice: 'must be one of the question’s options',
  paymentRef: 'must be the 12–22 letter and digit UTR of your transfer',
  noTicketType: 'must be one of this event’s ticket types',
  notYours: 'Only the organisers of this event may do this',
  feedbackClosed: 'Feedback is open to attendees for 14 days after the event',
  cannotCancel: 'This registration cannot be cancelled',
  transition: 'This event cannot make that change from its current status',
  notConfirmed: 'Only a confirmed registration can be checked in',
  notPending: 'Only a pending registration can be approved or declined',
  nothingToUpdate: 'nothing to update',
  onlyDrafts: 'Only a draft can be deleted: cancel a published event instead',
  tooManyRegistrations: 'Too many registrations in an hour: try again later',
  noOutside: 'No such outside registration',
  feedbackTwice: 'You have already given feedback on this event',
} as const;
