import type { TCollaboratorQuery } from '@ankur/shared/schemas/community-involvement';
import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { nameSql } from '../../../db/people.ts';
import { organisations } from '../../../db/schema/community.ts';
import { collabRequests } from '../../../db/schema/community-involvement.ts';
import { userSettings, users } from '../../../db/schema/identity.ts';
import { userProfiles, ventures } from '../../../db/schema/profiles.ts';
import type { Scope } from '../../../lib/scope.ts';
import { tenantPeopleCondition } from '../../tenants/index.ts';
import { basicShownSql, notBlocked } from './people.repository.ts';

/** The people and organisations open to collaborate (/collab-hub/community), inside the caller's tenant transaction. */

export type CollaboratorQuery = TCollaboratorQuery & { limit: number };

/**
 * People open to collaborate (the profile's switch, or an open request unexpired at `now`),
 * newest first, one more than `q.limit`; `basic` and `about` say what their visibility shows.
 */
export async function collaboratorPeopleRows(tx: Db, scope: Scope, q: CollaboratorQuery, now: string) {
  const me = scope.actor.userId;
  const openBy = (extra?: ReturnType<typeof sql>) =>
    sql`exists (select 1 from ${collabRequests} r where r.author_id = ${users.user_id} and r.status = 'open'
      and r.expires_at > ${now} and r.hidden_at is null ${extra ? sql`and ${extra}` : sql``})`;
  const basic = basicShownSql(userProfiles.visibility, userSettings.preferences);
  const about = basicShownSql(userProfiles.visibility, userSettings.preferences, 'about');
  return tx
    .select({
      user_id: users.user_id,
      name: nameSql(users),
      username: users.username,
      photo_key: userProfiles.photo_key,
      headline: userProfiles.headline,
      city: userProfiles.city,
      state: userProfiles.state,
      skills: userProfiles.skills,
      basic,
      about,
      open_request: sql<{
        request_id: number;
        title: string;
        kind: string;
      } | null>`(select json_build_object('request_id', r.request_id, 'title', r.title, 'kind', r.kind)
        from ${collabRequests} r where r.author_id = ${users.user_id} and r.status = 'open'
        and r.expires_at > ${now} and r.hidden_at is null order by r.request_id desc limit 1)`,
    })
    .from(users)
    .leftJoin(userProfiles, eq(userProfiles.user_id, users.user_id))
    .leftJoin(userSettings, and(eq(userSettings.user_id, users.user_id), eq(userSettings.is_deleted, false)))
    .where(
      and(
        eq(users.enabled, true),
        eq(users.is_deleted, false),
        tenantPeopleCondition(users.user_id, scope),
        sql`(${userProfiles.open_to_collaborate} is true or ${openBy()})`,
        notBlocked(me, users.user_id),
        q.sector
          ? sql`(${openBy(sql`r.sector = ${q.sector}`)} or exists (select 1 from ${ventures} v where v.owner_user_id = ${users.user_id} and v.sector = ${q.sector}))`
          : undefined,
        q.state
          ? sql`((${basic} and ${userProfiles.state} = ${q.state}) or ${openBy(sql`r.state = ${q.state}`)})`
          : undefined,
        q.city
          ? sql`((${basic} and lower(${userProfiles.city}) = lower(${q.city})) or ${openBy(sql`lower(r.city) = lower(${q.city})`)})`
          : undefined,
        q.before ? lt(users.user_id, q.before) : undefined,
      ),
    )
    .orderBy(desc(users.user_id))
    .limit(q.limit + 1);
}

/** Organisations whose page says they are open to collaborate, newest first, one more than `q.limit`. */
export function collaboratorOrganisationRows(tx: Db, q: CollaboratorQuery) {
  return tx
    .select({
      organisation_id: organisations.organisation_id,
      name: organisations.name,
      slug: organisations.slug,
      category: organisations.category,
      description: organisations.description,
      city: organisations.city,
      state: organisations.state,
      verified: organisations.verified,
    })
    .from(organisations)
    .where(
      and(
        eq(organisations.open_to_collaborate, true),
        isNull(organisations.hidden_at),
        q.category ? eq(organisations.category, q.category) : undefined,
        q.state ? eq(organisations.state, q.state) : undefined,
        q.city ? sql`lower(${organisations.city}) = lower(${q.city})` : undefined,
        q.before ? lt(organisations.organisation_id, q.before) : undefined,
      ),
    )
    .orderBy(desc(organisations.organisation_id))
    .limit(q.limit + 1);
}

/** The person's "open to collaborate" switch (no profile: off). */
export async function openToCollaborateOf(tx: Db, userId: number): Promise<boolean> {
  const [row] = await tx
    .select({ open: userProfiles.open_to_collaborate })
    .from(userProfiles)
    .where(eq(userProfiles.user_id, userId));
  return row?.open ?? false;
}

/** Sets the switch, creating the profile row if there is none. */
export async function setOpenToCollaborateOf(tx: Db, userId: number, open: boolean) {
  await tx
    .insert(userProfiles)
    .values({ user_id: userId, open_to_collaborate: open })
    .onConflictDoUpdate({
      target: [userProfiles.tenant_id, userProfiles.user_id],
      set: { open_to_collaborate: open, updated_at: sql`now()` },
    });
}
