import { PERSONALITY_ITEMS, scorePersonality } from '@ankur/shared/personality';
import type { TRoleDetails } from '@ankur/shared/schemas/profiles';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { roles, userRoles } from '../schema/access.ts';
import { userSettings, users } from '../schema/identity.ts';
import { personalityResults, userProfiles, ventureMembers, ventures } from '../schema/profiles.ts';

/**
 * Demo people with profiles (issue 20, SEED_DEMO): a founder in Nashik with an agritech venture,
 * a volunteer in Pune, a mentor in Bengaluru and a co-founder. They cannot sign in (no password):
 * they are there to be found and looked at. Rows of tenant tables go to the seeding transaction's
 * tenant (the main platform's).
 */

interface DemoPerson {
  username: string;
  firstName: string;
  lastName: string;
  role: string;
  profile: Omit<typeof userProfiles.$inferInsert, 'user_id'> & { role_details?: TRoleDetails };
  /** how the person answered the 50 statements (1..5 per keyed direction: 'high' agrees with keyed items) */
  personality?: Partial<Record<(typeof PERSONALITY_ITEMS)[number]['trait'], 1 | 2 | 3 | 4 | 5>>;
}

const PEOPLE: DemoPerson[] = [
  {
    username: 'priya.deshmukh',
    firstName: 'Priya',
    lastName: 'Deshmukh',
    role: 'Entrepreneur',
    profile: {
      headline: 'Founder, Krishi Setu — soil-moisture alerts for grape farmers',
      bio: 'Grew up on a vineyard outside Nashik. After an agricultural engineering degree from MPKV Rahuri I spent four years with a drip-irrigation company, and saw farmers lose a fifth of their crop to watering at the wrong time. Krishi Setu puts a ₹2,500 sensor in the field and sends a WhatsApp alert in Marathi when the soil needs water.',
      city: 'Nashik',
      state: 'Maharashtra',
      languages: ['Marathi', 'Hindi', 'English'],
      links: ['https://www.linkedin.com/in/priya-deshmukh-demo'],
      skills: ['Irrigation', 'IoT hardware', 'Farmer outreach', 'Field trials'],
      visibility: { basic: 'public', personality: 'members' },
      onboarding: { flow: 'entrepreneur', step: 4, done: true, skipped: false },
    },
    personality: { extraversion: 4, agreeableness: 4, conscientiousness: 5, emotional_stability: 3, intellect: 4 },
  },
  {
    username: 'anil.patil',
    firstName: 'Anil',
    lastName: 'Patil',
    role: 'Entrepreneur',
    profile: {
      headline: 'Co-founder and hardware lead, Krishi Setu',
      bio: 'Electronics engineer from Pune; designs the sensor boards and the solar charging for Krishi Setu.',
      city: 'Nashik',
      state: 'Maharashtra',
      languages: ['Marathi', 'English'],
      skills: ['PCB design', 'LoRa', 'Solar power'],
      onboarding: { flow: 'entrepreneur', step: 4, done: true, skipped: false },
    },
  },
  {
    username: 'sameer.joshi',
    firstName: 'Sameer',
    lastName: 'Joshi',
    role: 'Volunteer',
    profile: {
      headline: 'Chartered accountant helping first-time founders with GST and bookkeeping',
      bio: 'Twelve years in audit at a Pune firm. On weekends I help small founders set up their books, file GST returns and read a term sheet before they sign it.',
      city: 'Pune',
      state: 'Maharashtra',
      languages: ['Marathi', 'Hindi', 'English'],
      skills: ['GST', 'Bookkeeping', 'Financial modelling'],
      role_details: {
        volunteer: {
          skills: ['GST filing', 'Bookkeeping set-up', 'Reading term sheets'],
          causes: ['financial_literacy', 'women_entrepreneurship'],
          hours_per_month: 8,
          hours_given: 46,
        },
      },
      visibility: { basic: 'public', about: 'public', roles: 'public' },
      onboarding: { flow: 'volunteer', step: 3, done: true, skipped: false },
    },
  },
  {
    username: 'lakshmi.narayanan',
    firstName: 'Lakshmi',
    lastName: 'Narayanan',
    role: 'Expert',
    profile: {
      headline: 'Go-to-market mentor for agritech and rural fintech',
      bio: 'Led sales for a Bengaluru farm-inputs marketplace from 20 to 4,000 dealers across Karnataka and Andhra Pradesh. Now mentors early founders on pricing, channel partners and their first hundred paying customers.',
      city: 'Bengaluru',
      state: 'Karnataka',
      languages: ['Tamil', 'Kannada', 'English', 'Hindi'],
      skills: ['Go-to-market', 'Channel sales', 'Pricing'],
      role_details: {
        expert: {
          domains: ['Go-to-market', 'Sales hiring', 'Pricing'],
          sectors: ['Agritech', 'Fintech'],
          languages: ['Tamil', 'Kannada', 'English'],
          availability: 'few_hours_month',
        },
      },
      visibility: { basic: 'public', about: 'members', roles: 'members', personality: 'members' },
      onboarding: { flow: 'expert', step: 3, done: true, skipped: false },
    },
    personality: { extraversion: 5, agreeableness: 3, conscientiousness: 4, emotional_stability: 4, intellect: 4 },
  },
];

/** Answers that lean each trait as given (5: agree with its keyed items, 1: disagree). */
function answersFor(lean: NonNullable<DemoPerson['personality']>): number[] {
  return PERSONALITY_ITEMS.map((item) => {
    const a = lean[item.trait] ?? 3;
    return item.key === 1 ? a : 6 - a;
  });
}

export async function seedDemoProfiles(db: Db): Promise<void> {
  const held = await db
    .select({ role_id: roles.role_id, role_name: roles.role_name })
    .from(roles)
    .where(and(inArray(roles.role_name, [...new Set(PEOPLE.map((p) => p.role))]), eq(roles.is_deleted, false)));
  const roleId = new Map(held.map((r) => [r.role_name, r.role_id]));
  const ids = new Map<string, number>();
  for (const p of PEOPLE) {
    const role = roleId.get(p.role);
    const [user] = await db
      .insert(users)
      .values({
        username: p.username,
        firstName: p.firstName,
        lastName: p.lastName,
        email: `${p.username}@example.in`,
        enabled: true,
        active_role: role ?? null,
        tnc_accepted: true,
      })
      .returning({ user_id: users.user_id });
    if (!user) throw new Error(`Demo seed: could not insert ${p.username}`);
    ids.set(p.username, user.user_id);
    if (role) await db.insert(userRoles).values({ user_id: user.user_id, role_id: role });
    await db.insert(userSettings).values({ user_id: user.user_id });
    await db.insert(userProfiles).values({ user_id: user.user_id, ...p.profile });
    if (p.personality) {
      const answers = answersFor(p.personality);
      await db.insert(personalityResults).values({ user_id: user.user_id, answers, ...scorePersonality(answers) });
    }
  }
  const founder = ids.get('priya.deshmukh')!;
  const [venture] = await db
    .insert(ventures)
    .values({
      owner_user_id: founder,
      name: 'Krishi Setu',
      stage: 'validation',
      sector: 'agritech',
      state: 'Maharashtra',
      city: 'Nashik',
      team_size: 4,
      website: 'https://krishisetu.example.in',
      pitch: 'Soil-moisture alerts on WhatsApp, in Marathi, for grape farmers around Nashik',
      needs: ['funding', 'mentoring'],
      visibility: 'members',
      created_by: founder,
      modified_by: founder,
    })
    .returning({ venture_id: ventures.venture_id });
  if (!venture) throw new Error('Demo seed: could not insert the venture');
  await db.insert(ventureMembers).values([
    { venture_id: venture.venture_id, user_id: founder, added_by: founder },
    { venture_id: venture.venture_id, user_id: ids.get('anil.patil')!, added_by: founder },
  ]);
}
