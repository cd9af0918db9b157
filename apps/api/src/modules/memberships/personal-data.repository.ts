import { eq } from 'drizzle-orm';
import { membershipPlans, memberships } from '../../db/schema/memberships.ts';
import { type PersonalDataSource, registerPersonalData } from '../../lib/personal-data.ts';

/**
 * A member's plans (decision 35): exported whole; on erasure the rows stay for the tenant's
 * accounts (which plan, when, how it was paid) pointing at the tombstone user, without the bank
 * transfer reference the member typed or the reason written to them.
 */
const MEMBERSHIPS: PersonalDataSource = {
  name: 'memberships',
  tables: ['memberships'],
  scope: 'tenant',
  export: (tx, userId) =>
    tx
      .select({
        plan: membershipPlans.name,
        status: memberships.status,
        starts_at: memberships.starts_at,
        ends_at: memberships.ends_at,
        provider: memberships.provider,
        provider_ref: memberships.provider_ref,
        reason: memberships.reason,
        created_at: memberships.created_at,
      })
      .from(memberships)
      .innerJoin(membershipPlans, eq(membershipPlans.plan_id, memberships.plan_id))
      .where(eq(memberships.user_id, userId)),
  erase: async (tx, userId) => {
    await tx.update(memberships).set({ provider_ref: null, reason: null }).where(eq(memberships.user_id, userId));
  },
};

export function registerMembershipsPersonalData(): void {
  registerPersonalData(MEMBERSHIPS);
}
