import { z } from 'zod';

const INT_MAX = 2147483647;

/**
 * Prajna (issue 22): answers drawn from the library. A question (English or Hindi) is answered
 * from the passages of the one search index the asker may read, cited [n]; with a provider
 * configured (any OpenAI-compatible endpoint) the passages go to it and its answer comes back
 * with the same citations, otherwise the best passages are quoted. Each answer is one response
 * set; alternatives add more sets for the same question (SPEC §3 "AI response categories").
 */

export const PRAJNA_LANGUAGES = ['en', 'hi'] as const;
export const ZPrajnaLanguage = z.enum(PRAJNA_LANGUAGES);
export type TPrajnaLanguage = z.infer<typeof ZPrajnaLanguage>;

export const PRAJNA_MODES = ['passages', 'generated'] as const;
export type TPrajnaMode = (typeof PRAJNA_MODES)[number];

/** Questions a person may ask (and alternatives they may ask for) per rolling hour. */
export const PRAJNA_HOURLY_LIMIT = 20;
export const PRAJNA_QUESTION_MIN = 3;
export const PRAJNA_QUESTION_MAX = 500;

export const ZPrajnaQuestion = z
  .string()
  .trim()
  .min(PRAJNA_QUESTION_MIN, `must be at least ${PRAJNA_QUESTION_MIN} characters`)
  .max(PRAJNA_QUESTION_MAX, `must be at most ${PRAJNA_QUESTION_MAX} characters`);

export const ZPrajnaAsk = z.object({
  question: ZPrajnaQuestion,
  /** the answer's language; guessed from the question (Devanagari → hi) when absent */
  language: ZPrajnaLanguage.optional(),
});
export type TPrajnaAsk = z.infer<typeof ZPrajnaAsk>;

/** A source an answer cites as [n]. */
export const ZPrajnaCitation = z.object({
  n: z.number().int(),
  kind: z.string(),
  title: z.string(),
  url: z.string(),
  /** the cited passage, matched words between « and » */
  snippet: z.string(),
  /** the cited thing's id in its own table (a content piece can be saved to the library) */
  ref_id: z.number().int(),
});
export type TPrajnaCitation = z.infer<typeof ZPrajnaCitation>;

export const ZPrajnaUsage = z.object({
  used: z.number().int(),
  limit: z.number().int(),
});
export type TPrajnaUsage = z.infer<typeof ZPrajnaUsage>;

export const ZPrajnaAnswer = z.object({
  answer_id: z.number().int(),
  /** the first answer to this question; alternatives share it */
  root_id: z.number().int(),
  /** 1 for the first answer, then 2, 3... */
  set_index: z.number().int(),
  question: z.string(),
  language: ZPrajnaLanguage,
  mode: z.enum(PRAJNA_MODES),
  /** plain text, paragraphs separated by a blank line, citations inline as [n] */
  text: z.string(),
  citations: z.array(ZPrajnaCitation),
  /** the provider that generated it (or was tried and failed), null for the library alone */
  provider: z.string().nullable(),
  /** the provider failed: this is the passages answer instead */
  fell_back: z.boolean(),
  created_at: z.string(),
});
export type TPrajnaAnswer = z.infer<typeof ZPrajnaAnswer>;

/** What asking (or asking for an alternative) answers: the new set and the hour's usage. */
export const ZPrajnaAskResult = ZPrajnaAnswer.extend({ usage: ZPrajnaUsage });
export type TPrajnaAskResult = z.infer<typeof ZPrajnaAskResult>;

export const ZPrajnaAnswerParams = z.object({ id: z.coerce.number().int().positive().max(INT_MAX) });

/** A question and all its response sets, oldest first (reopened from the history). */
export const ZPrajnaThread = z.object({ sets: z.array(ZPrajnaAnswer) });
export type TPrajnaThread = z.infer<typeof ZPrajnaThread>;

export const ZPrajnaHistoryQuery = z.object({
  cursor: z.coerce.number().int().positive().max(INT_MAX).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});

export const ZPrajnaHistoryItem = z.object({
  answer_id: z.number().int(),
  question: z.string(),
  language: ZPrajnaLanguage,
  mode: z.enum(PRAJNA_MODES),
  sets: z.number().int(),
  created_at: z.string(),
});
export type TPrajnaHistoryItem = z.infer<typeof ZPrajnaHistoryItem>;

export const ZPrajnaHistory = z.object({
  items: z.array(ZPrajnaHistoryItem),
  next_cursor: z.number().int().nullable(),
});
export type TPrajnaHistory = z.infer<typeof ZPrajnaHistory>;

export const ZPrajnaOverviewQuery = z.object({ language: ZPrajnaLanguage.default('en') });

/** What /prajna shows before a question: who answers, the hour's usage, questions to try. */
export const ZPrajnaOverview = z.object({
  /** the provider the question and passages are sent to; null: answers come from the library alone */
  provider: z.string().nullable(),
  usage: ZPrajnaUsage,
  suggestions: z.array(z.object({ question: z.string(), topic: z.string() })),
});
export type TPrajnaOverview = z.infer<typeof ZPrajnaOverview>;

// the administrators' test bench (/gemini-test)

export const ZPrajnaBenchConfig = z.object({
  configured: z.boolean(),
  provider: z.string().nullable(),
  model: z.string().nullable(),
  /** the endpoint's base URL; the key is never shown */
  base_url: z.string().nullable(),
  has_key: z.boolean(),
  timeout_ms: z.number().int(),
  hourly_limit: z.number().int(),
});
export type TPrajnaBenchConfig = z.infer<typeof ZPrajnaBenchConfig>;

export const ZPrajnaBenchAnswer = z.object({
  text: z.string(),
  citations: z.array(ZPrajnaCitation),
  ms: z.number(),
  error: z.string().nullable(),
});

export const ZPrajnaBenchRun = z.object({
  question: z.string(),
  scrubbed: z.string(),
  language: ZPrajnaLanguage,
  retrieval_ms: z.number(),
  documents: z.array(
    z.object({ rank: z.number().int(), kind: z.string(), title: z.string(), url: z.string(), score: z.number() }),
  ),
  passages: z.array(
    z.object({ n: z.number().int(), title: z.string(), url: z.string(), text: z.string(), score: z.number() }),
  ),
  prompt: z.array(z.object({ role: z.string(), content: z.string() })),
  passages_answer: ZPrajnaBenchAnswer,
  /** null when no provider is configured */
  provider_answer: ZPrajnaBenchAnswer.nullable(),
});
export type TPrajnaBenchRun = z.infer<typeof ZPrajnaBenchRun>;

export const ZPrajnaHealth = z.object({
  ok: z.boolean(),
  ms: z.number(),
  status: z.number().int().nullable(),
  message: z.string(),
});
export type TPrajnaHealth = z.infer<typeof ZPrajnaHealth>;
