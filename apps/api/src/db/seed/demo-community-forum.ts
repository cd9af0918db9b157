import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { communityReports } from '../schema/community.ts';
import { forumCategories, forumReplies, forumThreads, forumVotes } from '../schema/community-forum.ts';
import { users } from '../schema/identity.ts';

/**
 * The forum's demo content (issue 21, SEED_DEMO): six categories with Hindi names, threads from the
 * demo people of demo-profiles.ts and the administrator with replies that answer them, accepted
 * answers on some, a pinned guidelines thread, a locked one, and three open reports so the
 * moderation queue has work. Runs once (nothing is added when the forum has categories already).
 */

const CATEGORIES = [
  [
    'starting-up',
    'Starting up',
    'शुरुआत',
    'Incorporation, co-founders, first hires and recognition',
    'कंपनी बनाना, सह-संस्थापक, पहली भर्ती और मान्यता',
  ],
  [
    'funding-and-grants',
    'Funding and grants',
    'फ़ंडिंग और अनुदान',
    'Seed funds, grants, angels and the paperwork that comes with them',
    'सीड फ़ंड, अनुदान, एंजेल निवेश और उनके काग़ज़ात',
  ],
  [
    'legal-and-compliance',
    'Legal and compliance',
    'क़ानून और अनुपालन',
    'GST, income tax, contracts and filings',
    'जीएसटी, आयकर, अनुबंध और फ़ाइलिंग',
  ],
  [
    'product-and-technology',
    'Product and technology',
    'उत्पाद और तकनीक',
    'Building, hardware, software and data',
    'निर्माण, हार्डवेयर, सॉफ़्टवेयर और डेटा',
  ],
  [
    'sales-and-marketing',
    'Sales and marketing',
    'बिक्री और मार्केटिंग',
    'First customers, pricing and reaching buyers beyond the metros',
    'पहले ग्राहक, क़ीमत और महानगरों से आगे के ख़रीदार',
  ],
  [
    'government-schemes',
    'Government schemes',
    'सरकारी योजनाएँ',
    'Startup India, MSME, state policies and how to apply',
    'स्टार्टअप इंडिया, एमएसएमई, राज्य नीतियाँ और आवेदन',
  ],
] as const;

type Who = 'admin' | 'priya.deshmukh' | 'anil.patil' | 'sameer.joshi' | 'lakshmi.narayanan';
interface DemoReply {
  by: Who;
  body: string;
  accepted?: boolean;
  votes?: Who[];
}
interface DemoThread {
  key: string;
  category: (typeof CATEGORIES)[number][0];
  by: Who;
  daysAgo: number;
  title: string;
  body: string;
  tags: string[];
  pinned?: boolean;
  locked?: boolean;
  votes?: Who[];
  replies: DemoReply[];
}

const p = (...paras: string[]) => paras.map((x) => `<p>${x}</p>`).join('');

const THREADS: DemoThread[] = [
  {
    key: 'guidelines',
    category: 'starting-up',
    by: 'admin',
    daysAgo: 40,
    pinned: true,
    tags: ['guidelines'],
    title: 'Community guidelines: how we help each other here',
    body: p(
      'Ask one clear question per thread, with the numbers that matter: your city, sector, stage and what you already tried.',
      'Answer from experience and say when you are not sure. Tax and legal answers here are not professional advice: check with your CA or lawyer before you file.',
      'No selling, no referral links, no sharing of anyone’s personal details. Use Report on anything that breaks these rules; the moderators look at every report.',
    ),
    votes: ['priya.deshmukh', 'anil.patil', 'sameer.joshi'],
    replies: [],
  },
  {
    key: 'dpiit',
    category: 'starting-up',
    by: 'priya.deshmukh',
    daysAgo: 30,
    tags: ['dpiit', 'startup india'],
    title: 'DPIIT recognition: which documents did you actually need?',
    body: p(
      'We are a private limited company incorporated in 2024 in Nashik. The Startup India portal asks for a "brief about the innovation" and proof of concept. What did you upload, and how long did recognition take?',
    ),
    votes: ['anil.patil', 'lakshmi.narayanan'],
    replies: [
      {
        by: 'sameer.joshi',
        accepted: true,
        votes: ['priya.deshmukh', 'anil.patil'],
        body: p(
          'For my last three clients: the certificate of incorporation, the PAN of the company, a one-page write-up of what is new in the product and how it scales or creates jobs, and a link to a pitch deck or website. A short video of the prototype in the field helped one of them.',
          'Recognition came in 6 to 12 working days. Keep the "innovation" part concrete: what farmers did before, what your sensor changes, and one number from your trials.',
        ),
      },
      {
        by: 'anil.patil',
        body: p('Ours took 9 days. We also attached the letter from our incubator, which the form lists as optional.'),
      },
    ],
  },
  {
    key: '80iac',
    category: 'legal-and-compliance',
    by: 'anil.patil',
    daysAgo: 26,
    tags: ['income tax', '80-iac'],
    title: 'Section 80-IAC tax holiday: worth applying in year one?',
    body: p(
      'We are DPIIT-recognised and expect a small profit next year. Is it worth applying for the 80-IAC exemption now, or should we wait until profits are larger?',
    ),
    votes: ['priya.deshmukh'],
    replies: [
      {
        by: 'sameer.joshi',
        accepted: true,
        votes: ['anil.patil', 'priya.deshmukh', 'lakshmi.narayanan'],
        body: p(
          'Apply early but claim late. The deduction is 100% of profits for any 3 consecutive years out of the first 10 from incorporation, so you choose the three years. The certificate from the Inter-Ministerial Board has no cost except time, and it usually takes a few months.',
          'Conditions to check: a private limited company or LLP, DPIIT-recognised, turnover under ₹100 crore in the year you claim, and not formed by splitting up an existing business.',
        ),
      },
      { by: 'priya.deshmukh', body: p('I thought the turnover limit was ₹25 crore?') },
      {
        by: 'sameer.joshi',
        body: p(
          'It was ₹25 crore earlier; it was raised to ₹100 crore. Check the notification of the year you claim in.',
        ),
      },
    ],
  },
  {
    key: 'angel',
    category: 'funding-and-grants',
    by: 'priya.deshmukh',
    daysAgo: 22,
    tags: ['angel tax', 'fundraising'],
    title: 'Angel tax after the 2024 budget: anything left to worry about?',
    body: p(
      'Two angels from Pune want to invest ₹40 lakh at a valuation above our book value. I read that angel tax is gone. Is there still paperwork we must get right?',
    ),
    votes: ['anil.patil'],
    replies: [
      {
        by: 'sameer.joshi',
        accepted: true,
        votes: ['priya.deshmukh'],
        body: p(
          'The Finance Act 2024 removed the angel tax provision (section 56(2)(viib)) for all investors from the 2024-25 financial year, so the premium is no longer taxed as your income.',
          'Still do this: a registered valuer’s report for the share price, a board and shareholders’ resolution, the private placement offer letter (PAS-4) and the return of allotment (PAS-3) within 15 days, and money only through the company’s bank account.',
        ),
      },
    ],
  },
  {
    key: 'gst-saas',
    category: 'legal-and-compliance',
    by: 'lakshmi.narayanan',
    daysAgo: 20,
    tags: ['gst', 'saas', 'exports'],
    title: 'GST for a SaaS start-up selling to customers abroad',
    body: p(
      'A mentee in Bengaluru sells a subscription to clinics in Dubai and Singapore, paid in dollars. Does she charge GST? She is below ₹20 lakh in revenue.',
    ),
    votes: ['sameer.joshi'],
    replies: [
      {
        by: 'sameer.joshi',
        accepted: true,
        votes: ['lakshmi.narayanan', 'anil.patil'],
        body: p(
          'Selling software as a service to a client abroad, paid in foreign exchange, is an export of services: zero-rated. Below ₹20 lakh she need not register at all.',
          'Once she registers (or crosses the limit), she files a Letter of Undertaking (Form GST RFD-11) every financial year so she can export without paying IGST, and keeps the FIRA or bank certificate for each payment. Indian customers are charged 18%.',
        ),
      },
    ],
  },
  {
    key: 'hospital',
    category: 'sales-and-marketing',
    by: 'anil.patil',
    daysAgo: 18,
    tags: ['pilot', 'healthcare', 'b2g'],
    title: 'First pilot with a hospital: how do you get procurement to say yes?',
    body: p(
      'Our temperature sensors also fit vaccine fridges. The district hospital in Nashik is interested, but nobody knows who can sign a pilot. How did you get your first hospital?',
    ),
    replies: [
      {
        by: 'lakshmi.narayanan',
        accepted: true,
        votes: ['anil.patil', 'priya.deshmukh'],
        body: p(
          'Start with the person who feels the pain: the pharmacist or the cold-chain officer, not procurement. Offer a 60 to 90 day pilot on five fridges, free or at cost, with two numbers agreed in writing before you start (for example, temperature excursions caught and doses saved).',
          'Ask the medical superintendent for a one-page letter of permission. When the pilot ends, that letter and the numbers are what procurement needs to put you on GeM.',
        ),
      },
      {
        by: 'priya.deshmukh',
        body: p(
          'Same with the agriculture department for us: the officer in the field opened the door, not the head office.',
        ),
      },
    ],
  },
  {
    key: 'sisfs',
    category: 'government-schemes',
    by: 'priya.deshmukh',
    daysAgo: 15,
    tags: ['sisfs', 'seed fund', 'incubator'],
    title: 'Startup India Seed Fund Scheme: how long from selection to money?',
    body: p(
      'Our incubator selected us for a ₹20 lakh grant for field trials. The agreement is signed. When does the first tranche usually arrive?',
    ),
    votes: ['lakshmi.narayanan'],
    replies: [
      {
        by: 'anil.patil',
        accepted: true,
        votes: ['priya.deshmukh'],
        body: p(
          'The grant (up to ₹20 lakh for proof of concept and trials) comes from the incubator in tranches tied to milestones. Our first tranche came five weeks after signing; the second needed the utilisation certificate of the first.',
          'Open a separate current account for the grant: it makes the utilisation certificate much easier.',
        ),
      },
    ],
  },
  {
    key: 'tier2',
    category: 'sales-and-marketing',
    by: 'lakshmi.narayanan',
    daysAgo: 12,
    tags: ['pricing', 'tier-2', 'retail'],
    title: 'Pricing in tier-2 cities: per store or per user?',
    body: p(
      'A start-up I mentor sells inventory software to kirana and pharmacy owners in Indore, Nagpur and Nashik. Metro customers accept ₹999 per user per month; tier-2 owners refuse. Has anyone found a price that works?',
    ),
    votes: ['priya.deshmukh', 'sameer.joshi'],
    replies: [
      {
        by: 'priya.deshmukh',
        votes: ['lakshmi.narayanan'],
        body: p(
          'Farmers pay us per season, not per month, and in two parts. Owners in smaller towns think in seasons and festivals too: try ₹2,999 for Diwali to Holi, one price per store, and staff free.',
        ),
      },
      {
        by: 'sameer.joshi',
        body: p(
          'My clients in Pune pay for what replaces a cost they see: one store price that is less than the wages of one part-time helper sells itself.',
        ),
      },
    ],
  },
  {
    key: 'whatsapp',
    category: 'sales-and-marketing',
    by: 'priya.deshmukh',
    daysAgo: 10,
    tags: ['whatsapp', 'farmers'],
    title: 'किसानों तक व्हाट्सऐप से पहुँचने का सबसे अच्छा तरीका क्या है?',
    body: p(
      'हम मराठी में सिंचाई की सूचनाएँ भेजते हैं। नए किसानों को जोड़ने के लिए ग्रुप बेहतर हैं या सीधे संदेश? स्पैम जैसा न लगे, इसके लिए आपने क्या किया?',
    ),
    replies: [
      {
        by: 'lakshmi.narayanan',
        accepted: true,
        votes: ['priya.deshmukh'],
        body: p(
          'सीधे संदेश, और केवल उन्हीं को जिन्होंने हाँ कहा हो। गाँव के किसी भरोसेमंद व्यक्ति, जैसे कृषि सेवा केंद्र वाले, से पहला परिचय करवाइए।',
          'हफ़्ते में दो से ज़्यादा संदेश न भेजें, और हर संदेश में एक काम की बात हो: आज पानी दें या न दें।',
        ),
      },
    ],
  },
  {
    key: 'udyam',
    category: 'government-schemes',
    by: 'anil.patil',
    daysAgo: 8,
    tags: ['msme', 'udyam', 'dpiit'],
    title: 'उद्यम (MSME) पंजीकरण और DPIIT मान्यता में क्या फ़र्क है?',
    body: p('क्या हमें दोनों चाहिए? बैंक लोन के लिए कौन-सा काम आता है?'),
    replies: [
      {
        by: 'sameer.joshi',
        accepted: true,
        votes: ['anil.patil', 'priya.deshmukh'],
        body: p(
          'उद्यम पंजीकरण आपके व्यवसाय के आकार (सूक्ष्म, लघु, मध्यम) का प्रमाण है: बैंक लोन, प्राथमिकता क्षेत्र ऋण और समय पर भुगतान की सुरक्षा इसी से मिलती है। यह मुफ़्त है और आधार से तुरंत हो जाता है।',
          'DPIIT मान्यता स्टार्टअप होने का प्रमाण है: 80-IAC, सीड फ़ंड और सरकारी ख़रीद में छूट इससे मिलती है। दोनों अलग हैं, और ज़्यादातर स्टार्टअप दोनों लेते हैं।',
        ),
      },
    ],
  },
  {
    key: 'lora',
    category: 'product-and-technology',
    by: 'anil.patil',
    daysAgo: 6,
    tags: ['iot', 'lora', 'hardware'],
    title: 'LoRa or NB-IoT for farm sensors in Maharashtra?',
    body: p(
      'Our sensors sit up to 2 km from the nearest house. LoRa needs our own gateways; NB-IoT needs a SIM in each sensor. What worked for you in rural areas?',
    ),
    replies: [
      {
        by: 'priya.deshmukh',
        body: p(
          'We use LoRa with one solar gateway per village cluster. NB-IoT coverage near Niphad was patchy when we tested last monsoon, and SIM costs add up per sensor.',
        ),
      },
      {
        by: 'lakshmi.narayanan',
        body: p('NB-IoT has full coverage everywhere in Maharashtra now, so there is no reason to run gateways.'),
      },
    ],
  },
  {
    key: 'clinic',
    category: 'starting-up',
    by: 'sameer.joshi',
    daysAgo: 4,
    tags: ['gst', 'pune', 'volunteer'],
    title: 'Free GST and bookkeeping clinic for first-time founders, Saturdays in Pune',
    body: p(
      'I volunteer two hours every Saturday morning at the Baner co-working space: bring your invoices and questions about GST registration, returns and bookkeeping. No charge, no sales pitch.',
    ),
    votes: ['priya.deshmukh'],
    replies: [
      { by: 'anil.patil', body: p('Came last week with our LUT question, sorted in twenty minutes. Thank you!') },
    ],
  },
  {
    key: 'volunteers',
    category: 'starting-up',
    by: 'admin',
    daysAgo: 35,
    locked: true,
    tags: ['summit', 'volunteers'],
    title: 'Bharat Startup Summit 2026: volunteer sign-ups (closed)',
    body: p(
      'Thank you to the 140 people who signed up to volunteer. The list is full; the volunteer team will write to each of you with your shift.',
    ),
    replies: [{ by: 'sameer.joshi', body: p('Signed up for the registration desk. See you there.') }],
  },
  {
    key: 'cgss',
    category: 'funding-and-grants',
    by: 'lakshmi.narayanan',
    daysAgo: 2,
    tags: ['debt', 'cgss'],
    title: 'Has anyone used the Credit Guarantee Scheme for Startups (CGSS)?',
    body: p(
      'A mentee needs ₹60 lakh of working capital without collateral. Has any bank here lent under CGSS to a DPIIT-recognised start-up, and how long did it take?',
    ),
    replies: [],
  },
];

/** Reports waiting in the moderation queue: [reporter, thread key, reply index or null, reason, details]. */
const REPORTS: [Who, string, number | null, 'misinformation' | 'spam', string][] = [
  [
    'anil.patil',
    'lora',
    1,
    'misinformation',
    'Coverage is not full in our villages; this could mislead people buying hardware.',
  ],
  ['priya.deshmukh', 'lora', 1, 'misinformation', 'Not true near Niphad and Sinnar.'],
  ['lakshmi.narayanan', 'clinic', null, 'spam', 'Looks like an advertisement for a co-working space.'],
];

const DAY = 24 * 60 * 60 * 1000;

export async function seedDemoForum(db: Db, adminEmail: string): Promise<void> {
  const [known] = await db.select({ n: sql<number>`count(*)::int` }).from(forumCategories);
  if ((known?.n ?? 0) > 0) return;
  const people = await db
    .select({ id: users.user_id, username: users.username, email: users.email })
    .from(users)
    .where(inArray(users.username, ['priya.deshmukh', 'anil.patil', 'sameer.joshi', 'lakshmi.narayanan']));
  const [admin] = await db.select({ id: users.user_id }).from(users).where(eq(users.email, adminEmail));
  const idOf = new Map<Who, number>(people.map((x) => [x.username as Who, x.id]));
  if (admin) idOf.set('admin', admin.id);
  if (idOf.size < 5) return;
  const id = (who: Who) => idOf.get(who)!;

  const cats = await db
    .insert(forumCategories)
    .values(
      CATEGORIES.map(([slug, name, name_hi, description, description_hi], i) => ({
        slug,
        name,
        name_hi,
        description,
        description_hi,
        position: i + 1,
      })),
    )
    .onConflictDoNothing()
    .returning({ id: forumCategories.category_id, slug: forumCategories.slug });
  const catId = new Map(cats.map((c) => [c.slug, c.id]));
  const now = Date.now();
  const threadIds = new Map<string, { id: number; replies: number[] }>();
  for (const t of THREADS) {
    const created = new Date(now - t.daysAgo * DAY);
    const text = t.body
      .replace(/<[^>]+>/g, ' ')
      .replace(/\s+/g, ' ')
      .trim();
    const [row] = await db
      .insert(forumThreads)
      .values({
        category_id: catId.get(t.category)!,
        author_id: id(t.by),
        title: t.title,
        body_html: t.body,
        body_text: text,
        tags: t.tags,
        vote_count: t.votes?.length ?? 0,
        reply_count: t.replies.length,
        pinned_at: t.pinned ? created.toISOString() : null,
        locked_at: t.locked ? new Date(now - (t.daysAgo - 3) * DAY).toISOString() : null,
        created_at: created.toISOString(),
        last_activity_at: new Date(created.getTime() + t.replies.length * 7 * 60 * 60 * 1000).toISOString(),
      })
      .returning({ id: forumThreads.thread_id });
    const replyIds: number[] = [];
    for (const [i, r] of t.replies.entries()) {
      const [reply] = await db
        .insert(forumReplies)
        .values({
          thread_id: row!.id,
          author_id: id(r.by),
          body_html: r.body,
          body_text: r.body
            .replace(/<[^>]+>/g, ' ')
            .replace(/\s+/g, ' ')
            .trim(),
          vote_count: r.votes?.length ?? 0,
          created_at: new Date(created.getTime() + (i + 1) * 7 * 60 * 60 * 1000).toISOString(),
        })
        .returning({ id: forumReplies.reply_id });
      replyIds.push(reply!.id);
      if (r.accepted)
        await db.update(forumThreads).set({ accepted_reply_id: reply!.id }).where(eq(forumThreads.thread_id, row!.id));
      if (r.votes?.length) {
        await db
          .insert(forumVotes)
          .values(r.votes.map((v) => ({ user_id: id(v), target_kind: 'reply' as const, target_id: reply!.id })));
      }
    }
    if (t.votes?.length) {
      await db
        .insert(forumVotes)
        .values(t.votes.map((v) => ({ user_id: id(v), target_kind: 'thread' as const, target_id: row!.id })));
    }
    threadIds.set(t.key, { id: row!.id, replies: replyIds });
  }
  await db.update(forumCategories).set({
    thread_count: sql`(select count(*)::int from ${forumThreads} where ${forumThreads.category_id} = ${forumCategories.category_id})`,
  });

  for (const [reporter, key, replyIndex, reason, details] of REPORTS) {
    const thread = THREADS.find((t) => t.key === key)!;
    const ids = threadIds.get(key)!;
    const reply = replyIndex === null ? null : thread.replies[replyIndex]!;
    await db
      .insert(communityReports)
      .values({
        target_kind: reply ? 'forum_reply' : 'thread',
        target_id: reply ? ids.replies[replyIndex!]! : ids.id,
        subject_user_id: id(reply ? reply.by : thread.by),
        reporter_id: id(reporter),
        reason,
        details,
        excerpt: (reply ? reply.body : `${thread.title} — ${thread.body}`)
          .replace(/<[^>]+>/g, ' ')
          .replace(/\s+/g, ' ')
          .trim()
          .slice(0, 500),
        link: reply
          ? `/community/forum?thread=${ids.id}#reply-${ids.replies[replyIndex!]}`
          : `/community/forum?thread=${ids.id}`,
        created_at: new Date(now - (replyIndex ?? 3) * 60 * 60 * 1000 - reporter.length * 60_000).toISOString(),
      })
      .onConflictDoNothing();
  }
}
