import { TENANT_ADMIN_ROLE_NAME, type TTenantMember } from '@ankur/shared/schemas/tenants';
import type { Db } from '../../db/client.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import type { Scope } from '../../lib/scope.ts';
import { forgetUserSessions } from '../../plugins/session.ts';
import { type AuditEntry, recordAudit } from '../../resources/audit.ts';
import {
  countActiveTenantAdmins,
  deleteMembership,
  findMember,
  findTenantRole,
  listMembers,
  listTenantRoles,
  lockTenant,
  type MemberQuery,
  setMembership,
} from './members.repository.ts';
import { adminTenantOf } from './tenants.service.ts';

/**
 * A tenant's members, administered in the session's tenant (adminTenantOf), never one named by
 * the request.
 */

export const LAST_TENANT_ADMIN = 'A tenant needs at least one active Tenant Administrator.';

/** A role a tenant administrator may give, or a 400 naming the field. */
export async function assertTenantRole(tx: Db, roleId: number, field = 'body.role_id') {
  const role = await findTenantRole(tx, roleId);
  if (!role) {
    const message = `no role ${roleId} that a tenant administrator may give (see GET /api/tenant/roles)`;
    throw badRequest(`Invalid ${field}: ${message}`, [{ path: field, message }]);
  }
  return role;
}

const notAMember = (userId: number) => notFound(`User ${userId} is not a member of this tenant.`);

const isActiveTenantAdmin = (m: TTenantMember) => m.status === 'active' && m.role_name === TENANT_ADMIN_ROLE_NAME;

/**
 * Starts a change to a tenant's members: locks the tenant row (so two administrators cannot
 * demote each other at once) and loads the member, 404 when the user is not a member of it.
 */
async function lockMember(tx: Db, tenantId: string, userId: number) {
  await lockTenant(tx, tenantId);
  const member = await findMember(tx, tenantId, userId);
  if (!member) throw notAMember(userId);
  return member;
}

/** After a change that took an active Tenant Administrator away: refuse (rolls back) if none remains. */
async function assertAdminRemains(tx: Db, tenantId: string, before: TTenantMember) {
  if (isActiveTenantAdmin(before) && (await countActiveTenantAdmins(tx, tenantId)) === 0) {
    throw conflict(LAST_TENANT_ADMIN);
  }
}

export interface MemberPatch {
  role_id?: number | undefined;
  status?: 'active' | 'suspended' | undefined;
}

/** GET tenant/roles: the roles a tenant administrator may give. */
export async function tenantRoles(db: Db, scope: Scope) {
  await adminTenantOf(db, scope);
  return listTenantRoles(db);
}

/** GET tenant/members */
export async function members(db: Db, scope: Scope, q: MemberQuery) {
  return listMembers(db, await adminTenantOf(db, scope), q);
}

/** PUT tenant/members/{userId}: a member's role (one of the tenant roles) and/or status, on record. */
export async function updateMember(db: Db, scope: Scope, userId: number, patch: MemberPatch): Promise<TTenantMember> {
  const tenantId = await adminTenantOf(db, scope);
  const actorId = scope.actor.userId;
  if (patch.role_id === undefined && patch.status === undefined) {
    // nothing to change: still a 404 for someone who is not a member
    if (!(await findMember(db, tenantId, userId))) throw notAMember(userId);
    throw badRequest('Invalid body: give role_id, status or both', [
      { path: 'body', message: 'give role_id, status or both' },
    ]);
  }
  const member = await db.transaction(async (tx) => {
    const before = await lockMember(tx, tenantId, userId);
    const changes: AuditEntry['changes'] = {};
    if (patch.role_id !== undefined && patch.role_id !== before.role_id) {
      const role = await assertTenantRole(tx, patch.role_id);
      changes.role_id = { from: before.role_id, to: role.role_id };
    }
    if (patch.status !== undefined && patch.status !== before.status) {
      changes.status = { from: before.status, to: patch.status };
    }
    if (Object.keys(changes).length === 0) return before;
    await setMembership(
      tx,
      before.membership_id,
      {
        ...(changes.role_id ? { role_id: patch.role_id } : {}),
        ...(changes.status ? { status: patch.status } : {}),
      },
      actorId,
    );
    await assertAdminRemains(tx, tenantId, before);
    await recordAudit(tx, [
      {
        table_name: 'tenant_memberships',
        record_id: before.membership_id,
        action: 'update',
        changes,
        actor_id: actorId,
      },
    ]);
    return (await findMember(tx, tenantId, userId))!;
  });
  forgetUserSessions(userId);
  return member;
}

/** DELETE tenant/members/{userId}: soft-deletes the membership, on record; their sessions in it lose access at once. */
export async function removeMember(db: Db, scope: Scope, userId: number): Promise<void> {
  const tenantId = await adminTenantOf(db, scope);
  const actorId = scope.actor.userId;
  await db.transaction(async (tx) => {
    const before = await lockMember(tx, tenantId, userId);
    await deleteMembership(tx, before.membership_id, actorId);
    await assertAdminRemains(tx, tenantId, before);
    await recordAudit(tx, [
      {
        table_name: 'tenant_memberships',
        record_id: before.membership_id,
        action: 'delete',
        changes: {},
        actor_id: actorId,
      },
    ]);
  });
  forgetUserSessions(userId);
}
