import type { TPrajnaAsk, TPrajnaBenchConfig, TPrajnaBenchRun, TPrajnaHealth } from '@ankur/shared/schemas/prajna';
import { PRAJNA_HOURLY_LIMIT } from '@ankur/shared/schemas/prajna';
import type { Scope } from '../../lib/scope.ts';
import { generatedCitations, passagesAnswer, promptFor, selectPassages, sourcesOf } from './compose.ts';
import { type PrajnaContext, retrieve } from './prajna.service.ts';
import { ProviderError } from './provider.ts';
import { languageOf, scrub } from './question.ts';

/**
 * The administrators' test bench (/gemini-test): the provider's configuration (never the key), a
 * question run through every step with its intermediate results and timings, and a health check.
 * Nothing is stored and nothing counts against a rate limit.
 */

export function benchConfig(ctx: PrajnaContext): TPrajnaBenchConfig {
  const p = ctx.provider;
  return {
    configured: p !== null,
    provider: p?.name ?? null,
    model: p?.model ?? null,
    base_url: p?.baseUrl ?? null,
    has_key: p?.hasKey ?? false,
    timeout_ms: p?.timeoutMs ?? 0,
    hourly_limit: PRAJNA_HOURLY_LIMIT,
  };
}

const since = (start: number) => Math.round((performance.now() - start) * 10) / 10;

export async function benchRun(ctx: PrajnaContext, scope: Scope, input: TPrajnaAsk): Promise<TPrajnaBenchRun> {
  const language = input.language ?? languageOf(input.question);
  const t0 = performance.now();
  const { documents, passages } = await retrieve(ctx.db, scope, input.question);
  const retrieval_ms = since(t0);
  const chosen = selectPassages(passages, new Set());
  const { numbers } = sourcesOf(chosen);
  const t1 = performance.now();
  const quoted = passagesAnswer(language, chosen);
  const passagesMs = since(t1);
  const scrubbed = scrub(input.question);
  const prompt = promptFor(ctx.brand, language, scrubbed, chosen);
  let provider_answer: TPrajnaBenchRun['provider_answer'] = null;
  if (ctx.provider) {
    const t2 = performance.now();
    try {
      const text = await ctx.provider.complete(prompt);
      provider_answer = { text, citations: generatedCitations(text, chosen), ms: since(t2), error: null };
    } catch (err) {
      if (!(err instanceof ProviderError)) throw err;
      provider_answer = { text: '', citations: [], ms: since(t2), error: err.message };
    }
  }
  return {
    question: input.question,
    scrubbed,
    language,
    retrieval_ms,
    documents: documents.map((d, i) => ({ rank: i + 1, kind: d.kind, title: d.title, url: d.url, score: d.rank })),
    passages: chosen.map((p, i) => ({
      n: numbers[i] ?? i + 1,
      title: p.title,
      url: p.url,
      text: p.text,
      score: p.score,
    })),
    prompt,
    passages_answer: { ...quoted, ms: passagesMs, error: null },
    provider_answer,
  };
}

export async function health(ctx: PrajnaContext): Promise<TPrajnaHealth> {
  if (!ctx.provider) {
    return {
      ok: true,
      ms: 0,
      status: null,
      message: 'No provider is configured: answers come from the library alone.',
    };
  }
  return ctx.provider.health();
}
