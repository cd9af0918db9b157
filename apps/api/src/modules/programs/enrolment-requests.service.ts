import { PROGRAMS_MENU } from '@ankur/shared/role-privileges';
import type { TEnrolmentChange, TEnrolmentRequestList } from '@ankur/shared/schemas/programs';
import type { Db } from '../../db/client.ts';
import { privilegeHolderIds } from '../../db/role-privileges.ts';
import { withTenant } from '../../db/tenant.ts';
import type { Scope } from '../../lib/scope.ts';
import { type Actor, isPlatformTenant } from '../../plugins/session.ts';
import type { WrittenEvent } from '../../resources/define.ts';
import { emitEnrolmentChanges, emitPendingCount } from './enrolment-requests.events.ts';
import { countPending, learnerName, listPending, transactionTenant } from './enrolment-requests.repository.ts';
import { notifyEnrolmentDecisions, notifyEnrolmentRequest } from './program-notifications.ts';
import { programNames } from './programs.repository.ts';

/**
 * The approval loop (issue 19). A learner's request to join (an enrolment that becomes pending)
 * reaches the tenant's program managers: a notification each (live, and e-mailed per their
 * preferences). Every enrolment write then tells, once it commits, the learner's screens what
 * became of their enrolment and the managers' screens how many requests wait.
 */

const PENDING = 'pending';
/** Who decides requests: update on 'Programs and Courses' (the enrolment write guard's manager). */
const DECIDES = { menu: PROGRAMS_MENU, permission: 'update' } as const;

const statusOf = (row: Record<string, unknown> | undefined) => row?.enrollment_status as string | undefined;

/** GET enrolment-requests: the tenant's pending requests, oldest first, one page. */
export function listRequests(db: Db, scope: Scope, q: { page: number; limit: number }): Promise<TEnrolmentRequestList> {
  return withTenant(db, scope.tenantId, async (tx) => {
    const rows = await listPending(tx, scope, q);
    const total = await countPending(tx, scope);
    return {
      data: rows.map((r) => ({ ...r, requested_at: new Date(r.requested_at).toISOString() })),
      meta: { page: q.page, limit: q.limit, total, totalPages: Math.ceil(total / q.limit) },
    };
  });
}

/** GET enrolment-requests/count. */
export function countRequests(db: Db, scope: Scope): Promise<{ pending: number }> {
  return withTenant(db, scope.tenantId, async (tx) => ({ pending: await countPending(tx, scope) }));
}

/**
 * programs-enrolled writes (the write guard's `after`, inside the write's transaction): the
 * learner hears of a manager's decision (notifyEnrolmentDecisions); the managers hear of each
 * enrolment that became pending (but not the one who made it so); then the live updates are
 * queued for after the commit.
 */
export async function enrolmentsWritten(tx: Db, actor: Actor, e: WrittenEvent): Promise<void> {
  await notifyEnrolmentDecisions(tx, actor, e);

  const changed = e.rows.filter((row) => {
    const before = statusOf(e.before?.get(row.enrollment_id as number));
    return e.op === 'delete' || e.op === 'create' || statusOf(row) !== before;
  });
  if (!changed.length) return;
  const tenantId = await transactionTenant(tx);
  const scope = { tenantId, platform: isPlatformTenant(tenantId) };

  const requested = e.op === 'delete' ? [] : changed.filter((row) => statusOf(row) === PENDING);
  const pendingMoved = changed.some(
    (row) => statusOf(row) === PENDING || statusOf(e.before?.get(row.enrollment_id as number)) === PENDING,
  );
  const managers = pendingMoved ? await privilegeHolderIds(tx, scope, DECIDES.menu, DECIDES.permission) : [];

  if (requested.length) {
    const names = await programNames(
      tx,
      requested.map((r) => r.program_id as number),
    );
    for (const row of requested) {
      const learnerId = row.user_id as number;
      const programId = row.program_id as number;
      await notifyEnrolmentRequest(
        tx,
        managers.filter((id) => id !== learnerId && id !== actor.userId),
        { learner: await learnerName(tx, learnerId), programName: names.get(programId) ?? `program ${programId}` },
      );
    }
  }

  emitEnrolmentChanges(
    tenantId,
    changed.map((row): TEnrolmentChange & { user_id: number } => ({
      user_id: row.user_id as number,
      enrollment_id: row.enrollment_id as number,
      program_id: row.program_id as number,
      enrollment_status: e.op === 'delete' ? null : (statusOf(row) ?? null),
    })),
  );
  if (pendingMoved) emitPendingCount(tenantId, managers, await countPending(tx, scope));
}
