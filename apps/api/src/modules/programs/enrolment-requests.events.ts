import type { TEnrolmentChange } from '@ankur/shared/schemas/programs';
import type { Db } from '../../db/client.ts';
import { afterCommit } from '../../db/tenant.ts';
import { type RealtimeServer, tenantUserRoom } from '../../plugins/socket.ts';

/**
 * The live side of enrolments (issue 19, DESIGN.md convention 7): queued inside the enrolment
 * write's withTenant() transaction, emitted once it has committed (never if it rolled back), to
 * the sockets of the people concerned in that tenant (room tenant:ID:user:ID) only.
 */

/** Per database: each app (and each test app) emits what its own transactions committed. */
const servers = new WeakMap<Db, RealtimeServer>();

export function registerEnrolmentDelivery(db: Db, io: RealtimeServer): () => void {
  servers.set(db, io);
  return () => {
    if (servers.get(db) === io) servers.delete(db);
  };
}

function later(emit: (io: RealtimeServer) => void): void {
  afterCommit((db) => {
    const io = servers.get(db);
    if (io) emit(io);
  });
}

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
