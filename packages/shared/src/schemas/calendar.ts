import { z } from 'zod';
import { zId } from './common.ts';

/**
 * The calendar (issue 9, SPEC §1 "calendar", /calendar): one list of items drawn from several
 * places — the user's personal entries, the dates of the programs they are enrolled in, and the
 * weekly targets of their learning plans — plus a private iCal feed and a .ics file per entry.
 *
 * Dates: a timed item's starts_at / ends_at are ISO instants in UTC (2026-11-22T09:30:00.000Z);
 * an all-day item's are ISO dates (YYYY-MM-DD) and ends_at is EXCLUSIVE (the day after the last
 * day), as in iCal and FullCalendar: a one-day item on 3 March runs 2026-03-03 → 2026-03-04.
 */

/** personal entries, programs, plans; events I registered for here and outside (issue 23, modules/events) */
export const CALENDAR_SOURCES = ['personal', 'program', 'plan', 'event', 'outside', 'milestone'] as const;
export type CalendarSource = (typeof CALENDAR_SOURCES)[number];

/** What an item is, so a client can word it in its own language (the title is English). */
export const CALENDAR_ITEM_KINDS = [
  'entry',
  'program-start',
  'program-end',
  'plan-target',
  'event',
  'event-waitlisted',
  'event-pending',
  'outside-event',
  // a product's milestone with a due date (issue 24, the innovation workspace): all day
  'milestone',
] as const;
export type CalendarItemKind = (typeof CALENDAR_ITEM_KINDS)[number];

/** The reminder choices: minutes before an entry starts (null: no reminder). */
export const REMINDER_MINUTES = [5, 10, 15, 30, 60, 120, 1440] as const;
export type ReminderMinutes = (typeof REMINDER_MINUTES)[number];

export const CALENDAR_TITLE_MAX = 200;
export const CALENDAR_DESCRIPTION_MAX = 5000;
export const CALENDAR_LOCATION_MAX = 300;
/** The longest range GET calendar answers (a year view and some). */
export const CALENDAR_RANGE_MAX_DAYS = 400;
/** The iCal feed covers this many days back and ahead of now. */
export const CALENDAR_FEED_DAYS_BACK = 60;
export const CALENDAR_FEED_DAYS_AHEAD = 365;

/** The errors users read. */
export const CALENDAR_ERRORS = {
  noEntry: 'No such calendar entry',
  noFeed: 'No such calendar feed',
  endBeforeStart: 'must end after it starts',
  rangeTooLong: `must be at most ${CALENDAR_RANGE_MAX_DAYS} days after from`,
  rangeBackwards: 'must be after from',
  instant: 'must be an ISO date-time such as 2026-11-01T00:00:00Z',
  allDayDate: 'must be an ISO date (YYYY-MM-DD) for an all-day entry',
  timedInstant: 'must be an ISO date-time with a time zone (2026-11-01T09:30:00Z) for an entry with a time',
  reminder: `must be one of ${REMINDER_MINUTES.join(', ')} minutes, or null`,
  emptyUpdate: 'must change at least one field',
} as const;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})$/i;

/** A real calendar date (2026-02-30 is not). */
export function isIsoDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const t = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(t) && new Date(t).toISOString().slice(0, 10) === value;
}

/** An instant with its offset (Z or ±hh:mm), such as FullCalendar's range bounds. */
export function isIsoInstant(value: string): boolean {
  return ISO_INSTANT.test(value) && !Number.isNaN(Date.parse(value));
}

/** The instant an item's bound stands for: a date is that day's UTC midnight. */
export function boundTime(value: string): number {
  return ISO_DATE.test(value) ? Date.parse(`${value}T00:00:00Z`) : Date.parse(value);
}

export const ZCalendarItem = z.object({
  /** 'entry:12', 'program:3:start', 'program:3:end', 'plan-item:44', 'event:7', 'outside:5' */
  id: z.string(),
  source: z.enum(CALENDAR_SOURCES),
  kind: z.enum(CALENDAR_ITEM_KINDS),
  /** English and complete, as the iCal feed shows it ("Plan: Pitch deck basics") */
  title: z.string(),
  /** the bare name behind the title (entry title, program name, unit name) */
  name: z.string(),
  starts_at: z.string(),
  ends_at: z.string(),
  all_day: z.boolean(),
  /** a path inside the app */
  link: z.string().nullable(),
  location: z.string().nullable(),
  description: z.string().nullable(),
  /** personal entries only: the owner may move, change and delete them */
  editable: z.boolean(),
  reminder_minutes: z.number().int().nullable(),
});
export type TCalendarItem = z.infer<typeof ZCalendarItem>;

export const ZCalendarItemList = z.object({ items: z.array(ZCalendarItem) });
export type TCalendarItemList = z.infer<typeof ZCalendarItemList>;

const zInstant = z.string({ error: 'is required' }).refine(isIsoInstant, CALENDAR_ERRORS.instant);

/** GET calendar?from&to: the items overlapping [from, to), at most CALENDAR_RANGE_MAX_DAYS long. */
export const ZCalendarQuery = z.object({ from: zInstant, to: zInstant }).superRefine((q, ctx) => {
  if (!isIsoInstant(q.from) || !isIsoInstant(q.to)) return;
  const span = Date.parse(q.to) - Date.parse(q.from);
  if (span <= 0) ctx.addIssue({ code: 'custom', path: ['to'], message: CALENDAR_ERRORS.rangeBackwards });
  else if (span > CALENDAR_RANGE_MAX_DAYS * 86_400_000) {
    ctx.addIssue({ code: 'custom', path: ['to'], message: CALENDAR_ERRORS.rangeTooLong });
  }
});
export type TCalendarQuery = z.infer<typeof ZCalendarQuery>;

const zReminder = z.union(
  REMINDER_MINUTES.map((m) => z.literal(m)),
  { error: CALENDAR_ERRORS.reminder },
);
const zOptionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `must be at most ${max} characters`)
    .nullable()
    .optional()
    // '' clears the field; left out (undefined) leaves it as it is on a PATCH
    .transform((v) => (v === undefined ? undefined : v || null));

const entryFields = {
  title: z
    .string({ error: 'is required' })
    .trim()
    .min(1, 'must not be empty')
    .max(CALENDAR_TITLE_MAX, `must be at most ${CALENDAR_TITLE_MAX} characters`),
  description: zOptionalText(CALENDAR_DESCRIPTION_MAX),
  location: zOptionalText(CALENDAR_LOCATION_MAX),
  starts_at: z.string({ error: 'is required' }),
  ends_at: z.string({ error: 'is required' }),
  all_day: z.boolean({ error: 'must be true or false' }),
  reminder_minutes: zReminder.nullable(),
};

/** What is wrong with an entry's times (empty: nothing), each issue with the field it is about. */
export function entryTimeProblems(e: {
  starts_at: string;
  ends_at: string;
  all_day: boolean;
}): { path: 'starts_at' | 'ends_at'; message: string }[] {
  const valid = e.all_day ? isIsoDate : isIsoInstant;
  const message = e.all_day ? CALENDAR_ERRORS.allDayDate : CALENDAR_ERRORS.timedInstant;
  const out: { path: 'starts_at' | 'ends_at'; message: string }[] = [];
  if (!valid(e.starts_at)) out.push({ path: 'starts_at', message });
  if (!valid(e.ends_at)) out.push({ path: 'ends_at', message });
  if (!out.length && boundTime(e.ends_at) <= boundTime(e.starts_at)) {
    out.push({ path: 'ends_at', message: CALENDAR_ERRORS.endBeforeStart });
  }
  return out;
}

/**
 * POST calendar/entries. All-day entries take ISO dates with an exclusive ends_at (a one-day
 * entry ends the next day); others take ISO instants with a time zone.
 */
export const ZCalendarEntryCreate = z
  .strictObject({
    ...entryFields,
    all_day: entryFields.all_day.default(false),
    reminder_minutes: entryFields.reminder_minutes.default(null),
  })
  .superRefine((e, ctx) => {
    for (const p of entryTimeProblems(e)) ctx.addIssue({ code: 'custom', path: [p.path], message: p.message });
  });
export type TCalendarEntryCreate = z.input<typeof ZCalendarEntryCreate>;
export type TCalendarEntryValues = z.output<typeof ZCalendarEntryCreate>;

/** PATCH calendar/entries/{id}: any of the fields; the times are checked against the stored ones. */
export const ZCalendarEntryUpdate = z
  .strictObject({
    title: entryFields.title.optional(),
    description: entryFields.description,
    location: entryFields.location,
    starts_at: entryFields.starts_at.optional(),
    ends_at: entryFields.ends_at.optional(),
    all_day: entryFields.all_day.optional(),
    reminder_minutes: entryFields.reminder_minutes.optional(),
  })
  .refine((e) => Object.values(e).some((v) => v !== undefined), { message: CALENDAR_ERRORS.emptyUpdate });
export type TCalendarEntryUpdate = z.input<typeof ZCalendarEntryUpdate>;

export const ZCalendarEntryParams = z.object({
  entryId: z.coerce.number({ error: 'must be a number' }).pipe(zId),
});

/** POST calendar/feed: the private URL, shown this once (only a hash of its token is kept). */
export const ZCalendarFeedCreated = z.object({ url: z.string(), created_at: z.string() });
export type TCalendarFeedCreated = z.infer<typeof ZCalendarFeedCreated>;

/** GET calendar/feed: whether the user has a feed, and since when (never its URL). */
export const ZCalendarFeedStatus = z.object({ exists: z.boolean(), created_at: z.string().nullable() });
export type TCalendarFeedStatus = z.infer<typeof ZCalendarFeedStatus>;

export const ZCalendarFeedParams = z.object({ token: z.string().max(200) });
