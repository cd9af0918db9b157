import { scorePersonality } from '@ankur/shared/personality';
import type { TPersonalityHistory, TPersonalityResult } from '@ankur/shared/schemas/profiles';
import type { Db } from '../../db/client.ts';
import { withTenant } from '../../db/tenant.ts';
import { notFound } from '../../lib/errors.ts';
import type { Scope } from '../../lib/scope.ts';
import { profileVisibilityOf } from '../identity/index.ts';
import {
  findProfile,
  insertPersonalityResult,
  type PersonalityRow,
  personalityResultsOf,
  personCard,
} from './profiles.repository.ts';
import { maySee, sectionVisibility, type Viewer, withConnection } from './visibility.ts';

/**
 * The personality profile (issue 20): the IPIP Big-Five 50-item markers, scored by the shared
 * code. Every result is kept; the newest is shown, to others only as the owner's 'personality'
 * section visibility allows.
 */

export const toPersonalityResult = (r: PersonalityRow): TPersonalityResult => ({
  result_id: r.result_id,
  scores: {
    extraversion: r.extraversion,
    agreeableness: r.agreeableness,
    conscientiousness: r.conscientiousness,
    emotional_stability: r.emotional_stability,
    intellect: r.intellect,
  },
  taken_at: r.taken_at,
});

export const NO_PERSONALITY = 'No personality profile to show for this person.';

export async function personalityOf(
  db: Db,
  tenantId: string,
  viewer: Viewer,
  userId: number,
): Promise<TPersonalityHistory> {
  if (!(await personCard(db, userId))) throw notFound(NO_PERSONALITY);
  const fallback = await profileVisibilityOf(db, userId);
  const isOwner = viewer.userId === userId;
  return withTenant(db, tenantId, async (tx) => {
    const profile = await findProfile(tx, userId);
    const visibility = sectionVisibility(profile?.visibility, fallback).personality;
    if (!maySee(visibility, await withConnection(tx, viewer, userId), userId)) throw notFound(NO_PERSONALITY);
    const rows = await personalityResultsOf(tx, userId, isOwner ? 20 : 1);
    if (!isOwner && rows.length === 0) throw notFound(NO_PERSONALITY);
    const results = rows.map(toPersonalityResult);
    return {
      user_id: userId,
      is_owner: isOwner,
      visibility,
      latest: results[0] ?? null,
      history: isOwner ? results : [],
    };
  });
}

/** POST profiles/me/personality: scores the 50 answers and keeps the result beside earlier ones. */
export async function takePersonality(db: Db, scope: Scope, answers: number[]): Promise<TPersonalityHistory> {
  const scores = scorePersonality(answers);
  await withTenant(db, scope.tenantId, (tx) => insertPersonalityResult(tx, scope.actor.userId, answers, scores));
  return personalityOf(db, scope.tenantId, { userId: scope.actor.userId }, scope.actor.userId);
}
