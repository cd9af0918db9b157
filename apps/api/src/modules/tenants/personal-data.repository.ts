import { eq, or, sql } from 'drizzle-orm';
import { tenantInvitations, tenantMemberships } from '../../db/schema/tenants.ts';
import { type PersonalDataSource, registerPersonalData } from '../../lib/personal-data.ts';

/** The tenants a person belongs to, and the invitations sent to their address (decision 35). */
const MEMBERSHIPS: PersonalDataSource = {
  name: 'tenant_memberships',
  tables: ['tenant_memberships', 'tenant_invitations'],
  scope: 'global',
  export: async (tx, userId) => ({
    memberships: await tx.select().from(tenantMemberships).where(eq(tenantMemberships.user_id, userId)),
    invitations: await tx
      .select({
        tenant_id: tenantInvitations.tenant_id,
        email: tenantInvitations.email,
        status: tenantInvitations.status,
      })
      .from(tenantInvitations)
      .where(eq(tenantInvitations.accepted_by, userId)),
  }),
  erase: async (tx, userId, { person }) => {
    await tx.delete(tenantMemberships).where(eq(tenantMemberships.user_id, userId));
    await tx
      .delete(tenantInvitations)
      .where(
        or(eq(tenantInvitations.accepted_by, userId), sql`lower(${tenantInvitations.email}) = lower(${person.email})`),
      );
  },
};

export function registerTenantsPersonalData(): void {
  registerPersonalData(MEMBERSHIPS);
}
