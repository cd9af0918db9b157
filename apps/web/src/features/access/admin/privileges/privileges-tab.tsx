import { ACCESS_ERRORS } from '@ankur/shared/access';
import type { TMenu } from '@ankur/shared/schemas/access';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useId, useMemo, useState } from 'react';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';
import { notify } from '../../../../components/ui/toaster';
import { invalidate, type ListParams, listQueryOptions } from '../../../../lib/resource-client';
import { menus } from '../../../../lib/resources';
import { privilegeClient, setRolePrivileges } from '../api';
import { LoadError } from '../components/load-error';
import { changeErrorMessage } from '../errors';
import { buildMenuTree, flattenMenuTree } from '../menu-tree';
import {
  formatRoleRef,
  parseRoleRef,
  type RoleRef,
  roleName,
  useCustomRoleOptions,
  useSystemRoleOptions,
} from '../role-options';
import { grantsFromPrivileges, type SetRolePrivilegesItem } from './matrix-model';
import { PrivilegeMatrix } from './privilege-matrix';

/** SPEC §7: all menus (limit 1000, not deleted, by menu_id ascending) with their parents. */
export const MATRIX_MENU_PARAMS = {
  page: 1,
  limit: 1000,
  fields: ['menu_id', 'menu_name', 'menu_parent_id', 'menu_view', 'is_deleted'],
  filterFields: { is_deleted: false },
  sortField: 'menu_id',
  sortOrder: 'asc',
} as const satisfies ListParams<TMenu>;

interface PrivilegesTabProps {
  roleRef: RoleRef | null;
  onRoleChange: (ref: RoleRef | null) => void;
  onDirtyChange: (dirty: boolean) => void;
}

/** The Privileges tab: pick a system or custom role, then edit its menu × permission matrix. */
export function PrivilegesTab({ roleRef, onRoleChange, onDirtyChange }: PrivilegesTabProps) {
  const pickerId = useId();
  const queryClient = useQueryClient();
  const [dirty, setDirty] = useState(false);
  const [pendingRole, setPendingRole] = useState<RoleRef | null | undefined>(undefined);
  const systemRoles = useSystemRoleOptions();
  const customRoles = useCustomRoleOptions();
  const menuList = useQuery(listQueryOptions(menus, MATRIX_MENU_PARAMS));
  const kind = roleRef?.kind ?? 'system';
  const client = privilegeClient(kind);
  const privileges = useQuery({
    ...listQueryOptions(client, { limit: -1, filterFields: { role_id: roleRef?.id ?? 0 } }),
    enabled: roleRef !== null,
  });

  const rows = useMemo(() => flattenMenuTree(buildMenuTree(menuList.data?.data.filter(isMenu) ?? [])), [menuList.data]);
  const saved = useMemo(() => grantsFromPrivileges(privileges.data?.data ?? []), [privileges.data]);
  const privilegeIds = useMemo(() => {
    const ids = new Map<number, number>();
    for (const p of privileges.data?.data ?? []) {
      if (p.privilege_menu_id !== undefined && p.privilege_id !== undefined)
        ids.set(p.privilege_menu_id, p.privilege_id);
    }
    return ids;
  }, [privileges.data]);

  const save = useMutation({
    mutationFn: (items: SetRolePrivilegesItem[]) => setRolePrivileges(kind, roleRef!.id, { items }),
    onSuccess: async (_answer, items) => {
      notify.success(`Privileges saved (${items.length} ${items.length === 1 ? 'menu' : 'menus'}).`);
      await invalidate(queryClient, client);
    },
    onError: (error) => notify.error(changeErrorMessage(error, 'The privileges could not be saved.')),
  });

  const reportDirty = (next: boolean) => {
    setDirty(next);
    onDirtyChange(next);
  };
  const chooseRole = (value: string) => {
    const next = parseRoleRef(value);
    if (dirty) setPendingRole(next);
    else onRoleChange(next);
  };

  const pool = roleRef?.kind === 'custom' ? customRoles.data?.data : systemRoles.data?.data;
  const current = pool?.find((r) => r.role_id === roleRef?.id);
  const roleLabel = roleRef
    ? `${current ? roleName(current) : `role #${roleRef.id}`} (${roleRef.kind === 'custom' ? 'custom role' : 'system role'})`
    : '';

  let body: ReactNode;
  if (!roleRef) {
    body = (
      <p className="rounded-xl bg-white px-4 py-8 text-center text-sm text-stone-600 ring-1 ring-stone-200">
        Choose a role to see and change what it may do on each menu.
      </p>
    );
  } else if (menuList.isError) {
    body = <LoadError error={menuList.error} message={ACCESS_ERRORS.menus} onRetry={() => void menuList.refetch()} />;
  } else if (privileges.isError) {
    const message = kind === 'custom' ? ACCESS_ERRORS.customRolePrivileges : ACCESS_ERRORS.systemRolePrivileges;
    body = <LoadError error={privileges.error} message={message} onRetry={() => void privileges.refetch()} />;
  } else if (menuList.isPending || privileges.isPending) {
    body = (
      <p role="status" className="py-8 text-center text-sm text-stone-600">
        Loading privileges…
      </p>
    );
  } else if (rows.length === 0) {
    body = (
      <p className="py-8 text-center text-sm text-stone-600">
        There are no menus yet. Add menus in the Menus tab first.
      </p>
    );
  } else {
    body = (
      <PrivilegeMatrix
        key={`${formatRoleRef(roleRef)}:${privileges.dataUpdatedAt}`}
        roleLabel={roleLabel}
        rows={rows}
        saved={saved}
        privilegeIds={privilegeIds}
        historyTable={kind === 'custom' ? 'custom_role_privileges' : 'privileges'}
        saving={save.isPending}
        onSave={(items) => save.mutate(items)}
        onDirtyChange={reportDirty}
      />
    );
  }

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-1 sm:max-w-md">
        <label htmlFor={pickerId} className="text-sm font-medium text-stone-800">
          Role
        </label>
        <select
          id={pickerId}
          value={roleRef ? formatRoleRef(roleRef) : ''}
          onChange={(e) => chooseRole(e.target.value)}
          className="rounded-lg border border-stone-300 bg-white px-3 py-2 text-sm"
        >
          <option value="">Choose a role…</option>
          <optgroup label="System roles">
            {(systemRoles.data?.data ?? []).map((r) => (
              <option key={r.role_id} value={`system:${r.role_id}`}>
                {roleName(r)}
              </option>
            ))}
          </optgroup>
          <optgroup label="Custom roles">
            {(customRoles.data?.data ?? []).map((r) => (
              <option key={r.role_id} value={`custom:${r.role_id}`}>
                {roleName(r)}
              </option>
            ))}
          </optgroup>
        </select>
      </div>
      {systemRoles.isError ? (
        <LoadError
          error={systemRoles.error}
          message={ACCESS_ERRORS.userRoles}
          onRetry={() => void systemRoles.refetch()}
        />
      ) : null}
      {customRoles.isError ? (
        <LoadError
          error={customRoles.error}
          message={ACCESS_ERRORS.customRoles}
          onRetry={() => void customRoles.refetch()}
        />
      ) : null}
      {body}
      <ConfirmDialog
        open={pendingRole !== undefined}
        onOpenChange={(open) => !open && setPendingRole(undefined)}
        title="Discard unsaved changes?"
        confirmLabel="Discard changes"
        cancelLabel="Keep editing"
        destructive
        onConfirm={() => {
          const next = pendingRole ?? null;
          setPendingRole(undefined);
          reportDirty(false);
          onRoleChange(next);
        }}
      >
        <p>The privileges of {roleLabel} have changes that are not saved. They will be lost.</p>
      </ConfirmDialog>
    </div>
  );
}

function isMenu(m: Partial<TMenu>): m is Pick<TMenu, 'menu_id' | 'menu_name' | 'menu_parent_id'> & Partial<TMenu> {
  return typeof m.menu_id === 'number' && typeof m.menu_name === 'string' && m.menu_parent_id !== undefined;
}
