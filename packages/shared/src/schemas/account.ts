import { z } from 'zod';
import { zEmail, zOtp } from './identity.ts';

/**
 * /account and /settings (issue 20): the signed-in person's own account — e-mail change by code,
 * sessions, sign-in method — and their settings, stored on the SPEC §3 user-settings record
 * (language in its column, the rest in its preferences). Calls live under /api/account/.
 */

export const ACCOUNT_LANGUAGES = ['en', 'hi'] as const;
export type TAccountLanguage = (typeof ACCOUNT_LANGUAGES)[number];

/** Who may see a person's profile by default (later issues read it per section). */
export const PROFILE_VISIBILITIES = ['public', 'members', 'connections', 'only_me'] as const;
export type TProfileVisibility = (typeof PROFILE_VISIBILITIES)[number];
export const DEFAULT_PROFILE_VISIBILITY: TProfileVisibility = 'members';

/**
 * The pages a person may choose to land on after signing in, each with the SPEC §6 menu whose
 * read access it needs (null: any role-holder). Only real screens are offered.
 */
export const LANDING_PAGES = [
  { path: '/home', menu: null },
  { path: '/community', menu: null },
  { path: '/learning-journey', menu: 'Learning Journey' },
  { path: '/my-planner', menu: null },
  { path: '/messages', menu: null },
  { path: '/notifications', menu: null },
  { path: '/calendar', menu: null },
  { path: '/admin-center', menu: 'Admin Center' },
] as const satisfies ReadonlyArray<{ path: string; menu: string | null }>;
export type TLandingPage = (typeof LANDING_PAGES)[number]['path'];
export const LANDING_PAGE_PATHS = LANDING_PAGES.map((p) => p.path) as [TLandingPage, ...TLandingPage[]];

/** GET account/settings: the settings as stored (defaults filled in). */
export const ZAccountSettings = z.object({
  language: z.enum(ACCOUNT_LANGUAGES),
  profile_visibility: z.enum(PROFILE_VISIBILITIES),
  /** null: the role's own home (SPEC §6) */
  landing_page: z.enum(LANDING_PAGE_PATHS).nullable(),
});
export type TAccountSettings = z.infer<typeof ZAccountSettings>;

/** PUT account/settings: any of the settings; unknown fields are refused. */
export const ZAccountSettingsPatch = z.strictObject({
  language: z.enum(ACCOUNT_LANGUAGES, { error: 'must be en or hi' }).optional(),
  profile_visibility: z
    .enum(PROFILE_VISIBILITIES, { error: 'must be public, members, connections or only_me' })
    .optional(),
  landing_page: z.enum(LANDING_PAGE_PATHS, { error: 'must be one of the offered pages' }).nullable().optional(),
});
export type TAccountSettingsPatch = z.infer<typeof ZAccountSettingsPatch>;

/** How the account signs in: the embedded provider (with a password here) or an external issuer. */
export const ZSignInMethod = z.object({
  provider: z.enum(['embedded', 'external']),
  /** the external OpenID issuer's URL; null for the embedded provider */
  issuer: z.string().nullable(),
  has_password: z.boolean(),
});

/** GET account: the person's own record with what /account shows beside it. */
export const ZAccount = z.object({
  user_id: z.number().int(),
  username: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string(),
  phone_number: z.string().nullable(),
  sign_in: ZSignInMethod,
  /** a new address waiting for its code, if any */
  pending_email: z.string().nullable(),
});
export type TAccount = z.infer<typeof ZAccount>;

/** POST account/email: the new address and, for a password account, the current password. */
export const ZEmailChange = z.strictObject({
  email: zEmail,
  password: z.string().max(256, 'must be at most 256 characters').optional(),
});
export const ZEmailChangeStarted = z.object({ pending_email: z.string() });
/** POST account/email/confirm: the code e-mailed to the new address. */
export const ZEmailChangeConfirm = z.strictObject({ otp: zOtp });

/** One signed-in device (GET account/sessions). */
export const ZAccountSession = z.object({
  /** an opaque id of the session (not its token) */
  id: z.string(),
  user_agent: z.string().nullable(),
  created_at: z.string(),
  last_seen_at: z.string(),
  current: z.boolean(),
});
export type TAccountSession = z.infer<typeof ZAccountSession>;
export const ZAccountSessions = z.array(ZAccountSession);
export const ZSessionsRevoked = z.object({ revoked: z.number().int() });
export const ZSessionIdParams = z.object({
  id: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, 'must be a session id'),
});
