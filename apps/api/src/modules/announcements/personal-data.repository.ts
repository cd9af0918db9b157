import { eq } from 'drizzle-orm';
import { announcements } from '../../db/schema/announcements.ts';
import { type PersonalDataSource, registerPersonalData } from '../../lib/personal-data.ts';

/**
 * Announcements a person wrote (decision 35). Erasure keeps them — their readers still need
 * them — and the author then reads as FORMER_MEMBER (db/people.ts), since the user is a tombstone.
 */
const AUTHORED: PersonalDataSource = {
  name: 'announcements',
  tables: ['announcements'],
  scope: 'tenant',
  export: (tx, userId) => tx.select().from(announcements).where(eq(announcements.created_by, userId)),
  erase: async () => {},
};

export function registerAnnouncementsPersonalData(): void {
  registerPersonalData(AUTHORED);
}
