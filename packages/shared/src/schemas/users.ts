import { z } from 'zod';
import { ZAudit, zId, zImageUrl, zOptText, zText } from './common.ts';

/** SPEC §3 "User" as stored (global-user/users). */
export const ZUser = z
  .object({
    user_id: zId,
    username: z.string(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    email: z.string(),
    enabled: z.boolean(),
    active_role: z.number().int().nullable(),
    profile_image: z.string().nullable(),
    roll_number: z.string().nullable(),
    age: z.number().int().nullable(),
    gender: z.string().nullable(),
    phone_number: z.string().nullable(),
    registration_redirect: z.string().nullable(),
    tnc_accepted: z.boolean(),
    is_underage: z.boolean(),
    parent_name: z.string().nullable(),
    parent_email: z.string().nullable(),
    parent_phone_number: z.string().nullable(),
  })
  .extend(ZAudit.shape);
export type TUser = z.infer<typeof ZUser>;

export const ZUserCreate = z.strictObject({
  username: zText(64).regex(/^[A-Za-z0-9._-]+$/, 'may contain letters, digits, dot, underscore and hyphen'),
  firstName: zOptText(100),
  lastName: zOptText(100),
  email: z.email({ error: 'must be an e-mail address' }).max(254),
  enabled: z.boolean().optional(),
  active_role: zId.nullable().optional(),
  profile_image: zImageUrl.nullable().optional(),
  roll_number: zOptText(64),
  age: z.number().int().min(5).max(120).nullable().optional(),
  gender: zOptText(40),
  phone_number: z
    .string()
    .regex(/^\+?[0-9 ()-]{6,20}$/, 'must be a phone number')
    .nullable()
    .optional(),
  registration_redirect: zOptText(512),
  tnc_accepted: z.boolean().optional(),
  is_underage: z.boolean().optional(),
  parent_name: zOptText(200),
  parent_email: z.email({ error: 'must be an e-mail address' }).nullable().optional(),
  parent_phone_number: zOptText(20),
});
export const ZUserUpdate = ZUserCreate.partial().strict();

/** User settings (user/userSettings). */
export const ZUserSetting = z
  .object({
    user_setting_id: zId,
    user_id: zId,
    language: z.string(),
    theme: z.string(),
    email_notifications: z.boolean(),
    preferences: z.record(z.string(), z.unknown()),
  })
  .extend(ZAudit.shape);
export const ZUserSettingCreate = z.strictObject({
  user_id: zId,
  language: z.enum(['en', 'hi']).optional(),
  theme: z.enum(['light', 'dark', 'system']).optional(),
  email_notifications: z.boolean().optional(),
  preferences: z.record(z.string().max(64), z.unknown()).optional(),
});
export const ZUserSettingUpdate = ZUserSettingCreate.partial().strict();
