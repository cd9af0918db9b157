import type { TMenu } from '@ankur/shared/schemas/access';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { type ListParams, listQueryOptions } from '../../../../lib/resource-client';
import { menus } from '../../../../lib/resources';
import { buildMenuTree, type MenuNode } from '../menu-tree';

export type MenuRow = Pick<
  TMenu,
  'menu_id' | 'menu_name' | 'menu_parent_id' | 'menu_view' | 'menu_route' | 'sort_order'
>;
export type MenuView = 'user' | 'account' | 'admin';
export const MENU_VIEWS: readonly { value: MenuView; label: string }[] = [
  { value: 'user', label: 'User (workspace and hubs)' },
  { value: 'account', label: 'Account (user menu)' },
  { value: 'admin', label: 'Admin' },
];

/** Every live menu with what the tree and the forms need (limit 1000, by menu_id ascending). */
export const ALL_MENU_PARAMS = {
  page: 1,
  limit: 1000,
  fields: ['menu_id', 'menu_name', 'menu_parent_id', 'menu_view', 'menu_route', 'sort_order', 'is_deleted'],
  filterFields: { is_deleted: false },
  sortField: 'menu_id',
  sortOrder: 'asc',
} as const satisfies ListParams<TMenu>;

const isRow = (m: Partial<TMenu>): m is MenuRow & Partial<TMenu> =>
  typeof m.menu_id === 'number' && typeof m.menu_name === 'string';

/** All menus, by id and as a tree. */
export function useAllMenus() {
  const query = useQuery(listQueryOptions(menus, ALL_MENU_PARAMS));
  const { byId, tree } = useMemo(() => {
    const rows = (query.data?.data ?? [])
      .filter(isRow)
      .map((m) => ({ ...m, menu_parent_id: m.menu_parent_id ?? null }));
    return {
      byId: new Map<number, MenuRow>(rows.map((m) => [m.menu_id, m])),
      tree: buildMenuTree<MenuRow>(rows) as MenuNode<MenuRow>[],
    };
  }, [query.data]);
  return { query, byId, tree };
}
