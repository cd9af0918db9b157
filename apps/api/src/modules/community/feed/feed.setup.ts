import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db/client.ts';
import { circles, posts } from '../../../db/schema/community.ts';
import { postComments, postReactions, postSaves } from '../../../db/schema/community-feed.ts';
import { type PersonalDataSource, registerPersonalData } from '../../../lib/personal-data.ts';
import { registerUploadPurpose } from '../../uploads/index.ts';
import { type ModerationTarget, registerModerationTarget } from '../moderation/targets.ts';
import { feedRealtimePlugin } from './feed.events.ts';
import { readableCircleSql } from './feed.repository.ts';
import { postLink } from './posts.service.ts';

/**
 * What the feed capability plugs into the platform (called once from modules/community setup):
 * its moderation targets (post, comment, circle), its personal data (comments, reactions,
 * saves; @mentions of an erased person in others' posts), the 'community' upload purpose (post
 * images and circle covers) and its live delivery.
 */

const short = (text: string) => (text.length > 280 ? `${text.slice(0, 277)}…` : text);

async function canRead(tx: Db, circleId: number | null, viewerId: number): Promise<boolean> {
  if (!circleId) return true;
  const r = (await tx.execute(
    sql`select ${readableCircleSql({ userId: viewerId, moderator: false }, sql`${circleId}::int`)} as ok`,
  )) as unknown as { rows: { ok: boolean }[] };
  return Boolean(r.rows[0]?.ok);
}

/** The targets are module constants: registering the same object again (another app in the process) is ignored. */
const POST_TARGET: ModerationTarget = {
  kind: 'post',
  describe: async (tx, id, viewerId) => {
    const [p] = await tx.select().from(posts).where(eq(posts.post_id, id));
    if (!p || p.deleted_at || !(await canRead(tx, p.circle_id, viewerId))) return null;
    return {
      authorId: p.author_id,
      circleId: p.circle_id,
      excerpt: short(p.body_text),
      link: postLink(p),
      hidden: p.hidden_at !== null,
    };
  },
  setHidden: async (tx, id, hidden, at) => {
    await tx
      .update(posts)
      .set({ hidden_at: hidden ? at : null })
      .where(eq(posts.post_id, id));
  },
};

const COMMENT_TARGET: ModerationTarget = {
  kind: 'comment',
  describe: async (tx, id, viewerId) => {
    const [row] = await tx
      .select({ c: postComments, circle_id: posts.circle_id, post_deleted: posts.deleted_at })
      .from(postComments)
      .innerJoin(posts, eq(posts.post_id, postComments.post_id))
      .where(eq(postComments.comment_id, id));
    if (!row || row.c.deleted_at || row.post_deleted || !(await canRead(tx, row.circle_id, viewerId))) return null;
    return {
      authorId: row.c.author_id,
      circleId: row.circle_id,
      excerpt: short(row.c.body),
      link: `${postLink({ post_id: row.c.post_id, circle_id: row.circle_id })}`,
      hidden: row.c.hidden_at !== null,
    };
  },
  setHidden: async (tx, id, hidden, at) => {
    await tx
      .update(postComments)
      .set({ hidden_at: hidden ? at : null })
      .where(eq(postComments.comment_id, id));
  },
};

const CIRCLE_TARGET: ModerationTarget = {
  kind: 'circle',
  describe: async (tx, id, viewerId) => {
    const [c] = await tx.select().from(circles).where(eq(circles.circle_id, id));
    if (!c) return null;
    if (c.visibility === 'hidden' && !(await canRead(tx, c.circle_id, viewerId))) return null;
    return {
      authorId: c.owner_user_id,
      circleId: c.circle_id,
      excerpt: short(`${c.name}: ${c.description}`),
      link: `/community-group/${c.circle_id}`,
      hidden: c.hidden_at !== null,
    };
  },
  setHidden: async (tx, id, hidden, at) => {
    await tx
      .update(circles)
      .set({ hidden_at: hidden ? at : null })
      .where(eq(circles.circle_id, id));
  },
};

function registerTargets(): void {
  for (const target of [POST_TARGET, COMMENT_TARGET, CIRCLE_TARGET]) registerModerationTarget(target);
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Comments, reactions and saves: exported, then erased (counts kept right); mentions of them anonymised. */
const FEED_DATA: PersonalDataSource = {
  name: 'community-feed',
  tables: ['post_comments', 'post_reactions', 'post_saves'],
  scope: 'tenant',
  // before the posts entry deletes the person's own posts
  order: 90,
  export: async (tx, userId) => ({
    comments: await tx.select().from(postComments).where(eq(postComments.author_id, userId)),
    reactions: await tx.select().from(postReactions).where(eq(postReactions.user_id, userId)),
    saves: await tx.select().from(postSaves).where(eq(postSaves.user_id, userId)),
  }),
  erase: async (tx, userId, ctx) => {
    const reacted = await tx
      .delete(postReactions)
      .where(eq(postReactions.user_id, userId))
      .returning({ post_id: postReactions.post_id });
    if (reacted.length) {
      await tx
        .update(posts)
        .set({ reaction_count: sql`greatest(${posts.reaction_count} - 1, 0)` })
        .where(
          inArray(
            posts.post_id,
            reacted.map((r) => r.post_id),
          ),
        );
    }
    await tx.delete(postSaves).where(eq(postSaves.user_id, userId));
    const removed = await tx
      .delete(postComments)
      .where(eq(postComments.author_id, userId))
      .returning({ post_id: postComments.post_id, deleted_at: postComments.deleted_at });
    const counts = new Map<number, number>();
    for (const r of removed) if (!r.deleted_at) counts.set(r.post_id, (counts.get(r.post_id) ?? 0) + 1);
    for (const [postId, n] of counts) {
      await tx
        .update(posts)
        .set({ comment_count: sql`greatest(${posts.comment_count} - ${n}, 0)` })
        .where(eq(posts.post_id, postId));
    }
    // "@Their Name" in what others wrote reads "@Former member"
    const { firstName, lastName, username } = ctx.person;
    const names = [[firstName, lastName].filter(Boolean).join(' ').trim(), username].filter((n) => n.length > 0);
    const anon = `@${ctx.anonymousName}`;
    for (const name of names) {
      const at = `@${name}`;
      const like = `%${escapeLike(at)}%`;
      await tx
        .update(posts)
        .set({
          body_html: sql`replace(${posts.body_html}, ${at}, ${anon})`,
          body_text: sql`replace(${posts.body_text}, ${at}, ${anon})`,
        })
        .where(or(sql`${posts.body_html} like ${like}`, sql`${posts.body_text} like ${like}`));
      await tx
        .update(postComments)
        .set({ body: sql`replace(${postComments.body}, ${at}, ${anon})` })
        .where(sql`${postComments.body} like ${like}`);
    }
    await tx
      .update(posts)
      .set({
        mentions: sql`coalesce((select jsonb_agg(m) from jsonb_array_elements(${posts.mentions}) m where m <> to_jsonb(${userId}::int)), '[]'::jsonb)`,
      })
      .where(sql`${posts.mentions} @> to_jsonb(array[${userId}::int])`);
    await tx
      .update(postComments)
      .set({ mentions: sql`array_remove(${postComments.mentions}, ${userId}::int)` })
      .where(and(sql`${userId}::int = any(${postComments.mentions})`));
  },
};

export async function setupFeed(app: FastifyInstance, db: Db): Promise<void> {
  registerTargets();
  registerPersonalData(FEED_DATA);
  registerUploadPurpose('community', {
    contentTypes: {
      allowed: ['image/png', 'image/jpeg', 'image/webp'],
      refused: 'Only PNG, JPEG or WebP images can be added to a post or a circle',
    },
    // post images and circle covers: shown to the people who see the post or circle (the tenant's members)
    mayRead: () => true,
  });
  await app.register(feedRealtimePlugin, { db });
}
