import { z } from 'zod';

export const ZSignin = z.strictObject({
  username: z.string().trim().min(1, 'is required').max(254).describe('Username or e-mail address'),
  password: z.string().min(1, 'is required').max(256),
});

export const ZProfileRole = z.object({
  role_id: z.number().int(),
  role_name: z.string(),
  display_name: z.string(),
  role_view: z.string(),
  role_type: z.string(),
});

/** The signed-in user object of SPEC §3 as GET /api/auth/profile returns it. */
export const ZProfile = z.object({
  user_id: z.number().int(),
  username: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string(),
  enabled: z.boolean(),
  roles: z.array(ZProfileRole),
  active_role: z.number().int().nullable(),
  profile_image: z.string().nullable(),
  phone_number: z.string().nullable(),
  otpVerified: z.boolean(),
  registration_redirect: z.string().nullable(),
});
export type TProfile = z.infer<typeof ZProfile>;
