import { registerModerationTarget } from '../moderation/targets.ts';
import { findReply, findThread, updateReply, updateThread } from './forum.repository.ts';
import { clip } from './rich-text.ts';

/**
 * Threads and replies as moderation targets (issue 21): described as the reporter sees them
 * (deleted, or hidden from someone other than the author: null), hidden and restored by a moderator.
 */
let registered = false;

export function registerForumTargets(): void {
  // the registry lives as long as the process: an app built twice (tests) registers once
  if (registered) return;
  registered = true;
  registerModerationTarget({
    kind: 'thread',
    describe: async (tx, id, viewerId) => {
      const row = await findThread(tx, id);
      if (!row || (row.thread.hidden_at && row.thread.author_id !== viewerId)) return null;
      return {
        authorId: row.thread.author_id,
        circleId: null,
        excerpt: clip(`${row.thread.title} — ${row.thread.body_text}`, 500),
        link: `/community/forum?thread=${id}`,
        hidden: row.thread.hidden_at !== null,
      };
    },
    setHidden: (tx, id, hidden, at) => updateThread(tx, id, { hidden_at: hidden ? at : null }),
  });
  registerModerationTarget({
    kind: 'forum_reply',
    describe: async (tx, id, viewerId) => {
      const reply = await findReply(tx, id);
      if (!reply || (reply.hidden_at && reply.author_id !== viewerId)) return null;
      const thread = await findThread(tx, reply.thread_id);
      if (!thread || (thread.thread.hidden_at && thread.thread.author_id !== viewerId)) return null;
      return {
        authorId: reply.author_id,
        circleId: null,
        excerpt: clip(reply.body_text, 500),
        link: `/community/forum?thread=${reply.thread_id}#reply-${id}`,
        hidden: reply.hidden_at !== null,
      };
    },
    setHidden: (tx, id, hidden, at) => updateReply(tx, id, { hidden_at: hidden ? at : null }),
  });
}
