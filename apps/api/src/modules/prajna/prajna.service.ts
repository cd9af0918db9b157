import {
  PRAJNA_HOURLY_LIMIT,
  type TPrajnaAnswer,
  type TPrajnaAsk,
  type TPrajnaAskResult,
  type TPrajnaCitation,
  type TPrajnaHistory,
  type TPrajnaLanguage,
  type TPrajnaOverview,
  type TPrajnaThread,
} from '@ankur/shared/schemas/prajna';
import type { TSearchKind } from '@ankur/shared/schemas/search';
import type { Db } from '../../db/client.ts';
import { withTenant } from '../../db/tenant.ts';
import type { Clock } from '../../lib/clock.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import type { Scope } from '../../lib/scope.ts';
import { hit, tooMany } from '../../lib/throttle.ts';
import {
  circlesOfReader,
  type Passage,
  passagesOf,
  type SearchReader,
  searchIndex,
  topDocuments,
} from '../search/index.ts';
import { generatedCitations, passageKey, passagesAnswer, promptFor, selectPassages } from './compose.ts';
import {
  type AnswerRow,
  deleteAllOf,
  deleteQuestion,
  findAnswer,
  historyPage,
  hitsInWindow,
  insertAnswer,
  setsOf,
} from './prajna.repository.ts';
import { type AnswerProvider, ProviderError } from './provider.ts';
import { anyWordQuery, languageOf, scrub } from './question.ts';

/**
 * Prajna (issue 22): a question → the documents of the one search index the asker may read (content
 * first, then forum threads and posts) → their best paragraphs → an answer. With a provider, the
 * scrubbed question and the passages go to it and its answer keeps the passages' numbers as
 * citations; without one, or when it fails, the passages themselves are the answer. Every answer
 * is stored as one response set of the asker's; alternatives add sets with other passages.
 */

export interface PrajnaContext {
  db: Db;
  provider: AnswerProvider | null;
  clock: Clock;
  brand: string;
}

/** What retrieval searches, content first (its rank counts for more). */
export const PRAJNA_KINDS: TSearchKind[] = ['content', 'thread', 'post'];
const KIND_WEIGHT: Partial<Record<TSearchKind, number>> = { content: 1.5 };
const TOP_DOCUMENTS = 8;
const CANDIDATE_PASSAGES = 24;
const HOUR_MS = 3_600_000;

const bucketOf = (scope: Scope) => `prajna:${scope.tenantId}:${scope.actor.userId}`;
const iso = (v: string) => new Date(v).toISOString();

export interface Retrieval {
  query: string;
  documents: Array<{ kind: TSearchKind; ref_id: number; title: string; url: string; rank: number }>;
  passages: Passage[];
}

/** The documents and passages for a question, as this reader may read them (one transaction). */
export function retrieve(db: Db, scope: Scope, question: string): Promise<Retrieval> {
  const query = anyWordQuery(question);
  return withTenant(db, scope.tenantId, async (tx) => {
    if (!query) return { query, documents: [], passages: [] };
    const reader: SearchReader = {
      userId: scope.actor.userId,
      circleIds: await circlesOfReader(tx, scope.actor.userId),
    };
    const hits = await searchIndex(tx, reader, { q: query, kinds: PRAJNA_KINDS, limit: TOP_DOCUMENTS });
    const documents = hits
      .map((h) => ({
        kind: h.kind,
        ref_id: h.ref_id,
        title: h.title,
        url: h.url,
        rank: h.rank * (KIND_WEIGHT[h.kind] ?? 1),
      }))
      .sort((a, b) => b.rank - a.rank);
    const passages = await passagesOf(tx, documents, query, CANDIDATE_PASSAGES);
    return { query, documents, passages };
  });
}

interface Composed {
  mode: 'passages' | 'generated';
  text: string;
  citations: TPrajnaCitation[];
  provider: string | null;
  fell_back: boolean;
}

/** The answer from the chosen passages: the provider's when there is one and it answers. */
export async function compose(
  ctx: PrajnaContext,
  language: TPrajnaLanguage,
  question: string,
  passages: Passage[],
  temperature = 0.2,
): Promise<Composed> {
  const quoted = passagesAnswer(language, passages);
  if (!ctx.provider || !passages.length) return { mode: 'passages', ...quoted, provider: null, fell_back: false };
  try {
    const text = await ctx.provider.complete(promptFor(ctx.brand, language, scrub(question), passages), {
      temperature,
    });
    return {
      mode: 'generated',
      text,
      citations: generatedCitations(text, passages),
      provider: ctx.provider.name,
      fell_back: false,
    };
  } catch (err) {
    if (!(err instanceof ProviderError)) throw err;
    return { mode: 'passages', ...quoted, provider: ctx.provider.name, fell_back: true };
  }
}

export const toAnswer = (row: AnswerRow): TPrajnaAnswer => ({
  answer_id: row.answer_id,
  root_id: row.root_id ?? row.answer_id,
  set_index: row.set_index,
  question: row.question,
  language: row.language,
  mode: row.mode,
  text: row.text,
  citations: row.citations,
  provider: row.provider,
  fell_back: row.fell_back,
  created_at: iso(row.created_at),
});

/** Counts one question (or alternative) against the asker's hour; 429 with the wait when over. */
async function spend(ctx: PrajnaContext, scope: Scope) {
  const r = await hit(ctx.db, bucketOf(scope), { limit: PRAJNA_HOURLY_LIMIT, windowMs: HOUR_MS }, ctx.clock);
  if (!r.allowed) {
    const minutes = Math.ceil(r.retryAfterSec / 60);
    throw tooMany(
      r.retryAfterSec,
      `You have asked ${PRAJNA_HOURLY_LIMIT} questions this hour. Ask again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    );
  }
  return { used: PRAJNA_HOURLY_LIMIT - r.remaining, limit: PRAJNA_HOURLY_LIMIT };
}

export async function ask(ctx: PrajnaContext, scope: Scope, input: TPrajnaAsk): Promise<TPrajnaAskResult> {
  const usage = await spend(ctx, scope);
  const language = input.language ?? languageOf(input.question);
  const { passages } = await retrieve(ctx.db, scope, input.question);
  const chosen = selectPassages(passages, new Set());
  const answer = await compose(ctx, language, input.question, chosen);
  const row = await withTenant(ctx.db, scope.tenantId, (tx) =>
    insertAnswer(tx, {
      user_id: scope.actor.userId,
      question: input.question,
      language,
      ...answer,
      passage_keys: chosen.map(passageKey),
    }),
  );
  return { ...toAnswer(row), usage };
}

/**
 * Another response set for the question of answer `id`: passages the earlier sets did not use;
 * when none are left, a provider regenerates from the best ones, and without one it is a 409.
 */
export async function alternative(ctx: PrajnaContext, scope: Scope, id: number): Promise<TPrajnaAskResult> {
  const userId = scope.actor.userId;
  const sets = await withTenant(ctx.db, scope.tenantId, async (tx) => {
    const answer = await findAnswer(tx, userId, id);
    if (!answer) throw notFound('No such answer.');
    return setsOf(tx, userId, answer.root_id ?? answer.answer_id);
  });
  const root = sets[0]!;
  const used = new Set(sets.flatMap((s) => s.passage_keys));
  const { passages } = await retrieve(ctx.db, scope, root.question);
  let chosen = selectPassages(passages, used);
  if (!chosen.length) {
    if (!ctx.provider || !passages.length) {
      throw conflict('The library has no other passages on this question.', { field: 'id' });
    }
    chosen = selectPassages(passages, new Set());
  }
  const usage = await spend(ctx, scope);
  const answer = await compose(ctx, root.language, root.question, chosen, 0.7);
  const row = await withTenant(ctx.db, scope.tenantId, (tx) =>
    insertAnswer(tx, {
      user_id: userId,
      root_id: root.answer_id,
      set_index: Math.max(...sets.map((s) => s.set_index)) + 1,
      question: root.question,
      language: root.language,
      ...answer,
      passage_keys: chosen.map(passageKey),
    }),
  );
  return { ...toAnswer(row), usage };
}

export function thread(db: Db, scope: Scope, id: number): Promise<TPrajnaThread> {
  return withTenant(db, scope.tenantId, async (tx) => {
    const answer = await findAnswer(tx, scope.actor.userId, id);
    if (!answer) throw notFound('No such answer.');
    const sets = await setsOf(tx, scope.actor.userId, answer.root_id ?? answer.answer_id);
    return { sets: sets.map(toAnswer) };
  });
}

export function history(db: Db, scope: Scope, q: { cursor?: number; limit: number }): Promise<TPrajnaHistory> {
  return withTenant(db, scope.tenantId, async (tx) => {
    const rows = await historyPage(tx, scope.actor.userId, q.cursor, q.limit);
    const page = rows.slice(0, q.limit);
    return {
      items: page.map((r) => ({ ...r, sets: Number(r.sets), created_at: iso(r.created_at) })),
      next_cursor: rows.length > q.limit ? (page.at(-1)?.answer_id ?? null) : null,
    };
  });
}

export function forgetQuestion(db: Db, scope: Scope, id: number): Promise<void> {
  return withTenant(db, scope.tenantId, async (tx) => {
    const answer = await findAnswer(tx, scope.actor.userId, id);
    if (!answer) throw notFound('No such answer.');
    await deleteQuestion(tx, scope.actor.userId, answer.root_id ?? answer.answer_id);
  });
}

export async function forgetAll(db: Db, scope: Scope): Promise<{ deleted: number }> {
  return { deleted: await withTenant(db, scope.tenantId, (tx) => deleteAllOf(tx, scope.actor.userId)) };
}

const SUGGESTION = {
  en: (topic: string) => `Tell me about ${topic}`,
  hi: (topic: string) => `${topic} के बारे में बताइए`,
};

/** Who answers, the hour's usage and questions to try (from the library's newest topics). */
export async function overview(
  ctx: PrajnaContext,
  scope: Scope | null,
  tenantId: string,
  language: TPrajnaLanguage,
): Promise<TPrajnaOverview> {
  const used = scope ? await hitsInWindow(ctx.db, bucketOf(scope), new Date(ctx.clock.now().getTime() - HOUR_MS)) : 0;
  const docs = await withTenant(ctx.db, tenantId, async (tx) => {
    const reader: SearchReader = scope
      ? { userId: scope.actor.userId, circleIds: await circlesOfReader(tx, scope.actor.userId) }
      : { userId: null, circleIds: [] };
    return topDocuments(tx, reader, ['content', 'thread'], 12);
  });
  const suggestions: TPrajnaOverview['suggestions'] = [];
  for (const d of docs) {
    const topicList = d.meta.topics;
    const topic = Array.isArray(topicList) && typeof topicList[0] === 'string' ? topicList[0] : d.title;
    // a forum thread's title is already a question; a piece's topic becomes one
    const question = d.title.trim().endsWith('?') ? d.title.trim() : SUGGESTION[language](topic);
    if (!suggestions.some((s) => s.topic.toLowerCase() === topic.toLowerCase())) suggestions.push({ topic, question });
  }
  return {
    provider: ctx.provider?.name ?? null,
    usage: { used: Math.min(used, PRAJNA_HOURLY_LIMIT), limit: PRAJNA_HOURLY_LIMIT },
    suggestions: suggestions.slice(0, 6),
  };
}
