import type { TRole } from '@ankur/shared/schemas/access';
import { useQuery } from '@tanstack/react-query';
import { type ListParams, listQueryOptions } from '../../../lib/resource-client';
import { customRoles, roles } from '../../../lib/resources';
import type { RoleKind } from './api';

type RoleOption = Pick<TRole, 'role_id' | 'role_name' | 'display_name' | 'role_view'>;

/** Every system role, by name (pickers and filters). */
export const ROLE_OPTION_PARAMS = {
  limit: -1,
  fields: ['role_id', 'role_name', 'display_name', 'role_view'],
  sortField: 'role_name',
  sortOrder: 'asc',
} as const satisfies ListParams<TRole>;

export const CUSTOM_ROLE_OPTION_PARAMS = {
  limit: -1,
  fields: ['role_id', 'role_name', 'display_name', 'role_view', 'parent_user_id'],
  sortField: 'role_name',
  sortOrder: 'asc',
} as const;

/** A role's name for people: its display name, else its role_name. */
export function roleName(role: Partial<Pick<RoleOption, 'role_name' | 'display_name'>> | undefined): string {
  return role?.display_name || role?.role_name || 'Unnamed role';
}

export function useSystemRoleOptions() {
  return useQuery(listQueryOptions(roles, ROLE_OPTION_PARAMS));
}

export function useCustomRoleOptions() {
  return useQuery(listQueryOptions(customRoles, CUSTOM_ROLE_OPTION_PARAMS));
}

/** A role of either kind, as the Privileges tab's ?role= holds it ("system:3", "custom:7"). */
export interface RoleRef {
  kind: RoleKind;
  id: number;
}

export function parseRoleRef(value: string | null): RoleRef | null {
  const match = /^(system|custom):(\d{1,9})$/.exec(value ?? '');
  if (!match) return null;
  const id = Number(match[2]);
  return id > 0 ? { kind: match[1] as RoleKind, id } : null;
}

export const formatRoleRef = (ref: RoleRef) => `${ref.kind}:${ref.id}`;
