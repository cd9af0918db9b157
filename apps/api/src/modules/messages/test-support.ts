import { randomBytes } from 'node:crypto';
import type { TestApp } from '../../test/app.ts';
import { createSessionToken, createUser } from '../../test/factories.ts';

/** Helpers shared by the messages tests (not used by the app). */

export type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

export interface Person {
  id: number;
  auth: string;
  token: string;
}

/** A JSON API call as `auth` (a Bearer header) or anonymously. */
export const caller = (t: () => TestApp) => (method: Method, url: string, auth?: string, payload?: unknown) =>
  t().app.inject({
    method,
    url: `/api/${url}`,
    headers: auth ? { authorization: auth } : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

/** A user with a session (in `tenantId`, or the main platform). */
export async function person(t: TestApp, username: string, role = 'Entrepreneur', tenantId: string | null = null) {
  const id = await createUser(t.database.db, username, role);
  const token = await createSessionToken(t.database.db, id, { tenantId });
  return { id, token, auth: `Bearer ${token}` } satisfies Person;
}

/** Uploads one file as `auth` (multipart/form-data, as a browser's FormData sends it). */
export function uploadFile(t: TestApp, auth: string, purpose: string, name: string, type: string, data = 'hello') {
  const boundary = `----ankur${randomBytes(8).toString('hex')}`;
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="purpose"\r\n\r\n${purpose}\r\n`),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    Buffer.from(data),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return t.app.inject({
    method: 'POST',
    url: '/api/uploads',
    headers: { authorization: auth, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload,
  });
}
