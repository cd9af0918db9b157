import type { TPrajnaCitation, TPrajnaLanguage } from '@ankur/shared/schemas/prajna';
import type { Passage } from '../search/index.ts';
import type { ChatMessage } from './provider.ts';
import { clip } from './question.ts';

/**
 * How an answer is made from passages (pure, no I/O): which passages a response set uses, the
 * passages answer (the best paragraphs quoted and cited), the prompt a provider gets, and the
 * citations of a generated answer.
 */

/** Passages per response set, and at most this many from one document. */
export const SET_SIZE = 3;
const PER_DOCUMENT = 2;

export const passageKey = (p: Pick<Passage, 'kind' | 'ref_id' | 'paragraph'>) => `${p.kind}:${p.ref_id}:${p.paragraph}`;

/**
 * The best passages not used by earlier sets, no more than PER_DOCUMENT of one document while
 * others are left (so an alternative brings other sources first).
 */
export function selectPassages(candidates: Passage[], used: ReadonlySet<string>): Passage[] {
  const fresh = candidates.filter((p) => !used.has(passageKey(p)));
  const chosen: Passage[] = [];
  const perDoc = new Map<string, number>();
  for (const p of fresh) {
    const doc = `${p.kind}:${p.ref_id}`;
    if ((perDoc.get(doc) ?? 0) >= PER_DOCUMENT) continue;
    perDoc.set(doc, (perDoc.get(doc) ?? 0) + 1);
    chosen.push(p);
    if (chosen.length === SET_SIZE) return chosen;
  }
  for (const p of fresh) {
    if (chosen.length === SET_SIZE) break;
    if (!chosen.includes(p)) chosen.push(p);
  }
  return chosen;
}

/**
 * The sources of a set of passages: one per document, numbered in order of first use, so two
 * paragraphs of one guide share its [n]. `numbers[i]` is the number of passages[i].
 */
export function sourcesOf(passages: Passage[]): { citations: TPrajnaCitation[]; numbers: number[] } {
  const byDoc = new Map<string, number>();
  const citations: TPrajnaCitation[] = [];
  const numbers = passages.map((p) => {
    const doc = `${p.kind}:${p.ref_id}`;
    let n = byDoc.get(doc);
    if (n === undefined) {
      n = citations.length + 1;
      byDoc.set(doc, n);
      citations.push({ n, kind: p.kind, ref_id: p.ref_id, title: p.title, url: p.url, snippet: clip(p.snippet, 320) });
    }
    return n;
  });
  return { citations, numbers };
}

const WORDING = {
  en: {
    intro: 'Here is what the library says:',
    nothing: 'The library has nothing on this yet. Try other words, or ask about one of the topics Prajna suggests.',
    language: 'English',
  },
  hi: {
    intro: 'पुस्तकालय में इस बारे में यह लिखा है:',
    nothing: 'पुस्तकालय में अभी इस बारे में कुछ नहीं है। दूसरे शब्दों में पूछें, या प्रज्ञा के सुझाए किसी विषय के बारे में पूछें।',
    language: 'Hindi, in Devanagari script',
  },
} as const;

/** The passages answer: an opening line, then each passage quoted with its source's [n]. */
export function passagesAnswer(language: TPrajnaLanguage, passages: Passage[]) {
  if (!passages.length) return { text: WORDING[language].nothing, citations: [] as TPrajnaCitation[] };
  const { citations, numbers } = sourcesOf(passages);
  const lines = passages.map((p, i) => `${clip(p.text, 420)} [${numbers[i]}]`);
  return { text: [WORDING[language].intro, ...lines].join('\n\n'), citations };
}

/** The messages a provider gets: the rules, then the numbered passages and the (scrubbed) question. */
export function promptFor(
  brand: string,
  language: TPrajnaLanguage,
  scrubbedQuestion: string,
  passages: Passage[],
): ChatMessage[] {
  const system = [
    `You are Prajna, the library assistant of ${brand}, a platform for Indian entrepreneurs.`,
    'Answer the question using only the numbered passages from the library below.',
    `Write the answer in ${WORDING[language].language}.`,
    'After each sentence that uses a passage, cite it as [n] with the passage number.',
    'If the passages do not answer the question, say so in one sentence. Keep the answer under 200 words.',
  ].join(' ');
  const { citations, numbers } = sourcesOf(passages);
  const numbered = citations
    .map((c) => {
      const texts = passages.filter((_, i) => numbers[i] === c.n).map((p) => clip(p.text, 1200));
      return `[${c.n}] ${c.title}\n${texts.join('\n')}`;
    })
    .join('\n\n');
  return [
    { role: 'system', content: system },
    { role: 'user', content: `Passages:\n\n${numbered}\n\nQuestion: ${scrubbedQuestion}` },
  ];
}

/** The citations a generated answer uses ([n] in its text); all passages when it cites none. */
export function generatedCitations(text: string, passages: Passage[]): TPrajnaCitation[] {
  const cited = new Set([...text.matchAll(/\[(\d+)\]/g)].map((m) => Number(m[1])));
  const all = sourcesOf(passages).citations;
  const used = all.filter((c) => cited.has(c.n));
  return used.length ? used : all;
}
