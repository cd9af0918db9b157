import { and, eq, gt, isNull } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/identity.ts';
import { messages } from '../../db/schema/messages.ts';
import { notifications } from '../../db/schema/notifications.ts';
import { withTenant } from '../../db/tenant.ts';
import type { ClaimedJob } from '../../lib/jobs.ts';
import { notify } from '../notifications/notifications.service.ts';
import { membershipOf, nameSql, unreadIn } from './messages.repository.ts';

/**
 * "New message while offline" (issue 9): two minutes after a message, each recipient who still
 * has unread messages in the conversation gets ONE notification (in the app, and by e-mail if
 * they chose so) — not one per message: while an earlier reminder of the same conversation is
 * unread and nothing newer was read, no new one is raised. Muted conversations and members who
 * left get none.
 */

const ZPayload = z.object({ conversationId: z.number().int().positive(), userId: z.number().int().positive() });

export const reminderLink = (conversationId: number) => `/messages?c=${conversationId}`;

export function unreadReminderHandler(db: Db) {
  return async (job: ClaimedJob): Promise<void> => {
    const payload = ZPayload.safeParse(job.payload);
    if (!payload.success || !job.tenantId) return; // a malformed job is dropped, not retried
    const { conversationId, userId } = payload.data;
    await withTenant(db, job.tenantId, async (tx) => {
      const found = await membershipOf(tx, userId, conversationId);
      if (!found || found.member.muted) return;
      const { unread, newest } = await unreadIn(tx, userId, conversationId);
      if (!unread || newest === null) return;
      const link = reminderLink(conversationId);
      // an unread reminder for this conversation is still waiting: that one says it already
      const [pending] = await tx
        .select({ id: notifications.notification_id })
        .from(notifications)
        .where(
          and(
            eq(notifications.user_id, userId),
            eq(notifications.type, 'message'),
            eq(notifications.link, link),
            isNull(notifications.read_at),
          ),
        )
        .limit(1);
      if (pending) return;
      const { conversation } = found;
      let title: string;
      if (conversation.kind === 'group') {
        title = `New messages in ${conversation.title ?? 'a group'}`;
      } else {
        const [sender] = await tx
          .select({ name: nameSql(users) })
          .from(messages)
          .innerJoin(users, eq(users.user_id, messages.sender_id))
          .where(and(eq(messages.message_id, newest), gt(messages.message_id, found.member.last_read_message_id)));
        title = `New message from ${sender?.name ?? 'someone'}`;
      }
      await notify(tx, {
        userIds: [userId],
        type: 'message',
        title,
        body: unread === 1 ? '1 unread message' : `${unread} unread messages`,
        link,
      });
    });
  };
}
