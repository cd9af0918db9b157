import { type TUnit, UNIT_TYPES } from '@ankur/shared/schemas/programs';
import type { Problem, Problems } from './problems';
import { isProblem, wholeNumber } from './quiz-draft';

export type UnitKind = (typeof UNIT_TYPES)[number];

export const isUnitKind = (value: unknown): value is UnitKind => (UNIT_TYPES as readonly unknown[]).includes(value);

/** The unit editor's fields as typed (numbers as text until checked). */
export interface UnitDraft {
  name: string;
  kind: UnitKind;
  duration: string;
  /** rich content as HTML ('' for none) */
  content: string;
  /** video: an https link or an uploaded file's /api/uploads/… address; document: an uploaded file's */
  resourceUrl: string;
}

export const UNIT_FIELDS = ['unit_name', 'duration_minutes', 'content', 'resource_url', 'passing_score'] as const;
export type UnitField = (typeof UNIT_FIELDS)[number];

export const NAME_MAX = 200;
export const DURATION_MAX = 10000;
export const CONTENT_MAX = 200000;

/** The kinds whose learners read rich content (a quiz has questions instead). */
export const hasContent = (kind: UnitKind) => kind !== 'quiz';
/** The kinds that point at a video or a file. */
export const hasResource = (kind: UnitKind) => kind === 'video' || kind === 'document';

export function unitDraftOf(unit: TUnit, kind: UnitKind): UnitDraft {
  return {
    name: unit.unit_name,
    kind,
    duration: unit.duration_minutes === null ? '' : String(unit.duration_minutes),
    content: unit.content ?? '',
    resourceUrl: unit.resource_url ?? '',
  };
}

/** What ZUnitCreate accepts as resource_url: an https:// address or an uploaded file's. */
export function resourceUrlProblem(value: string): Problem | undefined {
  const url = value.trim();
  if (url === '' || url.startsWith('/api/uploads/')) return undefined;
  try {
    if (new URL(url).protocol === 'https:') return undefined;
  } catch {
    // not an address at all
  }
  return { code: 'https' };
}

export interface UnitUpdate {
  unit_name: string;
  unit_type: UnitKind;
  duration_minutes: number | null;
  content?: string | null;
  resource_url: string | null;
  passing_score: number | null;
}

/**
 * The unit's problems, and the body of PUT units/updateUnit/{id} when there are none (ZUnitUpdate).
 * A kind without a link clears it; a quiz keeps its content as it was and carries the pass mark.
 */
export function checkUnit(
  draft: UnitDraft,
  passingScore: number | null,
): { problems: Problems<UnitField>; body: UnitUpdate | null } {
  const problems: Problems<UnitField> = {};
  const name = draft.name.trim();
  if (!name) problems.unit_name = { code: 'required' };
  else if (name.length > NAME_MAX) problems.unit_name = { code: 'tooLong', max: NAME_MAX };
  const duration = draft.duration.trim() === '' ? null : wholeNumber(draft.duration, 0, DURATION_MAX);
  if (isProblem(duration)) problems.duration_minutes = duration;
  if (hasContent(draft.kind) && draft.content.length > CONTENT_MAX) {
    problems.content = { code: 'tooLong', max: CONTENT_MAX };
  }
  if (hasResource(draft.kind)) {
    const problem = resourceUrlProblem(draft.resourceUrl);
    if (problem) problems.resource_url = problem;
  }
  if (Object.values(problems).some(Boolean) || isProblem(duration)) return { problems, body: null };
  return {
    problems,
    body: {
      unit_name: name,
      unit_type: draft.kind,
      duration_minutes: duration,
      ...(hasContent(draft.kind) ? { content: draft.content || null } : {}),
      resource_url: hasResource(draft.kind) ? draft.resourceUrl.trim() || null : null,
      passing_score: draft.kind === 'quiz' ? passingScore : null,
    },
  };
}
