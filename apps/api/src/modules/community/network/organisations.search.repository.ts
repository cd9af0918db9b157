import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { rowsOf, type SearchDoc, type SearchSource, type SourceSlice, sliceSql, sourceOf } from '../../search/index.ts';

/** Organisations in the one search (issue 22): their pages are public; hidden ones are not found. */
interface Row {
  organisation_id: number;
  name: string;
  slug: string;
  category: string;
  description: string;
  city: string;
  state: string | null;
  verified: boolean;
  followers: number;
  logo_key: string | null;
}

async function read(tx: Db, slice: SourceSlice): Promise<SearchDoc[]> {
  const { where, tail } = sliceSql(sql`o.organisation_id`, slice);
  const r = await tx.execute(sql`select o.organisation_id, o.name, o.slug, o.category, o.description, o.city,
      o.state, o.verified, o.follower_count as followers, o.logo_key
    from organisations o where ${where} and o.hidden_at is null ${tail}`);
  return rowsOf<Row>(r).map((o) => ({
    kind: 'organisation',
    ref_id: o.organisation_id,
    title: o.name,
    subtitle: [o.city, o.state].filter(Boolean).join(', '),
    body: `${o.description}\n${o.category}`,
    url: `/organization?org=${o.slug}`,
    language: /[\u0900-\u097F]/.test(o.name + o.description) ? 'hi' : 'en',
    audience: 'public',
    image_url: o.logo_key ? `/api/community/organisations/${o.organisation_id}/logo?v=${o.logo_key.slice(0, 8)}` : null,
    meta: { slug: o.slug, category: o.category, verified: o.verified },
    boost: Math.min(1, o.followers / 100) + (o.verified ? 0.2 : 0),
  }));
}

export const organisationsSearchSource: SearchSource = { kind: 'organisation', version: 1, ...sourceOf(read) };
