import type { TMessage, TReceipt } from '@ankur/shared/schemas/messages';
import { and, asc, desc, eq, getTableColumns, gt, inArray, isNull, lt, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { nameSql } from '../../db/people.ts';
import { users } from '../../db/schema/identity.ts';
import { conversationMembers, conversations, type MessageAttachment, messages } from '../../db/schema/messages.ts';
import { uploads } from '../../db/schema/uploads.ts';
import { uploadUrl } from '../uploads/index.ts';

/**
 * Messages and members' positions (issue 9). Every function runs inside the caller's withTenant()
 * transaction: row-level security keeps it to the session's tenant, and the user is always named.
 */

/** `%term%` for ilike, with the term's own wildcards escaped. */
export const likePattern = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export const iso = (v: string | Date | null | undefined) => (v == null ? null : new Date(v).toISOString());

type MessageRow = typeof messages.$inferSelect & { sender_name: string };

export const toAttachments = (list: MessageAttachment[] | null | undefined) =>
  (list ?? []).map(({ public_id, ...a }) => ({ ...a, url: uploadUrl(public_id, a.file_name) }));

export const toMessage = (r: MessageRow): TMessage => ({
  message_id: r.message_id,
  conversation_id: r.conversation_id,
  sender_id: r.sender_id,
  sender_name: r.sender_name,
  body: r.deleted_at ? '' : r.body,
  attachments: r.deleted_at ? [] : toAttachments(r.attachments),
  client_id: r.client_id,
  edited_at: iso(r.edited_at),
  deleted_at: iso(r.deleted_at),
  created_at: iso(r.created_at)!,
});

const messageFields = { ...getTableColumns(messages), sender_name: nameSql(users) };

function selectMessages(tx: Db, where: SQL | undefined) {
  return tx.select(messageFields).from(messages).innerJoin(users, eq(users.user_id, messages.sender_id)).where(where);
}

export async function findMessage(tx: Db, messageId: number): Promise<MessageRow | undefined> {
  const [row] = await selectMessages(tx, eq(messages.message_id, messageId));
  return row;
}

export async function findByClientId(tx: Db, senderId: number, clientId: string): Promise<MessageRow | undefined> {
  const [row] = await selectMessages(tx, and(eq(messages.sender_id, senderId), eq(messages.client_id, clientId)));
  return row;
}

/** One page of a conversation's history, newest first; `limit + 1` rows tell whether older ones exist. */
export async function historyPage(
  tx: Db,
  conversationId: number,
  q: { before?: number | undefined; limit: number; q?: string | undefined },
): Promise<{ rows: MessageRow[]; hasMore: boolean }> {
  const rows = await selectMessages(
    tx,
    and(
      eq(messages.conversation_id, conversationId),
      // ids are 32-bit: a larger `before` means "from the newest"
      q.before && q.before <= 2147483647 ? lt(messages.message_id, q.before) : undefined,
      q.q ? and(isNull(messages.deleted_at), sql`${messages.body} ilike ${likePattern(q.q)}`) : undefined,
    ),
  )
    .orderBy(desc(messages.message_id))
    .limit(q.limit + 1);
  return { rows: rows.slice(0, q.limit), hasMore: rows.length > q.limit };
}

/** Messages after `afterId` in the user's current conversations, oldest first (the catch-up). */
export function messagesAfter(tx: Db, userId: number, afterId: number, limit: number) {
  return selectMessages(
    tx,
    and(
      gt(messages.message_id, afterId),
      inArray(
        messages.conversation_id,
        tx
          .select({ id: conversationMembers.conversation_id })
          .from(conversationMembers)
          .where(and(eq(conversationMembers.user_id, userId), isNull(conversationMembers.left_at))),
      ),
    ),
  )
    .orderBy(asc(messages.message_id))
    .limit(limit);
}

export async function insertMessage(
  tx: Db,
  m: {
    conversationId: number;
    senderId: number;
    body: string;
    attachments: MessageAttachment[];
    clientId: string | null;
  },
): Promise<number | undefined> {
  const [row] = await tx
    .insert(messages)
    .values({
      conversation_id: m.conversationId,
      sender_id: m.senderId,
      body: m.body,
      attachments: m.attachments,
      client_id: m.clientId,
    })
    .onConflictDoNothing()
    .returning({ id: messages.message_id });
  return row?.id;
}

export async function setLastMessage(tx: Db, conversationId: number, messageId: number): Promise<void> {
  await tx
    .update(conversations)
    .set({ last_message_id: messageId, last_message_at: sql`now()` })
    .where(eq(conversations.conversation_id, conversationId));
}

export async function editMessage(tx: Db, messageId: number, body: string): Promise<void> {
  await tx.update(messages).set({ body, edited_at: sql`now()` }).where(eq(messages.message_id, messageId));
}

/** Clears a message's text and files; it keeps its place as "deleted". */
export async function clearMessage(tx: Db, messageId: number): Promise<void> {
  await tx
    .update(messages)
    .set({ body: '', attachments: [], deleted_at: sql`coalesce(${messages.deleted_at}, now())` })
    .where(eq(messages.message_id, messageId));
}

/** Whether the message was sent within the last `ms` milliseconds (by the database's clock). */
export async function sentWithin(tx: Db, messageId: number, ms: number): Promise<boolean> {
  const [row] = await tx
    .select({ ok: sql<boolean>`${messages.created_at} > now() - make_interval(secs => ${ms / 1000})` })
    .from(messages)
    .where(eq(messages.message_id, messageId));
  return row?.ok === true;
}

/** The sender's own uploads of purpose 'message' among `ids` (as stored attachments). */
export async function ownMessageUploads(tx: Db, ownerId: number, ids: number[]): Promise<MessageAttachment[]> {
  if (!ids.length) return [];
  const rows = await tx
    .select({
      upload_id: uploads.upload_id,
      public_id: uploads.public_id,
      file_name: uploads.file_name,
      content_type: uploads.content_type,
      size_bytes: uploads.size_bytes,
    })
    .from(uploads)
    .where(and(inArray(uploads.upload_id, ids), eq(uploads.owner_user_id, ownerId), eq(uploads.purpose, 'message')));
  const byId = new Map(rows.map((r) => [r.upload_id, r]));
  return ids.flatMap((id) => (byId.has(id) ? [byId.get(id)!] : []));
}

// ---------------------------------------------------------------- members and positions

export type MemberRow = typeof conversationMembers.$inferSelect;

/** The user's current membership of a conversation, with the conversation. */
export async function membershipOf(tx: Db, userId: number, conversationId: number) {
  const [row] = await tx
    .select({ member: conversationMembers, conversation: conversations })
    .from(conversationMembers)
    .innerJoin(conversations, eq(conversations.conversation_id, conversationMembers.conversation_id))
    .where(
      and(
        eq(conversationMembers.conversation_id, conversationId),
        eq(conversationMembers.user_id, userId),
        isNull(conversationMembers.left_at),
      ),
    );
  return row;
}

/** The user ids of a conversation's current members. */
export async function memberIds(tx: Db, conversationId: number): Promise<number[]> {
  const rows = await tx
    .select({ id: conversationMembers.user_id })
    .from(conversationMembers)
    .where(and(eq(conversationMembers.conversation_id, conversationId), isNull(conversationMembers.left_at)));
  return rows.map((r) => r.id);
}

/** The current members with their mute setting. */
export function membersWithMute(tx: Db, conversationId: number) {
  return tx
    .select({ user_id: conversationMembers.user_id, muted: conversationMembers.muted })
    .from(conversationMembers)
    .where(and(eq(conversationMembers.conversation_id, conversationId), isNull(conversationMembers.left_at)));
}

const toReceipt = (r: MemberRow): TReceipt => ({
  conversation_id: r.conversation_id,
  user_id: r.user_id,
  last_read_message_id: r.last_read_message_id,
  last_delivered_message_id: r.last_delivered_message_id,
});

/**
 * Moves a member's read (and so delivered) position forward to `messageId`, never backward and
 * never past the conversation's newest message. Answers the receipt, or null if nothing moved.
 */
export async function advancePositions(
  tx: Db,
  userId: number,
  conversationId: number,
  messageId: number,
  which: 'read' | 'delivered',
): Promise<TReceipt | null> {
  const upTo = sql`least(${messageId}, coalesce((select c.last_message_id from conversations c where c.conversation_id = ${conversationId}), 0))`;
  const delivered = sql`greatest(${conversationMembers.last_delivered_message_id}, ${upTo})`;
  const set =
    which === 'read'
      ? {
          last_read_message_id: sql`greatest(${conversationMembers.last_read_message_id}, ${upTo})`,
          last_delivered_message_id: delivered,
        }
      : { last_delivered_message_id: delivered };
  const moved =
    which === 'read'
      ? sql`(${conversationMembers.last_read_message_id} < ${upTo} or ${conversationMembers.last_delivered_message_id} < ${upTo})`
      : sql`${conversationMembers.last_delivered_message_id} < ${upTo}`;
  const [row] = await tx
    .update(conversationMembers)
    .set(set)
    .where(
      and(
        eq(conversationMembers.conversation_id, conversationId),
        eq(conversationMembers.user_id, userId),
        isNull(conversationMembers.left_at),
        moved,
      ),
    )
    .returning();
  return row ? toReceipt(row) : null;
}

/** A current member's receipt. */
export async function receiptOf(tx: Db, userId: number, conversationId: number): Promise<TReceipt | null> {
  const found = await membershipOf(tx, userId, conversationId);
  return found ? toReceipt(found.member) : null;
}

/** Total unread messages of several users across their current, unmuted conversations. */
export async function unreadTotals(tx: Db, userIds: number[]): Promise<Map<number, number>> {
  const out = new Map(userIds.map((id) => [id, 0]));
  if (!userIds.length) return out;
  const result = await tx.execute(sql`
    select cm.user_id, count(m.message_id)::int as n
    from conversation_members cm
    join messages m on m.conversation_id = cm.conversation_id
      and m.message_id > cm.last_read_message_id and m.sender_id <> cm.user_id and m.deleted_at is null
    where cm.left_at is null and cm.muted = false
      and cm.user_id in (${sql.join(
        userIds.map((id) => sql`${id}`),
        sql`, `,
      )})
    group by cm.user_id`);
  for (const r of (result as unknown as { rows: { user_id: number; n: number }[] }).rows) {
    out.set(Number(r.user_id), Number(r.n));
  }
  return out;
}

/** A member's unread messages in one conversation, and the newest unread one's sender. */
export async function unreadIn(tx: Db, userId: number, conversationId: number) {
  const result = await tx.execute(sql`
    select count(m.message_id)::int as n, max(m.message_id) as newest
    from conversation_members cm
    join messages m on m.conversation_id = cm.conversation_id
      and m.message_id > cm.last_read_message_id and m.sender_id <> cm.user_id and m.deleted_at is null
    where cm.conversation_id = ${conversationId} and cm.user_id = ${userId} and cm.left_at is null`);
  const [row] = (result as unknown as { rows: { n: number; newest: number | null }[] }).rows;
  return { unread: Number(row?.n ?? 0), newest: row?.newest == null ? null : Number(row.newest) };
}

// ---------------------------------------------------------------- names

/** A user's shown name ('' when unknown). */
export async function userName(tx: Db, userId: number): Promise<string> {
  const [row] = await tx
    .select({ name: nameSql(users) })
    .from(users)
    .where(eq(users.user_id, userId));
  return row?.name ?? '';
}

/** The sender's name of a message newer than `afterId` (a reader's read position); undefined otherwise. */
export async function senderNameAfter(tx: Db, messageId: number, afterId: number): Promise<string | undefined> {
  const [row] = await tx
    .select({ name: nameSql(users) })
    .from(messages)
    .innerJoin(users, eq(users.user_id, messages.sender_id))
    .where(and(eq(messages.message_id, messageId), gt(messages.message_id, afterId)));
  return row?.name;
}
