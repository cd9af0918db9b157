import type { TVenture, TVentureInput, TVenturePatch } from '@ankur/shared/schemas/profiles';
import type { Db } from '../../db/client.ts';
import { withTenant } from '../../db/tenant.ts';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors.ts';
import type { Scope } from '../../lib/scope.ts';
import { hit, tooMany } from '../../lib/throttle.ts';
import { notify } from '../notifications/index.ts';
import { personCard, userByIdentifier } from './profiles.repository.ts';
import {
  addMember,
  findVenture,
  insertVenture,
  isMember,
  removeMember,
  teamsOf,
  updateVenture,
  type VentureRow,
  type VentureValues,
  venturesOf,
} from './ventures.repository.ts';
import { maySee, type Viewer } from './visibility.ts';

/**
 * Ventures (issue 20, /profile/entrepreneurial): a venture and its team. Its owner created it and
 * manages the team; every team member may edit it. Others see it as its visibility allows.
 */

export const NO_VENTURE = 'No such venture.';
export const TEAM_MAX = 20;
/** Team additions one person may make an hour (each notifies someone): plenty for a team, little for spam. */
export const MEMBER_ADD_LIMIT = { limit: 30, windowMs: 60 * 60 * 1000 };

type Team = Awaited<ReturnType<typeof teamsOf>>;

function toVenture(row: VentureRow, team: Team, viewer: Viewer): TVenture {
  const members = team
    .filter((m) => m.venture_id === row.venture_id)
    .map((m) => ({
      user_id: m.user_id,
      name: m.name,
      username: m.username,
      is_owner: m.user_id === row.owner_user_id,
    }));
  const onTeam = viewer.userId !== null && members.some((m) => m.user_id === viewer.userId);
  return {
    venture_id: row.venture_id,
    name: row.name,
    stage: row.stage as TVenture['stage'],
    sector: row.sector as TVenture['sector'],
    state: row.state,
    city: row.city,
    team_size: row.team_size,
    website: row.website,
    pitch: row.pitch,
    needs: row.needs as TVenture['needs'],
    visibility: row.visibility,
    owner_user_id: row.owner_user_id,
    members,
    can_edit: onTeam,
    can_manage_team: viewer.userId === row.owner_user_id,
    updated_at: row.updated_at,
    hidden: row.hidden_at !== null,
  };
}

/** The id of the first venture of `userId` the viewer may see (team or visibility), else null. */
export async function visibleVentureOf(tx: Db, viewer: Viewer, userId: number): Promise<number | null> {
  for (const v of await venturesOf(tx, userId)) {
    if (viewer.userId !== null && (await isMember(tx, v.venture_id, viewer.userId))) return v.venture_id;
    if (v.hidden_at && !viewer.moderator) continue;
    if (maySee(v.visibility, viewer, v.owner_user_id)) return v.venture_id;
  }
  return null;
}

/** The ventures whose team the person is on (inside the caller's tenant transaction). */
export function venturesOfPerson(tx: Db, userId: number) {
  return venturesOf(tx, userId);
}

export async function myVentures(db: Db, scope: Scope): Promise<{ items: TVenture[] }> {
  const viewer = { userId: scope.actor.userId };
  return withTenant(db, scope.tenantId, async (tx) => {
    const rows = await venturesOf(tx, scope.actor.userId);
    const team = await teamsOf(
      tx,
      rows.map((r) => r.venture_id),
    );
    return { items: rows.map((r) => toVenture(r, team, viewer)) };
  });
}

async function readable(tx: Db, viewer: Viewer, ventureId: number): Promise<VentureRow> {
  const row = await findVenture(tx, ventureId);
  if (!row) throw notFound(NO_VENTURE);
  const onTeam = viewer.userId !== null && (await isMember(tx, ventureId, viewer.userId));
  if (!onTeam && !maySee(row.visibility, viewer, row.owner_user_id)) throw notFound(NO_VENTURE);
  // hidden by a community moderator (issue 21): its team and moderators only
  if (!onTeam && row.hidden_at && !viewer.moderator) throw notFound(NO_VENTURE);
  return row;
}

async function present(tx: Db, row: VentureRow, viewer: Viewer) {
  return toVenture(row, await teamsOf(tx, [row.venture_id]), viewer);
}

export function getVenture(db: Db, tenantId: string, viewer: Viewer, ventureId: number): Promise<TVenture> {
  return withTenant(db, tenantId, async (tx) => present(tx, await readable(tx, viewer, ventureId), viewer));
}

const values = (input: TVenturePatch): VentureValues => {
  const out: VentureValues = {};
  for (const [k, v] of Object.entries(input)) if (v !== undefined) (out as Record<string, unknown>)[k] = v;
  if (input.website === '') out.website = null;
  return out;
};

export function createVenture(db: Db, scope: Scope, input: TVentureInput): Promise<TVenture> {
  const viewer = { userId: scope.actor.userId };
  return withTenant(db, scope.tenantId, async (tx) => {
    const row = await insertVenture(tx, scope.actor.userId, { visibility: 'members', ...values(input) });
    return present(tx, row, viewer);
  });
}

/** PUT ventures/{id}: any team member; others get 403 when they may see it, 404 otherwise. */
export function editVenture(db: Db, scope: Scope, ventureId: number, patch: TVenturePatch): Promise<TVenture> {
  const viewer = { userId: scope.actor.userId };
  return withTenant(db, scope.tenantId, async (tx) => {
    await readable(tx, viewer, ventureId);
    if (!(await isMember(tx, ventureId, scope.actor.userId))) throw forbidden('Only the venture’s team may edit it.');
    const changes = values(patch);
    if (Object.keys(changes).length === 0) throw badRequest('Invalid body: nothing to update');
    const row = await updateVenture(tx, ventureId, { ...changes, modified_by: scope.actor.userId });
    return present(tx, row, viewer);
  });
}

async function ownedVenture(tx: Db, scope: Scope, ventureId: number): Promise<VentureRow> {
  const row = await readable(tx, { userId: scope.actor.userId }, ventureId);
  if (row.owner_user_id !== scope.actor.userId) throw forbidden('Only the venture’s owner may change its team.');
  return row;
}

/** POST ventures/{id}/members: the owner adds an existing person by username or e-mail. */
export async function addVentureMember(db: Db, scope: Scope, ventureId: number, identifier: string): Promise<TVenture> {
  const viewer = { userId: scope.actor.userId };
  const attempt = await hit(db, `venture-member-add:user:${scope.actor.userId}`, MEMBER_ADD_LIMIT);
  if (!attempt.allowed) throw tooMany(attempt.retryAfterSec);
  return withTenant(db, scope.tenantId, async (tx) => {
    const row = await ownedVenture(tx, scope, ventureId);
    const userId = await userByIdentifier(tx, identifier);
    if (!userId) {
      throw badRequest('Invalid body.identifier: nobody has this username or e-mail address', [
        { path: 'body.identifier', message: 'nobody has this username or e-mail address' },
      ]);
    }
    const team = await teamsOf(tx, [ventureId]);
    if (team.length >= TEAM_MAX) throw conflict(`A venture's team has at most ${TEAM_MAX} people.`);
    if (!(await addMember(tx, ventureId, userId, scope.actor.userId))) {
      throw conflict('This person is already on the team.');
    }
    // the new member hears of it (delivered once the transaction commits)
    const by = (await personCard(tx, scope.actor.userId))?.name ?? scope.actor.username;
    await notify(tx, {
      userIds: [userId],
      type: 'connection',
      title: `${by} added you to the team of ${row.name}`,
      body: 'You can now edit the venture profile with the rest of the team.',
      link: `/profile/entrepreneurial?venture=${ventureId}`,
    });
    return present(tx, row, viewer);
  });
}

/** DELETE ventures/{id}/members/{userId}: the owner removes a member, or a member leaves. */
export function removeVentureMember(db: Db, scope: Scope, ventureId: number, userId: number): Promise<TVenture> {
  const viewer = { userId: scope.actor.userId };
  return withTenant(db, scope.tenantId, async (tx) => {
    const row = await readable(tx, viewer, ventureId);
    const self = userId === scope.actor.userId;
    if (!self && row.owner_user_id !== scope.actor.userId) {
      throw forbidden('Only the venture’s owner may change its team.');
    }
    if (userId === row.owner_user_id) throw conflict('The owner stays on the team.');
    if (!(await removeMember(tx, ventureId, userId))) throw notFound('This person is not on the team.');
    return present(tx, row, viewer);
  });
}
