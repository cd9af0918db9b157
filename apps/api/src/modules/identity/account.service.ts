import { createHash } from 'node:crypto';
import { hasPermission } from '@ankur/shared/access';
import { TEMP_ROLE } from '@ankur/shared/roles';
import {
  ACCOUNT_LANGUAGES,
  DEFAULT_PROFILE_VISIBILITY,
  LANDING_PAGES,
  PROFILE_VISIBILITIES,
  type TAccount,
  type TAccountSession,
  type TAccountSettings,
  type TAccountSettingsPatch,
  type TLandingPage,
  type TProfileVisibility,
} from '@ankur/shared/schemas/account';
import { OTP_SEND_ERROR } from '@ankur/shared/schemas/identity';
import type { Db } from '../../db/client.ts';
import { badRequest, conflict, HttpError, notFound } from '../../lib/errors.ts';
import { verifyPassword } from '../../lib/password.ts';
import type { Actor, Scope } from '../../lib/scope.ts';
import { hit, tooMany } from '../../lib/throttle.ts';
import type { Identity } from '../../plugins/context.ts';
import { endUserSessions, forgetSession, forgetUserSessions, SESSION_IDLE_MS } from '../../plugins/session.ts';
import { recordAudit } from '../../resources/audit.ts';
import {
  endEmailCodes,
  findAccountRow,
  findSettingsRow,
  liveSessions,
  pendingEmailOf,
  revokeSession,
  saveSettingsRow,
} from './account.repository.ts';
import { assertAvailable } from './accounts.repository.ts';
import { findOwnLogin, writeUser } from './auth-users.repository.ts';
import { PASSWORD_CHANGE_LIMIT } from './auth-users.service.ts';
import { emailChangeCodeEmail, emailChangedNotice } from './emails.ts';
import { invalidCode, issueCode, verifyCode } from './otp.ts';

/**
 * /account and /settings (issue 20): the signed-in person's own account and settings. Every call
 * acts on the session's user only; nothing here takes a user id from the request.
 */

const PURPOSE = 'email_change' as const;

export type AccountMail = Pick<Identity, 'clock' | 'mailer' | 'secret' | 'onMailError'> & { brandName: string };

// ---------------------------------------------------------------- the account

export async function loadAccount(db: Db, userId: number, now = new Date()): Promise<TAccount> {
  const row = await findAccountRow(db, userId);
  if (!row) throw notFound(`No user with user_id ${userId}`);
  return {
    user_id: row.user_id,
    username: row.username,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    phone_number: row.phone_number,
    sign_in: {
      provider: row.issuer ? 'external' : 'embedded',
      issuer: row.issuer ?? null,
      has_password: row.has_password === true,
    },
    pending_email: await pendingEmailOf(db, userId, PURPOSE, now),
  };
}

const fullName = (a: Pick<TAccount, 'firstName' | 'lastName' | 'username'>) =>
  [a.firstName, a.lastName].filter(Boolean).join(' ') || a.username;

/** The current password of a password account, checked with the password-change limit (10 per 15 minutes). */
export async function assertCurrentPassword(db: Db, userId: number, password: string | undefined): Promise<void> {
  if (!password)
    throw badRequest('Invalid body.password: is required', [{ path: 'body.password', message: 'is required' }]);
  const attempt = await hit(db, `password-change:user:${userId}`, PASSWORD_CHANGE_LIMIT);
  if (!attempt.allowed) throw tooMany(attempt.retryAfterSec);
  const login = await findOwnLogin(db, userId);
  const ok = login?.password_hash ? await verifyPassword(login.password_hash, password) : false;
  if (!ok) throw badRequest('The current password is incorrect.', [{ path: 'body.password', message: 'is incorrect' }]);
}

/**
 * POST account/email: e-mails a 6-digit code to the NEW address; nothing changes until the code
 * comes back. An address held by another account answers the same 409 registration does.
 */
export async function startEmailChange(
  db: Db,
  mail: AccountMail,
  { actor }: Scope,
  body: { email: string; password?: string | undefined },
): Promise<{ pending_email: string }> {
  const account = await loadAccount(db, actor.userId, mail.clock.now());
  if (account.sign_in.provider === 'external') {
    throw conflict(
      `Your e-mail address comes from your sign-in provider (${account.sign_in.issuer}); change it there.`,
    );
  }
  if (body.email === account.email.toLowerCase()) {
    throw badRequest('Invalid body.email: is already your e-mail address', [
      { path: 'body.email', message: 'is already your e-mail address' },
    ]);
  }
  if (account.sign_in.has_password) await assertCurrentPassword(db, actor.userId, body.password);
  await assertAvailable(db, { email: body.email, username: account.username }, { userId: actor.userId });
  const { code } = await issueCode(
    db,
    { email: body.email, purpose: PURPOSE, userId: actor.userId, secret: mail.secret },
    mail.clock,
  );
  // a code sent earlier to another address stops working: only the newest request counts
  await endEmailCodes(db, actor.userId, PURPOSE, mail.clock.now(), body.email);
  try {
    await mail.mailer.send(emailChangeCodeEmail(mail.brandName, body.email, fullName(account), code));
  } catch {
    throw new HttpError(502, OTP_SEND_ERROR);
  }
  return { pending_email: body.email };
}

/** POST account/email/confirm: the code makes the new address the account's; the old one is told. */
export async function confirmEmailChange(db: Db, mail: AccountMail, { actor }: Scope, otp: string): Promise<TAccount> {
  const now = mail.clock.now();
  const pending = await pendingEmailOf(db, actor.userId, PURPOSE, now);
  if (!pending) throw invalidCode();
  const { userId } = await verifyCode(
    db,
    { email: pending, purpose: PURPOSE, code: otp, secret: mail.secret },
    mail.clock,
  );
  if (userId !== actor.userId) throw invalidCode();
  const before = await loadAccount(db, actor.userId, now);
  await db.transaction(async (t) => {
    const tx = t as unknown as Db;
    // the address may have been taken while the code was on its way
    await assertAvailable(tx, { email: pending, username: before.username }, { userId: actor.userId });
    await writeUser(tx, actor.userId, { email: pending }, actor.userId);
    await endEmailCodes(tx, actor.userId, PURPOSE, now);
    await recordAudit(tx, [
      {
        table_name: 'users',
        record_id: actor.userId,
        action: 'update',
        changes: { email: { from: before.email, to: pending } },
        actor_id: actor.userId,
      },
    ]);
  });
  // sessions cache the e-mail address: the next request reads the new one
  forgetUserSessions(actor.userId);
  const notice = emailChangedNotice(mail.brandName, before.email, fullName(before), pending);
  mail.mailer.send(notice).catch((err: Error) => mail.onMailError(err, notice));
  return loadAccount(db, actor.userId, now);
}

// ---------------------------------------------------------------- settings

const isOneOf = <T extends string>(list: readonly T[], v: unknown): v is T =>
  typeof v === 'string' && (list as readonly string[]).includes(v);

const LANDING_PATHS = LANDING_PAGES.map((p) => p.path);

export async function loadSettings(db: Db, userId: number): Promise<TAccountSettings> {
  const row = await findSettingsRow(db, userId);
  const prefs = row?.preferences ?? {};
  return {
    language: isOneOf(ACCOUNT_LANGUAGES, row?.language) ? row.language : 'en',
    profile_visibility: isOneOf(PROFILE_VISIBILITIES, prefs.profile_visibility)
      ? prefs.profile_visibility
      : DEFAULT_PROFILE_VISIBILITY,
    landing_page: isOneOf(LANDING_PATHS, prefs.landing_page) ? prefs.landing_page : null,
  };
}

/** Whether the actor's active role may open a landing page (its menu readable, a role picked). */
export function mayLandOn(actor: Pick<Actor, 'privileges' | 'roles' | 'activeRole'>, path: TLandingPage): boolean {
  const active = actor.roles.find((r) => r.role_id === actor.activeRole);
  if (!active || active.role_name.toLowerCase() === TEMP_ROLE.role_name.toLowerCase()) return false;
  const page = LANDING_PAGES.find((p) => p.path === path);
  if (!page) return false;
  return page.menu === null || hasPermission(actor.privileges, page.menu, 'read');
}

/** PUT account/settings: the language column and the preferences the settings keep. */
export async function saveSettings(db: Db, { actor }: Scope, patch: TAccountSettingsPatch): Promise<TAccountSettings> {
  const keys = Object.keys(patch).filter((k) => patch[k as keyof TAccountSettingsPatch] !== undefined);
  if (keys.length === 0) throw badRequest('Invalid body: nothing to update');
  if (patch.landing_page && !mayLandOn(actor, patch.landing_page)) {
    throw badRequest('Invalid body.landing_page: is not a page your role may open', [
      { path: 'body.landing_page', message: 'is not a page your role may open' },
    ]);
  }
  const preferences: Record<string, unknown> = {};
  if (patch.profile_visibility !== undefined) preferences.profile_visibility = patch.profile_visibility;
  if (patch.landing_page !== undefined) preferences.landing_page = patch.landing_page;
  await saveSettingsRow(db, actor.userId, { language: patch.language, preferences });
  return loadSettings(db, actor.userId);
}

/** Who may see a person's profile by default (the later profile screens read this). */
export async function profileVisibilityOf(db: Db, userId: number): Promise<TProfileVisibility> {
  return (await loadSettings(db, userId)).profile_visibility;
}

/**
 * Where a browser goes right after signing in: the person's chosen landing page, when their
 * active role may open it; null leaves the sign-in's own return address.
 */
export async function landingPageAfterSignIn(db: Db, actor: Actor | null): Promise<TLandingPage | null> {
  if (!actor) return null;
  const { landing_page } = await loadSettings(db, actor.userId);
  return landing_page && mayLandOn(actor, landing_page) ? landing_page : null;
}

// ---------------------------------------------------------------- sessions

/** The id a client sees for a session: derived from the stored hash, never the token. */
export const publicSessionId = (sessionId: string) =>
  createHash('sha256').update(`session:${sessionId}`).digest('base64url').slice(0, 22);

const iso = (d: Date) => d.toISOString();

export async function listSessions(db: Db, { actor }: Scope, now = new Date()): Promise<TAccountSession[]> {
  const rows = await liveSessions(db, actor.userId, now, new Date(now.getTime() - SESSION_IDLE_MS));
  const list = rows.map((r) => ({
    id: publicSessionId(r.session_id),
    user_agent: r.user_agent,
    created_at: iso(r.created_at),
    last_seen_at: iso(r.last_seen_at),
    current: r.session_id === actor.sessionId,
  }));
  return list.sort((a, b) => Number(b.current) - Number(a.current));
}

/** DELETE account/sessions/:id: signs one of the caller's other devices out; anyone else's id is 404. */
export async function signOutSession(db: Db, { actor }: Scope, id: string, now = new Date()): Promise<void> {
  const rows = await liveSessions(db, actor.userId, now, new Date(now.getTime() - SESSION_IDLE_MS));
  const row = rows.find((r) => publicSessionId(r.session_id) === id);
  if (!row) throw notFound('No such session.', [{ path: 'params.id', message: 'no such session' }]);
  if (row.session_id === actor.sessionId) {
    throw badRequest('Invalid params.id: is this device; use Sign out instead', [
      { path: 'params.id', message: 'is this device' },
    ]);
  }
  if (await revokeSession(db, actor.userId, row.session_id)) forgetSession(row.session_id);
}

/** POST account/sessions/signOutOthers: every session of the caller but this one ends. */
export async function signOutOtherSessions(db: Db, { actor }: Scope): Promise<{ revoked: number }> {
  return { revoked: await endUserSessions(db, actor.userId, actor.sessionId) };
}
