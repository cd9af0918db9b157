import type { TMessageReport } from '@ankur/shared/schemas/messages';
import { and, count, desc, eq, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { nameSql } from '../../db/people.ts';
import { users } from '../../db/schema/identity.ts';
import { messageReports, messages, userBlocks } from '../../db/schema/messages.ts';
import { iso, toAttachments } from './messages.repository.ts';

/** Blocks between users and reports of messages (issue 9), inside the caller's tenant transaction. */

/** Whether either user blocked the other. */
export async function blockedEitherWay(tx: Db, a: number, b: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: userBlocks.block_id })
    .from(userBlocks)
    .where(
      or(
        and(eq(userBlocks.blocker_id, a), eq(userBlocks.blocked_id, b)),
        and(eq(userBlocks.blocker_id, b), eq(userBlocks.blocked_id, a)),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** Records a block; false when it already existed. */
export async function insertBlock(tx: Db, blockerId: number, blockedId: number): Promise<boolean> {
  const rows = await tx
    .insert(userBlocks)
    .values({ blocker_id: blockerId, blocked_id: blockedId })
    .onConflictDoNothing()
    .returning({ id: userBlocks.block_id });
  return rows.length > 0;
}

export async function deleteBlock(tx: Db, blockerId: number, blockedId: number): Promise<boolean> {
  const rows = await tx
    .delete(userBlocks)
    .where(and(eq(userBlocks.blocker_id, blockerId), eq(userBlocks.blocked_id, blockedId)))
    .returning({ id: userBlocks.block_id });
  return rows.length > 0;
}

/** The people `blockerId` blocked, newest first (optionally one of them). */
export function blocksOf(tx: Db, blockerId: number, blockedId?: number) {
  return tx
    .select({
      user_id: users.user_id,
      name: nameSql(users),
      blocked_at: userBlocks.created_at,
    })
    .from(userBlocks)
    .innerJoin(users, eq(users.user_id, userBlocks.blocked_id))
    .where(and(eq(userBlocks.blocker_id, blockerId), blockedId ? eq(userBlocks.blocked_id, blockedId) : undefined))
    .orderBy(desc(userBlocks.block_id))
    .then((rows) => rows.map((r) => ({ ...r, blocked_at: iso(r.blocked_at)! })));
}

/** Records a report; undefined when this member already reported this message. */
export async function insertReport(
  tx: Db,
  r: { messageId: number; reporterId: number; reason: string; bodySnapshot: string },
): Promise<{ report_id: number; status: 'open'; created_at: string } | undefined> {
  const [row] = await tx
    .insert(messageReports)
    .values({ message_id: r.messageId, reporter_id: r.reporterId, reason: r.reason, body_snapshot: r.bodySnapshot })
    .onConflictDoNothing()
    .returning({ report_id: messageReports.report_id, created_at: messageReports.created_at });
  return row ? { report_id: row.report_id, status: 'open', created_at: iso(row.created_at)! } : undefined;
}

const reporter = alias(users, 'reporter');
const sender = alias(users, 'sender');

const reportFields = {
  report: messageReports,
  message: messages,
  reporter_name: nameSql(reporter),
  reporter_email: reporter.email,
  sender_name: nameSql(sender),
};

type ReportRow = {
  report: typeof messageReports.$inferSelect;
  message: typeof messages.$inferSelect;
  reporter_name: string;
  reporter_email: string;
  sender_name: string;
};

/** A report for its reviewer: the message shows the text it had when reported. */
const toReport = (r: ReportRow): TMessageReport => ({
  report_id: r.report.report_id,
  status: r.report.status,
  reason: r.report.reason,
  reporter: { user_id: r.report.reporter_id, name: r.reporter_name, email: r.reporter_email },
  message: {
    message_id: r.message.message_id,
    conversation_id: r.message.conversation_id,
    sender_id: r.message.sender_id,
    sender_name: r.sender_name,
    body: r.report.body_snapshot,
    attachments: toAttachments(r.message.attachments),
    client_id: r.message.client_id,
    edited_at: iso(r.message.edited_at),
    deleted_at: iso(r.message.deleted_at),
    created_at: iso(r.message.created_at)!,
  },
  created_at: iso(r.report.created_at)!,
  resolved_at: iso(r.report.resolved_at),
});

function selectReports(tx: Db) {
  return tx
    .select(reportFields)
    .from(messageReports)
    .innerJoin(messages, eq(messages.message_id, messageReports.message_id))
    .innerJoin(reporter, eq(reporter.user_id, messageReports.reporter_id))
    .innerJoin(sender, eq(sender.user_id, messages.sender_id));
}

export async function listReports(
  tx: Db,
  q: { status?: TMessageReport['status'] | undefined; page: number; limit: number },
) {
  const where = q.status ? eq(messageReports.status, q.status) : undefined;
  const rows = await selectReports(tx)
    .where(where)
    .orderBy(desc(messageReports.report_id))
    .limit(q.limit)
    .offset((q.page - 1) * q.limit);
  const [total] = await tx.select({ n: count() }).from(messageReports).where(where);
  return { rows: rows.map(toReport), total: Number(total?.n ?? 0) };
}

export async function findReport(tx: Db, reportId: number): Promise<TMessageReport | undefined> {
  const [row] = await selectReports(tx).where(eq(messageReports.report_id, reportId));
  return row ? toReport(row) : undefined;
}

/**
 * Resolves an open report; with 'removed', every other open report of the same message too (the
 * message is gone for all of them). False when the report was not open any more.
 */
export async function resolveReport(
  tx: Db,
  report: { report_id: number; message_id: number },
  status: 'dismissed' | 'removed',
  by: number,
): Promise<boolean> {
  const rows = await tx
    .update(messageReports)
    .set({ status, resolved_by: by, resolved_at: sql`now()` })
    .where(
      and(
        eq(messageReports.status, 'open'),
        status === 'removed'
          ? eq(messageReports.message_id, report.message_id)
          : eq(messageReports.report_id, report.report_id),
      ),
    )
    .returning({ id: messageReports.report_id });
  return rows.some((r) => r.id === report.report_id);
}
