import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { resetSessionStore } from '../../../stores/session';
import { apiError, json, mockApi, renderAt } from '../test-support';

const PATH = '/api/auth/parental-consent/tok-1';
const PENDING = {
  child_name: 'Asha Rao',
  child_email: 'asha@example.com',
  parent_name: 'Meera Rao',
  status: 'pending',
};

beforeEach(async () => {
  resetSessionStore({ rehydrationStatus: 'succeeded' });
  await i18n.changeLanguage('en');
});
afterEach(() => vi.restoreAllMocks());

describe('/parental-consent/:token', () => {
  it('shows who asked and what approving means, then approves', async () => {
    const api = mockApi({
      [`GET ${PATH}`]: json(200, PENDING),
      [`POST ${PATH}`]: () => json(200, { ...PENDING, status: 'approved' }),
    });
    renderAt('/parental-consent/tok-1');
    await screen.findByRole('heading', { level: 1, name: 'Approve an account for your child' });
    expect(screen.getByText('Asha Rao')).toBeTruthy();
    expect(screen.getByText(/asha@example\.com/)).toBeTruthy();
    expect(screen.getByText(/Dear Meera Rao/)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'What approving means' })).toBeTruthy();
    expect(screen.getByText(/ask for the account and its data to be deleted at any time/)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Approve' }));
    const outcome = await screen.findByRole('heading', { level: 1, name: 'Account approved' });
    expect(document.activeElement).toBe(outcome);
    expect(screen.getByText("Thank you. Asha Rao's account is open and they can now sign in.")).toBeTruthy();
    expect(api.callsTo(`POST ${PATH}`)[0]?.body).toEqual({ decision: 'approve' });
  });

  it('declines', async () => {
    const api = mockApi({
      [`GET ${PATH}`]: json(200, { ...PENDING, parent_name: null }),
      [`POST ${PATH}`]: () => json(200, { ...PENDING, status: 'declined' }),
    });
    renderAt('/parental-consent/tok-1');
    fireEvent.click(await screen.findByRole('button', { name: 'Decline' }));
    await screen.findByRole('heading', { level: 1, name: 'Account declined' });
    await waitFor(() => expect(api.callsTo(`POST ${PATH}`)[0]?.body).toEqual({ decision: 'decline' }));
  });

  it('shows the earlier answer when the request was answered meanwhile', async () => {
    let status = 'pending';
    mockApi({
      [`GET ${PATH}`]: () => json(200, { ...PENDING, status }),
      [`POST ${PATH}`]: () => {
        status = 'declined';
        return apiError(409, 'This request was already declined.');
      },
    });
    renderAt('/parental-consent/tok-1');
    fireEvent.click(await screen.findByRole('button', { name: 'Approve' }));
    await screen.findByRole('heading', { level: 1, name: 'Account declined' });
  });

  it('explains an invalid or expired link', async () => {
    mockApi({ [`GET ${PATH}`]: apiError(404, 'This consent link is invalid or has expired.') });
    renderAt('/parental-consent/tok-1');
    await screen.findByRole('heading', { level: 1, name: 'This link does not work' });
    expect(screen.getByText('This consent link is invalid or has expired.')).toBeTruthy();
  });

  it('shows an earlier decision instead of the buttons', async () => {
    mockApi({ [`GET ${PATH}`]: json(200, { ...PENDING, status: 'approved' }) });
    renderAt('/parental-consent/tok-1');
    await screen.findByRole('heading', { level: 1, name: 'Account approved' });
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
  });
});
