import {
  MEMBERS_PAGE,
  SUGGESTION_WEIGHTS,
  type TMemberFacets,
  type TMemberPage,
  type TMembersQuery,
  type TSuggestionReason,
  type TSuggestions,
} from '@ankur/shared/schemas/community-network';
import type { Db } from '../../../db/client.ts';
import { withTenant } from '../../../db/tenant.ts';
import type { UserScope } from '../../../lib/scope.ts';
import { cardsOf, directoryRoles, searchMembers } from './people.repository.ts';
import { suggestionCandidates } from './suggestions.repository.ts';

/** The members directory and the suggestions of people to meet (decision 36). */

/** GET community/members: one page in two queries (the matching ids, then their cards). */
export async function memberPage(db: Db, scope: UserScope, q: TMembersQuery): Promise<TMemberPage> {
  return withTenant(db, scope.tenantId, async (tx) => {
    const ids = await searchMembers(tx, scope, q);
    const page = ids.slice(0, MEMBERS_PAGE);
    return {
      items: await cardsOf(tx, scope.actor.userId, page),
      next_before: ids.length > MEMBERS_PAGE ? page[page.length - 1]! : null,
    };
  });
}

export async function memberFacets(db: Db, scope: UserScope): Promise<TMemberFacets> {
  return withTenant(db, scope.tenantId, async (tx) => ({ roles: await directoryRoles(tx) }));
}

const SUGGESTIONS = 24;

/**
 * GET community/suggestions: people to meet, ranked by a weighted score of what the viewer shares
 * with them (mutual connections, circles, programs, the sector of a venture, the city), each with its reasons. People
 * already connected or asked either way, and blocked either way, are left out.
 */
export async function suggestions(db: Db, scope: UserScope): Promise<TSuggestions> {
  return withTenant(db, scope.tenantId, async (tx) => {
    const rows = await suggestionCandidates(tx, scope);
    const scored = rows
      .map((r) => {
        const reasons: TSuggestionReason[] = [];
        if (r.mutual > 0) reasons.push({ kind: 'mutual', count: r.mutual });
        if (r.circles > 0) reasons.push({ kind: 'circles', count: r.circles });
        if (r.programs > 0 && r.program_name)
          reasons.push({ kind: 'program', name: r.program_name, count: r.programs });
        if (r.sector) reasons.push({ kind: 'sector', sector: r.sector });
        if (r.city) reasons.push({ kind: 'city', city: r.city });
        const score =
          r.mutual * SUGGESTION_WEIGHTS.mutual +
          r.circles * SUGGESTION_WEIGHTS.circle +
          r.programs * SUGGESTION_WEIGHTS.program +
          (r.sector ? SUGGESTION_WEIGHTS.sector : 0) +
          (r.city ? SUGGESTION_WEIGHTS.city : 0);
        return { user_id: r.user_id, score, reasons };
      })
      .filter((s) => s.score > 0)
      .sort((a, b) => b.score - a.score || b.user_id - a.user_id)
      .slice(0, SUGGESTIONS);
    const cards = new Map(
      (
        await cardsOf(
          tx,
          scope.actor.userId,
          scored.map((s) => s.user_id),
        )
      ).map((c) => [c.user_id, c]),
    );
    return {
      items: scored.flatMap((s) => {
        const person = cards.get(s.user_id);
        return person ? [{ person, score: s.score, reasons: s.reasons }] : [];
      }),
    };
  });
}
