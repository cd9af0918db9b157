import { and, eq, or, sql } from 'drizzle-orm';
import {
  authUsers,
  oidcPayloads,
  otpCodes,
  rateLimits,
  sessions,
  userSettings,
  users,
} from '../../../db/schema/identity.ts';
import { personalDataRequests } from '../../../db/schema/personal-data.ts';
import { type PersonalDataSource, registerPersonalData } from '../../../lib/personal-data.ts';

/**
 * What identity keeps about a person (decision 35): the user row (kept as a tombstone on
 * erasure, so what others keep still points somewhere), the sign-in record, settings, sessions,
 * one-time codes and this module's own data requests.
 */

/** The tombstone's username and e-mail: not an address, unique, naming no one. */
export const tombstoneName = (userId: number) => `erased-${userId}`;

const USERS: PersonalDataSource = {
  name: 'user',
  tables: ['users'],
  scope: 'global',
  // last: other entries still read the person's names and e-mail before they go
  order: 1000,
  export: async (tx, userId) => {
    const [row] = await tx.select().from(users).where(eq(users.user_id, userId));
    return row ?? null;
  },
  erase: async (tx, userId) => {
    const placeholder = tombstoneName(userId);
    await tx
      .update(users)
      .set({
        username: placeholder,
        email: placeholder,
        firstName: null,
        lastName: null,
        enabled: false,
        is_deleted: true,
        deleted_at: sql`coalesce(${users.deleted_at}, now())`,
        deleted_by: userId,
        active_role: null,
        profile_image: null,
        roll_number: null,
        age: null,
        gender: null,
        phone_number: null,
        registration_redirect: null,
        parent_name: null,
        parent_email: null,
        parent_phone_number: null,
        updated_at: sql`now()`,
      })
      .where(eq(users.user_id, userId));
  },
};

const SIGN_IN: PersonalDataSource = {
  name: 'sign_in',
  tables: ['auth_users', 'oidc_payloads', 'otp_codes', 'rate_limits'],
  scope: 'global',
  export: async (tx, userId) =>
    tx
      .select({
        username: authUsers.username,
        email: authUsers.email,
        first_name: authUsers.first_name,
        last_name: authUsers.last_name,
        phone_number: authUsers.phone_number,
        email_verified: authUsers.email_verified,
        issuer: authUsers.issuer,
        last_login_at: authUsers.last_login_at,
        parent_consent_at: authUsers.parent_consent_at,
        password_changed_at: authUsers.password_changed_at,
        created_at: authUsers.created_at,
      })
      .from(authUsers)
      .where(eq(authUsers.user_id, userId)),
  erase: async (tx, userId, { person }) => {
    // the embedded provider's sessions, grants and tokens of this account
    await tx
      .delete(oidcPayloads)
      .where(
        sql`${oidcPayloads.payload}->>'accountId' in (select auth_user_id::text from auth_users where user_id = ${userId})`,
      );
    await tx.delete(authUsers).where(eq(authUsers.user_id, userId));
    await tx
      .delete(otpCodes)
      .where(or(eq(otpCodes.user_id, userId), sql`lower(${otpCodes.email}) = lower(${person.email})`));
    // rate-limit buckets named after the address (codes sent to it)
    await tx.delete(rateLimits).where(sql`position(lower(${person.email}) in lower(${rateLimits.bucket})) > 0`);
  },
};

const SETTINGS: PersonalDataSource = {
  name: 'user_settings',
  tables: ['user_settings'],
  scope: 'global',
  export: (tx, userId) => tx.select().from(userSettings).where(eq(userSettings.user_id, userId)),
  erase: async (tx, userId) => {
    await tx.delete(userSettings).where(eq(userSettings.user_id, userId));
  },
};

const SESSIONS: PersonalDataSource = {
  name: 'sessions',
  tables: ['sessions'],
  scope: 'global',
  export: (tx, userId) =>
    tx
      .select({
        tenant_id: sessions.tenant_id,
        user_agent: sessions.user_agent,
        created_at: sessions.created_at,
        last_seen_at: sessions.last_seen_at,
        expires_at: sessions.expires_at,
        revoked_at: sessions.revoked_at,
      })
      .from(sessions)
      .where(eq(sessions.user_id, userId)),
  erase: async (tx, userId) => {
    await tx.delete(sessions).where(eq(sessions.user_id, userId));
  },
};

const REQUESTS: PersonalDataSource = {
  name: 'data_requests',
  tables: ['personal_data_requests'],
  scope: 'global',
  export: (tx, userId) =>
    tx
      .select({
        kind: personalDataRequests.kind,
        status: personalDataRequests.status,
        requested_at: personalDataRequests.requested_at,
        due_at: personalDataRequests.due_at,
        completed_at: personalDataRequests.completed_at,
        cancelled_at: personalDataRequests.cancelled_at,
      })
      .from(personalDataRequests)
      .where(eq(personalDataRequests.user_id, userId)),
  // the exports and their files go; the erasure requests stay, naming only the user id, as the record of it
  erase: async (tx, userId, ctx) => {
    const gone = await tx
      .delete(personalDataRequests)
      .where(and(eq(personalDataRequests.user_id, userId), eq(personalDataRequests.kind, 'export')))
      .returning({ key: personalDataRequests.storage_key });
    for (const { key } of gone) if (key) ctx.deleteFile(key);
  },
};

/** identity's entries, registered from its index.ts. */
export function registerIdentityPersonalData(): void {
  for (const s of [USERS, SIGN_IN, SETTINGS, SESSIONS, REQUESTS]) registerPersonalData(s);
}
