import { postCommitDelivery } from '../../../plugins/realtime-delivery.ts';
import { tenantUserRoom } from '../../../plugins/socket.ts';

/**
 * The live side of the network (DESIGN.md convention 7): a person's request and connection
 * numbers, emitted once the transaction that changed them commits, to their sockets in that tenant.
 */
const delivery = postCommitDelivery();

export const registerNetworkDelivery = delivery.register;

/** 'community:network' with the user's new numbers (the badge of received requests). */
export function emitNetworkCounts(tenantId: string, userId: number, counts: { received: number; connections: number }) {
  delivery.later((io) =>
    io.to(tenantUserRoom(tenantId, userId)).emit('community:network', {
      received: counts.received,
      connections: counts.connections,
    }),
  );
}
