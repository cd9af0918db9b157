import { ChevronDown, ChevronRight, Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '../components/fields';
import { HistoryButton } from '../components/history-button';
import { IconButton, RowActions } from '../components/icon-button';
import { flattenMenuTree, type MenuNode } from '../menu-tree';
import type { MenuRow } from './menu-data';

export interface MenuActions {
  onAdd: (parent: MenuRow) => void;
  onEdit: (menu: MenuRow) => void;
  onDelete: (menu: MenuRow) => void;
}

interface MenuTreeViewProps extends MenuActions {
  tree: readonly MenuNode<MenuRow>[];
}

/** Menus as nested lists under their parents; each parent expands and collapses. */
export function MenuTreeView({ tree, ...actions }: MenuTreeViewProps) {
  const [collapsed, setCollapsed] = useState<Set<number>>(() => new Set());
  const parents = flattenMenuTree(tree).filter((n) => n.children.length > 0);
  const toggle = (id: number) =>
    setCollapsed((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  return (
    <div className="flex flex-col gap-2">
      <div className="flex gap-2">
        <button type="button" className="btn-ghost px-3 py-1" onClick={() => setCollapsed(new Set())}>
          Expand all
        </button>
        <button
          type="button"
          className="btn-ghost px-3 py-1"
          onClick={() => setCollapsed(new Set(parents.map((n) => n.menu.menu_id)))}
        >
          Collapse all
        </button>
      </div>
      <div className="rounded-xl border border-stone-200 bg-white p-2">
        <Branch nodes={tree} collapsed={collapsed} onToggle={toggle} actions={actions} label="Menus" />
      </div>
    </div>
  );
}

interface BranchProps {
  nodes: readonly MenuNode<MenuRow>[];
  collapsed: ReadonlySet<number>;
  onToggle: (id: number) => void;
  actions: MenuActions;
  label: string;
}

function Branch({ nodes, collapsed, onToggle, actions, label }: BranchProps) {
  return (
    <ul aria-label={label} className="flex flex-col">
      {nodes.map((node) => {
        const { menu } = node;
        const open = !collapsed.has(menu.menu_id);
        const childListId = `menu-children-${menu.menu_id}`;
        return (
          <li key={menu.menu_id}>
            <div className="flex flex-wrap items-center gap-x-2 gap-y-0.5 rounded-lg px-1 py-1 hover:bg-stone-50">
              {node.children.length ? (
                <button
                  type="button"
                  aria-expanded={open}
                  aria-controls={childListId}
                  aria-label={`${open ? 'Collapse' : 'Expand'} ${menu.menu_name}`}
                  onClick={() => onToggle(menu.menu_id)}
                  className="rounded p-1 text-stone-600 hover:bg-stone-100"
                >
                  {open ? (
                    <ChevronDown aria-hidden="true" className="size-4" />
                  ) : (
                    <ChevronRight aria-hidden="true" className="size-4" />
                  )}
                </button>
              ) : (
                <span className="w-6" aria-hidden="true" />
              )}
              <span className={node.depth === 0 ? 'font-semibold text-stone-900' : 'text-stone-800'}>
                {menu.menu_name}
              </span>
              <Badge tone={menu.menu_view === 'admin' ? 'amber' : menu.menu_view === 'account' ? 'blue' : 'stone'}>
                {menu.menu_view}
              </Badge>
              {menu.menu_route ? (
                <span className="font-mono text-xs break-all text-stone-500">{menu.menu_route}</span>
              ) : null}
              {node.children.length ? (
                <span className="text-xs text-stone-500">
                  {node.children.length} sub-{node.children.length === 1 ? 'menu' : 'menus'}
                </span>
              ) : null}
              <span className="ml-auto">
                <RowActions>
                  <IconButton
                    label={`Add a sub-menu to ${menu.menu_name}`}
                    icon={Plus}
                    onClick={() => actions.onAdd(menu)}
                  />
                  <IconButton
                    label={`Edit menu ${menu.menu_name}`}
                    icon={Pencil}
                    onClick={() => actions.onEdit(menu)}
                  />
                  <HistoryButton tables={['menus']} recordId={menu.menu_id} recordLabel={`menu ${menu.menu_name}`} />
                  <IconButton
                    label={`Delete menu ${menu.menu_name}`}
                    icon={Trash2}
                    tone="danger"
                    onClick={() => actions.onDelete(menu)}
                  />
                </RowActions>
              </span>
            </div>
            {node.children.length && open ? (
              <div id={childListId} className="ml-3 border-l border-stone-200 pl-1 sm:ml-4 sm:pl-2">
                <Branch
                  nodes={node.children}
                  collapsed={collapsed}
                  onToggle={onToggle}
                  actions={actions}
                  label={`Sub-menus of ${menu.menu_name}`}
                />
              </div>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
