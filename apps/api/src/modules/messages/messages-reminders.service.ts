import type { Db } from '../../db/client.ts';
import { withTenant } from '../../db/tenant.ts';
import { notify, stillUnread } from '../notifications/index.ts';
import { membershipOf, senderNameAfter, unreadIn } from './messages.repository.ts';

/**
 * "New message while offline" (issue 9): two minutes after a message, each recipient who still
 * has unread messages in the conversation gets ONE notification (in the app, and by e-mail if
 * they chose so) — not one per message: while an earlier reminder of the same conversation is
 * unread and nothing newer was read, no new one is raised. Muted conversations and members who
 * left get none.
 */

export const reminderLink = (conversationId: number) => `/messages?c=${conversationId}`;

/** The 'message.unread-reminder' job's work, for one recipient of one conversation in a tenant. */
export function remindUnread(db: Db, tenantId: string, userId: number, conversationId: number): Promise<void> {
  return withTenant(db, tenantId, async (tx) => {
    const found = await membershipOf(tx, userId, conversationId);
    if (!found || found.member.muted) return;
    const { unread, newest } = await unreadIn(tx, userId, conversationId);
    if (!unread || newest === null) return;
    const link = reminderLink(conversationId);
    // an unread reminder for this conversation is still waiting: that one says it already
    if (await stillUnread(tx, userId, { type: 'message', link })) return;
    const { conversation } = found;
    const title =
      conversation.kind === 'group'
        ? `New messages in ${conversation.title ?? 'a group'}`
        : `New message from ${(await senderNameAfter(tx, newest, found.member.last_read_message_id)) ?? 'someone'}`;
    await notify(tx, {
      userIds: [userId],
      type: 'message',
      title,
      body: unread === 1 ? '1 unread message' : `${unread} unread messages`,
      link,
    });
  });
}
