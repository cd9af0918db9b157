import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { Modal } from './modal';

function Harness({ width, maxHeight }: { width?: string; maxHeight?: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Modal
        open={open}
        onOpenChange={setOpen}
        title="Edit profile"
        description="Change your details"
        width={width}
        maxHeight={maxHeight}
      >
        <input aria-label="Name" />
      </Modal>
    </>
  );
}

/** Radix starts listening for outside pointer events on the next tick after opening. */
const nextTick = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

afterEach(cleanup);

describe('Modal', () => {
  it('shows the title and description and labels the dialog with them', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit profile' });
    expect(dialog.getAttribute('aria-describedby')).toBe(screen.getByText('Change your details').id);
    expect(screen.getByRole('button', { name: 'Close' })).toBeTruthy();
  });

  it('closes on Escape and returns focus to the opener', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const opener = screen.getByRole('button', { name: 'Open' });
    await user.click(opener);
    expect(screen.getByRole('dialog')).toBeTruthy();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(opener);
  });

  it('closes on a backdrop click', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await nextTick();
    await user.click(screen.getByTestId('modal-backdrop'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('closes with the Close button', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('locks page scroll while open and releases it on close', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    expect(getComputedStyle(document.body).overflow).not.toBe('hidden');
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(document.body.hasAttribute('data-scroll-locked')).toBe(true);
    expect(getComputedStyle(document.body).overflow).toBe('hidden');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(document.body.hasAttribute('data-scroll-locked')).toBe(false));
  });

  it('keeps focus inside while open', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = screen.getByRole('dialog');
    expect(dialog.contains(document.activeElement)).toBe(true);
    await user.tab();
    expect(dialog.contains(document.activeElement)).toBe(true);
    await user.tab();
    expect(dialog.contains(document.activeElement)).toBe(true);
  });

  it('defaults to 50% wide and 90vh tall, and takes overrides', async () => {
    const user = userEvent.setup();
    const { unmount } = render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    let dialog = screen.getByRole('dialog');
    expect(dialog.style.getPropertyValue('--modal-width')).toBe('50%');
    expect(dialog.style.getPropertyValue('--modal-max-height')).toBe('90vh');
    expect(dialog.className).toContain('w-full');
    expect(dialog.className).toContain('sm:w-(--modal-width)');
    unmount();

    render(<Harness width="40rem" maxHeight="70vh" />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    dialog = screen.getByRole('dialog');
    expect(dialog.style.getPropertyValue('--modal-width')).toBe('40rem');
    expect(dialog.style.getPropertyValue('--modal-max-height')).toBe('70vh');
  });
});
