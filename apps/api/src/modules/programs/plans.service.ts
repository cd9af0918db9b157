import { schedulePlan } from '@ankur/shared/plan-schedule';
import type { TPlanDetail, TPlanItem, TPlanSummary } from '@ankur/shared/schemas/learning';
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { learningPlans, planItems } from '../../db/schema/learning.ts';
import { courses, modules, programs, unitProgress, units } from '../../db/schema/programs.ts';
import { withTenant } from '../../db/tenant.ts';
import { badRequest, forbidden, notFound } from '../../lib/errors.ts';
import type { Actor } from '../../plugins/session.ts';
import { recordAudit } from '../../resources/audit.ts';
import { RESOURCE_ACCESS } from '../access/guards.ts';
import { findEnrolment } from './progress.service.ts';
import { liveUnitsInOrder } from './report.service.ts';

/**
 * A learner's plans (issue 8, SPEC §3 "Plan iteration"): the program's units spread over weekly
 * iterations. Always the session's own user inside the session's tenant; another user's plan
 * answers 404. `today` (YYYY-MM-DD) comes from the app's clock, so late items are deterministic.
 */

export const NO_SUCH_PLAN = 'No such plan';
export const NO_SUCH_ITEM = 'No such item in this plan';
export const NO_SUCH_PROGRAM = 'No such program';
export const NOT_ENROLLED_TO_PLAN = 'Enrol in this program and wait for approval before planning it.';
const ACTIVE_STATUSES = ['enrolled', 'completed'];

export interface PlanCreate {
  program_id: number;
  plan_name: string;
  start_date: string;
  iterations: number;
}

/** The session user's live plans (of live programs), newest first; one plan when planId is given. */
function planRows(tx: Db, userId: number, planId?: number) {
  return tx
    .select({
      plan_id: learningPlans.plan_id,
      program_id: learningPlans.program_id,
      program_name: programs.program_name,
      plan_name: learningPlans.plan_name,
      start_date: learningPlans.start_date,
      iterations: learningPlans.iterations,
      created_at: learningPlans.created_at,
    })
    .from(learningPlans)
    .innerJoin(programs, and(eq(programs.program_id, learningPlans.program_id), eq(programs.is_deleted, false)))
    .where(
      and(
        eq(learningPlans.user_id, userId),
        eq(learningPlans.is_deleted, false),
        planId === undefined ? undefined : eq(learningPlans.plan_id, planId),
      ),
    )
    .orderBy(desc(learningPlans.created_at), desc(learningPlans.plan_id));
}
type PlanRow = Awaited<ReturnType<typeof planRows>>[number];

async function ownPlan(tx: Db, userId: number, planId: number): Promise<PlanRow> {
  const [plan] = await planRows(tx, userId, planId);
  if (!plan) throw notFound(NO_SUCH_PLAN);
  return plan;
}

/** Items of one plan with their unit, module, course and the user's completion, by iteration then outline order. */
function itemRows(tx: Db, userId: number, plan: Pick<PlanRow, 'plan_id' | 'program_id'>, itemId?: number) {
  return tx
    .select({
      item_id: planItems.item_id,
      unit_id: planItems.unit_id,
      unit_name: units.unit_name,
      unit_type: units.unit_type,
      course_id: courses.course_id,
      course_name: courses.course_name,
      module_id: modules.module_id,
      module_name: modules.module_name,
      iteration: planItems.iteration,
      target_date: planItems.target_date,
      completed_at: unitProgress.completed_at,
    })
    .from(planItems)
    .innerJoin(units, and(eq(units.unit_id, planItems.unit_id), eq(units.is_deleted, false)))
    .innerJoin(modules, and(eq(modules.module_id, units.module_id), eq(modules.is_deleted, false)))
    .innerJoin(
      courses,
      and(
        eq(courses.course_id, modules.course_id),
        eq(courses.is_deleted, false),
        eq(courses.program_id, plan.program_id),
      ),
    )
    .leftJoin(unitProgress, and(eq(unitProgress.unit_id, planItems.unit_id), eq(unitProgress.user_id, userId)))
    .where(and(eq(planItems.plan_id, plan.plan_id), itemId === undefined ? undefined : eq(planItems.item_id, itemId)))
    .orderBy(
      asc(planItems.iteration),
      asc(courses.sort_order),
      asc(courses.course_id),
      asc(modules.sort_order),
      asc(modules.module_id),
      asc(units.sort_order),
      asc(units.unit_id),
    );
}

interface Counts {
  total_items: number;
  completed_items: number;
  late_items: number;
}

/** Each plan's live items: how many, how many completed, how many late on `today` (one query for all plans). */
async function itemCounts(tx: Db, userId: number, planIds: number[], today: string): Promise<Map<number, Counts>> {
  if (!planIds.length) return new Map();
  const rows = await tx
    .select({
      plan_id: planItems.plan_id,
      total: count(),
      completed: count(unitProgress.progress_id),
      late: sql<number>`count(*) filter (where ${unitProgress.progress_id} is null and ${planItems.target_date} < ${today}::date)`.mapWith(
        Number,
      ),
    })
    .from(planItems)
    .innerJoin(learningPlans, eq(learningPlans.plan_id, planItems.plan_id))
    .innerJoin(units, and(eq(units.unit_id, planItems.unit_id), eq(units.is_deleted, false)))
    .innerJoin(modules, and(eq(modules.module_id, units.module_id), eq(modules.is_deleted, false)))
    .innerJoin(
      courses,
      and(
        eq(courses.course_id, modules.course_id),
        eq(courses.is_deleted, false),
        eq(courses.program_id, learningPlans.program_id),
      ),
    )
    .leftJoin(unitProgress, and(eq(unitProgress.unit_id, planItems.unit_id), eq(unitProgress.user_id, userId)))
    .where(inArray(planItems.plan_id, planIds))
    .groupBy(planItems.plan_id);
  return new Map(
    rows.map((r) => [
      r.plan_id,
      { total_items: Number(r.total), completed_items: Number(r.completed), late_items: Number(r.late) },
    ]),
  );
}

const NO_ITEMS: Counts = { total_items: 0, completed_items: 0, late_items: 0 };

/** GET plans: the session user's live plans, newest first, with their counts. */
export function listPlans(db: Db, tenantId: string, actor: Actor, today: string): Promise<{ items: TPlanSummary[] }> {
  return withTenant(db, tenantId, async (tx) => {
    const plans = await planRows(tx, actor.userId);
    const counts = await itemCounts(
      tx,
      actor.userId,
      plans.map((p) => p.plan_id),
      today,
    );
    return { items: plans.map((p) => ({ ...p, ...(counts.get(p.plan_id) ?? NO_ITEMS) })) };
  });
}

async function detail(tx: Db, actor: Actor, plan: PlanRow, today: string): Promise<TPlanDetail> {
  const items = await itemRows(tx, actor.userId, plan);
  return {
    ...plan,
    total_items: items.length,
    completed_items: items.filter((i) => i.completed_at).length,
    late_items: items.filter((i) => !i.completed_at && i.target_date < today).length,
    items,
  };
}

/** GET plans/{planId}: the plan with its items (units deleted since are left out). */
export function getPlan(db: Db, tenantId: string, actor: Actor, planId: number, today: string): Promise<TPlanDetail> {
  return withTenant(db, tenantId, async (tx) => detail(tx, actor, await ownPlan(tx, actor.userId, planId), today));
}

/**
 * POST plans: needs an approved enrolment in a program the user may see (404 / 403). The plan
 * starts on the Monday of start_date's week; the program's live units, in outline order, are
 * spread evenly across the iterations, each due on its week's Sunday.
 */
export function createPlan(
  db: Db,
  tenantId: string,
  actor: Actor,
  body: PlanCreate,
  today: string,
): Promise<TPlanDetail> {
  return withTenant(db, tenantId, async (tx) => {
    const [program] = await tx
      .select({ program_id: programs.program_id })
      .from(programs)
      .where(
        and(
          eq(programs.program_id, body.program_id),
          eq(programs.is_deleted, false),
          RESOURCE_ACCESS.programs?.scope?.(actor),
        ),
      );
    if (!program) throw notFound(NO_SUCH_PROGRAM);
    const enrolment = await findEnrolment(tx, actor.userId, body.program_id);
    if (!enrolment || !ACTIVE_STATUSES.includes(enrolment.enrollment_status)) throw forbidden(NOT_ENROLLED_TO_PLAN);

    const unitIds = (await liveUnitsInOrder(tx, body.program_id)).map((u) => u.unit_id);
    const schedule = schedulePlan(unitIds, body.start_date, body.iterations);
    const [created] = await tx
      .insert(learningPlans)
      .values({
        user_id: actor.userId,
        program_id: body.program_id,
        plan_name: body.plan_name,
        start_date: schedule.start_date,
        iterations: body.iterations,
        created_by: actor.userId,
        modified_by: actor.userId,
      })
      .returning({ plan_id: learningPlans.plan_id });
    const planId = created!.plan_id;
    if (schedule.items.length) {
      await tx.insert(planItems).values(
        schedule.items.map((i) => ({
          plan_id: planId,
          unit_id: i.unit,
          iteration: i.iteration,
          target_date: i.target_date,
        })),
      );
    }
    await recordAudit(tx, [
      {
        table_name: 'learning_plans',
        record_id: planId,
        action: 'create',
        changes: {
          program_id: { to: body.program_id },
          plan_name: { to: body.plan_name },
          start_date: { to: schedule.start_date },
          iterations: { to: body.iterations },
        },
        actor_id: actor.userId,
      },
    ]);
    return detail(tx, actor, await ownPlan(tx, actor.userId, planId), today);
  });
}

/** PATCH plans/{planId}: renames the plan. */
export function renamePlan(
  db: Db,
  tenantId: string,
  actor: Actor,
  planId: number,
  planName: string,
  today: string,
): Promise<TPlanSummary> {
  return withTenant(db, tenantId, async (tx) => {
    const plan = await ownPlan(tx, actor.userId, planId);
    if (plan.plan_name !== planName) {
      await tx
        .update(learningPlans)
        .set({ plan_name: planName, modified_by: actor.userId, updated_at: sql`now()` })
        .where(eq(learningPlans.plan_id, planId));
      await recordAudit(tx, [
        {
          table_name: 'learning_plans',
          record_id: planId,
          action: 'update',
          changes: { plan_name: { from: plan.plan_name, to: planName } },
          actor_id: actor.userId,
        },
      ]);
    }
    const counts = (await itemCounts(tx, actor.userId, [planId], today)).get(planId) ?? NO_ITEMS;
    return { ...plan, plan_name: planName, ...counts };
  });
}

/** PATCH plans/{planId}/items/{itemId}: moves an item to another iteration (≤ the plan's) or date. */
export function updatePlanItem(
  db: Db,
  tenantId: string,
  actor: Actor,
  ids: { planId: number; itemId: number },
  body: { iteration: number; target_date: string },
): Promise<TPlanItem> {
  return withTenant(db, tenantId, async (tx) => {
    const plan = await ownPlan(tx, actor.userId, ids.planId);
    const [item] = await itemRows(tx, actor.userId, plan, ids.itemId);
    if (!item) throw notFound(NO_SUCH_ITEM);
    if (body.iteration > plan.iterations) {
      const message = `must be at most ${plan.iterations}, the plan's number of iterations`;
      throw badRequest(`Invalid body.iteration: ${message}`, [{ path: 'body.iteration', message }]);
    }
    const changes: Record<string, { from: unknown; to: unknown }> = {};
    if (item.iteration !== body.iteration) changes.iteration = { from: item.iteration, to: body.iteration };
    if (item.target_date !== body.target_date) changes.target_date = { from: item.target_date, to: body.target_date };
    if (Object.keys(changes).length) {
      await tx
        .update(planItems)
        .set({ iteration: body.iteration, target_date: body.target_date })
        .where(eq(planItems.item_id, ids.itemId));
      await tx
        .update(learningPlans)
        .set({ modified_by: actor.userId, updated_at: sql`now()` })
        .where(eq(learningPlans.plan_id, plan.plan_id));
      await recordAudit(tx, [
        { table_name: 'plan_items', record_id: ids.itemId, action: 'update', changes, actor_id: actor.userId },
      ]);
    }
    return { ...item, iteration: body.iteration, target_date: body.target_date };
  });
}

/** DELETE plans/{planId}: a soft delete; the plan no longer lists or answers. */
export function deletePlan(db: Db, tenantId: string, actor: Actor, planId: number): Promise<void> {
  return withTenant(db, tenantId, async (tx) => {
    await ownPlan(tx, actor.userId, planId);
    await tx
      .update(learningPlans)
      .set({ is_deleted: true, deleted_at: sql`now()`, deleted_by: actor.userId, modified_by: actor.userId })
      .where(eq(learningPlans.plan_id, planId));
    await recordAudit(tx, [
      { table_name: 'learning_plans', record_id: planId, action: 'delete', changes: {}, actor_id: actor.userId },
    ]);
  });
}
