import type { TAuditEntry } from '@ankur/shared/schemas/admin';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, json, list, mockApi, renderWithQuery } from '../test-support';
import { AuditEntries, formatAuditValue } from './audit-list';
import { HistoryButton } from './history-button';

const NOW = new Date('2025-03-10T12:00:00Z');

const ENTRIES: TAuditEntry[] = [
  {
    audit_id: 3,
    table_name: 'roles',
    record_id: 5,
    action: 'update',
    changes: { display_name: { from: 'Mentor', to: 'Senior mentor' }, is_self_service: { from: false, to: true } },
    actor_id: 1,
    actor_name: 'Asha Rao',
    created_at: '2025-03-10T11:55:00Z',
  },
  {
    audit_id: 2,
    table_name: 'roles',
    record_id: 5,
    action: 'create',
    changes: { role_name: { to: 'mentor' }, description: { to: null } },
    actor_id: null,
    actor_name: null,
    created_at: '2025-03-01T09:00:00Z',
  },
  {
    audit_id: 1,
    table_name: 'privileges',
    record_id: 9,
    action: 'delete',
    changes: {},
    actor_id: 1,
    actor_name: 'Asha Rao',
    created_at: '2025-02-01T09:00:00Z',
  },
];

afterEach(() => vi.restoreAllMocks());

describe('AuditEntries', () => {
  it('lists who changed what and when, newest first, with each field from → to', () => {
    render(<AuditEntries entries={ENTRIES} now={NOW} />);
    const items = within(screen.getByRole('list', { name: 'Recorded changes' })).getAllByRole('listitem');
    expect(items).toHaveLength(3);

    const [update, create, removal] = items as [HTMLElement, HTMLElement, HTMLElement];
    expect(update.textContent).toContain('Updated');
    expect(update.textContent).toContain('by Asha Rao');
    expect(update.textContent).toContain('5 minutes ago');
    expect(within(update).getByText('display name')).toBeTruthy();
    const displayChange = within(update).getByText('display name').nextElementSibling as HTMLElement;
    expect(displayChange.textContent).toBe('Mentor →  changed to Senior mentor');
    expect(within(update).getByText('is self service').nextElementSibling?.textContent).toContain('true');

    // a creation has only new values; an unknown actor is the system; null shows as empty
    expect(create.textContent).toContain('Created');
    expect(create.textContent).toContain('by System');
    expect(within(create).getByText('role name').nextElementSibling?.textContent).toBe('mentor');
    expect(within(create).getByText('description').nextElementSibling?.textContent).toBe('empty');

    expect(removal.textContent).toContain('Deleted');
    expect(removal.textContent).toContain('The record was deleted.');
  });

  it('says so when nothing was recorded', () => {
    render(<AuditEntries entries={[]} />);
    expect(screen.getByText('No changes have been recorded for this record yet.')).toBeTruthy();
  });

  it('formats lists comma-joined (permissions by name) and other structures as JSON', () => {
    expect(formatAuditValue([{ permission_name: 'read' }, { permission_name: 'update' }])).toBe('read, update');
    expect(formatAuditValue(['mentor', 'admin'])).toBe('mentor, admin');
    expect(formatAuditValue([])).toBe('none');
    expect(formatAuditValue({ a: 1 })).toBe('{"a":1}');
    expect(formatAuditValue(0)).toBe('0');
  });
});

describe('HistoryButton', () => {
  it('loads the record history from system/audit/getAll, newest first', async () => {
    const api = mockApi({ 'GET /api/system/audit/getAll': json(200, list(ENTRIES.slice(0, 2), 1, 20)) });
    renderWithQuery(<HistoryButton tables={['roles']} recordId={5} recordLabel="role Mentor" />);
    fireEvent.click(screen.getByRole('button', { name: 'History of role Mentor' }));
    const dialog = await screen.findByRole('dialog', { name: 'History of role Mentor' });
    await within(dialog).findByText('Asha Rao');
    const [call] = api.callsTo('GET /api/system/audit/getAll');
    expect(JSON.parse(call?.query.get('filterFields') ?? '')).toEqual({ table_name: 'roles', record_id: 5 });
    expect(call?.query.get('sortField')).toBe('audit_id');
    expect(call?.query.get('sortOrder')).toBe('desc');
  });

  it('shows a failure with Retry', async () => {
    let fail = true;
    mockApi({ 'GET /api/system/audit/getAll': () => (fail ? apiError(500, 'boom') : json(200, list([]))) });
    renderWithQuery(<HistoryButton tables={['menus']} recordId={2} recordLabel="menu Home" />);
    fireEvent.click(screen.getByRole('button', { name: 'History of menu Home' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to fetch history.');
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.getByText('No changes have been recorded for this record yet.')).toBeTruthy());
  });
});
