import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db/client.ts';
import { registerUploadPurpose } from '../../uploads/index.ts';
import { findCircle, updateCircleRow } from '../circles/circles.repository.ts';
import { type ModerationTarget, registerModerationTarget } from '../moderation/targets.ts';
import { commentWithPost, setCommentHidden } from './comments.repository.ts';
import { feedRealtimePlugin } from './feed.events.ts';
import { mayReadCircle } from './feed.repository.ts';
import { registerFeedPersonalData } from './personal-data.repository.ts';
import { findPost, updatePost } from './posts.repository.ts';
import { postLink } from './posts.service.ts';

/**
 * What the feed capability plugs into the platform (called once from modules/community setup):
 * its moderation targets (post, comment, circle), its personal data (comments, reactions,
 * saves; @mentions of an erased person in others' posts), the 'community' upload purpose (post
 * images and circle covers) and its live delivery.
 */

const short = (text: string) => (text.length > 280 ? `${text.slice(0, 277)}…` : text);

async function canRead(tx: Db, circleId: number | null, viewerId: number): Promise<boolean> {
  return !circleId || mayReadCircle(tx, circleId, viewerId);
}

/** The targets are module constants: registering the same object again (another app in the process) is ignored. */
const POST_TARGET: ModerationTarget = {
  kind: 'post',
  describe: async (tx, id, viewerId) => {
    const p = await findPost(tx, id);
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
    await updatePost(tx, id, { hidden_at: hidden ? at : null });
  },
};

const COMMENT_TARGET: ModerationTarget = {
  kind: 'comment',
  describe: async (tx, id, viewerId) => {
    const row = await commentWithPost(tx, id);
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
    await setCommentHidden(tx, id, hidden ? at : null);
  },
};

const CIRCLE_TARGET: ModerationTarget = {
  kind: 'circle',
  describe: async (tx, id, viewerId) => {
    const c = await findCircle(tx, id);
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
    await updateCircleRow(tx, id, { hidden_at: hidden ? at : null });
  },
};

function registerTargets(): void {
  for (const target of [POST_TARGET, COMMENT_TARGET, CIRCLE_TARGET]) registerModerationTarget(target);
}

export async function setupFeed(app: FastifyInstance, db: Db): Promise<void> {
  registerTargets();
  registerFeedPersonalData();
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
