import type { Db } from '../db/client.ts';
import { afterCommit } from '../db/tenant.ts';
import type { RealtimeServer } from './socket.ts';

/**
 * Live events sent after commit (DESIGN.md convention 7): a module's services queue what
 * happened with `later()` inside their withTenant() transaction; it is emitted once that
 * transaction has committed (never if it rolled back). Each app (and each test app) registers
 * its Socket.IO server for its own database, so it emits what its own transactions committed.
 */
export interface PostCommitDelivery {
  /** the app's server for `db`; returns the unregistration (on close) */
  register(db: Db, io: RealtimeServer): () => void;
  /** queues `emit` to run with `db`'s server once the current tenant transaction commits */
  later(emit: (io: RealtimeServer) => void): void;
}

export function postCommitDelivery(): PostCommitDelivery {
  const servers = new WeakMap<Db, RealtimeServer>();
  return {
    register(db, io) {
      servers.set(db, io);
      return () => {
        if (servers.get(db) === io) servers.delete(db);
      };
    },
    later(emit) {
      afterCommit((db) => {
        const io = servers.get(db);
        if (io) emit(io);
      });
    },
  };
}
