/** Menus as a tree by menu_parent_id (the Menus tab and the privilege matrix's rows). */

export interface TreeMenu {
  menu_id: number;
  menu_name: string;
  menu_parent_id: number | null;
  sort_order?: number;
}

export interface MenuNode<M extends TreeMenu> {
  menu: M;
  depth: number;
  children: MenuNode<M>[];
}

const bySortOrder = <M extends TreeMenu>(a: MenuNode<M>, b: MenuNode<M>) =>
  (a.menu.sort_order ?? 0) - (b.menu.sort_order ?? 0) || a.menu.menu_id - b.menu.menu_id;

/**
 * Builds the tree: a menu whose parent is missing (deleted, not loaded) is a root; a parent
 * chain that loops back is cut where it loops. Siblings go by sort_order, then menu_id.
 */
export function buildMenuTree<M extends TreeMenu>(menus: readonly M[]): MenuNode<M>[] {
  const nodes = new Map<number, MenuNode<M>>();
  for (const menu of menus) nodes.set(menu.menu_id, { menu, depth: 0, children: [] });
  const roots: MenuNode<M>[] = [];
  for (const node of nodes.values()) {
    const parent = node.menu.menu_parent_id === null ? undefined : nodes.get(node.menu.menu_parent_id);
    if (parent && !isAncestor(nodes, node.menu.menu_id, parent)) parent.children.push(node);
    else roots.push(node);
  }
  const settle = (list: MenuNode<M>[], depth: number) => {
    list.sort(bySortOrder);
    for (const node of list) {
      node.depth = depth;
      settle(node.children, depth + 1);
    }
  };
  settle(roots, 0);
  return roots;
}

/** Whether `id` appears in the parent chain starting at `from` (a loop). */
function isAncestor<M extends TreeMenu>(nodes: Map<number, MenuNode<M>>, id: number, from: MenuNode<M>): boolean {
  const seen = new Set<number>();
  let current: MenuNode<M> | undefined = from;
  while (current && !seen.has(current.menu.menu_id)) {
    if (current.menu.menu_id === id) return true;
    seen.add(current.menu.menu_id);
    current = current.menu.menu_parent_id === null ? undefined : nodes.get(current.menu.menu_parent_id);
  }
  return false;
}

/** The tree depth-first, parents before their children (optionally only expanded branches). */
export function flattenMenuTree<M extends TreeMenu>(
  roots: readonly MenuNode<M>[],
  isOpen: (id: number) => boolean = () => true,
): MenuNode<M>[] {
  const out: MenuNode<M>[] = [];
  const walk = (list: readonly MenuNode<M>[]) => {
    for (const node of list) {
      out.push(node);
      if (node.children.length && isOpen(node.menu.menu_id)) walk(node.children);
    }
  };
  walk(roots);
  return out;
}

/** A menu and everything below it (a menu cannot become the child of one of these). */
export function subtreeIds<M extends TreeMenu>(roots: readonly MenuNode<M>[], id: number): Set<number> {
  const found = flattenMenuTree(roots).find((node) => node.menu.menu_id === id);
  return new Set(found ? flattenMenuTree([found]).map((node) => node.menu.menu_id) : [id]);
}
