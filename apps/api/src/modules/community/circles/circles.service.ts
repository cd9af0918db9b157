import type {
  TCircle,
  TCircleInput,
  TCircleList,
  TCircleMemberList,
  TCirclePatch,
} from '@ankur/shared/schemas/community-circles';
import { ZCircleInput } from '@ankur/shared/schemas/community-circles';
import type { TPost } from '@ankur/shared/schemas/community-feed';
import { GROUP_MAX_MEMBERS } from '@ankur/shared/schemas/messages';
import type { Db } from '../../../db/client.ts';
import { withTenant } from '../../../db/tenant.ts';
import { type Clock, systemClock } from '../../../lib/clock.ts';
import { badRequest, conflict, forbidden, notFound } from '../../../lib/errors.ts';
import { sanitizeHtml } from '../../../lib/sanitize-html.ts';
import type { Scope } from '../../../lib/scope.ts';
import { hit, tooMany } from '../../../lib/throttle.ts';
import { addMembers, insertConversation, markLeft } from '../../messages/index.ts';
import { notify } from '../../notifications/index.ts';
import { syncSearch } from '../../search/index.ts';
import { uploadUrl } from '../../uploads/index.ts';
import { iso, type Viewer } from '../feed/feed.repository.ts';
import { ownImages, peopleNames } from '../feed/posts.repository.ts';
import { circlePosts, viewerOf } from '../feed/posts.service.ts';
import {
  activateMember,
  bumpMembers,
  type CircleFilter,
  type CircleValues,
  type CircleView,
  circleRow,
  deleteMember,
  insertCircle,
  insertMember,
  inviteMembers,
  listCircleRows,
  managerIds,
  memberRows,
  membership,
  setMemberRole,
  toCircle,
  updateCircleRow,
} from './circles.repository.ts';

/**
 * Circles (issue 21): public (anyone joins), private (listed; join on approval), hidden (unlisted,
 * invite only; 404 to everyone else). The creator owns it; the owner and moderators approve
 * requests, invite, change roles (the owner), remove members, pin posts, edit and archive it. Each
 * circle has a group conversation in Messages whose members follow its active members, up to
 * GROUP_MAX_MEMBERS.
 */

export const NO_CIRCLE = 'No such circle.';
/** Each notifies others: invitations a manager sends and requests a person makes, per hour. */
export const INVITE_LIMIT = { limit: 100, windowMs: 60 * 60 * 1000 };
export const REQUEST_LIMIT = { limit: 20, windowMs: 60 * 60 * 1000 };

async function throttle(tx: Db, key: string, rule: { limit: number; windowMs: number }, clock: Clock) {
  const attempt = await hit(tx, key, rule, clock);
  if (!attempt.allowed) throw tooMany(attempt.retryAfterSec);
}
const link = (circleId: number) => `/community-group/${circleId}`;

const isManager = (row: CircleView) =>
  row.my_status === 'active' && (row.my_role === 'owner' || row.my_role === 'moderator');

/** The circle as the viewer may see it: a hidden one only to its members, the invited and moderators. */
async function visibleCircle(tx: Db, v: Viewer, circleId: number): Promise<CircleView> {
  const row = await circleRow(tx, circleId, v.userId);
  if (!row) throw notFound(NO_CIRCLE);
  const insider = row.my_status === 'active' || row.my_status === 'invited';
  if (!v.moderator && !insider && (row.c.visibility === 'hidden' || row.c.hidden_at)) throw notFound(NO_CIRCLE);
  return row;
}

async function managed(tx: Db, v: Viewer, circleId: number): Promise<CircleView> {
  const row = await visibleCircle(tx, v, circleId);
  if (!isManager(row) && !v.moderator) throw forbidden('Only the circle’s owner and moderators may do this.');
  return row;
}

export function listCircles(db: Db, scope: Scope, f: CircleFilter): Promise<TCircleList> {
  const v = viewerOf(scope);
  return withTenant(db, scope.tenantId, async (tx) => {
    const rows = await listCircleRows(tx, v.userId, f, v.moderator);
    return {
      items: rows.map((r) => toCircle(r, v.moderator)),
      next: rows.length === f.limit ? rows[rows.length - 1]!.c.circle_id : null,
    };
  });
}

export function getCircle(db: Db, scope: Scope, circleId: number): Promise<TCircle> {
  const v = viewerOf(scope);
  return withTenant(db, scope.tenantId, async (tx) => toCircle(await visibleCircle(tx, v, circleId), v.moderator));
}

async function coverOf(
  tx: Db,
  userId: number,
  uploadId: number | null | undefined,
): Promise<string | null | undefined> {
  if (uploadId === undefined) return undefined;
  if (uploadId === null) return null;
  const [img] = await ownImages(tx, userId, [uploadId]);
  if (!img) {
    throw badRequest('Invalid body.cover_upload_id: not an image you uploaded for the community', [
      { path: 'body.cover_upload_id', message: 'not an image you uploaded for the community' },
    ]);
  }
  return uploadUrl(img.public_id, img.file_name);
}

/** Adds people to the circle's conversation while it has room (GROUP_MAX_MEMBERS). */
async function syncJoin(tx: Db, circle: { conversation_id: number | null; member_count: number }, userId: number) {
  if (circle.conversation_id && circle.member_count < GROUP_MAX_MEMBERS) {
    await addMembers(tx, circle.conversation_id, [userId], 'member');
  }
}
async function syncLeave(tx: Db, conversationId: number | null, userId: number) {
  if (conversationId) await markLeft(tx, conversationId, userId);
}

export function createCircle(db: Db, scope: Scope, input: TCircleInput, clock: Clock = systemClock): Promise<TCircle> {
  const v = viewerOf(scope);
  const data = ZCircleInput.parse(input);
  return withTenant(db, scope.tenantId, async (tx) => {
    const now = clock.now().toISOString();
    const conversationId = await insertConversation(tx, {
      kind: 'group',
      title: data.name.slice(0, 120),
      directKey: null,
      programId: null,
      createdBy: v.userId,
    });
    if (conversationId) await addMembers(tx, conversationId, [v.userId], 'owner');
    const circle = await insertCircle(tx, {
      name: data.name,
      description: data.description,
      rules: sanitizeHtml(data.rules).trim(),
      visibility: data.visibility,
      topics: [...new Set(data.topics)],
      cover_key: (await coverOf(tx, v.userId, data.cover_upload_id)) ?? null,
      owner_user_id: v.userId,
      conversation_id: conversationId ?? null,
      member_count: 1,
      last_activity_at: now,
      created_at: now,
    });
    await insertMember(tx, {
      circle_id: circle.circle_id,
      user_id: v.userId,
      role: 'owner',
      status: 'active',
      joined_at: now,
    });
    await syncSearch(tx, 'circle', [circle.circle_id]);
    return toCircle((await circleRow(tx, circle.circle_id, v.userId))!, v.moderator);
  });
}

export function updateCircle(db: Db, scope: Scope, circleId: number, patch: TCirclePatch & { archived?: boolean }) {
  const v = viewerOf(scope);
  return withTenant(db, scope.tenantId, async (tx) => {
    const row = await managed(tx, v, circleId);
    const cover = await coverOf(tx, v.userId, patch.cover_upload_id);
    const changes: Partial<CircleValues> = {
      ...(patch.name !== undefined ? { name: patch.name } : {}),
      ...(patch.description !== undefined ? { description: patch.description } : {}),
      ...(patch.rules !== undefined ? { rules: sanitizeHtml(patch.rules).trim() } : {}),
      ...(patch.visibility !== undefined ? { visibility: patch.visibility } : {}),
      ...(patch.topics !== undefined ? { topics: [...new Set(patch.topics)] } : {}),
      ...(cover !== undefined ? { cover_key: cover } : {}),
      ...(patch.archived !== undefined ? { archived_at: patch.archived ? new Date().toISOString() : null } : {}),
    };
    if (!Object.keys(changes).length) throw badRequest('Invalid body: nothing to update');
    await updateCircleRow(tx, row.c.circle_id, { ...changes, updated_at: new Date().toISOString() });
    await syncSearch(tx, 'circle', [row.c.circle_id]);
    return toCircle((await circleRow(tx, circleId, v.userId))!, v.moderator);
  });
}

/**
 * Join a public circle, ask to join a private one (with a note; its moderators hear of it), or
 * accept an invitation (any circle). A hidden circle without an invitation is 404.
 */
export function joinCircle(
  db: Db,
  scope: Scope,
  circleId: number,
  note: string | undefined,
  clock: Clock = systemClock,
) {
  const v = viewerOf(scope);
  return withTenant(db, scope.tenantId, async (tx) => {
    const row = await visibleCircle(tx, v, circleId);
    const now = clock.now().toISOString();
    if (row.my_status === 'active') throw conflict('You are already a member of this circle.');
    if (row.my_status === 'requested') throw conflict('Your request to join is waiting for a moderator.');
    if (row.c.archived_at) throw forbidden('This circle is archived.');
    if (row.my_status === 'invited' || row.c.visibility === 'public') {
      if (row.my_status === 'invited') {
        await activateMember(tx, circleId, v.userId, now);
      } else {
        await insertMember(tx, {
          circle_id: circleId,
          user_id: v.userId,
          role: 'member',
          status: 'active',
          joined_at: now,
        });
      }
      await bumpMembers(tx, circleId, 1, now);
      await syncJoin(tx, row.c, v.userId);
    } else if (row.c.visibility === 'private') {
      await throttle(tx, `circle-request:${scope.tenantId}:${v.userId}`, REQUEST_LIMIT, clock);
      await insertMember(tx, {
        circle_id: circleId,
        user_id: v.userId,
        status: 'requested',
        request_note: note ?? null,
      });
      const who = (await peopleNames(tx, [v.userId]))[0]?.name ?? 'Someone';
      await notify(tx, {
        userIds: await managerIds(tx, circleId),
        type: 'circle_request',
        title: `${who} asks to join ${row.c.name}`,
        body: note ?? undefined,
        link: '/community/manage',
      });
    } else {
      throw notFound(NO_CIRCLE);
    }
    return toCircle((await circleRow(tx, circleId, v.userId))!, v.moderator);
  });
}

/** Leave, withdraw a request or decline an invitation. The owner hands the circle on first. */
export function leaveCircle(db: Db, scope: Scope, circleId: number, clock: Clock = systemClock) {
  const v = viewerOf(scope);
  return withTenant(db, scope.tenantId, async (tx) => {
    const row = await visibleCircle(tx, v, circleId);
    if (!row.my_status) throw notFound('You are not in this circle.');
    if (row.my_status === 'active' && row.my_role === 'owner') {
      throw conflict('Make another member the owner before you leave.');
    }
    await deleteMember(tx, circleId, v.userId);
    if (row.my_status === 'active') {
      await bumpMembers(tx, circleId, -1, clock.now().toISOString());
      await syncLeave(tx, row.c.conversation_id, v.userId);
    }
    const after = await circleRow(tx, circleId, v.userId);
    if (!after || (after.c.visibility === 'hidden' && !v.moderator)) return null;
    return toCircle(after, v.moderator);
  });
}

/** Approve (the person becomes a member, and hears of it) or decline a request to join. */
export function decideRequest(
  db: Db,
  scope: Scope,
  circleId: number,
  userId: number,
  approve: boolean,
  clock = systemClock,
) {
  const v = viewerOf(scope);
  return withTenant(db, scope.tenantId, async (tx) => {
    const row = await managed(tx, v, circleId);
    const m = await membership(tx, circleId, userId);
    if (m?.status !== 'requested') throw notFound('No such request.');
    const now = clock.now().toISOString();
    if (approve) {
      await activateMember(tx, circleId, userId, now);
      await bumpMembers(tx, circleId, 1, now);
      await syncJoin(tx, row.c, userId);
      await notify(tx, {
        userIds: [userId],
        type: 'circle_approved',
        title: `You are now a member of ${row.c.name}`,
        link: link(circleId),
      });
    } else {
      await deleteMember(tx, circleId, userId);
    }
    return toCircle((await circleRow(tx, circleId, v.userId))!, v.moderator);
  });
}

export function inviteToCircle(db: Db, scope: Scope, circleId: number, userIds: number[], clock: Clock = systemClock) {
  const v = viewerOf(scope);
  return withTenant(db, scope.tenantId, async (tx) => {
    const row = await managed(tx, v, circleId);
    await throttle(tx, `circle-invite:${scope.tenantId}:${v.userId}`, INVITE_LIMIT, clock);
    const people = await peopleNames(tx, userIds);
    if (people.length !== new Set(userIds).size) {
      throw badRequest('Invalid body.user_ids: someone is not a member of this community', [
        { path: 'body.user_ids', message: 'someone is not a member of this community' },
      ]);
    }
    const added = await inviteMembers(
      tx,
      circleId,
      people.map((p) => p.user_id),
      v.userId,
    );
    const by = (await peopleNames(tx, [v.userId]))[0]?.name ?? 'Someone';
    if (added.length) {
      await notify(tx, {
        userIds: added,
        type: 'circle_invite',
        title: `${by} invited you to ${row.c.name}`,
        body: row.c.description.slice(0, 200) || undefined,
        link: link(circleId),
      });
    }
    return { invited: added.length };
  });
}

/**
 * Roles: the owner makes members moderators (or back), and hands ownership on ('owner': the old
 * owner becomes a moderator). Community moderators may do the same.
 */
export function changeRole(
  db: Db,
  scope: Scope,
  circleId: number,
  userId: number,
  role: 'owner' | 'moderator' | 'member',
) {
  const v = viewerOf(scope);
  return withTenant(db, scope.tenantId, async (tx) => {
    const row = await visibleCircle(tx, v, circleId);
    const isOwner = row.my_status === 'active' && row.my_role === 'owner';
    if (!isOwner && !v.moderator) throw forbidden('Only the circle’s owner may change roles.');
    const m = await membership(tx, circleId, userId);
    if (m?.status !== 'active') throw notFound('This person is not a member of the circle.');
    if (m.role === 'owner') throw conflict('Hand ownership to another member instead.');
    if (role === 'owner') {
      await setMemberRole(tx, circleId, row.c.owner_user_id, 'moderator');
      await setMemberRole(tx, circleId, userId, 'owner');
      await updateCircleRow(tx, circleId, { owner_user_id: userId });
    } else {
      await setMemberRole(tx, circleId, userId, role);
    }
    return toCircle((await circleRow(tx, circleId, v.userId))!, v.moderator);
  });
}

/** Removes a member or withdraws an invitation (a moderator may not remove the owner or another moderator). */
export function removeMember(db: Db, scope: Scope, circleId: number, userId: number, clock = systemClock) {
  const v = viewerOf(scope);
  return withTenant(db, scope.tenantId, async (tx) => {
    const row = await managed(tx, v, circleId);
    const m = await membership(tx, circleId, userId);
    if (!m) throw notFound('This person is not in the circle.');
    if (m.role === 'owner') throw conflict('The owner cannot be removed.');
    if (m.role === 'moderator' && row.my_role !== 'owner' && !v.moderator) {
      throw forbidden('Only the owner may remove a moderator.');
    }
    await deleteMember(tx, circleId, userId);
    if (m.status === 'active') {
      await bumpMembers(tx, circleId, -1, clock.now().toISOString());
      await syncLeave(tx, row.c.conversation_id, userId);
    }
  });
}

/** Active members for whoever may read the circle; requests and invitations for its managers. */
export function listMembers(
  db: Db,
  scope: Scope,
  circleId: number,
  q: { status: 'active' | 'requested' | 'invited'; after?: number | undefined; limit: number },
): Promise<TCircleMemberList> {
  const v = viewerOf(scope);
  return withTenant(db, scope.tenantId, async (tx) => {
    const row = await visibleCircle(tx, v, circleId);
    if (q.status !== 'active' && !isManager(row) && !v.moderator) {
      throw forbidden('Only the circle’s owner and moderators see requests and invitations.');
    }
    if (q.status === 'active' && row.c.visibility !== 'public' && row.my_status !== 'active' && !v.moderator) {
      throw forbidden('Join the circle to see its members.');
    }
    const rows = await memberRows(tx, circleId, q);
    return {
      items: rows.map((r) => ({
        user_id: r.m.user_id,
        name: r.name,
        role: r.m.role,
        status: r.m.status,
        request_note: isManager(row) || v.moderator ? r.m.request_note : null,
        created_at: iso(r.m.created_at)!,
        joined_at: iso(r.m.joined_at),
      })),
      next: rows.length === q.limit ? rows[rows.length - 1]!.m.circle_member_id : null,
    };
  });
}

/** A circle's posts: pinned first on the first page; a private circle's only to its members (403). */
export function listCirclePosts(
  db: Db,
  scope: Scope,
  circleId: number,
  q: { before?: number | undefined; limit: number },
  clock: Clock = systemClock,
): Promise<{ items: TPost[]; pinned: TPost[]; next: number | null }> {
  const v = viewerOf(scope);
  return withTenant(db, scope.tenantId, async (tx) => {
    const row = await visibleCircle(tx, v, circleId);
    if (row.c.visibility !== 'public' && row.my_status !== 'active' && !v.moderator) {
      throw forbidden('Join the circle to read its posts.');
    }
    return circlePosts(tx, { ...v, moderator: v.moderator || isManager(row) }, circleId, q, clock);
  });
}
