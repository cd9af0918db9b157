import type {
  TContentCard,
  TContentHub,
  TContentPage,
  TStudio,
  ZContentListQuery,
} from '@ankur/shared/schemas/content';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { withTenant } from '../../db/tenant.ts';
import type { Actor, Scope } from '../../lib/scope.ts';
import { toCard } from './cards.ts';
import {
  authoredCards,
  byHub,
  cardPage,
  countMatching,
  type Facet,
  facetCounts,
  featuredCards,
  newestCards,
  popularWeek,
  relatedCards,
  reviewCards,
  topTopics,
} from './content.repository.ts';
import { isAuthor, isEditor, readableItem } from './items.service.ts';

/**
 * Reading the library (issue 22): the explorer (/contents: filters, facets, sort, pages — `q` is
 * the library's own full text over title, summary, text and transcript, English stemming plus
 * whole words), the hub's shelves, a piece's related pieces and the studio. Published pieces only,
 * except in the studio. Each is a fixed number of queries.
 */

type ListQuery = z.output<typeof ZContentListQuery>;

/** GET items: 3 queries (page, total, every facet). */
export function listItems(db: Db, tenantId: string, viewerId: number | null, q: ListQuery): Promise<TContentPage> {
  return withTenant(db, tenantId, async (tx) => {
    const rows = await cardPage(tx, viewerId, q, { sort: q.sort, limit: q.limit, offset: (q.page - 1) * q.limit });
    const total = await countMatching(tx, q);
    const counts = await facetCounts(tx, q);
    const facets: TContentPage['facets'] = { kind: [], topic: [], hub: [], language: [], level: [] };
    for (const c of counts) facets[c.facet as Facet].push({ value: c.value, count: c.count });
    for (const list of Object.values(facets)) list.sort((a, b) => b.count - a.count || a.value.localeCompare(b.value));
    return {
      data: rows.map(toCard),
      meta: { page: q.page, limit: q.limit, total, totalPages: Math.ceil(total / q.limit) },
      facets,
    };
  });
}

/** GET hub: featured, newest, popular this week, by hub, top topics (5 queries). */
export function hub(db: Db, tenantId: string, viewerId: number | null, now: Date): Promise<TContentHub> {
  const since = new Date(now.getTime() - 7 * 864e5).toISOString().slice(0, 10);
  return withTenant(db, tenantId, async (tx) => {
    const featured = await featuredCards(tx, viewerId, 6);
    const newest = await newestCards(tx, viewerId, 8);
    const popular = await popularWeek(tx, viewerId, since, 8);
    const hubs = await byHub(tx, viewerId, 4);
    const topics = await topTopics(tx, 16);
    const grouped = new Map<string, TContentCard[]>();
    for (const r of hubs) grouped.set(r.hub, [...(grouped.get(r.hub) ?? []), toCard(r)]);
    return {
      featured: featured.map(toCard),
      newest: newest.map(toCard),
      popular_week: popular.map(toCard),
      by_hub: [...grouped].map(([h, items]) => ({ hub: h, items })),
      topics,
    };
  });
}

export function related(db: Db, scope: Scope, id: number): Promise<{ data: TContentCard[] }> {
  return withTenant(db, scope.tenantId, async (tx) => {
    const item = await readableItem(tx, scope.actor, id);
    return { data: (await relatedCards(tx, scope.actor.userId, item, 6)).map(toCard) };
  });
}

/** GET studio: my pieces in every state (newest change first) and, for editors, the review queue (oldest first). */
export function studio(db: Db, scope: Scope): Promise<TStudio> {
  const actor: Actor = scope.actor;
  return withTenant(db, scope.tenantId, async (tx) => {
    const mine = await authoredCards(tx, actor.userId, 200);
    const queue = isEditor(actor) ? await reviewCards(tx, actor.userId, 200) : [];
    return {
      mine: mine.map(toCard),
      review_queue: queue.map(toCard),
      can_create: isAuthor(actor),
      can_review: isEditor(actor),
    };
  });
}
