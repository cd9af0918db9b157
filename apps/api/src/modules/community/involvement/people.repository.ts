import { DEFAULT_PROFILE_VISIBILITY } from '@ankur/shared/schemas/account';
import type { TOrganisationRef, TPersonCard } from '@ankur/shared/schemas/community-involvement';
import { type AnyColumn, and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { nameSql } from '../../../db/people.ts';
import { organisationMembers, organisations } from '../../../db/schema/community.ts';
import { userSettings, users } from '../../../db/schema/identity.ts';
import { userBlocks } from '../../../db/schema/messages.ts';
import { userProfiles } from '../../../db/schema/profiles.ts';

/**
 * The people and organisations shown beside calls and requests (one query per page, never one per
 * row), and the block filter every list applies.
 */

/** Where a profile photo is read (the same address profiles/profiles.service.ts photoUrl gives). */
const photoUrl = (userId: number, key: string | null) =>
  key ? `/api/profiles/${userId}/photo?v=${key.slice(0, 8)}` : null;

/**
 * Whether the viewer may see a person's 'basic' profile section (photo, headline, place): the
 * section's own setting, else the account's default; every viewer here is a signed-in member of
 * the tenant, so 'public' and 'members' show and 'connections' and 'only_me' do not.
 */
export const basicShownSql = (profileVisibility: AnyColumn, preferences: AnyColumn, section = 'basic') =>
  sql<boolean>`coalesce(${profileVisibility}->>${section}::text, ${preferences}->>'profile_visibility', ${DEFAULT_PROFILE_VISIBILITY}::text) in ('public', 'members')`;

/** The people's cards as `viewerId` may see them; `sharedWith` lists people who shared their profile with the viewer. */
export async function cardsOf(
  tx: Db,
  viewerId: number,
  ids: number[],
  sharedWith: ReadonlySet<number> = new Set(),
): Promise<Map<number, TPersonCard>> {
  const wanted = [...new Set(ids)];
  if (!wanted.length) return new Map();
  const rows = await tx
    .select({
      user_id: users.user_id,
      name: nameSql(users),
      username: users.username,
      photo_key: userProfiles.photo_key,
      headline: userProfiles.headline,
      city: userProfiles.city,
      state: userProfiles.state,
      shown: basicShownSql(userProfiles.visibility, userSettings.preferences),
    })
    .from(users)
    .leftJoin(userProfiles, eq(userProfiles.user_id, users.user_id))
    .leftJoin(userSettings, and(eq(userSettings.user_id, users.user_id), eq(userSettings.is_deleted, false)))
    .where(inArray(users.user_id, wanted));
  return new Map(
    rows.map((r) => [r.user_id, toCard(r, r.shown || r.user_id === viewerId || sharedWith.has(r.user_id))]),
  );
}

export function toCard(
  r: {
    user_id: number;
    name: string;
    username: string;
    photo_key: string | null;
    headline: string | null;
    city: string | null;
    state: string | null;
  },
  shown: boolean,
): TPersonCard {
  return {
    user_id: r.user_id,
    name: r.name,
    username: r.username,
    photo_url: shown ? photoUrl(r.user_id, r.photo_key) : null,
    headline: shown ? (r.headline ?? '') : null,
    city: shown ? (r.city ?? '') : null,
    state: shown ? r.state : null,
  };
}

/** A card for someone gone (an erased account keeps its tombstone; this is for a missing row). */
export const unknownCard = (userId: number): TPersonCard => ({
  user_id: userId,
  name: '—',
  username: '',
  photo_url: null,
  headline: null,
  city: null,
  state: null,
});

/** The organisations' names and addresses by id (hidden pages are named too: the call still says who runs it). */
export async function organisationRefs(tx: Db, ids: (number | null)[]): Promise<Map<number, TOrganisationRef>> {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  if (!wanted.length) return new Map();
  const rows = await tx
    .select({ organisation_id: organisations.organisation_id, name: organisations.name, slug: organisations.slug })
    .from(organisations)
    .where(inArray(organisations.organisation_id, wanted));
  return new Map(rows.map((r) => [r.organisation_id, r]));
}

/** The organisations the person administers (backbone organisation_members, role 'admin'). */
export function organisationsAdministered(tx: Db, userId: number): Promise<TOrganisationRef[]> {
  return tx
    .select({ organisation_id: organisations.organisation_id, name: organisations.name, slug: organisations.slug })
    .from(organisationMembers)
    .innerJoin(organisations, eq(organisations.organisation_id, organisationMembers.organisation_id))
    .where(and(eq(organisationMembers.user_id, userId), eq(organisationMembers.role, 'admin')))
    .orderBy(organisations.name);
}

/** Neither the viewer blocked the author nor the author the viewer (decision of issue 9's blocks). */
export const notBlocked = (viewerId: number, author: AnyColumn): SQL =>
  sql`not exists (select 1 from ${userBlocks} b where (b.blocker_id = ${viewerId} and b.blocked_id = ${author}) or (b.blocker_id = ${author} and b.blocked_id = ${viewerId}))`;

/** Whether either blocked the other. */
export async function blockedBetween(tx: Db, a: number, b: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: userBlocks.block_id })
    .from(userBlocks)
    .where(
      sql`(${userBlocks.blocker_id} = ${a} and ${userBlocks.blocked_id} = ${b}) or (${userBlocks.blocker_id} = ${b} and ${userBlocks.blocked_id} = ${a})`,
    )
    .limit(1);
  return row !== undefined;
}

/** A case-insensitive match of one skill in a jsonb array of skills. */
export const hasSkill = (skills: AnyColumn, skill: string): SQL =>
  sql`exists (select 1 from jsonb_array_elements_text(${skills}) s where lower(s) = lower(${skill}))`;

/** A case-insensitive substring search over some text columns. */
export const searchIn = (q: string, ...columns: AnyColumn[]): SQL => {
  const like = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return sql`(${sql.join(
    columns.map((c) => sql`${c} ilike ${like}`),
    sql` or `,
  )})`;
};
