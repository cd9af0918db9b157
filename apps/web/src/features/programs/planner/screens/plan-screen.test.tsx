import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as toaster from '../../../../components/ui/toaster';
import { i18n } from '../../../../lib/i18n';
import { resetSessionStore } from '../../../../stores/session';
import { apiError, fixToday, json, location, mockApi, planDetail, planItem, renderRoute } from '../test-support';
import PlanScreen, { planIterationStorageKey } from './plan-screen';

const DETAIL = 'GET /api/plans/7';
const heading = (name: RegExp | string) => screen.findByRole('heading', { level: 2, name });
const weekButton = (n: number) => screen.getByRole('button', { name: new RegExp(`^Week ${n}\\b`) });
const render = (path = '/my-plan/7') => renderRoute(<PlanScreen />, path, '/my-plan/:plan_id');

beforeEach(() => {
  fixToday();
  window.localStorage.clear();
  resetSessionStore({ isLoggedIn: true, rehydrationStatus: 'succeeded', user: { user_id: 7, username: 'asha' } });
});
afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('plan screen', () => {
  it('opens on the week today falls in, remembers it, and sums up what is late and due across the plan', async () => {
    mockApi({ [DETAIL]: json(200, planDetail()) });
    render();
    expect(await heading('Week 3 · 16–22 Feb')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Spring sprint');
    expect(weekButton(3).getAttribute('aria-pressed')).toBe('true');
    expect(weekButton(3).getAttribute('aria-current')).toBe('date');
    expect(window.localStorage.getItem(planIterationStorageKey(7))).toBe('3');

    // whole-plan summary: two late (weeks 1 and 2), one due this week, one of five done
    expect(screen.getByText('2 units late')).toBeTruthy();
    expect(screen.getByText('1 unit due this week')).toBeTruthy();
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('20');

    const items = within(screen.getByRole('list', { name: /Week 3/ })).getAllByRole('article');
    expect(items).toHaveLength(1);
    expect(within(items[0]!).getByText('Due this week')).toBeTruthy();
    expect(within(items[0]!).getByText('Assignment')).toBeTruthy();
    expect(within(items[0]!).getByText('Fundraising › The pitch deck')).toBeTruthy();
    expect(within(items[0]!).getByText('Target: Sun, 22 Feb')).toBeTruthy();
    expect(within(items[0]!).getByRole('link', { name: 'Draft your deck' }).getAttribute('href')).toBe(
      '/program-content/2/course-content/12/module-content/120?unit=1200',
    );
  });

  it('shows the remembered week, renders done and late states, and keeps a switch in ?week= and storage', async () => {
    window.localStorage.setItem(planIterationStorageKey(7), '1');
    mockApi({ [DETAIL]: json(200, planDetail()) });
    const { router } = render();
    await heading(/^Week 1/);
    const list = await screen.findByRole('list', { name: /Week 1 · 2–8 Feb/ });
    const states = within(list)
      .getAllByRole('article')
      .map((article) => article.querySelector('[data-state]')?.getAttribute('data-state'));
    expect(states).toEqual(['done', 'late']);
    expect(within(list).getByText('Done on 5 Feb 2026')).toBeTruthy();

    await userEvent.click(weekButton(4));
    // Intl puts thin spaces around the dash of a range across two months
    expect(await heading(/^Week 4 · 23 Feb\s–\s1 Mar$/)).toBeTruthy();
    expect(location(router)).toBe('/my-plan/7?week=4');
    expect(window.localStorage.getItem(planIterationStorageKey(7))).toBe('4');
    expect(screen.getByText('Upcoming')).toBeTruthy();
  });

  it('lets ?week= win over the remembered week, and "Catch up" opens the first week with a late unit', async () => {
    window.localStorage.setItem(planIterationStorageKey(7), '1');
    mockApi({ [DETAIL]: json(200, planDetail()) });
    render('/my-plan/7?week=2');
    expect(await heading(/^Week 2/)).toBeTruthy();
    expect(window.localStorage.getItem(planIterationStorageKey(7))).toBe('2');
    await userEvent.click(screen.getByRole('button', { name: 'Catch up' }));
    expect(await heading(/^Week 1/)).toBeTruthy();
    await waitFor(() => expect(document.activeElement?.id).toBe('week-heading'));
  });

  it('moves a unit to another week: PATCH with that week and its Sunday as the target date', async () => {
    const success = vi.spyOn(toaster.notify, 'success').mockReturnValue('t');
    let saved = planDetail();
    const api = mockApi({
      [DETAIL]: () => json(200, saved),
      'PATCH /api/plans/7/items/4': ({ body }) => {
        const move = body as { iteration: number; target_date: string };
        saved = { ...saved, items: saved.items.map((i) => (i.item_id === 4 ? { ...i, ...move } : i)) };
        return json(200, planItem({ item_id: 4, ...move }));
      },
    });
    render();
    await heading(/^Week 3/);
    fireEvent.change(screen.getByRole('combobox', { name: /Move to week/ }), { target: { value: '4' } });
    await waitFor(() => expect(api.callsTo('PATCH /api/plans/7/items/4')).toHaveLength(1));
    expect(api.callsTo('PATCH /api/plans/7/items/4')[0]!.body).toEqual({ iteration: 4, target_date: '2026-03-01' });
    await waitFor(() => expect(success).toHaveBeenCalledWith('“Draft your deck” moved to week 4.'));
    // it left week 3 at once
    expect(screen.getByText(/Nothing is planned for this week/)).toBeTruthy();
  });

  it('renames the plan', async () => {
    vi.spyOn(toaster.notify, 'success').mockReturnValue('t');
    let saved = planDetail();
    const api = mockApi({
      [DETAIL]: () => json(200, saved),
      'PATCH /api/plans/7': () => {
        saved = { ...saved, plan_name: 'Catch-up month' };
        return json(200, saved);
      },
    });
    render();
    await heading(/^Week 3/);
    await userEvent.click(screen.getByRole('button', { name: 'Rename' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rename the plan' });
    const input = within(dialog).getByRole('textbox', { name: /Plan name/ });
    await userEvent.clear(input);
    await userEvent.type(input, 'Catch-up month');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.callsTo('PATCH /api/plans/7')[0]?.body).toEqual({ plan_name: 'Catch-up month' }));
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Catch-up month'));
  });

  it('reads in Hindi, dates included', async () => {
    mockApi({ [DETAIL]: json(200, planDetail()) });
    render();
    await heading(/^Week 3/);
    await act(() => i18n.changeLanguage('hi'));
    expect(await heading(/^सप्ताह 3 · 16\s–\s22 फ़र॰$/)).toBeTruthy();
    expect(screen.getByText('2 इकाइयाँ देर से')).toBeTruthy();
    expect(screen.getByText('लक्ष्य: रवि, 22 फ़र॰')).toBeTruthy();
    expect(screen.getAllByText('इस सप्ताह तक').length).toBeGreaterThan(0);
  });

  it('says so when the plan does not exist or is not the learner’s', async () => {
    mockApi({ 'GET /api/plans/99': apiError(404, 'Plan not found') });
    render('/my-plan/99');
    expect(
      (await screen.findByRole('heading', { level: 1, name: 'This plan does not exist or is not yours' })).textContent,
    ).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'All plans' })[0]!.getAttribute('href')).toBe('/my-planner');
  });
});
