/**
 * The tenant calls of the web app (contracts in packages/shared/src/schemas/tenants.ts):
 * onboarding (user/tenants/), the tenant administration of the session's tenant (tenant/) and
 * the public invitation link (invitations/{token}). The user's own tenants load in stores/tenant.ts.
 */
import type { TListMeta } from '@ankur/shared/schemas/common';
import type {
  TCurrentTenant,
  TENANT_TYPES,
  TInvitation,
  TInvitationPreview,
  TTenant,
  TTenantMember,
  TUserTenant,
  ZInvitationCreate,
  ZTenantBrandingUpdate,
  ZTenantCreate,
  ZTenantMemberUpdate,
  ZTenantRole,
} from '@ankur/shared/schemas/tenants';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { ApiError, apiFetch } from '../../lib/api-client';

export type TenantType = (typeof TENANT_TYPES)[number];
export type TenantCreate = z.input<typeof ZTenantCreate>;
export type TenantBrandingUpdate = z.input<typeof ZTenantBrandingUpdate>;
export type TenantRole = z.infer<typeof ZTenantRole>;
export type MemberUpdate = z.input<typeof ZTenantMemberUpdate>;
export type InvitationCreate = z.input<typeof ZInvitationCreate>;
export type InvitationStatus = TInvitation['status'];

/** POST user/tenants/createTenantIfNotExists: 201 created (you administer it), 200 it exists and you belong. */
export function createTenant(input: TenantCreate) {
  return apiFetch<TTenant>('user/tenants/createTenantIfNotExists', { method: 'POST', body: input });
}

/* ---------------------------------------------------------------- tenant/ */

/** Every query of the current tenant starts with this key (all are dropped when the tenant changes). */
export const TENANT_KEY = 'tenant';

export function currentTenantQueryOptions(tenantId: string) {
  return queryOptions({
    queryKey: [TENANT_KEY, tenantId, 'current'] as const,
    queryFn: ({ signal }) => apiFetch<TCurrentTenant>('tenant/current', { signal }),
  });
}

export function tenantRolesQueryOptions(tenantId: string) {
  return queryOptions({
    queryKey: [TENANT_KEY, tenantId, 'roles'] as const,
    queryFn: ({ signal }) =>
      apiFetch<{ data: TenantRole[] }>('tenant/roles', { signal }).then((body) => body.data ?? []),
    staleTime: 60_000,
  });
}

export interface MembersParams {
  page: number;
  limit: number;
  search?: string;
  status?: string;
}

export function membersQueryOptions(tenantId: string, params: MembersParams) {
  return queryOptions({
    queryKey: [TENANT_KEY, tenantId, 'members', params] as const,
    queryFn: ({ signal }) =>
      apiFetch<{ data: TTenantMember[]; meta: TListMeta }>('tenant/members', {
        query: { page: params.page, limit: params.limit, search: params.search, status: params.status },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export function updateMember(userId: number, patch: MemberUpdate) {
  return apiFetch<TTenantMember>(`tenant/members/${userId}`, { method: 'PUT', body: patch });
}

export function removeMember(userId: number) {
  return apiFetch<unknown>(`tenant/members/${userId}`, { method: 'DELETE' });
}

export function invitationsQueryOptions(tenantId: string, status?: InvitationStatus) {
  return queryOptions({
    queryKey: [TENANT_KEY, tenantId, 'invitations', status ?? 'all'] as const,
    queryFn: ({ signal }) =>
      apiFetch<{ data: TInvitation[] }>('tenant/invitations', { query: { status }, signal }).then(
        (body) => body.data ?? [],
      ),
  });
}

export function createInvitation(input: InvitationCreate) {
  return apiFetch<TInvitation>('tenant/invitations', { method: 'POST', body: input });
}

export function revokeInvitation(id: number) {
  return apiFetch<unknown>(`tenant/invitations/${id}`, { method: 'DELETE' });
}

export function updateBranding(input: TenantBrandingUpdate) {
  return apiFetch<unknown>('tenant/branding', { method: 'PUT', body: input });
}

/* ------------------------------------------------------- invitations/{token} */

export function invitationQueryOptions(token: string) {
  return queryOptions({
    queryKey: ['invitations', token] as const,
    queryFn: ({ signal }) => apiFetch<TInvitationPreview>(`invitations/${encodeURIComponent(token)}`, { signal }),
    retry: false,
  });
}

export function acceptInvitation(token: string) {
  return apiFetch<TUserTenant>(`invitations/${encodeURIComponent(token)}/accept`, { method: 'POST' });
}

/* ------------------------------------------------------------------ errors */

export function statusOf(error: unknown): number | null {
  return error instanceof ApiError ? error.status : null;
}

/** The server's own message (it says why), else `fallback`. */
export function messageOf(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.message ? error.message : fallback;
}

/** The field a 409/400 answer names in its details ({ field }), if any. */
export function fieldOf(error: unknown): string | null {
  if (!(error instanceof ApiError)) return null;
  const details = error.details as { field?: unknown } | undefined;
  return typeof details?.field === 'string' ? details.field : null;
}
