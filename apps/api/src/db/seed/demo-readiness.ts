import { scoreAttempt, summarise } from '@ankur/shared/readiness-scoring';
import type { TAssessmentDefinition, TFormData } from '@ankur/shared/schemas/readiness';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { ensureAssessments } from '../../modules/readiness/index.ts';
import type { Db } from '../client.ts';
import { users } from '../schema/identity.ts';
import { programEnrollments, programs } from '../schema/programs.ts';
import { assessmentAttempts, assessments, assessmentVersions } from '../schema/readiness.ts';
import { DEMO_ATTEMPTS, DEMO_COHORT_MEMBERS, type DemoAttempt } from './demo-readiness-data.ts';

/**
 * The readiness demo (issue 24, SEED_DEMO): the tenant's four assessments (version 1 of the
 * built-in question sets, published), the demo cohort's members enrolled in Pitch Alchemy (the
 * header's /cohort/2), and attempts from demo-readiness-data.ts — completed ones scored with the
 * shared scoreAttempt and stored as the API stores a submitted attempt, others part-way at various
 * steps with their last activity hours to weeks ago, and some members not started — so the cohort
 * readiness view, a founder's journey and the administrator's own result look alive. Pathway items
 * are left to the API (it builds a completed attempt's pathway on first read, once the search
 * index exists). Idempotent: a person who already has an attempt of an assessment gets no demo
 * attempt of it, and enrolments are added only where missing.
 */

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
const COHORT_NAME = 'Pitch Alchemy Cohort';

/** The answers of the first `steps` sections only (an attempt in progress saved just those). */
export function answersOfSteps(def: TAssessmentDefinition, answers: TFormData, steps: number): TFormData {
  const ids = new Set(def.sections.slice(0, steps).flatMap((s) => s.questions.map((q) => q.id)));
  return Object.fromEntries(Object.entries(answers).filter(([id]) => ids.has(id)));
}

/** The row a demo attempt becomes (without the user, assessment and version). */
export function attemptRow(def: TAssessmentDefinition, a: DemoAttempt, now: Date) {
  const iso = (ms: number) => new Date(now.getTime() - ms).toISOString();
  const last = def.sections.length - 1;
  if (a.submittedDaysAgo !== undefined) {
    const scored = scoreAttempt(def, a.answers);
    const submittedMs = a.submittedDaysAgo * DAY_MS;
    return {
      current_step: last,
      last_saved_step: last,
      form_data: a.answers,
      // a sitting of about the assessment's minutes, a little over
      started_at: iso(submittedMs + (def.minutes + 4) * 60_000),
      last_activity_at: iso(submittedMs),
      is_completed: true,
      submitted_at: iso(submittedMs),
      result: { ...scored, summary: summarise(scored.overall, scored.band, scored.dimensions, scored.level) },
      overall: scored.overall,
    };
  }
  const saved = Math.min(a.savedSteps ?? 0, def.sections.length - 1);
  const lastMs = (a.lastActiveHoursAgo ?? 1) * HOUR_MS;
  return {
    current_step: saved,
    last_saved_step: saved - 1,
    form_data: answersOfSteps(def, a.answers, saved),
    // begun a day or so before the last save when several steps were saved
    started_at: iso(lastMs + Math.max(1, saved) * 20 * 60_000 + (saved > 2 ? DAY_MS : 0)),
    last_activity_at: iso(lastMs),
    is_completed: false,
    submitted_at: null,
    result: null,
    overall: null,
  };
}

export async function seedDemoReadiness(db: Db, adminEmail: string, now = new Date()): Promise<void> {
  await ensureAssessments(db, now);
  const published = await db
    .select({
      assessment_id: assessments.assessment_id,
      key: assessments.key,
      version_id: assessmentVersions.version_id,
      definition: assessmentVersions.definition,
    })
    .from(assessments)
    .innerJoin(assessmentVersions, eq(assessmentVersions.version_id, assessments.published_version_id));
  const byKey = new Map(published.map((p) => [p.key, p]));

  const names = [...new Set([...DEMO_COHORT_MEMBERS, ...DEMO_ATTEMPTS.map((a) => a.who)])].filter((n) => n !== 'admin');
  const people = await db
    .select({ id: users.user_id, username: users.username })
    .from(users)
    .where(and(inArray(users.username, names), eq(users.is_deleted, false)));
  const idOf = new Map(people.map((p) => [p.username, p.id]));
  const [admin] = await db
    .select({ id: users.user_id })
    .from(users)
    .where(and(sql`lower(${users.email}) = ${adminEmail.toLowerCase()}`, eq(users.is_deleted, false)));
  if (admin) idOf.set('admin', admin.id);

  // the cohort: its members enrolled (a trimmed demo without the program keeps attempts for oneself)
  const [cohort] = await db
    .select({ id: programs.program_id, name: programs.program_name, start: programs.start_date })
    .from(programs)
    .where(eq(programs.program_name, COHORT_NAME));
  if (cohort) {
    const members = DEMO_COHORT_MEMBERS.map((u) => idOf.get(u)).filter((id): id is number => id !== undefined);
    const enrolled = members.length
      ? await db
          .select({ user_id: programEnrollments.user_id })
          .from(programEnrollments)
          .where(
            and(
              eq(programEnrollments.program_id, cohort.id),
              inArray(programEnrollments.user_id, members),
              eq(programEnrollments.is_deleted, false),
            ),
          )
      : [];
    const joinedAt = cohort.start ? new Date(`${cohort.start}T04:30:00Z`).getTime() - 7 * DAY_MS : now.getTime();
    const missing = members.filter((id) => !enrolled.some((e) => e.user_id === id));
    if (missing.length) {
      await db.insert(programEnrollments).values(
        missing.map((user_id) => ({
          user_id,
          program_id: cohort.id,
          enrollment_status: 'enrolled',
          created_at: new Date(Math.min(joinedAt, now.getTime())).toISOString(),
        })),
      );
    }
  }

  // people who already have an attempt of an assessment are left alone (a second run, real use)
  const ids = [...idOf.values()];
  const taken = ids.length
    ? await db
        .select({ user_id: assessmentAttempts.user_id, assessment_id: assessmentAttempts.assessment_id })
        .from(assessmentAttempts)
        .where(inArray(assessmentAttempts.user_id, ids))
    : [];
  const hasTaken = new Set(taken.map((t) => `${t.user_id}:${t.assessment_id}`));

  const rows = DEMO_ATTEMPTS.flatMap((a) => {
    const userId = idOf.get(a.who);
    const version = byKey.get(a.key);
    if (userId === undefined || !version || hasTaken.has(`${userId}:${version.assessment_id}`)) return [];
    const forCohort = Boolean(a.cohort && cohort);
    return [
      {
        user_id: userId,
        assessment_id: version.assessment_id,
        version_id: version.version_id,
        response_for_type: forCohort ? 'cohort' : 'self',
        institute_name: forCohort ? cohort!.name : null,
        cohort_id: forCohort ? cohort!.id : null,
        ...attemptRow(version.definition, a, now),
      },
    ];
  });
  // oldest first, so attempt ids follow time as they would in real use
  rows.sort((x, y) => x.started_at.localeCompare(y.started_at));
  if (rows.length) await db.insert(assessmentAttempts).values(rows);
}
