import {
  ERASURE_GRACE_DAYS,
  ERASURE_SCHEDULED_ERROR,
  EXPORT_EXPIRED_ERROR,
  EXPORT_RUNNING_ERROR,
  NO_ERASURE_ERROR,
  type TDataRequest,
  type TMyData,
} from '@ankur/shared/schemas/personal-data';
import type { Db } from '../../../db/client.ts';
import type { Clock } from '../../../lib/clock.ts';
import { conflict, HttpError, notFound } from '../../../lib/errors.ts';
import type { Mailer } from '../../../lib/mail.ts';
import type { Scope } from '../../../lib/scope.ts';
import type { FileStorage } from '../../../lib/storage.ts';
import { endUserSessions } from '../../../plugins/session.ts';
import { countAdministrators } from '../../access/index.ts';
import { assertCurrentPassword, loadAccount } from '../account.service.ts';
import { erasureScheduledEmail } from './emails.ts';
import {
  cancelErasure,
  findRequest,
  insertErasure,
  insertExport,
  latestRequests,
  type RequestRow,
} from './requests.repository.ts';

/**
 * "Your data" on /account (issue 20, decision 35): the person's export and erasure requests.
 * Every call acts on the session's user; a request id of anyone else's answers 404.
 */

export interface DataDeps {
  db: Db;
  storage: FileStorage;
  clock: Clock;
  mailer: Mailer;
  onMailError: (err: Error, msg: { to: string; subject: string }) => void;
  brandName: string;
  /** the site's origin, for the links in e-mails */
  origin: string;
  log: { error(obj: object, msg: string): void; warn(obj: object, msg: string): void };
}

const DAY_MS = 24 * 60 * 60 * 1000;
const iso = (v: string | null) => (v === null ? null : new Date(v).toISOString());

export function toDataRequest(row: RequestRow, now: Date): TDataRequest {
  const expired = row.status === 'ready' && row.expires_at !== null && new Date(row.expires_at) <= now;
  return {
    id: row.request_id,
    kind: row.kind,
    status: (expired ? 'expired' : row.status) as TDataRequest['status'],
    progress: row.progress,
    requested_at: new Date(row.requested_at).toISOString(),
    due_at: iso(row.due_at),
    expires_at: iso(row.expires_at),
    completed_at: iso(row.completed_at),
    cancelled_at: iso(row.cancelled_at),
    cancel_reason: (row.cancel_reason as TDataRequest['cancel_reason']) ?? null,
    size_bytes: row.size_bytes,
  };
}

/** GET account/data */
export async function myData(db: Db, userId: number, now: Date): Promise<TMyData> {
  const latest = await latestRequests(db, userId);
  return {
    export: latest.export ? toDataRequest(latest.export, now) : null,
    erasure: latest.erasure ? toDataRequest(latest.erasure, now) : null,
  };
}

/** POST account/data/export: queues the build; one at a time per person. */
export async function requestExport(db: Db, { actor }: Scope, now: Date): Promise<TDataRequest> {
  const row = await insertExport(db, actor.userId, now);
  if (!row) throw conflict(EXPORT_RUNNING_ERROR);
  return toDataRequest(row, now);
}

/** GET account/data/export/:id/download: the ready ZIP of the caller's own request. */
export async function exportDownload(
  deps: Pick<DataDeps, 'db' | 'storage'>,
  { actor }: Scope,
  requestId: number,
  now: Date,
) {
  const row = await findRequest(deps.db, requestId);
  const missing = () => notFound('No such export.', [{ path: 'params.id', message: 'no such export' }]);
  if (!row || row.user_id !== actor.userId || row.kind !== 'export') throw missing();
  if (row.status !== 'ready') throw missing();
  if (!row.storage_key || (row.expires_at && new Date(row.expires_at) <= now)) {
    throw new HttpError(410, EXPORT_EXPIRED_ERROR);
  }
  const file = await deps.storage.get(row.storage_key);
  if (!file) throw new HttpError(410, EXPORT_EXPIRED_ERROR);
  const stamp = new Date(row.requested_at).toISOString().slice(0, 10);
  return { ...file, fileName: `my-data-${stamp}.zip` };
}

export const LAST_ADMIN_ERROR =
  'You are the last administrator. Make someone else an administrator before deleting your account.';

/**
 * POST account/data/erasure: after the password, schedules the erasure ERASURE_GRACE_DAYS from
 * now, signs every other device out and e-mails the date. The caller ends the provider's
 * sessions (a route concern).
 */
export async function requestErasure(
  deps: DataDeps,
  scope: Scope,
  body: { password?: string | undefined },
): Promise<TDataRequest> {
  const { db, clock } = deps;
  const userId = scope.actor.userId;
  const now = clock.now();
  const account = await loadAccount(db, userId, now);
  if (account.sign_in.has_password) await assertCurrentPassword(db, userId, body.password);
  // the platform must keep an administrator (access rules: ADMINS_MUST_REMAIN)
  if ((await countAdministrators(db)) > 0 && (await countAdministrators(db, { except: userId })) === 0) {
    throw conflict(LAST_ADMIN_ERROR);
  }
  const dueAt = new Date(now.getTime() + ERASURE_GRACE_DAYS * DAY_MS);
  const row = await insertErasure(db, userId, now, dueAt);
  if (!row) throw conflict(ERASURE_SCHEDULED_ERROR);
  await endUserSessions(db, userId, scope.actor.sessionId);
  const name = [account.firstName, account.lastName].filter(Boolean).join(' ') || null;
  const mail = erasureScheduledEmail(deps.brandName, account.email, name, dueAt);
  deps.mailer.send(mail).catch((err: Error) => deps.onMailError(err, mail));
  return toDataRequest(row, now);
}

/** DELETE account/data/erasure: "Keep my account". */
export async function keepAccount(db: Db, { actor }: Scope, now: Date): Promise<TMyData> {
  if (!(await cancelErasure(db, actor.userId, now, 'requested'))) {
    throw notFound(NO_ERASURE_ERROR);
  }
  return myData(db, actor.userId, now);
}
