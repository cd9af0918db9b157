import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { InfoTooltip } from './info-tooltip';

function renderTooltip(props: { placement?: 'left' | 'right'; maxWidth?: string } = {}) {
  render(
    <div>
      <p>Readiness score</p>
      <InfoTooltip label="About the readiness score" {...props}>
        Scores run from 0 to 100.
      </InfoTooltip>
      <button type="button">Elsewhere</button>
    </div>,
  );
  return screen.getByRole('button', { name: 'About the readiness score' });
}

const bubble = () => screen.queryByText('Scores run from 0 to 100.');
const nextTick = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

afterEach(cleanup);

describe('InfoTooltip', () => {
  it('is a focusable button with an accessible label, closed at first', () => {
    const trigger = renderTooltip();
    expect(trigger.tagName).toBe('BUTTON');
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    expect(bubble()).toBeNull();
  });

  it('opens on Enter and closes on Escape', async () => {
    const user = userEvent.setup();
    const trigger = renderTooltip();
    await user.tab();
    expect(document.activeElement).toBe(trigger);
    await user.keyboard('{Enter}');
    expect(bubble()).toBeTruthy();
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(bubble()).toBeNull());
  });

  it('opens on Space', async () => {
    const user = userEvent.setup();
    renderTooltip();
    await user.tab();
    await user.keyboard(' ');
    expect(bubble()).toBeTruthy();
  });

  it('opens on click, closes on a second click', async () => {
    const user = userEvent.setup();
    const trigger = renderTooltip();
    await user.click(trigger);
    expect(bubble()).toBeTruthy();
    await user.click(trigger);
    await waitFor(() => expect(bubble()).toBeNull());
  });

  it('closes on Escape after a click', async () => {
    const user = userEvent.setup();
    const trigger = renderTooltip();
    await user.click(trigger);
    expect(bubble()).toBeTruthy();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(bubble()).toBeNull());
  });

  it('closes on an outside click', async () => {
    const user = userEvent.setup();
    const trigger = renderTooltip();
    await user.click(trigger);
    await nextTick();
    await user.click(screen.getByText('Readiness score'));
    await waitFor(() => expect(bubble()).toBeNull());
  });

  it('opens on hover and closes when the pointer leaves', async () => {
    const trigger = renderTooltip();
    fireEvent.pointerEnter(trigger, { pointerType: 'mouse' });
    expect(bubble()).toBeTruthy();
    fireEvent.pointerLeave(trigger, { pointerType: 'mouse' });
    await waitFor(() => expect(bubble()).toBeNull());
  });

  it('stays open after hover when clicked (pinned)', async () => {
    const trigger = renderTooltip();
    fireEvent.pointerEnter(trigger, { pointerType: 'mouse' });
    fireEvent.click(trigger);
    fireEvent.pointerLeave(trigger, { pointerType: 'mouse' });
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect(bubble()).toBeTruthy();
  });

  it('places the bubble on the chosen side with the default or given max width', async () => {
    const user = userEvent.setup();
    const trigger = renderTooltip({ placement: 'left' });
    await user.click(trigger);
    const content = bubble()!;
    expect(content.className).toContain('max-w-xs');
    expect(content.closest('[data-side]')?.getAttribute('data-side')).toBe('left');
    cleanup();

    await user.click(renderTooltip({ maxWidth: 'max-w-sm' }));
    expect(bubble()!.className).toContain('max-w-sm');
  });
});
