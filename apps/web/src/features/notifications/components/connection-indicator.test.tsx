import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { notify, Toaster } from '../../../components/ui/toaster';
import { useRealtimeStore } from '../../../stores/realtime';
import { ConnectionIndicator } from './connection-indicator';

const realtime = () => useRealtimeStore.getState();

beforeEach(() => realtime().reset());
afterEach(() => act(() => notify.dismiss()));

describe('ConnectionIndicator', () => {
  it('shows nothing before the client starts, or while the first connection opens', () => {
    render(<ConnectionIndicator />);
    const region = screen.getByRole('status');
    expect(region.textContent).toBe('');
    act(() => realtime().begin('opening'));
    expect(region.textContent).toBe('');
    act(() => realtime().setConnection('closed'));
    expect(region.textContent).toBe('Offline — changes will sync when you’re back');
  });

  it("shows a toast when the server ends the connection ('session:closed')", async () => {
    render(
      <>
        <ConnectionIndicator />
        <Toaster />
      </>,
    );
    act(() => {
      realtime().begin('open');
      realtime().noteSessionClosed('rate-limited');
    });
    expect(await screen.findByText('Too many updates at once. Reconnecting in a moment.')).toBeTruthy();
  });

  it('does not repeat an old toast when it mounts again', async () => {
    act(() => realtime().noteSessionClosed('disabled'));
    render(
      <>
        <ConnectionIndicator />
        <Toaster />
      </>,
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText('This account has been disabled.')).toBeNull();
  });
});
