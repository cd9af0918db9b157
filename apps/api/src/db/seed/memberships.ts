import { LOCKED_APPS } from '@ankur/shared/menus';
import { sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { membershipPlans, sponsorCodes } from '../schema/memberships.ts';

/** The demo sponsor code (README): 25 seats of Ankur Premium from a Nagpur foundation. */
export const DEMO_SPONSOR_CODE = 'NAGPUR-FOUNDERS-26';

/**
 * Demo memberships (SEED_DEMO), once, on an empty plans table of the main platform: a free plan, a
 * quarterly-minded monthly one, Ankur Premium (₹4,999 a year, all four locked apps) and a sponsor
 * code an incubator hands its cohort. Runs inside the seed's transaction (tenant already set).
 */
export async function seedDemoMemberships(db: Db, brandName: string): Promise<void> {
  const [{ n } = { n: 0 }] = await db.select({ n: sql<number>`count(*)::int` }).from(membershipPlans);
  if (Number(n) > 0) return;
  const rows = await db
    .insert(membershipPlans)
    .values([
      {
        name: 'Free',
        description: 'Programs, events, the community and your learning journey. Always free.',
        price_paise: 0,
        period: 'lifetime',
        apps: [],
      },
      {
        name: 'Idea Starter',
        description: 'The Idea Hub and Entrepreneurial Readiness for founders testing their first idea.',
        price_paise: 49_900,
        period: 'month',
        apps: ['Idea Hub', 'Entrepreneurial Readiness'],
      },
      {
        name: `${brandName} Premium`,
        description: 'Every premium app: Entrepreneurial Readiness, Innovation Hub, Idea Hub and Product Hub.',
        price_paise: 499_900,
        period: 'year',
        apps: [...LOCKED_APPS],
      },
    ])
    .returning({ id: membershipPlans.plan_id, name: membershipPlans.name });
  const premium = rows.find((r) => r.name.endsWith('Premium'));
  if (!premium) return;
  const expires = new Date();
  expires.setUTCFullYear(expires.getUTCFullYear() + 1);
  await db.insert(sponsorCodes).values({
    code: DEMO_SPONSOR_CODE,
    plan_id: premium.id,
    sponsor_name: 'Nagpur Startup Foundation',
    seats: 25,
    expires_at: expires.toISOString(),
  });
}
