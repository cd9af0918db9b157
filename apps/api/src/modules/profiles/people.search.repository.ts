import { DEFAULT_PROFILE_VISIBILITY } from '@ankur/shared/schemas/account';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { isPlatformTenant } from '../../plugins/session.ts';
import { rowsOf, type SearchDoc, type SearchSource, type SourceSlice, sliceSql, sourceOf } from '../search/index.ts';

/**
 * People in the one search (issue 22): the tenant's people (everyone on the main platform; an
 * organisation's members and those with a profile there), by name and username;
 * the headline, city and state (the 'basic' section) and the bio and skills ('about')
 * join the document only where the person shares them with members at least; a person whose basic
 * section is public is found by signed-out visitors too (with only the public sections). Disabled,
 * deleted or moderator-hidden profiles are not found. ref_id is the user id.
 */
interface Row {
  user_id: number;
  username: string;
  name: string;
  headline: string;
  city: string;
  state: string | null;
  bio: string;
  skills: string[];
  photo_key: string | null;
  basic: string;
  about: string;
}

const visibility = (section: string) =>
  sql`coalesce(p.visibility->>${section}, (select s.preferences->>'profile_visibility' from user_settings s
    where s.user_id = u.user_id and s.is_deleted = false limit 1), ${DEFAULT_PROFILE_VISIBILITY})`;

const SHARED = new Set(['public', 'members']);

async function read(tx: Db, slice: SourceSlice): Promise<SearchDoc[]> {
  const { where, tail } = sliceSql(sql`u.user_id`, slice);
  const [here] = rowsOf<{ tenant: string }>(
    await tx.execute(sql`select current_setting('app.tenant_id', true) as tenant`),
  );
  // the main platform's people are everyone; an organisation's, its active members and those with a profile there
  const inTenant = isPlatformTenant(here?.tenant ?? null)
    ? sql`true`
    : sql`(p.profile_id is not null or exists (select 1 from tenant_memberships m where m.user_id = u.user_id
        and m.tenant_id = ${here?.tenant ?? ''} and m.is_deleted = false and m.status = 'active'))`;
  const r = await tx.execute(sql`select u.user_id, u.username,
      coalesce(nullif(trim(concat_ws(' ', u.first_name, u.last_name)), ''), u.username) as name,
      coalesce(p.headline, '') as headline, coalesce(p.city, '') as city, p.state, coalesce(p.bio, '') as bio,
      coalesce(p.skills, '[]'::jsonb) as skills, p.photo_key,
      ${visibility('basic')} as basic, ${visibility('about')} as about
    from users u left join user_profiles p on p.user_id = u.user_id
    where ${where} and u.is_deleted = false and u.enabled = true and p.hidden_at is null and ${inTenant}
    ${tail}`);
  return rowsOf<Row>(r).map((p) => {
    const audience = p.basic === 'public' ? 'public' : 'members';
    // a section joins the document when everyone the document reaches may see it
    const shows = (v: string) => (audience === 'public' ? v === 'public' : SHARED.has(v));
    const basic = shows(p.basic);
    const about = shows(p.about);
    const place = basic ? [p.city, p.state].filter(Boolean).join(', ') : '';
    return {
      kind: 'person',
      ref_id: p.user_id,
      title: p.name,
      subtitle: basic ? p.headline : '',
      body: [p.username, place, about ? p.bio : '', about ? (p.skills ?? []).join(', ') : '']
        .filter(Boolean)
        .join('\n'),
      url: `/user/profile/${p.user_id}`,
      language: /[\u0900-\u097F]/.test(p.name) ? 'hi' : 'en',
      audience,
      owner_id: p.user_id,
      image_url: basic && p.photo_key ? `/api/profiles/${p.user_id}/photo?v=${p.photo_key.slice(0, 8)}` : null,
      meta: { username: p.username, city: place, skills: about ? (p.skills ?? []).slice(0, 5) : [] },
    } satisfies SearchDoc;
  });
}

export const peopleSearchSource: SearchSource = { kind: 'person', version: 1, ...sourceOf(read) };
