import type { VENTURE_SECTORS } from '@ankur/shared/schemas/profiles';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import type { UserScope } from '../../../lib/scope.ts';
import { reachablePeople, rowsOf, seesSql } from './people.repository.ts';

export interface Candidate {
  user_id: number;
  mutual: number;
  circles: number;
  programs: number;
  program_name: string | null;
  sector: (typeof VENTURE_SECTORS)[number] | null;
  city: string | null;
}

/** Each source keeps at most this many candidates (a page shows 24). */
const PER_SOURCE = 300;

/**
 * Who shares something with the viewer, in one query: connections of the viewer's connections,
 * active members of the same circles, learners
 * of the same programs, owners of a venture in the same sector (when they share their venture),
 * people of the same city (when they share their basic section). Connected or asked either way,
 * blocked either way and people outside the tenant are left out.
 */
export async function suggestionCandidates(tx: Db, scope: UserScope): Promise<Candidate[]> {
  const me = scope.actor.userId;
  const r = await tx.execute(sql`with
    me_c as (select circle_id from circle_members where user_id = ${me} and status = 'active'),
    me_p as (select program_id from program_enrollments where user_id = ${me}
      and enrollment_status in ('enrolled', 'completed')),
    me_s as (select distinct sector from ventures where owner_user_id = ${me}),
    me_city as (select lower(city) as city from user_profiles where user_id = ${me} and city <> ''),
    my_conn as (select case when requester_id = ${me} then addressee_id else requester_id end as user_id
      from connections where status = 'accepted' and (requester_id = ${me} or addressee_id = ${me})),
    mu as (select case when cx.requester_id = mc.user_id then cx.addressee_id else cx.requester_id end as user_id,
        count(*)::int as n
      from connections cx join my_conn mc on cx.requester_id = mc.user_id or cx.addressee_id = mc.user_id
      where cx.status = 'accepted' group by 1 order by n desc limit ${PER_SOURCE}),
    c as (select cm.user_id, count(*)::int as n from circle_members cm join me_c on me_c.circle_id = cm.circle_id
      where cm.status = 'active' and cm.user_id <> ${me} group by cm.user_id order by n desc limit ${PER_SOURCE}),
    pr as (select pe.user_id, count(distinct pe.program_id)::int as n, min(pg.program_name) as name
      from program_enrollments pe join me_p on me_p.program_id = pe.program_id
      join programs pg on pg.program_id = pe.program_id
      where pe.enrollment_status in ('enrolled', 'completed') and pe.user_id <> ${me}
      group by pe.user_id order by n desc limit ${PER_SOURCE}),
    se as (select distinct on (v.owner_user_id) v.owner_user_id as user_id, v.sector
      from ventures v join me_s on me_s.sector = v.sector join user_profiles p on p.user_id = v.owner_user_id
      where v.owner_user_id <> ${me} and v.visibility in ('public', 'members') and ${seesSql(me, 'venture')}
      order by v.owner_user_id desc limit ${PER_SOURCE}),
    ci as (select p.user_id, p.city from user_profiles p join me_city m on lower(p.city) = m.city
      where p.user_id <> ${me} and ${seesSql(me, 'basic')} order by p.user_id desc limit ${PER_SOURCE}),
    cand as (select user_id from mu union select user_id from c union select user_id from pr union select user_id from se union select user_id from ci)
    select cand.user_id, coalesce(mu.n, 0) as mutual, coalesce(c.n, 0) as circles, coalesce(pr.n, 0) as programs, pr.name as program_name,
      se.sector, ci.city
    from cand join users u on u.user_id = cand.user_id
      left join mu on mu.user_id = cand.user_id left join c on c.user_id = cand.user_id left join pr on pr.user_id = cand.user_id
      left join se on se.user_id = cand.user_id left join ci on ci.user_id = cand.user_id
    where ${reachablePeople(scope)} and not exists (select 1 from connections cx
      where least(cx.requester_id, cx.addressee_id) = least(${me}::int, cand.user_id)
        and greatest(cx.requester_id, cx.addressee_id) = greatest(${me}::int, cand.user_id))`);
  return rowsOf<Candidate>(r);
}
