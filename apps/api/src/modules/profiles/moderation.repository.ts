import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { userProfiles, ventures } from '../../db/schema/profiles.ts';
import { profileVisibilityOf } from '../identity/index.ts';
import { findProfile, personCard } from './profiles.repository.ts';
import { findVenture, isMember } from './ventures.repository.ts';
import { maySee, sectionVisibility } from './visibility.ts';

/**
 * What community moderation (issue 21) needs of people, profiles and ventures: each as a viewer
 * may see it (null: nothing to see), and hiding a profile's text or a venture. The community's
 * target registry calls these; nothing else of modules/profiles is reached from outside.
 */

const clip = (s: string, n = 300) => (s.length > n ? `${s.slice(0, n - 1)}…` : s);

/** A live account: its name and profile headline. */
export async function memberForModeration(tx: Db, userId: number) {
  const card = await personCard(tx, userId);
  if (!card) return null;
  const row = await findProfile(tx, userId);
  return { name: card.name, headline: row?.headline ?? '' };
}

/** A person's profile text as the viewer may see it (its basic and about sections); hidden ones only to the owner. */
export async function profileForModeration(tx: Db, userId: number, viewerId: number) {
  const card = await personCard(tx, userId);
  const row = await findProfile(tx, userId);
  if (!card || !row) return null;
  if (row.hidden_at && viewerId !== userId) return null;
  const vis = sectionVisibility(row.visibility, await profileVisibilityOf(tx, userId));
  const viewer = { userId: viewerId };
  const parts = [card.name];
  if (maySee(vis.basic, viewer, userId) && row.headline) parts.push(row.headline);
  if (maySee(vis.about, viewer, userId) && row.bio) parts.push(row.bio);
  if (parts.length === 1 && !maySee(vis.basic, viewer, userId)) return null;
  return { excerpt: clip(parts.join(' — ')), hidden: row.hidden_at !== null };
}

export async function setProfileHidden(tx: Db, userId: number, hidden: boolean, at: string) {
  await tx
    .update(userProfiles)
    .set({ hidden_at: hidden ? at : null })
    .where(eq(userProfiles.user_id, userId));
}

/** A venture as the viewer may see it (its team always; hidden ones only to its team). */
export async function ventureForModeration(tx: Db, ventureId: number, viewerId: number) {
  const row = await findVenture(tx, ventureId);
  if (!row) return null;
  const onTeam = await isMember(tx, ventureId, viewerId);
  if (!onTeam && (row.hidden_at || !maySee(row.visibility, { userId: viewerId }, row.owner_user_id))) return null;
  return {
    ownerId: row.owner_user_id,
    onTeam,
    excerpt: clip([row.name, row.pitch].filter(Boolean).join(' — ')),
    hidden: row.hidden_at !== null,
  };
}

export async function setVentureHidden(tx: Db, ventureId: number, hidden: boolean, at: string) {
  await tx
    .update(ventures)
    .set({ hidden_at: hidden ? at : null })
    .where(eq(ventures.venture_id, ventureId));
}
