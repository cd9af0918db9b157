import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { SEARCH_USERS, searchUsers, type UserRecord } from './api';

export type UserSummary = Pick<UserRecord, 'user_id' | 'username' | 'firstName' | 'lastName' | 'email'>;
export const USER_SUMMARY_FIELDS = ['user_id', 'username', 'firstName', 'lastName', 'email'] as const;

/** "Asha Rao (@asha)", or "@asha" without a name, or "User #7" when unknown. */
export function userLabel(user: Partial<UserSummary> | undefined, fallbackId?: number | null): string {
  if (!user?.username) return fallbackId == null ? 'Unknown user' : `User #${fallbackId}`;
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ');
  return name ? `${name} (@${user.username})` : `@${user.username}`;
}

/** The users with these ids (one auth/searchUsers call), for showing names in a table. */
export function useUsersById(ids: readonly (number | null | undefined)[]) {
  const unique = useMemo(
    () => [...new Set(ids.filter((id): id is number => typeof id === 'number'))].sort((a, b) => a - b),
    [ids],
  );
  const query = useQuery({
    queryKey: [SEARCH_USERS, 'byId', unique] as const,
    queryFn: ({ signal }) =>
      searchUsers({ user_id: unique, limit: Math.min(unique.length, 1000), fields: USER_SUMMARY_FIELDS }, { signal }),
    enabled: unique.length > 0,
    placeholderData: keepPreviousData,
  });
  const byId = useMemo(() => {
    const map = new Map<number, Partial<UserSummary>>();
    for (const user of query.data?.data ?? []) if (user.user_id !== undefined) map.set(user.user_id, user);
    return map;
  }, [query.data]);
  return { byId, query };
}

/** The value, once it has stopped changing for `delay` ms. */
export function useDebounced<T>(value: T, delay = 300): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}
