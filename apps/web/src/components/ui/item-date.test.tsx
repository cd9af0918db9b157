import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ItemDate } from './item-date';

const NOW = new Date('2026-05-10T06:30:00.000Z');

afterEach(cleanup);

describe('ItemDate', () => {
  it('shows the label in a <time> with the full date as hover text', () => {
    render(<ItemDate date="2026-05-10T06:25:00.000Z" now={NOW} timeZone="Asia/Kolkata" />);
    const time = screen.getByText('5 minutes ago');
    expect(time.tagName).toBe('TIME');
    expect(time.getAttribute('datetime')).toBe('2026-05-10T06:25:00.000Z');
    expect(time.getAttribute('title')).toBe('Sunday, May 10, 2026 at 11:55 AM');
  });

  it('speaks Hindi', () => {
    render(<ItemDate date={new Date('2026-05-10T08:30:00.000Z')} now={NOW} locale="hi" timeZone="Asia/Kolkata" />);
    expect(screen.getByText('2 घंटे में शुरू').tagName).toBe('TIME');
  });

  it('renders nothing for an invalid date', () => {
    const { container } = render(<ItemDate date="not a date" now={NOW} />);
    expect(container.innerHTML).toBe('');
  });
});
