import type { TCanvas } from '@ankur/shared/schemas/innovation';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { circleMembers, circles } from '../schema/community.ts';
import { users } from '../schema/identity.ts';
import { ideaComments, ideaShares, ideas, ideaVersions, productMilestones, products } from '../schema/innovation.ts';

/**
 * The innovation workspace's demo (issue 24, SEED_DEMO): founders' ideas at different versions on
 * the Lean Canvas — Priya's solar cold rooms for Kolar tomato farmers (three versions, shared with
 * the go-to-market mentor Lakshmi, the administrator and the AgriTech circle, with her comments, promoted to a product
 * with milestones), Arjun's Kannada voice bookkeeping for kirana stores (two versions, shared with
 * Lakshmi), Kavita's private first draft, and the administrator's own
 * millet-snacks idea promoted to a product. Runs once (nothing is added when there are ideas).
 */

interface DemoIdea {
  owner: string;
  title: string;
  summary: string;
  /** each version's canvas (cumulative: a later one repeats what stays) and its note */
  versions: { canvas: TCanvas; note: string; daysAgo: number }[];
  shareWith?: string[];
  shareCircle?: string;
  comments?: { who: string; block: string | null; body: string; daysAgo: number }[];
  product?: { name: string; description: string; stage: string; trl: number; milestones: [string, number, boolean][] };
}

const COLD_V1: TCanvas = {
  problem:
    'Kolar tomato farmers sell on the day of harvest because the fruit rots within 3–4 days; at the APMC glut prices fall to ₹2–4 a kilo.',
  customer_segments: 'Small tomato growers (1–3 acres) around Kolar, Mulbagal and Srinivaspur.',
  solution: 'Solar-powered cold rooms of 5 tonnes at the village aggregation point.',
};
const COLD_V2: TCanvas = {
  ...COLD_V1,
  customer_segments:
    'Early adopters: the 14 farmer producer organisations (FPOs) around Kolar with 300–900 tomato growers each; later, traders at the Kolar APMC.',
  unique_value_proposition:
    'Hold your tomatoes for up to 12 days and sell when the price is right: ₹1 per crate per day.',
  channels: 'FPO board meetings, the Kolar APMC yard, KVK field days, a WhatsApp price alert in Kannada.',
  revenue_streams: 'Pay-per-crate storage (₹1 per 25 kg crate per day); a yearly FPO subscription for priority space.',
  cost_structure:
    'A cold room costs ₹8.5 lakh (50% NABARD/MIDH subsidy); a site operator at ₹12,000 a month; insurance.',
};
const COLD_V3: TCanvas = {
  ...COLD_V2,
  solution:
    'Solar cold rooms of 5 tonnes run by the FPO, with a phone app that books crates and shows the APMC price trend for 7 days.',
  key_metrics:
    'Occupancy above 70%; price gained per crate against selling on harvest day; farmers returning each season.',
  unfair_advantage:
    'Signed site agreements with 3 FPOs and a phase-change thermal battery that keeps 4 °C overnight without a grid.',
};

const KIRANA_V1: TCanvas = {
  problem:
    'Kirana owners in Karnataka keep udhaar (credit) in notebooks; they lose track of ₹15,000–40,000 owed to them.',
  customer_segments: 'Kirana stores in tier-2 towns of Karnataka: Hubballi, Davanagere, Mysuru, Tumakuru.',
  solution: 'Speak the sale in Kannada: “Ramesh, two kilo rice, 120 rupees, udhaar” and the ledger writes itself.',
};
const KIRANA_V2: TCanvas = {
  ...KIRANA_V1,
  unique_value_proposition:
    'A bookkeeper that understands spoken Kannada, works offline and reminds customers on WhatsApp.',
  channels: 'FMCG distributor salesmen who visit 40 stores a day; a referral of one free month per store brought.',
  revenue_streams:
    'Free up to 100 entries a month; ₹149 a month after that; a small fee on UPI reminders that get paid.',
  key_metrics: 'Entries per store per day; udhaar recovered within 30 days; stores active after 60 days.',
};

const DEMO_IDEAS: DemoIdea[] = [
  {
    owner: 'priya.deshmukh',
    title: 'Solar cold rooms for Kolar tomato farmers',
    summary: 'Pay-per-crate cold storage at the village so farmers stop selling at glut prices.',
    versions: [
      { canvas: COLD_V1, note: '', daysAgo: 41 },
      { canvas: COLD_V2, note: 'Customers narrowed to FPOs after 22 farmer interviews', daysAgo: 27 },
      { canvas: COLD_V3, note: 'Added key metrics and the thermal battery', daysAgo: 9 },
    ],
    shareWith: ['lakshmi.narayanan', 'admin'],
    shareCircle: 'AgriTech Innovators',
    comments: [
      {
        who: 'lakshmi.narayanan',
        block: 'revenue_streams',
        body: 'At ₹1 per crate per day a farmer storing 10 days pays ₹10 against a gain of ₹50–150 a crate. Test ₹2 with two FPOs before you fix the price.',
        daysAgo: 8,
      },
      {
        who: 'lakshmi.narayanan',
        block: 'channels',
        body: 'The FPO CEO decides, not the board. Meet the CEOs of Mulbagal and Srinivaspur FPOs first; I can introduce you.',
        daysAgo: 8,
      },
      {
        who: 'priya.deshmukh',
        block: 'channels',
        body: 'Thank you! Meeting the Mulbagal FPO CEO on Friday.',
        daysAgo: 7,
      },
    ],
    product: {
      name: 'ThandaGhar cold rooms',
      description: 'Solar cold rooms of 5 tonnes run by FPOs around Kolar, booked by the crate from a phone.',
      stage: 'pilot',
      trl: 6,
      milestones: [
        ['Prototype room holds 4 °C for 48 hours off-grid', -20, true],
        ['Pilot with the Mulbagal FPO: 300 crates stored', 25, false],
        ['NABARD subsidy sanctioned for three rooms', 70, false],
      ],
    },
  },
  {
    owner: 'arjun.reddy',
    title: 'Kannada voice bookkeeping for kirana stores',
    summary: 'Speak a sale in Kannada and the credit ledger writes itself, with WhatsApp reminders.',
    versions: [
      { canvas: KIRANA_V1, note: '', daysAgo: 19 },
      { canvas: KIRANA_V2, note: 'Channels and pricing after talking to 30 store owners in Hubballi', daysAgo: 4 },
    ],
    shareWith: ['lakshmi.narayanan'],
    comments: [
      {
        who: 'lakshmi.narayanan',
        block: null,
        body: 'Strong problem. Distributor salesmen are a good channel, but ask what they earn per store you sign up.',
        daysAgo: 3,
      },
    ],
  },
  {
    owner: 'kavita.singh',
    title: 'Sanitary pad vending for ASHA workers in Bundelkhand',
    summary: 'ASHA workers sell low-cost pads door to door and earn a commission.',
    versions: [
      {
        canvas: {
          problem:
            'Girls in Jhansi and Lalitpur villages miss school days each month; the nearest chemist is 12 km away.',
          customer_segments: 'Adolescent girls and women in villages of Bundelkhand; ASHA workers as sellers.',
        },
        note: '',
        daysAgo: 2,
      },
    ],
  },
  {
    owner: 'admin',
    title: 'Millet snacks from Raichur FPOs, sold online',
    summary: 'Ready-to-eat foxtail and little-millet snacks made by women’s groups in Raichur.',
    versions: [
      {
        canvas: {
          problem:
            'Raichur millet growers sell grain at ₹28 a kilo while millet snacks in Bengaluru sell at ₹600 a kilo.',
          customer_segments: 'Health-minded families in Bengaluru and Hyderabad; corporate cafeterias.',
        },
        note: '',
        daysAgo: 15,
      },
      {
        canvas: {
          problem:
            'Raichur millet growers sell grain at ₹28 a kilo while millet snacks in Bengaluru sell at ₹600 a kilo.',
          customer_segments: 'Health-minded families in Bengaluru and Hyderabad; corporate cafeterias.',
          solution: 'Women’s self-help groups roast and pack snacks at a common facility in Raichur; we sell online.',
          revenue_streams: '₹120 for a 150 g pack; 35% gross margin; subscriptions for cafeterias.',
        },
        note: 'Added the solution and pricing',
        daysAgo: 6,
      },
    ],
    shareWith: ['lakshmi.narayanan'],
    comments: [
      {
        who: 'lakshmi.narayanan',
        block: 'customer_segments',
        body: 'Corporate cafeterias buy on 60-day credit: plan your working capital for it.',
        daysAgo: 5,
      },
    ],
    product: {
      name: 'Siri Millet Bites',
      description: 'Roasted millet snacks made by women’s groups in Raichur.',
      stage: 'mvp',
      trl: 7,
      milestones: [
        ['FSSAI licence for the Raichur unit', -10, true],
        ['First 500 online orders', 30, false],
      ],
    },
  },
];

const DAY_MS = 86_400_000;

export async function seedDemoInnovation(db: Db, adminEmail: string, now = new Date()): Promise<void> {
  const [known] = await db.select({ n: sql<number>`count(*)::int` }).from(ideas);
  if ((known?.n ?? 0) > 0) return;
  const names = [
    ...new Set(DEMO_IDEAS.flatMap((i) => [i.owner, ...(i.shareWith ?? []), ...(i.comments ?? []).map((c) => c.who)])),
  ];
  const people = await db
    .select({ id: users.user_id, username: users.username })
    .from(users)
    .where(inArray(users.username, names));
  const [admin] = await db.select({ id: users.user_id }).from(users).where(eq(users.email, adminEmail));
  const idOf = new Map(people.map((p) => [p.username, p.id]));
  if (admin) idOf.set('admin', admin.id);
  const ago = (days: number) => new Date(now.getTime() - days * DAY_MS).toISOString();
  const dateIn = (days: number) => new Date(now.getTime() + days * DAY_MS).toISOString().slice(0, 10);

  for (const demo of DEMO_IDEAS) {
    const owner = idOf.get(demo.owner);
    if (!owner) continue;
    const last = demo.versions.at(-1)!;
    const [idea] = await db
      .insert(ideas)
      .values({
        owner_id: owner,
        title: demo.title,
        summary: demo.summary,
        status: demo.product ? 'promoted' : 'active',
        version: demo.versions.length,
        created_at: ago(demo.versions[0]!.daysAgo),
        updated_at: ago(last.daysAgo),
      })
      .returning({ id: ideas.idea_id });
    const ideaId = idea!.id;
    await db.insert(ideaVersions).values(
      demo.versions.map((v, i) => ({
        idea_id: ideaId,
        version: i + 1,
        canvas: v.canvas,
        note: v.note,
        created_by: owner,
        created_at: ago(v.daysAgo),
      })),
    );
    const shareTo = (demo.shareWith ?? []).map((u) => idOf.get(u)).filter((id): id is number => id !== undefined);
    if (shareTo.length) {
      await db
        .insert(ideaShares)
        .values(
          shareTo.map((user_id) => ({ idea_id: ideaId, user_id, shared_by: owner, created_at: ago(last.daysAgo) })),
        );
    }
    if (demo.shareCircle) {
      const [circle] = await db
        .select({ id: circles.circle_id })
        .from(circles)
        .where(eq(circles.name, demo.shareCircle));
      const [member] = circle
        ? await db
            .select({ id: circleMembers.circle_member_id })
            .from(circleMembers)
            .where(
              sql`${circleMembers.circle_id} = ${circle.id} and ${circleMembers.user_id} = ${owner} and status = 'active'`,
            )
        : [];
      if (circle && member)
        await db.insert(ideaShares).values({ idea_id: ideaId, circle_id: circle.id, shared_by: owner });
    }
    const comments = (demo.comments ?? []).filter((c) => idOf.get(c.who));
    if (comments.length) {
      await db.insert(ideaComments).values(
        comments.map((c) => ({
          idea_id: ideaId,
          version: demo.versions.length,
          block: c.block,
          author_id: idOf.get(c.who)!,
          body: c.body,
          created_at: ago(c.daysAgo),
        })),
      );
    }
    if (demo.product) {
      const p = demo.product;
      const [product] = await db
        .insert(products)
        .values({
          owner_id: owner,
          idea_id: ideaId,
          name: p.name,
          description: p.description,
          stage: p.stage,
          trl: p.trl,
          created_at: ago(last.daysAgo - 1),
          updated_at: ago(1),
        })
        .returning({ id: products.product_id });
      await db.insert(productMilestones).values(
        p.milestones.map(([title, days, done], position) => ({
          product_id: product!.id,
          title,
          due_on: dateIn(days),
          done_at: done ? ago(Math.max(1, -days)) : null,
          position,
        })),
      );
    }
  }
}
