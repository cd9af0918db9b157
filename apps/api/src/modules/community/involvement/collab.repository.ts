import type { TCollabListQuery } from '@ankur/shared/schemas/community-involvement';
import { and, desc, eq, gt, inArray, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { collabRequests, collabResponses } from '../../../db/schema/community-involvement.ts';
import type { Reader } from './calls.repository.ts';
import { page } from './calls.repository.ts';
import { notBlocked, searchIn } from './people.repository.ts';

/** Collaboration requests and responses: the only code touching their tables. */

export type CollabRow = typeof collabRequests.$inferSelect;
export type ResponseRow = typeof collabResponses.$inferSelect;

const readable = (reader: Reader): SQL =>
  and(
    reader.moderator ? undefined : or(isNull(collabRequests.hidden_at), eq(collabRequests.author_id, reader.userId)),
    notBlocked(reader.userId, collabRequests.author_id),
  )!;

/** Open, unexpired requests, newest first. */
export async function requestPage(tx: Db, reader: Reader, q: TCollabListQuery & { limit: number }, now: Date) {
  const rows = await tx
    .select()
    .from(collabRequests)
    .where(
      and(
        eq(collabRequests.status, 'open'),
        gt(collabRequests.expires_at, now.toISOString()),
        readable(reader),
        q.kind ? eq(collabRequests.kind, q.kind) : undefined,
        q.sector ? eq(collabRequests.sector, q.sector) : undefined,
        q.state ? eq(collabRequests.state, q.state) : undefined,
        q.city ? sql`lower(${collabRequests.city}) = lower(${q.city})` : undefined,
        q.q
          ? searchIn(
              q.q,
              collabRequests.title,
              collabRequests.description,
              collabRequests.offered,
              collabRequests.sought,
            )
          : undefined,
        q.before ? lt(collabRequests.request_id, q.before) : undefined,
      ),
    )
    .orderBy(desc(collabRequests.request_id))
    .limit(q.limit + 1);
  return page(rows, q.limit, (r) => r.request_id);
}

export async function requestsOf(tx: Db, authorId: number, q: { before?: number | undefined; limit: number }) {
  const rows = await tx
    .select()
    .from(collabRequests)
    .where(and(eq(collabRequests.author_id, authorId), q.before ? lt(collabRequests.request_id, q.before) : undefined))
    .orderBy(desc(collabRequests.request_id))
    .limit(q.limit + 1);
  return page(rows, q.limit, (r) => r.request_id);
}

export async function findRequest(tx: Db, reader: Reader, requestId: number, lock = false) {
  const query = tx
    .select()
    .from(collabRequests)
    .where(and(eq(collabRequests.request_id, requestId), readable(reader)));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function insertRequest(tx: Db, values: Omit<typeof collabRequests.$inferInsert, 'tenant_id'>) {
  const [row] = await tx.insert(collabRequests).values(values).returning();
  return row!;
}

export async function updateRequest(tx: Db, requestId: number, values: Partial<CollabRow>) {
  const [row] = await tx.update(collabRequests).set(values).where(eq(collabRequests.request_id, requestId)).returning();
  return row!;
}

/** The caller's responses to these requests. */
export async function myResponsesTo(tx: Db, userId: number, requestIds: number[]) {
  if (!requestIds.length) return new Map<number, ResponseRow>();
  const rows = await tx
    .select()
    .from(collabResponses)
    .where(and(eq(collabResponses.responder_id, userId), inArray(collabResponses.request_id, requestIds)));
  return new Map(rows.map((r) => [r.request_id, r]));
}

/** Every response to these requests (the author's "My requests"), newest first. */
export function responsesTo(tx: Db, requestIds: number[]) {
  if (!requestIds.length) return Promise.resolve([] as ResponseRow[]);
  return tx
    .select()
    .from(collabResponses)
    .where(inArray(collabResponses.request_id, requestIds))
    .orderBy(desc(collabResponses.response_id));
}

export async function insertResponse(tx: Db, values: Omit<typeof collabResponses.$inferInsert, 'tenant_id'>) {
  const [row] = await tx
    .insert(collabResponses)
    .values(values)
    .onConflictDoNothing({
      target: [collabResponses.tenant_id, collabResponses.request_id, collabResponses.responder_id],
    })
    .returning();
  if (row) {
    await tx
      .update(collabRequests)
      .set({ response_count: sql`${collabRequests.response_count} + 1` })
      .where(eq(collabRequests.request_id, values.request_id));
  }
  return row;
}

export async function setResponseConversation(tx: Db, responseId: number, conversationId: number) {
  await tx
    .update(collabResponses)
    .set({ conversation_id: conversationId })
    .where(eq(collabResponses.response_id, responseId));
}
