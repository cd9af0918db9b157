import type { MenuPrivilege } from '@ankur/shared/access';
import type { Db } from '../db/client.ts';
import { withTenant } from '../db/tenant.ts';

/**
 * Privileges a person holds for what they are, beside the role they act in (decision 34): a
 * verified investor reads the Investor Workspace menu whatever their active role. A module
 * registers a grant in its setup; the session (plugins/session.ts) and GET auth/privileges add
 * what the grants answer to the active role's privileges. Each grant runs inside the session's
 * data tenant, so what it reads is that tenant's.
 */
export type PrivilegeGrant = (tx: Db, who: { userId: number; tenantId: string }) => Promise<MenuPrivilege[]>;

const grants = new Set<PrivilegeGrant>();

/** Registers a grant; returns the function that removes it (call it when the app closes). */
export function registerPrivilegeGrant(grant: PrivilegeGrant): () => void {
  grants.add(grant);
  return () => grants.delete(grant);
}

/** Every registered grant's privileges for the user in the tenant, in one transaction (none registered: no query). */
export async function grantedPrivileges(db: Db, who: { userId: number; tenantId: string }): Promise<MenuPrivilege[]> {
  if (!grants.size) return [];
  return withTenant(db, who.tenantId, async (tx) => {
    const all: MenuPrivilege[] = [];
    for (const grant of grants) all.push(...(await grant(tx, who)));
    return all;
  });
}

/** A role's privileges with the granted ones added (a granted permission on a menu already listed joins it). */
export function withGranted(base: MenuPrivilege[], granted: MenuPrivilege[]): MenuPrivilege[] {
  if (!granted.length) return base;
  const out = base.map((p) => ({ ...p, permissions: [...p.permissions] }));
  for (const g of granted) {
    const same = out.find((p) => p.menu_id === g.menu_id);
    if (same) same.permissions = [...new Set([...same.permissions, ...g.permissions])];
    else out.push({ ...g, permissions: [...g.permissions] });
  }
  return out;
}
