import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { ApiError } from '../../lib/api-client';

/** The query of GET /api/auth/interaction/:uid (the provider screen's details). */
export const interactionQueryKey = (uid: string) => ['auth', 'interaction', uid] as const;

/**
 * For the steps of a sign-in: a 404 means its session is gone (expired, or finished in another
 * tab). Reloading the details then answers 404 too, and the screen shows its expired view.
 * Returns true when the error was such a 404.
 */
export function useInteractionExpiry(uid: string): (error: unknown) => boolean {
  const queryClient = useQueryClient();
  return useCallback(
    (error: unknown) => {
      if (!(error instanceof ApiError) || error.status !== 404) return false;
      void queryClient.refetchQueries({ queryKey: interactionQueryKey(uid) });
      return true;
    },
    [queryClient, uid],
  );
}
