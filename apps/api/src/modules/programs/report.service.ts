import type { TProgramReport } from '@ankur/shared/schemas/programs';
import type { Db } from '../../db/client.ts';
import { withTenant } from '../../db/tenant.ts';
import type { Scope } from '../../lib/scope.ts';
import { liveUnitIdsInOrder } from './outline.repository.ts';
import { assertProgramExists } from './programs.service.ts';
import { ACTIVE_STATUSES } from './progress.service.ts';
import { completionsPerUnit, learnerProgress, pendingSubmissions } from './report.repository.ts';

/**
 * The program manager's report (issue 8): every enrolment with its progress, each unit's
 * completion rate among the active learners, and the submissions waiting for review. Five
 * set-based queries whatever the number of learners or units.
 */

const percentOf = (part: number, whole: number) => (whole > 0 ? Math.floor((part * 100) / whole) : 0);

/** GET programs/{programId}/report (program managers). */
export function programReport(db: Db, scope: Scope, programId: number): Promise<TProgramReport> {
  return withTenant(db, scope.tenantId, async (tx) => {
    await assertProgramExists(tx, programId);
    const unitIds = await liveUnitIdsInOrder(tx, programId);
    const learnerRows = await learnerProgress(tx, scope, programId, unitIds);
    const completedBy = await completionsPerUnit(tx, scope, programId, unitIds, ACTIVE_STATUSES);
    const pending = await pendingSubmissions(tx, scope, programId);

    const total = unitIds.length;
    const active = learnerRows.filter((l) => ACTIVE_STATUSES.includes(l.enrollment_status)).length;
    return {
      program_id: programId,
      total_units: total,
      learners: learnerRows.map((l) => ({ ...l, percent: percentOf(l.completed_units, total) })),
      units: unitIds.map((unit_id) => {
        const n = completedBy.get(unit_id) ?? 0;
        return { unit_id, completed_count: n, completion_rate: percentOf(n, active) };
      }),
      active_learners: active,
      pending_submissions: pending,
    };
  });
}
