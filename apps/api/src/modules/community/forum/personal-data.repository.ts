import { eq } from 'drizzle-orm';
import { forumReplies, forumThreads, forumVotes } from '../../../db/schema/community-forum.ts';
import { type PersonalDataSource, registerPersonalData } from '../../../lib/personal-data.ts';

/**
 * The forum's personal data (decision 35's registry): a person's threads, replies and votes are
 * exported, then deleted on erasure, like their posts (a thread goes with its replies). Categories
 * hold nobody's data.
 */
const FORUM: PersonalDataSource = {
  name: 'community-forum',
  tables: ['forum_threads', 'forum_replies', 'forum_votes'],
  scope: 'tenant',
  export: async (tx, userId) => ({
    threads: await tx.select().from(forumThreads).where(eq(forumThreads.author_id, userId)),
    replies: await tx.select().from(forumReplies).where(eq(forumReplies.author_id, userId)),
    votes: await tx.select().from(forumVotes).where(eq(forumVotes.user_id, userId)),
  }),
  erase: async (tx, userId) => {
    await tx.delete(forumVotes).where(eq(forumVotes.user_id, userId));
    await tx.delete(forumReplies).where(eq(forumReplies.author_id, userId));
    await tx.delete(forumThreads).where(eq(forumThreads.author_id, userId));
  },
};

export function registerForumPersonalData(): void {
  registerPersonalData(FORUM);
}
