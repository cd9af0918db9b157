import type {
  TCollaboratorOrganisations,
  TCollaboratorPeople,
  TCollaboratorQuery,
} from '@ankur/shared/schemas/community-involvement';
import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { nameSql } from '../../../db/people.ts';
import { organisations } from '../../../db/schema/community.ts';
import { collabRequests } from '../../../db/schema/community-involvement.ts';
import { userSettings, users } from '../../../db/schema/identity.ts';
import { userProfiles, ventures } from '../../../db/schema/profiles.ts';
import { withTenant } from '../../../db/tenant.ts';
import type { Clock } from '../../../lib/clock.ts';
import type { Scope } from '../../../lib/scope.ts';
import { tenantPeopleCondition } from '../../tenants/index.ts';
import { page } from './calls.repository.ts';
import { basicShownSql, notBlocked, toCard } from './people.repository.ts';

/**
 * /collab-hub/community: the people open to collaborate (an open collaboration request, or the
 * profile's "open to collaborate" switch) and the organisations whose page says so. A person's
 * place and skills are shown, and filtered on, only as their profile's visibility allows.
 */

type Query = TCollaboratorQuery & { limit: number };

export function collaboratorPeople(db: Db, scope: Scope, q: Query, clock: Clock): Promise<TCollaboratorPeople> {
  const me = scope.actor.userId;
  const now = clock.now().toISOString();
  const openBy = (extra?: ReturnType<typeof sql>) =>
    sql`exists (select 1 from ${collabRequests} r where r.author_id = ${users.user_id} and r.status = 'open'
      and r.expires_at > ${now} and r.hidden_at is null ${extra ? sql`and ${extra}` : sql``})`;
  const basic = basicShownSql(userProfiles.visibility, userSettings.preferences);
  const about = basicShownSql(userProfiles.visibility, userSettings.preferences, 'about');
  return withTenant(db, scope.tenantId, async (tx) => {
    const rows = await tx
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
    const { rows: shown, next } = page(rows, q.limit, (r) => r.user_id);
    return {
      data: shown.map((r) => ({
        ...toCard(r, r.basic || r.user_id === me),
        skills: r.about || r.user_id === me ? (r.skills ?? []) : [],
        is_me: r.user_id === me,
        open_request: r.open_request as TCollaboratorPeople['data'][number]['open_request'],
      })),
      next_before: next,
    };
  });
}

export function collaboratorOrganisations(db: Db, scope: Scope, q: Query): Promise<TCollaboratorOrganisations> {
  return withTenant(db, scope.tenantId, async (tx) => {
    const rows = await tx
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
    const { rows: shown, next } = page(rows, q.limit, (r) => r.organisation_id);
    return { data: shown, next_before: next };
  });
}

export function openToCollaborate(db: Db, scope: Scope): Promise<{ open_to_collaborate: boolean }> {
  return withTenant(db, scope.tenantId, async (tx) => {
    const [row] = await tx
      .select({ open: userProfiles.open_to_collaborate })
      .from(userProfiles)
      .where(eq(userProfiles.user_id, scope.actor.userId));
    return { open_to_collaborate: row?.open ?? false };
  });
}

/** PUT collaborators/me: the caller's "open to collaborate" switch (creates the profile row if none). */
export function setOpenToCollaborate(db: Db, scope: Scope, open: boolean): Promise<{ open_to_collaborate: boolean }> {
  return withTenant(db, scope.tenantId, async (tx) => {
    await tx
      .insert(userProfiles)
      .values({ user_id: scope.actor.userId, open_to_collaborate: open })
      .onConflictDoUpdate({
        target: [userProfiles.tenant_id, userProfiles.user_id],
        set: { open_to_collaborate: open, updated_at: sql`now()` },
      });
    return { open_to_collaborate: open };
  });
}
