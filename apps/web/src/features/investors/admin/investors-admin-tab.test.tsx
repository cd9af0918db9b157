import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { notify } from '../../../components/ui/toaster';
import { type ApiCall, json, list, mockApi, profile, renderRoute } from '../test-support';
import { InvestorsAdminPanel } from './investors-admin-tab';

afterEach(() => {
  act(() => notify.dismiss());
  vi.restoreAllMocks();
});

describe('InvestorsAdminPanel', () => {
  it('shows a waiting registration with its links, verifies it, and lists the verified ones', async () => {
    let rows = [{ ...profile(), investor_name: 'Vikram Desai', investor_email: 'vikram@example.in' }];
    const api = mockApi({
      'GET /api/investors/admin/profiles': ({ query }: ApiCall) =>
        json(
          200,
          list(
            rows.filter((r) => r.status === (query.get('status') ?? 'pending')),
            1,
            20,
          ),
        ),
      'POST /api/investors/admin/profiles/5/decide': () => {
        rows = rows.map((r) => ({ ...r, status: 'verified' as const }));
        return json(200, rows[0]);
      },
    });
    const user = userEvent.setup();
    renderRoute(<InvestorsAdminPanel />, '/admin-center');
    expect(await screen.findByText('Vikram Desai')).toBeTruthy();
    expect(screen.getByText(/₹5,00,000 – ₹50,00,000/)).toBeTruthy();
    expect(screen.getByRole('link', { name: /example\.in/ }).getAttribute('rel')).toContain('noopener');
    await user.click(screen.getByRole('button', { name: 'Verify: Vikram Desai' }));
    expect(await screen.findByText(/No registrations are waiting/)).toBeTruthy();
    expect(api.callsTo('POST /api/investors/admin/profiles/5/decide')[0]?.body).toEqual({ decision: 'verify' });
    await user.selectOptions(screen.getByLabelText('Show'), 'verified');
    const item = await screen.findByText('Vikram Desai');
    await waitFor(() => expect(within(item.closest('li')!).queryByRole('button', { name: /Verify/ })).toBeNull());
  });
});
