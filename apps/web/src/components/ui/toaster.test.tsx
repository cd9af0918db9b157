import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { notify, TOAST_DURATION_MS, Toaster } from './toaster';

afterEach(() => {
  act(() => notify.dismiss());
  cleanup();
  vi.useRealTimers();
});

describe('Toaster', () => {
  it('shows toasts at the top right in the light theme', async () => {
    render(<Toaster />);
    act(() => {
      notify.success('Saved your changes');
    });
    const toast = await screen.findByText('Saved your changes');
    const list = toast.closest('[data-sonner-toaster]');
    expect(list?.getAttribute('data-x-position')).toBe('right');
    expect(list?.getAttribute('data-y-position')).toBe('top');
    expect(list?.getAttribute('data-sonner-theme')).toBe('light');
  });

  it('closes a toast by itself after 5000 ms, not before', async () => {
    // fake time that also moves with real time, so sonner can load; then advanced by hand
    vi.useFakeTimers({ shouldAdvanceTime: true });
    render(<Toaster />);
    act(() => {
      notify.info('Link copied');
    });
    await screen.findByText('Link copied');
    await act(() => vi.advanceTimersByTimeAsync(TOAST_DURATION_MS - 1000));
    expect(screen.queryByText('Link copied')).not.toBeNull();
    // sonner removes the toast after its exit animation
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(screen.queryByText('Link copied')).toBeNull();
  });

  it('returns an id that dismisses the toast', async () => {
    render(<Toaster />);
    let id: string | number = '';
    act(() => {
      id = notify.error('Could not save');
    });
    await screen.findByText('Could not save');
    act(() => notify.dismiss(id));
    await vi.waitFor(() => expect(screen.queryByText('Could not save')).toBeNull());
  });
});

describe('Toaster loading', () => {
  it('keeps a toast raised before the toaster has loaded and shows it once it has', async () => {
    const id = notify.warning('Raised before the toaster');
    expect(typeof id).toBe('string');
    render(<Toaster />);
    expect(await screen.findByText('Raised before the toaster')).toBeTruthy();
  });
});
