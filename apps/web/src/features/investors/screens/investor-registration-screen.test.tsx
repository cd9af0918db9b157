import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notify } from '../../../components/ui/toaster';
import { i18n } from '../../../lib/i18n';
import { resetSessionStore } from '../../../stores/session';
import { type ApiCall, apiError, json, mockApi, profile, renderRoute } from '../test-support';
import InvestorRegistrationScreen from './investor-registration-screen';

beforeEach(() => {
  resetSessionStore({ user: { user_id: 7, firstName: 'Vikram' }, isLoggedIn: true });
});
afterEach(async () => {
  act(() => notify.dismiss());
  await act(() => i18n.changeLanguage('en'));
  vi.restoreAllMocks();
});

const badge = (verified: boolean) =>
  json(200, {
    user_id: 7,
    verified,
    investor_type: verified ? 'angel' : null,
    verified_at: verified ? '2026-11-21T05:30:00.000Z' : null,
  });

describe('InvestorRegistrationScreen', () => {
  it('registers: the declaration is required, a bad link is named, then it waits for verification', async () => {
    let saved: ReturnType<typeof profile> | null = null;
    const api = mockApi({
      'GET /api/investors/me': () => json(200, { profile: saved }),
      'GET /api/investors/7/badge': badge(false),
      'GET /api/auth/privileges': json(200, { role_id: 2, role_type: 'System Role', privileges: [] }),
      'PUT /api/investors/me': ({ body }: ApiCall) => {
        const b = body as { portfolio_links: string[] };
        if (b.portfolio_links.some((l) => !l.startsWith('http'))) {
          return apiError(400, 'Invalid body.portfolio_links[0]: must be an http(s) link', [
            { path: 'body.portfolio_links[0]', message: 'must be an http(s) link' },
          ]);
        }
        saved = profile();
        return json(200, { profile: saved });
      },
    });
    const user = userEvent.setup();
    renderRoute(<InvestorRegistrationScreen />, '/investor-registration');
    expect(screen.getByRole('heading', { level: 1, name: /Investor registration/ })).toBeTruthy();
    const send = await screen.findByRole('button', { name: 'Send for verification' });
    expect((send as HTMLButtonElement).disabled).toBe(true);

    await user.type(screen.getByLabelText(/Smallest cheque/), '5,00,000');
    await user.type(screen.getByLabelText(/Largest cheque/), '50,00,000');
    await user.click(screen.getByRole('checkbox', { name: 'Seed' }));
    await user.click(screen.getByRole('checkbox', { name: 'Agritech' }));
    await user.type(screen.getByRole('textbox', { name: 'Portfolio link 1' }), 'krishi-mitra.in');
    await user.click(screen.getByRole('checkbox', { name: /I declare that I am an accredited investor/ }));
    await user.click(send);
    expect(await screen.findByText('must be an http(s) link')).toBeTruthy();
    expect(api.callsTo('PUT /api/investors/me')[0]?.body).toMatchObject({
      investor_type: 'angel',
      ticket_min_inr: 500_000,
      ticket_max_inr: 5_000_000,
      stages: ['seed'],
      sectors: ['agritech'],
      accreditation: true,
    });

    const link = screen.getByRole('textbox', { name: 'Portfolio link 1' });
    await user.clear(link);
    await user.type(link, 'https://krishi-mitra.in');
    await user.click(screen.getByRole('button', { name: 'Send for verification' }));
    expect(await screen.findByText(/waiting for an administrator to verify it/)).toBeTruthy();
  });

  it('shows the badge and the verified state, and the reason of a decline', async () => {
    mockApi({
      'GET /api/investors/me': json(200, {
        profile: profile({ status: 'verified', decided_at: '2026-11-21T05:30:00.000Z' }),
      }),
      'GET /api/investors/7/badge': badge(true),
    });
    renderRoute(<InvestorRegistrationScreen />, '/investor-registration');
    const heading = screen.getByRole('heading', { level: 1 });
    expect(await within(heading).findByText('Verified investor')).toBeTruthy();
    expect(await screen.findByText(/You are a verified investor/)).toBeTruthy();
  });

  it('tells a declined investor why, in Hindi too', async () => {
    mockApi({
      'GET /api/investors/me': json(200, { profile: profile({ status: 'declined', reason: 'पोर्टफ़ोलियो लिंक जोड़ें।' }) }),
      'GET /api/investors/7/badge': badge(false),
    });
    await act(() => i18n.changeLanguage('hi'));
    renderRoute(<InvestorRegistrationScreen />, '/investor-registration');
    expect(screen.getByRole('heading', { level: 1, name: 'निवेशक पंजीकरण' })).toBeTruthy();
    expect(await screen.findByText(/आपका पंजीकरण अस्वीकार किया गया: पोर्टफ़ोलियो लिंक जोड़ें।/)).toBeTruthy();
  });
});
