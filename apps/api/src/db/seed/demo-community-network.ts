import type { TOrganisationCategory } from '@ankur/shared/schemas/community';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { roles, userRoles } from '../schema/access.ts';
import { connections, follows, organisationMembers, organisations } from '../schema/community.ts';
import { userSettings, users } from '../schema/identity.ts';
import { userProfiles, ventureMembers, ventures } from '../schema/profiles.ts';

/**
 * The network's demo content (issue 21, SEED_DEMO): organisation pages across the categories,
 * demo people and the administrator as their members and admins, connections among them (the
 * administrator has two requests waiting and one sent) and follows. Idempotent: each insert does
 * nothing when its row exists. Only this seed writes connections, follows, organisations and
 * organisation_members; rows go to the seeding transaction's tenant (the main platform's). It also
 * adds four members across India (MORE_PEOPLE) so the directory and suggestions have people to show.
 */

interface DemoOrganisation {
  slug: string;
  name: string;
  category: TOrganisationCategory;
  city: string;
  state: string;
  website: string;
  description: string;
  open_to_collaborate?: boolean;
  verified?: boolean;
  /** username → role on the page ('admin' people may edit it) */
  people: [string, 'admin' | 'member', string | null][];
}

const ORGANISATIONS: DemoOrganisation[] = [
  {
    slug: 'iit-bombay-sine',
    name: 'SINE, IIT Bombay',
    category: 'incubator',
    city: 'Mumbai',
    state: 'Maharashtra',
    website: 'https://sine.example.in',
    description:
      'The Society for Innovation and Entrepreneurship incubates deep-tech startups from the IIT Bombay campus and beyond: lab space in Powai, seed grants up to ₹50 lakh, and mentors from faculty and industry. Over 200 startups incubated since 2004.',
    verified: true,
    people: [
      ['ADMIN', 'admin', 'Community lead'],
      ['lakshmi.narayanan', 'member', 'Mentor in residence'],
    ],
  },
  {
    slug: 't-hub-hyderabad',
    name: 'T-Hub Hyderabad',
    category: 'accelerator',
    city: 'Hyderabad',
    state: 'Telangana',
    website: 'https://t-hub.example.in',
    description:
      'India’s largest innovation campus, in Raidurg. Runs twelve-week acceleration programs with corporates such as pharma and mobility partners, a startup–government interface with the Telangana government, and demo days every quarter.',
    verified: true,
    open_to_collaborate: true,
    people: [
      ['lakshmi.narayanan', 'admin', 'Program director, corporate innovation'],
      ['sameer.joshi', 'member', 'Volunteer coach'],
      ['farhan.qureshi', 'member', 'Founder in the healthcare cohort'],
    ],
  },
  {
    slug: 'kerala-startup-mission',
    name: 'Kerala Startup Mission',
    category: 'government',
    city: 'Thiruvananthapuram',
    state: 'Kerala',
    website: 'https://ksum.example.in',
    description:
      'The Kerala government’s nodal agency for entrepreneurship: idea grants of ₹2 lakh, productisation grants up to ₹7 lakh, innovation centres in every district and the Huddle Global summit in Kovalam.',
    verified: true,
    people: [
      ['ADMIN', 'admin', null],
      ['deepa.menon', 'member', 'Student innovator, idea grant 2026'],
    ],
  },
  {
    slug: 'villgro',
    name: 'Villgro Innovations Foundation',
    category: 'ngo',
    city: 'Chennai',
    state: 'Tamil Nadu',
    website: 'https://villgro.example.in',
    description:
      'Funds and mentors early-stage social enterprises in health, agriculture, livelihoods and climate. Incubation with patient capital of ₹25–50 lakh and hands-on support for rural go-to-market.',
    open_to_collaborate: true,
    people: [
      ['ADMIN', 'admin', null],
      ['priya.deshmukh', 'member', 'Incubated founder (Krishi Setu)'],
    ],
  },
  {
    slug: 'tata-trusts-csr',
    name: 'Tata Social Enterprise Challenge (CSR)',
    category: 'corporate',
    city: 'Mumbai',
    state: 'Maharashtra',
    website: 'https://tsec.example.in',
    description:
      'The CSR programme of a Mumbai-headquartered group with IIM Calcutta: a yearly challenge for social enterprises, with ₹10 lakh in grants, a bootcamp and pilots with the group’s companies.',
    people: [['ADMIN', 'admin', 'CSR partnerships']],
  },
  {
    slug: 'indian-angel-network',
    name: 'Indian Angel Network',
    category: 'investor',
    city: 'New Delhi',
    state: 'Delhi',
    website: 'https://ian.example.in',
    description:
      'More than 500 angel investors across 12 countries who back early-stage Indian startups with cheques from ₹50 lakh to ₹5 crore, and sector experts who sit with founders after the money comes in.',
    people: [
      ['lakshmi.narayanan', 'member', 'Angel investor, agritech and fintech'],
      ['vikram.rathore', 'member', 'Angel investor, Jaipur chapter'],
      ['ADMIN', 'admin', null],
    ],
  },
  {
    slug: 'mit-wpu-pune',
    name: 'MIT World Peace University',
    category: 'university',
    city: 'Pune',
    state: 'Maharashtra',
    website: 'https://mitwpu.example.in',
    description:
      'A Kothrud campus with 20,000 students; its Centre for Entrepreneurship runs a pre-incubation program for student teams, a maker lab and the yearly Ideathon with Pune’s startups.',
    people: [
      ['sameer.joshi', 'admin', 'Alumni volunteer, student startups'],
      ['anil.patil', 'member', 'Alumnus'],
    ],
  },
  {
    slug: 'nashik-agri-incubator',
    name: 'Sahyadri Agri Incubation Centre',
    category: 'incubator',
    city: 'Nashik',
    state: 'Maharashtra',
    website: 'https://sahyadri-aic.example.in',
    description:
      'An agri-business incubator next to a farmer producer company in Nashik: field trials with 18,000 grape and vegetable growers, cold-chain and export know-how, and ₹30 lakh seed support.',
    open_to_collaborate: true,
    people: [
      ['priya.deshmukh', 'member', 'Founder, Krishi Setu'],
      ['anil.patil', 'member', 'Co-founder, Krishi Setu'],
      ['ADMIN', 'admin', null],
    ],
  },
  {
    slug: 'startup-india-hub',
    name: 'Startup India Hub',
    category: 'government',
    city: 'New Delhi',
    state: 'Delhi',
    website: 'https://startupindia.example.in',
    description:
      'DPIIT recognition, the Fund of Funds and the Seed Fund Scheme in one place; state rankings, mentorship connections and a helpline for founders anywhere in India.',
    verified: true,
    people: [['ADMIN', 'admin', null]],
  },
];

/**
 * A few more members across India, so the directory and the suggestions have people to show
 * (the people of demo-profiles.ts are all already connected with the administrator or asked).
 * Like those, they cannot sign in.
 */
interface NetworkPerson {
  username: string;
  firstName: string;
  lastName: string;
  role: string;
  profile: Omit<typeof userProfiles.$inferInsert, 'user_id'>;
  venture?: Omit<typeof ventures.$inferInsert, 'owner_user_id'>;
}

const MORE_PEOPLE: NetworkPerson[] = [
  {
    username: 'farhan.qureshi',
    firstName: 'Farhan',
    lastName: 'Qureshi',
    role: 'Entrepreneur',
    profile: {
      headline: 'Founder, MedSetu — generic medicines delivered to tier-3 towns of Telangana',
      bio: 'Pharmacist turned founder. We stock 1,200 generic medicines and deliver within a day to 40 towns around Warangal and Karimnagar.',
      city: 'Hyderabad',
      state: 'Telangana',
      languages: ['Urdu', 'Telugu', 'Hindi', 'English'],
      skills: ['Pharmacy operations', 'Supply chain', 'Field sales'],
    },
    venture: {
      name: 'MedSetu',
      stage: 'early_revenue',
      sector: 'healthtech',
      state: 'Telangana',
      city: 'Hyderabad',
      team_size: 9,
      pitch: 'Generic medicines at half the price, delivered next day in small towns',
      needs: ['funding', 'market'],
      visibility: 'members',
    },
  },
  {
    username: 'deepa.menon',
    firstName: 'Deepa',
    lastName: 'Menon',
    role: 'Student',
    profile: {
      headline: 'Final-year B.Tech, building a Malayalam voice tutor for Class 5 maths',
      bio: 'Part of the KSUM innovation centre at my college in Kochi. Looking for a mentor in edtech go-to-market.',
      city: 'Kochi',
      state: 'Kerala',
      languages: ['Malayalam', 'English', 'Hindi'],
      skills: ['Python', 'Speech recognition', 'Teaching'],
    },
  },
  {
    username: 'harpreet.kaur',
    firstName: 'Harpreet',
    lastName: 'Kaur',
    role: 'Entrepreneur',
    profile: {
      headline: 'Co-founder, Phulkari Threads — hand-embroidered apparel by Patiala artisans',
      bio: '140 women artisans in villages around Patiala; we sell online across India and to boutiques in Toronto.',
      city: 'Ludhiana',
      state: 'Punjab',
      languages: ['Punjabi', 'Hindi', 'English'],
      skills: ['Handicrafts', 'D2C retail', 'Export documentation'],
    },
    venture: {
      name: 'Phulkari Threads',
      stage: 'growth',
      sector: 'handicrafts',
      state: 'Punjab',
      city: 'Ludhiana',
      team_size: 14,
      pitch: 'Phulkari embroidery made by rural women, sold direct to customers',
      needs: ['market', 'talent'],
      visibility: 'members',
    },
  },
  {
    username: 'vikram.rathore',
    firstName: 'Vikram',
    lastName: 'Rathore',
    role: 'Investor',
    profile: {
      headline: 'Angel investor, former banker — backs agritech and rural fintech',
      bio: 'Twenty years in rural lending. I write cheques of ₹25–50 lakh and spend time with founders on unit economics.',
      city: 'Jaipur',
      state: 'Rajasthan',
      languages: ['Hindi', 'Rajasthani', 'English'],
      skills: ['Fundraising', 'Term sheets', 'Unit economics'],
    },
  },
];

async function seedMorePeople(db: Db): Promise<void> {
  const held = await db
    .select({ role_id: roles.role_id, role_name: roles.role_name })
    .from(roles)
    .where(and(inArray(roles.role_name, [...new Set(MORE_PEOPLE.map((p) => p.role))]), eq(roles.is_deleted, false)));
  const roleId = new Map(held.map((r) => [r.role_name, r.role_id]));
  for (const p of MORE_PEOPLE) {
    const role = roleId.get(p.role) ?? null;
    const [user] = await db
      .insert(users)
      .values({
        username: p.username,
        firstName: p.firstName,
        lastName: p.lastName,
        email: `${p.username}@example.in`,
        enabled: true,
        active_role: role,
        tnc_accepted: true,
      })
      .onConflictDoNothing()
      .returning({ user_id: users.user_id });
    if (!user) continue;
    if (role) await db.insert(userRoles).values({ user_id: user.user_id, role_id: role });
    await db.insert(userSettings).values({ user_id: user.user_id });
    await db
      .insert(userProfiles)
      .values({ user_id: user.user_id, ...p.profile })
      .onConflictDoNothing();
    if (p.venture) {
      const [venture] = await db
        .insert(ventures)
        .values({ ...p.venture, owner_user_id: user.user_id, created_by: user.user_id, modified_by: user.user_id })
        .returning({ venture_id: ventures.venture_id });
      if (venture)
        await db
          .insert(ventureMembers)
          .values({ venture_id: venture.venture_id, user_id: user.user_id, added_by: user.user_id });
    }
  }
}

/** Accepted connections, pending requests [from, to] and follows [follower, kind, target]. */
const ACCEPTED: [string, string][] = [
  ['priya.deshmukh', 'anil.patil'],
  ['priya.deshmukh', 'lakshmi.narayanan'],
  ['lakshmi.narayanan', 'ADMIN'],
  ['sameer.joshi', 'lakshmi.narayanan'],
  ['farhan.qureshi', 'lakshmi.narayanan'],
  ['deepa.menon', 'lakshmi.narayanan'],
  ['harpreet.kaur', 'lakshmi.narayanan'],
  ['vikram.rathore', 'lakshmi.narayanan'],
  ['vikram.rathore', 'priya.deshmukh'],
  ['harpreet.kaur', 'farhan.qureshi'],
];
const PENDING: [string, string, string][] = [
  [
    'priya.deshmukh',
    'ADMIN',
    'Namaste! I run Krishi Setu in Nashik and would value your advice on the agritech programs here.',
  ],
  ['sameer.joshi', 'ADMIN', 'I volunteer with student founders in Pune; happy to help with the community events.'],
  ['ADMIN', 'anil.patil', 'Saw your field work with grape farmers in Nashik. Would love to stay in touch.'],
];
const FOLLOWS: [string, 'user' | 'organisation', string][] = [
  ['anil.patil', 'user', 'lakshmi.narayanan'],
  ['sameer.joshi', 'user', 'priya.deshmukh'],
  ['priya.deshmukh', 'user', 'ADMIN'],
  ['ADMIN', 'user', 'priya.deshmukh'],
  ['ADMIN', 'organisation', 't-hub-hyderabad'],
  ['ADMIN', 'organisation', 'villgro'],
  ['priya.deshmukh', 'organisation', 'nashik-agri-incubator'],
  ['priya.deshmukh', 'organisation', 'villgro'],
  ['anil.patil', 'organisation', 'nashik-agri-incubator'],
  ['sameer.joshi', 'organisation', 'mit-wpu-pune'],
  ['lakshmi.narayanan', 'organisation', 'indian-angel-network'],
  ['lakshmi.narayanan', 'organisation', 't-hub-hyderabad'],
  ['farhan.qureshi', 'organisation', 't-hub-hyderabad'],
  ['deepa.menon', 'organisation', 'kerala-startup-mission'],
  ['harpreet.kaur', 'organisation', 'tata-trusts-csr'],
  ['vikram.rathore', 'organisation', 'indian-angel-network'],
  ['deepa.menon', 'user', 'lakshmi.narayanan'],
  ['vikram.rathore', 'user', 'ADMIN'],
];

export async function seedDemoNetwork(db: Db, adminEmail: string): Promise<void> {
  await seedMorePeople(db);
  const names = [
    'priya.deshmukh',
    'anil.patil',
    'sameer.joshi',
    'lakshmi.narayanan',
    ...MORE_PEOPLE.map((p) => p.username),
  ];
  const found = await db
    .select({ user_id: users.user_id, username: users.username })
    .from(users)
    .where(and(inArray(users.username, names), eq(users.is_deleted, false)));
  const [admin] = await db
    .select({ user_id: users.user_id })
    .from(users)
    .where(and(sql`lower(${users.email}) = ${adminEmail.toLowerCase()}`, eq(users.is_deleted, false)));
  const ids = new Map(found.map((u) => [u.username, u.user_id]));
  if (admin) ids.set('ADMIN', admin.user_id);
  const id = (name: string) => ids.get(name);

  const orgIds = new Map<string, number>();
  for (const o of ORGANISATIONS) {
    await db
      .insert(organisations)
      .values({
        name: o.name,
        slug: o.slug,
        category: o.category,
        description: o.description,
        city: o.city,
        state: o.state,
        website: o.website,
        open_to_collaborate: o.open_to_collaborate ?? false,
        verified: o.verified ?? false,
        created_by: id('ADMIN') ?? null,
      })
      .onConflictDoNothing();
    const [row] = await db
      .select({ organisation_id: organisations.organisation_id })
      .from(organisations)
      .where(eq(organisations.slug, o.slug));
    if (!row) continue;
    orgIds.set(o.slug, row.organisation_id);
    for (const [person, role, title] of o.people) {
      const userId = id(person);
      if (userId)
        await db
          .insert(organisationMembers)
          .values({ organisation_id: row.organisation_id, user_id: userId, role, title })
          .onConflictDoNothing();
    }
  }

  const pair = async (from: string, to: string, status: 'accepted' | 'pending', note: string | null) => {
    const a = id(from);
    const b = id(to);
    if (!a || !b) return;
    await db
      .insert(connections)
      .values({
        requester_id: a,
        addressee_id: b,
        status,
        note,
        responded_at: status === 'accepted' ? sql`now() - interval '3 days'` : null,
      })
      .onConflictDoNothing();
  };
  for (const [a, b] of ACCEPTED) await pair(a, b, 'accepted', null);
  for (const [a, b, note] of PENDING) await pair(a, b, 'pending', note);

  for (const [who, kind, target] of FOLLOWS) {
    const follower = id(who);
    const targetId = kind === 'user' ? id(target) : orgIds.get(target);
    if (!follower || !targetId) continue;
    const added = await db
      .insert(follows)
      .values({ follower_id: follower, target_kind: kind, target_id: targetId })
      .onConflictDoNothing()
      .returning({ follow_id: follows.follow_id });
    if (added.length && kind === 'organisation')
      await db
        .update(organisations)
        .set({ follower_count: sql`${organisations.follower_count} + 1` })
        .where(eq(organisations.organisation_id, targetId));
  }
}
