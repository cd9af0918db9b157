import { CUSTOM_ROLE_TYPE, SYSTEM_ROLE_TYPE } from '@ankur/shared/roles';
import type { Db } from '../../db/client.ts';
import { loadRolePrivileges } from '../../db/role-privileges.ts';
import { forbidden, notFound } from '../../lib/errors.ts';
import { grantedPrivileges, withGranted } from '../../lib/privilege-grants.ts';
import type { Scope } from '../../lib/scope.ts';
import { access, isAllowed } from '../../plugins/access.ts';
import { SESSION_IDLE_MS } from '../../plugins/session.ts';
import { parseListQuery, type RawListQuery } from '../../resources/query.ts';
import { findMenuByName, signInStateRow } from './access.repository.ts';
import { AUDIT_COLUMNS, listAudit } from './audit.repository.ts';

/** GET auth/privileges: the active role's permissions per menu (custom-role privileges for a custom role). */
export async function myPrivileges(db: Db, { actor, tenantId }: Scope) {
  if (actor.activeRole === null) return { role_id: null, role_type: null, privileges: [] };
  return {
    role_id: actor.activeRole,
    role_type: actor.activeRoleIsCustom ? CUSTOM_ROLE_TYPE : SYSTEM_ROLE_TYPE,
    // with what the person holds beside the role (a verified investor's Investor Workspace: decision 34)
    privileges: withGranted(
      await loadRolePrivileges(db, actor.activeRole, actor.activeRoleIsCustom),
      await grantedPrivileges(db, { userId: actor.userId, tenantId }),
    ),
  };
}

/** GET auth/checkAccess: may the active role do `permission` on the menu named `menu`? 403 or 404 when not. */
export async function checkAccess(db: Db, { actor }: Scope, menu: string, permission: string) {
  const found = await findMenuByName(db, menu);
  if (!found) throw notFound(`No menu named '${menu}'`);
  if (!isAllowed(actor, access.menu(found.menu_name, permission))) {
    throw forbidden(`Your role may not ${permission.toLowerCase()} '${found.menu_name}'.`);
  }
  return { allowed: true as const, menu_id: found.menu_id, menu_name: found.menu_name, permission };
}

const iso = (v: unknown) => (v === null || v === undefined ? null : new Date(v as string).toISOString());

/** GET auth/signInState/{id}: verified, locked, last sign-in, live sessions. */
export async function signInState(db: Db, userId: number) {
  const row = await signInStateRow(db, userId, SESSION_IDLE_MS / 1000);
  if (!row) throw notFound(`No user with user_id ${userId}`);
  return {
    user_id: row.user_id,
    enabled: row.enabled,
    email_verified: row.email_verified,
    has_password: row.has_password,
    failed_login_count: Number(row.failed_login_count),
    locked_until: iso(row.locked_until),
    last_sign_in_at: iso(row.last_sign_in_at),
    active_sessions: Number(row.active_sessions),
  };
}

const AUDIT_DEFAULTS = { idKey: 'audit_id', searchFields: ['table_name', 'action'] } as const;

/** GET system/audit/getAll: the list query of the recorded changes, and the page it selects. */
export async function auditEntries(db: Db, query: RawListQuery) {
  const q = parseListQuery(query, AUDIT_COLUMNS, AUDIT_DEFAULTS);
  return { q, ...(await listAudit(db, q)) };
}
