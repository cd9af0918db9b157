import type { TCallListQuery } from '@ankur/shared/schemas/community-involvement';
import { and, desc, eq, inArray, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { callApplications, communityCalls } from '../../../db/schema/community-involvement.ts';
import { hasSkill, notBlocked, searchIn } from './people.repository.ts';

/** Calls and applications (get involved): the only code touching their tables. */

export type CallRow = typeof communityCalls.$inferSelect;
export type ApplicationRow = typeof callApplications.$inferSelect;

/** Who reads: hidden calls show to their organiser and moderators only; blocked people's to nobody of the pair. */
export interface Reader {
  userId: number;
  moderator: boolean;
}

const readable = (reader: Reader): SQL =>
  and(
    reader.moderator ? undefined : or(isNull(communityCalls.hidden_at), eq(communityCalls.author_id, reader.userId)),
    notBlocked(reader.userId, communityCalls.author_id),
  )!;

export async function callPage(tx: Db, reader: Reader, q: TCallListQuery & { limit: number }) {
  const rows = await tx
    .select()
    .from(communityCalls)
    .where(
      and(
        eq(communityCalls.status, 'open'),
        readable(reader),
        q.kind ? eq(communityCalls.kind, q.kind) : undefined,
        q.mode ? eq(communityCalls.mode, q.mode) : undefined,
        q.city ? sql`lower(${communityCalls.city}) = lower(${q.city})` : undefined,
        q.skill ? hasSkill(communityCalls.skills, q.skill) : undefined,
        q.q ? searchIn(q.q, communityCalls.title, communityCalls.description) : undefined,
        q.before ? lt(communityCalls.call_id, q.before) : undefined,
      ),
    )
    .orderBy(desc(communityCalls.call_id))
    .limit(q.limit + 1);
  return page(rows, q.limit, (r) => r.call_id);
}

/** The calls a person runs, open and closed, newest first. */
export async function callsOf(tx: Db, authorId: number, q: { before?: number | undefined; limit: number }) {
  const rows = await tx
    .select()
    .from(communityCalls)
    .where(and(eq(communityCalls.author_id, authorId), q.before ? lt(communityCalls.call_id, q.before) : undefined))
    .orderBy(desc(communityCalls.call_id))
    .limit(q.limit + 1);
  return page(rows, q.limit, (r) => r.call_id);
}

export function page<T>(rows: T[], limit: number, id: (r: T) => number) {
  const more = rows.length > limit;
  const data = more ? rows.slice(0, limit) : rows;
  return { rows: data, next: more ? id(data[data.length - 1]!) : null };
}

export async function findCall(tx: Db, reader: Reader, callId: number, lock = false): Promise<CallRow | undefined> {
  const query = tx
    .select()
    .from(communityCalls)
    .where(and(eq(communityCalls.call_id, callId), readable(reader)));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function insertCall(tx: Db, values: Omit<typeof communityCalls.$inferInsert, 'tenant_id'>) {
  const [row] = await tx.insert(communityCalls).values(values).returning();
  return row!;
}

export async function updateCall(tx: Db, callId: number, values: Partial<CallRow>) {
  const [row] = await tx.update(communityCalls).set(values).where(eq(communityCalls.call_id, callId)).returning();
  return row!;
}

/** The caller's applications to these calls. */
export async function myApplicationsTo(tx: Db, userId: number, callIds: number[]) {
  if (!callIds.length) return new Map<number, ApplicationRow>();
  const rows = await tx
    .select()
    .from(callApplications)
    .where(and(eq(callApplications.applicant_id, userId), inArray(callApplications.call_id, callIds)));
  return new Map(rows.map((r) => [r.call_id, r]));
}

/** Pending applications per call (for the organiser's calls only). */
export async function pendingCounts(tx: Db, callIds: number[]) {
  if (!callIds.length) return new Map<number, number>();
  const rows = await tx
    .select({ call_id: callApplications.call_id, n: sql<number>`count(*)::int` })
    .from(callApplications)
    .where(and(inArray(callApplications.call_id, callIds), eq(callApplications.status, 'pending')))
    .groupBy(callApplications.call_id);
  return new Map(rows.map((r) => [r.call_id, r.n]));
}

export function applicationsTo(tx: Db, callId: number) {
  return tx
    .select()
    .from(callApplications)
    .where(eq(callApplications.call_id, callId))
    .orderBy(
      sql`case ${callApplications.status} when 'pending' then 0 when 'accepted' then 1 else 2 end`,
      desc(callApplications.application_id),
    );
}

export async function applicationsOf(tx: Db, userId: number, q: { before?: number | undefined; limit: number }) {
  const rows = await tx
    .select({ application: callApplications, call: communityCalls })
    .from(callApplications)
    .innerJoin(communityCalls, eq(communityCalls.call_id, callApplications.call_id))
    .where(
      and(
        eq(callApplications.applicant_id, userId),
        q.before ? lt(callApplications.application_id, q.before) : undefined,
      ),
    )
    .orderBy(desc(callApplications.application_id))
    .limit(q.limit + 1);
  return page(rows, q.limit, (r) => r.application.application_id);
}

export async function findApplication(tx: Db, applicationId: number) {
  const [row] = await tx
    .select({ application: callApplications, call: communityCalls })
    .from(callApplications)
    .innerJoin(communityCalls, eq(communityCalls.call_id, callApplications.call_id))
    .where(eq(callApplications.application_id, applicationId))
    .for('update');
  return row;
}

/** Inserts the application, or answers undefined when the person applied already. */
export async function insertApplication(tx: Db, values: Omit<typeof callApplications.$inferInsert, 'tenant_id'>) {
  const [row] = await tx
    .insert(callApplications)
    .values(values)
    .onConflictDoNothing({
      target: [callApplications.tenant_id, callApplications.call_id, callApplications.applicant_id],
    })
    .returning();
  return row;
}

export async function updateApplication(tx: Db, applicationId: number, values: Partial<ApplicationRow>) {
  const [row] = await tx
    .update(callApplications)
    .set(values)
    .where(eq(callApplications.application_id, applicationId))
    .returning();
  return row!;
}
