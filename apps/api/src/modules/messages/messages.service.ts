import {
  MESSAGE_EDIT_WINDOW_MS,
  MESSAGE_ERRORS,
  type TMessage,
  type TMessagePage,
  type TReceipt,
} from '@ankur/shared/schemas/messages';
import type { Db } from '../../db/client.ts';
import { withTenant } from '../../db/tenant.ts';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors.ts';
import { scheduleJob } from '../../lib/jobs.ts';
import type { UserScope } from '../../lib/scope.ts';
import { emitMessage, emitReceipt, emitUnread } from './messages.events.ts';
import {
  advancePositions,
  clearMessage,
  editMessage,
  findByClientId,
  findMessage,
  historyPage,
  insertMessage,
  memberIds,
  membershipOf,
  membersWithMute,
  messagesAfter,
  ownMessageUploads,
  receiptOf,
  sentWithin,
  setLastMessage,
  toMessage,
  unreadTotals,
  userName,
} from './messages.repository.ts';
import { blockedEitherWay } from './moderation.repository.ts';

/**
 * Messages (issue 9): history, sending (plain text and the sender's own uploads, deduplicated by
 * client_id), editing within a window, deleting, read and delivered positions. Every change is
 * emitted to the conversation's members once its transaction commits.
 */

export const REMINDER_KIND = 'message.unread-reminder';
/** A recipient who has not read a message this long after it was sent gets a notification. */
export const REMINDER_DELAY_MS = 2 * 60 * 1000;
/** The most messages a catch-up answers at once; the client asks again from the last id. */
export const MESSAGE_CATCH_UP_MAX = 200;
export const CLIENT_ID_TAKEN = 'This client_id was already used for a message in another conversation';

export const reminderKey = (conversationId: number, userId: number) => `conversation:${conversationId}:user:${userId}`;

/** The caller's current membership of the conversation, or 404 'No such conversation'. */
async function member(tx: Db, scope: UserScope, conversationId: number) {
  const found = await membershipOf(tx, scope.actor.userId, conversationId);
  if (!found) throw notFound(MESSAGE_ERRORS.notMember);
  return found;
}

/** A message in a conversation the caller is a current member of, or 404 'No such message'. */
async function visibleMessage(tx: Db, scope: UserScope, messageId: number) {
  const row = await findMessage(tx, messageId);
  if (!row || !(await membershipOf(tx, scope.actor.userId, row.conversation_id)))
    throw notFound(MESSAGE_ERRORS.noMessage);
  return row;
}

export function history(
  db: Db,
  scope: UserScope,
  conversationId: number,
  q: { before?: number | undefined; limit: number; q?: string | undefined },
): Promise<TMessagePage> {
  return withTenant(db, scope.tenantId, async (tx) => {
    await member(tx, scope, conversationId);
    const { rows, hasMore } = await historyPage(tx, conversationId, q);
    return { data: rows.map(toMessage), meta: { limit: q.limit, hasMore } };
  });
}

export interface SendInput {
  body: string;
  attachment_ids: number[];
  client_id?: string | undefined;
}

/**
 * Sends a message; `created` false when the sender's client_id was already stored (the stored
 * message is answered, nothing is written twice). Recipients who are not muted get a reminder
 * job: a notification if they still have not read it REMINDER_DELAY_MS later.
 */
export function sendMessage(
  db: Db,
  scope: UserScope,
  conversationId: number,
  input: SendInput,
  now: Date,
): Promise<{ created: boolean; message: TMessage }> {
  return withTenant(db, scope.tenantId, async (tx) => {
    const { conversation } = await member(tx, scope, conversationId);
    const clientId = input.client_id ?? null;
    const resent = async () => {
      const stored = clientId ? await findByClientId(tx, scope.actor.userId, clientId) : undefined;
      if (stored && stored.conversation_id !== conversationId) throw conflict(CLIENT_ID_TAKEN);
      return stored;
    };
    const before = await resent();
    if (before) return { created: false, message: toMessage(before) };

    const members = await membersWithMute(tx, conversationId);
    const others = members.filter((m) => m.user_id !== scope.actor.userId);
    if (
      conversation.kind === 'direct' &&
      others[0] &&
      (await blockedEitherWay(tx, scope.actor.userId, others[0].user_id))
    ) {
      throw forbidden(MESSAGE_ERRORS.blocked);
    }
    const ids = [...new Set(input.attachment_ids)];
    const attachments = await ownMessageUploads(tx, scope.actor.userId, ids);
    if (attachments.length !== ids.length) {
      throw badRequest(MESSAGE_ERRORS.badAttachment, [
        { path: 'body.attachment_ids', message: MESSAGE_ERRORS.badAttachment },
      ]);
    }
    const id = await insertMessage(tx, {
      conversationId,
      senderId: scope.actor.userId,
      body: input.body,
      attachments,
      clientId,
    });
    if (id === undefined) {
      // the same client_id raced in from another request: answer that one
      const raced = await resent();
      return { created: false, message: toMessage(raced!) };
    }
    await setLastMessage(tx, conversationId, id);
    const message = toMessage((await findMessage(tx, id))!);
    const everyone = members.map((m) => m.user_id);
    emitMessage(scope.tenantId, everyone, 'message:new', message);

    // the sender has read everything up to their own message
    const receipt = await advancePositions(tx, scope.actor.userId, conversationId, id, 'read');
    if (receipt) emitReceipt(scope.tenantId, everyone, receipt);
    emitUnread(scope.tenantId, await unreadTotals(tx, everyone));

    const runAt = new Date(now.getTime() + REMINDER_DELAY_MS);
    for (const m of others) {
      if (m.muted) continue;
      await scheduleJob(tx, {
        kind: REMINDER_KIND,
        tenantId: scope.tenantId,
        key: reminderKey(conversationId, m.user_id),
        runAt,
        payload: { conversationId, userId: m.user_id },
      });
    }
    return { created: true, message };
  });
}

/** PATCH messages/{id}: the sender edits the text within MESSAGE_EDIT_WINDOW_MS. */
export function updateMessage(db: Db, scope: UserScope, messageId: number, body: string): Promise<TMessage> {
  return withTenant(db, scope.tenantId, async (tx) => {
    const row = await visibleMessage(tx, scope, messageId);
    if (row.sender_id !== scope.actor.userId) throw forbidden(MESSAGE_ERRORS.notOwnMessage);
    if (row.deleted_at) throw conflict(MESSAGE_ERRORS.deleted);
    if (!(await sentWithin(tx, messageId, MESSAGE_EDIT_WINDOW_MS))) throw forbidden(MESSAGE_ERRORS.editWindow);
    if (row.body !== body) await editMessage(tx, messageId, body);
    const message = toMessage((await findMessage(tx, messageId))!);
    if (row.body !== body)
      emitMessage(scope.tenantId, await memberIds(tx, row.conversation_id), 'message:updated', message);
    return message;
  });
}

/**
 * Deletes a message (its sender, or an administrator resolving a report): the text and files are
 * cleared, it shows as deleted; recipients who had not read it have one unread fewer.
 */
export async function deleteIn(tx: Db, tenantId: string, messageId: number): Promise<TMessage> {
  const row = (await findMessage(tx, messageId))!;
  if (!row.deleted_at) await clearMessage(tx, messageId);
  const message = toMessage((await findMessage(tx, messageId))!);
  if (!row.deleted_at) {
    const everyone = await memberIds(tx, row.conversation_id);
    emitMessage(tenantId, everyone, 'message:updated', message);
    emitUnread(
      tenantId,
      await unreadTotals(
        tx,
        everyone.filter((id) => id !== row.sender_id),
      ),
    );
  }
  return message;
}

export function removeMessage(db: Db, scope: UserScope, messageId: number): Promise<TMessage> {
  return withTenant(db, scope.tenantId, async (tx) => {
    const row = await visibleMessage(tx, scope, messageId);
    if (row.sender_id !== scope.actor.userId) throw forbidden(MESSAGE_ERRORS.notOwnMessage);
    return deleteIn(tx, scope.tenantId, messageId);
  });
}

/** POST conversations/{id}/read: the reader's position moves forward (never back). */
export function markRead(db: Db, scope: UserScope, conversationId: number, messageId: number): Promise<TReceipt> {
  return withTenant(db, scope.tenantId, async (tx) => {
    await member(tx, scope, conversationId);
    const row = await findMessage(tx, messageId);
    if (!row || row.conversation_id !== conversationId) {
      throw badRequest(`Invalid body.message_id: ${MESSAGE_ERRORS.noMessage.toLowerCase()} in this conversation`, [
        { path: 'body.message_id', message: MESSAGE_ERRORS.noMessage },
      ]);
    }
    const moved = await advancePositions(tx, scope.actor.userId, conversationId, messageId, 'read');
    if (moved) {
      emitReceipt(scope.tenantId, await memberIds(tx, conversationId), moved);
      emitUnread(scope.tenantId, await unreadTotals(tx, [scope.actor.userId]));
    }
    return moved ?? (await receiptOf(tx, scope.actor.userId, conversationId))!;
  });
}

/** Whether the user is a current member of the conversation (a socket may open it). */
export function isMember(db: Db, scope: UserScope, conversationId: number): Promise<boolean> {
  return withTenant(
    db,
    scope.tenantId,
    async (tx) => (await membershipOf(tx, scope.actor.userId, conversationId)) !== undefined,
  );
}

/** The user's shown name (typing indicators). */
export function nameOf(db: Db, scope: UserScope): Promise<string> {
  return withTenant(db, scope.tenantId, (tx) => userName(tx, scope.actor.userId));
}

/** 'message:delivered': a device of the member received messages up to an id. */
export function markDelivered(
  db: Db,
  scope: UserScope,
  conversationId: number,
  messageId: number,
): Promise<TReceipt | null> {
  return withTenant(db, scope.tenantId, async (tx) => {
    if (!(await membershipOf(tx, scope.actor.userId, conversationId))) throw notFound(MESSAGE_ERRORS.notMember);
    const moved = await advancePositions(tx, scope.actor.userId, conversationId, messageId, 'delivered');
    if (moved) emitReceipt(scope.tenantId, await memberIds(tx, conversationId), moved);
    return moved;
  });
}

export function unreadCount(db: Db, scope: UserScope): Promise<number> {
  return withTenant(
    db,
    scope.tenantId,
    async (tx) => (await unreadTotals(tx, [scope.actor.userId])).get(scope.actor.userId) ?? 0,
  );
}

/** Messages in the user's current conversations with an id above `afterId`, oldest first. */
export function catchUpMessages(db: Db, scope: UserScope, afterId: number): Promise<TMessage[]> {
  return withTenant(db, scope.tenantId, async (tx) =>
    (await messagesAfter(tx, scope.actor.userId, afterId, MESSAGE_CATCH_UP_MAX)).map(toMessage),
  );
}
