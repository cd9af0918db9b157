import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RoleRef } from '../role-options';
import { apiError, json, list, mockApi, renderWithQuery } from '../test-support';
import { changedItems, countChanges, grantsFromPrivileges, permissionColumns } from './matrix-model';
import { PrivilegesTab } from './privileges-tab';

const MENUS = [
  { menu_id: 1, menu_name: 'Workspace', menu_parent_id: null, menu_view: 'user', is_deleted: false },
  { menu_id: 2, menu_name: 'Dashboard', menu_parent_id: 1, menu_view: 'user', is_deleted: false },
  { menu_id: 3, menu_name: 'Admin Center', menu_parent_id: null, menu_view: 'admin', is_deleted: false },
];

const perms = (...names: string[]) => names.map((permission_name) => ({ permission_name }));
const PRIVILEGES = [
  {
    privilege_id: 11,
    role_id: 3,
    privilege_menu_id: 1,
    privilege_access_scope: 'private',
    privilege_access_type: perms('read', 'export'),
  },
  {
    privilege_id: 12,
    role_id: 3,
    privilege_menu_id: 2,
    privilege_access_scope: 'private',
    privilege_access_type: perms('read', 'update'),
  },
];

function mockMatrix(overrides: Record<string, Parameters<typeof mockApi>[0][string]> = {}) {
  return mockApi({
    'GET /api/user/roles/getAll': json(
      200,
      list([{ role_id: 3, role_name: 'mentor', display_name: 'Mentor', role_view: 'other' }]),
    ),
    'GET /api/user/customRole/getAll': json(
      200,
      list([{ role_id: 7, role_name: 'team', display_name: 'Team lead', role_view: 'other' }]),
    ),
    'GET /api/system/customMenus/getAll': json(200, list(MENUS, 1, 1000)),
    'GET /api/user/privileges/getAll': json(200, list(PRIVILEGES, 1, -1)),
    'GET /api/user/customRolePrivilege/getAll': json(200, list([], 1, -1)),
    'PUT /api/user/privileges/setRolePrivileges/3': json(200, { data: [] }),
    ...overrides,
  });
}

function renderTab(roleRef: RoleRef | null = { kind: 'system', id: 3 }) {
  const onRoleChange = vi.fn();
  const onDirtyChange = vi.fn();
  const view = renderWithQuery(
    <PrivilegesTab roleRef={roleRef} onRoleChange={onRoleChange} onDirtyChange={onDirtyChange} />,
  );
  return { ...view, onRoleChange, onDirtyChange };
}

const box = (name: string) => screen.getByRole('checkbox', { name }) as HTMLInputElement;

afterEach(() => vi.restoreAllMocks());

describe('matrix model', () => {
  it('orders columns read, create, update, delete, then other saved names, then added ones', () => {
    const saved = grantsFromPrivileges(PRIVILEGES);
    expect(permissionColumns(saved, ['approve', 'READ'])).toEqual([
      'read',
      'create',
      'update',
      'delete',
      'export',
      'approve',
    ]);
  });

  it('lists only the changed menus, an emptied menu with no permissions', () => {
    const saved = grantsFromPrivileges(PRIVILEGES);
    const draft = new Map([
      [1, new Set<string>()],
      [2, new Set(['read', 'update'])],
    ]);
    expect(countChanges(saved, draft)).toBe(2);
    expect(changedItems(saved, draft, permissionColumns(saved))).toEqual([{ privilege_menu_id: 1, permissions: [] }]);
  });
});

describe('PrivilegesTab', () => {
  it('loads the role privileges and all menus with the list conventions', async () => {
    const api = mockMatrix();
    renderTab();
    await screen.findByRole('checkbox', { name: 'read on Workspace' });
    const [privilegeCall] = api.callsTo('GET /api/user/privileges/getAll');
    expect(privilegeCall?.query.get('limit')).toBe('-1');
    expect(JSON.parse(privilegeCall?.query.get('filterFields') ?? '')).toEqual({ role_id: 3 });
    const [menuCall] = api.callsTo('GET /api/system/customMenus/getAll');
    expect(menuCall?.query.get('limit')).toBe('1000');
    expect(menuCall?.query.get('fields')).toBe('menu_id,menu_name,menu_parent_id,menu_view,is_deleted');
    expect(JSON.parse(menuCall?.query.get('filterFields') ?? '')).toEqual({ is_deleted: false });
    expect(menuCall?.query.get('sortField')).toBe('menu_id');
    expect(menuCall?.query.get('sortOrder')).toBe('asc');

    // menus grouped under their parent; saved permissions checked; an extra saved name is a column
    const rows = screen
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getByRole('rowheader').textContent);
    expect(rows).toEqual(['Workspace', '└Dashboard', 'Admin Center']);
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'Menu',
      'read',
      'create',
      'update',
      'delete',
      'export',
      'History',
    ]);
    expect(box('read on Workspace').checked).toBe(true);
    expect(box('export on Workspace').checked).toBe(true);
    expect(box('update on Dashboard').checked).toBe(true);
    expect(box('read on Admin Center').checked).toBe(false);
  });

  it('counts toggles, adds a permission column and saves exactly the changed menus in one PUT', async () => {
    const api = mockMatrix();
    const { onDirtyChange } = renderTab();
    await screen.findByRole('checkbox', { name: 'read on Workspace' });
    expect(screen.getByText('No unsaved changes')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Save changes' }) as HTMLButtonElement).disabled).toBe(true);

    fireEvent.click(box('read on Workspace'));
    fireEvent.click(box('create on Dashboard'));
    expect(screen.getByText('2 unsaved changes')).toBeTruthy();
    expect(onDirtyChange).toHaveBeenLastCalledWith(true);

    // toggling back is not a change
    fireEvent.click(box('delete on Dashboard'));
    fireEvent.click(box('delete on Dashboard'));
    expect(screen.getByText('2 unsaved changes')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Add permission'), { target: { value: ' approve ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add column' }));
    fireEvent.click(box('approve on Admin Center'));
    expect(screen.getByText('3 unsaved changes')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Add permission'), { target: { value: 'Export' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add column' }));
    expect(screen.getByText('“Export” is already a column.')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(api.callsTo('PUT /api/user/privileges/setRolePrivileges/3')).toHaveLength(1));
    expect(api.callsTo('PUT /api/user/privileges/setRolePrivileges/3')[0]?.body).toEqual({
      items: [
        { privilege_menu_id: 1, permissions: ['export'] },
        { privilege_menu_id: 2, permissions: ['read', 'create', 'update'] },
        { privilege_menu_id: 3, permissions: ['approve'] },
      ],
    });
    // saved: the privileges are loaded again
    await waitFor(() => expect(api.callsTo('GET /api/user/privileges/getAll')).toHaveLength(2));
    await waitFor(() => expect(onDirtyChange).toHaveBeenLastCalledWith(false));
  });

  it('discards the changes', async () => {
    mockMatrix();
    renderTab();
    fireEvent.click(await screen.findByRole('checkbox', { name: 'read on Admin Center' }));
    expect(box('read on Admin Center').checked).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Discard' }));
    expect(box('read on Admin Center').checked).toBe(false);
    expect(screen.getByText('No unsaved changes')).toBeTruthy();
  });

  it('keeps the changes and shows the server message when saving fails', async () => {
    mockMatrix({
      'PUT /api/user/privileges/setRolePrivileges/3': apiError(403, 'You may not edit a role above your own.'),
    });
    renderTab();
    fireEvent.click(await screen.findByRole('checkbox', { name: 'read on Admin Center' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect((screen.getByRole('button', { name: 'Save changes' }) as HTMLButtonElement).disabled).toBe(false),
    );
    expect(screen.getByText('1 unsaved change')).toBeTruthy();
  });

  it('asks before switching role with unsaved changes', async () => {
    mockMatrix();
    const { onRoleChange } = renderTab();
    fireEvent.click(await screen.findByRole('checkbox', { name: 'read on Admin Center' }));
    fireEvent.change(screen.getByLabelText('Role'), { target: { value: 'custom:7' } });
    expect(onRoleChange).not.toHaveBeenCalled();
    fireEvent.click(await screen.findByRole('button', { name: 'Discard changes' }));
    expect(onRoleChange).toHaveBeenCalledWith({ kind: 'custom', id: 7 });
  });

  it('shows the SPEC fallback messages with Retry when a load fails', async () => {
    let fail = true;
    mockMatrix({
      'GET /api/user/customRolePrivilege/getAll': () => (fail ? apiError(500, 'boom') : json(200, list([], 1, -1))),
    });
    renderTab({ kind: 'custom', id: 7 });
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to fetch custom role privileges.');
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await screen.findByRole('checkbox', { name: 'read on Workspace' });
  });

  it('shows the access state on a 403', async () => {
    mockMatrix({ 'GET /api/system/customMenus/getAll': apiError(403, 'Forbidden') });
    renderTab();
    expect((await screen.findByRole('alert')).textContent).toContain('You do not have access to the Admin Center.');
  });
});
