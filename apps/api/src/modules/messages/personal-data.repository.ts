import { eq, or, sql } from 'drizzle-orm';
import { conversationMembers, messageReports, messages, userBlocks } from '../../db/schema/messages.ts';
import { anonymisedText, mentions, type PersonalDataSource, registerPersonalData } from '../../lib/personal-data.ts';

/**
 * Messages a person sent, the conversations they are in, their blocks and reports (decision 35).
 * Erasure keeps the messages — the conversation history is the other members' too — and the
 * sender then reads as FORMER_MEMBER (db/people.ts). Their attached files go with their uploads.
 */
const MESSAGES: PersonalDataSource = {
  name: 'messages',
  tables: ['messages', 'conversations', 'conversation_members', 'user_blocks', 'message_reports'],
  scope: 'tenant',
  export: async (tx, userId) => ({
    sent: await tx.select().from(messages).where(eq(messages.sender_id, userId)),
    conversations: await tx.select().from(conversationMembers).where(eq(conversationMembers.user_id, userId)),
    blocked: await tx.select().from(userBlocks).where(eq(userBlocks.blocker_id, userId)),
    reports: await tx
      .select({
        message_id: messageReports.message_id,
        reason: messageReports.reason,
        status: messageReports.status,
        created_at: messageReports.created_at,
      })
      .from(messageReports)
      .where(eq(messageReports.reporter_id, userId)),
  }),
  erase: async (tx, userId, ctx) => {
    // the files are deleted with the person's uploads: their links would lead nowhere
    await tx.update(messages).set({ attachments: sql`'[]'::jsonb` }).where(eq(messages.sender_id, userId));
    await tx.delete(userBlocks).where(or(eq(userBlocks.blocker_id, userId), eq(userBlocks.blocked_id, userId)));
    // the words stay; the person's full name, address or phone written in them do not
    await tx
      .update(messages)
      .set({ body: anonymisedText(messages.body, ctx) })
      .where(mentions(messages.body, ctx));
    await tx
      .update(messageReports)
      .set({ body_snapshot: anonymisedText(messageReports.body_snapshot, ctx) })
      .where(mentions(messageReports.body_snapshot, ctx));
  },
};

export function registerMessagesPersonalData(): void {
  registerPersonalData(MESSAGES);
}
