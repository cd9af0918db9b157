import {
  COMMENT_LIMIT,
  INNOVATION_ERRORS,
  type TCommentInput,
  type TIdeaComment,
  type TShareCandidates,
  type TShareInput,
  ZCommentInput,
} from '@ankur/shared/schemas/innovation';
import type { Db } from '../../db/client.ts';
import { withTenant } from '../../db/tenant.ts';
import type { Clock } from '../../lib/clock.ts';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors.ts';
import type { Scope } from '../../lib/scope.ts';
import { hit, tooMany } from '../../lib/throttle.ts';
import { notify } from '../notifications/index.ts';
import {
  circleMemberIds,
  circleName,
  deleteComment,
  deleteShare,
  findComment,
  findPeople,
  findShare,
  insertComment,
  insertShare,
  isActiveCircleMember,
  isTenantPerson,
  listComments,
  listShares,
  myCircleList,
} from './ideas.repository.ts';
import { ownedIdea, readableIdea } from './ideas.service.ts';

/**
 * Sharing and comments (issue 24): the owner shares an idea with a person of the tenant (a mentor)
 * or a circle they belong to, and unshares; those it is shared with read it and comment on a block
 * or on the whole (on the current version). The owner hears of each comment, a mentor of the share
 * (notify). Comments are rate-limited per person; the owner may delete any comment on their idea,
 * an author their own.
 */
const ideaLink = (ideaId: number) => `/innovation-workspace?idea=${ideaId}`;

export const shareCandidates = (db: Db, scope: Scope, q: string): Promise<TShareCandidates> =>
  withTenant(db, scope.tenantId, async (tx) => ({
    people: q ? await findPeople(tx, q, scope.actor.userId, scope.platform, scope.tenantId) : [],
    circles: await myCircleList(tx, scope.actor.userId),
  }));

export async function shareIdea(db: Db, scope: Scope, ideaId: number, input: TShareInput) {
  return withTenant(db, scope.tenantId, async (tx) => {
    const idea = await ownedIdea(tx, scope, ideaId);
    const me = scope.actor.userId;
    if ('user_id' in input) {
      if (input.user_id === me) throw badRequest(`user_id: ${INNOVATION_ERRORS.shareSelf}`);
      if (!(await isTenantPerson(tx, input.user_id, scope.platform, scope.tenantId))) {
        throw badRequest(`user_id: ${INNOVATION_ERRORS.noPerson}`);
      }
      if (await findShare(tx, ideaId, { user_id: input.user_id })) throw conflict(INNOVATION_ERRORS.alreadyShared);
      await insertShare(tx, { idea_id: ideaId, user_id: input.user_id, shared_by: me });
      await notify(tx, {
        userIds: [input.user_id],
        type: 'idea',
        title: `An idea was shared with you for your comments: ${idea.title}`,
        link: ideaLink(ideaId),
      });
    } else {
      if (!(await isActiveCircleMember(tx, me, input.circle_id))) {
        throw badRequest(`circle_id: ${INNOVATION_ERRORS.notCircleMember}`);
      }
      if (await findShare(tx, ideaId, { circle_id: input.circle_id })) {
        throw conflict(INNOVATION_ERRORS.alreadyShared);
      }
      await insertShare(tx, { idea_id: ideaId, circle_id: input.circle_id, shared_by: me });
      const name = (await circleName(tx, input.circle_id)) ?? '';
      await notify(tx, {
        userIds: (await circleMemberIds(tx, input.circle_id)).filter((id) => id !== me),
        type: 'idea',
        title: `An idea was shared with ${name} for comments: ${idea.title}`,
        link: ideaLink(ideaId),
      });
    }
    return listShares(tx, ideaId);
  });
}

export async function unshareIdea(db: Db, scope: Scope, ideaId: number, shareId: number) {
  return withTenant(db, scope.tenantId, async (tx) => {
    await ownedIdea(tx, scope, ideaId);
    if (!(await deleteShare(tx, ideaId, shareId))) throw notFound('No such share of this idea.');
    return listShares(tx, ideaId);
  });
}

export const getComments = (db: Db, scope: Scope, ideaId: number): Promise<TIdeaComment[]> =>
  withTenant(db, scope.tenantId, async (tx) => {
    const idea = await readableIdea(tx, scope, ideaId);
    return listComments(tx, ideaId, scope.actor.userId, idea.owner.user_id);
  });

export async function addComment(db: Db, scope: Scope, ideaId: number, input: TCommentInput, clock: Clock) {
  const v = ZCommentInput.parse(input);
  return withTenant(db, scope.tenantId, async (tx) => {
    const idea = await readableIdea(tx, scope, ideaId);
    const me = scope.actor.userId;
    const attempt = await hit(tx, `idea-comment:${scope.tenantId}:${me}`, COMMENT_LIMIT, clock);
    if (!attempt.allowed) throw tooMany(attempt.retryAfterSec);
    await insertComment(tx, { idea_id: ideaId, version: idea.version, block: v.block, author_id: me, body: v.body });
    if (idea.owner.user_id !== me) {
      await notify(tx, {
        userIds: [idea.owner.user_id],
        type: 'idea',
        title: `New comment on your idea ${idea.title}`,
        body: v.body.slice(0, 200),
        link: ideaLink(ideaId),
      });
    }
    return listComments(tx, ideaId, me, idea.owner.user_id);
  });
}

export async function removeComment(db: Db, scope: Scope, ideaId: number, commentId: number) {
  return withTenant(db, scope.tenantId, async (tx) => {
    const idea = await readableIdea(tx, scope, ideaId);
    const me = scope.actor.userId;
    const comment = await findComment(tx, ideaId, commentId);
    if (!comment) throw notFound('No such comment on this idea.');
    if (comment.author_id !== me && idea.owner.user_id !== me) {
      throw forbidden('Only the comment’s author or the idea’s owner may delete it.');
    }
    await deleteComment(tx, commentId);
    return listComments(tx, ideaId, me, idea.owner.user_id);
  });
}
