import { hasPermission } from '@ankur/shared/access';
import { PROGRAMS_MENU } from '@ankur/shared/role-privileges';
import {
  GROUP_MAX_MEMBERS,
  MESSAGE_ERRORS,
  type TConversationDetail,
  type TConversationList,
  type TCreateConversation,
} from '@ankur/shared/schemas/messages';
import type { Db } from '../../db/client.ts';
import { withTenant } from '../../db/tenant.ts';
import { badRequest, forbidden, notFound } from '../../lib/errors.ts';
import type { Scope, UserScope } from '../../lib/scope.ts';
import {
  addMembers,
  cohortLearnerIds,
  directKey,
  everMemberIds,
  findCohort,
  findDirect,
  insertConversation,
  listViews,
  markLeft,
  membersOf,
  peopleByIds,
  programName,
  promoteOldestMember,
  renameConversation,
  setMuted,
  viewFor,
  viewsForMembers,
} from './conversations.repository.ts';
import { emitConversation, emitUnread } from './messages.events.ts';
import { membershipOf, unreadTotals } from './messages.repository.ts';
import { blockedEitherWay } from './moderation.repository.ts';

/**
 * Conversations (issue 9): direct ones between two people of the tenant (one per pair), groups
 * with an owner, and a program's cohort conversation. A conversation the user is not a current
 * member of answers 404 'No such conversation' whatever the reason, so its existence never shows.
 */

export const NO_SUCH_PROGRAM = 'No such program';
export const NOT_IN_CONVERSATION = 'That person is not in this conversation';
export const GROUP_FULL = `A group can have at most ${GROUP_MAX_MEMBERS} people`;

const noUser = (field: string, ids: number[]) =>
  badRequest(MESSAGE_ERRORS.noUser, [{ path: field, message: MESSAGE_ERRORS.noUser, user_ids: ids }]);

/** The detail as `userId` sees it, or 404. Inside the caller's transaction. */
export async function detailIn(tx: Db, userId: number, conversationId: number): Promise<TConversationDetail> {
  const view = await viewFor(tx, userId, conversationId);
  if (!view) throw notFound(MESSAGE_ERRORS.notMember);
  const { viewer_id: _, ...conversation } = view;
  return { ...conversation, members: await membersOf(tx, conversationId) };
}

/** Queues every member's own view of the conversation (after commit). */
async function announce(tx: Db, tenantId: string, conversationId: number, removed: number[] = []) {
  emitConversation(
    tenantId,
    await viewsForMembers(tx, conversationId),
    removed.length ? { conversationId, userIds: removed } : null,
  );
}

/** Checks that every id is a person of the session's tenant (and not the caller). */
async function assertPeople(tx: Db, scope: UserScope, ids: number[], field: string): Promise<number[]> {
  const wanted = [...new Set(ids)].filter((id) => id !== scope.actor.userId);
  const found = await peopleByIds(tx, scope, wanted);
  const missing = wanted.filter((id) => !found.has(id));
  if (missing.length) throw noUser(field, missing);
  return wanted;
}

export function listConversations(
  db: Db,
  scope: UserScope,
  q: { page: number; limit: number; q?: string | undefined },
): Promise<TConversationList> {
  return withTenant(db, scope.tenantId, async (tx) => {
    const { rows, total } = await listViews(tx, scope.actor.userId, q);
    const unread = (await unreadTotals(tx, [scope.actor.userId])).get(scope.actor.userId) ?? 0;
    return {
      data: rows.map(({ viewer_id: _, ...c }) => c),
      meta: { page: q.page, limit: q.limit, total, totalPages: Math.ceil(total / q.limit), unread },
    };
  });
}

export function getConversation(db: Db, scope: UserScope, conversationId: number): Promise<TConversationDetail> {
  return withTenant(db, scope.tenantId, (tx) => detailIn(tx, scope.actor.userId, conversationId));
}

/** POST conversations: `created` false when an existing direct or cohort conversation is answered. */
export function createConversation(
  db: Db,
  scope: Scope,
  input: TCreateConversation,
): Promise<{ created: boolean; conversation: TConversationDetail }> {
  return withTenant(db, scope.tenantId, async (tx) => {
    let id: number;
    let created = true;
    if (input.kind === 'direct') {
      if (input.user_id === scope.actor.userId)
        throw badRequest(MESSAGE_ERRORS.self, [{ path: 'body.user_id', message: MESSAGE_ERRORS.self }]);
      await assertPeople(tx, scope, [input.user_id], 'body.user_id');
      if (await blockedEitherWay(tx, scope.actor.userId, input.user_id)) throw forbidden(MESSAGE_ERRORS.blocked);
      const existing = await findDirect(tx, scope.actor.userId, input.user_id);
      const inserted = existing
        ? undefined
        : await insertConversation(tx, {
            kind: 'direct',
            title: null,
            directKey: directKey(scope.actor.userId, input.user_id),
            programId: null,
            createdBy: scope.actor.userId,
          });
      if (inserted === undefined) {
        created = false;
        id = (existing ?? (await findDirect(tx, scope.actor.userId, input.user_id)))!.conversation_id;
      } else {
        id = inserted;
        await addMembers(tx, id, [scope.actor.userId, input.user_id], 'member');
      }
    } else if (input.kind === 'group') {
      const others = await assertPeople(tx, scope, input.user_ids, 'body.user_ids');
      if (!others.length) throw badRequest('Invalid body.user_ids: add at least one person other than yourself');
      id = (await insertConversation(tx, {
        kind: 'group',
        title: input.title,
        directKey: null,
        programId: null,
        createdBy: scope.actor.userId,
      }))!;
      await addMembers(tx, id, [scope.actor.userId], 'owner');
      await addMembers(tx, id, others, 'member');
    } else {
      ({ id, created } = await openCohort(tx, scope, input.program_id));
    }
    // a cohort opened again may have taken in learners enrolled since
    if (created || input.kind === 'cohort') await announce(tx, scope.tenantId, id);
    return { created, conversation: await detailIn(tx, scope.actor.userId, id) };
  });
}

/**
 * A program's cohort conversation (program managers): created with the program's enrolled
 * learners and the manager as its owner; opened again, it takes in learners enrolled since (not
 * those who left) and the manager asking.
 */
async function openCohort(tx: Db, scope: Scope, programId: number): Promise<{ id: number; created: boolean }> {
  // program managers: update on 'Programs and Courses'
  if (!hasPermission(scope.actor.privileges, PROGRAMS_MENU, 'update'))
    throw forbidden('Only program managers can open a cohort conversation');
  const name = await programName(tx, programId);
  if (name === undefined) throw notFound(NO_SUCH_PROGRAM);
  const learners = await cohortLearnerIds(tx, scope, programId);
  const inserted = await insertConversation(tx, {
    kind: 'group',
    title: name.slice(0, 120),
    directKey: null,
    programId,
    createdBy: scope.actor.userId,
  });
  if (inserted !== undefined) {
    await addMembers(tx, inserted, [scope.actor.userId], 'owner');
    await addMembers(
      tx,
      inserted,
      learners.filter((id) => id !== scope.actor.userId).slice(0, GROUP_MAX_MEMBERS - 1),
      'member',
    );
    return { id: inserted, created: true };
  }
  const id = (await findCohort(tx, programId))!.conversation_id;
  const known = new Set(await everMemberIds(tx, id));
  await addMembers(tx, id, [scope.actor.userId], 'member');
  await addMembers(
    tx,
    id,
    learners.filter((l) => !known.has(l) && l !== scope.actor.userId),
    'member',
  );
  return { id, created: false };
}

/** The caller's membership, or 404. */
async function mine(tx: Db, scope: UserScope, conversationId: number) {
  const found = await membershipOf(tx, scope.actor.userId, conversationId);
  if (!found) throw notFound(MESSAGE_ERRORS.notMember);
  return found;
}

/** PATCH conversations/{id}: the owner renames a group; any member mutes it for themselves. */
export function updateConversation(
  db: Db,
  scope: UserScope,
  conversationId: number,
  patch: { title?: string | undefined; muted?: boolean | undefined },
): Promise<TConversationDetail> {
  return withTenant(db, scope.tenantId, async (tx) => {
    const { member, conversation } = await mine(tx, scope, conversationId);
    if (patch.title !== undefined) {
      if (conversation.kind !== 'group' || member.role !== 'owner') throw forbidden(MESSAGE_ERRORS.notOwner);
      await renameConversation(tx, conversationId, patch.title);
    }
    if (patch.muted !== undefined && patch.muted !== member.muted) {
      await setMuted(tx, conversationId, scope.actor.userId, patch.muted);
      // a muted conversation does not count towards the Messages badge
      emitUnread(scope.tenantId, await unreadTotals(tx, [scope.actor.userId]));
    }
    if (patch.title !== undefined) await announce(tx, scope.tenantId, conversationId);
    else emitConversation(scope.tenantId, [(await viewFor(tx, scope.actor.userId, conversationId))!]);
    return detailIn(tx, scope.actor.userId, conversationId);
  });
}

/** POST conversations/{id}/members: the group's owner adds people of the tenant. */
export function addConversationMembers(
  db: Db,
  scope: UserScope,
  conversationId: number,
  userIds: number[],
): Promise<TConversationDetail> {
  return withTenant(db, scope.tenantId, async (tx) => {
    const { member, conversation } = await mine(tx, scope, conversationId);
    if (conversation.kind !== 'group') throw badRequest(MESSAGE_ERRORS.directMembers);
    if (member.role !== 'owner') throw forbidden(MESSAGE_ERRORS.notOwner);
    const people = await assertPeople(tx, scope, userIds, 'body.user_ids');
    const current = new Set((await membersOf(tx, conversationId)).map((m) => m.user_id));
    const added = people.filter((id) => !current.has(id));
    if (current.size + added.length > GROUP_MAX_MEMBERS) throw badRequest(GROUP_FULL);
    if (added.length) {
      await addMembers(tx, conversationId, added, 'member');
      await announce(tx, scope.tenantId, conversationId);
    }
    return detailIn(tx, scope.actor.userId, conversationId);
  });
}

/** DELETE conversations/{id}/members/{userId}: leave (yourself), or the owner removes someone. */
export function removeConversationMember(
  db: Db,
  scope: UserScope,
  conversationId: number,
  userId: number,
): Promise<void> {
  return withTenant(db, scope.tenantId, async (tx) => {
    const { member, conversation } = await mine(tx, scope, conversationId);
    if (conversation.kind !== 'group') throw badRequest(MESSAGE_ERRORS.directMembers);
    if (userId !== scope.actor.userId && member.role !== 'owner') throw forbidden(MESSAGE_ERRORS.notOwner);
    if (!(await markLeft(tx, conversationId, userId))) throw notFound(NOT_IN_CONVERSATION);
    await promoteOldestMember(tx, conversationId);
    await announce(tx, scope.tenantId, conversationId, [userId]);
    // their unread messages there no longer count
    emitUnread(scope.tenantId, await unreadTotals(tx, [userId]));
  });
}
