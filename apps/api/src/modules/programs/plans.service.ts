import { schedulePlan } from '@ankur/shared/plan-schedule';
import type { TPlanDetail, TPlanItem, TPlanSummary } from '@ankur/shared/schemas/programs';
import type { Db } from '../../db/client.ts';
import { withTenant } from '../../db/tenant.ts';
import { badRequest, forbidden, notFound } from '../../lib/errors.ts';
import type { Scope } from '../../lib/scope.ts';
import { recordAudit } from '../../resources/audit.ts';
import { liveUnitIdsInOrder } from './outline.repository.ts';
import {
  type ItemCounts,
  insertPlan,
  itemCounts,
  itemRows,
  moveItem,
  type PlanRow,
  planRows,
  renamePlanRow,
  softDeletePlan,
} from './plans.repository.ts';
import { findEnrolment } from './progress.repository.ts';
import { ACTIVE_STATUSES, assertProgramVisible } from './progress.service.ts';

/**
 * A learner's plans (issue 8, SPEC §3 "Plan iteration"): the program's units spread over weekly
 * iterations. Always the session's own user inside the session's tenant; another user's plan
 * answers 404. `today` (YYYY-MM-DD) comes from the app's clock, so late items are deterministic.
 */

export const NO_SUCH_PLAN = 'No such plan';
export const NO_SUCH_ITEM = 'No such item in this plan';
export const NOT_ENROLLED_TO_PLAN = 'Enrol in this program and wait for approval before planning it.';

export interface PlanCreate {
  program_id: number;
  plan_name: string;
  start_date: string;
  iterations: number;
}

async function ownPlan(tx: Db, userId: number, planId: number): Promise<PlanRow> {
  const [plan] = await planRows(tx, userId, planId);
  if (!plan) throw notFound(NO_SUCH_PLAN);
  return plan;
}

const NO_ITEMS: ItemCounts = { total_items: 0, completed_items: 0, late_items: 0 };

/** GET plans: the session user's live plans, newest first, with their counts. */
export function listPlans(db: Db, scope: Scope, today: string): Promise<{ items: TPlanSummary[] }> {
  const { userId } = scope.actor;
  return withTenant(db, scope.tenantId, async (tx) => {
    const plans = await planRows(tx, userId);
    const counts = await itemCounts(
      tx,
      userId,
      plans.map((p) => p.plan_id),
      today,
    );
    return { items: plans.map((p) => ({ ...p, ...(counts.get(p.plan_id) ?? NO_ITEMS) })) };
  });
}

async function detail(tx: Db, userId: number, plan: PlanRow, today: string): Promise<TPlanDetail> {
  const items = await itemRows(tx, userId, plan);
  return {
    ...plan,
    total_items: items.length,
    completed_items: items.filter((i) => i.completed_at).length,
    late_items: items.filter((i) => !i.completed_at && i.target_date < today).length,
    items,
  };
}

/** GET plans/{planId}: the plan with its items (units deleted since are left out). */
export function getPlan(db: Db, scope: Scope, planId: number, today: string): Promise<TPlanDetail> {
  const { userId } = scope.actor;
  return withTenant(db, scope.tenantId, async (tx) => detail(tx, userId, await ownPlan(tx, userId, planId), today));
}

/**
 * POST plans: needs an approved enrolment in a program the user may see (404 / 403). The plan
 * starts on the Monday of start_date's week; the program's live units, in outline order, are
 * spread evenly across the iterations, each due on its week's Sunday.
 */
export function createPlan(db: Db, scope: Scope, body: PlanCreate, today: string): Promise<TPlanDetail> {
  const { actor } = scope;
  return withTenant(db, scope.tenantId, async (tx) => {
    await assertProgramVisible(tx, actor, body.program_id);
    const enrolment = await findEnrolment(tx, actor.userId, body.program_id);
    if (!enrolment || !ACTIVE_STATUSES.includes(enrolment.enrollment_status)) throw forbidden(NOT_ENROLLED_TO_PLAN);

    const schedule = schedulePlan(await liveUnitIdsInOrder(tx, body.program_id), body.start_date, body.iterations);
    const planId = await insertPlan(
      tx,
      {
        user_id: actor.userId,
        program_id: body.program_id,
        plan_name: body.plan_name,
        start_date: schedule.start_date,
        iterations: body.iterations,
      },
      schedule.items,
    );
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
    return detail(tx, actor.userId, await ownPlan(tx, actor.userId, planId), today);
  });
}

/** PATCH plans/{planId}: renames the plan. */
export function renamePlan(
  db: Db,
  scope: Scope,
  planId: number,
  planName: string,
  today: string,
): Promise<TPlanSummary> {
  const { actor } = scope;
  return withTenant(db, scope.tenantId, async (tx) => {
    const plan = await ownPlan(tx, actor.userId, planId);
    if (plan.plan_name !== planName) {
      await renamePlanRow(tx, planId, planName, actor.userId);
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
  scope: Scope,
  ids: { planId: number; itemId: number },
  body: { iteration: number; target_date: string },
): Promise<TPlanItem> {
  const { actor } = scope;
  return withTenant(db, scope.tenantId, async (tx) => {
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
      await moveItem(tx, plan.plan_id, ids.itemId, body, actor.userId);
      await recordAudit(tx, [
        { table_name: 'plan_items', record_id: ids.itemId, action: 'update', changes, actor_id: actor.userId },
      ]);
    }
    return { ...item, iteration: body.iteration, target_date: body.target_date };
  });
}

/** DELETE plans/{planId}: a soft delete; the plan no longer lists or answers. */
export function deletePlan(db: Db, scope: Scope, planId: number): Promise<void> {
  const { actor } = scope;
  return withTenant(db, scope.tenantId, async (tx) => {
    await ownPlan(tx, actor.userId, planId);
    await softDeletePlan(tx, planId, actor.userId);
    await recordAudit(tx, [
      { table_name: 'learning_plans', record_id: planId, action: 'delete', changes: {}, actor_id: actor.userId },
    ]);
  });
}
