import { and, desc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rateLimits } from '../../db/schema/identity.ts';
import { prajnaAnswers, type StoredCitation } from '../../db/schema/prajna.ts';

export type AnswerRow = typeof prajnaAnswers.$inferSelect;
export type NewAnswer = Omit<typeof prajnaAnswers.$inferInsert, 'answer_id' | 'tenant_id' | 'created_at'> & {
  citations: StoredCitation[];
};

export async function insertAnswer(tx: Db, row: NewAnswer): Promise<AnswerRow> {
  const [inserted] = await tx.insert(prajnaAnswers).values(row).returning();
  if (!inserted) throw new Error('prajna answer insert returned no row');
  return inserted;
}

/** One of the person's answers (undefined when it is not theirs or does not exist). */
export async function findAnswer(tx: Db, userId: number, answerId: number): Promise<AnswerRow | undefined> {
  const [row] = await tx
    .select()
    .from(prajnaAnswers)
    .where(and(eq(prajnaAnswers.answer_id, answerId), eq(prajnaAnswers.user_id, userId)));
  return row;
}

/** Every response set of a question (its root and the alternatives), first set first. */
export async function setsOf(tx: Db, userId: number, rootId: number): Promise<AnswerRow[]> {
  return tx
    .select()
    .from(prajnaAnswers)
    .where(
      and(
        eq(prajnaAnswers.user_id, userId),
        or(eq(prajnaAnswers.answer_id, rootId), eq(prajnaAnswers.root_id, rootId)),
      ),
    )
    .orderBy(prajnaAnswers.set_index, prajnaAnswers.answer_id);
}

/** A page of the person's questions (first sets), newest first, each with its number of sets. */
export async function historyPage(tx: Db, userId: number, cursor: number | undefined, limit: number) {
  const sets = sql<number>`(select count(*)::int from prajna_answers alt
    where alt.tenant_id = "prajna_answers"."tenant_id" and alt.root_id = "prajna_answers"."answer_id") + 1`;
  return tx
    .select({
      answer_id: prajnaAnswers.answer_id,
      question: prajnaAnswers.question,
      language: prajnaAnswers.language,
      mode: prajnaAnswers.mode,
      created_at: prajnaAnswers.created_at,
      sets,
    })
    .from(prajnaAnswers)
    .where(
      and(
        eq(prajnaAnswers.user_id, userId),
        isNull(prajnaAnswers.root_id),
        cursor ? lt(prajnaAnswers.answer_id, cursor) : undefined,
      ),
    )
    .orderBy(desc(prajnaAnswers.answer_id))
    .limit(limit + 1);
}

/** Deletes one question with its alternatives; how many rows went. */
export async function deleteQuestion(tx: Db, userId: number, rootId: number): Promise<number> {
  const rows = await tx
    .delete(prajnaAnswers)
    .where(
      and(
        eq(prajnaAnswers.user_id, userId),
        or(eq(prajnaAnswers.answer_id, rootId), eq(prajnaAnswers.root_id, rootId)),
      ),
    )
    .returning({ id: prajnaAnswers.answer_id });
  return rows.length;
}

export async function deleteAllOf(tx: Db, userId: number): Promise<number> {
  const rows = await tx
    .delete(prajnaAnswers)
    .where(eq(prajnaAnswers.user_id, userId))
    .returning({ id: prajnaAnswers.answer_id });
  return rows.length;
}

/** The hits counted so far in a rate-limit bucket's current window (0 when it has passed). */
export async function hitsInWindow(db: Db, bucket: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ hits: rateLimits.hits, start: rateLimits.window_start })
    .from(rateLimits)
    .where(inArray(rateLimits.bucket, [bucket]));
  return row && row.start > since ? row.hits : 0;
}
