import type { TSupportMessage, TSupportStatus } from '@ankur/shared/schemas/support';
import { asc, desc, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/identity.ts';
import { supportMessages } from '../../db/schema/support.ts';
import { exposedColumns } from '../../resources/columns.ts';
import type { ListQuery } from '../../resources/query.ts';
import { listConditions } from '../../resources/repository.ts';

/** What a new message stores (status, ids and times are the database's). */
export type NewSupportMessage = Omit<
  typeof supportMessages.$inferInsert,
  'id' | 'status' | 'handled_by' | 'created_at' | 'updated_at'
>;

/**
 * The columns the inbox filters, sorts and searches on (list conventions of SPEC §7). ip_hash is
 * deliberately not among them: it is never served, filtered or searched.
 */
export const INBOX_COLUMNS = exposedColumns(supportMessages, [
  'id',
  'kind',
  'status',
  'name',
  'email',
  'organisation',
  'topic',
  'subject',
  'message',
  'severity',
  'page_url',
  'user_id',
  'tenant_id',
  'handled_by',
  'created_at',
  'updated_at',
]);
export const INBOX_DEFAULTS = {
  idKey: 'created_at',
  searchFields: ['name', 'email', 'subject', 'message'],
} as const;

const iso = (v: string) => new Date(v).toISOString();

/** The served columns of a message, with the name of who handled it; never ip_hash. */
const served = {
  id: supportMessages.id,
  kind: supportMessages.kind,
  status: supportMessages.status,
  name: supportMessages.name,
  email: supportMessages.email,
  organisation: supportMessages.organisation,
  topic: supportMessages.topic,
  subject: supportMessages.subject,
  message: supportMessages.message,
  severity: supportMessages.severity,
  page_url: supportMessages.page_url,
  steps_to_reproduce: supportMessages.steps_to_reproduce,
  user_agent: supportMessages.user_agent,
  user_id: supportMessages.user_id,
  tenant_id: supportMessages.tenant_id,
  handled_by: supportMessages.handled_by,
  handled_by_name: sql<
    string | null
  >`nullif(trim(coalesce(${users.firstName}, '') || ' ' || coalesce(${users.lastName}, '')), '')`,
  created_at: supportMessages.created_at,
  updated_at: supportMessages.updated_at,
};

type ServedRow = { [K in keyof typeof served]: unknown } & { created_at: string; updated_at: string };

const serialize = (r: ServedRow): TSupportMessage =>
  ({ ...r, created_at: iso(r.created_at), updated_at: iso(r.updated_at) }) as TSupportMessage;

export async function insertMessage(db: Db, row: NewSupportMessage): Promise<{ id: number; created_at: string }> {
  const [created] = await db
    .insert(supportMessages)
    .values(row)
    .returning({ id: supportMessages.id, created_at: supportMessages.created_at });
  if (!created) throw new Error('support message insert returned no row');
  return { id: created.id, created_at: iso(created.created_at) };
}

/** The full name of a user, else their username (a bug report's sender). */
export async function senderOf(db: Db, userId: number): Promise<{ name: string; email: string } | null> {
  const [row] = await db
    .select({
      name: sql<string>`coalesce(nullif(trim(coalesce(${users.firstName}, '') || ' ' || coalesce(${users.lastName}, '')), ''), ${users.username})`,
      email: users.email,
    })
    .from(users)
    .where(eq(users.user_id, userId));
  return row ?? null;
}

/** The inbox page the list query asks for, and how many messages match in all. */
export async function listMessages(db: Db, q: ListQuery): Promise<{ rows: TSupportMessage[]; total: number }> {
  const w = listConditions(q);
  const [{ n } = { n: 0 }] = await db.select({ n: sql<number>`count(*)::int` }).from(supportMessages).where(w);
  if (q.metadataOnly) return { rows: [], total: Number(n) };
  const order = q.sort.order === 'asc' ? asc : desc;
  const rows = await db
    .select(served)
    .from(supportMessages)
    .leftJoin(users, eq(users.user_id, supportMessages.handled_by))
    .where(w)
    .orderBy(order(q.sort.column.column), order(supportMessages.id))
    .limit(q.limit === -1 ? 1000 : q.limit)
    .offset(q.limit === -1 ? 0 : (q.page - 1) * q.limit);
  return { rows: rows.map((r) => serialize(r as ServedRow)), total: Number(n) };
}

export async function findMessage(db: Db, id: number): Promise<TSupportMessage | null> {
  const [row] = await db
    .select(served)
    .from(supportMessages)
    .leftJoin(users, eq(users.user_id, supportMessages.handled_by))
    .where(eq(supportMessages.id, id));
  return row ? serialize(row as ServedRow) : null;
}

/** A message's status and who handled it, its row locked; undefined when there is no such message. */
export async function lockMessageStatus(tx: Db, id: number) {
  const [before] = await tx
    .select({ status: supportMessages.status, handled_by: supportMessages.handled_by })
    .from(supportMessages)
    .where(eq(supportMessages.id, id))
    .for('update');
  return before;
}

export async function setMessageStatus(tx: Db, id: number, status: TSupportStatus, actorId: number): Promise<void> {
  await tx
    .update(supportMessages)
    .set({ status, handled_by: actorId, updated_at: sql`now()` })
    .where(eq(supportMessages.id, id));
}

/** Erases the messages last touched before `cutoff`; answers how many. */
export async function deleteMessagesUntouchedSince(db: Db, cutoff: string): Promise<number> {
  const removed = await db
    .delete(supportMessages)
    .where(lt(supportMessages.updated_at, cutoff))
    .returning({ id: supportMessages.id });
  return removed.length;
}
