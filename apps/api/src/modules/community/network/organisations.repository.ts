import type { TOrganisationCategory } from '@ankur/shared/schemas/community';
import {
  NETWORK_PAGE,
  type TOrganisationMember,
  type TOrganisationsQuery,
} from '@ankur/shared/schemas/community-network';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { photoUrlOf, rowsOf, seesSql } from './people.repository.ts';

/** Organisation pages and their members (backbone tables), inside the caller's tenant transaction. */

export interface OrganisationRow {
  organisation_id: number;
  name: string;
  slug: string;
  category: TOrganisationCategory;
  description: string;
  city: string;
  state: string | null;
  website: string | null;
  logo_key: string | null;
  represents_tenant: string | null;
  verified: boolean;
  open_to_collaborate: boolean;
  follower_count: number;
  created_by: number | null;
  hidden_at: string | null;
  member_count: number;
  following: boolean;
  is_admin: boolean;
}

const SELECT = (me: number) => sql`select o.organisation_id, o.name, o.slug, o.category, o.description, o.city,
    o.state, o.website, o.logo_key, o.represents_tenant, o.verified, o.open_to_collaborate, o.follower_count,
    o.created_by, o.hidden_at::text as hidden_at,
    (select count(*)::int from organisation_members m where m.organisation_id = o.organisation_id) as member_count,
    exists (select 1 from follows f where f.follower_id = ${me} and f.target_kind = 'organisation'
      and f.target_id = o.organisation_id) as following,
    exists (select 1 from organisation_members m where m.organisation_id = o.organisation_id and m.user_id = ${me}
      and m.role = 'admin') as is_admin
  from organisations o`;

/** Hidden pages show only to moderators and the page's own admins. */
const visible = (me: number, moderator: boolean) =>
  moderator
    ? sql`true`
    : sql`(o.hidden_at is null or exists (select 1 from organisation_members m where m.organisation_id = o.organisation_id
        and m.user_id = ${me} and m.role = 'admin'))`;

export async function listOrganisations(
  tx: Db,
  me: number,
  moderator: boolean,
  q: TOrganisationsQuery,
): Promise<OrganisationRow[]> {
  const where: SQL[] = [visible(me, moderator)];
  if (q.category) where.push(sql`o.category = ${q.category}`);
  if (q.before) where.push(sql`o.organisation_id < ${q.before}`);
  if (q.q) {
    const text = `%${q.q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    where.push(sql`(lower(o.name) like ${text} or lower(o.city) like ${text})`);
  }
  const r = await tx.execute(
    sql`${SELECT(me)} where ${sql.join(where, sql` and `)} order by o.organisation_id desc limit ${NETWORK_PAGE + 1}`,
  );
  return rowsOf(r);
}

export async function findOrganisation(
  tx: Db,
  me: number,
  moderator: boolean,
  key: { id: number } | { slug: string },
): Promise<OrganisationRow | undefined> {
  const match = 'id' in key ? sql`o.organisation_id = ${key.id}` : sql`o.slug = ${key.slug}`;
  const r = await tx.execute(sql`${SELECT(me)} where ${match} and ${visible(me, moderator)}`);
  return rowsOf<OrganisationRow>(r)[0];
}

export async function membersOf(tx: Db, me: number, organisationId: number): Promise<TOrganisationMember[]> {
  const r = await tx.execute(sql`select m.user_id, m.role, m.title,
      coalesce(nullif(trim(concat_ws(' ', u.first_name, u.last_name)), ''), u.username) as name,
      case when ${seesSql(me, 'basic')} then p.photo_key end as photo_key
    from organisation_members m join users u on u.user_id = m.user_id and u.is_deleted = false
    left join user_profiles p on p.user_id = m.user_id
    where m.organisation_id = ${organisationId}
    order by case m.role when 'admin' then 0 else 1 end, m.organisation_member_id limit 200`);
  return rowsOf<TOrganisationMember & { photo_key: string | null }>(r).map(({ photo_key, ...m }) => ({
    ...m,
    photo_url: photoUrlOf(m.user_id, photo_key),
  }));
}

/** A free address part for `name`: its words in lower case, with -2, -3... when taken. */
export async function freeSlug(tx: Db, name: string): Promise<string> {
  const base =
    name
      .toLowerCase()
      .normalize('NFKD')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60) || 'organisation';
  const r = await tx.execute(sql`select slug from organisations where slug = ${base} or slug like ${`${base}-%`}`);
  const taken = new Set(rowsOf<{ slug: string }>(r).map((row) => row.slug));
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

export async function insertOrganisation(tx: Db, values: Record<string, unknown>): Promise<number> {
  const cols = Object.keys(values);
  const r = await tx.execute(sql`insert into organisations (${sql.raw(cols.join(', '))})
    values (${sql.join(
      cols.map((c) => sql`${values[c]}`),
      sql`, `,
    )}) returning organisation_id`);
  return rowsOf<{ organisation_id: number }>(r)[0]!.organisation_id;
}

/** Changes the given columns (names from the contract's own keys, never from the request). */
export async function updateOrganisation(tx: Db, id: number, values: Record<string, unknown>): Promise<void> {
  const cols = Object.keys(values);
  if (!cols.length) return;
  await tx.execute(
    sql`update organisations set ${sql.join(
      cols.map((c) => sql`${sql.identifier(c)} = ${values[c]}`),
      sql`, `,
    )}, updated_at = now() where organisation_id = ${id}`,
  );
}

export async function upsertMember(tx: Db, id: number, userId: number, role: 'admin' | 'member', title: string | null) {
  await tx.execute(sql`insert into organisation_members (organisation_id, user_id, role, title)
    values (${id}, ${userId}, ${role}, ${title})
    on conflict (tenant_id, organisation_id, user_id) do update set role = excluded.role, title = excluded.title`);
}

export async function deleteMember(tx: Db, id: number, userId: number): Promise<boolean> {
  const r = await tx.execute(sql`delete from organisation_members where organisation_id = ${id} and user_id = ${userId}
    returning organisation_member_id`);
  return rowsOf(r).length > 0;
}

export async function memberRole(tx: Db, id: number, userId: number): Promise<'admin' | 'member' | undefined> {
  const r = await tx.execute(
    sql`select role from organisation_members where organisation_id = ${id} and user_id = ${userId}`,
  );
  return rowsOf<{ role: 'admin' | 'member' }>(r)[0]?.role;
}

export async function adminCount(tx: Db, id: number): Promise<number> {
  const r = await tx.execute(sql`select count(*)::int as n from organisation_members where organisation_id = ${id}
    and role = 'admin'`);
  return rowsOf<{ n: number }>(r)[0]?.n ?? 0;
}

export async function setHiddenAt(tx: Db, id: number, at: string | null): Promise<void> {
  await tx.execute(sql`update organisations set hidden_at = ${at} where organisation_id = ${id}`);
}

/**
 * "A tenant's organisation page comes from its tenant": on the main platform every live tenant
 * has a page (made here on first need) whose name follows the tenant's display name.
 */
export async function ensureTenantPages(tx: Db, platformTenant: string): Promise<void> {
  await tx.execute(sql`insert into organisations (name, slug, category, represents_tenant, verified, description)
    select t.display_name, 'tenant-' || trim(both '-' from lower(regexp_replace(t.tenant_name, '[^a-zA-Z0-9]+', '-', 'g'))),
      case t.tenant_type when 'incubator' then 'incubator' when 'institution' then 'university' else 'corporate' end,
      t.tenant_id, true, ''
    from tenants t where t.is_deleted = false and t.tenant_id <> ${platformTenant}
      and not exists (select 1 from organisations o where o.represents_tenant = t.tenant_id)
    on conflict do nothing`);
  await tx.execute(sql`update organisations o set name = t.display_name from tenants t
    where o.represents_tenant = t.tenant_id and o.name <> t.display_name`);
}
