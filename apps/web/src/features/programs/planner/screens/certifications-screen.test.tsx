import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as toaster from '../../../../components/ui/toaster';
import { resetSessionStore } from '../../../../stores/session';
import { certificate, json, mockApi, renderRoute } from '../test-support';
import CertificationsScreen from './certifications-screen';

const LIST = 'GET /api/certificates';
const render = () => renderRoute(<CertificationsScreen />, '/certifications');

beforeEach(() => {
  resetSessionStore({ isLoggedIn: true, rehydrationStatus: 'succeeded', user: { user_id: 7, username: 'asha' } });
});
afterEach(() => vi.restoreAllMocks());

describe('certifications screen', () => {
  it('shows each certificate: program, issuer, date, code, and a valid or revoked badge', async () => {
    mockApi({
      [LIST]: json(200, {
        items: [
          certificate(),
          certificate({
            certificate_id: 4,
            program_id: 3,
            competition_id: null,
            award: null,
            program_name: 'Design Sprint',
            code: 'ANK-AAAA-BBBB-CCCC-DDDD',
            revoked_at: '2026-05-02T08:00:00.000Z',
            verify_path: '/certificates/verify/ANK-AAAA-BBBB-CCCC-DDDD',
          }),
        ],
      }),
    });
    render();
    const valid = (await screen.findByRole('article', { name: 'Pitch Alchemy Cohort' })) as HTMLElement;
    expect(within(valid).getByText('Valid')).toBeTruthy();
    expect(within(valid).getByText('Bharat Startup Summit')).toBeTruthy();
    expect(within(valid).getByText('24 Apr 2026')).toBeTruthy();
    expect(within(valid).getByText('ANK-7K3M-Q9TX-2HVD-P4RE')).toBeTruthy();
    expect(
      within(valid)
        .getByRole('link', { name: /View and print the certificate/ })
        .getAttribute('href'),
    ).toBe('/certificates/verify/ANK-7K3M-Q9TX-2HVD-P4RE');

    const revoked = screen.getByRole('article', { name: 'Design Sprint' });
    expect(within(revoked).getByText('Revoked')).toBeTruthy();
    expect(within(revoked).getByText('2 May 2026')).toBeTruthy();
  });

  it('copies the absolute address of the public page and says so', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const success = vi.spyOn(toaster.notify, 'success').mockReturnValue('t');
    mockApi({ [LIST]: json(200, { items: [certificate()] }) });
    render();
    await userEvent.click(await screen.findByRole('button', { name: /Copy the link to the certificate/ }));
    await waitFor(() =>
      expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/certificates/verify/ANK-7K3M-Q9TX-2HVD-P4RE`),
    );
    expect(success).toHaveBeenCalledWith('Link copied. Anyone with it can check the certificate.');
  });

  it('shows the link itself when the clipboard refuses', async () => {
    Object.defineProperty(navigator, 'clipboard', {
      value: { writeText: vi.fn().mockRejectedValue(new Error('denied')) },
      configurable: true,
    });
    const error = vi.spyOn(toaster.notify, 'error').mockReturnValue('t');
    mockApi({ [LIST]: json(200, { items: [certificate()] }) });
    render();
    await userEvent.click(await screen.findByRole('button', { name: /Copy the link/ }));
    await waitFor(() => expect(error).toHaveBeenCalledWith(expect.stringContaining('/certificates/verify/ANK-7K3M')));
  });

  it('explains how to earn one when there are none, with a way to the catalogue', async () => {
    mockApi({ [LIST]: json(200, { items: [] }) });
    render();
    expect(await screen.findByRole('heading', { name: 'No certificates yet' })).toBeTruthy();
    expect(screen.getByText(/Finishing every unit of a program earns you a certificate/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse programs' }).getAttribute('href')).toBe('/learning-journey');
  });
});
