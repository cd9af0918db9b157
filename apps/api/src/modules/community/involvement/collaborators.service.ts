import type { TCollaboratorOrganisations, TCollaboratorPeople } from '@ankur/shared/schemas/community-involvement';
import type { Db } from '../../../db/client.ts';
import { withTenant } from '../../../db/tenant.ts';
import type { Clock } from '../../../lib/clock.ts';
import type { Scope } from '../../../lib/scope.ts';
import { page } from './calls.repository.ts';
import {
  type CollaboratorQuery,
  collaboratorOrganisationRows,
  collaboratorPeopleRows,
  openToCollaborateOf,
  setOpenToCollaborateOf,
} from './collaborators.repository.ts';
import { toCard } from './people.repository.ts';

/**
 * /collab-hub/community: the people open to collaborate (an open collaboration request, or the
 * profile's "open to collaborate" switch) and the organisations whose page says so. A person's
 * place and skills are shown, and filtered on, only as their profile's visibility allows.
 */

export function collaboratorPeople(
  db: Db,
  scope: Scope,
  q: CollaboratorQuery,
  clock: Clock,
): Promise<TCollaboratorPeople> {
  const me = scope.actor.userId;
  const now = clock.now().toISOString();
  return withTenant(db, scope.tenantId, async (tx) => {
    const rows = await collaboratorPeopleRows(tx, scope, q, now);
    const { rows: shown, next } = page(rows, q.limit, (r) => r.user_id);
    return {
      data: shown.map((r) => ({
        ...toCard(r, r.basic || r.user_id === me),
        skills: r.about || r.user_id === me ? (r.skills ?? []) : [],
        is_me: r.user_id === me,
        open_request: r.open_request as TCollaboratorPeople['data'][number]['open_request'],
      })),
      next_before: next,
    };
  });
}

export function collaboratorOrganisations(
  db: Db,
  scope: Scope,
  q: CollaboratorQuery,
): Promise<TCollaboratorOrganisations> {
  return withTenant(db, scope.tenantId, async (tx) => {
    const rows = await collaboratorOrganisationRows(tx, q);
    const { rows: shown, next } = page(rows, q.limit, (r) => r.organisation_id);
    return { data: shown, next_before: next };
  });
}

export function openToCollaborate(db: Db, scope: Scope): Promise<{ open_to_collaborate: boolean }> {
  return withTenant(db, scope.tenantId, async (tx) => {
    return { open_to_collaborate: await openToCollaborateOf(tx, scope.actor.userId) };
  });
}

/** PUT collaborators/me: the caller's "open to collaborate" switch (creates the profile row if none). */
export function setOpenToCollaborate(db: Db, scope: Scope, open: boolean): Promise<{ open_to_collaborate: boolean }> {
  return withTenant(db, scope.tenantId, async (tx) => {
    await setOpenToCollaborateOf(tx, scope.actor.userId, open);
    return { open_to_collaborate: open };
  });
}
