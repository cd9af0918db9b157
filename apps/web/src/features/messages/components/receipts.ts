import type { TConversationMember } from '@ankur/shared/schemas/messages';

/** Where one of my messages has got to with the other members. */
export type Receipt = { state: 'sent' } | { state: 'delivered' } | { state: 'seen'; by: number; group: boolean };

/**
 * From the other members' positions: read by anyone → seen (in a group, by how many); received by
 * anyone → delivered; otherwise sent.
 */
export function receiptOf(
  messageId: number,
  members: readonly TConversationMember[],
  me: number | undefined,
  group: boolean,
): Receipt {
  const others = members.filter((m) => m.user_id !== me);
  const by = others.filter((m) => m.last_read_message_id >= messageId).length;
  if (by > 0) return { state: 'seen', by, group };
  if (others.some((m) => Math.max(m.last_delivered_message_id, m.last_read_message_id) >= messageId)) {
    return { state: 'delivered' };
  }
  return { state: 'sent' };
}
