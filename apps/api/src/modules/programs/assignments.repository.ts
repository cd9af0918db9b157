import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/identity.ts';
import { assignmentSubmissions, units } from '../../db/schema/programs.ts';
import { uploads } from '../../db/schema/uploads.ts';

/** Assignment submissions (issue 8), each read with its upload (if any). */

export type SubmissionRow = typeof assignmentSubmissions.$inferSelect;

const newestFirst = [desc(assignmentSubmissions.created_at), desc(assignmentSubmissions.submission_id)];

export async function insertSubmission(
  tx: Db,
  values: Pick<SubmissionRow, 'user_id' | 'program_id' | 'unit_id' | 'body' | 'upload_id' | 'status' | 'created_by'>,
): Promise<SubmissionRow> {
  const [row] = await tx.insert(assignmentSubmissions).values(values).returning();
  return row!;
}

/** A user's live submissions to a unit of a program, newest first, with their uploads. */
export function submissionsOf(tx: Db, userId: number, programId: number, unitId: number) {
  return tx
    .select({ s: assignmentSubmissions, u: uploads })
    .from(assignmentSubmissions)
    .leftJoin(uploads, eq(uploads.upload_id, assignmentSubmissions.upload_id))
    .where(
      and(
        eq(assignmentSubmissions.user_id, userId),
        eq(assignmentSubmissions.program_id, programId),
        eq(assignmentSubmissions.unit_id, unitId),
        eq(assignmentSubmissions.is_deleted, false),
      ),
    )
    .orderBy(...newestFirst);
}

/** Every learner's live submissions in a program (of a status, if given), newest first, with learner and unit. */
export function submissionsForReview(tx: Db, programId: number, status: string | undefined) {
  return tx
    .select({
      s: assignmentSubmissions,
      u: uploads,
      first: users.firstName,
      last: users.lastName,
      username: users.username,
      unit_name: units.unit_name,
    })
    .from(assignmentSubmissions)
    .leftJoin(uploads, eq(uploads.upload_id, assignmentSubmissions.upload_id))
    .innerJoin(users, eq(users.user_id, assignmentSubmissions.user_id))
    .innerJoin(units, eq(units.unit_id, assignmentSubmissions.unit_id))
    .where(
      and(
        eq(assignmentSubmissions.program_id, programId),
        eq(assignmentSubmissions.is_deleted, false),
        status ? eq(assignmentSubmissions.status, status) : undefined,
      ),
    )
    .orderBy(...newestFirst);
}

/** A live submission of the program, locked for the review. */
export async function lockSubmission(tx: Db, programId: number, submissionId: number) {
  const [current] = await tx
    .select()
    .from(assignmentSubmissions)
    .where(
      and(
        eq(assignmentSubmissions.submission_id, submissionId),
        eq(assignmentSubmissions.program_id, programId),
        eq(assignmentSubmissions.is_deleted, false),
      ),
    )
    .for('update');
  return current;
}

export async function saveReview(
  tx: Db,
  submissionId: number,
  review: { status: string; feedback: string | null },
  actorId: number,
): Promise<SubmissionRow> {
  const [row] = await tx
    .update(assignmentSubmissions)
    .set({
      ...review,
      reviewed_by: actorId,
      reviewed_at: sql`now()`,
      modified_by: actorId,
      updated_at: sql`now()`,
    })
    .where(eq(assignmentSubmissions.submission_id, submissionId))
    .returning();
  return row!;
}

/** The id of a learner's latest live submission to a unit. */
export async function latestSubmissionId(tx: Db, userId: number, unitId: number): Promise<number | undefined> {
  const [latest] = await tx
    .select({ id: assignmentSubmissions.submission_id })
    .from(assignmentSubmissions)
    .where(
      and(
        eq(assignmentSubmissions.user_id, userId),
        eq(assignmentSubmissions.unit_id, unitId),
        eq(assignmentSubmissions.is_deleted, false),
      ),
    )
    .orderBy(...newestFirst)
    .limit(1);
  return latest?.id;
}
