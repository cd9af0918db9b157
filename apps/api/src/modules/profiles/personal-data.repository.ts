import { and, asc, eq, inArray, isNotNull, ne } from 'drizzle-orm';
import {
  directoryPeople,
  personalityResults,
  userProfiles,
  ventureMembers,
  ventures,
} from '../../db/schema/profiles.ts';
import { type PersonalDataSource, registerPersonalData } from '../../lib/personal-data.ts';

/**
 * The profile and its photo (decision 35): exported whole, deleted on erasure with the stored photo.
 * directory_people is the directory's copy of the profile's filters (decision 61), kept by triggers:
 * not exported (the profile is), and deleted here (the triggers would drop it with the profile and
 * the ventures; this does not wait for the ventures' entry).
 */
const PROFILES: PersonalDataSource = {
  name: 'profiles',
  tables: ['user_profiles', 'personality_results', 'directory_people'],
  scope: 'tenant',
  export: async (tx, userId) => ({
    profile: await tx.select().from(userProfiles).where(eq(userProfiles.user_id, userId)),
    personality: await tx.select().from(personalityResults).where(eq(personalityResults.user_id, userId)),
  }),
  files: async (tx, userId) => {
    const rows = await tx
      .select({ key: userProfiles.photo_key })
      .from(userProfiles)
      .where(and(eq(userProfiles.user_id, userId), isNotNull(userProfiles.photo_key)));
    return rows.map((r) => ({ storageKey: r.key!, fileName: 'profile-photo.webp' }));
  },
  erase: async (tx, userId, { deleteFile }) => {
    const rows = await tx
      .delete(userProfiles)
      .where(eq(userProfiles.user_id, userId))
      .returning({ key: userProfiles.photo_key });
    for (const r of rows) if (r.key) deleteFile(r.key);
    await tx.delete(personalityResults).where(eq(personalityResults.user_id, userId));
    await tx.delete(directoryPeople).where(eq(directoryPeople.user_id, userId));
  },
};

/**
 * Ventures and their teams: a venture the person owns alone goes with them; one with a team passes
 * to the member who joined first, so the others keep their venture page.
 */
const VENTURES: PersonalDataSource = {
  name: 'ventures',
  tables: ['ventures', 'venture_members'],
  scope: 'tenant',
  export: async (tx, userId) => {
    const mine = await tx
      .select({ venture_id: ventureMembers.venture_id })
      .from(ventureMembers)
      .where(eq(ventureMembers.user_id, userId));
    const ids = [...new Set(mine.map((m) => m.venture_id))];
    const owned = await tx.select().from(ventures).where(eq(ventures.owner_user_id, userId));
    const member = ids.length ? await tx.select().from(ventures).where(inArray(ventures.venture_id, ids)) : [];
    const byId = new Map([...owned, ...member].map((v) => [v.venture_id, v]));
    return [...byId.values()];
  },
  erase: async (tx, userId) => {
    const owned = await tx.select({ id: ventures.venture_id }).from(ventures).where(eq(ventures.owner_user_id, userId));
    for (const { id } of owned) {
      const [heir] = await tx
        .select({ user_id: ventureMembers.user_id })
        .from(ventureMembers)
        .where(and(eq(ventureMembers.venture_id, id), ne(ventureMembers.user_id, userId)))
        .orderBy(asc(ventureMembers.created_at), asc(ventureMembers.venture_member_id))
        .limit(1);
      if (heir) {
        await tx.update(ventures).set({ owner_user_id: heir.user_id }).where(eq(ventures.venture_id, id));
      } else {
        await tx.delete(ventureMembers).where(eq(ventureMembers.venture_id, id));
        await tx.delete(ventures).where(eq(ventures.venture_id, id));
      }
    }
    await tx.delete(ventureMembers).where(eq(ventureMembers.user_id, userId));
    await tx.update(ventureMembers).set({ added_by: null }).where(eq(ventureMembers.added_by, userId));
    await tx.update(ventures).set({ created_by: null }).where(eq(ventures.created_by, userId));
    await tx.update(ventures).set({ modified_by: null }).where(eq(ventures.modified_by, userId));
  },
};

export function registerProfilesPersonalData(): void {
  registerPersonalData(PROFILES);
  registerPersonalData(VENTURES);
}
