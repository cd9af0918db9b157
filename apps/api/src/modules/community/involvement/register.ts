import type { Db } from '../../../db/client.ts';
import { registerModerationTarget } from '../moderation/targets.ts';
import { findCall, updateCall } from './calls.repository.ts';
import { findRequest, updateRequest } from './collab.repository.ts';
import { registerInvolvementPersonalData } from './personal-data.repository.ts';

/**
 * What get involved and the collaboration hub hand the rest of the platform: calls and requests as
 * moderation targets (reported, hidden, restored through the one moderation queue), and their
 * tables in the personal-data registry (decision 35).
 */

const excerpt = (title: string, body: string) => `${title} — ${body}`.slice(0, 280);

const CALL_TARGET = {
  kind: 'call' as const,
  async describe(tx: Db, id: number, viewerId: number) {
    // as the reporter reads it: hidden only to its author, nothing between people who blocked each other
    const row = await findCall(tx, { userId: viewerId, moderator: false }, id);
    if (!row) return null;
    return {
      authorId: row.author_id,
      circleId: null,
      excerpt: excerpt(row.title, row.description),
      link: `/community/get-involved?call=${row.call_id}`,
      hidden: row.hidden_at !== null,
    };
  },
  async setHidden(tx: Db, id: number, hidden: boolean, at: string) {
    await updateCall(tx, id, { hidden_at: hidden ? at : null });
  },
};

const COLLAB_TARGET = {
  kind: 'collab_request' as const,
  async describe(tx: Db, id: number, viewerId: number) {
    const row = await findRequest(tx, { userId: viewerId, moderator: false }, id);
    if (!row) return null;
    return {
      authorId: row.author_id,
      circleId: null,
      excerpt: excerpt(row.title, row.description),
      link: `/collab-hub?request=${row.request_id}`,
      hidden: row.hidden_at !== null,
    };
  },
  async setHidden(tx: Db, id: number, hidden: boolean, at: string) {
    await updateRequest(tx, id, { hidden_at: hidden ? at : null });
  },
};

export function registerInvolvement(): void {
  registerModerationTarget(CALL_TARGET);
  registerModerationTarget(COLLAB_TARGET);
  registerInvolvementPersonalData();
}
