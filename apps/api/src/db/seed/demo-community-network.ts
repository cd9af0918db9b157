import type { TOrganisationCategory } from '@ankur/shared/schemas/community';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { connections, follows, organisationMembers, organisations } from '../schema/community.ts';
import { users } from '../schema/identity.ts';

/**
 * The network's demo content (issue 21, SEED_DEMO): organisation pages across the categories,
 * demo people and the administrator as their members and admins, connections among them (the
 * administrator has two requests waiting and one sent) and follows. Idempotent: each insert does
 * nothing when its row exists. Only this seed writes connections, follows, organisations and
 * organisation_members; rows go to the seeding transaction's tenant (the main platform's).
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
    people: [['ADMIN', 'admin', null]],
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

/** Accepted connections, pending requests [from, to] and follows [follower, kind, target]. */
const ACCEPTED: [string, string][] = [
  ['priya.deshmukh', 'anil.patil'],
  ['priya.deshmukh', 'lakshmi.narayanan'],
  ['lakshmi.narayanan', 'ADMIN'],
  ['sameer.joshi', 'lakshmi.narayanan'],
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
];

export async function seedDemoNetwork(db: Db, adminEmail: string): Promise<void> {
  const names = ['priya.deshmukh', 'anil.patil', 'sameer.joshi', 'lakshmi.narayanan'];
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
