import type { TMyMembership } from '@ankur/shared/schemas/memberships';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useNavigate } from 'react-router';
import { apiFetch } from '../../../lib/api-client';
import { useSessionStore } from '../../../stores/session';
import { useShellTranslation } from '../i18n';

/** Where a locked app sends a person after its alert (issue 20). */
export const MEMBERSHIP_ROUTE = '/membership';
/** The same key as the memberships feature's GET memberships/me: joining a plan unlocks the grid at once. */
const MY_MEMBERSHIP_KEY = ['memberships', 'me'] as const;
const NONE: ReadonlySet<string> = new Set();

/**
 * The SPEC §2 locked apps the signed-in person's membership unlocks (the API checks the same
 * entitlement on the apps' own calls). None while it loads, when it fails, or signed out: the
 * apps stay locked, as before memberships existed.
 */
export function useUnlockedApps(): ReadonlySet<string> {
  const signedIn = useSessionStore((s) => s.user !== null);
  const me = useQuery({
    queryKey: MY_MEMBERSHIP_KEY,
    queryFn: ({ signal }) => apiFetch<TMyMembership>('memberships/me', { signal }),
    enabled: signedIn,
    staleTime: 60_000,
  });
  return useMemo(() => (me.data ? new Set<string>(me.data.apps) : NONE), [me.data]);
}

/** SPEC §8: choosing a locked app alerts 'Unlock with Premium Access', then opens /membership. */
export function useLockedAppChoice(): (after?: () => void) => void {
  const { t } = useShellTranslation();
  const navigate = useNavigate();
  return useCallback(
    (after) => {
      window.alert(t('apps.premiumAlert'));
      after?.();
      navigate(MEMBERSHIP_ROUTE);
    },
    [t, navigate],
  );
}
