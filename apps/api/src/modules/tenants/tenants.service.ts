import type { Db } from '../../db/client.ts';
import { conflict, forbidden, notFound } from '../../lib/errors.ts';
import type { Actor } from '../../lib/scope.ts';
import { tenantAdminStanding } from './tenants.repository.ts';

export const ENTER_TENANT_FIRST = 'Enter a tenant first: POST /api/auth/refresh with its tenant_id.';

/**
 * The tenant a tenant-administration call acts on: always the session's tenant, never one from
 * the request. 409 on the main platform; 404 when the tenant is gone; 403 unless the caller is an
 * active member of it or a platform administrator (the menu permission is the route's rule).
 */
export async function adminTenantOf(db: Db, actor: Actor): Promise<string> {
  if (!actor.tenantId) throw conflict(ENTER_TENANT_FIRST);
  const standing = await tenantAdminStanding(db, actor.tenantId, actor.userId);
  if (standing === null) throw notFound('This tenant no longer exists.');
  if (standing === 'none') throw forbidden('You are not an active member of this tenant.');
  return actor.tenantId;
}
