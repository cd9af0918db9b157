import type { TMessageReport } from '@ankur/shared/schemas/messages';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { notify } from '../../../components/ui/toaster';
import { type ApiCall, apiError, json, message, mockApi, renderRoute, report } from '../test-support';
import { MessageReportsTab } from './message-reports-tab';

afterEach(() => {
  cleanup();
  act(() => notify.dismiss());
  vi.restoreAllMocks();
});

/** Reports as the server keeps them: resolving one moves it to its new status. */
function server(initial: TMessageReport[], options: { forbidden?: boolean } = {}) {
  const reports = [...initial];
  const resolve =
    (id: number) =>
    ({ body }: ApiCall) => {
      const index = reports.findIndex((r) => r.report_id === id);
      const action = (body as { action: 'dismiss' | 'remove' }).action;
      const current = reports[index]!;
      reports[index] = {
        ...current,
        status: action === 'dismiss' ? 'dismissed' : 'removed',
        resolved_at: new Date().toISOString(),
      };
      return json(200, reports[index]);
    };
  return mockApi({
    'GET /api/message-reports': ({ query }) => {
      if (options.forbidden) return apiError(403, 'You do not have access to this');
      const status = query.get('status');
      const page = Number(query.get('page'));
      const limit = Number(query.get('limit'));
      const rows = reports.filter((r) => r.status === status);
      return json(200, {
        data: rows.slice((page - 1) * limit, page * limit),
        meta: { page, limit, total: rows.length, totalPages: Math.max(1, Math.ceil(rows.length / limit)) },
      });
    },
    'PATCH /api/message-reports/1': resolve(1),
    'PATCH /api/message-reports/2': resolve(2),
  });
}

const cards = () => within(screen.getByRole('list', { name: 'Message reports' })).getAllByRole('article');

describe('MessageReportsTab', () => {
  it('lists open reports with the reported text as plain text', async () => {
    server([
      report(1, { message: message(41, { body: '<img src=x onerror=alert(1)> buy now', sender_name: 'Spammy Sam' }) }),
      report(2),
    ]);
    renderRoute(<MessageReportsTab />, '/');
    await screen.findByRole('list', { name: 'Message reports' });
    const first = cards()[0]!;
    expect(first.textContent).toContain('Reported by Ravi Kumar');
    expect(first.textContent).toContain('This is abusive');
    expect(first.textContent).toContain('Sent by Spammy Sam');
    expect(within(first).getByText('<img src=x onerror=alert(1)> buy now')).toBeTruthy();
    expect(first.querySelector('img')).toBeNull();
    expect(screen.getByRole('button', { name: 'Open' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('dismisses one, and removes the message of another after a confirmation', async () => {
    const { callsTo } = server([report(1), report(2)]);
    const user = userEvent.setup();
    renderRoute(<MessageReportsTab />, '/');
    await screen.findByRole('list', { name: 'Message reports' });

    await user.click(within(cards()[0]!).getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(callsTo('PATCH /api/message-reports/1')[0]?.body).toEqual({ action: 'dismiss' }));
    expect(await screen.findByText('The report was dismissed.')).toBeTruthy();
    await waitFor(() => expect(cards()).toHaveLength(1));

    await user.click(within(cards()[0]!).getByRole('button', { name: 'Remove message' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove this message?' });
    expect(callsTo('PATCH /api/message-reports/2')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Remove message' }));
    await waitFor(() => expect(callsTo('PATCH /api/message-reports/2')[0]?.body).toEqual({ action: 'remove' }));
    expect(
      await screen.findByText('No open reports. Reports people send about messages will appear here.'),
    ).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Removed' }));
    await waitFor(() => expect(cards()).toHaveLength(1));
    expect(callsTo('GET /api/message-reports').at(-1)?.query.get('status')).toBe('removed');
    expect(within(cards()[0]!).queryByRole('button', { name: 'Dismiss' })).toBeNull();
  });

  it('pages through many reports', async () => {
    const { callsTo } = server(Array.from({ length: 12 }, (_, i) => report(i + 1)));
    const user = userEvent.setup();
    renderRoute(<MessageReportsTab />, '/');
    await screen.findByRole('list', { name: 'Message reports' });
    expect(cards()).toHaveLength(10);
    await user.click(screen.getByRole('button', { name: /next/i }));
    await waitFor(() => expect(cards()).toHaveLength(2));
    expect(callsTo('GET /api/message-reports').at(-1)?.query.get('page')).toBe('2');
  });

  it('tells a non-administrator it is not for them', async () => {
    server([], { forbidden: true });
    renderRoute(<MessageReportsTab />, '/');
    expect(await screen.findByText('Only administrators can see message reports.')).toBeTruthy();
  });
});
