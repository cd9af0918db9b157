import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AccessRule, type GuardedRoute, isAllowed } from '../../plugins/access.ts';
import { type Actor, resolveSession } from '../../plugins/session.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { TEST_CONFIG_ENV } from '../../test/config.ts';
import {
  createCustomRole,
  createSessionToken,
  createUser,
  joinCustomRole,
  userIdByEmail,
} from '../../test/factories.ts';
import { ACCESS_MATRIX, ACTOR_DESCRIPTIONS, ACTORS, type ActorName } from './access-matrix.ts';

/**
 * The authorization matrix (GitLab's policy tables are the model): every guarded route, probed
 * as every actor, must let through exactly the actors access-matrix.ts lists. A probe sends no
 * query, an empty JSON body, and path ids that name no record, so an allowed call ends in a 400
 * or 404 and writes nothing; "allowed" is any answer but 401 and 403.
 */

const NO_RECORD_ID = '999999';
const NO_RECORD_STRING = 'nope';

/** `:id`, `:userId`, `:roleId`, `:user_id` → a number that names no record; other params → 'nope'. */
function probeUrl(url: string): string {
  return url.replace(/:([A-Za-z_]+)/g, (_m, name: string) =>
    name === 'id' || /(Id|_id)$/.test(name) ? NO_RECORD_ID : NO_RECORD_STRING,
  );
}

const routeKey = (r: Pick<GuardedRoute, 'method' | 'url'>) => `${r.method} ${r.url}`;

interface Probe {
  route: GuardedRoute;
  key: string;
  actor: ActorName;
  status: number;
  allowed: boolean;
  expected: boolean | undefined;
}

const describeRule = (rule: AccessRule) => (rule.kind === 'menu' ? `${rule.permission} on '${rule.menu}'` : rule.kind);

describe('authorization matrix (access-matrix.ts)', () => {
  let t: TestApp;
  let routes: GuardedRoute[];
  const userIds = {} as Record<Exclude<ActorName, 'anonymous'>, number>;
  /** each signed-in actor as the session resolves it (for the focused checks) */
  const actors = {} as Record<Exclude<ActorName, 'anonymous'>, Actor>;
  const probes: Probe[] = [];
  const at = (key: string, actor: ActorName) => probes.find((p) => p.key === key && p.actor === actor);

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.database.db;
    userIds.admin = await userIdByEmail(db, TEST_CONFIG_ENV.ADMIN_EMAIL);
    userIds.temp = await createUser(db, 'matrix_temp', 'temp');
    userIds.entrepreneur = await createUser(db, 'matrix_founder', 'Entrepreneur');
    userIds.cohortManager = await createUser(db, 'matrix_cohorts', 'Cohort Manager');
    // a custom role of an organisation's group, reading only the Content Hub; the member keeps
    // the temp system role every account starts with, but acts as the custom role
    const owner = await createUser(db, 'matrix_org', 'Organisation');
    const contentReader = await createCustomRole(db, owner, 'Content readers', { 'Content Hub': ['read'] });
    userIds.custom = await createUser(db, 'matrix_custom', 'temp');
    await joinCustomRole(db, userIds.custom, owner, contentReader);

    for (const name of ACTORS) {
      if (name === 'anonymous') continue;
      const actor = await resolveSession(db, await createSessionToken(db, userIds[name]));
      if (!actor) throw new Error(`no session for ${name}`);
      actors[name] = actor;
    }

    routes = t.app.guardedRoutes;
    // one route at a time, its actors together; a fresh session per request, since some calls
    // end or rotate the session they are made with (logout, signout, refresh, refreshToken)
    for (const route of routes) {
      const key = routeKey(route);
      const expected = ACCESS_MATRIX[key];
      const hasBody = route.method !== 'GET';
      await Promise.all(
        ACTORS.map(async (actor) => {
          const headers: Record<string, string> = {};
          if (actor !== 'anonymous') {
            headers.authorization = `Bearer ${await createSessionToken(db, userIds[actor])}`;
          }
          if (hasBody) headers['content-type'] = 'application/json';
          const res = await t.app.inject({
            method: route.method as 'GET',
            url: probeUrl(route.url),
            headers,
            ...(hasBody ? { payload: '{}' } : {}),
          });
          const status = res.statusCode;
          probes.push({
            route,
            key,
            actor,
            status,
            allowed: status !== 401 && status !== 403,
            expected: expected?.includes(actor),
          });
        }),
      );
    }
  }, 120_000);
  afterAll(() => t?.close());

  it('has an entry for every guarded route, and only for routes that exist', () => {
    const live = new Set(routes.map(routeKey));
    const missing = [...live].filter((k) => !(k in ACCESS_MATRIX));
    const stale = Object.keys(ACCESS_MATRIX).filter((k) => !live.has(k));
    expect(
      missing,
      `routes without an entry in access-matrix.ts (add one: who should be allowed?):\n  ${missing.join('\n  ')}`,
    ).toEqual([]);
    expect(stale, `entries in access-matrix.ts for routes that do not exist:\n  ${stale.join('\n  ')}`).toEqual([]);
    // every entry names actors that exist, each once
    for (const [key, allowed] of Object.entries(ACCESS_MATRIX)) {
      expect(new Set(allowed).size, key).toBe(allowed.length);
      for (const a of allowed) expect(ACTORS, key).toContain(a);
    }
  });

  it('lets through exactly the actors each route lists', () => {
    const checked = probes.filter((p) => p.expected !== undefined);
    const line = (p: Probe) => `  ${p.key} — ${p.actor} (${ACTOR_DESCRIPTIONS[p.actor]}): ${p.status}`;
    const order = (a: Probe, b: Probe) =>
      a.key.localeCompare(b.key) || ACTORS.indexOf(a.actor) - ACTORS.indexOf(b.actor);
    const allows = checked.filter((p) => p.allowed && !p.expected).sort(order);
    const denials = checked.filter((p) => !p.allowed && p.expected).sort(order);
    console.log(
      `access matrix: ${routes.length} routes × ${ACTORS.length} actors = ${probes.length} checks, ` +
        `${allows.length} unexpected allows, ${denials.length} unexpected denials`,
    );
    const report = [
      allows.length ? `unexpected allows (${allows.length}):\n${allows.map(line).join('\n')}` : '',
      denials.length ? `unexpected denials (${denials.length}):\n${denials.map(line).join('\n')}` : '',
    ]
      .filter(Boolean)
      .join('\n');
    expect(allows.length, `no caller may get past authorization where the matrix says no:\n${report}`).toBe(0);
    expect(report, report).toBe('');
  });

  it('answers 401, never 403, to an anonymous caller on every non-public route', () => {
    const wrong = probes
      .filter((p) => p.actor === 'anonymous' && p.route.rule.kind !== 'public' && p.status !== 401)
      .map((p) => `  ${p.key}: ${p.status}`);
    expect(wrong, `anonymous on a non-public route must get 401:\n${wrong.join('\n')}`).toEqual([]);
    expect(probes.some((p) => p.actor === 'anonymous' && p.status === 401)).toBe(true);
  });

  it('answers 403, never 404 or 400, to a signed-in actor a menu rule refuses', () => {
    const refused = probes.filter(
      (p) => p.actor !== 'anonymous' && p.route.rule.kind === 'menu' && !isAllowed(actors[p.actor], p.route.rule),
    );
    const wrong = refused
      .filter((p) => p.status !== 403)
      .map((p) => `  ${p.key} — ${p.actor} (lacks ${describeRule(p.route.rule)}): ${p.status}`);
    expect(wrong, `a menu rule that refuses must answer 403:\n${wrong.join('\n')}`).toEqual([]);
    // the actors are what they claim: temp holds nothing, custom only reads the Content Hub
    expect(refused.filter((p) => p.actor === 'temp').length).toBe(routes.filter((r) => r.rule.kind === 'menu').length);
    expect(actors.custom.activeRoleIsCustom).toBe(true);
    expect([...actors.custom.privileges.keys()]).toEqual(['content hub']);
    expect(actors.admin.isAdmin).toBe(true);
  });

  it('never answers a probe with a server error', () => {
    const failed = probes.filter((p) => p.status >= 500).map((p) => `  ${p.key} — ${p.actor}: ${p.status}`);
    expect(failed, `probes must fail cleanly (400/404), not with a 5xx:\n${failed.join('\n')}`).toEqual([]);
  });

  it('probes with a session that is what it says (a fresh token resolves to the actor)', () => {
    expect(at('GET /api/auth/profile', 'temp')?.status).toBe(200);
    expect(at('GET /api/auth/profile', 'anonymous')?.status).toBe(401);
  });
});
