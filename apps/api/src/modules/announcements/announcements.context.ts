import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { AnnouncementContext } from './announcements.service.ts';

/** What the announcements service works with, from the app: its sockets and its clock. */
export function announcementContext(app: FastifyInstance, db: Db): AnnouncementContext {
  return { db, io: app.io, clock: app.identity.clock };
}
