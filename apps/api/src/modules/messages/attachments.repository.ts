import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

/** Whether `userId` is a current member of a conversation with a live message carrying the upload. */
export async function attachedInMyConversation(tx: Db, userId: number, uploadId: number): Promise<boolean> {
  const result = await tx.execute(sql`
    select 1 from messages m
    join conversation_members cm on cm.conversation_id = m.conversation_id
      and cm.user_id = ${userId} and cm.left_at is null
    where m.deleted_at is null and m.attachments @> ${JSON.stringify([{ upload_id: uploadId }])}::jsonb
    limit 1`);
  return (result as unknown as { rows: unknown[] }).rows.length > 0;
}
