import { ZError } from '@ankur/shared/schemas/common';
import {
  ZNotificationList,
  ZNotificationParams,
  ZNotificationPreferences,
  ZNotificationQuery,
  ZUnreadCount,
} from '@ankur/shared/schemas/notifications';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import type { UserScope } from '../../lib/scope.ts';
import { access } from '../../plugins/access.ts';
import { scopeOf } from '../../plugins/session.ts';
import { publishUnread } from './notifications.events.ts';
import {
  listForUser,
  preferencesFor,
  readAll,
  readOne,
  unreadFor,
  updatePreferences,
} from './notifications.service.ts';

const tags = ['Notifications'];
const errors = { 400: ZError, 401: ZError };

/**
 * Notifications (issue 9): any signed-in user reads and marks their own notifications, and sets
 * their delivery preferences, in the session's tenant. A change to the read state is sent to the
 * user's other tabs and devices as 'notification:unread'.
 */
export const notificationRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const signedIn = { access: access.signedIn };
  const changed = (scope: UserScope, unread: number) => {
    publishUnread(app.io, scope.tenantId, scope.actor.userId, unread);
    return { unread };
  };

  app.get(
    '/notifications',
    {
      config: signedIn,
      schema: {
        tags,
        summary: "The signed-in user's notifications in the session's tenant, newest first (unread=true: unread only)",
        querystring: ZNotificationQuery,
        response: { 200: ZNotificationList, ...errors },
      },
    },
    async (req) => listForUser(db, scopeOf(req), req.query),
  );

  app.get(
    '/notifications/unread-count',
    {
      config: signedIn,
      schema: { tags, summary: 'How many are unread (the bell)', response: { 200: ZUnreadCount, ...errors } },
    },
    async (req) => ({ unread: await unreadFor(db, scopeOf(req)) }),
  );

  app.post(
    '/notifications/:notificationId/read',
    {
      config: signedIn,
      schema: {
        tags,
        summary: "Marks one of the user's notifications read; answers the unread count (404: not the user's)",
        params: ZNotificationParams,
        response: { 200: ZUnreadCount, ...errors, 404: ZError },
      },
    },
    async (req) => {
      const scope = scopeOf(req);
      return changed(scope, await readOne(db, scope, req.params.notificationId));
    },
  );

  app.post(
    '/notifications/read-all',
    {
      config: signedIn,
      schema: {
        tags,
        summary: "Marks all the user's notifications read; answers the unread count (0)",
        response: { 200: ZUnreadCount, ...errors },
      },
    },
    async (req) => {
      const scope = scopeOf(req);
      return changed(scope, await readAll(db, scope));
    },
  );

  app.get(
    '/notifications/preferences',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'The delivery channel per notification type (in_app, email, none) and the e-mail digest',
        response: { 200: ZNotificationPreferences, ...errors },
      },
    },
    async (req) => preferencesFor(db, scopeOf(req)),
  );

  app.put(
    '/notifications/preferences',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'Replaces the preferences: a channel for every type, and the e-mail digest (off or daily)',
        body: ZNotificationPreferences,
        response: { 200: ZNotificationPreferences, ...errors },
      },
    },
    async (req) => updatePreferences(db, scopeOf(req), req.body),
  );
};
