import { ACCESS_ERRORS } from '@ankur/shared/access';
import { List, ListTree, Plus } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { menus } from '../../../../lib/resources';
import { DeleteDialog } from '../components/delete-dialog';
import { LoadError } from '../components/load-error';
import { subtreeIds } from '../menu-tree';
import { type MenuRow, useAllMenus } from './menu-data';
import { MenuFormModal } from './menu-form-modal';
import { MenuTableView } from './menu-table-view';
import { MenuTreeView } from './menu-tree-view';

type Editing = { menu: MenuRow | null; parentId?: number | null };

/** The Menus tab: the menu tree (or a flat server-paged table); create, edit, delete. */
export function MenusTab() {
  const [view, setView] = useState<'tree' | 'table'>('tree');
  const [editing, setEditing] = useState<Editing | null>(null);
  const [deleting, setDeleting] = useState<MenuRow | null>(null);
  const all = useAllMenus();
  const actions = {
    onAdd: (parent: MenuRow) => setEditing({ menu: null, parentId: parent.menu_id }),
    onEdit: (menu: MenuRow) => setEditing({ menu }),
    onDelete: (menu: MenuRow) => setDeleting(menu),
  };
  const below = deleting ? subtreeIds(all.tree, deleting.menu_id).size - 1 : 0;

  let body: ReactNode;
  if (view === 'table') body = <MenuTableView byId={all.byId} onEdit={actions.onEdit} onDelete={actions.onDelete} />;
  else if (all.query.isError) {
    body = <LoadError error={all.query.error} message={ACCESS_ERRORS.menus} onRetry={() => void all.query.refetch()} />;
  } else if (all.query.isPending) {
    body = (
      <p role="status" className="py-8 text-center text-sm text-stone-600">
        Loading menus…
      </p>
    );
  } else if (all.tree.length === 0) {
    body = <p className="py-8 text-center text-sm text-stone-600">There are no menus yet. Create the first one.</p>;
  } else body = <MenuTreeView tree={all.tree} {...actions} />;

  const viewButton = (value: 'tree' | 'table', label: string, Icon: typeof List) => (
    <button
      type="button"
      aria-pressed={view === value}
      onClick={() => setView(value)}
      className={`btn px-3 py-1.5 ${view === value ? 'bg-brand-600 text-white' : 'bg-white text-stone-700 hover:bg-stone-100'}`}
    >
      <Icon aria-hidden="true" className="size-4" /> {label}
    </button>
  );

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center gap-2">
        <fieldset className="flex gap-1 rounded-lg border border-stone-200 bg-white p-1">
          <legend className="sr-only">Show menus as</legend>
          {viewButton('tree', 'Tree', ListTree)}
          {viewButton('table', 'Table', List)}
        </fieldset>
        <button type="button" className="btn-primary ml-auto" onClick={() => setEditing({ menu: null })}>
          <Plus aria-hidden="true" className="size-4" /> New menu
        </button>
      </div>
      {body}
      {editing ? (
        <MenuFormModal menu={editing.menu} parentId={editing.parentId} onClose={() => setEditing(null)} />
      ) : null}
      <DeleteDialog
        client={menus}
        noun="menu"
        target={deleting ? { id: deleting.menu_id, name: deleting.menu_name } : null}
        onClose={() => setDeleting(null)}
      >
        <p>Privileges on this menu stop applying.</p>
        {below > 0 ? (
          <p className="font-medium text-amber-800">
            It has {below} {below === 1 ? 'sub-menu' : 'sub-menus'} below it; move them first if they should stay
            grouped.
          </p>
        ) : null}
      </DeleteDialog>
    </div>
  );
}
