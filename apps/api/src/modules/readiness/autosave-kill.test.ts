import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { answerProblem } from '@ankur/shared/readiness-scoring';
import {
  type TAssessmentPage,
  type TAttempt,
  type TFormData,
  type TSection,
  ZAssessmentDefinition,
} from '@ankur/shared/schemas/readiness';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { TEST_CONFIG_ENV } from '../../test/config.ts';
import { PLATFORM_TENANT as TEST_TENANT } from '../../test/factories.ts';
import { freePort, makeWebDist, type ServerProcess, spawnServer, waitForHealth } from '../../test/process.ts';
import { anyAnswers, FIXTURE_DEFINITION } from '../../test/readiness-fixture.ts';

/**
 * Issue 24: "a test kills the server during autosave and finds no answered step lost". A real
 * server process on its own embedded database (DATA_DIR): a person starts the investor
 * assessment, saves every step but the last (each acknowledged), and the server is killed
 * (SIGKILL: no shutdown, no flush) while the last step's save is in flight. Restarted on the same
 * DATA_DIR, every acknowledged step is there, the in-flight step is wholly there or wholly absent,
 * and sending it again succeeds. The assessment is the three-step test fixture.
 */

// the run's migrated and seeded template is the DATA_DIR's database (no 30 s initdb): its administrator
const ADMIN_EMAIL = TEST_CONFIG_ENV.ADMIN_EMAIL;
const ADMIN_PASSWORD = TEST_CONFIG_ENV.ADMIN_PASSWORD;

/** An acceptable answer to every question of a step (checked against the shared validation). */
function answersOf(s: TSection): TFormData {
  const answers = anyAnswers(s);
  for (const q of s.questions) expect(answerProblem(q, answers[q.id]), q.id).toBeNull();
  return answers;
}

describe('readiness: killing the server during autosave loses no answered step', () => {
  let tmp: string;
  let webDist: string;
  let dataDir: string;
  let server: ServerProcess | undefined;
  let base = '';

  const start = async () => {
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    server = spawnServer({
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SEED_DEMO: 'false',
      ADMIN_EMAIL,
      ADMIN_PASSWORD,
      LOG_LEVEL: 'warn',
      WEB_DIST: webDist,
    });
    await waitForHealth(server, base, 45_000);
  };
  const signIn = async (): Promise<string> => {
    const res = await fetch(`${base}/api/auth/signin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: ADMIN_EMAIL, password: ADMIN_PASSWORD }),
    });
    expect(res.status).toBe(200);
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith('ankur_session='));
    return (cookie as string).split(';')[0] as string;
  };
  const api = (cookie: string, method: string, url: string, body?: unknown) =>
    fetch(`${base}/api/${url}`, {
      method,
      headers: { cookie, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });

  beforeAll(async () => {
    tmp = mkdtempSync(path.join(os.tmpdir(), 'ankur-autosave-'));
    dataDir = path.join(tmp, 'data');
    mkdirSync(dataDir);
    webDist = makeWebDist();
    // the template written to DATA_DIR/pgdata: the server starts on it as on any earlier DATA_DIR
    const pg = await PGlite.create(path.join(dataDir, 'pgdata'), {
      extensions: { pg_trgm },
      loadDataDir: new Blob([readFileSync(inject('pgliteTemplate'))]),
    });
    // the three-step test assessment as the investor assessment's published version (a new version
    // when the template's demo seed already made the four; the others come from the built-ins)
    await pg.transaction(async (tx) => {
      await tx.query(`select set_config('app.tenant_id', $1, true)`, [TEST_TENANT]);
      await tx.query(`insert into assessments (key) values ('investor') on conflict do nothing`);
      const a = await tx.query<{ id: number }>(`select assessment_id as id from assessments where key = 'investor'`);
      const id = a.rows[0]?.id;
      await tx.query(`update assessment_versions set status = 'retired' where assessment_id = $1`, [id]);
      const v = await tx.query<{ id: number }>(
        `insert into assessment_versions (assessment_id, version, status, definition, published_at)
          values ($1, (select coalesce(max(version), 0) + 1 from assessment_versions where assessment_id = $1),
            'published', $2::jsonb, now()) returning version_id as id`,
        [id, JSON.stringify(ZAssessmentDefinition.parse(FIXTURE_DEFINITION))],
      );
      await tx.query('update assessments set published_version_id = $1 where assessment_id = $2', [v.rows[0]?.id, id]);
    });
    await pg.close();
  }, 60_000);
  afterAll(async () => {
    await server?.kill();
    rmSync(tmp, { recursive: true, force: true });
    rmSync(webDist, { recursive: true, force: true });
  });

  it('acknowledged steps survive a SIGKILL mid-save; the in-flight step is all or nothing', {
    timeout: 120_000,
  }, async () => {
    await start();
    let cookie = await signIn();
    const page = (await (await api(cookie, 'GET', 'readiness/investor')).json()) as TAssessmentPage;
    const sections = page.definition.sections;
    expect(sections.length).toBe(3);
    const started = await api(cookie, 'POST', 'readiness/investor/attempts', {});
    expect(started.status).toBe(201);
    const attempt = (await started.json()) as TAttempt;
    const steps = sections.map(answersOf);
    const last = sections.length - 1;
    // every step but the last, each acknowledged
    for (let i = 0; i < last; i++) {
      const res = await api(cookie, 'PUT', `readiness/attempts/${attempt.attempt_id}/steps/${i}`, {
        answers: steps[i],
        next_step: i + 1,
      });
      expect(res.status, `step ${i}`).toBe(200);
    }
    // the last step's save, and the process killed while it is in flight
    const inFlight = api(cookie, 'PUT', `readiness/attempts/${attempt.attempt_id}/steps/${last}`, {
      answers: steps[last],
      next_step: last,
    }).then(
      (r) => r.status,
      () => 'no answer' as const,
    );
    await new Promise((r) => setTimeout(r, 5));
    const dying = server as ServerProcess;
    dying.child.kill('SIGKILL');
    await dying.exited;
    const outcome = await inFlight;

    await start();
    cookie = await signIn();
    const after = (await (await api(cookie, 'GET', 'readiness/investor')).json()) as TAssessmentPage;
    const resumed = after.in_progress;
    expect(resumed?.attempt_id).toBe(attempt.attempt_id);
    const form = (resumed as TAttempt).form_data;
    for (let i = 0; i < last; i++) {
      for (const [id, answer] of Object.entries(steps[i] as TFormData))
        expect(form[id], `step ${i}: ${id}`).toEqual(answer);
    }
    // the in-flight step: every answer or none, and last_saved_step agrees
    const lastIds = Object.keys(steps[last] as TFormData);
    const present = lastIds.filter((id) => id in form);
    const whole = present.length === lastIds.length;
    expect(present.length === 0 || whole, `half a step: ${present.join(', ')}`).toBe(true);
    if (whole) {
      for (const id of lastIds) expect(form[id]).toEqual((steps[last] as TFormData)[id]);
      expect(resumed?.last_saved_step).toBe(last);
    } else {
      expect(resumed?.last_saved_step).toBe(last - 1);
      // an acknowledged save is never lost
      expect(outcome).not.toBe(200);
    }
    // sending it again succeeds, and the attempt can be submitted
    const again = await api(cookie, 'PUT', `readiness/attempts/${attempt.attempt_id}/steps/${last}`, {
      answers: steps[last],
      next_step: last,
    });
    expect(again.status).toBe(200);
    expect(((await again.json()) as TAttempt).last_saved_step).toBe(last);
    const submitted = await api(cookie, 'POST', `readiness/attempts/${attempt.attempt_id}/submit`);
    expect(submitted.status).toBe(200);
  });
});
