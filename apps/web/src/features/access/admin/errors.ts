import { ApiError } from '../../../lib/api-client';

/** What the Admin Center shows when the server answers 403. */
export const ACCESS_DENIED_MESSAGE = 'You do not have access to the Admin Center.';

export function isForbidden(error: unknown): boolean {
  return error instanceof ApiError && error.status === 403;
}

/** A failed load: the access message for a 403, otherwise the SPEC §8 fallback message. */
export function loadErrorMessage(error: unknown, fallback: string): string {
  return isForbidden(error) ? ACCESS_DENIED_MESSAGE : fallback;
}

/** A failed change: the server's own message (it says why: last administrator, temp role...). */
export function changeErrorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.message) return error.message;
  return fallback;
}
