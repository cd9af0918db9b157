import type { TEnrolmentChange } from '@ankur/shared/schemas/programs';
import { postCommitDelivery } from '../../plugins/realtime-delivery.ts';
import { tenantUserRoom } from '../../plugins/socket.ts';

/**
 * The live side of enrolments (issue 19, DESIGN.md convention 7): queued inside the enrolment
 * write's withTenant() transaction, emitted once it has committed (never if it rolled back), to
 * the sockets of the people concerned in that tenant (room tenant:ID:user:ID) only.
 */

const delivery = postCommitDelivery();
const later = delivery.later;

export const registerEnrolmentDelivery = delivery.register;

/** 'enrolment:updated' to the learner whose enrolment changed: their open pages follow it. */
export function emitEnrolmentChanges(tenantId: string, changes: (TEnrolmentChange & { user_id: number })[]): void {
  if (!changes.length) return;
  later((io) => {
    for (const { user_id, ...change } of changes)
      io.to(tenantUserRoom(tenantId, user_id)).emit('enrolment:updated', change);
  });
}

/** 'enrolment-requests:pending' to each program manager of the tenant: their counts follow. */
export function emitPendingCount(tenantId: string, managerIds: number[], pending: number): void {
  if (!managerIds.length) return;
  later((io) =>
    io.to(managerIds.map((id) => tenantUserRoom(tenantId, id))).emit('enrolment-requests:pending', { pending }),
  );
}
