import { and, eq, inArray, or, sql } from 'drizzle-orm';
import { auditLog, groupUsers, userRoles } from '../../db/schema/access.ts';
import { anonymisedText, mentions, type PersonalDataSource, registerPersonalData } from '../../lib/personal-data.ts';

/** The roles and groups a person holds, and the audit trail of what they did (decision 35). */

const ROLES: PersonalDataSource = {
  name: 'roles',
  tables: ['user_roles', 'group_users'],
  scope: 'global',
  export: async (tx, userId) => ({
    system_roles: await tx.select().from(userRoles).where(eq(userRoles.user_id, userId)),
    groups: await tx.select().from(groupUsers).where(eq(groupUsers.user_id, userId)),
  }),
  erase: async (tx, userId) => {
    await tx.delete(userRoles).where(eq(userRoles.user_id, userId));
    await tx.delete(groupUsers).where(eq(groupUsers.user_id, userId));
  },
};

/** The tables whose audit rows describe the person themselves. */
const ABOUT_THE_PERSON = ['users', 'auth_users', 'user_settings'];

const AUDIT: PersonalDataSource = {
  name: 'audit_log',
  tables: ['audit_log'],
  scope: 'global',
  // what they did, without the changed values (those may be other people's data)
  export: (tx, userId) =>
    tx
      .select({
        table_name: auditLog.table_name,
        record_id: auditLog.record_id,
        action: auditLog.action,
        created_at: auditLog.created_at,
      })
      .from(auditLog)
      .where(eq(auditLog.actor_id, userId)),
  // the trail stays (who did what, by user id: the tombstone); the values naming the person go
  erase: async (tx, userId, ctx) => {
    const about = and(inArray(auditLog.table_name, ABOUT_THE_PERSON), eq(auditLog.record_id, userId));
    await tx
      .update(auditLog)
      .set({
        changes: sql`(select coalesce(jsonb_object_agg(k, '"erased"'::jsonb), '{}'::jsonb) from jsonb_object_keys(${auditLog.changes}) k)`,
      })
      .where(about);
    await tx
      .update(auditLog)
      .set({ changes: sql`(${anonymisedText(sql`${auditLog.changes}::text`, ctx)})::jsonb` })
      .where(or(mentions(sql`${auditLog.changes}::text`, ctx)));
  },
};

export function registerAccessPersonalData(): void {
  registerPersonalData(ROLES);
  registerPersonalData(AUDIT);
}
