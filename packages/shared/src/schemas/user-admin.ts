import { z } from 'zod';
import { BULK_MAX, ZAuditInput, zId, zImageUrl } from './common.ts';
import { zEmail, zPassword, zPhone, zUsername } from './identity.ts';
import { ZUser } from './users.ts';

/**
 * Request and response shapes of the auth/ user-administration calls and global-user/profile/
 * (SPEC §7 "Profile and auth"). Body schemas are strict: an unknown field is a 400 naming it.
 */

const zName = z.string().trim().min(1, 'must not be empty').max(100, 'must be at most 100 characters');

/** PUT auth/updateAuthUser/:id — what the SPEC §5 sync sends; enabled and email are for administrators. */
export const ZAuthUserPatch = z.strictObject({
  username: zUsername.optional(),
  email: zEmail.optional(),
  firstName: zName.optional(),
  lastName: zName.optional(),
  phone_number: zPhone.nullable().optional(),
  enabled: z.boolean().optional(),
  ...ZAuditInput,
});
export type TAuthUserPatch = z.output<typeof ZAuthUserPatch>;

export const ZAuthUserPatchItem = ZAuthUserPatch.extend({ user_id: zId });
export type TAuthUserPatchItem = z.output<typeof ZAuthUserPatchItem>;

/** One account an administrator creates: enabled and e-mail-verified; no password = reset first. */
export const ZNewUser = z.strictObject({
  firstName: zName,
  lastName: zName,
  username: zUsername,
  email: zEmail,
  password: zPassword.optional(),
  phone_number: zPhone.nullable().optional(),
  roles: z.array(zId).max(20, 'at most 20 roles').optional().describe('system role_ids; replace the temp role'),
  ...ZAuditInput,
});
export type TNewUser = z.output<typeof ZNewUser>;

export const ZNewUsers = z.array(ZNewUser).min(1, 'must hold at least one item').max(BULK_MAX);
export const ZCreatedUser = z.object({ user_id: zId, username: z.string(), email: z.string() });

export const ZDeleteUsers = z.strictObject({
  user_ids: z.array(zId).min(1, 'must list at least one user_id').max(BULK_MAX),
  deleted_by: z.number().int().optional().describe('ignored: the signed-in user is recorded'),
});

export const ZUserRole = z.object({ role_id: z.number().int(), role_name: z.string(), display_name: z.string() });

/** A user as administrators see it: every stored field (never a password hash) plus roles. */
export const ZUserRecord = ZUser.extend({ otpVerified: z.boolean(), roles: z.array(ZUserRole) });

/** PUT auth/userRoles/:id: the user's system roles after the change. */
export const ZUserRoles = z.object({ user_id: zId, roles: z.array(ZUserRole) });
export type TUserRecord = z.infer<typeof ZUserRecord>;

/** The signed-in user's own record (global-user/profile/update). */
export const ZOwnProfile = ZUser.pick({
  user_id: true,
  username: true,
  firstName: true,
  lastName: true,
  email: true,
  phone_number: true,
  profile_image: true,
  gender: true,
  age: true,
  roll_number: true,
  enabled: true,
  active_role: true,
  is_underage: true,
  registration_redirect: true,
});

export const ZProfilePatch = z.strictObject({
  firstName: zName.optional(),
  lastName: zName.optional(),
  phone_number: zPhone.nullable().optional(),
  profile_image: zImageUrl.nullable().optional(),
  gender: z.string().trim().max(40, 'must be at most 40 characters').nullable().optional(),
  age: z.number().int('must be a whole number').min(5).max(120).nullable().optional(),
  roll_number: z.string().trim().max(64, 'must be at most 64 characters').nullable().optional(),
  ...ZAuditInput,
});
export type TProfilePatch = z.output<typeof ZProfilePatch>;

/**
 * Directory fields anyone may see (profile getUser/getAll); email and phone_number only for
 * the user themself and administrators.
 */
export const DIRECTORY_FIELDS = ['user_id', 'username', 'firstName', 'lastName', 'profile_image'] as const;
export const PRIVATE_FIELDS = ['email', 'phone_number'] as const;
export const ZDirectoryUser = z.object({
  user_id: zId,
  username: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  profile_image: z.string().nullable(),
  email: z.string().optional(),
  phone_number: z.string().nullable().optional(),
});

export const zIdParam = z.coerce.number({ error: 'must be a number' }).pipe(zId);
