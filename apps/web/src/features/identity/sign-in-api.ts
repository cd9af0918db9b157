import { type TProfile, ZProfile } from '@ankur/shared/schemas/auth';
import { apiFetch } from '../../lib/api-client';

export interface SignInCredentials {
  /** A username or an e-mail address. */
  username: string;
  password: string;
}

/**
 * POST /api/auth/signin: sets the HttpOnly session cookie and answers with the profile.
 * Throws the ApiError of a 400 (bad input) or 401 ("Incorrect username or password.").
 */
export async function signIn(credentials: SignInCredentials): Promise<TProfile> {
  const body = await apiFetch<unknown>('auth/signin', { method: 'POST', body: credentials });
  const profile = ZProfile.safeParse(body);
  if (!profile.success) throw new Error('The sign-in service answered without a user.');
  return profile.data;
}

export type SignInField = keyof SignInCredentials;

/** The fields a 400 answer names in its details (`path: "body.password"`), with their messages. */
export function fieldErrorsFromDetails(details: unknown): Partial<Record<SignInField, string>> {
  const errors: Partial<Record<SignInField, string>> = {};
  if (!Array.isArray(details)) return errors;
  for (const detail of details) {
    if (typeof detail !== 'object' || detail === null) continue;
    const { path, message } = detail as { path?: unknown; message?: unknown };
    if (typeof path !== 'string' || typeof message !== 'string') continue;
    const field = path.replace(/^body\./, '');
    if ((field === 'username' || field === 'password') && !errors[field]) errors[field] = message;
  }
  return errors;
}
