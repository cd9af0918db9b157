import type { TMessage, TReceipt } from '@ankur/shared/schemas/messages';
import { postCommitDelivery } from '../../plugins/realtime-delivery.ts';
import { tenantUserRoom } from '../../plugins/socket.ts';
import type { ViewOf } from './conversations.repository.ts';

/**
 * The live side of messages (DESIGN.md convention 7): services queue what happened with the
 * functions below inside their withTenant() transaction; it is emitted once that transaction has
 * committed (never if it rolled back), to each member's sockets in that tenant
 * (room tenant:ID:user:ID), so another tenant's sockets never see it.
 */

/** Socket.IO room of the sockets that have a conversation open (typing indicators). */
export const conversationRoom = (conversationId: number) => `conversation:${conversationId}`;

const delivery = postCommitDelivery();
const later = delivery.later;

export const registerMessageDelivery = delivery.register;

const rooms = (tenantId: string, userIds: number[]) => [...new Set(userIds)].map((id) => tenantUserRoom(tenantId, id));

/** 'message:new' or 'message:updated' to every current member (the sender's other tabs included). */
export function emitMessage(
  tenantId: string,
  userIds: number[],
  event: 'message:new' | 'message:updated',
  message: TMessage,
): void {
  if (!userIds.length) return;
  later((io) => io.to(rooms(tenantId, userIds)).emit(event, message));
}

/** Each member's own view of the conversation; `removed` users learn they are out of it. */
export function emitConversation(
  tenantId: string,
  views: ViewOf[],
  removed: { conversationId: number; userIds: number[] } | null = null,
): void {
  later((io) => {
    for (const { viewer_id, ...conversation } of views) {
      io.to(tenantUserRoom(tenantId, viewer_id)).emit('conversation:updated', { conversation });
    }
    if (!removed?.userIds.length) return;
    const gone = rooms(tenantId, removed.userIds);
    io.to(gone).emit('conversation:updated', { conversation_id: removed.conversationId, removed: true });
    // a removed member's sockets stop receiving the conversation's typing at once
    io.in(gone).socketsLeave(conversationRoom(removed.conversationId));
  });
}

/** A member's read or delivered position, to every current member. */
export function emitReceipt(tenantId: string, userIds: number[], receipt: TReceipt): void {
  if (!userIds.length) return;
  later((io) => io.to(rooms(tenantId, userIds)).emit('conversation:receipt', receipt));
}

/** Each user's new total of unread messages (the Messages badge). */
export function emitUnread(tenantId: string, totals: Map<number, number>): void {
  if (!totals.size) return;
  later((io) => {
    for (const [userId, unread] of totals) io.to(tenantUserRoom(tenantId, userId)).emit('message:unread', { unread });
  });
}
