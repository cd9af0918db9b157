import { eq } from 'drizzle-orm';
import { calendarEntries, calendarFeeds } from '../../db/schema/calendar.ts';
import { type PersonalDataSource, registerPersonalData } from '../../lib/personal-data.ts';

/** A person's own calendar entries (per tenant) and their iCal feed links (decision 35). */
const ENTRIES: PersonalDataSource = {
  name: 'calendar_entries',
  tables: ['calendar_entries'],
  scope: 'tenant',
  export: (tx, userId) => tx.select().from(calendarEntries).where(eq(calendarEntries.user_id, userId)),
  erase: async (tx, userId) => {
    await tx.delete(calendarEntries).where(eq(calendarEntries.user_id, userId));
  },
};

const FEEDS: PersonalDataSource = {
  name: 'calendar_feeds',
  tables: ['calendar_feeds'],
  scope: 'global',
  // the token itself is never stored; when and where a feed link was made is
  export: (tx, userId) =>
    tx
      .select({ tenant_id: calendarFeeds.tenant_id, created_at: calendarFeeds.created_at })
      .from(calendarFeeds)
      .where(eq(calendarFeeds.user_id, userId)),
  erase: async (tx, userId) => {
    await tx.delete(calendarFeeds).where(eq(calendarFeeds.user_id, userId));
  },
};

export function registerCalendarPersonalData(): void {
  registerPersonalData(ENTRIES);
  registerPersonalData(FEEDS);
}
