import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as toaster from '../../../components/ui/toaster';
import { createQueryClient } from '../../../lib/query-client';
import { resetSessionStore } from '../../../stores/session';
import { signIn } from '../manage/test-support';
import { apiError, course, json, list, mockApi, module, program, unit } from '../test-support';
import LearningScreen, { selectedUnitStorageKey } from './learning-screen';

const GET_PROGRAM = 'GET /api/programs/getProgram/2';
const COURSES = 'GET /api/courses/getAll';
const MODULES = 'GET /api/modules/getAll';
const UNITS = 'GET /api/units/getAll';
const ENROLMENTS = 'GET /api/programs-enrolled/getAll';
const PROGRESS = 'GET /api/programs/progress/2';
const complete = (unitId: number, method: 'POST' | 'DELETE') =>
  `${method} /api/programs/progress/2/units/${unitId}/complete`;

/**
 * A ragged outline: course 10 has modules 100 (units 1000, 1001), 101 (empty) and 102 (unit 1020);
 * course 11 has only an empty module 110; course 12 has module 120 (unit 1200).
 */
const OUTLINE = {
  [GET_PROGRAM]: json(200, program()),
  [COURSES]: json(
    200,
    list([
      course({ course_id: 10, course_name: 'Customer Discovery', sort_order: 0 }),
      course({ course_id: 11, course_name: 'Empty course', sort_order: 1 }),
      course({ course_id: 12, course_name: 'Fundraising', sort_order: 2 }),
    ]),
  ),
  [MODULES]: json(
    200,
    list([
      module({ module_id: 100, course_id: 10, module_name: 'Interviews', sort_order: 0 }),
      module({ module_id: 101, course_id: 10, module_name: 'Nothing yet', sort_order: 1 }),
      module({ module_id: 102, course_id: 10, module_name: 'Early adopters', sort_order: 2 }),
      module({ module_id: 110, course_id: 11, module_name: 'Still empty', sort_order: 0 }),
      module({ module_id: 120, course_id: 12, module_name: 'The pitch deck', sort_order: 0 }),
    ]),
  ),
  [UNITS]: json(
    200,
    list([
      unit({
        unit_id: 1000,
        module_id: 100,
        unit_name: 'Why interviews',
        content: 'First paragraph.\n\nSecond paragraph, with 3 < 4 kept as text.',
        sort_order: 0,
      }),
      unit({
        unit_id: 1001,
        module_id: 100,
        unit_name: 'Interview practice',
        unit_type: 'video',
        content: 'https://videos.example.org/practice',
        sort_order: 1,
      }),
      unit({
        unit_id: 1020,
        module_id: 102,
        unit_name: 'Find early adopters',
        unit_type: 'document',
        content: 'javascript:alert(1)',
      }),
      unit({ unit_id: 1200, module_id: 120, unit_name: 'Draft your deck', unit_type: 'assignment' }),
    ]),
  ),
};

const enrolments = (status = 'enrolled') =>
  json(200, list([{ enrollment_id: 5, program_id: 2, enrollment_status: status }], 1, -1));
const progress = (...ids: number[]) => json(200, { program_id: 2, completed_unit_ids: ids });

function renderLearning(path: string) {
  const element = <LearningScreen />;
  const router = createMemoryRouter(
    [
      { path: '/program-content/:programId', element },
      { path: '/program-content/:programId/course-content/:courseId', element },
      { path: '/program-content/:programId/course-content/:courseId/module-content/:moduleId', element },
      { path: '/programs/overview/:programId', element: <p>Overview page</p> },
      { path: '/learning-journey', element: <p>Catalogue page</p> },
    ],
    { initialEntries: [path] },
  );
  const client = createQueryClient();
  client.setDefaultOptions({ queries: { ...client.getDefaultOptions().queries, retry: false } });
  const view = render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, client, ...view };
}

const heading = () => screen.findByRole('heading', { level: 1 });
const location = (router: ReturnType<typeof renderLearning>['router']) =>
  `${router.state.location.pathname}${router.state.location.search}`;

beforeEach(() => {
  window.localStorage.clear();
  resetSessionStore({
    isLoggedIn: true,
    rehydrationStatus: 'succeeded',
    user: { user_id: 7, email: 'asha@example.org', username: 'asha' },
  });
});
afterEach(() => vi.restoreAllMocks());

describe('learning view: which unit', () => {
  it('shows the first unit of the program, plain-text content as paragraphs', async () => {
    mockApi({ ...OUTLINE, [ENROLMENTS]: enrolments(), [PROGRESS]: progress() });
    renderLearning('/program-content/2');
    expect((await heading()).textContent).toBe('Why interviews');
    expect(screen.getByText('First paragraph.').tagName).toBe('P');
    // plain text (no tags) is shown as paragraphs; HTML content goes through SafeHtml (its own tests)
    expect(screen.getByText('Second paragraph, with 3 < 4 kept as text.').tagName).toBe('P');
    const current = screen.getByRole('link', { current: 'step' });
    expect(current.textContent).toContain('Why interviews');
    expect(window.localStorage.getItem(selectedUnitStorageKey(2))).toBe('1000');
  });

  it('picks the first unit of the module, else of the course, from the path', async () => {
    mockApi({ ...OUTLINE, [ENROLMENTS]: enrolments(), [PROGRESS]: progress() });
    const first = renderLearning('/program-content/2/course-content/10/module-content/102');
    expect((await heading()).textContent).toBe('Find early adopters');
    // a javascript: "link" is never a link
    expect(screen.queryByRole('link', { name: /open|download/i })).toBeNull();
    expect(screen.getByText('javascript:alert(1)')).toBeTruthy();
    expect(screen.getByText('No file is attached to this unit yet.')).toBeTruthy();
    first.unmount();

    const second = renderLearning('/program-content/2/course-content/12');
    expect((await heading()).textContent).toBe('Draft your deck');
    second.unmount();

    renderLearning('/program-content/2/course-content/10/module-content/100?unit=1001');
    expect((await heading()).textContent).toBe('Interview practice');
    // an older unit with a lone link as its content (no resource_url) still offers it
    const link = screen.getByRole('link', { name: /open video/i });
    expect(link.getAttribute('href')).toBe('https://videos.example.org/practice');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('offers the unit remembered for the program when the URL names none', async () => {
    window.localStorage.setItem(selectedUnitStorageKey(2), '1200');
    mockApi({ ...OUTLINE, [ENROLMENTS]: enrolments(), [PROGRESS]: progress() });
    const { router } = renderLearning('/program-content/2');
    expect((await heading()).textContent).toBe('Why interviews');
    fireEvent.click(screen.getByRole('button', { name: /continue where you left off: draft your deck/i }));
    await waitFor(() =>
      expect(location(router)).toBe('/program-content/2/course-content/12/module-content/120?unit=1200'),
    );
  });
});

describe('learning view: Next and Previous', () => {
  it('crosses module and course boundaries over empty ones and stops at the ends', async () => {
    mockApi({ ...OUTLINE, [ENROLMENTS]: enrolments(), [PROGRESS]: progress() });
    const { router } = renderLearning('/program-content/2');
    expect((await heading()).textContent).toBe('Why interviews');

    const previous = () => screen.getByRole('button', { name: 'Previous' }) as HTMLButtonElement;
    const next = () => screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement;
    expect(previous().disabled).toBe(true);
    expect(screen.getByText('This is the first unit')).toBeTruthy();

    const steps: [string, string][] = [
      ['Interview practice', '/program-content/2/course-content/10/module-content/100?unit=1001'],
      // module 101 is empty: on to 102
      ['Find early adopters', '/program-content/2/course-content/10/module-content/102?unit=1020'],
      // course 11 has no units: on to course 12
      ['Draft your deck', '/program-content/2/course-content/12/module-content/120?unit=1200'],
    ];
    for (const [name, url] of steps) {
      fireEvent.click(next());
      await waitFor(() => expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(name));
      expect(location(router)).toBe(url);
    }
    expect(next().disabled).toBe(true);
    expect(screen.getByText('This is the last unit')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1 }));

    // Previous mirrors, also by keyboard (Alt+ArrowLeft)
    fireEvent.keyDown(window, { key: 'ArrowLeft', altKey: true });
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Find early adopters'));
    fireEvent.click(previous());
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Interview practice'));
    expect(location(router)).toBe('/program-content/2/course-content/10/module-content/100?unit=1001');
    fireEvent.keyDown(window, { key: 'ArrowRight', altKey: true });
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Find early adopters'));
  });
});

describe('learning view: progress', () => {
  it('marks a unit complete with POST, ticks it, and undoes with DELETE', async () => {
    let done: number[] = [];
    const api = mockApi({
      ...OUTLINE,
      [ENROLMENTS]: enrolments(),
      [PROGRESS]: () => progress(...done),
      [complete(1000, 'POST')]: () => {
        done = [1000];
        return json(201, { unit_id: 1000, completed_at: '2026-03-01T10:00:00.000Z' });
      },
      [complete(1000, 'DELETE')]: () => {
        done = [];
        return new Response(null, { status: 204 });
      },
    });
    renderLearning('/program-content/2');
    await heading();
    const bar = await screen.findByRole('progressbar', { name: 'Program progress' });
    expect(bar.getAttribute('aria-valuenow')).toBe('0');

    fireEvent.click(screen.getByRole('button', { name: 'Mark as complete' }));
    expect(await screen.findByRole('button', { name: 'Completed ✓ (undo)' })).toBeTruthy();
    expect(api.callsTo(complete(1000, 'POST'))).toHaveLength(1);
    const outline = screen.getByRole('navigation', { name: 'Program contents' });
    expect(within(outline).getByRole('link', { current: 'step' }).textContent).toContain('(completed)');
    await waitFor(() =>
      expect(screen.getByRole('progressbar', { name: 'Program progress' }).getAttribute('aria-valuenow')).toBe('25'),
    );
    expect(
      screen.getByRole('progressbar', { name: 'Progress in Customer Discovery' }).getAttribute('aria-valuenow'),
    ).toBe('33');
    // one way on: the navigation's Next, no second "Next unit" beside it (issue 19)
    expect(screen.queryByRole('button', { name: 'Next unit' })).toBeNull();
    expect(screen.getAllByRole('button', { name: /^Next/ })).toHaveLength(1);
    // the enrolments refetch (completing the last unit completes the enrolment)
    await waitFor(() => expect(api.callsTo(ENROLMENTS).length).toBeGreaterThan(1));

    fireEvent.click(screen.getByRole('button', { name: 'Completed ✓ (undo)' }));
    expect(await screen.findByRole('button', { name: 'Mark as complete' })).toBeTruthy();
    expect(api.callsTo(complete(1000, 'DELETE'))).toHaveLength(1);
    await waitFor(() =>
      expect(screen.getByRole('progressbar', { name: 'Program progress' }).getAttribute('aria-valuenow')).toBe('0'),
    );
  });

  it('rolls the tick back when the server refuses', async () => {
    mockApi({
      ...OUTLINE,
      [ENROLMENTS]: enrolments(),
      [PROGRESS]: progress(),
      [complete(1000, 'POST')]: apiError(403, 'You are not enrolled in this program'),
    });
    const error = vi.spyOn(toaster.notify, 'error').mockReturnValue('t');
    renderLearning('/program-content/2');
    await heading();
    fireEvent.click(await screen.findByRole('button', { name: 'Mark as complete' }));
    await waitFor(() =>
      expect((screen.getByRole('button', { name: 'Mark as complete' }) as HTMLButtonElement).disabled).toBe(false),
    );
    expect(screen.queryByRole('button', { name: 'Completed ✓ (undo)' })).toBeNull();
    expect(error).toHaveBeenCalledWith('Your progress was not saved: You are not enrolled in this program');
  });

  it('celebrates a program with every unit done', async () => {
    mockApi({ ...OUTLINE, [ENROLMENTS]: enrolments('completed'), [PROGRESS]: progress(1000, 1001, 1020, 1200) });
    renderLearning('/program-content/2');
    expect(await screen.findByRole('heading', { name: 'You have completed Pitch Alchemy Cohort' })).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Program progress' }).getAttribute('aria-valuenow')).toBe('100');
  });
});

describe('learning view: not enrolled', () => {
  it('shows the outline read-only and explains how to enrol', async () => {
    const api = mockApi({ ...OUTLINE, [ENROLMENTS]: json(200, list([], 1, -1)) });
    renderLearning('/program-content/2');
    expect((await heading()).textContent).toBe('Enrol to start learning');
    const outline = screen.getByRole('navigation', { name: 'Program contents' });
    expect(within(outline).getByText('Draft your deck')).toBeTruthy();
    expect(within(outline).queryAllByRole('link')).toHaveLength(0);
    expect(screen.getByRole('link', { name: /go to the program page/i }).getAttribute('href')).toBe(
      '/programs/overview/2',
    );
    expect(screen.queryByRole('button', { name: 'Mark as complete' })).toBeNull();
    expect(api.callsTo(PROGRESS)).toHaveLength(0);
  });

  it('asks a pending learner to wait for approval', async () => {
    mockApi({ ...OUTLINE, [ENROLMENTS]: enrolments('pending') });
    renderLearning('/program-content/2');
    expect((await heading()).textContent).toBe('Waiting for approval');
  });

  it('shows the not-available state for a missing program', async () => {
    mockApi({ [GET_PROGRAM]: apiError(404, 'Program not found'), [ENROLMENTS]: enrolments() });
    renderLearning('/program-content/2');
    expect((await heading()).textContent).toBe('This program is not available');
  });
});

describe('learning view: unit kinds', () => {
  const QUIZ = 'GET /api/programs/2/units/1001/quiz';
  const ATTEMPT = 'POST /api/programs/2/units/1001/quiz/attempts';
  const MINE = 'GET /api/programs/2/units/1002/submissions/mine';
  const KINDS = {
    [GET_PROGRAM]: json(200, program()),
    [COURSES]: json(200, list([course({ course_id: 10 })])),
    [MODULES]: json(200, list([module({ module_id: 100, course_id: 10 })])),
    [UNITS]: json(
      200,
      list([
        unit({ unit_id: 1000, unit_name: 'Why interviews', sort_order: 0 }),
        unit({
          unit_id: 1001,
          unit_name: 'Check yourself',
          unit_type: 'quiz',
          content: '<p>Five questions on interviews.</p>',
          passing_score: 50,
          sort_order: 1,
        }),
        unit({
          unit_id: 1002,
          unit_name: 'Draft your deck',
          unit_type: 'assignment',
          content: '<p>Upload your first deck.</p>',
          sort_order: 2,
        }),
        unit({
          unit_id: 1003,
          unit_name: 'Interview practice',
          unit_type: 'video',
          content: '<p>Watch how a founder asks.</p>',
          resource_url: 'https://youtu.be/dQw4w9WgXcQ',
          sort_order: 3,
        }),
        unit({
          unit_id: 1004,
          unit_name: 'Canvas',
          unit_type: 'document',
          content: '<p>Fill it in before the next session.</p>',
          resource_url: '/api/uploads/9/Problem%20canvas.pdf',
          sort_order: 4,
        }),
      ]),
    ),
  };
  const quiz = {
    unit_id: 1001,
    passing_score: 50,
    questions: [
      { question_id: 31, prompt: 'Who do you interview first?', options: ['Investors', 'Users'], multiple: false },
    ],
    attempts: [],
  };
  const at = (unitId: number) => `/program-content/2/course-content/10/module-content/100?unit=${unitId}`;

  it('hides the manual tick on a quiz; passing it ticks the unit in the outline', async () => {
    let done: number[] = [];
    const api = mockApi({
      ...KINDS,
      [ENROLMENTS]: enrolments(),
      [PROGRESS]: () => progress(...done),
      [QUIZ]: json(200, quiz),
      [ATTEMPT]: () => {
        done = [1001];
        const result = { question_id: 31, correct: true, correct_options: [1], explanation: null };
        return json(201, {
          attempt_id: 1,
          score: 1,
          max_score: 1,
          percent: 100,
          passed: true,
          created_at: '2026-03-01T10:00:00.000Z',
          results: [result],
        });
      },
    });
    renderLearning(at(1001));
    expect((await heading()).textContent).toBe('Check yourself');
    expect(screen.getByText('Five questions on interviews.')).toBeTruthy();
    expect(screen.getByText('Pass the quiz to complete this unit.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Mark as complete' })).toBeNull();

    fireEvent.click(await screen.findByRole('radio', { name: 'Users' }));
    fireEvent.click(screen.getByRole('button', { name: 'Submit answers' }));
    expect(await screen.findByText('You passed! This unit is now complete.')).toBeTruthy();
    await waitFor(() => expect(api.callsTo(PROGRESS).length).toBeGreaterThan(1));
    const outline = screen.getByRole('navigation', { name: 'Program contents' });
    await waitFor(() =>
      expect(within(outline).getByRole('link', { current: 'step' }).textContent).toContain('(completed)'),
    );
    expect(await screen.findByText('Completed')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Completed ✓/ })).toBeNull();
    await waitFor(() => expect(api.callsTo(ENROLMENTS).length).toBeGreaterThan(1));
  });

  it('hides the manual tick on an assignment and says what completes it', async () => {
    mockApi({ ...KINDS, [ENROLMENTS]: enrolments(), [PROGRESS]: progress(), [MINE]: json(200, { items: [] }) });
    renderLearning(at(1002));
    expect((await heading()).textContent).toBe('Draft your deck');
    expect(screen.getByText('Submit your assignment to complete this unit.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Mark as complete' })).toBeNull();
    expect(await screen.findByRole('button', { name: 'Submit assignment' })).toBeTruthy();
  });

  it('embeds a YouTube video and offers a document for download, each with the manual tick', async () => {
    mockApi({ ...KINDS, [ENROLMENTS]: enrolments(), [PROGRESS]: progress() });
    const first = renderLearning(at(1003));
    expect((await heading()).textContent).toBe('Interview practice');
    const player = screen.getByTitle('Video: Interview practice');
    expect(player.getAttribute('src')).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?rel=0');
    expect(screen.getByText('Watch how a founder asks.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Mark as complete' })).toBeTruthy();
    first.unmount();

    renderLearning(at(1004));
    expect((await heading()).textContent).toBe('Canvas');
    expect(screen.getByText('Problem canvas.pdf')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Download Problem canvas.pdf' }).getAttribute('href')).toBe(
      '/api/uploads/9/Problem%20canvas.pdf',
    );
    expect(screen.getByRole('button', { name: 'Mark as complete' })).toBeTruthy();
  });
});

describe("learning view: a manager's preview as a learner (issue 19)", () => {
  const QUIZ = 'GET /api/programs/2/units/1001/quiz';
  const QUESTIONS = 'GET /api/programs/2/units/1001/quiz/questions';
  const ATTEMPT = 'POST /api/programs/2/units/1001/quiz/attempts';
  const DRAFT = {
    [GET_PROGRAM]: json(200, program({ status: 'draft' })),
    [COURSES]: json(200, list([course({ course_id: 10 })])),
    [MODULES]: json(200, list([module({ module_id: 100, course_id: 10 })])),
    [UNITS]: json(
      200,
      list([
        unit({ unit_id: 1000, unit_name: 'Why interviews', content: 'Talk to ten users.', sort_order: 0 }),
        unit({ unit_id: 1001, unit_name: 'Check yourself', unit_type: 'quiz', passing_score: 50, sort_order: 1 }),
        unit({ unit_id: 1002, unit_name: 'Draft your deck', unit_type: 'assignment', sort_order: 2 }),
      ]),
    ),
    [ENROLMENTS]: json(200, list([], 1, -1)),
    [QUIZ]: json(200, {
      unit_id: 1001,
      passing_score: 50,
      questions: [
        { question_id: 31, prompt: 'Who do you interview first?', options: ['Investors', 'Users'], multiple: false },
      ],
      attempts: [],
    }),
    [QUESTIONS]: json(200, {
      passing_score: 50,
      questions: [
        {
          prompt: 'Who do you interview first?',
          options: ['Investors', 'Users'],
          correct_options: [1],
          explanation: 'Users feel the problem.',
        },
      ],
    }),
  };
  const at = (unitId: number) => `/program-content/2/course-content/10/module-content/100?unit=${unitId}&preview=1`;

  it('opens every unit of a draft for its manager, marked as a preview, recording nothing', async () => {
    signIn('manager');
    const api = mockApi(DRAFT);
    const { router } = renderLearning('/program-content/2');
    expect((await heading()).textContent).toBe('Why interviews');
    expect(screen.getByText('Talk to ten users.')).toBeTruthy();
    const banner = screen.getByRole('complementary', { name: 'Learner preview' });
    expect(within(banner).getByText('Draft')).toBeTruthy();
    expect(within(banner).getByRole('link', { name: 'Back to editing' }).getAttribute('href')).toBe('/manage-cohort/2');
    // nothing read or written as progress, nothing remembered
    expect(screen.queryByRole('button', { name: 'Mark as complete' })).toBeNull();
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(api.callsTo(PROGRESS)).toHaveLength(0);
    expect(window.localStorage.getItem(selectedUnitStorageKey(2))).toBeNull();
    // the outline's links and Next stay in the preview
    const outline = screen.getByRole('navigation', { name: 'Program contents' });
    expect(
      within(outline)
        .getByRole('link', { name: /Draft your deck/ })
        .getAttribute('href'),
    ).toBe(at(1002));
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(location(router)).toBe(at(1001)));

    // the quiz is checked here against the answers: no attempt is sent
    fireEvent.click(await screen.findByRole('radio', { name: 'Users' }));
    expect(screen.getByText('Preview: your answers are checked here and not recorded.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Submit answers' }));
    expect(
      await screen.findByText('Passed. In a preview nothing is recorded; a learner completes this unit by passing.'),
    ).toBeTruthy();
    expect(screen.getByText('Users feel the problem.')).toBeTruthy();
    expect(api.callsTo(ATTEMPT)).toHaveLength(0);

    // the assignment says what learners do, with no form to send
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('heading', { name: 'Learners submit their work here' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Submit assignment' })).toBeNull();
    expect(api.calls.filter((c) => c.method !== 'GET')).toEqual([]);
  });

  it('a learner who adds ?preview=1 gets no preview: the lessons stay locked until enrolled', async () => {
    signIn('learner');
    mockApi({ ...DRAFT, [GET_PROGRAM]: json(200, program()) });
    renderLearning(at(1000));
    expect((await heading()).textContent).toBe('Enrol to start learning');
    expect(screen.queryByRole('complementary', { name: 'Learner preview' })).toBeNull();
  });
});
