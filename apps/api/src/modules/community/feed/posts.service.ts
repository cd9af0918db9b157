import { hasPermission } from '@ankur/shared/access';
import { EDIT_WINDOW_MINUTES, POST_MAX_CHARS } from '@ankur/shared/schemas/community';
import {
  extractTopics,
  type TPost,
  type TPostInput,
  type TPostPage,
  type TPostPatch,
  type TReactionKind,
  type TShareInput,
} from '@ankur/shared/schemas/community-feed';
import type { Db } from '../../../db/client.ts';
import { withTenant } from '../../../db/tenant.ts';
import { type Clock, systemClock } from '../../../lib/clock.ts';
import { badRequest, forbidden, notFound } from '../../../lib/errors.ts';
import { sanitizeHtml } from '../../../lib/sanitize-html.ts';
import type { Scope } from '../../../lib/scope.ts';
import { notify } from '../../notifications/index.ts';
import { syncSearch } from '../../search/index.ts';
import { uploadUrl } from '../../uploads/index.ts';
import { assertMayWrite } from '../moderation/posting-limits.ts';
import { emitNewPost } from './feed.events.ts';
import {
  authorPage,
  circlePage,
  everyonePage,
  followingPage,
  hydrate,
  savedPage,
  type Viewer,
} from './feed.repository.ts';
import {
  audienceOf,
  blockedAmong,
  circleWithMembership,
  countCirclePost,
  findPost,
  insertPost,
  isOrganisationAdmin,
  ownImages,
  type PostRecord,
  peopleNames,
  setReaction,
  setSaved,
  uncountCirclePost,
  updatePost,
} from './posts.repository.ts';

/**
 * Posts (issue 21): written in the main community or a circle the author is an active member of,
 * optionally as an organisation they administer; sanitised rich text, up to four images of the
 * upload store, a link, #topics and @mentions. Edited within EDIT_WINDOW_MINUTES, deleted softly.
 */

export const NO_POST = 'No such post.';
export const COMMUNITY_MENU = 'Community Circle';

export const isCommunityModerator = (scope: Scope) => hasPermission(scope.actor.privileges, COMMUNITY_MENU, 'delete');
export const viewerOf = (scope: Scope): Viewer => ({
  userId: scope.actor.userId,
  moderator: isCommunityModerator(scope),
});

/** The plain text of sanitised HTML (entities of the sanitiser's output decoded). */
export function plainText(html: string): string {
  return html
    .replace(/<(br|\/p|\/li|\/h[1-6]|\/blockquote)[^>]*>/gi, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/[ \t]+/g, ' ')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** Sanitised HTML and its text; 400 naming body_html when too long. */
function bodyOf(html: string): { html: string; text: string } {
  const clean = sanitizeHtml(html).trim();
  const text = plainText(clean);
  if (text.length > POST_MAX_CHARS) {
    throw badRequest(`Invalid body.body_html: at most ${POST_MAX_CHARS} characters`, [
      { path: 'body.body_html', message: `at most ${POST_MAX_CHARS} characters` },
    ]);
  }
  return { html: clean, text };
}

/** The picked people whose "@Name" is in the text (not the author). */
export async function mentionedIn(tx: Db, authorId: number, text: string, picked: number[]): Promise<number[]> {
  const people = await peopleNames(
    tx,
    picked.filter((id) => id !== authorId),
  );
  return people.filter((p) => text.includes(`@${p.name}`)).map((p) => p.user_id);
}

/** Notifies people (not the actor, not anyone blocked either way) of something the actor wrote. */
export async function notifyPeople(
  tx: Db,
  actorId: number,
  userIds: number[],
  n: { type: 'mention' | 'post_comment' | 'comment_reply'; title: string; body: string; link: string },
): Promise<void> {
  const others = [...new Set(userIds)].filter((id) => id !== actorId);
  const blocked = await blockedAmong(tx, actorId, others);
  const to = others.filter((id) => !blocked.has(id));
  if (to.length) await notify(tx, { userIds: to, ...n });
}

const excerpt = (text: string) => (text.length > 140 ? `${text.slice(0, 137)}…` : text);
export const postLink = (p: { post_id: number; circle_id: number | null }) =>
  p.circle_id ? `/community-group/${p.circle_id}#post-${p.post_id}` : `/community?post=${p.post_id}`;

async function authorName(tx: Db, userId: number): Promise<string> {
  return (await peopleNames(tx, [userId]))[0]?.name ?? 'Someone';
}

/**
 * The post as the viewer may see it, or 404: live; hidden only to its author and moderators; in a
 * circle the viewer may read; not by someone blocked either way.
 */
export async function readablePost(tx: Db, v: Viewer, postId: number): Promise<PostRecord> {
  const post = await findPost(tx, postId);
  if (!post || post.deleted_at) throw notFound(NO_POST);
  if (post.hidden_at && post.author_id !== v.userId && !v.moderator) throw notFound(NO_POST);
  if (post.author_id !== v.userId && (await blockedAmong(tx, v.userId, [post.author_id])).size) throw notFound(NO_POST);
  if (post.circle_id && !v.moderator) {
    const c = await circleWithMembership(tx, post.circle_id, v.userId);
    if (!c || (c.visibility !== 'public' && c.status !== 'active')) throw notFound(NO_POST);
  }
  return post;
}

/** The circle a member writes in: 404 when not visible, 403 when not an active member or archived. */
async function writableCircle(tx: Db, v: Viewer, circleId: number) {
  const c = await circleWithMembership(tx, circleId, v.userId);
  if (!c || (c.visibility === 'hidden' && !c.status && !v.moderator)) throw notFound('No such circle.');
  if (c.status !== 'active') throw forbidden('Join the circle to post in it.');
  if (c.archived_at) throw forbidden('This circle is archived: nothing new can be posted in it.');
  return c;
}

async function present(tx: Db, v: Viewer, ids: number[], clock: Clock): Promise<TPost[]> {
  return hydrate(tx, v, ids, clock.now(), EDIT_WINDOW_MINUTES);
}

async function page(tx: Db, v: Viewer, ids: number[], limit: number, clock: Clock): Promise<TPostPage> {
  const items = await present(tx, v, ids, clock);
  return { items, next: ids.length === limit ? ids[ids.length - 1]! : null };
}

export function listFeed(
  db: Db,
  scope: Scope,
  q: { tab: 'following' | 'everyone'; before?: number | undefined; after?: number | undefined; limit: number },
  clock: Clock = systemClock,
): Promise<TPostPage> {
  const v = viewerOf(scope);
  return withTenant(db, scope.tenantId, async (tx) => {
    const ids = q.tab === 'everyone' ? await everyonePage(tx, v, q) : await followingPage(tx, v, q);
    return page(tx, v, ids, q.limit, clock);
  });
}

export function listMine(db: Db, scope: Scope, q: { before?: number | undefined; limit: number }, clock = systemClock) {
  const v = viewerOf(scope);
  return withTenant(db, scope.tenantId, async (tx) =>
    page(tx, v, await authorPage(tx, v, v.userId, q), q.limit, clock),
  );
}

export function listSaved(
  db: Db,
  scope: Scope,
  q: { before?: number | undefined; limit: number },
  clock = systemClock,
) {
  const v = viewerOf(scope);
  return withTenant(db, scope.tenantId, async (tx) => page(tx, v, await savedPage(tx, v, q), q.limit, clock));
}

/** A circle's posts for a viewer who may read them (the circles service checks); pinned ones first on page one. */
export async function circlePosts(
  tx: Db,
  v: Viewer,
  circleId: number,
  q: { before?: number | undefined; limit: number },
  clock: Clock,
): Promise<TPostPage & { pinned: TPost[] }> {
  const pinned = q.before
    ? []
    : await present(tx, v, await circlePage(tx, v, circleId, { limit: 10, pinned: true }), clock);
  const ids = await circlePage(tx, v, circleId, { ...q, pinned: false });
  return { pinned, ...(await page(tx, v, ids, q.limit, clock)) };
}

export function getPost(db: Db, scope: Scope, postId: number, clock: Clock = systemClock): Promise<TPost> {
  const v = viewerOf(scope);
  return withTenant(db, scope.tenantId, async (tx) => {
    await readablePost(tx, v, postId);
    return (await present(tx, v, [postId], clock))[0]!;
  });
}

async function imagesOf(tx: Db, userId: number, input: { upload_id: number; alt: string }[]) {
  const found = new Map(
    (
      await ownImages(
        tx,
        userId,
        input.map((i) => i.upload_id),
      )
    ).map((u) => [u.upload_id, u]),
  );
  return input.map((img, i) => {
    const u = found.get(img.upload_id);
    if (!u) {
      throw badRequest(`Invalid body.images.${i}.upload_id: not an image you uploaded for the community`, [
        { path: `body.images.${i}.upload_id`, message: 'not an image you uploaded for the community' },
      ]);
    }
    return { upload_id: u.upload_id, url: uploadUrl(u.public_id, u.file_name), alt: img.alt };
  });
}

/** After a post is written: circle counters, mentions notified, the live event to its audience. */
async function announce(tx: Db, scope: Scope, post: PostRecord, mentioned: number[]) {
  if (post.circle_id) {
    await countCirclePost(tx, post.circle_id, post.created_at);
  }
  if (mentioned.length) {
    const name = await authorName(tx, post.author_id);
    await notifyPeople(tx, post.author_id, mentioned, {
      type: 'mention',
      title: `${name} mentioned you in a post`,
      body: excerpt(post.body_text),
      link: postLink(post),
    });
  }
  emitNewPost(scope.tenantId, await audienceOf(tx, post), {
    post_id: post.post_id,
    author_id: post.author_id,
    circle_id: post.circle_id,
  });
}

export function createPost(db: Db, scope: Scope, input: TPostInput, clock: Clock = systemClock): Promise<TPost> {
  const v = viewerOf(scope);
  return withTenant(db, scope.tenantId, async (tx) => {
    const body = bodyOf(input.body_html);
    const images = input.images ?? [];
    if (!body.text && !images.length && !input.link_url) {
      throw badRequest('Invalid body.body_html: write something, or add an image or a link', [
        { path: 'body.body_html', message: 'write something, or add an image or a link' },
      ]);
    }
    if (input.circle_id) await writableCircle(tx, v, input.circle_id);
    if (input.organisation_id && !(await isOrganisationAdmin(tx, input.organisation_id, v.userId))) {
      throw forbidden('Only an administrator of the organisation may post as it.');
    }
    await assertMayWrite(tx, scope, { kind: 'post', text: `${body.html} ${input.link_url ?? ''}` }, clock);
    const mentioned = await mentionedIn(tx, v.userId, body.text, input.mentions ?? []);
    const post = await insertPost(tx, {
      author_id: v.userId,
      circle_id: input.circle_id ?? null,
      organisation_id: input.organisation_id ?? null,
      body_html: body.html,
      body_text: body.text,
      topics: extractTopics(body.text),
      mentions: mentioned,
      images: await imagesOf(tx, v.userId, images),
      link_url: input.link_url ?? null,
      created_at: clock.now().toISOString(),
    });
    await syncSearch(tx, 'post', [post.post_id]);
    await announce(tx, scope, post, mentioned);
    return (await present(tx, v, [post.post_id], clock))[0]!;
  });
}

/** The author's own live post, or 404 (403 when someone else's they may see). */
async function ownPost(tx: Db, v: Viewer, postId: number): Promise<PostRecord> {
  const post = await readablePost(tx, v, postId);
  if (post.author_id !== v.userId) throw forbidden('Only its author may change a post.');
  return post;
}

export function editPost(db: Db, scope: Scope, postId: number, patch: TPostPatch, clock: Clock = systemClock) {
  const v = viewerOf(scope);
  return withTenant(db, scope.tenantId, async (tx) => {
    const post = await ownPost(tx, v, postId);
    const now = clock.now();
    if (now.getTime() - new Date(post.created_at).getTime() > EDIT_WINDOW_MINUTES * 60_000) {
      throw forbidden(`A post may be edited for ${EDIT_WINDOW_MINUTES} minutes after it was written.`);
    }
    const body = bodyOf(patch.body_html);
    if (!body.text && !post.images.length && !(patch.link_url ?? post.link_url) && !post.shared_post_id) {
      throw badRequest('Invalid body.body_html: must not be empty', [
        { path: 'body.body_html', message: 'must not be empty' },
      ]);
    }
    const mentioned = await mentionedIn(tx, v.userId, body.text, [...(patch.mentions ?? []), ...post.mentions]);
    // mentions notify once, when first written: only the new ones
    const fresh = mentioned.filter((id) => !post.mentions.includes(id));
    const row = await updatePost(tx, postId, {
      body_html: body.html,
      body_text: body.text,
      topics: extractTopics(body.text),
      mentions: [...new Set([...post.mentions, ...mentioned])],
      ...(patch.link_url !== undefined ? { link_url: patch.link_url } : {}),
      edited_at: now.toISOString(),
    });
    await syncSearch(tx, 'post', [postId]);
    if (fresh.length) {
      await notifyPeople(tx, v.userId, fresh, {
        type: 'mention',
        title: `${await authorName(tx, v.userId)} mentioned you in a post`,
        body: excerpt(row.body_text),
        link: postLink(row),
      });
    }
    return (await present(tx, v, [postId], clock))[0]!;
  });
}

/** Soft delete: its author, the circle's owner and moderators, or a community moderator. */
export function deletePost(db: Db, scope: Scope, postId: number, clock: Clock = systemClock): Promise<void> {
  const v = viewerOf(scope);
  return withTenant(db, scope.tenantId, async (tx) => {
    const post = await readablePost(tx, v, postId);
    let allowed = post.author_id === v.userId || v.moderator;
    if (!allowed && post.circle_id) {
      const c = await circleWithMembership(tx, post.circle_id, v.userId);
      allowed = c?.status === 'active' && (c.role === 'owner' || c.role === 'moderator');
    }
    if (!allowed) throw forbidden('Only its author or a moderator may delete a post.');
    await updatePost(tx, postId, { deleted_at: clock.now().toISOString(), pinned_at: null });
    await syncSearch(tx, 'post', [postId]);
    if (post.circle_id) {
      await uncountCirclePost(tx, post.circle_id);
    }
  });
}

/** Shares a post the viewer may read, to the main community or a circle they are in (a new post). */
export function sharePost(db: Db, scope: Scope, postId: number, input: TShareInput, clock: Clock = systemClock) {
  const v = viewerOf(scope);
  return withTenant(db, scope.tenantId, async (tx) => {
    const original = await readablePost(tx, v, postId);
    if (original.hidden_at) throw notFound(NO_POST);
    const root = original.shared_post_id ?? original.post_id;
    if (input.circle_id) await writableCircle(tx, v, input.circle_id);
    const body = bodyOf(input.body_html ?? '');
    await assertMayWrite(tx, scope, { kind: 'post', text: body.html }, clock);
    const post = await insertPost(tx, {
      author_id: v.userId,
      circle_id: input.circle_id ?? null,
      body_html: body.html,
      body_text: body.text,
      topics: extractTopics(body.text),
      shared_post_id: root,
      created_at: clock.now().toISOString(),
    });
    await syncSearch(tx, 'post', [post.post_id]);
    await announce(tx, scope, post, []);
    return (await present(tx, v, [post.post_id], clock))[0]!;
  });
}

/** Sets (or with null removes) the viewer's one reaction; reaction_count kept on the post. */
export function react(db: Db, scope: Scope, postId: number, kind: TReactionKind | null) {
  const v = viewerOf(scope);
  return withTenant(db, scope.tenantId, async (tx) => {
    await readablePost(tx, v, postId);
    return { reaction_count: await setReaction(tx, postId, v.userId, kind), my_reaction: kind };
  });
}

export function savePost(db: Db, scope: Scope, postId: number, saved: boolean) {
  const v = viewerOf(scope);
  return withTenant(db, scope.tenantId, async (tx) => {
    await readablePost(tx, v, postId);
    await setSaved(tx, postId, v.userId, saved);
    return { saved };
  });
}

/** Pins or unpins a circle's post: the circle's owner and moderators, or a community moderator. */
export function pinPost(db: Db, scope: Scope, postId: number, pinned: boolean, clock: Clock = systemClock) {
  const v = viewerOf(scope);
  return withTenant(db, scope.tenantId, async (tx) => {
    const post = await readablePost(tx, v, postId);
    if (!post.circle_id) throw badRequest('Only posts in a circle can be pinned.');
    const c = await circleWithMembership(tx, post.circle_id, v.userId);
    const manager = v.moderator || (c?.status === 'active' && (c.role === 'owner' || c.role === 'moderator'));
    if (!manager) throw forbidden('Only the circle’s owner and moderators may pin posts.');
    await updatePost(tx, postId, { pinned_at: pinned ? clock.now().toISOString() : null });
    return (await present(tx, v, [postId], clock))[0]!;
  });
}
