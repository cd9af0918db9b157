import { type Query, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { customRolePrivileges, customRoles, groupUsers, menus, privileges, roles } from '../../../lib/resources';
import { isForbidden } from './errors';

/** The Admin Center resources; a 403 on any of them means the role has no Admin Center access. */
const ADMIN_CENTER_KEYS = new Set<unknown>(
  [roles, privileges, customRoles, customRolePrivileges, menus, groupUsers].map((client) => client.prefix),
);

const deniedBy = (query: Query) => ADMIN_CENTER_KEYS.has(query.queryKey[0]) && isForbidden(query.state.error);

/**
 * True once an Admin Center list answers 403 while the screen is open. (auth/searchUsers is left
 * out: it needs an administrator, and its own table says so without hiding the other tabs.)
 */
export function useAccessDenied(): boolean {
  const queryClient = useQueryClient();
  const [denied, setDenied] = useState(false);
  useEffect(
    () =>
      queryClient.getQueryCache().subscribe((event) => {
        if (event.type === 'updated' && deniedBy(event.query)) setDenied(true);
      }),
    [queryClient],
  );
  return denied;
}
