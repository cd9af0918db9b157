import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { createQueryClient } from '../../../lib/query-client';
import { apiError, json, mockApi } from '../test-support';
import { VerifyView } from './verify-view';

const RESEND = 'POST /api/auth/interaction/abc123/resend';

function renderVerify() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <VerifyView uid="abc123" email="asha@example.com" sentAt={Date.now()} onWaiting={() => {}} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const resendButton = () => screen.getByRole('button', { name: /^Send a new code/ });
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

beforeEach(async () => {
  await i18n.changeLanguage('en');
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('the resend countdown', () => {
  it('counts down from 60 s after each code and sends a new one only then', async () => {
    let answer = () => json(202, { accepted: true });
    const api = mockApi({ [RESEND]: () => answer() });
    renderVerify();

    expect(resendButton().textContent).toBe('Send a new code in 60 s');
    expect(resendButton().getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(resendButton());
    expect(api.calls).toHaveLength(0);

    advance(30_000);
    expect(resendButton().textContent).toBe('Send a new code in 30 s');
    advance(30_000);
    expect(resendButton().textContent).toBe('Send a new code');
    expect(resendButton().getAttribute('aria-disabled')).toBeNull();

    await act(async () => fireEvent.click(resendButton()));
    expect(api.callsTo(RESEND).map((call) => call.body)).toEqual([{ email: 'asha@example.com' }]);
    expect(screen.getByRole('status').textContent).toBe('A new code is on its way to asha@example.com.');
    expect(resendButton().textContent).toBe('Send a new code in 60 s');

    // a 429 waits as long as its Retry-After says
    advance(60_000);
    answer = () => apiError(429, 'Too many attempts. Try again in 120 seconds.', undefined, { 'retry-after': '120' });
    await act(async () => fireEvent.click(resendButton()));
    expect(resendButton().textContent).toBe('Send a new code in 120 s');
    advance(120_000);
    expect(resendButton().textContent).toBe('Send a new code');
  });
});
