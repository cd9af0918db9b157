import type { TReactionKind } from '@ankur/shared/schemas/community-feed';
import { extractTopics } from '@ankur/shared/schemas/community-feed';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { roles, userRoles } from '../schema/access.ts';
import { circleMembers, circles, connections, follows, posts } from '../schema/community.ts';
import { postComments, postReactions } from '../schema/community-feed.ts';
import { userSettings, users } from '../schema/identity.ts';
import { conversationMembers, conversations } from '../schema/messages.ts';

/**
 * Demo content of the feed and circles (issue 21): six circles that read real, 34 posts over the
 * last two weeks (fundraising updates, pilots, questions, event recaps; some in Hindi), comments
 * and reactions, a pending request to the private cohort circle, and the administrator connected
 * to two founders so their feed is full on first sign-in. Runs once, with the rest of the demo.
 */

/** Community members beside demo-profiles.ts's four (they cannot sign in; they write and react). */
const MEMBERS = [
  { username: 'kavita.singh', firstName: 'Kavita', lastName: 'Singh', role: 'Entrepreneur' },
  { username: 'arjun.reddy', firstName: 'Arjun', lastName: 'Reddy', role: 'Entrepreneur' },
  { username: 'fatima.sheikh', firstName: 'Fatima', lastName: 'Sheikh', role: 'Entrepreneur' },
  { username: 'deepak.yadav', firstName: 'Deepak', lastName: 'Yadav', role: 'Entrepreneur' },
] as const;

type Who = 'admin' | 'priya' | 'anil' | 'sameer' | 'lakshmi' | 'kavita' | 'arjun' | 'fatima' | 'deepak';
const USERNAMES: Record<Exclude<Who, 'admin'>, string> = {
  priya: 'priya.deshmukh',
  anil: 'anil.patil',
  sameer: 'sameer.joshi',
  lakshmi: 'lakshmi.narayanan',
  kavita: 'kavita.singh',
  arjun: 'arjun.reddy',
  fatima: 'fatima.sheikh',
  deepak: 'deepak.yadav',
};
/** how each is named in @mentions (first and last name) */
export const DEMO_COMMUNITY_NAMES: Record<Who, string> = {
  admin: 'Platform Administrator',
  priya: 'Priya Deshmukh',
  anil: 'Anil Patil',
  sameer: 'Sameer Joshi',
  lakshmi: 'Lakshmi Narayanan',
  kavita: 'Kavita Singh',
  arjun: 'Arjun Reddy',
  fatima: 'Fatima Sheikh',
  deepak: 'Deepak Yadav',
};

type CircleKey = 'women' | 'agri' | 'hindi' | 'deeptech' | 'cohort' | 'gst';
const CIRCLES: Record<
  CircleKey,
  {
    name: string;
    description: string;
    rules: string;
    visibility: 'public' | 'private';
    topics: string[];
    owner: Who;
    members: Who[];
    moderators?: Who[];
  }
> = {
  women: {
    name: 'Women Founders Bharat',
    description:
      'Founders who are women, from Tier-2 and Tier-3 towns: fundraising, hiring, family and everything between.',
    rules:
      '<ul><li>Be generous with introductions.</li><li>What is shared here stays here.</li><li>No selling in posts.</li></ul>',
    visibility: 'public',
    topics: ['women-founders', 'fundraising'],
    owner: 'priya',
    members: ['lakshmi', 'kavita', 'fatima', 'admin'],
  },
  agri: {
    name: 'AgriTech Innovators',
    description:
      'Farm-to-market builders: sensors, advisory, credit and cold chains. Pilots, prices and what farmers actually pay for.',
    rules: '<p>Share numbers when you can. Credit the farmers and FPOs you work with.</p>',
    visibility: 'public',
    topics: ['agritech', 'pilots'],
    owner: 'admin',
    members: ['priya', 'anil', 'lakshmi', 'deepak'],
    moderators: ['lakshmi'],
  },
  hindi: {
    name: 'हिंदी उद्यमी मंच',
    description: 'हिंदी में बात करने वाले संस्थापकों का मंच: सरकारी योजनाएँ, बाज़ार, पहली बिक्री और अनुभव।',
    rules: '<p>हिंदी में लिखें, सम्मान से बात करें, विज्ञापन न करें।</p>',
    visibility: 'public',
    topics: ['hindi', 'msme'],
    owner: 'kavita',
    members: ['admin', 'sameer', 'deepak'],
  },
  deeptech: {
    name: 'Deep Tech Bengaluru',
    description: 'Hardware, AI and biotech founders around Bengaluru: labs, grants, IP and long sales cycles.',
    rules: '<p>Technical depth welcome. Ask for help with specifics.</p>',
    visibility: 'public',
    topics: ['deeptech', 'hardware'],
    owner: 'arjun',
    members: ['lakshmi', 'anil'],
  },
  cohort: {
    name: 'Idea to Impact — Cohort 3',
    description:
      'The private circle of the third Idea to Impact cohort: weekly check-ins, mentor office hours and demo-day prep.',
    rules: '<p>Cohort members and mentors only. Post your weekly update by Friday.</p>',
    visibility: 'private',
    topics: ['cohort', 'demo-day'],
    owner: 'lakshmi',
    members: ['admin', 'priya', 'fatima'],
    moderators: ['admin'],
  },
  gst: {
    name: 'GST and Compliance Clinic',
    description: 'Ask a chartered accountant: GST registration, invoicing, TDS, ROC filings and reading a term sheet.',
    rules: '<p>General guidance only; not a substitute for your own CA.</p>',
    visibility: 'public',
    topics: ['compliance', 'gst'],
    owner: 'sameer',
    members: ['priya', 'fatima', 'deepak'],
  },
};

interface DemoPost {
  by: Who;
  hoursAgo: number;
  in?: CircleKey;
  text: string;
  mention?: Who[];
  comments?: { by: Who; text: string; reply?: { by: Who; text: string } }[];
  reactions?: [Who, TReactionKind][];
}

const POSTS: DemoPost[] = [
  {
    by: 'priya',
    hoursAgo: 330,
    text: 'Krishi Setu crossed 400 sensors in the field this week, all around Niphad and Dindori. Next: a Kannada pilot with grape growers near Vijayapura. #agritech #pilots',
    reactions: [
      ['admin', 'celebrate'],
      ['lakshmi', 'celebrate'],
      ['anil', 'like'],
    ],
  },
  {
    by: 'lakshmi',
    hoursAgo: 320,
    in: 'agri',
    text: 'Pricing question I get every week: charge the farmer, the FPO or the input company? My answer: whoever saves money first. For irrigation alerts that is usually the FPO. #pricing #agritech',
    comments: [
      {
        by: 'priya',
        text: 'Our FPO pilot in Niphad pays ₹180 per farmer per season. Farmers alone would not.',
        reply: { by: 'lakshmi', text: 'Exactly. Put that number in your deck.' },
      },
    ],
    reactions: [
      ['priya', 'insightful'],
      ['deepak', 'insightful'],
    ],
  },
  {
    by: 'kavita',
    hoursAgo: 300,
    in: 'hindi',
    text: 'लखनऊ में हमारी चिकनकारी की पहली ऑनलाइन बिक्री ₹1.2 लाख की रही! 40 कारीगर महिलाएँ अब सीधे ग्राहकों तक पहुँच रही हैं। #msme #हस्तशिल्प',
    reactions: [
      ['admin', 'celebrate'],
      ['sameer', 'support'],
      ['deepak', 'celebrate'],
    ],
  },
  {
    by: 'sameer',
    hoursAgo: 290,
    in: 'gst',
    text: 'Reminder: if your turnover crossed ₹40 lakh this year (₹20 lakh for services), GST registration is not optional. Happy to look at your numbers in the clinic on Saturday. #gst #compliance',
    comments: [
      {
        by: 'fatima',
        text: 'We sell both goods and services. Which limit applies?',
        reply: {
          by: 'sameer',
          text: 'The lower one, ₹20 lakh, once services are part of your supply. DM me your split.',
        },
      },
    ],
  },
  {
    by: 'arjun',
    hoursAgo: 280,
    in: 'deeptech',
    text: 'We received the BIRAC BIG grant for our low-cost retinal scanner: ₹50 lakh over 18 months. Happy to share our application with anyone applying this round. #deeptech #grants',
    reactions: [
      ['lakshmi', 'celebrate'],
      ['anil', 'celebrate'],
    ],
  },
  {
    by: 'admin',
    hoursAgo: 270,
    text: 'Welcome to the community! Introduce yourself in a post: what you are building, where, and one thing you need help with this month. #introductions',
    reactions: [
      ['priya', 'like'],
      ['kavita', 'like'],
      ['fatima', 'like'],
    ],
  },
  {
    by: 'fatima',
    hoursAgo: 260,
    in: 'women',
    text: 'Hi all, Fatima from Hyderabad. We make millet snacks for school canteens (three schools so far). Looking for a co-packer in Telangana. #introductions #foodtech',
    comments: [
      {
        by: 'priya',
        text: 'Welcome Fatima! Ask the Nutrihub incubator at IIMR, they know every co-packer in the region.',
      },
    ],
    reactions: [
      ['priya', 'support'],
      ['kavita', 'support'],
    ],
  },
  {
    by: 'deepak',
    hoursAgo: 250,
    in: 'agri',
    text: 'Question for the circle: has anyone worked with a cold-storage operator on revenue share instead of rent? Our tomato growers in Kolar cannot pay upfront. #coldchain',
    comments: [
      { by: 'lakshmi', text: 'Yes, with a 12% share of the sale price. Get the grading rules in writing first.' },
    ],
  },
  {
    by: 'anil',
    hoursAgo: 240,
    in: 'deeptech',
    text: 'Our LoRa sensor board now runs 14 months on one 18650 cell with a 2 W panel. Schematic review welcome before we order 2,000 boards. #hardware',
    reactions: [['arjun', 'insightful']],
  },
  {
    by: 'lakshmi',
    hoursAgo: 230,
    in: 'cohort',
    text: 'Cohort 3: office hours this Thursday 4–6 pm. Bring your pricing slide; we will go through each one. #cohort',
    comments: [{ by: 'priya', text: 'Booked the 4:30 slot.' }],
  },
  {
    by: 'priya',
    hoursAgo: 220,
    in: 'women',
    text: 'Closed our pre-seed: ₹1.5 crore from two angels in Pune and an agritech fund. Thank you @Lakshmi Narayanan for the intro that started it. #fundraising',
    mention: ['lakshmi'],
    comments: [
      {
        by: 'fatima',
        text: 'Congratulations! How long did it take from first meeting?',
        reply: { by: 'priya', text: "Four months, and eleven no's first." },
      },
    ],
    reactions: [
      ['lakshmi', 'celebrate'],
      ['admin', 'celebrate'],
      ['kavita', 'celebrate'],
      ['fatima', 'celebrate'],
    ],
  },
  {
    by: 'kavita',
    hoursAgo: 210,
    in: 'hindi',
    text: 'क्या किसी ने PMEGP योजना के तहत ऋण लिया है? बैंक ने 3 महीने से फ़ाइल रोक रखी है। सुझाव दें। #सरकारीयोजना',
    comments: [{ by: 'sameer', text: 'ज़िला उद्योग केंद्र में लिखित शिकायत दें, अक्सर उसके बाद काम तेज़ होता है।' }],
  },
  {
    by: 'sameer',
    hoursAgo: 200,
    text: 'Three things to check in a term sheet before you sign: liquidation preference (1x non-participating is normal), the option pool (who it dilutes), and the anti-dilution clause. #fundraising #legal',
    reactions: [
      ['priya', 'insightful'],
      ['fatima', 'insightful'],
      ['admin', 'insightful'],
    ],
  },
  {
    by: 'arjun',
    hoursAgo: 190,
    in: 'deeptech',
    text: 'Recap of the IISc hardware meetup: 60 founders, 4 demos, and a long talk on getting a BIS certificate without losing six months. Slides in the comments. #events',
    comments: [{ by: 'anil', text: 'The BIS talk was the most useful hour I spent this quarter.' }],
  },
  {
    by: 'deepak',
    hoursAgo: 180,
    in: 'hindi',
    text: 'कोलार के किसानों के साथ टमाटर का नया पायलट शुरू हुआ। पहले हफ़्ते में 8 टन माल सीधे बेंगलुरु की दुकानों तक पहुँचा। #पायलट #agritech',
  },
  {
    by: 'admin',
    hoursAgo: 170,
    in: 'agri',
    text: 'Pinned: the AgriTech Innovators demo day is on the 14th. Five founders pitch to three agri funds. Post here if you want a slot. #demo-day',
    reactions: [
      ['priya', 'like'],
      ['deepak', 'like'],
    ],
  },
  {
    by: 'fatima',
    hoursAgo: 160,
    in: 'gst',
    text: 'Do school canteens need a GST invoice for snacks under ₹5,000 a month? One principal is insisting. #gst',
    comments: [
      {
        by: 'sameer',
        text: 'If you are registered, every sale needs an invoice. Keep it simple: a monthly consolidated one is fine.',
      },
    ],
  },
  {
    by: 'lakshmi',
    hoursAgo: 150,
    text: 'Your first hundred customers are a sales problem, not a marketing problem. Go to the mandi, sit with the dealers, write down every objection. #gtm #sales',
    reactions: [
      ['priya', 'insightful'],
      ['deepak', 'insightful'],
      ['anil', 'like'],
    ],
  },
  {
    by: 'priya',
    hoursAgo: 140,
    in: 'agri',
    text: 'Pilot results from 60 vineyards: 23% less water, 9% more export-grade bunches. Full report shared with the FPO board tomorrow. #pilots #agritech',
    comments: [
      {
        by: 'admin',
        text: 'Great numbers. Can you present them at demo day?',
        reply: { by: 'priya', text: 'Yes, count me in.' },
      },
    ],
    reactions: [
      ['admin', 'celebrate'],
      ['lakshmi', 'celebrate'],
      ['anil', 'celebrate'],
      ['deepak', 'insightful'],
    ],
  },
  {
    by: 'kavita',
    hoursAgo: 130,
    in: 'women',
    text: 'Looking for a woman mentor who has scaled a D2C brand past ₹5 crore. Our chikankari label is at ₹80 lakh and growing. #d2c #mentoring',
    comments: [{ by: 'priya', text: 'Tagging the circle: anyone? I can make intros in Pune.' }],
  },
  {
    by: 'anil',
    hoursAgo: 120,
    in: 'agri',
    text: 'Hardware tip: conformal coating saved our boards through the monsoon. ₹14 per board, zero failures in 400 units. #hardware',
    reactions: [
      ['priya', 'like'],
      ['arjun', 'insightful'],
    ],
  },
  {
    by: 'sameer',
    hoursAgo: 110,
    in: 'gst',
    text: 'The ROC annual filing deadline for private limited companies is coming up. AOC-4 within 30 days of the AGM, MGT-7 within 60. #compliance',
  },
  {
    by: 'fatima',
    hoursAgo: 100,
    in: 'cohort',
    text: 'Weekly update: signed school number four, and a co-packer in Medchal agreed to a 500 kg trial run. Blocker: FSSAI labelling for the millet mix. #cohort',
    comments: [{ by: 'lakshmi', text: 'Good week. I will connect you with an FSSAI consultant.' }],
  },
  {
    by: 'arjun',
    hoursAgo: 90,
    text: 'Hiring: an embedded engineer in Bengaluru who has shipped a medical device. Know someone? #hiring #deeptech',
  },
  {
    by: 'deepak',
    hoursAgo: 80,
    in: 'agri',
    text: 'Thanks @Lakshmi Narayanan for the revenue-share idea. Signed with a cold-storage operator in Kolar on 12% of sale price. #coldchain',
    mention: ['lakshmi'],
    reactions: [
      ['lakshmi', 'celebrate'],
      ['priya', 'celebrate'],
    ],
  },
  {
    by: 'kavita',
    hoursAgo: 70,
    in: 'hindi',
    text: 'महिला उद्यमियों के लिए Stand-Up India योजना पर कल शाम 6 बजे ऑनलाइन चर्चा। सभी आमंत्रित हैं। #सरकारीयोजना #women-founders',
    reactions: [
      ['admin', 'support'],
      ['deepak', 'like'],
    ],
  },
  {
    by: 'priya',
    hoursAgo: 60,
    in: 'women',
    text: 'What helped me most this year: one honest peer call every Sunday with two other founders. Start a trio. #founderlife',
    reactions: [
      ['kavita', 'support'],
      ['fatima', 'support'],
      ['lakshmi', 'like'],
    ],
  },
  {
    by: 'admin',
    hoursAgo: 50,
    text: 'New this month: circles! Join the ones that match your sector and city, or start your own from the Circles page. #community',
    reactions: [
      ['priya', 'like'],
      ['sameer', 'like'],
    ],
  },
  {
    by: 'lakshmi',
    hoursAgo: 40,
    in: 'cohort',
    text: 'Demo day prep: 3 minutes, one number per slide, end with the ask. Dry run on Monday. #demo-day',
    comments: [{ by: 'admin', text: 'I will sit in the dry run as a mock investor.' }],
  },
  {
    by: 'arjun',
    hoursAgo: 30,
    in: 'deeptech',
    text: 'Question: anyone filed a PCT application through the Startup India IPR scheme? How long did the facilitator take? #ip #deeptech',
  },
  {
    by: 'sameer',
    hoursAgo: 20,
    in: 'hindi',
    text: 'जीएसटी रिटर्न की अंतिम तिथि 20 तारीख है। देर से फ़ाइल करने पर ₹50 प्रतिदिन का शुल्क लगता है। #gst',
  },
  {
    by: 'fatima',
    hoursAgo: 12,
    text: 'Our millet bars are in 5 Hyderabad schools now, 1,800 kids a day. Next: Bengaluru. Thank you @Priya Deshmukh for the co-packer lead. #foodtech #pilots',
    mention: ['priya'],
    reactions: [
      ['priya', 'celebrate'],
      ['kavita', 'celebrate'],
    ],
  },
  {
    by: 'deepak',
    hoursAgo: 6,
    in: 'agri',
    text: 'Anyone going to the Krishi Mela in Dharwad next week? Let us meet for tea on day two. #events',
  },
  {
    by: 'priya',
    hoursAgo: 2,
    text: 'Hiring a field officer in Nashik who speaks Marathi and knows grape farming. ₹25,000 a month plus travel. #hiring #agritech',
    reactions: [['anil', 'like']],
  },
];

const at = (hoursAgo: number) => new Date(Date.now() - hoursAgo * 3_600_000).toISOString();

export async function seedDemoCommunityFeed(db: Db, adminEmail: string): Promise<void> {
  const [adminRow] = await db
    .select({ user_id: users.user_id })
    .from(users)
    .where(and(sql`lower(${users.email}) = ${adminEmail.toLowerCase()}`, eq(users.is_deleted, false)));
  if (!adminRow) return;
  const adminId = adminRow.user_id;
  const [already] = await db.select({ id: circles.circle_id }).from(circles).where(eq(circles.name, CIRCLES.agri.name));
  if (already) return;
  const [role] = await db
    .select({ role_id: roles.role_id })
    .from(roles)
    .where(and(eq(roles.role_name, 'Entrepreneur'), eq(roles.is_deleted, false)));
  for (const m of MEMBERS) {
    const [u] = await db
      .insert(users)
      .values({
        username: m.username,
        firstName: m.firstName,
        lastName: m.lastName,
        email: `${m.username}@example.in`,
        enabled: true,
        active_role: role?.role_id ?? null,
        tnc_accepted: true,
      })
      .onConflictDoNothing()
      .returning({ user_id: users.user_id });
    if (u) {
      if (role) await db.insert(userRoles).values({ user_id: u.user_id, role_id: role.role_id });
      await db.insert(userSettings).values({ user_id: u.user_id }).onConflictDoNothing();
    }
  }
  const found = await db
    .select({ user_id: users.user_id, username: users.username })
    .from(users)
    .where(and(inArray(users.username, Object.values(USERNAMES)), eq(users.is_deleted, false)));
  const byName = new Map(found.map((u) => [u.username, u.user_id]));
  const id = (who: Who): number | undefined => (who === 'admin' ? adminId : byName.get(USERNAMES[who]));

  // circles, their members and their conversations
  const circleIds = new Map<CircleKey, number>();
  for (const [key, c] of Object.entries(CIRCLES) as [CircleKey, (typeof CIRCLES)[CircleKey]][]) {
    const owner = id(c.owner);
    if (!owner) continue;
    const people = [owner, ...c.members.flatMap((w) => id(w) ?? [])];
    // the circle's group conversation, written as the messages seed does (a new one: nothing to read yet)
    const [created] = await db
      .insert(conversations)
      .values({ kind: 'group', title: c.name, created_by: owner })
      .returning({ conversation_id: conversations.conversation_id });
    const conversation = created?.conversation_id;
    if (conversation) {
      await db
        .insert(conversationMembers)
        .values(
          people.map((user_id) => ({
            conversation_id: conversation,
            user_id,
            role: user_id === owner ? ('owner' as const) : ('member' as const),
          })),
        )
        .onConflictDoNothing();
    }
    const [row] = await db
      .insert(circles)
      .values({
        name: c.name,
        description: c.description,
        rules: c.rules,
        visibility: c.visibility,
        topics: c.topics,
        owner_user_id: owner,
        conversation_id: conversation ?? null,
        member_count: people.length,
        created_at: at(360),
        last_activity_at: at(360),
      })
      .returning({ circle_id: circles.circle_id });
    circleIds.set(key, row!.circle_id);
    const mods = new Set((c.moderators ?? []).map(id));
    await db.insert(circleMembers).values(
      people.map((user_id) => ({
        circle_id: row!.circle_id,
        user_id,
        role: user_id === owner ? ('owner' as const) : mods.has(user_id) ? ('moderator' as const) : ('member' as const),
        status: 'active' as const,
        joined_at: at(350),
        created_at: at(350),
      })),
    );
  }
  // a pending request to the private cohort circle
  const anil = id('anil');
  if (anil && circleIds.get('cohort')) {
    await db.insert(circleMembers).values({
      circle_id: circleIds.get('cohort')!,
      user_id: anil,
      status: 'requested',
      request_note: 'Co-founder of Krishi Setu with Priya; I would like to join the hardware office hours.',
    });
  }

  // the administrator's network: connected with Priya and Lakshmi, following Sameer
  const admin = adminId;
  for (const other of [id('priya'), id('lakshmi')]) {
    if (other)
      await db
        .insert(connections)
        .values({ requester_id: other, addressee_id: admin, status: 'accepted', responded_at: at(340) })
        .onConflictDoNothing();
  }
  const sameer = id('sameer');
  if (sameer)
    await db
      .insert(follows)
      .values({ follower_id: admin, target_kind: 'user', target_id: sameer })
      .onConflictDoNothing();

  // posts, comments and reactions, oldest first
  for (const p of POSTS) {
    const author = id(p.by);
    if (!author) continue;
    const circleId = p.in ? circleIds.get(p.in) : undefined;
    if (p.in && !circleId) continue;
    const mentions = (p.mention ?? []).flatMap((w) => id(w) ?? []);
    const reactions = (p.reactions ?? []).flatMap(([w, kind]) => (id(w) ? [{ user_id: id(w)!, kind }] : []));
    const comments = p.comments ?? [];
    const count = comments.reduce((n, c) => n + 1 + (c.reply ? 1 : 0), 0);
    const created = at(p.hoursAgo);
    const escaped = p.text.replace(/&/g, '&amp;').replace(/</g, '&lt;');
    const [post] = await db
      .insert(posts)
      .values({
        author_id: author,
        circle_id: circleId ?? null,
        body_html: `<p>${escaped}</p>`,
        body_text: p.text,
        topics: extractTopics(p.text),
        mentions,
        reaction_count: reactions.length,
        comment_count: count,
        created_at: created,
        pinned_at: p.by === 'admin' && p.in === 'agri' ? created : null,
      })
      .returning({ post_id: posts.post_id });
    if (reactions.length)
      await db
        .insert(postReactions)
        .values(reactions.map((r) => ({ ...r, post_id: post!.post_id, created_at: created })));
    let minutes = 20;
    for (const c of comments) {
      const by = id(c.by);
      if (!by) continue;
      const when = new Date(new Date(created).getTime() + minutes * 60_000).toISOString();
      const [row] = await db
        .insert(postComments)
        .values({ post_id: post!.post_id, author_id: by, body: c.text, created_at: when })
        .returning({ comment_id: postComments.comment_id });
      minutes += 45;
      const replyBy = c.reply ? id(c.reply.by) : undefined;
      if (c.reply && replyBy) {
        await db.insert(postComments).values({
          post_id: post!.post_id,
          parent_id: row!.comment_id,
          author_id: replyBy,
          body: c.reply.text,
          created_at: new Date(new Date(created).getTime() + minutes * 60_000).toISOString(),
        });
        minutes += 30;
      }
    }
    if (circleId) {
      await db
        .update(circles)
        .set({ post_count: sql`${circles.post_count} + 1`, last_activity_at: created })
        .where(eq(circles.circle_id, circleId));
    }
  }
}
