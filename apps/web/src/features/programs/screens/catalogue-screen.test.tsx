import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../../lib/i18n';
import { resetSessionStore } from '../../../stores/session';
import { type ApiCall, apiError, fixToday, json, list, mockApi, program, renderRoute } from '../test-support';
import CatalogueScreen from './catalogue-screen';

const SEARCH = 'GET /api/programs/searchPrograms';
const ENROLMENTS = 'GET /api/programs-enrolled/getAll';

const PROGRAMS = [
  program({ program_id: 1, program_name: 'Idea to Impact', program_category: 'Entrepreneurship' }),
  program({ program_id: 2 }),
  program({
    program_id: 3,
    program_name: 'Design Thinking for Social Innovation',
    program_category: 'Social Innovation',
    start_date: null,
    end_date: null,
  }),
];

/** The category chips' call asks for one column; the cards' calls are the others. */
const isCategoryCall = (call: ApiCall) => call.query.get('fields') === 'program_id,program_category';

function searchHandler(answer: (call: ApiCall) => Response = () => json(200, list(PROGRAMS, 1, 12))) {
  return (call: ApiCall) => (isCategoryCall(call) ? json(200, list(PROGRAMS, 1, -1)) : answer(call));
}

const pageCalls = (api: ReturnType<typeof mockApi>) => api.callsTo(SEARCH).filter((c) => !isCategoryCall(c));
const lastPageCall = (api: ReturnType<typeof mockApi>) => pageCalls(api).at(-1)?.query;

const renderScreen = (path = '/learning-journey') => renderRoute(<CatalogueScreen />, path, '/learning-journey');

beforeEach(() => {
  // the default program runs 2 Feb – 24 Apr 2026: read the catalogue on a day inside
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

describe('/learning-journey', () => {
  it("shows published programs as cards with the learner's enrolment on each", async () => {
    const api = mockApi({
      [SEARCH]: searchHandler(),
      [ENROLMENTS]: json(200, {
        data: [
          { enrollment_id: 5, program_id: 2, enrollment_status: 'pending' },
          { enrollment_id: 6, program_id: 1, enrollment_status: 'enrolled' },
        ],
        meta: { page: 1, limit: -1, total: 2, totalPages: 1 },
      }),
    });
    renderScreen();
    expect(screen.getByRole('heading', { level: 1, name: 'Learning journey' })).toBeTruthy();

    const cards = await screen.findAllByRole('article');
    expect(cards).toHaveLength(3);
    const pitch = within(cards[1]!);
    expect(pitch.getByRole('link', { name: 'Pitch Alchemy Cohort' }).getAttribute('href')).toBe('/programs/overview/2');
    await waitFor(() => expect(pitch.getByText('Your enrolment: Pending approval')).toBeTruthy());
    expect(pitch.getByText('Cohort')).toBeTruthy();
    expect(pitch.getByText('12 weeks')).toBeTruthy();
    expect(pitch.getByText('2 Feb – 24 Apr 2026')).toBeTruthy();
    expect(within(cards[0]!).getByText('Your enrolment: Enrolled')).toBeTruthy();
    expect(within(cards[2]!).getByText('Your enrolment: Not enrolled')).toBeTruthy();
    expect(within(cards[2]!).getByText('Dates to be announced')).toBeTruthy();
    expect(screen.getByText('Showing 1–3 of 3')).toBeTruthy();

    // published programs: open ones first, the reader's language first, then the soonest start
    const query = lastPageCall(api)!;
    expect(Object.fromEntries(query)).toEqual({
      page: '1',
      limit: '12',
      sortField: 'start_date',
      sortOrder: 'asc',
      status: 'published',
      open_first: 'true',
      prefer_language: 'en',
    });
    const enrolments = api.callsTo(ENROLMENTS)[0]!.query;
    expect(enrolments.get('limit')).toBe('-1');
    expect(JSON.parse(enrolments.get('filterFields') ?? '')).toEqual({ user_id: 7 });
  });

  it('searches once typing pauses, and keeps the words in the URL as ?q=', async () => {
    const api = mockApi({ [SEARCH]: searchHandler(), [ENROLMENTS]: json(200, list([])) });
    const { router } = renderScreen();
    await screen.findAllByRole('article');
    const box = screen.getByRole('searchbox', { name: 'Search programs' });
    fireEvent.change(box, { target: { value: 'pi' } });
    fireEvent.change(box, { target: { value: 'pitch ' } });

    await waitFor(() => expect(lastPageCall(api)?.get('search')).toBe('pitch'));
    expect(pageCalls(api).filter((c) => c.query.has('search'))).toHaveLength(1);
    expect(router.state.location.search).toBe('?q=pitch');
  });

  it('reads ?q= on arrival and filters by the category chips built from the programs', async () => {
    const api = mockApi({ [SEARCH]: searchHandler(), [ENROLMENTS]: json(200, list([])) });
    const { router } = renderScreen('/learning-journey?q=idea');
    expect((screen.getByRole('searchbox', { name: 'Search programs' }) as HTMLInputElement).value).toBe('idea');
    const chips = await screen.findByRole('group', { name: 'Category' });
    expect(
      within(chips)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['All', 'Cohort', 'Entrepreneurship', 'Social Innovation']);
    expect(lastPageCall(api)?.get('search')).toBe('idea');

    fireEvent.click(within(chips).getByRole('button', { name: 'Cohort' }));
    await waitFor(() => expect(lastPageCall(api)?.get('program_category')).toBe('Cohort'));
    expect(within(chips).getByRole('button', { name: 'Cohort' }).getAttribute('aria-pressed')).toBe('true');
    expect(router.state.location.search).toBe('?q=idea&category=Cohort');

    fireEvent.click(within(chips).getByRole('button', { name: 'Entrepreneurship' }));
    await waitFor(() => expect(lastPageCall(api)?.get('program_category')).toBe('Cohort,Entrepreneurship'));

    fireEvent.change(screen.getByLabelText('Starts on or after'), { target: { value: '2026-03-01' } });
    await waitFor(() => expect(lastPageCall(api)?.get('start_date_from')).toBe('2026-03-01'));
  });

  it('labels each card running, upcoming, ended or self-paced, with its language', async () => {
    mockApi({
      [SEARCH]: searchHandler(() =>
        json(
          200,
          list(
            [
              program({ program_id: 2 }),
              program({
                program_id: 1,
                program_name: 'Idea to Impact',
                start_date: '2026-03-16',
                end_date: '2026-06-05',
              }),
              program({
                program_id: 5,
                program_name: 'उद्यमिता की पहली सीढ़ी',
                start_date: null,
                end_date: null,
                self_paced: true,
                language: 'hi',
              }),
              program({
                program_id: 3,
                program_name: 'Design Thinking',
                start_date: '2026-01-05',
                end_date: '2026-02-13',
              }),
            ],
            1,
            12,
          ),
        ),
      ),
      [ENROLMENTS]: json(200, list([])),
    });
    renderScreen();
    const cards = await screen.findAllByRole('article');
    const stateOf = (card: HTMLElement) => card.querySelector('[data-schedule]')?.textContent;
    expect(cards.map(stateOf)).toEqual(['Running', 'Upcoming', 'Self-paced', 'Ended']);
    const hindi = cards[2]!;
    expect(within(hindi).getByText('Hindi')).toBeTruthy();
    expect(within(hindi).getByText('Start any time, learn at your own pace')).toBeTruthy();
    expect(within(hindi).getByRole('heading').getAttribute('lang')).toBe('hi');
    expect(within(cards[0]!).getByText('English')).toBeTruthy();
  });

  it('filters by when and by language from chips kept in the URL (?when=, ?lang=), keyboard-usable toggles', async () => {
    const api = mockApi({ [SEARCH]: searchHandler(), [ENROLMENTS]: json(200, list([])) });
    const { router } = renderScreen('/learning-journey?when=ended,bogus&lang=xx');
    const when = await screen.findByRole('group', { name: 'When' });
    expect(
      within(when)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Any time', 'Running', 'Upcoming', 'Self-paced', 'Ended']);
    // unknown values in the URL are dropped
    await waitFor(() => expect(lastPageCall(api)?.get('schedule')).toBe('ended'));
    expect(lastPageCall(api)?.get('language')).toBeNull();
    expect(within(when).getByRole('button', { name: 'Ended' }).getAttribute('aria-pressed')).toBe('true');

    // buttons: Tab reaches them and Enter/Space press them (a click is what the browser sends)
    const running = within(when).getByRole('button', { name: 'Running' });
    expect(running.tagName).toBe('BUTTON');
    fireEvent.click(running);
    await waitFor(() => expect(lastPageCall(api)?.get('schedule')).toBe('running,ended'));
    expect(router.state.location.search).toBe('?when=running%2Cended&lang=xx');

    const languages = screen.getByRole('group', { name: 'Language' });
    expect(
      within(languages)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['All languages', 'English', 'Hindi']);
    expect(within(languages).getByText(/Open programs come first, those in English at the top/)).toBeTruthy();
    fireEvent.click(within(languages).getByRole('button', { name: 'Hindi' }));
    await waitFor(() => expect(lastPageCall(api)?.get('language')).toBe('hi'));
    // one language chosen: no preference to send
    expect(lastPageCall(api)?.get('prefer_language')).toBeNull();
    expect(new URLSearchParams(router.state.location.search).get('lang')).toBe('hi');

    fireEvent.click(within(when).getByRole('button', { name: 'Any time' }));
    await waitFor(() => expect(lastPageCall(api)?.get('schedule')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('suggests clearing the filters when nothing matches', async () => {
    const api = mockApi({
      [SEARCH]: searchHandler((call) =>
        call.query.has('search') ? json(200, list([], 1, 12)) : json(200, list(PROGRAMS, 1, 12)),
      ),
      [ENROLMENTS]: json(200, list([])),
    });
    const { router } = renderScreen('/learning-journey?q=zzz');
    expect(await screen.findByText('No programs match')).toBeTruthy();
    expect(screen.getByText('Try other words or clear the filters to see every program.')).toBeTruthy();

    const clear = screen.getAllByRole('button', { name: 'Clear filters' });
    fireEvent.click(clear.at(-1)!);
    expect(await screen.findAllByRole('article')).toHaveLength(3);
    expect(router.state.location.search).toBe('');
    expect(lastPageCall(api)?.has('search')).toBe(false);
    expect((screen.getByRole('searchbox', { name: 'Search programs' }) as HTMLInputElement).value).toBe('');
  });

  it('offers Retry when the programs cannot be loaded', async () => {
    let fail = true;
    mockApi({
      [SEARCH]: searchHandler(() => (fail ? apiError(500, 'boom') : json(200, list(PROGRAMS, 1, 12)))),
      [ENROLMENTS]: json(200, list([])),
    });
    renderScreen();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('We could not load the programs')).toBeTruthy();
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findAllByRole('article')).toHaveLength(3);
  });

  it('pages with Previous and Next', async () => {
    const api = mockApi({
      [SEARCH]: searchHandler((call) => {
        const page = Number(call.query.get('page'));
        return json(
          200,
          list(page === 1 ? PROGRAMS : [program({ program_id: 9, program_name: 'Later' })], page, 12, 15),
        );
      }),
      [ENROLMENTS]: json(200, list([])),
    });
    const { router } = renderScreen();
    expect(await screen.findByText('Showing 1–3 of 15')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Previous' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Showing 13–13 of 15')).toBeTruthy();
    expect(lastPageCall(api)?.get('page')).toBe('2');
    expect(router.state.location.search).toBe('?page=2');
    expect((screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('speaks Hindi, with dates and counts written for Hindi readers', async () => {
    const api = mockApi({ [SEARCH]: searchHandler(), [ENROLMENTS]: json(200, list([])) });
    await act(() => setLanguage('hi'));
    try {
      renderScreen();
      expect(screen.getByRole('heading', { level: 1, name: 'सीखने की यात्रा' })).toBeTruthy();
      expect(await screen.findByText('3 में से 1–3 दिखाए जा रहे हैं')).toBeTruthy();
      expect(screen.getAllByText('12 सप्ताह')).toHaveLength(2);
      expect(screen.getByRole('searchbox', { name: 'कार्यक्रम खोजें' })).toBeTruthy();
      // Hindi readers get Hindi programs first, and the labels in Hindi
      await waitFor(() => expect(lastPageCall(api)?.get('prefer_language')).toBe('hi'));
      expect(screen.getAllByText('चल रहा है').length).toBeGreaterThan(0);
      expect(screen.getByRole('group', { name: 'भाषा' })).toBeTruthy();
    } finally {
      await act(() => setLanguage('en'));
    }
  });
});
