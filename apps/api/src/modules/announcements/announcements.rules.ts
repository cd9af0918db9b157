import type { Scope } from '../../lib/scope.ts';
import { access, isAllowed } from '../../plugins/access.ts';
import { tenantAdmin } from '../tenants/index.ts';

/** Who may write: platform administrators ('create' on Admin Center) or tenant administrators. */
export const ANNOUNCEMENT_WRITERS = access.anyOf(access.adminCenter('create'), tenantAdmin('create'));
const PLATFORM_WRITERS = access.adminCenter('create');

/**
 * The scope's standing: on the main platform only platform administrators write (a Tenant
 * Administrator role held there writes nothing); inside a tenant, its administrators and
 * platform administrators do.
 */
export const isWriter = (scope: Scope): boolean =>
  isAllowed(scope.actor, scope.platform ? PLATFORM_WRITERS : ANNOUNCEMENT_WRITERS);

/** 'everyone' is for platform administrators on the main platform. */
export const writesToEveryone = (scope: Scope): boolean => scope.platform && isAllowed(scope.actor, PLATFORM_WRITERS);
