import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetSessionStore } from '../../../stores/session';
import { signIn } from '../manage/test-support';
import {
  apiError,
  course,
  enrollment,
  fixToday,
  json,
  list,
  mockApi,
  module,
  program,
  renderRoute,
  unit,
} from '../test-support';
import ProgramOverviewScreen from './program-overview-screen';

const GET_PROGRAM = 'GET /api/programs/getProgram/2';
const COURSES = 'GET /api/courses/getAll';
const MODULES = 'GET /api/modules/getAll';
const UNITS = 'GET /api/units/getAll';
const ENROLMENTS = 'GET /api/programs-enrolled/getAll';
const ENROL = 'POST /api/programs-enrolled/createProgramEnrolled';
const CANCEL = 'DELETE /api/programs-enrolled/deleteProgramEnrolled/5/7';

/** Two courses (given out of order), three modules, four units of several kinds. */
const OUTLINE = {
  [GET_PROGRAM]: json(200, program()),
  [COURSES]: json(
    200,
    list([
      course({ course_id: 11, course_name: 'Fundraising', sort_order: 1 }),
      course({ course_id: 10, course_name: 'Customer Discovery', sort_order: 0 }),
    ]),
  ),
  [MODULES]: json(
    200,
    list([
      module({ module_id: 100, course_id: 10, module_name: 'Interviews' }),
      module({ module_id: 101, course_id: 10, module_name: 'Early adopters', sort_order: 1 }),
      module({ module_id: 110, course_id: 11, module_name: 'The pitch deck' }),
    ]),
  ),
  [UNITS]: json(
    200,
    list([
      unit({ unit_id: 1001, module_id: 100, unit_name: 'Interview practice', unit_type: 'video', sort_order: 1 }),
      unit({ unit_id: 1000, module_id: 100, unit_name: 'Why interviews', unit_type: 'lesson', duration_minutes: 15 }),
      unit({ unit_id: 1010, module_id: 101, unit_name: 'Check yourself', unit_type: 'quiz', duration_minutes: 50 }),
      unit({ unit_id: 1100, module_id: 110, unit_name: 'Draft your deck', unit_type: 'assignment' }),
    ]),
  ),
};

const enrolments = (...rows: { enrollment_id: number; program_id: number; enrollment_status: string }[]) =>
  json(200, list(rows, 1, -1));

const renderScreen = (id = '2') =>
  renderRoute(<ProgramOverviewScreen />, `/programs/overview/${id}`, '/programs/overview/:programId');

beforeEach(() => {
  // the default program runs 2 Feb – 24 Apr 2026: read it on a day inside
  fixToday();
  resetSessionStore({
    isLoggedIn: true,
    rehydrationStatus: 'succeeded',
    user: { user_id: 7, email: 'asha@example.org', username: 'asha' },
  });
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('/programs/overview/:programId', () => {
  it('loads the outline in the four steps of SPEC §7 and shows it in order', async () => {
    const api = mockApi({ ...OUTLINE, [ENROLMENTS]: enrolments() });
    renderScreen();
    expect(await screen.findByRole('heading', { level: 1, name: 'Pitch Alchemy Cohort' })).toBeTruthy();

    const outlineCalls = api.calls.filter((c) => c.path !== '/api/programs-enrolled/getAll');
    expect(outlineCalls.map((c) => `${c.method} ${c.path}`).sort()).toEqual(
      [GET_PROGRAM, COURSES, MODULES, UNITS].sort(),
    );
    const filters = (key: string) => {
      const [call] = api.callsTo(key);
      expect(call?.query.get('limit')).toBe('-1');
      return JSON.parse(call?.query.get('filterFields') ?? 'null') as unknown;
    };
    expect(filters(COURSES)).toEqual({ program_id: 2 });
    expect(filters(MODULES)).toEqual({ course_id: [11, 10] });
    expect(filters(UNITS)).toEqual({ module_id: [100, 101, 110] });

    // courses and units by sort_order; totals of the whole program
    const outline = screen.getByRole('region', { name: 'What you will learn' });
    const courseNames = within(outline)
      .getAllByText(/^(Customer Discovery|Fundraising)$/)
      .map((n) => n.textContent);
    expect(courseNames).toEqual(['Customer Discovery', 'Fundraising']);
    expect(within(outline).getByText('4 units · 1 hr 25 min in total')).toBeTruthy();
    const units = outline.querySelectorAll('[data-unit-kind]');
    expect([...units].map((u) => u.getAttribute('data-unit-kind'))).toEqual(['lesson', 'video', 'quiz', 'assignment']);
    expect(within(outline).getByText('Why interviews').closest('li')?.textContent).toContain('Lesson15 min');
    expect(outline.querySelectorAll('details')).toHaveLength(5);
    expect(screen.getByText('2 Feb – 24 Apr 2026')).toBeTruthy();
  });

  it('enrols the learner, showing Pending approval at once', async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => {
      release = r;
    });
    const api = mockApi({
      ...OUTLINE,
      [ENROLMENTS]: () =>
        api.callsTo(ENROL).length
          ? enrolments({ enrollment_id: 5, program_id: 2, enrollment_status: 'pending' })
          : enrolments(),
      [ENROL]: async () => {
        await gate;
        return json(201, enrollment({ enrollment_id: 5, user_id: 7, program_id: 2, enrollment_status: 'pending' }));
      },
    });
    renderScreen();
    const panel = await screen.findByRole('region', { name: 'Your place' });
    fireEvent.click(await within(panel).findByRole('button', { name: 'Enrol' }));

    // optimistic: pending before the server answers
    expect(await within(panel).findByText('Your enrolment: Pending approval')).toBeTruthy();
    expect(api.callsTo(ENROL)[0]?.body).toEqual({ user_id: 7, program_id: 2 });
    expect((within(panel).getByRole('button', { name: 'Cancel request' }) as HTMLButtonElement).disabled).toBe(true);
    release();
    await waitFor(() =>
      expect((within(panel).getByRole('button', { name: 'Cancel request' }) as HTMLButtonElement).disabled).toBe(false),
    );
    expect(within(panel).getByText('Your request has been sent. The program team will review it soon.')).toBeTruthy();
  });

  it('puts the Enrol button back and says why when the server refuses', async () => {
    mockApi({
      ...OUTLINE,
      [ENROLMENTS]: enrolments(),
      [ENROL]: apiError(403, 'You do not have permission to enrol.'),
    });
    renderScreen();
    const panel = await screen.findByRole('region', { name: 'Your place' });
    fireEvent.click(await within(panel).findByRole('button', { name: 'Enrol' }));
    expect((await within(panel).findByRole('alert')).textContent).toBe(
      'Your request was not sent: You do not have permission to enrol.',
    );
    expect(within(panel).getByRole('button', { name: 'Enrol' })).toBeTruthy();
  });

  it('cancels a pending request after confirming; the learner may ask again', async () => {
    const api = mockApi({
      ...OUTLINE,
      [ENROLMENTS]: () =>
        api.callsTo(CANCEL).length
          ? enrolments()
          : enrolments({ enrollment_id: 5, program_id: 2, enrollment_status: 'pending' }),
      [CANCEL]: json(200, { deleted: [5] }),
    });
    renderScreen();
    const panel = await screen.findByRole('region', { name: 'Your place' });
    fireEvent.click(await within(panel).findByRole('button', { name: 'Cancel request' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel your request?' });
    expect(within(dialog).getByText(/You can ask to join again later/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel request' }));

    expect(await within(panel).findByRole('button', { name: 'Enrol' })).toBeTruthy();
    expect(api.callsTo(CANCEL)).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('leads an enrolled learner to the program content', async () => {
    mockApi({
      ...OUTLINE,
      [ENROLMENTS]: enrolments({ enrollment_id: 5, program_id: 2, enrollment_status: 'enrolled' }),
    });
    renderScreen();
    const link = await screen.findByRole('link', { name: 'Continue learning' });
    expect(link.getAttribute('href')).toBe('/program-content/2');
  });

  it('lets an enrolled learner leave the program after confirming (withdrawn, kept on record)', async () => {
    const LEAVE = 'PUT /api/programs-enrolled/updateProgramEnrolled/5';
    const api = mockApi({
      ...OUTLINE,
      [ENROLMENTS]: () =>
        enrolments({
          enrollment_id: 5,
          program_id: 2,
          enrollment_status: api.callsTo(LEAVE).length ? 'withdrawn' : 'enrolled',
        }),
      [LEAVE]: json(200, enrollment({ enrollment_id: 5, user_id: 7, program_id: 2, enrollment_status: 'withdrawn' })),
    });
    renderScreen();
    const panel = await screen.findByRole('region', { name: 'Your place' });
    fireEvent.click(await within(panel).findByRole('button', { name: 'Leave this program' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave this program?' });
    // keeping the place sends nothing
    fireEvent.click(within(dialog).getByRole('button', { name: 'Stay in the program' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsTo(LEAVE)).toHaveLength(0);

    fireEvent.click(within(panel).getByRole('button', { name: 'Leave this program' }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Leave this program?' })).getByRole('button', {
        name: 'Leave the program',
      }),
    );
    expect(await within(panel).findByText('You withdrew from this program.')).toBeTruthy();
    expect(api.callsTo(LEAVE)).toHaveLength(1);
    expect(api.callsTo(LEAVE)[0]?.body).toEqual({ enrollment_status: 'withdrawn' });
  });

  it('labels where the program stands and its language; an ended program offers no Enrol but says why', async () => {
    const api = mockApi({
      ...OUTLINE,
      [GET_PROGRAM]: json(200, program({ start_date: '2026-01-05', end_date: '2026-03-06' })),
      [ENROLMENTS]: enrolments(),
    });
    renderScreen();
    await screen.findByRole('heading', { level: 1, name: 'Pitch Alchemy Cohort' });
    expect(screen.getByText('Ended').closest('[data-schedule]')?.getAttribute('data-schedule')).toBe('ended');
    expect(screen.getByText('English')).toBeTruthy();
    const panel = screen.getByRole('region', { name: 'Your place' });
    expect(await within(panel).findByText('This program has ended; enrolment is closed.')).toBeTruthy();
    expect(within(panel).queryByRole('button', { name: 'Enrol' })).toBeNull();
    expect(within(panel).getByRole('link', { name: 'See open programs' }).getAttribute('href')).toBe(
      '/learning-journey?when=running,upcoming,self_paced',
    );
    expect(api.callsTo(ENROL)).toHaveLength(0);
  });

  it('offers Enrol before the start (saying when it starts) and always on a self-paced program, in Hindi content', async () => {
    mockApi({
      ...OUTLINE,
      [GET_PROGRAM]: json(200, program({ start_date: '2026-03-16', end_date: '2026-06-05' })),
      [ENROLMENTS]: enrolments(),
    });
    const upcoming = renderScreen();
    await screen.findByRole('heading', { level: 1, name: 'Pitch Alchemy Cohort' });
    expect(screen.getByText('Upcoming')).toBeTruthy();
    expect(await screen.findByText(/^It starts 16 Mar 2026\. Ask to join now/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Enrol' })).toBeTruthy();
    upcoming.unmount();

    mockApi({
      ...OUTLINE,
      [GET_PROGRAM]: json(
        200,
        program({
          program_name: 'उद्यमिता की पहली सीढ़ी',
          start_date: '2025-01-06',
          end_date: '2025-02-28',
          self_paced: true,
          language: 'hi',
        }),
      ),
      [ENROLMENTS]: enrolments(),
    });
    renderScreen();
    const heading = await screen.findByRole('heading', { level: 1, name: 'उद्यमिता की पहली सीढ़ी' });
    expect(heading.getAttribute('lang')).toBe('hi');
    expect(screen.getAllByText('Self-paced').length).toBeGreaterThan(0);
    expect(screen.getByText('Start any time, learn at your own pace')).toBeTruthy();
    expect(screen.getByText('Hindi')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Enrol' })).toBeTruthy();
  });

  it('says a missing program is not available, with a way back to the catalogue', async () => {
    const api = mockApi({
      'GET /api/programs/getProgram/99': apiError(404, 'programs 99 not found'),
      [COURSES]: json(200, list([])),
      [ENROLMENTS]: enrolments(),
    });
    renderScreen('99');
    expect(await screen.findByRole('heading', { level: 1, name: 'This program is not available' })).toBeTruthy();
    const back = screen.getAllByRole('link', { name: 'Back to all programs' });
    expect(back.every((a) => a.getAttribute('href') === '/learning-journey')).toBe(true);
    expect(api.callsTo(MODULES)).toHaveLength(0);
  });
});

describe('/programs/overview/:programId as a preview (issue 19)', () => {
  it('shows its manager a draft as learners will see it: a preview banner, no Enrol, a way into every unit', async () => {
    signIn('manager');
    const api = mockApi({
      ...OUTLINE,
      [GET_PROGRAM]: json(200, program({ status: 'draft' })),
      [ENROLMENTS]: enrolments(),
    });
    renderScreen();
    expect(await screen.findByRole('heading', { level: 1, name: 'Pitch Alchemy Cohort' })).toBeTruthy();
    const banner = screen.getByRole('complementary', { name: 'Learner preview' });
    expect(banner.textContent).toContain('Preview as a learner');
    expect(within(banner).getByText('Draft')).toBeTruthy();
    expect(banner.textContent).toContain('nothing is recorded');
    expect(screen.queryByRole('button', { name: 'Enrol' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Open the first unit' }).getAttribute('href')).toBe(
      '/program-content/2?preview=1',
    );
    expect(api.calls.filter((c) => c.method !== 'GET')).toEqual([]);
  });

  it('a published program is a preview only when asked for (?preview=1); a learner never gets one', async () => {
    signIn('manager');
    mockApi({ ...OUTLINE, [ENROLMENTS]: enrolments() });
    const plain = renderScreen();
    expect(await screen.findByRole('button', { name: 'Enrol' })).toBeTruthy();
    expect(screen.queryByRole('complementary', { name: 'Learner preview' })).toBeNull();
    plain.unmount();

    renderRoute(<ProgramOverviewScreen />, '/programs/overview/2?preview=1', '/programs/overview/:programId');
    const banner = await screen.findByRole('complementary', { name: 'Learner preview' });
    expect(within(banner).getByText('Published')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Enrol' })).toBeNull();
  });

  it('a learner who adds ?preview=1 still sees Enrol and no banner', async () => {
    signIn('learner');
    mockApi({ ...OUTLINE, [ENROLMENTS]: enrolments() });
    renderRoute(<ProgramOverviewScreen />, '/programs/overview/2?preview=1', '/programs/overview/:programId');
    expect(await screen.findByRole('button', { name: 'Enrol' })).toBeTruthy();
    expect(screen.queryByRole('complementary', { name: 'Learner preview' })).toBeNull();
  });
});

describe('/programs/overview/:programId markup', () => {
  it('keeps every definition list valid: a group holds only its dt and dd (axe definition-list)', async () => {
    mockApi({ ...OUTLINE, [ENROLMENTS]: enrolments() });
    renderScreen();
    await screen.findByRole('heading', { level: 1, name: 'Pitch Alchemy Cohort' });
    const lists = [...document.querySelectorAll('dl')];
    expect(lists.length).toBeGreaterThan(0);
    for (const dl of lists) {
      for (const child of dl.children) {
        expect(['DIV', 'DT', 'DD']).toContain(child.tagName);
        if (child.tagName === 'DIV') {
          expect([...child.children].map((c) => c.tagName).every((tag) => tag === 'DT' || tag === 'DD')).toBe(true);
        }
      }
    }
  });
});
