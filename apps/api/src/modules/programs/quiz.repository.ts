import { and, asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { quizAttempts, quizQuestions } from '../../db/schema/programs.ts';

/** Quiz questions and attempts (issue 8). */

export type QuestionRow = typeof quizQuestions.$inferSelect;

/** A quiz unit's questions in order. */
export const questionsOf = (tx: Db, unitId: number): Promise<QuestionRow[]> =>
  tx
    .select()
    .from(quizQuestions)
    .where(eq(quizQuestions.unit_id, unitId))
    .orderBy(asc(quizQuestions.sort_order), asc(quizQuestions.question_id));

/** A user's attempts at a quiz, newest first. */
export const attemptsOf = (tx: Db, userId: number, unitId: number) =>
  tx
    .select()
    .from(quizAttempts)
    .where(and(eq(quizAttempts.user_id, userId), eq(quizAttempts.unit_id, unitId)))
    .orderBy(desc(quizAttempts.created_at), desc(quizAttempts.attempt_id));

export async function insertAttempt(tx: Db, attempt: typeof quizAttempts.$inferInsert) {
  const [row] = await tx.insert(quizAttempts).values(attempt).returning();
  return row!;
}

export type QuestionInsert = Omit<typeof quizQuestions.$inferInsert, 'unit_id'>;

/** Replaces a quiz unit's questions; the ids removed and added. */
export async function replaceQuestions(tx: Db, unitId: number, questions: QuestionInsert[]) {
  const removed = await tx
    .delete(quizQuestions)
    .where(eq(quizQuestions.unit_id, unitId))
    .returning({ id: quizQuestions.question_id });
  const added = await tx
    .insert(quizQuestions)
    .values(questions.map((q) => ({ ...q, unit_id: unitId })))
    .returning({ id: quizQuestions.question_id });
  return { removed: removed.map((r) => r.id), added: added.map((a) => a.id) };
}
