import type { TOutlineOrder } from '@ankur/shared/schemas/programs';
import type { Db } from '../../db/client.ts';
import { withTenant } from '../../db/tenant.ts';
import { badRequest } from '../../lib/errors.ts';
import type { Scope } from '../../lib/scope.ts';
import { recordAudit } from '../../resources/audit.ts';
import { loadOutline, type Outline, type Placed, placeParts } from './outline.repository.ts';
import { assertProgramExists } from './programs.service.ts';

/**
 * The order of a program's outline after a manager drags its parts (issue 8): courses, modules
 * and units get their position as sort_order, and modules and units may move to another parent
 * inside the program. The whole outline is sent and checked, so a stale screen cannot drop or
 * duplicate a part.
 */

export const INCOMPLETE_ORDER = 'The order must list every course, module and unit of the program exactly once';

/** The requested placement of every part: position (1-based, within its parent) and parent. */
function placementsOf(order: TOutlineOrder, programId: number): Outline {
  const courseList: Placed[] = [];
  const moduleList: Placed[] = [];
  const unitList: Placed[] = [];
  order.courses.forEach((c, ci) => {
    courseList.push({ id: c.course_id, parent: programId, sort_order: ci + 1 });
    c.modules.forEach((m, mi) => {
      moduleList.push({ id: m.module_id, parent: c.course_id, sort_order: mi + 1 });
      m.unit_ids.forEach((u, ui) => {
        unitList.push({ id: u, parent: m.module_id, sort_order: ui + 1 });
      });
    });
  });
  return { courses: courseList, modules: moduleList, units: unitList };
}

/** What is wrong with one kind of part: live ids left out, ids not of the program, ids listed twice. */
function compare(live: readonly Placed[], sent: readonly Placed[]) {
  const liveIds = new Set(live.map((p) => p.id));
  const seen = new Set<number>();
  const duplicate = new Set<number>();
  for (const p of sent) {
    if (seen.has(p.id)) duplicate.add(p.id);
    seen.add(p.id);
  }
  return {
    missing: [...liveIds].filter((id) => !seen.has(id)),
    unknown: [...seen].filter((id) => !liveIds.has(id)),
    duplicate: [...duplicate],
  };
}

/** The parts whose position or parent changed. */
function changedParts(live: readonly Placed[], sent: readonly Placed[]): Placed[] {
  const before = new Map(live.map((p) => [p.id, p]));
  return sent.filter((p) => {
    const was = before.get(p.id)!;
    return was.sort_order !== p.sort_order || was.parent !== p.parent;
  });
}

/** Writes the new positions and parents of the parts that moved (three updates at most); returns how many moved. */
async function applyOrder(tx: Db, actorId: number, live: Outline, sent: Outline): Promise<number> {
  let moved = 0;
  for (const kind of ['courses', 'modules', 'units'] as const) {
    const changed = changedParts(live[kind], sent[kind]);
    await placeParts(tx, kind, changed, actorId);
    moved += changed.length;
  }
  return moved;
}

/** The outline as ids in order, for the audit entry. */
function outlineOf(parts: Outline) {
  const byPosition = (a: Placed, b: Placed) => a.sort_order - b.sort_order || a.id - b.id;
  return [...parts.courses].sort(byPosition).map((c) => ({
    course_id: c.id,
    modules: parts.modules
      .filter((m) => m.parent === c.id)
      .sort(byPosition)
      .map((m) => ({
        module_id: m.id,
        unit_ids: parts.units
          .filter((u) => u.parent === m.id)
          .sort(byPosition)
          .map((u) => u.id),
      })),
  }));
}

/**
 * PUT programs/{programId}/outline/order: checks that the order lists every live part of the
 * program exactly once (400 naming the missing, unknown and duplicate ids), then writes the new
 * positions and parents of the parts that moved, audited as one entry on the program.
 */
export function saveOutlineOrder(db: Db, scope: Scope, programId: number, order: TOutlineOrder): Promise<void> {
  const { actor } = scope;
  return withTenant(db, scope.tenantId, async (tx) => {
    await assertProgramExists(tx, programId);
    const live = await loadOutline(tx, programId);
    const sent = placementsOf(order, programId);
    const problems = {
      courses: compare(live.courses, sent.courses),
      modules: compare(live.modules, sent.modules),
      units: compare(live.units, sent.units),
    };
    const wrong = Object.values(problems).some((p) => p.missing.length || p.unknown.length || p.duplicate.length);
    if (wrong) throw badRequest(INCOMPLETE_ORDER, problems);

    const moved = await applyOrder(tx, actor.userId, live, sent);
    if (!moved) return;
    await recordAudit(tx, [
      {
        table_name: 'programs',
        record_id: programId,
        action: 'update',
        changes: { outline_order: { from: outlineOf(live), to: outlineOf(sent) } },
        actor_id: actor.userId,
      },
    ]);
  });
}
