import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { courses, learningPlans, modules, planItems, programs, unitProgress, units } from '../../db/schema/programs.ts';
import { liveUnits, OUTLINE_ORDER } from './outline.repository.ts';

/** A learner's plans and their items (issue 8); an item counts while its unit is a live unit of the plan's program. */

/** A user's live plans (of live programs), newest first; one plan when planId is given. */
export function planRows(tx: Db, userId: number, planId?: number) {
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
export type PlanRow = Awaited<ReturnType<typeof planRows>>[number];

/** The user's completion of an item's unit (left-joined: null while not completed). */
const completionOf = (userId: number) =>
  and(eq(unitProgress.unit_id, planItems.unit_id), eq(unitProgress.user_id, userId));

/** Items of one plan with their unit, module, course and the user's completion, by iteration then outline order. */
export function itemRows(tx: Db, userId: number, plan: Pick<PlanRow, 'plan_id' | 'program_id'>, itemId?: number) {
  return liveUnits(
    tx,
    {
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
    },
    plan.program_id,
    eq(planItems.plan_id, plan.plan_id),
    itemId === undefined ? undefined : eq(planItems.item_id, itemId),
  )
    .innerJoin(planItems, eq(planItems.unit_id, units.unit_id))
    .leftJoin(unitProgress, completionOf(userId))
    .orderBy(asc(planItems.iteration), ...OUTLINE_ORDER);
}

export interface ItemCounts {
  total_items: number;
  completed_items: number;
  late_items: number;
}

/** Each plan's live items: how many, how many completed, how many late on `today` (one query for all plans). */
export async function itemCounts(
  tx: Db,
  userId: number,
  planIds: number[],
  today: string,
): Promise<Map<number, ItemCounts>> {
  if (!planIds.length) return new Map();
  const rows = await liveUnits(
    tx,
    {
      plan_id: planItems.plan_id,
      total: count(),
      completed: count(unitProgress.progress_id),
      late: sql<number>`count(*) filter (where ${unitProgress.progress_id} is null and ${planItems.target_date} < ${today}::date)`.mapWith(
        Number,
      ),
    },
    learningPlans.program_id,
    inArray(planItems.plan_id, planIds),
  )
    .innerJoin(planItems, eq(planItems.unit_id, units.unit_id))
    .innerJoin(learningPlans, eq(learningPlans.plan_id, planItems.plan_id))
    .leftJoin(unitProgress, completionOf(userId))
    .groupBy(planItems.plan_id);
  return new Map(
    rows.map((r) => [
      r.plan_id,
      { total_items: Number(r.total), completed_items: Number(r.completed), late_items: Number(r.late) },
    ]),
  );
}

export async function insertPlan(
  tx: Db,
  plan: { user_id: number; program_id: number; plan_name: string; start_date: string; iterations: number },
  items: { unit: number; iteration: number; target_date: string }[],
): Promise<number> {
  const [created] = await tx
    .insert(learningPlans)
    .values({ ...plan, created_by: plan.user_id, modified_by: plan.user_id })
    .returning({ plan_id: learningPlans.plan_id });
  const planId = created!.plan_id;
  if (items.length) {
    await tx
      .insert(planItems)
      .values(
        items.map((i) => ({ plan_id: planId, unit_id: i.unit, iteration: i.iteration, target_date: i.target_date })),
      );
  }
  return planId;
}

export async function renamePlanRow(tx: Db, planId: number, planName: string, actorId: number) {
  await tx
    .update(learningPlans)
    .set({ plan_name: planName, modified_by: actorId, updated_at: sql`now()` })
    .where(eq(learningPlans.plan_id, planId));
}

/** Moves an item and marks its plan modified. */
export async function moveItem(
  tx: Db,
  planId: number,
  itemId: number,
  to: { iteration: number; target_date: string },
  actorId: number,
) {
  await tx
    .update(planItems)
    .set({ iteration: to.iteration, target_date: to.target_date })
    .where(eq(planItems.item_id, itemId));
  await tx
    .update(learningPlans)
    .set({ modified_by: actorId, updated_at: sql`now()` })
    .where(eq(learningPlans.plan_id, planId));
}

export async function softDeletePlan(tx: Db, planId: number, actorId: number) {
  await tx
    .update(learningPlans)
    .set({ is_deleted: true, deleted_at: sql`now()`, deleted_by: actorId, modified_by: actorId })
    .where(eq(learningPlans.plan_id, planId));
}
