import { describe, expect, it } from 'vitest';
import {
  dateFromUrl,
  formFromItem,
  formFromSelection,
  movePatch,
  newEntryDay,
  newEntryForm,
  payloadFromForm,
  toEvent,
  toggleAllDay,
  validateForm,
  viewFromUrl,
} from './calendar-model';
import { calendarItem } from './test-support';

describe('calendar model', () => {
  it('reads the view and date from the URL, with the agenda on phones', () => {
    expect(viewFromUrl(new URLSearchParams('view=week'), true)).toBe('week');
    expect(viewFromUrl(new URLSearchParams(''), false)).toBe('month');
    expect(viewFromUrl(new URLSearchParams('view=year'), true)).toBe('agenda');
    expect(dateFromUrl(new URLSearchParams('date=2026-12-10'))).toBe('2026-12-10');
    expect(dateFromUrl(new URLSearchParams('date=2026-02-30'))).toBeNull();
    expect(dateFromUrl(new URLSearchParams('date=soon'))).toBeNull();
  });

  it('colours events by source and lets only personal entries move', () => {
    const own = toEvent(calendarItem(), 'Mentor call');
    const program = toEvent(calendarItem({ id: 'program:3:start', source: 'program', editable: false }), 'X starts');
    expect(own).toMatchObject({ editable: true, classNames: ['ankur-cal-personal'] });
    expect(program).toMatchObject({ editable: false, title: 'X starts', classNames: ['ankur-cal-program'] });
    expect(own.backgroundColor).not.toBe(program.backgroundColor);
  });

  it('validates the form: title, real dates, end after start', () => {
    const form = formFromSelection({
      start: new Date(2026, 11, 10, 9),
      end: new Date(2026, 11, 10, 10),
      allDay: false,
    });
    expect(validateForm(form)).toEqual({ title: 'required' });
    expect(validateForm({ ...form, title: 'x', end: '2026-12-10T08:00' })).toEqual({ end: 'endBeforeStart' });
    expect(validateForm({ ...form, title: 'x', end: form.start })).toEqual({ end: 'endBeforeStart' });
    expect(validateForm({ ...form, title: 'x', start: '' })).toEqual({ start: 'badDate' });
    const day = { ...form, title: 'x', all_day: true, start: '2026-12-10', end: '2026-12-09' };
    expect(validateForm(day)).toEqual({ end: 'endBeforeStart' });
    expect(validateForm({ ...day, end: '2026-12-10' })).toEqual({});
  });

  it('turns the form into the API payload: all-day ends exclusive, local times to UTC', () => {
    const allDay = formFromSelection({ start: new Date(2026, 11, 18), end: new Date(2026, 11, 20), allDay: true });
    expect(allDay).toMatchObject({ all_day: true, start: '2026-12-18', end: '2026-12-19' });
    expect(payloadFromForm({ ...allDay, title: ' Demo day ', reminder: '60' })).toEqual({
      title: 'Demo day',
      all_day: true,
      starts_at: '2026-12-18',
      ends_at: '2026-12-20',
      location: null,
      description: null,
      reminder_minutes: 60,
    });
    const timed = formFromItem(calendarItem());
    const payload = payloadFromForm(timed);
    expect(payload).toMatchObject({
      starts_at: '2026-12-10T04:00:00.000Z',
      ends_at: '2026-12-10T05:00:00.000Z',
      location: 'Room 4',
      reminder_minutes: 15,
    });
    // all day on, then off again: the same day, 9:00–10:00
    const on = toggleAllDay(timed, true);
    expect(on).toMatchObject({ all_day: true, end: on.start });
    expect(toggleAllDay(on, false)).toMatchObject({
      all_day: false,
      start: `${on.start}T09:00`,
      end: `${on.start}T10:00`,
    });
  });

  it('turns a drag into a PATCH body', () => {
    expect(movePatch({ start: new Date(2026, 11, 3), end: new Date(2026, 11, 5), allDay: true })).toEqual({
      all_day: true,
      starts_at: '2026-12-03',
      ends_at: '2026-12-05',
    });
    const start = new Date('2026-12-10T06:00:00Z');
    expect(movePatch({ start, end: null, allDay: false })).toEqual({
      all_day: false,
      starts_at: '2026-12-10T06:00:00.000Z',
      ends_at: '2026-12-10T07:00:00.000Z',
    });
  });
});

describe('newEntryDay: the day "New entry" opens on', () => {
  const now = new Date(2026, 10, 22, 14, 30);
  it('is today while today is in the period on screen (a month view whose ?date= is its first day)', () => {
    expect(newEntryDay({ date: '2026-11-01', end: '2026-12-01' }, '2026-11-01', now)).toBeNull();
    expect(newEntryForm(now, newEntryDay({ date: '2026-11-01', end: '2026-12-01' }, null, now)).start).toBe(
      '2026-11-22T15:00',
    );
  });
  it("is the period's first day when today is not on screen", () => {
    expect(newEntryDay({ date: '2027-01-01', end: '2027-02-01' }, null, now)).toBe('2027-01-01');
    expect(newEntryDay({ date: '2026-10-01', end: '2026-11-01' }, null, now)).toBe('2026-10-01');
    expect(newEntryDay(null, '2026-12-07', now)).toBe('2026-12-07');
    expect(newEntryDay(null, null, now)).toBeNull();
  });
});
