import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetSessionStore } from '../../../../stores/session';
import { apiError, fixToday, json, location, mockApi, renderRoute } from '../test-support';
import CertificateVerifyScreen from './certificate-verify-screen';

const CODE = 'ANK-7K3M-Q9TX-2HVD-P4RE';
const VERIFY = `GET /api/certificates/verify/${CODE}`;
const verification = (overrides: Record<string, unknown> = {}) => ({
  code: CODE,
  valid: true,
  recipient_name: 'Asha Verma',
  program_name: 'Pitch Alchemy Cohort',
  issuer_name: 'Bharat Startup Summit',
  issued_at: '2026-04-24T08:00:00.000Z',
  revoked_at: null,
  ...overrides,
});
const render = (code = CODE) =>
  renderRoute(<CertificateVerifyScreen />, `/certificates/verify/${code}`, '/certificates/verify/:code');

// signed out: the page is public
beforeEach(() => {
  fixToday();
  resetSessionStore({ rehydrationStatus: 'succeeded' });
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('certificate verification (public)', () => {
  it('renders a valid certificate with a VALID banner, the verification date and Print', async () => {
    const api = mockApi({ [VERIFY]: json(200, verification()) });
    const print = vi.fn();
    Object.defineProperty(window, 'print', { value: print, configurable: true, writable: true });
    render();
    const sheet = (await screen.findByRole('article', { name: 'Certificate of completion' })) as HTMLElement;
    for (const text of ['Bharat Startup Summit', 'Asha Verma', 'Pitch Alchemy Cohort', '24 April 2026', CODE]) {
      expect(within(sheet).getByText(text)).toBeTruthy();
    }
    expect(screen.getByRole('status').textContent).toContain('Valid certificate');
    expect(screen.getByText('Verified by Ankur on 18 February 2026')).toBeTruthy();
    expect(api.calls[0]!.path).toBe(`/api/certificates/verify/${CODE}`);
    await userEvent.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledOnce();
  });

  it('says clearly when the certificate has been revoked', async () => {
    mockApi({ [VERIFY]: json(200, verification({ valid: false, revoked_at: '2026-05-02T08:00:00.000Z' })) });
    render();
    const banner = await screen.findByText('Revoked certificate');
    expect(banner.closest('[role="status"]')?.textContent).toContain(
      'This certificate was revoked on 2 May 2026 and no longer stands.',
    );
    expect(screen.getByRole('article', { name: 'Certificate of completion' }).textContent).toContain('Revoked');
  });

  it('says no certificate has an unknown code, and offers to check another', async () => {
    mockApi({ 'GET /api/certificates/verify/NOPE': apiError(404, 'Certificate not found') });
    const { router } = render('NOPE');
    expect(await screen.findByRole('heading', { level: 1, name: 'No certificate has this code' })).toBeTruthy();
    expect(screen.getByText(/We found no certificate with the code “NOPE”/)).toBeTruthy();
    const input = screen.getByRole('textbox', { name: 'Certificate code' });
    await userEvent.click(screen.getByRole('button', { name: 'Check' }));
    expect(screen.getByText('Enter a certificate code.')).toBeTruthy();
    await userEvent.type(input, ' ank-7k3m-q9tx-2hvd-p4re ');
    await userEvent.click(screen.getByRole('button', { name: 'Check' }));
    await waitFor(() => expect(location(router)).toBe(`/certificates/verify/${CODE}`));
  });
});
