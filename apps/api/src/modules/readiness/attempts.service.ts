import { scoreAttempt, sectionProblems, strangerAnswers, summarise } from '@ankur/shared/readiness-scoring';
import {
  READINESS_ERRORS,
  type TAssessmentPage,
  type TAttempt,
  type TAttemptDetail,
  type TReadinessBand,
  type TReadinessJourney,
  type TReadinessKey,
  type TReadinessResult,
  type TResponseForType,
  type TSaveStep,
  type ZStartAttempt,
} from '@ankur/shared/schemas/readiness';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { withTenant } from '../../db/tenant.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import type { UserScope } from '../../lib/scope.ts';
import { ensureAssessments, publishedVersions } from './assessments.repository.ts';
import {
  type AttemptRow,
  abandonAttempt,
  completeAttempt,
  completedAttempts,
  insertAttempt,
  myCohorts,
  openAttempts,
  ownAttempt,
  pathwayCounts,
  programExists,
  saveStep as saveStepRow,
} from './attempts.repository.ts';
import { pathwayOf } from './pathway.repository.ts';
import { buildPathway } from './pathway.service.ts';

/**
 * Taking a readiness assessment (issue 24, SPEC §3 survey state kept on the server): the journey
 * and one assessment's page, starting (or starting over), saving a step as it is left, submitting
 * for a score and a pathway, and reading one's result. Every call acts as the session's person in
 * the session's tenant; an attempt of anyone else is not found.
 */

const iso = (v: string) => new Date(v).toISOString();
const isoOrNull = (v: string | null) => (v === null ? null : iso(v));

/** The result as the contract shows it (without the server's own marks). */
const cleanResult = (r: TReadinessResult): TReadinessResult => ({
  overall: r.overall,
  band: r.band,
  summary: r.summary,
  dimensions: r.dimensions,
  level: r.level,
});

export function toAttempt(r: AttemptRow): TAttempt {
  return {
    attempt_id: r.attempt_id,
    assessment_key: r.key,
    version_id: r.version_id,
    version: r.version,
    current_step: r.current_step,
    last_saved_step: r.last_saved_step,
    total_steps: r.definition.sections.length,
    form_data: r.form_data,
    started_at: iso(r.started_at),
    last_activity_at: iso(r.last_activity_at),
    is_completed: r.is_completed,
    submitted_at: isoOrNull(r.submitted_at),
    response_for_type: r.response_for_type as TResponseForType,
    institute_name: r.institute_name,
    cohort_id: r.cohort_id,
    result: r.result ? cleanResult(r.result) : null,
  };
}

const historyOf = (rows: AttemptRow[]) =>
  rows
    .filter((r) => r.result && r.submitted_at)
    .map((r) => ({
      attempt_id: r.attempt_id,
      submitted_at: iso(r.submitted_at as string),
      version: r.version,
      result: cleanResult(r.result as TReadinessResult),
    }));

/** Builds the pathway of completed attempts that have none yet (demo attempts seeded before the index). */
async function ensurePathways(tx: Db, rows: AttemptRow[], now: Date): Promise<void> {
  for (const r of rows) {
    if (!r.result || r.result.pathway_built_at) continue;
    await buildPathway(
      tx,
      { attempt_id: r.attempt_id, user_id: r.user_id, definition: r.definition, result: r.result },
      now,
    );
  }
}

/** GET /readiness: the four assessments as the person stands with each (a constant number of queries). */
export function readinessJourney(db: Db, scope: UserScope, now: Date): Promise<TReadinessJourney> {
  return withTenant(db, scope.tenantId, async (tx) => {
    const userId = scope.actor.userId;
    await ensureAssessments(tx, now);
    const versions = await publishedVersions(tx);
    const open = await openAttempts(tx, userId);
    const latest = await completedAttempts(tx, userId, { latestOnly: true });
    await ensurePathways(tx, latest, now);
    const counts = await pathwayCounts(
      tx,
      latest.map((l) => l.attempt_id),
    );
    return {
      assessments: versions.map((v) => {
        const def = v.definition;
        const mine = open.find((o) => o.assessment_id === v.assessment_id);
        const last = latest.find((l) => l.assessment_id === v.assessment_id);
        const c = last ? counts.get(last.attempt_id) : undefined;
        return {
          key: v.key,
          title: def.title,
          summary: def.summary,
          minutes: def.minutes,
          steps: def.sections.length,
          questions: def.sections.reduce((n, s) => n + s.questions.length, 0),
          version: v.version,
          in_progress: mine
            ? {
                attempt_id: mine.attempt_id,
                current_step: mine.current_step,
                last_saved_step: mine.last_saved_step,
                last_activity_at: iso(mine.last_activity_at),
              }
            : null,
          latest:
            last?.result && last.submitted_at
              ? {
                  attempt_id: last.attempt_id,
                  submitted_at: iso(last.submitted_at),
                  overall: last.result.overall,
                  band: last.result.band as TReadinessBand,
                }
              : null,
          pathway_done: c?.done ?? 0,
          pathway_total: c?.total ?? 0,
        };
      }),
    };
  });
}

async function published(tx: Db, key: TReadinessKey, now: Date) {
  await ensureAssessments(tx, now);
  const [v] = await publishedVersions(tx, [key]);
  if (!v) throw notFound(READINESS_ERRORS.notPublished);
  return v;
}

/** GET /readiness/{key}: the version to take, my unfinished attempt, my history, my cohorts. */
export function assessmentPage(db: Db, scope: UserScope, key: TReadinessKey, now: Date): Promise<TAssessmentPage> {
  return withTenant(db, scope.tenantId, async (tx) => {
    const userId = scope.actor.userId;
    const v = await published(tx, key, now);
    const [open] = await openAttempts(tx, userId, [v.assessment_id]);
    const history = await completedAttempts(tx, userId, { assessmentId: v.assessment_id });
    return {
      key,
      version_id: v.version_id,
      version: v.version,
      definition: v.definition,
      in_progress: open ? toAttempt(open) : null,
      in_progress_definition: open ? open.definition : null,
      history: historyOf(history),
      cohorts: await myCohorts(tx, userId),
    };
  });
}

/** POST /readiness/{key}/attempts: starts an attempt on the published version (or starts over). */
export function startAttempt(
  db: Db,
  scope: UserScope,
  key: TReadinessKey,
  input: z.output<typeof ZStartAttempt>,
  now: Date,
): Promise<TAttempt> {
  return withTenant(db, scope.tenantId, async (tx) => {
    const userId = scope.actor.userId;
    const institute = input.institute_name?.trim() || null;
    if (input.response_for_type !== 'self' && !institute) {
      throw badRequest(`Invalid body.institute_name: ${READINESS_ERRORS.instituteNeeded}`, [
        { path: 'institute_name', message: READINESS_ERRORS.instituteNeeded },
      ]);
    }
    if (input.response_for_type === 'cohort' && input.cohort_id === null) {
      throw badRequest(`Invalid body.cohort_id: ${READINESS_ERRORS.cohortNeeded}`, [
        { path: 'cohort_id', message: READINESS_ERRORS.cohortNeeded },
      ]);
    }
    if (input.cohort_id !== null) {
      if (!(await programExists(tx, input.cohort_id))) throw notFound(READINESS_ERRORS.noCohort);
      const mine = await myCohorts(tx, userId);
      if (!mine.some((c) => c.cohort_id === input.cohort_id)) {
        throw badRequest(`Invalid body.cohort_id: ${READINESS_ERRORS.notInCohort}`, [
          { path: 'cohort_id', message: READINESS_ERRORS.notInCohort },
        ]);
      }
    }
    const v = await published(tx, key, now);
    const at = now.toISOString();
    const [open] = await openAttempts(tx, userId, [v.assessment_id]);
    if (open) {
      if (!input.restart) throw conflict(READINESS_ERRORS.inProgress, { attempt_id: open.attempt_id });
      await abandonAttempt(tx, open.attempt_id, at);
    }
    const id = await insertAttempt(tx, {
      user_id: userId,
      assessment_id: v.assessment_id,
      version_id: v.version_id,
      response_for_type: input.response_for_type,
      institute_name: input.response_for_type === 'self' ? null : institute,
      cohort_id: input.cohort_id,
      now: at,
    });
    // another start won the race for the one open attempt
    if (id === null) throw conflict(READINESS_ERRORS.inProgress);
    const row = await ownAttempt(tx, id, userId);
    if (!row) throw notFound(READINESS_ERRORS.noAttempt);
    return toAttempt(row);
  });
}

const assertOpen = (r: AttemptRow) => {
  if (r.is_completed) throw conflict(READINESS_ERRORS.completed);
  if (r.abandoned_at) throw conflict(READINESS_ERRORS.abandoned);
};

/** PUT /readiness/attempts/{id}/steps/{step}: one step validated and saved whole, in one statement. */
export function saveAttemptStep(
  db: Db,
  scope: UserScope,
  attemptId: number,
  step: number,
  input: TSaveStep,
  now: Date,
): Promise<TAttempt> {
  return withTenant(db, scope.tenantId, async (tx) => {
    const userId = scope.actor.userId;
    const row = await ownAttempt(tx, attemptId, userId);
    if (!row) throw notFound(READINESS_ERRORS.noAttempt);
    assertOpen(row);
    const sections = row.definition.sections;
    const section = sections[step];
    if (!section) {
      throw badRequest(`Invalid step: ${READINESS_ERRORS.noStep(sections.length)}`, [
        { path: 'step', message: READINESS_ERRORS.noStep(sections.length) },
      ]);
    }
    const details: Record<string, string> = {};
    for (const id of strangerAnswers(section, input.answers)) details[id] = READINESS_ERRORS.strangerAnswer;
    Object.assign(details, sectionProblems(section, input.answers));
    if (Object.keys(details).length) {
      throw badRequest(`Invalid body.answers: ${READINESS_ERRORS.stepProblems(step, section.title)}`, details);
    }
    // the step's own answers only (blank optional ones are stored as null: the step is whole)
    const answers = Object.fromEntries(section.questions.map((q) => [q.id, input.answers[q.id] ?? null]));
    const saved = await saveStepRow(tx, {
      attemptId,
      userId,
      step,
      questionIds: section.questions.map((q) => q.id),
      answers,
      nextStep: Math.min(Math.max(input.next_step, 0), sections.length - 1),
      now: now.toISOString(),
    });
    if (!saved) throw conflict(READINESS_ERRORS.completed);
    const after = await ownAttempt(tx, attemptId, userId);
    if (!after) throw notFound(READINESS_ERRORS.noAttempt);
    return toAttempt(after);
  });
}

async function detailOf(tx: Db, row: AttemptRow, now: Date): Promise<TAttemptDetail> {
  if (row.is_completed) await ensurePathways(tx, [row], now);
  const previous = row.is_completed
    ? (await completedAttempts(tx, row.user_id, { assessmentId: row.assessment_id, exceptId: row.attempt_id })).filter(
        (p) =>
          (p.submitted_at ?? '') < (row.submitted_at ?? '') ||
          (p.submitted_at === row.submitted_at && p.attempt_id < row.attempt_id),
      )
    : await completedAttempts(tx, row.user_id, { assessmentId: row.assessment_id });
  return {
    attempt: toAttempt(row),
    title: row.definition.title,
    definition: row.definition,
    pathway: await pathwayOf(tx, row.attempt_id),
    previous: historyOf(previous),
  };
}

/** POST /readiness/attempts/{id}/submit: every step must pass; scored, summarised, its pathway built. */
export function submitAttempt(db: Db, scope: UserScope, attemptId: number, now: Date): Promise<TAttemptDetail> {
  return withTenant(db, scope.tenantId, async (tx) => {
    const userId = scope.actor.userId;
    const row = await ownAttempt(tx, attemptId, userId);
    if (!row) throw notFound(READINESS_ERRORS.noAttempt);
    assertOpen(row);
    const def = row.definition;
    for (const [i, section] of def.sections.entries()) {
      const problems = sectionProblems(section, row.form_data);
      if (Object.keys(problems).length) {
        throw badRequest(READINESS_ERRORS.stepProblems(i, section.title), problems);
      }
    }
    const scored = scoreAttempt(def, row.form_data);
    const result: TReadinessResult = {
      ...scored,
      summary: summarise(scored.overall, scored.band, scored.dimensions, scored.level),
    };
    if (!(await completeAttempt(tx, { attemptId, result, now: now.toISOString() }))) {
      throw conflict(READINESS_ERRORS.completed);
    }
    await buildPathway(tx, { attempt_id: attemptId, user_id: userId, definition: def, result }, now);
    const after = await ownAttempt(tx, attemptId, userId);
    if (!after) throw notFound(READINESS_ERRORS.noAttempt);
    return detailOf(tx, after, now);
  });
}

/** GET /readiness/attempts/{id}: the person's own attempt with its pathway and earlier results. */
export function attemptDetail(db: Db, scope: UserScope, attemptId: number, now: Date): Promise<TAttemptDetail> {
  return withTenant(db, scope.tenantId, async (tx) => {
    const row = await ownAttempt(tx, attemptId, scope.actor.userId);
    if (!row) throw notFound(READINESS_ERRORS.noAttempt);
    return detailOf(tx, row, now);
  });
}
