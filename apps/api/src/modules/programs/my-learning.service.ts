import { weekMonday, weekSunday } from '@ankur/shared/plan-schedule';
import { MY_LEARNING_DUE_MAX, type TMyLearning, type TMyProgram } from '@ankur/shared/schemas/programs';
import type { Db } from '../../db/client.ts';
import { withTenant } from '../../db/tenant.ts';
import type { Scope } from '../../lib/scope.ts';
import { enrolmentRows, openPlanItems, unitsWithCompletion } from './my-learning.repository.ts';
import { programScope } from './programs.resources.ts';
import { ACTIVE_STATUSES } from './progress.service.ts';

type UnitRow = Awaited<ReturnType<typeof unitsWithCompletion>>[number];

/** One program's progress from its units in outline order: the first open unit is where to resume. */
function progressOf(rows: readonly UnitRow[]) {
  const done = rows.filter((r) => r.completed_at !== null);
  const next = rows.find((r) => r.completed_at === null);
  // timestamps of one format (the database's), so they sort as text
  const latest = done.map((r) => r.completed_at!).sort();
  return {
    total_units: rows.length,
    completed_units: done.length,
    // rounded down, so that 100 means every unit is done (as program-progress.ts)
    percent: rows.length === 0 ? 0 : Math.floor((done.length / rows.length) * 100),
    next_unit: next
      ? { unit_id: next.unit_id, unit_name: next.unit_name, course_id: next.course_id, module_id: next.module_id }
      : null,
    last_activity_at: latest.at(-1) ?? null,
  };
}

/**
 * GET programs/my-learning (issue 19, the home): the session user's programs to continue with
 * their progress and the unit to resume, their enrolment requests still pending, and the open
 * plan items due this week (Monday–Sunday around `today`) or late. Learners see published
 * programs only (the program scope); always the session's own user, inside the session's tenant.
 */
export function myLearning(db: Db, scope: Scope, today: string): Promise<TMyLearning> {
  const { actor } = scope;
  const visible = programScope(actor);
  return withTenant(db, scope.tenantId, async (tx) => {
    const enrolments = await enrolmentRows(tx, actor.userId, [...ACTIVE_STATUSES, 'pending'], visible);
    const active = new Map<number, (typeof enrolments)[number]>();
    for (const e of enrolments)
      if (e.enrollment_status !== 'pending' && !active.has(e.program_id)) active.set(e.program_id, e);

    const unitsByProgram = new Map<number, UnitRow[]>();
    if (active.size > 0) {
      for (const row of await unitsWithCompletion(tx, actor.userId, [...active.keys()])) {
        const list = unitsByProgram.get(row.program_id) ?? [];
        list.push(row);
        unitsByProgram.set(row.program_id, list);
      }
    }
    const programs: TMyProgram[] = [...active.values()].map((e) => ({
      program_id: e.program_id,
      program_name: e.program_name,
      enrollment_status: e.enrollment_status === 'completed' ? 'completed' : 'enrolled',
      ...progressOf(unitsByProgram.get(e.program_id) ?? []),
    }));
    // still to do before done; then the latest activity; then the newest enrolment (already the order)
    const rank = (p: TMyProgram) => (p.next_unit ? 0 : 1);
    programs.sort((a, b) => rank(a) - rank(b) || (b.last_activity_at ?? '').localeCompare(a.last_activity_at ?? ''));

    const requests = enrolments
      .filter((e) => e.enrollment_status === 'pending' && !active.has(e.program_id))
      .map((e) => ({
        enrollment_id: e.enrollment_id,
        program_id: e.program_id,
        program_name: e.program_name,
        requested_at: e.created_at,
      }));

    const weekStart = weekMonday(today);
    const open = await openPlanItems(tx, actor.userId, weekSunday(today));
    const due = open.map((item) => ({ ...item, late: item.target_date < weekStart })).slice(0, MY_LEARNING_DUE_MAX);
    return { programs, requests, due, due_total: open.length };
  });
}
