import { and, eq, inArray, or, sql } from 'drizzle-orm';
import { posts } from '../../../db/schema/community.ts';
import { postComments, postReactions, postSaves } from '../../../db/schema/community-feed.ts';
import { type PersonalDataSource, registerPersonalData } from '../../../lib/personal-data.ts';

/**
 * The feed's personal data (decision 35's registry): a person's comments, reactions and saves are
 * exported, then erased (the posts' counts kept right); @mentions of them in what others wrote
 * are anonymised.
 */

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

export function registerFeedPersonalData(): void {
  registerPersonalData(FEED_DATA);
}
