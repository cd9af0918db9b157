import { Plus } from 'lucide-react';
import { type FormEvent, useEffect, useId, useMemo, useRef, useState } from 'react';
import type { AuditTable } from '../api';
import { INPUT_CLASS } from '../components/fields';
import { HistoryButton } from '../components/history-button';
import type { MenuNode } from '../menu-tree';
import {
  changedItems,
  checkNewPermission,
  countChanges,
  type Grants,
  isCellChanged,
  permissionColumns,
  type SetRolePrivilegesItem,
  toggleGrant,
} from './matrix-model';

export interface MatrixMenu {
  menu_id: number;
  menu_name: string;
  menu_parent_id: number | null;
}

export interface PrivilegeMatrixProps {
  /** Names the role, e.g. "Admin (system role)". */
  roleLabel: string;
  /** Menus depth-first, parents before children. */
  rows: readonly MenuNode<MatrixMenu>[];
  /** What is saved now. */
  saved: Grants;
  /** privilege_id by menu_id, for each row's History. */
  privilegeIds: ReadonlyMap<number, number>;
  historyTable: AuditTable;
  saving: boolean;
  /** Saves the changed menus (one call); the matrix is remounted with the new grants after. */
  onSave: (items: SetRolePrivilegesItem[]) => void;
  onDirtyChange?: (dirty: boolean) => void;
}

/**
 * Menus × permissions checkboxes for one role. Toggles are kept locally and counted; Save sends
 * only the changed menus, Discard goes back to what is saved. "Add permission" adds a column.
 */
export function PrivilegeMatrix(props: PrivilegeMatrixProps) {
  const { roleLabel, rows, saved, privilegeIds, historyTable, saving, onSave, onDirtyChange } = props;
  const [draft, setDraft] = useState<Grants>(saved);
  const [added, setAdded] = useState<string[]>([]);
  const [newName, setNewName] = useState('');
  const [addError, setAddError] = useState<string | null>(null);
  const addId = useId();
  const columns = useMemo(() => permissionColumns(saved, added), [saved, added]);
  const changes = useMemo(() => countChanges(saved, draft), [saved, draft]);

  const reportDirty = useRef(onDirtyChange);
  reportDirty.current = onDirtyChange;
  useEffect(() => {
    reportDirty.current?.(changes > 0);
  }, [changes]);
  useEffect(() => () => reportDirty.current?.(false), []);

  const addColumn = (event: FormEvent) => {
    event.preventDefault();
    const problem = checkNewPermission(newName, columns);
    setAddError(problem);
    if (problem) return;
    setAdded((list) => [...list, newName.trim()]);
    setNewName('');
  };

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-3 lg:flex-row lg:items-end lg:justify-between">
        <form onSubmit={addColumn} noValidate className="flex flex-col gap-1">
          <label htmlFor={addId} className="text-sm font-medium text-stone-800">
            Add permission
          </label>
          <div className="flex gap-2">
            <input
              id={addId}
              value={newName}
              maxLength={80}
              placeholder="e.g. approve"
              onChange={(e) => setNewName(e.target.value)}
              aria-invalid={addError ? true : undefined}
              aria-describedby={addError ? `${addId}-error` : undefined}
              className={`${INPUT_CLASS} sm:w-56`}
            />
            <button type="submit" className="btn-outline whitespace-nowrap">
              <Plus aria-hidden="true" className="size-4" /> Add column
            </button>
          </div>
          {addError ? (
            <p id={`${addId}-error`} className="text-xs text-red-700">
              {addError}
            </p>
          ) : null}
        </form>
        <div className="flex flex-wrap items-center gap-2">
          <p aria-live="polite" className={`text-sm ${changes ? 'font-semibold text-amber-800' : 'text-stone-600'}`}>
            {changes === 0 ? 'No unsaved changes' : `${changes} unsaved ${changes === 1 ? 'change' : 'changes'}`}
          </p>
          <button
            type="button"
            className="btn-ghost"
            disabled={changes === 0 || saving}
            onClick={() => setDraft(saved)}
          >
            Discard
          </button>
          <button
            type="button"
            className="btn-primary"
            disabled={changes === 0 || saving}
            onClick={() => onSave(changedItems(saved, draft, columns))}
          >
            {saving ? 'Saving…' : 'Save changes'}
          </button>
        </div>
      </div>

      <section
        aria-label={`Privileges of ${roleLabel}`}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
        tabIndex={0}
        className="max-h-[70vh] overflow-auto rounded-xl border border-stone-200 bg-white"
      >
        <table className="min-w-full border-separate border-spacing-0 text-sm">
          <caption className="sr-only">
            Permissions of {roleLabel} on each menu. Sub-menus follow their parent menu.
          </caption>
          <thead className="sticky top-0 z-10 bg-stone-50 text-xs font-semibold tracking-wide text-stone-600 uppercase">
            <tr>
              <th scope="col" className="sticky left-0 bg-stone-50 px-4 py-3 text-left">
                Menu
              </th>
              {columns.map((name) => (
                <th key={name} scope="col" className="px-3 py-3 text-center whitespace-nowrap normal-case">
                  {name}
                </th>
              ))}
              <th scope="col" className="px-3 py-3">
                <span className="sr-only">History</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map(({ menu, depth }) => {
              const privilegeId = privilegeIds.get(menu.menu_id);
              return (
                <tr key={menu.menu_id} className="hover:bg-stone-50">
                  <th
                    scope="row"
                    className={`sticky left-0 border-t border-stone-100 bg-white px-4 py-2 text-left whitespace-nowrap ${
                      depth === 0 ? 'font-semibold text-stone-900' : 'font-normal text-stone-700'
                    }`}
                    style={{ paddingLeft: `${1 + depth * 1.25}rem` }}
                  >
                    {depth > 0 ? (
                      <span aria-hidden="true" className="mr-1 text-stone-400">
                        └
                      </span>
                    ) : null}
                    {menu.menu_name}
                  </th>
                  {columns.map((name) => {
                    const checked = draft.get(menu.menu_id)?.has(name) ?? false;
                    const changed = isCellChanged(saved, draft, menu.menu_id, name);
                    return (
                      <td
                        key={name}
                        className={`border-t border-stone-100 px-3 py-2 text-center ${changed ? 'bg-amber-50' : ''}`}
                      >
                        <input
                          type="checkbox"
                          checked={checked}
                          aria-label={`${name} on ${menu.menu_name}`}
                          onChange={(e) =>
                            setDraft((current) => toggleGrant(current, menu.menu_id, name, e.target.checked))
                          }
                          className={`size-4 accent-brand-600 ${changed ? 'outline-2 outline-offset-2 outline-amber-500' : ''}`}
                        />
                      </td>
                    );
                  })}
                  <td className="border-t border-stone-100 px-2 py-1 text-right">
                    {privilegeId !== undefined ? (
                      <HistoryButton
                        tables={[historyTable]}
                        recordId={privilegeId}
                        recordLabel={`${menu.menu_name} privileges`}
                      />
                    ) : null}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </section>
    </div>
  );
}
