import {
  COMPETITION_ERRORS,
  type TCompetitionDetail,
  type TCompetitionInput,
  type TCompetitionPatch,
  type TCriterion,
  type TFormField,
  ZCompetitionInput,
} from '@ankur/shared/schemas/competitions';
import type { TPersonRef } from '@ankur/shared/schemas/content';
import { fieldIssuesOf } from '../../../../lib/api-errors';
import { fromIstInput, toIstInput } from './ist';

/** A picked upload (the cover). */
export interface FileValue {
  upload_id: number;
  file_name: string;
  url: string;
}

export interface CriterionDraft extends Omit<TCriterion, 'description' | 'scale_max'> {
  description: string;
  scale_max: number;
}

/** One round as the organiser edits it; `uid` keys it on screen (rounds reorder, new ones have no id). */
export interface RoundDraft {
  uid: string;
  round_id?: number;
  status: 'pending' | 'active' | 'closed';
  name: string;
  /** datetime-local text in IST, or '' */
  judging_ends_at: string;
  rubric: CriterionDraft[];
  /** '' for none (the final) */
  advance_count: string;
  judges: TPersonRef[];
  judges_per_application: number;
}

export type FieldDraft = Omit<TFormField, 'help' | 'required' | 'options' | 'max_length'> & {
  uid: string;
  help: string;
  required: boolean;
  options: string[];
  max_length: number | null;
};

export interface PrizeDraft {
  uid: string;
  rank: number;
  title: string;
  reward: string;
}

/** What the Setup and Rounds tabs hold: the contract's input, with IST times and people for judges. */
export interface ManageDraft {
  title: string;
  summary: string;
  description_html: string;
  eligibility_html: string;
  event_id: number | null;
  cover: FileValue | null;
  opens_at: string;
  closes_at: string;
  team_min: number;
  team_max: number;
  form: FieldDraft[];
  rounds: RoundDraft[];
  prizes: PrizeDraft[];
  leaderboard_public: boolean;
  score_method: 'average' | 'normalised';
  topics: string[];
  hubs: string[];
}

export type SetDraft = <K extends keyof ManageDraft>(key: K, value: ManageDraft[K]) => void;

/** What each editing part of the screen takes: the draft, its setter, and the field errors by path. */
export interface DraftProps {
  draft: ManageDraft;
  set: SetDraft;
  errors: Record<string, string>;
}

let uidSeq = 0;
export const newUid = () => {
  uidSeq += 1;
  return `u${uidSeq}`;
};

/** A key the contract accepts (lower-case, a letter first) from a label; `fallback` when the label has no latin letters. */
export function keyOf(label: string, taken: readonly string[], fallback: string): string {
  const base =
    label
      .toLowerCase()
      .normalize('NFKD')
      .replace(/[^a-z0-9]+/g, '_')
      .replace(/^[^a-z]+|_+$/g, '')
      .slice(0, 32) || fallback;
  let key = base;
  for (let n = 2; taken.includes(key); n++) key = `${base}_${n}`;
  return key;
}

export interface DefaultWords {
  roundName: string;
  criteria: readonly { name: string; description: string }[];
}

export function newRound(words: {
  name: string;
  criteria: readonly { name: string; description: string }[];
}): RoundDraft {
  const rubric: CriterionDraft[] = [];
  for (const [i, c] of words.criteria.entries()) {
    rubric.push({
      key: keyOf(
        c.name,
        rubric.map((r) => r.key),
        `criterion_${i + 1}`,
      ),
      name: c.name,
      description: c.description,
      weight: 1,
      scale_max: 5,
    });
  }
  return {
    uid: newUid(),
    status: 'pending',
    name: words.name,
    judging_ends_at: '',
    rubric,
    advance_count: '',
    judges: [],
    judges_per_application: 2,
  };
}

export function newDraft(words: DefaultWords): ManageDraft {
  const now = Date.now();
  const day = 24 * 3600 * 1000;
  const opens = toIstInput(new Date(now + day).toISOString())
    .slice(0, 11)
    .concat('10:00');
  const closes = toIstInput(new Date(now + 31 * day).toISOString())
    .slice(0, 11)
    .concat('23:30');
  return {
    title: '',
    summary: '',
    description_html: '',
    eligibility_html: '',
    event_id: null,
    cover: null,
    opens_at: opens,
    closes_at: closes,
    team_min: 1,
    team_max: 5,
    form: [],
    rounds: [newRound({ name: words.roundName, criteria: words.criteria })],
    prizes: [],
    leaderboard_public: true,
    score_method: 'average',
    topics: [],
    hubs: [],
  };
}

export function draftOf(c: TCompetitionDetail): ManageDraft {
  return {
    title: c.title,
    summary: c.summary,
    description_html: c.description_html,
    eligibility_html: c.eligibility_html,
    event_id: c.event?.event_id ?? null,
    cover:
      c.cover_file_id && c.cover_url
        ? { upload_id: c.cover_file_id, url: c.cover_url, file_name: c.cover_url.split('/').pop() ?? '' }
        : null,
    opens_at: toIstInput(c.opens_at),
    closes_at: toIstInput(c.closes_at),
    team_min: c.team_min,
    team_max: c.team_max,
    form: c.form.map((f) => ({ ...f, uid: newUid() })),
    rounds: [...c.rounds]
      .sort((a, b) => a.position - b.position)
      .map((r) => ({
        uid: newUid(),
        round_id: r.round_id,
        status: r.status,
        name: r.name,
        judging_ends_at: r.judging_ends_at ? toIstInput(r.judging_ends_at) : '',
        rubric: r.rubric.map((k) => ({ ...k })),
        advance_count: r.advance_count === null ? '' : String(r.advance_count),
        judges: r.judges,
        judges_per_application: r.judges_per_application,
      })),
    prizes: c.prizes.map((p) => ({ uid: newUid(), rank: p.rank, title: p.title, reward: p.reward })),
    leaderboard_public: c.leaderboard_public,
    score_method: c.score_method,
    topics: c.topics,
    hubs: c.hubs,
  };
}

/** The body of POST /api/competitions from a draft. */
export function inputOf(d: ManageDraft): TCompetitionInput {
  return {
    title: d.title,
    summary: d.summary,
    description_html: d.description_html,
    eligibility_html: d.eligibility_html,
    event_id: d.event_id,
    cover_file_id: d.cover?.upload_id ?? null,
    opens_at: fromIstInput(d.opens_at),
    closes_at: fromIstInput(d.closes_at),
    team_min: d.team_min,
    team_max: d.team_max,
    form: d.form.map(({ uid: _uid, ...f }) => ({
      ...f,
      options: f.kind === 'choice' ? f.options.filter((o) => o.trim()) : [],
      max_length: f.kind === 'text' || f.kind === 'long_text' ? f.max_length : null,
    })),
    rounds: d.rounds.map((r) => ({
      ...(r.round_id ? { round_id: r.round_id } : {}),
      name: r.name,
      judging_ends_at: r.judging_ends_at ? fromIstInput(r.judging_ends_at) : null,
      rubric: r.rubric.map((c) => ({ ...c })),
      advance_count: r.advance_count.trim() === '' ? null : Number(r.advance_count),
      judge_ids: r.judges.map((j) => j.user_id),
      judges_per_application: r.judges_per_application,
    })),
    prizes: d.prizes.map(({ uid: _uid, ...p }) => p),
    leaderboard_public: d.leaderboard_public,
    score_method: d.score_method,
    topics: d.topics,
    hubs: d.hubs as TCompetitionInput['hubs'],
  };
}

/** PATCH body: only the fields that differ from what was loaded (a begun round's rubric is not re-sent unless changed). */
export function patchOf(initial: ManageDraft, d: ManageDraft): TCompetitionPatch {
  const before = inputOf(initial) as Record<string, unknown>;
  const after = inputOf(d) as Record<string, unknown>;
  const patch: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(after)) {
    if (JSON.stringify(value) !== JSON.stringify(before[key])) patch[key] = value;
  }
  return patch as TCompetitionPatch;
}

export const isDirty = (initial: ManageDraft, d: ManageDraft) => Object.keys(patchOf(initial, d)).length > 0;

export interface LocalIssue {
  code: string;
  limit?: number;
  /** what was too small or too big: 'string', 'array', 'number' */
  origin?: string;
}

/** Field errors by dotted path ('title', 'rounds.0.rubric.1.weight'), from the contract before sending. */
export function localErrors(d: ManageDraft, word: (issue: LocalIssue) => string): Record<string, string> {
  const errors: Record<string, string> = {};
  const result = ZCompetitionInput.safeParse(inputOf(d));
  if (!result.success) {
    for (const issue of result.error.issues) {
      const key = issue.path.map(String).join('.');
      const limit = 'minimum' in issue ? Number(issue.minimum) : 'maximum' in issue ? Number(issue.maximum) : undefined;
      const origin = 'origin' in issue ? String(issue.origin) : undefined;
      errors[key] ??= word({ code: issue.code, limit, origin });
    }
  }
  if (!errors.closes_at && !errors.opens_at && d.opens_at && d.closes_at && d.closes_at <= d.opens_at) {
    errors.closes_at = COMPETITION_ERRORS.closeBeforeOpen;
  }
  if (!errors.team_max && d.team_max < d.team_min) errors.team_max = COMPETITION_ERRORS.teamRange;
  return errors;
}

/** Field errors by dotted path from the API's 400/409 answer ('body.rounds[0].name' → 'rounds.0.name'). */
export function serverErrors(error: unknown): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of fieldIssuesOf(error)) {
    const key = issue.path
      .replace(/^body\.?/, '')
      .replace(/\[(\d+)\]/g, '.$1')
      .replace(/^\./, '');
    if (key) errors[key] ??= issue.message;
  }
  return errors;
}

/** Which tab shows the field a path names. */
export const tabOfError = (path: string): 'setup' | 'rounds' => (path.startsWith('rounds') ? 'rounds' : 'setup');

/** Each criterion's weight as a whole per cent of the rubric's total. */
export function weightShares(rubric: readonly { weight: number }[]): number[] {
  const total = rubric.reduce((s, c) => s + (Number.isFinite(c.weight) ? c.weight : 0), 0);
  return rubric.map((c) => (total > 0 ? Math.round((c.weight / total) * 100) : 0));
}
