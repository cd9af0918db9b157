import { createHash, randomBytes } from 'node:crypto';
import { hasPermission, privilegeMap } from '@ankur/shared/access';
import { ADMIN_CENTER_MENU } from '@ankur/shared/menus';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { preparedRows } from '../db/prepared.ts';
import { loadRolePrivileges } from '../db/role-privileges.ts';
import { sessions } from '../db/schema/identity.ts';
import { unauthorized } from '../lib/errors.ts';
import { grantedPrivileges, withGranted } from '../lib/privilege-grants.ts';
import type { Actor, Scope, UserScope } from '../lib/scope.ts';

export type { Actor, ActorRole } from '../lib/scope.ts';

declare module 'fastify' {
  interface FastifyRequest {
    actor: Actor | null;
  }
}

export const SESSION_COOKIE = 'ankur_session';
/** ASVS L2 defaults (docs/security.md): idle 30 minutes, absolute 10 hours. */
export const SESSION_IDLE_MS = 30 * 60 * 1000;
export const SESSION_ABSOLUTE_MS = 10 * 60 * 60 * 1000;
const TOUCH_EVERY_MS = 60 * 1000;

const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');

/**
 * A resolved session is reused for this long by the process that resolved it. Signing out in the
 * same process forgets it at once; a sign-out or disabled user seen by another API process takes
 * effect here within this time.
 */
export const SESSION_CACHE_MS = 5000;
const SESSION_CACHE_MAX = 10_000;
const sessionCache = new Map<string, { actor: Actor; at: number }>();
/**
 * Lookups in flight, by session id: concurrent requests of one session share one lookup instead
 * of each running the session and privilege queries (a page opening several calls at once).
 */
const resolving = new Map<string, Promise<Actor | null>>();
/** Bumped by every forget: a lookup that started before one does not cache what it read. */
let generation = 0;

export function forgetSession(sessionId: string): void {
  generation++;
  sessionCache.delete(sessionId);
  resolving.delete(sessionId);
}

/**
 * Ends a user's sessions (all, or all but one): revokes them in the database and forgets them
 * from this process's cache, so the next request with their cookie or token gets 401.
 */
export async function endUserSessions(db: Db, userId: number, exceptSessionId?: string): Promise<number> {
  const r = await db.execute<{ session_id: string }>(sql`update sessions set revoked_at = now()
    where user_id = ${userId} and revoked_at is null and session_id <> ${exceptSessionId ?? ''}
    returning session_id`);
  const ended = (r as unknown as { rows: { session_id: string }[] }).rows;
  for (const { session_id } of ended) forgetSession(session_id);
  return ended.length;
}

/** Forgets every cached session (roles or privileges changed); the next request reloads them. */
export function forgetAllSessions(): void {
  generation++;
  sessionCache.clear();
  resolving.clear();
}

/** Forgets every cached session of a user whose roles changed (the sessions stay valid). */
export function forgetUserSessions(userId: number): void {
  generation++;
  for (const [id, hit] of sessionCache) if (hit.actor.userId === userId) sessionCache.delete(id);
  resolving.clear();
}

/** Whether the bearer token, not the session cookie, is what a request authenticates with (sessionToken's choice). */
export function bearerAuthenticates(req: FastifyRequest): boolean {
  return !req.cookies[SESSION_COOKIE] && req.headers.authorization?.startsWith('Bearer ') === true;
}

/** The session token of a request: the session cookie, or an `Authorization: Bearer` token. */
export function sessionToken(req: FastifyRequest): string | undefined {
  const cookie = req.cookies[SESSION_COOKIE];
  if (cookie) return cookie;
  const auth = req.headers.authorization;
  return auth?.startsWith('Bearer ') ? auth.slice(7).trim() : undefined;
}

/**
 * The main platform's tenant (DEFAULT_TENANT): a session in it, or in no tenant, acts with the
 * user's platform roles; a session inside another tenant acts with the user's membership role
 * there (docs/tenancy.md).
 */
let platformTenant = 'BHARATSTARTUPSUMMIT';
export function setPlatformTenant(tenantId: string): void {
  platformTenant = tenantId;
}
export const isPlatformTenant = (tenantId: string | null) => tenantId === null || tenantId === platformTenant;

interface SessionRow extends Record<string, unknown> {
  session_id: string;
  user_id: number;
  username: string;
  email: string;
  active_role: number | null;
  tenant_id: string | null;
  last_seen_at: string | Date;
  roles: Actor['roles'] | string;
  tenant_roles: Actor['roles'] | string | null;
}

/** Resolves a session token to its actor in one query; null when unknown, revoked, expired or idle. */
export async function resolveSession(db: Db, token: string | undefined, now = new Date()): Promise<Actor | null> {
  if (!token || token.length > 200) return null;
  const id = hashToken(token);
  const hit = sessionCache.get(id);
  if (hit && now.getTime() - hit.at < SESSION_CACHE_MS && hit.at <= now.getTime()) return hit.actor;
  const pending = resolving.get(id);
  if (pending) return pending;
  const lookup = loadSession(db, id, now).finally(() => {
    if (resolving.get(id) === lookup) resolving.delete(id);
  });
  resolving.set(id, lookup);
  return lookup;
}

async function loadSession(db: Db, id: string, now: Date): Promise<Actor | null> {
  const startedAt = generation;
  const idleCutoff = new Date(now.getTime() - SESSION_IDLE_MS).toISOString();
  const [row] = await preparedRows<SessionRow>(
    db,
    sql`
    select s.session_id, s.tenant_id, s.last_seen_at, u.user_id, u.username, u.email, u.active_role,
      coalesce((select json_agg(json_build_object('role_id', x.role_id, 'role_name', x.role_name,
          'role_view', x.role_view, 'custom', x.custom) order by x.custom, x.role_id) from (
        select r.role_id, r.role_name, r.role_view, false as custom
          from user_roles ur join roles r on r.role_id = ur.role_id and r.is_deleted = false
          where ur.user_id = u.user_id and ur.is_deleted = false
        union
        select cr.role_id, cr.role_name, cr.role_view, true
          from group_users g join custom_roles cr on cr.role_id = g.role_id and cr.is_deleted = false
            and cr.parent_user_id = g.parent_user_id
          where g.user_id = u.user_id and g.is_deleted = false and g.status = 'active') x), '[]'::json) as roles,
      (select json_agg(json_build_object('role_id', r.role_id, 'role_name', r.role_name,
          'role_view', r.role_view, 'custom', false) order by r.role_id)
        from tenant_memberships m join roles r on r.role_id = m.role_id and r.is_deleted = false
        where m.tenant_id = s.tenant_id and m.user_id = u.user_id and m.is_deleted = false
          and m.status = 'active') as tenant_roles
    from sessions s join users u on u.user_id = s.user_id
    where s.session_id = ${id} and s.revoked_at is null and s.expires_at > ${now.toISOString()}
      and s.last_seen_at > ${idleCutoff} and u.enabled = true and u.is_deleted = false`,
  );
  if (!row) return null;
  const parse = (v: Actor['roles'] | string | null) => (typeof v === 'string' ? (JSON.parse(v) as Actor['roles']) : v);
  const platformRoles = parse(row.roles) ?? [];
  const inTenant = !isPlatformTenant(row.tenant_id);
  const tenantRoles = parse(row.tenant_roles) ?? [];
  // inside a tenant: the membership role; a platform administrator without one keeps their
  // platform roles (support access); anyone else holds no role there
  const platformAdmin = platformRoles.some((r) => !r.custom && r.role_view === 'admin');
  const roles = !inTenant ? platformRoles : tenantRoles.length ? tenantRoles : platformAdmin ? platformRoles : [];
  const lastSeen = new Date(row.last_seen_at);
  if (now.getTime() - lastSeen.getTime() > TOUCH_EVERY_MS) {
    await db.execute(sql`update sessions set last_seen_at = ${now.toISOString()} where session_id = ${id}`);
  }
  const active = roles.find((r) => r.role_id === row.active_role) ?? roles[0];
  const actsAsPlatform = !inTenant || tenantRoles.length === 0;
  // the active role's privileges, and those the person holds for what they are (decision 34)
  const privileges = active
    ? privilegeMap(
        withGranted(
          await loadRolePrivileges(db, active.role_id, active.custom),
          await grantedPrivileges(db, { userId: row.user_id, tenantId: row.tenant_id ?? platformTenant }),
        ),
      )
    : new Map();
  const actor: Actor = {
    userId: row.user_id,
    username: row.username,
    email: row.email,
    sessionId: id,
    activeRole: active?.role_id ?? null,
    roles,
    activeRoleIsCustom: active?.custom ?? false,
    privileges,
    // a platform administrator: an admin-view system role that reads the Admin Center, acting
    // with platform roles (a Tenant Administrator inside its tenant is not one)
    isAdmin:
      actsAsPlatform &&
      active?.custom === false &&
      active.role_view === 'admin' &&
      hasPermission(privileges, ADMIN_CENTER_MENU, 'read'),
    tenantId: row.tenant_id,
  };
  if (startedAt !== generation) return actor;
  if (sessionCache.size >= SESSION_CACHE_MAX) sessionCache.clear();
  sessionCache.set(id, { actor, at: now.getTime() });
  return actor;
}

export interface StartSessionOptions {
  userAgent?: string | undefined;
  tenantId?: string | null;
  idToken?: string | null;
  /** keep the absolute expiry of the session being rotated */
  expiresAt?: Date;
}

/**
 * Starts a new session (a fresh id at every sign-in and every refresh) and sets its cookie.
 * Returns the token, which API clients may also send as `Authorization: Bearer`.
 */
export async function startSession(
  db: Db,
  reply: FastifyReply,
  config: Pick<Config, 'publicUrl'>,
  userId: number,
  opts: StartSessionOptions = {},
): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = opts.expiresAt ?? new Date(Date.now() + SESSION_ABSOLUTE_MS);
  await db.insert(sessions).values({
    session_id: hashToken(token),
    user_id: userId,
    expires_at: expiresAt,
    user_agent: opts.userAgent?.slice(0, 300) ?? null,
    tenant_id: opts.tenantId ?? null,
    id_token: opts.idToken ?? null,
  });
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: config.publicUrl?.startsWith('https://') ?? false,
    maxAge: Math.max(1, Math.floor((expiresAt.getTime() - Date.now()) / 1000)),
  });
  return { token, expiresAt };
}

/** The stored parts of a live session that a refresh carries over. */
export async function sessionRecord(db: Db, sessionId: string) {
  const result = await db.execute<{ expires_at: string | Date; id_token: string | null }>(
    sql`select expires_at, id_token from sessions where session_id = ${sessionId} and revoked_at is null`,
  );
  const row = (result as unknown as { rows: { expires_at: string | Date; id_token: string | null }[] }).rows[0];
  return row ? { expiresAt: new Date(row.expires_at), idToken: row.id_token } : null;
}

export async function endSession(db: Db, reply: FastifyReply, actor: Actor | null): Promise<void> {
  if (actor) {
    forgetSession(actor.sessionId);
    await db.execute(sql`update sessions set revoked_at = now() where session_id = ${actor.sessionId}`);
    forgetSession(actor.sessionId);
  }
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
}

/** Sets request.actor from the session cookie on every request. */
export const sessionPlugin = fp(async (app: FastifyInstance, opts: { db: Db; defaultTenant: string }) => {
  setPlatformTenant(opts.defaultTenant);
  app.decorateRequest('actor', null);
  app.addHook('onRequest', async (req: FastifyRequest) => {
    const token = sessionToken(req);
    req.actor = token ? await resolveSession(opts.db, token) : null;
  });
});

/**
 * The one Scope a service receives (docs/architecture.md): the signed-in actor and the data tenant
 * of the request, both from the session. Routes call it after the access check has required a session.
 */
export function scopeOf(req: FastifyRequest): Scope {
  const actor = req.actor;
  if (!actor) throw unauthorized();
  return { tenantId: actor.tenantId ?? platformTenant, actor, platform: isPlatformTenant(actor.tenantId) };
}

/**
 * The Scope of a socket (plugins/socket.ts SocketData): its user and data tenant, fixed at the
 * handshake. It carries no roles: a connection lives for hours, and a role change would not reach it.
 */
export function socketScope(data: { userId: number; tenantId: string }): UserScope {
  return { tenantId: data.tenantId, actor: { userId: data.userId }, platform: isPlatformTenant(data.tenantId) };
}
