import { eq } from 'drizzle-orm';
import { investorProfiles } from '../../db/schema/investors.ts';
import { type PersonalDataSource, registerPersonalData } from '../../lib/personal-data.ts';

/** An investor's registration (decision 35): exported whole, deleted on erasure. */
const INVESTOR_PROFILES: PersonalDataSource = {
  name: 'investor_profiles',
  tables: ['investor_profiles'],
  scope: 'tenant',
  export: (tx, userId) => tx.select().from(investorProfiles).where(eq(investorProfiles.user_id, userId)),
  erase: async (tx, userId) => {
    await tx.delete(investorProfiles).where(eq(investorProfiles.user_id, userId));
  },
};

export function registerInvestorsPersonalData(): void {
  registerPersonalData(INVESTOR_PROFILES);
}
