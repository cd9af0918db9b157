import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { competitionAssignments, competitionRoundEntries, competitionRounds } from '../../db/schema/competitions.ts';

/** Rounds' entries and the judges' assignments with their scores (issue 23). */

export type AssignmentRow = typeof competitionAssignments.$inferSelect;
export type EntryRow = typeof competitionRoundEntries.$inferSelect;

export async function insertEntries(tx: Db, roundId: number, applicationIds: number[]): Promise<void> {
  if (!applicationIds.length) return;
  await tx
    .insert(competitionRoundEntries)
    .values(applicationIds.map((application_id) => ({ round_id: roundId, application_id })))
    .onConflictDoNothing();
}

export async function entriesOf(tx: Db, roundId: number): Promise<EntryRow[]> {
  return tx
    .select()
    .from(competitionRoundEntries)
    .where(eq(competitionRoundEntries.round_id, roundId))
    .orderBy(asc(competitionRoundEntries.application_id));
}

export async function setEntry(
  tx: Db,
  entryId: number,
  set: Partial<Pick<EntryRow, 'status' | 'average' | 'normalised'>>,
): Promise<void> {
  await tx.update(competitionRoundEntries).set(set).where(eq(competitionRoundEntries.entry_id, entryId));
}

export async function insertAssignments(
  tx: Db,
  roundId: number,
  pairs: { application_id: number; judge_user_id: number }[],
): Promise<void> {
  if (!pairs.length) return;
  await tx
    .insert(competitionAssignments)
    .values(pairs.map((p) => ({ ...p, round_id: roundId })))
    .onConflictDoNothing();
}

export async function assignmentsOfRound(tx: Db, roundId: number): Promise<AssignmentRow[]> {
  return tx
    .select()
    .from(competitionAssignments)
    .where(eq(competitionAssignments.round_id, roundId))
    .orderBy(asc(competitionAssignments.assignment_id));
}

export async function findAssignment(tx: Db, id: number): Promise<AssignmentRow | undefined> {
  const [row] = await tx.select().from(competitionAssignments).where(eq(competitionAssignments.assignment_id, id));
  return row;
}

export async function lockAssignment(tx: Db, id: number): Promise<AssignmentRow | undefined> {
  const [row] = await tx
    .select()
    .from(competitionAssignments)
    .where(eq(competitionAssignments.assignment_id, id))
    .for('update');
  return row;
}

export async function updateAssignment(
  tx: Db,
  id: number,
  set: Partial<typeof competitionAssignments.$inferInsert>,
): Promise<AssignmentRow> {
  const [row] = await tx
    .update(competitionAssignments)
    .set({ ...set, updated_at: sql`now()` })
    .where(eq(competitionAssignments.assignment_id, id))
    .returning();
  return row!;
}

/** A judge's assignments in the competition's active rounds, in assignment order. */
export async function judgeQueue(tx: Db, competitionId: number, judgeId: number): Promise<AssignmentRow[]> {
  const rows = await tx
    .select({ a: competitionAssignments })
    .from(competitionAssignments)
    .innerJoin(competitionRounds, eq(competitionRounds.round_id, competitionAssignments.round_id))
    .where(
      and(
        eq(competitionRounds.competition_id, competitionId),
        eq(competitionRounds.status, 'active'),
        eq(competitionAssignments.judge_user_id, judgeId),
        ne(competitionAssignments.status, 'conflict'),
      ),
    )
    .orderBy(asc(competitionAssignments.assignment_id));
  return rows.map((r) => r.a);
}

/** The application ids an assignment-holder judges in a round (any status). */
export async function judgedBy(tx: Db, roundId: number, applicationId: number): Promise<number[]> {
  const rows = await tx
    .select({ judge: competitionAssignments.judge_user_id })
    .from(competitionAssignments)
    .where(and(eq(competitionAssignments.round_id, roundId), eq(competitionAssignments.application_id, applicationId)));
  return rows.map((r) => r.judge);
}

/** Each judge's count of live (not conflict) assignments in a round. */
export async function loadsOf(tx: Db, roundId: number): Promise<Map<number, number>> {
  const rows = await tx
    .select({ judge: competitionAssignments.judge_user_id, n: sql<number>`count(*)::int` })
    .from(competitionAssignments)
    .where(and(eq(competitionAssignments.round_id, roundId), ne(competitionAssignments.status, 'conflict')))
    .groupBy(competitionAssignments.judge_user_id);
  return new Map(rows.map((r) => [r.judge, r.n]));
}

export async function entriesOfApplications(tx: Db, roundId: number, applicationIds: number[]) {
  if (!applicationIds.length) return [];
  return tx
    .select()
    .from(competitionRoundEntries)
    .where(
      and(
        eq(competitionRoundEntries.round_id, roundId),
        inArray(competitionRoundEntries.application_id, applicationIds),
      ),
    );
}
