import { and, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  competitionApplications,
  competitionRoundEntries,
  competitionRounds,
  competitionTeamMembers,
} from '../../db/schema/competitions.ts';
import { users } from '../../db/schema/identity.ts';
import { uploads } from '../../db/schema/uploads.ts';
import { tenantPeopleCondition } from '../tenants/index.ts';
import { rowsOf } from './competitions.repository.ts';

/** Teams' applications (issue 23): the application, its team (the lead and members), its files. */

export type ApplicationRow = typeof competitionApplications.$inferSelect;

export async function insertApplication(
  tx: Db,
  values: typeof competitionApplications.$inferInsert,
): Promise<ApplicationRow> {
  const [row] = await tx.insert(competitionApplications).values(values).returning();
  return row!;
}

export async function findApplication(tx: Db, id: number): Promise<ApplicationRow | undefined> {
  const [row] = await tx.select().from(competitionApplications).where(eq(competitionApplications.application_id, id));
  return row;
}

export async function lockApplication(tx: Db, id: number): Promise<ApplicationRow | undefined> {
  const [row] = await tx
    .select()
    .from(competitionApplications)
    .where(eq(competitionApplications.application_id, id))
    .for('update');
  return row;
}

export async function updateApplication(
  tx: Db,
  id: number,
  set: Partial<typeof competitionApplications.$inferInsert>,
): Promise<void> {
  await tx
    .update(competitionApplications)
    .set({ ...set, updated_at: sql`now()` })
    .where(eq(competitionApplications.application_id, id));
}

export async function applicationsByIds(tx: Db, ids: number[]): Promise<ApplicationRow[]> {
  if (!ids.length) return [];
  return tx.select().from(competitionApplications).where(inArray(competitionApplications.application_id, ids));
}

/** The application a person leads or belongs to in a competition (any status). */
export async function applicationOfPerson(
  tx: Db,
  competitionId: number,
  userId: number,
): Promise<ApplicationRow | undefined> {
  const [row] = await tx
    .select({ a: competitionApplications })
    .from(competitionTeamMembers)
    .innerJoin(
      competitionApplications,
      eq(competitionApplications.application_id, competitionTeamMembers.application_id),
    )
    .where(and(eq(competitionTeamMembers.competition_id, competitionId), eq(competitionTeamMembers.user_id, userId)));
  return row?.a;
}

/** Those of `userIds` already in another application of the competition. */
export async function takenMembers(
  tx: Db,
  competitionId: number,
  userIds: number[],
  exceptApplicationId: number | null,
): Promise<number[]> {
  if (!userIds.length) return [];
  const rows = await tx
    .select({ user_id: competitionTeamMembers.user_id })
    .from(competitionTeamMembers)
    .where(
      and(
        eq(competitionTeamMembers.competition_id, competitionId),
        inArray(competitionTeamMembers.user_id, userIds),
        exceptApplicationId === null ? undefined : ne(competitionTeamMembers.application_id, exceptApplicationId),
      ),
    );
  return rows.map((r) => r.user_id);
}

/** Of `userIds`, those who are live, enabled users and people of the tenant (its members; everyone on the platform). */
export async function livePeople(tx: Db, userIds: number[], scope: { tenantId: string; platform: boolean }) {
  if (!userIds.length) return [];
  const condition = tenantPeopleCondition(users.user_id, scope);
  const rows = await tx
    .select({ user_id: users.user_id })
    .from(users)
    .where(and(inArray(users.user_id, userIds), eq(users.enabled, true), eq(users.is_deleted, false), condition));
  return rows.map((r) => r.user_id);
}

export async function teamOf(tx: Db, applicationIds: number[]) {
  if (!applicationIds.length) return [];
  return tx
    .select({
      application_id: competitionTeamMembers.application_id,
      user_id: competitionTeamMembers.user_id,
      is_lead: competitionTeamMembers.is_lead,
    })
    .from(competitionTeamMembers)
    .where(inArray(competitionTeamMembers.application_id, applicationIds))
    .orderBy(desc(competitionTeamMembers.is_lead), competitionTeamMembers.member_id);
}

/** Sets the team's members (not the lead) to exactly `memberIds`; returns those newly added. */
export async function replaceMembers(
  tx: Db,
  competitionId: number,
  applicationId: number,
  memberIds: number[],
): Promise<number[]> {
  const current = (await teamOf(tx, [applicationId])).filter((m) => !m.is_lead).map((m) => m.user_id);
  const gone = current.filter((id) => !memberIds.includes(id));
  const added = memberIds.filter((id) => !current.includes(id));
  if (gone.length) {
    await tx
      .delete(competitionTeamMembers)
      .where(
        and(
          eq(competitionTeamMembers.application_id, applicationId),
          inArray(competitionTeamMembers.user_id, gone),
          eq(competitionTeamMembers.is_lead, false),
        ),
      );
  }
  if (added.length) {
    await tx
      .insert(competitionTeamMembers)
      .values(added.map((user_id) => ({ competition_id: competitionId, application_id: applicationId, user_id })));
  }
  return added;
}

export async function insertLead(tx: Db, competitionId: number, applicationId: number, userId: number) {
  await tx
    .insert(competitionTeamMembers)
    .values({ competition_id: competitionId, application_id: applicationId, user_id: userId, is_lead: true });
}

export async function uploadsByIds(tx: Db, ids: number[]) {
  if (!ids.length) return [];
  return tx.select().from(uploads).where(inArray(uploads.upload_id, ids));
}

/** The furthest round each application reached, with its status there. */
export async function furthestRounds(tx: Db, applicationIds: number[]) {
  if (!applicationIds.length) return new Map<number, { round_id: number; name: string; status: string }>();
  const rows = await tx
    .select({
      application_id: competitionRoundEntries.application_id,
      round_id: competitionRounds.round_id,
      name: competitionRounds.name,
      position: competitionRounds.position,
      status: competitionRoundEntries.status,
    })
    .from(competitionRoundEntries)
    .innerJoin(competitionRounds, eq(competitionRounds.round_id, competitionRoundEntries.round_id))
    .where(inArray(competitionRoundEntries.application_id, applicationIds))
    .orderBy(competitionRounds.position);
  const out = new Map<number, { round_id: number; name: string; status: string }>();
  for (const r of rows) out.set(r.application_id, { round_id: r.round_id, name: r.name, status: r.status });
  return out;
}

export async function listApplications(
  tx: Db,
  competitionId: number,
  status: string | undefined,
  page: number,
  limit: number,
): Promise<{ rows: ApplicationRow[]; total: number }> {
  const where = and(
    eq(competitionApplications.competition_id, competitionId),
    status ? eq(competitionApplications.status, status) : undefined,
  );
  const [count] = await tx.select({ n: sql<number>`count(*)::int` }).from(competitionApplications).where(where);
  const rows = await tx
    .select()
    .from(competitionApplications)
    .where(where)
    .orderBy(desc(competitionApplications.application_id))
    .limit(limit)
    .offset((page - 1) * limit);
  return { rows, total: count?.n ?? 0 };
}

export async function submittedApplications(tx: Db, competitionId: number): Promise<ApplicationRow[]> {
  return tx
    .select()
    .from(competitionApplications)
    .where(
      and(eq(competitionApplications.competition_id, competitionId), eq(competitionApplications.status, 'submitted')),
    )
    .orderBy(competitionApplications.application_id);
}

/** The people of the given applications' teams (lead and members). */
export async function teamPeople(tx: Db, applicationIds: number[]): Promise<number[]> {
  return [...new Set((await teamOf(tx, applicationIds)).map((m) => m.user_id))];
}

/**
 * Who besides its owner may read a 'competition' upload: anyone for a published competition's
 * cover, its organisers for a draft's; for an application's file, the team, the organisers and
 * the judges assigned to that application. Returns the competitions it belongs to and the reader's part.
 */
export async function uploadReaders(tx: Db, uploadId: number, userId: number) {
  // a file answer of application a names the upload (only 'file' fields: a number answer is no file)
  const names = sql`exists (select 1 from competitions fc cross join jsonb_array_elements(fc.form) f
    where fc.competition_id = a.competition_id and f->>'kind' = 'file' and a.answers -> (f->>'key') = to_jsonb(${uploadId}::int))`;
  const ofCompetition = sql`(c.cover_upload_id = ${uploadId} or exists (
    select 1 from competition_applications a where a.competition_id = c.competition_id and ${names}))`;
  const [row] = await rowsOf<{
    public_cover: boolean;
    attached: boolean;
    organiser: boolean;
    team: boolean;
    judge: boolean;
  }>(
    tx,
    sql`select
      exists (select 1 from competitions c where c.cover_upload_id = ${uploadId} and c.deleted_at is null and c.status <> 'draft') as public_cover,
      exists (select 1 from competitions c where c.deleted_at is null and ${ofCompetition}) as attached,
      exists (select 1 from competitions c where c.deleted_at is null and c.organiser_id = ${userId} and ${ofCompetition}) as organiser,
      exists (select 1 from competition_applications a
        join competition_team_members m on m.application_id = a.application_id and m.user_id = ${userId}
        where ${names}) as team,
      exists (select 1 from competition_applications a
        join competition_assignments s on s.application_id = a.application_id and s.judge_user_id = ${userId}
        where ${names}) as judge`,
  );
  return row ?? { public_cover: false, attached: false, organiser: false, team: false, judge: false };
}
