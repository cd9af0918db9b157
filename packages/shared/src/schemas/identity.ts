import { z } from 'zod';

/**
 * The identity contract (issue 4): sign-up, e-mail codes, passwords, the embedded provider's
 * interaction screens and parental consent. Limits are ASVS level 2 defaults (docs/security.md).
 */

/** Passwords: 8 to 128 characters, no composition rules; the most common ones are refused. */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
/** E-mail codes: 6 digits, valid 10 minutes, at most 5 tries, a new one no sooner than 60 s. */
export const OTP_LENGTH = 6;
export const OTP_TTL_MS = 10 * 60 * 1000;
export const OTP_MAX_ATTEMPTS = 5;
export const OTP_RESEND_MS = 60 * 1000;
/** A parent's consent link stays valid for 7 days. */
export const PARENT_CONSENT_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/** SPEC §8: the toast shown when a code cannot be sent. */
export const OTP_SEND_ERROR = 'Error Sending OTP. Please re-evaluate your details.';

export const zEmail = z
  .email({ error: 'must be an e-mail address' })
  .max(254, 'must be at most 254 characters')
  .transform((v) => v.trim().toLowerCase());

export const zPassword = z
  .string()
  .min(PASSWORD_MIN, `must be at least ${PASSWORD_MIN} characters`)
  .max(PASSWORD_MAX, `must be at most ${PASSWORD_MAX} characters`);

export const zUsername = z
  .string()
  .trim()
  .min(3, 'must be at least 3 characters')
  .max(64, 'must be at most 64 characters')
  .regex(/^[A-Za-z0-9._-]+$/, 'may contain letters, digits, dot, underscore and hyphen');

export const zPhone = z
  .string()
  .trim()
  .regex(/^\+?[0-9 ()-]{6,20}$/, 'must be a phone number');

export const zOtp = z
  .string()
  .trim()
  .regex(/^\d{6}$/, 'must be the 6-digit code from the e-mail');

const zName = (label: string) =>
  z.string().trim().min(1, `${label} is required`).max(100, 'must be at most 100 characters');

/** The sign-up payload of SPEC §3. A minor's parent or guardian is required and must consent. */
export const ZSignup = z
  .strictObject({
    firstName: zName('first name'),
    lastName: zName('last name'),
    username: zUsername,
    email: zEmail,
    password: zPassword,
    phone_number: zPhone.nullable().optional(),
    tnc_accepted: z.literal(true, { error: 'must be accepted' }),
    is_underage: z.boolean().optional().default(false),
    parent_email: zEmail.nullable().optional(),
    parent_phone_number: zPhone.nullable().optional(),
    parent_name: z.string().trim().max(200).nullable().optional(),
  })
  .superRefine((v, ctx) => {
    if (!v.is_underage) return;
    if (!v.parent_name) ctx.addIssue({ code: 'custom', path: ['parent_name'], message: 'is required for a minor' });
    if (!v.parent_email) ctx.addIssue({ code: 'custom', path: ['parent_email'], message: 'is required for a minor' });
    else if (v.parent_email === v.email)
      ctx.addIssue({ code: 'custom', path: ['parent_email'], message: "must differ from the minor's e-mail" });
  });
export type TSignup = z.input<typeof ZSignup>;

/** What POST /api/auth/signup and the register step answer: the account waits for its code. */
export const ZSignupResult = z.object({
  user_id: z.number().int(),
  email: z.string(),
  /** who the code was sent to: the user, or (for a minor) the parent or guardian as well */
  next: z.enum(['verify-email']),
});

export const OTP_TYPES = ['signup', 'reset_password'] as const;
export type OtpType = (typeof OTP_TYPES)[number];

export const ZGenerateOtp = z.strictObject({
  email: zEmail,
  firstName: z.string().trim().max(100).nullable().optional(),
  parent_email: zEmail.nullable().optional(),
  is_underage: z.boolean().optional(),
  type: z.enum(OTP_TYPES).optional().default('signup'),
});

export const ZVerifyOtp = z.strictObject({ email: zEmail, otp: zOtp });
export const ZVerifyOtpResult = z.object({
  verified: z.literal(true),
  /** a minor's account waits for the parent; anyone else may sign in */
  next: z.enum(['sign-in', 'parental-consent']),
});

export const ZUpdatePassword = z.strictObject({
  email: zEmail,
  old_password: z.string().min(1, 'is required').max(256),
  new_password: zPassword,
});

export const ZForgotPassword = z.strictObject({ email: zEmail });
export const ZResetPassword = z.strictObject({ email: zEmail, otp: zOtp, new_password: zPassword });

export const ZIsOtpVerified = z.object({ user_id: z.number().int(), otpVerified: z.boolean() });

/** Accepted: the request went through; nothing else is said (no account enumeration). */
export const ZAccepted = z.object({ accepted: z.literal(true) });

// ---- the embedded provider's interaction screens (/sign-in/:uid) ----

export const INTERACTION_ACTIONS = ['sign-in', 'register', 'update-profile', 'update-password'] as const;
export type InteractionAction = (typeof INTERACTION_ACTIONS)[number];

export const ZInteractionDetails = z.object({
  uid: z.string(),
  /** the provider's prompt: create (register), login, or kc_action (update profile / password) */
  prompt: z.enum(['create', 'login', 'kc_action', 'consent']),
  action: z.enum(INTERACTION_ACTIONS),
  login_hint: z.string().nullable(),
  /** the signed-in account, for update-profile and update-password */
  account: z
    .object({
      username: z.string(),
      email: z.string(),
      firstName: z.string().nullable(),
      lastName: z.string().nullable(),
      phone_number: z.string().nullable(),
    })
    .nullable(),
});
export type TInteractionDetails = z.infer<typeof ZInteractionDetails>;

/** The browser continues at this provider URL, which leads back to the platform. */
export const ZInteractionRedirect = z.object({ redirectTo: z.string() });
export type TInteractionRedirect = z.infer<typeof ZInteractionRedirect>;

export const ZInteractionLogin = z.strictObject({
  username: z.string().trim().min(1, 'is required').max(254),
  password: z.string().min(1, 'is required').max(256),
});

/** The answer of a sign-in whose e-mail is not verified yet: a code was sent, enter it. */
export const EMAIL_NOT_VERIFIED = 'email_not_verified';
export const PARENTAL_CONSENT_PENDING = 'parental_consent_pending';

export const ZInteractionVerify = z.strictObject({ email: zEmail, otp: zOtp });
/** A verified code signs the user in, unless a minor's account still waits for the parent. */
export const ZInteractionVerifyResult = z.union([
  ZInteractionRedirect,
  z.object({ pending: z.literal('parental-consent'), parent_email: z.string() }),
]);
export type TInteractionVerifyResult = z.infer<typeof ZInteractionVerifyResult>;

export const ZInteractionResend = z.strictObject({ email: zEmail });

export const ZUpdateProfile = z.strictObject({
  firstName: zName('first name'),
  lastName: zName('last name'),
  username: zUsername,
  phone_number: zPhone.nullable().optional(),
});

export const ZInteractionPassword = z.strictObject({
  old_password: z.string().min(1, 'is required').max(256),
  new_password: zPassword,
});

// ---- parental consent (/parental-consent/:token) ----

export const ZParentalConsentDetails = z.object({
  child_name: z.string(),
  child_email: z.string(),
  parent_name: z.string().nullable(),
  status: z.enum(['pending', 'approved', 'declined']),
});
export const ZParentalConsentDecision = z.strictObject({ decision: z.enum(['approve', 'decline']) });

// ---- session ----

export const ZRefresh = z.strictObject({ tenant_id: z.string().trim().max(64).nullable().optional() });
export const ZSelectRole = z.strictObject({ role_id: z.number().int().positive().max(2147483647) });

/** Roles anyone may pick for themselves at /select-role. */
export const ZSelfServiceRole = z.object({
  role_id: z.number().int(),
  role_name: z.string(),
  display_name: z.string(),
  role_view: z.string(),
  description: z.string().nullable(),
});
export type TSelfServiceRole = z.infer<typeof ZSelfServiceRole>;

/** GET auth/visit: when the user was last seen before this sign-in; null on their first visit. */
export const ZVisit = z.object({ previous_visit_at: z.string().nullable() });
export type TVisit = z.infer<typeof ZVisit>;
