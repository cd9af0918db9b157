/**
 * The Admin Center's calls that are not plain resource groups (those use lib/resources.ts):
 * auth/searchUsers, auth/updateAuthUser, auth/userRoles, auth/signInState, system/audit/getAll
 * and the two setRolePrivileges calls.
 */
import type { TAuditEntry, TSetRolePrivileges, TSignInState } from '@ankur/shared/schemas/admin';
import type { TListMeta } from '@ankur/shared/schemas/common';
import type { TUser } from '@ankur/shared/schemas/users';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import type { ListResult, RequestOptions } from '../../../lib/resource-client';
import { customRolePrivileges, privileges } from '../../../lib/resources';

/** A system role a user holds, as auth/searchUsers lists it. */
export interface UserRoleRef {
  role_id: number;
  role_name: string;
  display_name: string;
}

/** A user as administrators see it (auth/searchUsers, auth/userRoles): the stored user plus roles. */
export type UserRecord = TUser & { otpVerified: boolean; roles: UserRoleRef[] };

export type SortOrder = 'asc' | 'desc';

/** GET auth/searchUsers: the list conventions plus user-column filters (arrays comma-joined). */
export interface SearchUsersParams {
  page?: number;
  limit?: number;
  fields?: readonly (keyof UserRecord)[];
  sortField?: string;
  sortOrder?: SortOrder;
  search?: string;
  enabled?: boolean;
  /** users holding any of these system roles */
  role_id?: readonly number[];
  user_id?: readonly number[];
}

export const SEARCH_USERS = 'auth/searchUsers';

export async function searchUsers(params: SearchUsersParams, options: RequestOptions = {}) {
  const join = (ids?: readonly number[]) => (ids?.length ? ids.join(',') : undefined);
  const body = await apiFetch<{ data?: Partial<UserRecord>[]; meta: TListMeta }>(SEARCH_USERS, {
    query: {
      page: params.page,
      limit: params.limit,
      fields: params.fields?.length ? params.fields.join(',') : undefined,
      sortField: params.sortField,
      sortOrder: params.sortOrder,
      search: params.search?.trim() ? params.search.trim() : undefined,
      enabled: params.enabled,
      role_id: join(params.role_id),
      user_id: join(params.user_id),
    },
    signal: options.signal,
  });
  return { data: body.data ?? [], meta: body.meta } satisfies ListResult<UserRecord>;
}

export function searchUsersQueryOptions(params: SearchUsersParams) {
  return queryOptions({
    queryKey: [SEARCH_USERS, 'list', params] as const,
    queryFn: ({ signal }) => searchUsers(params, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** PUT auth/updateAuthUser/{id}: administrators may enable or disable a user. */
export function updateAuthUser(id: number, patch: { enabled: boolean }) {
  return apiFetch<UserRecord>(`auth/updateAuthUser/${id}`, { method: 'PUT', body: patch });
}

/** PUT auth/userRoles/{id}: replaces the system roles a user holds. */
export function setUserRoles(id: number, roleIds: readonly number[]) {
  return apiFetch<UserRecord>(`auth/userRoles/${id}`, { method: 'PUT', body: { role_ids: roleIds } });
}

export function signInStateQueryOptions(userId: number) {
  return queryOptions({
    queryKey: ['auth/signInState', userId] as const,
    queryFn: ({ signal }) => apiFetch<TSignInState>(`auth/signInState/${userId}`, { signal }),
  });
}

export type RoleKind = 'system' | 'custom';

/** The privileges client of a role kind: user/privileges/ or user/customRolePrivilege/. */
export function privilegeClient(kind: RoleKind) {
  return kind === 'system' ? privileges : customRolePrivileges;
}

/** PUT <privileges prefix>setRolePrivileges/{roleId}: the changed menus of one role, in one call. */
export function setRolePrivileges(kind: RoleKind, roleId: number, body: TSetRolePrivileges) {
  return apiFetch<unknown>(`${privilegeClient(kind).prefix}setRolePrivileges/${roleId}`, { method: 'PUT', body });
}

/* ---------------------------------------------------------------- Audit */

export const AUDIT = 'system/audit/';
export const AUDIT_PAGE_SIZE = 20;

/** The audited tables (system/audit/getAll table_name). */
export type AuditTable =
  | 'roles'
  | 'privileges'
  | 'custom_roles'
  | 'custom_role_privileges'
  | 'menus'
  | 'group_users'
  | 'users'
  | 'user_roles';

export interface AuditQuery {
  tables: readonly AuditTable[];
  recordId: number;
  page: number;
}

export function fetchAudit({ tables, recordId, page }: AuditQuery, options: RequestOptions = {}) {
  const table_name = tables.length === 1 ? tables[0] : tables;
  return apiFetch<{ data?: TAuditEntry[]; meta: TListMeta }>(`${AUDIT}getAll`, {
    query: {
      page,
      limit: AUDIT_PAGE_SIZE,
      filterFields: JSON.stringify({ table_name, record_id: recordId }),
      sortField: 'audit_id',
      sortOrder: 'desc',
    },
    signal: options.signal,
  }).then((body) => ({ data: body.data ?? [], meta: body.meta }));
}

export function auditQueryOptions(query: AuditQuery) {
  return queryOptions({
    queryKey: [AUDIT, query] as const,
    queryFn: ({ signal }) => fetchAudit(query, { signal }),
    placeholderData: keepPreviousData,
  });
}
