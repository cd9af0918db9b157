import { hasPermission } from '@ankur/shared/access';
import {
  NETWORK_PAGE,
  type TOrganisation,
  type TOrganisationDetail,
  type TOrganisationInput,
  type TOrganisationMemberInput,
  type TOrganisationPage,
  type TOrganisationPatch,
  type TOrganisationsQuery,
  ZOrganisationInput,
} from '@ankur/shared/schemas/community-network';
import type { Db } from '../../../db/client.ts';
import { withTenant } from '../../../db/tenant.ts';
import { badRequest, forbidden, notFound } from '../../../lib/errors.ts';
import type { Scope } from '../../../lib/scope.ts';
import { syncSearch } from '../../search/index.ts';
import { registerModerationTarget } from '../moderation/targets.ts';
import {
  adminCount,
  deleteMember,
  ensureTenantPages,
  findOrganisation,
  freeSlug,
  insertOrganisation,
  listOrganisations,
  memberRole,
  membersOf,
  type OrganisationRow,
  setHiddenAt,
  updateOrganisation,
  upsertMember,
} from './organisations.repository.ts';
import { isReachable } from './people.repository.ts';

/**
 * Organisation pages (decision 36): community moderators (delete on 'Community Circle') and
 * holders of the Organisation role create them and become their first admin; admins (and
 * moderators) edit the page, its logo and its members. A tenant's own page (represents_tenant)
 * takes its name and category from the tenant. A page hidden by a moderator answers 404 to others.
 */

export const NO_ORGANISATION = 'No such organisation.';
export const ORGANISATION_ROLE = 'Organisation';

export const isModerator = (scope: Scope) => hasPermission(scope.actor.privileges, 'Community Circle', 'delete');
export const mayCreate = (scope: Scope) =>
  isModerator(scope) || scope.actor.roles.some((r) => r.role_name === ORGANISATION_ROLE);

export const logoUrl = (id: number, key: string | null) =>
  key ? `/api/community/organisations/${id}/logo?v=${key.slice(0, 8)}` : null;

function toOrganisation(row: OrganisationRow, moderator: boolean): TOrganisation {
  return {
    organisation_id: row.organisation_id,
    name: row.name,
    slug: row.slug,
    category: row.category,
    description: row.description,
    city: row.city,
    state: row.state,
    website: row.website,
    logo_url: logoUrl(row.organisation_id, row.logo_key),
    represents_tenant: row.represents_tenant,
    verified: row.verified,
    open_to_collaborate: row.open_to_collaborate,
    follower_count: row.follower_count,
    member_count: row.member_count,
    following: row.following,
    may_manage: moderator || row.is_admin,
    hidden: row.hidden_at !== null,
  };
}

/** GET community/organisations?q&category&before */
export async function organisationPage(db: Db, scope: Scope, q: TOrganisationsQuery): Promise<TOrganisationPage> {
  const moderator = isModerator(scope);
  return withTenant(db, scope.tenantId, async (tx) => {
    if (scope.platform && !q.before) await ensureTenantPages(tx, scope.tenantId);
    const rows = await listOrganisations(tx, scope.actor.userId, moderator, q);
    const page = rows.slice(0, NETWORK_PAGE);
    return {
      items: page.map((r) => toOrganisation(r, moderator)),
      next_before: rows.length > NETWORK_PAGE ? page[page.length - 1]!.organisation_id : null,
      may_create: mayCreate(scope),
    };
  });
}

async function detail(tx: Db, scope: Scope, row: OrganisationRow): Promise<TOrganisationDetail> {
  return {
    ...toOrganisation(row, isModerator(scope)),
    members: await membersOf(tx, scope.actor.userId, row.organisation_id),
  };
}

/** GET community/organisations/{slug}: the page with its members and admins. */
export async function organisationBySlug(db: Db, scope: Scope, slug: string): Promise<TOrganisationDetail> {
  return withTenant(db, scope.tenantId, async (tx) => {
    const row = await findOrganisation(tx, scope.actor.userId, isModerator(scope), { slug });
    if (!row) throw notFound(NO_ORGANISATION);
    return detail(tx, scope, row);
  });
}

/** The page the actor manages (admin or moderator), inside a transaction; 404 unseen, 403 not theirs. */
async function managed(tx: Db, scope: Scope, id: number): Promise<OrganisationRow> {
  const row = await findOrganisation(tx, scope.actor.userId, isModerator(scope), { id });
  if (!row) throw notFound(NO_ORGANISATION);
  if (!row.is_admin && !isModerator(scope)) throw forbidden('Only the organisation’s admins may change its page.');
  return row;
}

/** POST community/organisations: 201 the page; the creator is its first admin. */
export async function createOrganisation(db: Db, scope: Scope, input: TOrganisationInput) {
  if (!mayCreate(scope)) throw forbidden('Community moderators and organisations create organisation pages.');
  const values = ZOrganisationInput.parse(input);
  return withTenant(db, scope.tenantId, async (tx) => {
    const slug = await freeSlug(tx, values.name);
    const id = await insertOrganisation(tx, {
      name: values.name,
      slug,
      category: values.category,
      description: values.description,
      city: values.city,
      state: values.state ?? null,
      website: values.website ?? null,
      open_to_collaborate: values.open_to_collaborate,
      created_by: scope.actor.userId,
    });
    await upsertMember(tx, id, scope.actor.userId, 'admin', null);
    await syncSearch(tx, 'organisation', [id]);
    const row = await findOrganisation(tx, scope.actor.userId, true, { id });
    return detail(tx, scope, row!);
  });
}

/** PATCH community/organisations/{id}: a tenant's page keeps the tenant's name and category. */
export async function editOrganisation(db: Db, scope: Scope, id: number, patch: TOrganisationPatch) {
  return withTenant(db, scope.tenantId, async (tx) => {
    const row = await managed(tx, scope, id);
    if (row.represents_tenant) {
      for (const field of ['name', 'category'] as const) {
        if (patch[field] !== undefined && patch[field] !== row[field])
          throw badRequest(`Invalid body.${field}: a tenant’s page takes it from the tenant`, [
            { path: `body.${field}`, message: 'comes from the tenant' },
          ]);
      }
    }
    const values: Record<string, unknown> = {};
    for (const key of ['name', 'category', 'description', 'city', 'state', 'website', 'open_to_collaborate'] as const) {
      if (patch[key] !== undefined) values[key] = patch[key];
    }
    await updateOrganisation(tx, id, values);
    await syncSearch(tx, 'organisation', [id]);
    return detail(tx, scope, (await findOrganisation(tx, scope.actor.userId, true, { id }))!);
  });
}

/** Sets the logo's storage key; answers the key it replaced (deleted after commit by the route). */
export async function setLogoKey(db: Db, scope: Scope, id: number, key: string | null): Promise<string | null> {
  return withTenant(db, scope.tenantId, async (tx) => {
    const row = await managed(tx, scope, id);
    await updateOrganisation(tx, id, { logo_key: key });
    await syncSearch(tx, 'organisation', [id]);
    return row.logo_key;
  });
}

/** The logo's storage key when the viewer may see the page. */
export async function readableLogoKey(db: Db, scope: Scope, id: number): Promise<string> {
  const key = await withTenant(db, scope.tenantId, async (tx) => {
    const row = await findOrganisation(tx, scope.actor.userId, isModerator(scope), { id });
    return row?.logo_key ?? null;
  });
  if (!key) throw notFound('No logo.');
  return key;
}

/** POST community/organisations/{id}/members: adds a person or changes their role and title. */
export async function putMember(db: Db, scope: Scope, id: number, input: TOrganisationMemberInput) {
  const role = input.role ?? 'member';
  return withTenant(db, scope.tenantId, async (tx) => {
    await managed(tx, scope, id);
    const self = input.user_id === scope.actor.userId;
    if (!self && !(await isReachable(tx, scope, input.user_id))) throw notFound('No such person in this community.');
    const before = await memberRole(tx, id, input.user_id);
    if (before === 'admin' && role !== 'admin' && (await adminCount(tx, id)) <= 1)
      throw badRequest('Invalid body.role: the page needs at least one admin', [
        { path: 'body.role', message: 'would leave no admin' },
      ]);
    await upsertMember(tx, id, input.user_id, role, input.title ?? null);
    return detail(tx, scope, (await findOrganisation(tx, scope.actor.userId, true, { id }))!);
  });
}

/** DELETE community/organisations/{id}/members/{userId}: never the last admin. */
export async function removeMember(db: Db, scope: Scope, id: number, userId: number) {
  return withTenant(db, scope.tenantId, async (tx) => {
    await managed(tx, scope, id);
    const before = await memberRole(tx, id, userId);
    if (!before) throw notFound('Not a member of this organisation.');
    if (before === 'admin' && (await adminCount(tx, id)) <= 1)
      throw badRequest('The page needs at least one admin: make someone else admin first.');
    await deleteMember(tx, id, userId);
    return detail(tx, scope, (await findOrganisation(tx, scope.actor.userId, true, { id }))!);
  });
}

/** Organisation pages can be reported; a hidden page answers 404 to all but its admins and moderators. */
export function registerOrganisationTarget(): void {
  registerModerationTarget(organisationTarget);
}

const organisationTarget = {
  kind: 'organisation' as const,
  async describe(tx: Db, id: number, viewerId: number) {
    const row = await findOrganisation(tx, viewerId, false, { id });
    if (!row) return null;
    return {
      authorId: row.created_by,
      circleId: null,
      excerpt: `${row.name}: ${row.description}`.slice(0, 300),
      link: `/organization?org=${row.slug}`,
      hidden: row.hidden_at !== null,
    };
  },
  async setHidden(tx: Db, id: number, hidden: boolean, at: string) {
    await setHiddenAt(tx, id, hidden ? at : null);
  },
};
