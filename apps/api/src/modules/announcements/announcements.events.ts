import type { TAnnouncement } from '@ankur/shared/schemas/announcements';
import { type RealtimeServer, tenantRoom, tenantUserRoom } from '../../plugins/socket.ts';

/**
 * The live side of announcements (DESIGN.md convention 7), called once the publishing
 * transaction has committed: an announcement to the whole tenant (or everyone, per tenant copy)
 * goes to room tenant:ID; one to a role or a cohort goes to each recipient's own room in that
 * tenant (tenant:ID:user:ID), so nobody outside the audience ever receives it.
 */
export function publishAnnouncement(
  io: RealtimeServer,
  tenantId: string,
  announcement: TAnnouncement,
  recipients: number[],
): void {
  if (announcement.audience === 'tenant' || announcement.audience === 'everyone') {
    io.to(tenantRoom(tenantId)).emit('announcement:new', announcement);
    return;
  }
  const rooms = [...new Set([...recipients, announcement.author_id])].map((id) => tenantUserRoom(tenantId, id));
  if (rooms.length) io.to(rooms).emit('announcement:new', announcement);
}
