import { DEFAULT_DATE_TIME_ZONE } from '@ankur/shared/dates';
import { addDays, isoDateIn } from '@ankur/shared/plan-schedule';
import { ENROLMENT_CLOSED_MESSAGE } from '@ankur/shared/program-schedule';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { programEnrollments } from '../../db/schema/programs.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { createUser, inTenant, signIn } from '../../test/factories.ts';

/**
 * A program's schedule and language (issue 19): learners' enrolment requests are refused once a
 * program has ended, unless it is self-paced; searchPrograms filters by schedule (on the
 * platform's today) and by language; language and self_paced are validated like every field.
 */
describe('programs: schedule, enrolment rule and language', () => {
  let t: TestApp;
  let manager: string;
  let learner: string;
  let learnerId: number;
  let otherId: number;
  const today = isoDateIn(new Date(), DEFAULT_DATE_TIME_ZONE);
  const id = {} as Record<'upcoming' | 'running' | 'ended' | 'selfPaced' | 'undated' | 'hindi', number>;

  type Method = 'GET' | 'POST' | 'PUT';
  const call = (method: Method, url: string, cookie: string, payload?: unknown) =>
    t.app.inject({ method, url: `/api/${url}`, headers: { cookie }, payload: payload as object });
  const create = async (body: Record<string, unknown>) => {
    const res = await call('POST', 'programs/createProgram', manager, { status: 'published', ...body });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().program_id as number;
  };
  const request = (program_id: number, cookie = learner, user_id = learnerId) =>
    call('POST', 'programs-enrolled/createProgramEnrolled', cookie, { user_id, program_id });
  const enrolmentsOf = (programId: number) =>
    inTenant(t.database.db, (tx) =>
      tx.select().from(programEnrollments).where(eq(programEnrollments.program_id, programId)),
    );
  const search = async (query: string) => {
    const res = await call(
      'GET',
      `programs/searchPrograms?search=Sched&limit=50&${query.includes('sortField') ? '' : 'sortField=program_id&sortOrder=asc&'}${query}`,
      learner,
    );
    return res;
  };
  const names = async (query: string) => {
    const res = await search(query);
    expect(res.statusCode, res.body).toBe(200);
    return (res.json().data as { program_name: string }[]).map((p) => p.program_name);
  };

  beforeAll(async () => {
    t = await createTestApp();
    await createUser(t.database.db, 'sched_manager', 'Cohort Manager');
    learnerId = await createUser(t.database.db, 'sched_learner', 'Entrepreneur');
    otherId = await createUser(t.database.db, 'sched_other', 'Entrepreneur');
    manager = await signIn(t.app, 'sched_manager');
    learner = await signIn(t.app, 'sched_learner');
    id.upcoming = await create({
      program_name: 'Sched upcoming',
      start_date: addDays(today, 10),
      end_date: addDays(today, 40),
    });
    id.running = await create({ program_name: 'Sched running', start_date: addDays(today, -5), end_date: today });
    id.ended = await create({
      program_name: 'Sched ended',
      start_date: addDays(today, -60),
      end_date: addDays(today, -1),
    });
    id.selfPaced = await create({
      program_name: 'Sched self-paced',
      start_date: addDays(today, -400),
      end_date: addDays(today, -300),
      self_paced: true,
    });
    id.undated = await create({ program_name: 'Sched undated' });
    id.hindi = await create({ program_name: 'Sched हिंदी', language: 'hi', self_paced: true });
  });
  afterAll(() => t.close());

  it('answers language (default en) and self_paced (default false) in the program shape', async () => {
    const res = await call('GET', `programs/getProgram/${id.undated}`, learner);
    expect(res.json()).toMatchObject({ language: 'en', self_paced: false, start_date: null });
    const hindi = await call('GET', `programs/getProgram/${id.hindi}`, learner);
    expect(hindi.json()).toMatchObject({ language: 'hi', self_paced: true });
  });

  it('refuses a learner’s request once the program has ended: 409 saying why, nothing written', async () => {
    const res = await request(id.ended);
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().message).toBe(ENROLMENT_CLOSED_MESSAGE);
    expect(res.json().message).toBe('This program has ended; enrolment is closed.');
    const bulk = await call('POST', 'programs-enrolled/createMany', learner, [
      { user_id: learnerId, program_id: id.running },
      { user_id: learnerId, program_id: id.ended },
    ]);
    expect(bulk.statusCode, bulk.body).toBe(409);
    expect(await enrolmentsOf(id.ended)).toEqual([]);
    expect(await enrolmentsOf(id.running)).toEqual([]);
  });

  it('takes requests before the start, while it runs (its last day too), undated, and always when self-paced', async () => {
    for (const program of [id.upcoming, id.running, id.undated, id.selfPaced, id.hindi]) {
      const res = await request(program);
      expect(res.statusCode, `${program}: ${res.body}`).toBe(201);
      expect(res.json().enrollment_status).toBe('pending');
    }
  });

  it('a program manager may still enrol someone by hand after the end', async () => {
    const res = await call('POST', 'programs-enrolled/createProgramEnrolled', manager, {
      user_id: otherId,
      program_id: id.ended,
      enrollment_status: 'enrolled',
    });
    expect(res.statusCode, res.body).toBe(201);
  });

  it('reopens an ended program for requests when the manager makes it self-paced', async () => {
    const other = await signIn(t.app, 'sched_other');
    const ended = await create({
      program_name: 'Sched reopened',
      start_date: addDays(today, -30),
      end_date: addDays(today, -2),
    });
    expect((await request(ended, other, otherId)).statusCode).toBe(409);
    const update = await call('PUT', `programs/updateProgram/${ended}`, manager, { self_paced: true });
    expect(update.statusCode, update.body).toBe(200);
    expect(update.json().self_paced).toBe(true);
    expect((await request(ended, other, otherId)).statusCode).toBe(201);
  });

  it('searchPrograms filters by schedule on today, one or several', async () => {
    expect(await names('schedule=ended')).toEqual(['Sched ended']);
    expect(await names('schedule=upcoming')).toEqual(['Sched upcoming']);
    expect(await names('schedule=running')).toEqual(['Sched running', 'Sched undated']);
    expect(await names('schedule=self_paced')).toEqual(['Sched self-paced', 'Sched हिंदी', 'Sched reopened']);
    expect(await names('schedule=upcoming,ended')).toEqual(['Sched upcoming', 'Sched ended']);
    expect(await names('')).toHaveLength(7);
  });

  it('searchPrograms filters by language; the demo Hindi program is found by it', async () => {
    expect(await names('language=hi')).toEqual(['Sched हिंदी']);
    expect((await names('language=en')).length).toBe(6);
    expect(await names('language=en,hi')).toHaveLength(7);
    const demo = await call('GET', 'programs/searchPrograms?language=hi&status=published', learner);
    expect(demo.json().data.map((p: { program_name: string }) => p.program_name)).toContain('उद्यमिता की पहली सीढ़ी');
    // the list conventions filter by the columns too
    const filtered = await call(
      'GET',
      `programs/getAll?filterFields=${encodeURIComponent(JSON.stringify({ language: 'hi', self_paced: true }))}&limit=50`,
      learner,
    );
    expect(filtered.statusCode, filtered.body).toBe(200);
    expect(filtered.json().data.every((p: { language: string }) => p.language === 'hi')).toBe(true);
  });

  it('orders open programs before ended ones and the preferred language first, when asked', async () => {
    const base = 'sortField=start_date&sortOrder=asc';
    const plain = await names(base);
    expect(plain[0]).toBe('Sched self-paced'); // 400 days ago: the earliest start
    const open = await names(`${base}&open_first=true`);
    expect(open.indexOf('Sched ended')).toBe(open.length - 1);
    const hindiFirst = await names(`${base}&open_first=true&prefer_language=hi`);
    expect(hindiFirst[0]).toBe('Sched हिंदी');
    expect(hindiFirst.at(-1)).toBe('Sched ended');
    // newest start first puts the undated ones first (nulls first); preferring English moves the Hindi one last
    expect((await names('sortField=start_date&sortOrder=desc'))[0]).toMatch(/^Sched (undated|हिंदी)$/);
    expect((await names('sortField=start_date&sortOrder=desc&prefer_language=en')).at(-1)).toBe('Sched हिंदी');
    const wrong = await search('prefer_language=fr');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toMatch(/prefer_language/);
  });

  it('a wrong schedule or language is a 400 naming the parameter', async () => {
    const schedule = await search('schedule=soon');
    expect(schedule.statusCode).toBe(400);
    expect(schedule.json().message).toBe("Invalid schedule: 'soon' is not one of upcoming, running, ended, self_paced");
    const language = await search('language=en,fr');
    expect(language.statusCode).toBe(400);
    expect(language.json().message).toMatch(/^Invalid language: 'fr'/);
  });

  it('validates language and self_paced on create and update, naming the field', async () => {
    const bad = await call('POST', 'programs/createProgram', manager, { program_name: 'Sched bad', language: 'fr' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/language/);
    expect(bad.json().message).toMatch(/must be 'en' or 'hi'/);
    const flag = await call('PUT', `programs/updateProgram/${id.undated}`, manager, { self_paced: 'yes' });
    expect(flag.statusCode).toBe(400);
    expect(flag.json().message).toMatch(/self_paced: must be true or false/);
    const ok = await call('PUT', `programs/updateProgram/${id.undated}`, manager, { language: 'hi' });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().language).toBe('hi');
    await call('PUT', `programs/updateProgram/${id.undated}`, manager, { language: 'en' });
  });
});
