import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { StoredSpeaker } from '../../db/schema/events.ts';
import {
  rowsOf,
  type SearchDoc,
  type SearchSource,
  type SourceSlice,
  sliceSql,
  sourceOf,
  syncSearch,
} from '../search/index.ts';

/**
 * Events in the one search (issue 23): an event that is published, postponed or completed is a
 * document (title; when and where; summary, description, speakers, topics, venue). Who finds it
 * follows its visibility: 'public' anyone (signed out too), 'members' anyone signed in to the
 * tenant, 'circle' the circle's members; a cohort-only event only its organiser (the index knows
 * no cohorts; cohort members find it in /events). Drafts, cancelled and deleted events are removed.
 * ev-api calls syncEventSearch(tx, [eventId]) in the same transaction as a create, edit,
 * transition or delete.
 */

interface Row {
  event_id: number;
  title: string;
  summary: string;
  description_text: string;
  format: string;
  venue_name: string;
  venue_address: string;
  city: string;
  starts_at: string;
  time_zone: string;
  visibility: string;
  circle_id: number | null;
  organiser_id: number;
  status: string;
  topics: string[];
  speakers: StoredSpeaker[];
  confirmed_count: number;
}

const FORMAT_LABEL: Record<string, string> = { online: 'Online', in_person: 'In person', hybrid: 'Hybrid' };

function toDoc(e: Row): SearchDoc {
  const when = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeZone: e.time_zone }).format(
    new Date(e.starts_at),
  );
  const place = e.format === 'online' ? 'Online' : e.city || e.venue_name;
  const speakers = (e.speakers ?? []).map((s) => [s.name, s.title, s.organisation].filter(Boolean).join(', '));
  const audience =
    e.visibility === 'public'
      ? 'public'
      : e.visibility === 'members'
        ? 'members'
        : e.visibility === 'circle' && e.circle_id
          ? 'circle'
          : 'owner';
  return {
    kind: 'event',
    ref_id: e.event_id,
    title: e.title,
    subtitle: [e.status === 'completed' ? 'Past event' : 'Event', when, place].filter(Boolean).join(' · '),
    body: [
      e.summary,
      e.description_text,
      speakers.join('\n'),
      (e.topics ?? []).join(' '),
      e.venue_name,
      e.venue_address,
    ]
      .filter(Boolean)
      .join('\n'),
    url: `/events/${e.event_id}`,
    language: /[\u0900-\u097F]/.test(e.title + e.summary) ? 'hi' : 'en',
    audience,
    circle_id: audience === 'circle' ? e.circle_id : null,
    owner_id: e.organiser_id,
    meta: {
      starts_at: new Date(e.starts_at).toISOString(),
      format: FORMAT_LABEL[e.format] ? e.format : 'online',
      city: e.city,
      status: e.status,
    },
    // upcoming events first among equals; popular ones a little more
    boost: Math.min(1, (e.status === 'completed' ? 0 : 0.3) + e.confirmed_count / 500),
  };
}

async function read(tx: Db, slice: SourceSlice): Promise<SearchDoc[]> {
  const { where, tail } = sliceSql(sql`e.event_id`, slice);
  const r = await tx.execute(sql`select e.event_id, e.title, e.summary, e.description_text, e.format, e.venue_name,
      e.venue_address, e.city, e.starts_at, e.time_zone, e.visibility, e.circle_id, e.organiser_id, e.status,
      e.topics, e.speakers, e.confirmed_count
    from events e
    where ${where} and e.deleted_at is null and e.hidden_at is null and e.status in ('published', 'postponed', 'completed') ${tail}`);
  return rowsOf<Row>(r).map(toDoc);
}

export const eventsSearchSource: SearchSource = { kind: 'event', version: 1, ...sourceOf(read) };

/** Brings the events' documents up to date inside the caller's write transaction (ev-api calls it). */
export const syncEventSearch = (tx: Db, eventIds: number[]): Promise<void> => syncSearch(tx, 'event', eventIds);
