import { randomUUID } from 'node:crypto';
import {
  ANNOUNCEMENT_ERRORS,
  ANNOUNCEMENT_SCHEDULE_MAX_MS,
  type AnnouncementAudience,
  type TAnnouncement,
  type TAnnouncementAudiences,
  type TAnnouncementCreate,
  type TAnnouncementList,
  type TAnnouncementUpdate,
} from '@ankur/shared/schemas/announcements';
import type { Db } from '../../db/client.ts';
import { afterCommit, withTenant } from '../../db/tenant.ts';
import type { Clock } from '../../lib/clock.ts';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors.ts';
import { cancelJob, scheduleJob } from '../../lib/jobs.ts';
import { sanitizeHtml } from '../../lib/sanitize-html.ts';
import type { Scope } from '../../lib/scope.ts';
import type { RealtimeServer } from '../../plugins/socket.ts';
import { notify } from '../notifications/index.ts';
import { publishAnnouncement } from './announcements.events.ts';
import {
  type AnnouncementRow,
  activeTenantIds,
  audiencePrograms,
  audienceRoles,
  audienceUserIds,
  copiesOf,
  deleteAnnouncement,
  type FeedReader,
  findAnnouncement,
  insertAnnouncement,
  listAnnouncements,
  lockAnnouncement,
  markPublished,
  roleNamesOf,
  updateAnnouncement,
} from './announcements.repository.ts';
import { isWriter, writesToEveryone } from './announcements.rules.ts';

/**
 * Announcements (issue 9): written by administrators for an audience in the session's tenant,
 * published now or by the job queue at publish_at (job 'announcement.publish', key
 * 'announcement:ID'), delivered live and as 'announcement' notifications. Knows nothing of Fastify.
 */

export const PUBLISH_JOB = 'announcement.publish';
export const jobKey = (id: number) => `announcement:${id}`;

/** What the service works with: the database, the sockets to emit on, the time. */
export interface AnnouncementContext {
  db: Db;
  io: RealtimeServer;
  clock: Clock;
}

const NOT_A_WRITER = 'Only administrators of this organisation can write announcements';

/** The route's rule let a writer in; the tenant may still refuse them (403). */
function assertWriter(scope: Scope): void {
  if (!isWriter(scope)) throw forbidden(NOT_A_WRITER);
}

const fieldError = (field: string, message: string) =>
  badRequest(`Invalid body.${field}: ${message}`, [{ path: `body.${field}`, message }]);

/** publish_at as a time: omitted or not in the future → now; more than a year ahead → 400. */
function publishTime(value: string | null | undefined, now: Date): Date {
  if (!value) return now;
  const at = new Date(value);
  if (at.getTime() <= now.getTime()) return now;
  if (at.getTime() - now.getTime() > ANNOUNCEMENT_SCHEDULE_MAX_MS)
    throw fieldError('publish_at', ANNOUNCEMENT_ERRORS.tooFar);
  return at;
}

/** The body as stored: the shared allow-list only; nothing safe left → 400. */
function cleanBody(body: string): string {
  const clean = sanitizeHtml(body).trim();
  if (!clean.replace(/<[^>]*>/g, '').trim() && !/<img\s/i.test(clean))
    throw fieldError('body', ANNOUNCEMENT_ERRORS.emptyBody);
  return clean;
}

/** A short plain-text preview of the body for the notification. */
function preview(html: string): string | null {
  const text = html
    .replace(/<(br|\/p|\/li|\/h\d)[^>]*>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
  if (!text) return null;
  return text.length > 200 ? `${text.slice(0, 199)}…` : text;
}

type AudienceFields = {
  audience: AnnouncementAudience;
  audience_role: string | null;
  audience_program_id: number | null;
};

/** The role or program named must exist in the tenant (400 naming the field otherwise). */
async function checkAudience(tx: Db, scope: Scope, a: AudienceFields): Promise<AudienceFields> {
  if (a.audience === 'role') {
    const known = await audienceRoles(tx, scope.platform);
    const role = known.find((r) => r.role_name.toLowerCase() === a.audience_role?.toLowerCase());
    if (!role) throw fieldError('audience_role', ANNOUNCEMENT_ERRORS.noRole);
    return { audience: 'role', audience_role: role.role_name, audience_program_id: null };
  }
  if (a.audience === 'cohort') {
    const [program] = await audiencePrograms(tx, a.audience_program_id ?? 0);
    if (!program) throw fieldError('audience_program_id', ANNOUNCEMENT_ERRORS.noProgram);
    return { audience: 'cohort', audience_role: null, audience_program_id: program.program_id };
  }
  return { audience: a.audience, audience_role: null, audience_program_id: null };
}

/**
 * Publishes the row now, inside the caller's tenant transaction: published_at set (once; null
 * when it already was), the audience notified, and 'announcement:new' sent once it commits.
 */
export async function publishNow(ctx: AnnouncementContext, tx: Db, tenantId: string, platform: boolean, id: number) {
  const row = await markPublished(tx, id, ctx.clock.now().toISOString());
  if (!row) return null;
  const recipients = await audienceUserIds(tx, tenantId, platform, row);
  await notify(tx, {
    userIds: recipients.filter((userId) => userId !== row.created_by),
    type: 'announcement',
    title: row.title,
    body: preview(row.body),
    link: `/announcements?a=${row.announcement_id}`,
  });
  const announcement = (await findAnnouncement(tx, id))!;
  afterCommit(() => publishAnnouncement(ctx.io, tenantId, announcement, recipients));
  return announcement;
}

/** Publishes now (the time has come) or schedules the job that will. */
async function goOut(ctx: AnnouncementContext, tx: Db, tenantId: string, platform: boolean, row: AnnouncementRow) {
  const at = new Date(row.publish_at);
  if (at.getTime() <= ctx.clock.now().getTime()) {
    await cancelJob(tx, { kind: PUBLISH_JOB, tenantId, key: jobKey(row.announcement_id) });
    await publishNow(ctx, tx, tenantId, platform, row.announcement_id);
  } else {
    await scheduleJob(tx, {
      kind: PUBLISH_JOB,
      tenantId,
      key: jobKey(row.announcement_id),
      runAt: at,
      payload: { announcementId: row.announcement_id },
    });
  }
}

/** Runs `work` on each tenant's copy of a broadcast; answers the copy in the session's tenant. */
async function eachCopy(
  ctx: AnnouncementContext,
  scope: Scope,
  broadcastId: string,
  work: (tx: Db, tenantId: string, row: AnnouncementRow) => Promise<void>,
): Promise<TAnnouncement | null> {
  let mine: TAnnouncement | null = null;
  for (const tenantId of await activeTenantIds(ctx.db)) {
    await withTenant(ctx.db, tenantId, async (tx) => {
      for (const row of await copiesOf(tx, broadcastId)) {
        await work(tx, tenantId, row);
        if (tenantId === scope.tenantId) mine = await findAnnouncement(tx, row.announcement_id);
      }
    });
  }
  return mine;
}

export async function createAnnouncement(
  ctx: AnnouncementContext,
  scope: Scope,
  input: TAnnouncementCreate,
): Promise<TAnnouncement> {
  assertWriter(scope);
  const now = ctx.clock.now();
  const values = {
    title: input.title.trim(),
    body: cleanBody(input.body),
    publish_at: publishTime(input.publish_at, now).toISOString(),
    created_by: scope.actor.userId,
  };
  if (input.audience === 'everyone') {
    if (!writesToEveryone(scope)) throw forbidden(ANNOUNCEMENT_ERRORS.everyone);
    const broadcast_id = randomUUID();
    let mine: TAnnouncement | null = null;
    for (const tenantId of await activeTenantIds(ctx.db)) {
      const platform = tenantId === scope.tenantId;
      const copy = await withTenant(ctx.db, tenantId, async (tx) => {
        const row = await insertAnnouncement(tx, { ...values, audience: 'everyone', broadcast_id });
        await goOut(ctx, tx, tenantId, platform, row);
        return findAnnouncement(tx, row.announcement_id);
      });
      if (platform) mine = copy;
    }
    if (!mine) throw notFound(ANNOUNCEMENT_ERRORS.notFound);
    return mine;
  }
  return withTenant(ctx.db, scope.tenantId, async (tx) => {
    const audience = await checkAudience(tx, scope, {
      audience: input.audience,
      audience_role: input.audience_role ?? null,
      audience_program_id: input.audience_program_id ?? null,
    });
    const row = await insertAnnouncement(tx, { ...values, ...audience });
    await goOut(ctx, tx, scope.tenantId, scope.platform, row);
    return (await findAnnouncement(tx, row.announcement_id))!;
  });
}

/** The row to change: 404 if not in the tenant, 409 once published, 403 for a broadcast copy unless allowed. */
async function changeable(tx: Db, scope: Scope, id: number): Promise<AnnouncementRow> {
  const row = await lockAnnouncement(tx, id);
  if (!row) throw notFound(ANNOUNCEMENT_ERRORS.notFound);
  if (row.broadcast_id && !writesToEveryone(scope)) throw forbidden(ANNOUNCEMENT_ERRORS.broadcastCopy);
  return row;
}

export async function updateScheduled(
  ctx: AnnouncementContext,
  scope: Scope,
  id: number,
  input: TAnnouncementUpdate,
): Promise<TAnnouncement> {
  assertWriter(scope);
  const now = ctx.clock.now();
  const row = await withTenant(ctx.db, scope.tenantId, (tx) => changeable(tx, scope, id));
  if (row.published_at) throw conflict(ANNOUNCEMENT_ERRORS.published);
  if (input.audience && (input.audience === 'everyone') !== (row.audience === 'everyone')) {
    throw fieldError('audience', ANNOUNCEMENT_ERRORS.audienceChange);
  }
  const set = {
    ...(input.title === undefined ? {} : { title: input.title.trim() }),
    ...(input.body === undefined ? {} : { body: cleanBody(input.body) }),
    ...(input.publish_at === undefined ? {} : { publish_at: publishTime(input.publish_at, now).toISOString() }),
    updated_at: now.toISOString(),
  };
  const apply = async (tx: Db, tenantId: string, current: AnnouncementRow, platform: boolean) => {
    if (current.published_at) throw conflict(ANNOUNCEMENT_ERRORS.published);
    const audience =
      input.audience || input.audience_role !== undefined || input.audience_program_id !== undefined
        ? await checkAudience(tx, scope, {
            audience: input.audience ?? current.audience,
            audience_role: input.audience_role === undefined ? current.audience_role : input.audience_role,
            audience_program_id:
              input.audience_program_id === undefined ? current.audience_program_id : input.audience_program_id,
          })
        : {};
    await updateAnnouncement(tx, current.announcement_id, { ...set, ...audience });
    await goOut(ctx, tx, tenantId, platform, (await lockAnnouncement(tx, current.announcement_id))!);
  };
  if (row.broadcast_id) {
    const mine = await eachCopy(ctx, scope, row.broadcast_id, (tx, tenantId, copy) =>
      apply(tx, tenantId, copy, tenantId === scope.tenantId),
    );
    if (!mine) throw notFound(ANNOUNCEMENT_ERRORS.notFound);
    return mine;
  }
  return withTenant(ctx.db, scope.tenantId, async (tx) => {
    const current = await changeable(tx, scope, id);
    await apply(tx, scope.tenantId, current, scope.platform);
    return (await findAnnouncement(tx, id))!;
  });
}

/** Deletes it (a scheduled one's job is cancelled; a published one disappears for everyone). */
export async function removeAnnouncement(ctx: AnnouncementContext, scope: Scope, id: number): Promise<void> {
  assertWriter(scope);
  const row = await withTenant(ctx.db, scope.tenantId, (tx) => changeable(tx, scope, id));
  const drop = async (tx: Db, tenantId: string, current: AnnouncementRow) => {
    await cancelJob(tx, { kind: PUBLISH_JOB, tenantId, key: jobKey(current.announcement_id) });
    await deleteAnnouncement(tx, current.announcement_id);
  };
  if (row.broadcast_id) {
    await eachCopy(ctx, scope, row.broadcast_id, drop);
    return;
  }
  await withTenant(ctx.db, scope.tenantId, async (tx) => {
    const current = await lockAnnouncement(tx, id);
    if (current) await drop(tx, scope.tenantId, current);
  });
}

/** The reader of the feed: their role names in the tenant. */
async function feedReader(tx: Db, scope: Scope): Promise<FeedReader> {
  return {
    userId: scope.actor.userId,
    roleNames: await roleNamesOf(tx, scope.tenantId, scope.platform, scope.actor.userId),
  };
}

export async function listForReader(
  ctx: AnnouncementContext,
  scope: Scope,
  q: { page: number; limit: number; scope: 'feed' | 'manage'; status?: 'scheduled' | 'published' | undefined },
): Promise<TAnnouncementList> {
  if (q.scope === 'manage' && !isWriter(scope)) throw forbidden(ANNOUNCEMENT_ERRORS.manageOnly);
  return withTenant(ctx.db, scope.tenantId, async (tx) => {
    // the feed: what the reader may see (published only); manage: all of the tenant's
    const reader = q.scope === 'manage' ? undefined : await feedReader(tx, scope);
    const { rows, total } = await listAnnouncements(
      tx,
      { status: q.status, reader },
      q.scope === 'manage' && q.status === 'scheduled' ? 'soonest' : 'newest',
      q,
    );
    return { data: rows, meta: { page: q.page, limit: q.limit, total, totalPages: Math.ceil(total / q.limit) } };
  });
}

export async function getForReader(ctx: AnnouncementContext, scope: Scope, id: number): Promise<TAnnouncement> {
  return withTenant(ctx.db, scope.tenantId, async (tx) => {
    const reader = isWriter(scope) ? undefined : await feedReader(tx, scope);
    const found = await findAnnouncement(tx, id, reader);
    if (!found) throw notFound(ANNOUNCEMENT_ERRORS.notFound);
    return found;
  });
}

export async function audienceOptions(ctx: AnnouncementContext, scope: Scope): Promise<TAnnouncementAudiences> {
  assertWriter(scope);
  return withTenant(ctx.db, scope.tenantId, async (tx) => ({
    everyone: writesToEveryone(scope),
    roles: await audienceRoles(tx, scope.platform),
    programs: await audiencePrograms(tx),
  }));
}

/**
 * The job: publishes a scheduled announcement in its tenant once its time has come. Idempotent:
 * gone, already published, or moved later → nothing.
 */
export async function publishDue(
  ctx: AnnouncementContext,
  tenantId: string,
  platform: boolean,
  id: number,
): Promise<void> {
  await withTenant(ctx.db, tenantId, async (tx) => {
    const row = await lockAnnouncement(tx, id);
    if (!row || row.published_at) return;
    if (new Date(row.publish_at).getTime() > ctx.clock.now().getTime()) return;
    await publishNow(ctx, tx, tenantId, platform, id);
  });
}
