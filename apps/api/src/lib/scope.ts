import type { PrivilegeMap } from '@ankur/shared/access';

export interface ActorRole {
  role_id: number;
  role_name: string;
  role_view: string;
  custom: boolean;
}

/** The signed-in user a request acts as; always from the session, never from the request. */
export interface Actor {
  userId: number;
  username: string;
  email: string;
  sessionId: string;
  activeRole: number | null;
  /** system roles (user_roles) and custom roles (through active group membership) */
  roles: ActorRole[];
  /** the active role is a custom role: privileges come from custom-role privileges (SPEC §4) */
  activeRoleIsCustom: boolean;
  /** the active role's permissions per menu; every 'menu' access rule is checked against it */
  privileges: PrivilegeMap;
  /** the active role is a system role whose role_view is admin */
  isAdmin: boolean;
  tenantId: string | null;
}

/**
 * What every service call acts within: the data tenant (row-level security runs on it) and the
 * actor, both taken from the session (plugins/session.ts scopeOf). One shape for every module.
 */
export interface Scope {
  /** the data tenant: the session's organisation, or the main platform's (DEFAULT_TENANT) */
  tenantId: string;
  actor: Actor;
  /** the data tenant is the main platform's: every active user belongs to it */
  platform: boolean;
}

/**
 * A Scope without the actor's roles and privileges: all a service needs that acts only as the user
 * in the tenant, and all a socket holds (plugins/session.ts socketScope). Every Scope is one.
 */
export type UserScope = Pick<Scope, 'tenantId' | 'platform'> & { actor: Pick<Actor, 'userId'> };
