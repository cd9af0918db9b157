import { MESSAGE_ERRORS, type TMessageReport, type TPerson } from '@ankur/shared/schemas/messages';
import type { Db } from '../../db/client.ts';
import { withTenant } from '../../db/tenant.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import type { UserScope } from '../../lib/scope.ts';
import { findDirect, peopleByIds, searchPeople, viewsForMembers } from './conversations.repository.ts';
import { emitConversation } from './messages.events.ts';
import { findMessage, membershipOf } from './messages.repository.ts';
import { deleteIn } from './messages.service.ts';
import {
  blocksOf,
  deleteBlock,
  findReport,
  insertBlock,
  insertReport,
  listReports,
  resolveReport,
} from './moderation.repository.ts';

/**
 * Who one can message, blocks and reports (issue 9). A block stops the two people's direct
 * conversation (neither can send) and new direct conversations between them, and hides each from
 * the other's people search; group conversations are not affected (a blocked person's messages
 * in a shared group still show — the group's owner or a report deals with those).
 */

export const NOT_BLOCKED = 'You have not blocked this person';
export const SELF_BLOCK = 'You cannot block yourself';
export const ALREADY_REPORTED = 'You already reported this message';
export const OWN_REPORT = 'You cannot report your own message';
export const NO_SUCH_REPORT = 'No such report';
export const REPORT_RESOLVED = 'This report was already resolved';

export function people(db: Db, scope: UserScope, q: { q: string; limit: number }): Promise<TPerson[]> {
  return withTenant(db, scope.tenantId, (tx) => searchPeople(tx, scope, q));
}

export function listBlocks(db: Db, scope: UserScope) {
  return withTenant(db, scope.tenantId, (tx) => blocksOf(tx, scope.actor.userId));
}

/** The direct conversation of the two, if any, re-sent to both (its `blocked` flag changed). */
async function refreshDirect(tx: Db, scope: UserScope, otherId: number) {
  const direct = await findDirect(tx, scope.actor.userId, otherId);
  if (direct) emitConversation(scope.tenantId, await viewsForMembers(tx, direct.conversation_id));
}

/** POST blocks: `created` false when the person was already blocked. */
export function block(db: Db, scope: UserScope, userId: number) {
  return withTenant(db, scope.tenantId, async (tx) => {
    if (userId === scope.actor.userId) throw badRequest(SELF_BLOCK, [{ path: 'body.user_id', message: SELF_BLOCK }]);
    if (!(await peopleByIds(tx, scope, [userId])).has(userId)) {
      throw badRequest(MESSAGE_ERRORS.noUser, [{ path: 'body.user_id', message: MESSAGE_ERRORS.noUser }]);
    }
    const created = await insertBlock(tx, scope.actor.userId, userId);
    if (created) await refreshDirect(tx, scope, userId);
    const [entry] = await blocksOf(tx, scope.actor.userId, userId);
    return { created, block: entry! };
  });
}

export function unblock(db: Db, scope: UserScope, userId: number): Promise<void> {
  return withTenant(db, scope.tenantId, async (tx) => {
    if (!(await deleteBlock(tx, scope.actor.userId, userId))) throw notFound(NOT_BLOCKED);
    await refreshDirect(tx, scope, userId);
  });
}

/** POST messages/{id}/report: once per member and message; the text is kept for the reviewer. */
export function report(db: Db, scope: UserScope, messageId: number, reason: string) {
  return withTenant(db, scope.tenantId, async (tx) => {
    const row = await findMessage(tx, messageId);
    if (!row || !(await membershipOf(tx, scope.actor.userId, row.conversation_id)))
      throw notFound(MESSAGE_ERRORS.noMessage);
    if (row.sender_id === scope.actor.userId) throw badRequest(OWN_REPORT);
    if (row.deleted_at) throw conflict(MESSAGE_ERRORS.deleted);
    const created = await insertReport(tx, {
      messageId,
      reporterId: scope.actor.userId,
      reason,
      bodySnapshot: row.body,
    });
    if (!created) throw conflict(ALREADY_REPORTED);
    return created;
  });
}

/** The reports inbox of the scope's tenant (administrators: the route's rule). */
export function reports(
  db: Db,
  scope: UserScope,
  q: { status?: TMessageReport['status'] | undefined; page: number; limit: number },
) {
  return withTenant(db, scope.tenantId, async (tx) => {
    const { rows, total } = await listReports(tx, q);
    return { data: rows, meta: { page: q.page, limit: q.limit, total, totalPages: Math.ceil(total / q.limit) } };
  });
}

/** PATCH message-reports/{id}: dismiss, or remove the message (it shows as deleted to everyone). */
export function resolve(
  db: Db,
  scope: UserScope,
  reportId: number,
  action: 'dismiss' | 'remove',
): Promise<TMessageReport> {
  return withTenant(db, scope.tenantId, async (tx) => {
    const found = await findReport(tx, reportId);
    if (!found) throw notFound(NO_SUCH_REPORT);
    const status = action === 'remove' ? 'removed' : 'dismissed';
    const target = { report_id: reportId, message_id: found.message.message_id };
    if (!(await resolveReport(tx, target, status, scope.actor.userId))) throw conflict(REPORT_RESOLVED);
    if (action === 'remove') await deleteIn(tx, scope.tenantId, found.message.message_id);
    return (await findReport(tx, reportId))!;
  });
}
