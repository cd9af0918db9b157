import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { roles, userRoles } from '../schema/access.ts';
import { callApplications, collabRequests, collabResponses, communityCalls } from '../schema/community-involvement.ts';
import { userSettings, users } from '../schema/identity.ts';
import { conversationMembers, conversations, messages } from '../schema/messages.ts';
import { userProfiles } from '../schema/profiles.ts';

/**
 * Demo content of get involved and the collaboration hub (issue 21, SEED_DEMO): calls for mentors,
 * judges, volunteers and speakers across India with applications (one to a call the administrator
 * runs, one by the administrator), collaboration requests with responses whose notes opened
 * direct conversations, and people marked open to collaborate. Uses the demo people of
 * demo-profiles.ts and adds five more who post here. Idempotent: it does nothing once a call exists.
 */

const DAY = 24 * 60 * 60 * 1000;
const date = (days: number) => new Date(Date.now() + days * DAY).toISOString().slice(0, 10);
const at = (days: number) => new Date(Date.now() + days * DAY).toISOString();

const NEW_PEOPLE = [
  {
    username: 'kavita.sharma',
    firstName: 'Kavita',
    lastName: 'Sharma',
    headline: 'Founder, Rangsutra Jaipur — block-printed home linen from women artisans',
    city: 'Jaipur',
    state: 'Rajasthan',
    skills: ['D2C retail', 'Artisan clusters', 'Export'],
  },
  {
    username: 'rohit.verma',
    firstName: 'Rohit',
    lastName: 'Verma',
    headline: 'Building Ganit Guru, maths lessons in Bhojpuri and Awadhi',
    city: 'Lucknow',
    state: 'Uttar Pradesh',
    skills: ['Curriculum design', 'Video production', 'Android'],
  },
  {
    username: 'neha.kulkarni',
    firstName: 'Neha',
    lastName: 'Kulkarni',
    headline: 'Biomedical engineer; founder of HemoCheck, a hand-held anaemia test',
    city: 'Pune',
    state: 'Maharashtra',
    skills: ['Medical devices', 'Clinical validation', 'CDSCO filings'],
  },
  {
    username: 'arjun.mehta',
    firstName: 'Arjun',
    lastName: 'Mehta',
    headline: 'Co-founder, ReCell — recovering lithium and cobalt from used phone batteries',
    city: 'Bengaluru',
    state: 'Karnataka',
    skills: ['Hydrometallurgy', 'Battery chemistry', 'Plant design'],
  },
  {
    username: 'farhan.qureshi',
    firstName: 'Farhan',
    lastName: 'Qureshi',
    headline: 'Runs Malwa Namkeen, a 40-person snack maker in Indore',
    city: 'Indore',
    state: 'Madhya Pradesh',
    skills: ['Food processing', 'FSSAI compliance', 'Distribution'],
  },
] as const;

export async function seedDemoInvolvement(db: Db, adminEmail: string): Promise<void> {
  const [existing] = await db.select({ n: sql<number>`count(*)::int` }).from(communityCalls);
  if ((existing?.n ?? 0) > 0) return;

  const [entrepreneur] = await db
    .select({ role_id: roles.role_id })
    .from(roles)
    .where(and(eq(roles.role_name, 'Entrepreneur'), eq(roles.is_deleted, false)));
  for (const p of NEW_PEOPLE) {
    const [user] = await db
      .insert(users)
      .values({
        username: p.username,
        firstName: p.firstName,
        lastName: p.lastName,
        email: `${p.username}@example.in`,
        enabled: true,
        active_role: entrepreneur?.role_id ?? null,
        tnc_accepted: true,
      })
      .onConflictDoNothing()
      .returning({ user_id: users.user_id });
    if (!user) continue;
    if (entrepreneur) await db.insert(userRoles).values({ user_id: user.user_id, role_id: entrepreneur.role_id });
    await db.insert(userSettings).values({ user_id: user.user_id });
    await db
      .insert(userProfiles)
      .values({
        user_id: user.user_id,
        headline: p.headline,
        city: p.city,
        state: p.state,
        skills: [...p.skills],
        languages: ['Hindi', 'English'],
        visibility: { basic: 'public', about: 'members' },
      })
      .onConflictDoNothing();
  }

  const names = [
    'priya.deshmukh',
    'anil.patil',
    'sameer.joshi',
    'lakshmi.narayanan',
    ...NEW_PEOPLE.map((p) => p.username),
  ];
  const rows = await db
    .select({ user_id: users.user_id, username: users.username, email: users.email })
    .from(users)
    .where(inArray(users.username, names));
  const [admin] = await db
    .select({ user_id: users.user_id })
    .from(users)
    .where(and(sql`lower(${users.email}) = ${adminEmail.toLowerCase()}`, eq(users.is_deleted, false)));
  const id = (username: string) => rows.find((r) => r.username === username)?.user_id;
  const who = Object.fromEntries(names.map((n) => [n, id(n)]));
  if (!admin || names.some((n) => who[n] === undefined)) return;
  const u = (n: string) => who[n]!;

  // everyone here is open to collaborate (their profiles exist: demo-profiles.ts and the five above)
  await db
    .update(userProfiles)
    .set({ open_to_collaborate: true })
    .where(
      inArray(userProfiles.user_id, [
        u('priya.deshmukh'),
        u('sameer.joshi'),
        u('lakshmi.narayanan'),
        u('kavita.sharma'),
        u('arjun.mehta'),
        u('neha.kulkarni'),
      ]),
    );

  const calls = await db
    .insert(communityCalls)
    .values([
      {
        author_id: admin.user_id,
        kind: 'judge',
        title: 'Judges for the Deccan pitch day at T-Hub, Hyderabad',
        description:
          'Twenty-four early-stage teams from Telangana and Andhra Pradesh pitch for ₹25 lakh in grants. Judges sit on one of four panels for a morning, score on a shared rubric and give each team five minutes of feedback.',
        mode: 'in_person',
        city: 'Hyderabad',
        state: 'Telangana',
        starts_on: date(24),
        ends_on: date(24),
        time_commitment: 'One Saturday, 9 am to 2 pm',
        skills: ['Early-stage investing', 'Pitch evaluation'],
        places: 8,
        accepted_count: 1,
        apply_by: date(14),
      },
      {
        author_id: u('rohit.verma'),
        kind: 'volunteer',
        title: 'Volunteers for the Lucknow startup fair',
        description:
          'Two days, 60 stalls, about 4,000 visitors at the Indira Gandhi Pratishthan. We need help at registration, stall guidance and the investor lounge. Lunch and a certificate for every volunteer.',
        mode: 'in_person',
        city: 'Lucknow',
        state: 'Uttar Pradesh',
        starts_on: date(30),
        ends_on: date(31),
        time_commitment: 'Two full days',
        skills: ['Event management', 'Hindi', 'Crowd management'],
        places: 25,
        apply_by: date(20),
      },
      {
        author_id: u('kavita.sharma'),
        kind: 'speaker',
        title: 'Speakers for the women founders meetup, Jaipur',
        description:
          'An evening meetup for 80 women founders from Rajasthan. We are looking for three speakers for 20-minute talks: raising a first round, selling to export buyers, and running a business from a smaller town.',
        mode: 'in_person',
        city: 'Jaipur',
        state: 'Rajasthan',
        starts_on: date(18),
        ends_on: date(18),
        time_commitment: 'One evening, 5 to 8 pm',
        skills: ['Fundraising', 'Exports', 'Public speaking'],
        places: 3,
        accepted_count: 1,
        apply_by: date(10),
      },
      {
        author_id: u('sameer.joshi'),
        kind: 'mentor',
        title: 'Finance mentors for first-time founders (online)',
        description:
          'A six-month online programme pairing 12 first-time founders with a finance mentor: bookkeeping, GST, cash flow and reading a term sheet. One video call a fortnight.',
        mode: 'online',
        starts_on: date(35),
        ends_on: date(215),
        time_commitment: '1 hour a fortnight for 6 months',
        skills: ['GST', 'Financial modelling', 'Bookkeeping'],
        places: 6,
        apply_by: date(25),
      },
      {
        author_id: u('priya.deshmukh'),
        kind: 'mentor',
        title: 'Mentors for the Nashik agritech cohort',
        description:
          'Eight agritech teams around Nashik (grapes, onions, pomegranates) meet a mentor once a month on the farm or in town. We need people who have sold to farmers or to FPOs.',
        mode: 'in_person',
        city: 'Nashik',
        state: 'Maharashtra',
        starts_on: date(40),
        ends_on: date(220),
        time_commitment: '2 hours a month for 6 months',
        skills: ['Agritech', 'Rural sales', 'FPOs'],
        places: 4,
        apply_by: date(28),
      },
      {
        author_id: u('lakshmi.narayanan'),
        kind: 'judge',
        title: 'Judges for a student hackathon at RV College, Bengaluru',
        description:
          'A 24-hour hackathon on urban water problems with 40 student teams. Judges review demos in the final three hours and pick three winners and a special mention.',
        mode: 'in_person',
        city: 'Bengaluru',
        state: 'Karnataka',
        starts_on: date(12),
        ends_on: date(13),
        time_commitment: 'Sunday morning, 9 am to 12 noon',
        skills: ['Software engineering', 'Water', 'Product'],
        places: 5,
        apply_by: date(8),
      },
      {
        author_id: u('farhan.qureshi'),
        kind: 'volunteer',
        title: 'Volunteers for the Indore food processors’ expo',
        description:
          'Helping 30 small food processors from the Malwa region set up their stalls and talk to buyers from Mumbai and Delhi. All places are filled; thank you to everyone who applied.',
        mode: 'in_person',
        city: 'Indore',
        state: 'Madhya Pradesh',
        starts_on: date(-10),
        ends_on: date(-9),
        time_commitment: 'Two days',
        skills: ['Hindi', 'Sales'],
        places: 2,
        accepted_count: 2,
        status: 'closed',
        closed_at: at(-20),
      },
    ])
    .returning({ call_id: communityCalls.call_id, title: communityCalls.title });
  const call = (start: string) => calls.find((c) => c.title.startsWith(start))!.call_id;

  await db.insert(callApplications).values([
    {
      call_id: call('Judges for the Deccan'),
      applicant_id: u('sameer.joshi'),
      message: 'I have judged three pitch days for Venture Center Pune and read about 200 financial models a year.',
      share_profile: true,
    },
    {
      call_id: call('Judges for the Deccan'),
      applicant_id: u('lakshmi.narayanan'),
      message: 'Twenty years in product at Bengaluru software firms; happy to fly in for the day.',
      share_profile: true,
      status: 'accepted',
      decision_note: 'Thank you! You are on panel B with two angel investors. Briefing call on the Thursday before.',
      decided_at: at(-1),
    },
    {
      call_id: call('Judges for the Deccan'),
      applicant_id: u('arjun.mehta'),
      message: 'I can judge the deep-tech and cleantech teams.',
    },
    {
      call_id: call('Volunteers for the Lucknow'),
      applicant_id: u('anil.patil'),
      message: 'I will be in Lucknow for my cousin’s wedding that week and can help at the investor lounge.',
    },
    {
      call_id: call('Speakers for the women'),
      applicant_id: u('priya.deshmukh'),
      message: 'I can speak on selling to farmers from a small town: Krishi Setu started in a village outside Nashik.',
      share_profile: true,
      status: 'accepted',
      decision_note: 'Perfect fit for the third talk. We will send the run-sheet a week before.',
      decided_at: at(-2),
    },
    {
      call_id: call('Finance mentors'),
      applicant_id: u('kavita.sharma'),
      message: 'I file GST for an export business every month and would like to mentor two founders.',
    },
    {
      call_id: call('Judges for a student hackathon'),
      applicant_id: admin.user_id,
      message: 'I can judge on the Sunday and bring two colleagues from the incubation team.',
    },
    {
      call_id: call('Volunteers for the Indore'),
      applicant_id: u('rohit.verma'),
      message: 'Happy to help with the stalls.',
      status: 'accepted',
      decided_at: at(-25),
    },
    {
      call_id: call('Volunteers for the Indore'),
      applicant_id: u('neha.kulkarni'),
      message: 'I can help on the second day.',
      status: 'accepted',
      decided_at: at(-25),
    },
  ]);

  const requests = await db
    .insert(collabRequests)
    .values([
      {
        author_id: u('priya.deshmukh'),
        kind: 'cofounder',
        title: 'CTO co-founder for an agritech start-up in Nashik',
        description:
          'Krishi Setu sends soil-moisture alerts to 600 grape farmers. We need a technical co-founder to own the sensor firmware, the LoRa network and the app as we grow to 5,000 farms next season.',
        sector: 'agritech',
        city: 'Nashik',
        state: 'Maharashtra',
        offered: '10–15% equity, a salary once we close our seed round, and a team that already has paying customers',
        sought: 'Embedded C, LoRaWAN, Android; someone willing to spend time in the field',
        skills: ['IoT', 'Embedded C', 'Android'],
        expires_at: at(45),
        response_count: 1,
      },
      {
        author_id: u('neha.kulkarni'),
        kind: 'pilot_partner',
        title: 'A pilot hospital in Pune for a point-of-care anaemia test',
        description:
          'HemoCheck reads haemoglobin from a finger-prick in 60 seconds. For our CDSCO filing we need 300 readings beside a lab analyser, ideally in an antenatal clinic.',
        sector: 'healthtech',
        city: 'Pune',
        state: 'Maharashtra',
        offered: 'Devices and strips free for a year, a research co-authorship, training for the nurses',
        sought: 'A hospital or clinic with an ethics committee and an antenatal OPD',
        skills: ['Clinical trials', 'Obstetrics'],
        expires_at: at(50),
        response_count: 1,
      },
      {
        author_id: u('arjun.mehta'),
        kind: 'research_partner',
        title: 'A research partner at an IIT for lithium-ion battery recycling',
        description:
          'ReCell recovers 92% of the cobalt from used phone batteries at bench scale. We want a lab partner to validate the leaching process at 50 kg a batch and publish together.',
        sector: 'cleantech',
        city: 'Bengaluru',
        state: 'Karnataka',
        offered: 'Samples, a co-funded research associate, shared IP on process improvements',
        sought: 'A metallurgy or chemical engineering lab with pilot-scale reactors',
        skills: ['Hydrometallurgy', 'Battery chemistry'],
        expires_at: at(55),
      },
      {
        author_id: u('farhan.qureshi'),
        kind: 'supplier',
        title: 'A supplier of food-grade packaging in Indore',
        description:
          'We pack 8 tonnes of namkeen a month and want to move to recyclable, nitrogen-flushed pouches. Looking for a converter near Indore or Dewas who can print in small runs.',
        sector: 'food_processing',
        city: 'Indore',
        state: 'Madhya Pradesh',
        offered: 'A steady order of 2 lakh pouches a month, paid in 30 days',
        sought: 'Food-grade laminates, FSSAI-compliant inks, runs of 20,000',
        skills: ['Flexible packaging'],
        expires_at: at(30),
        response_count: 1,
      },
      {
        author_id: u('anil.patil'),
        kind: 'pilot_partner',
        title: 'Farmer-producer companies to pilot solar cold storage on rent',
        description:
          'A 5-tonne solar cold room that an FPO rents by the crate. We want three FPOs around Nashik or Ahmednagar to run it for one onion season.',
        sector: 'logistics',
        city: 'Nashik',
        state: 'Maharashtra',
        offered: 'The cold room installed free for the season; you keep the rental income',
        sought: 'FPOs with at least 300 members and a site with road access',
        skills: ['FPOs', 'Cold chain'],
        expires_at: at(40),
      },
      {
        author_id: u('kavita.sharma'),
        kind: 'supplier',
        title: 'Handloom weavers in Chanderi for a D2C saree label',
        description:
          'Rangsutra is adding Chanderi silk-cotton sarees. We want a weavers’ group that can make 150 sarees a month to our designs, at fair and published rates.',
        sector: 'handicrafts',
        city: 'Jaipur',
        state: 'Rajasthan',
        offered: 'Advance payment of 40%, design support, our export buyers',
        sought: 'A weavers’ cooperative or master weaver with 20+ looms',
        skills: ['Handloom', 'Natural dyes'],
        expires_at: at(60),
      },
      {
        author_id: u('rohit.verma'),
        kind: 'cofounder',
        title: 'A business co-founder for an edtech app teaching maths in Bhojpuri',
        description:
          'Ganit Guru has 18,000 downloads in eastern UP and Bihar with no marketing. I build the lessons and the app; I need a co-founder for schools, partnerships and fundraising.',
        sector: 'edtech',
        city: 'Lucknow',
        state: 'Uttar Pradesh',
        offered: 'Equal equity, and a product children already use',
        sought: 'Sales to schools and state education departments; fluent Hindi',
        skills: ['B2G sales', 'Fundraising'],
        expires_at: at(35),
      },
      {
        author_id: u('lakshmi.narayanan'),
        kind: 'other',
        title: 'Design partners for a GST reconciliation tool for small traders',
        description:
          'A simple tool that matches a trader’s purchase bills with GSTR-2B and flags what is missing. Looking for ten traders or their accountants to try it for two months and tell us what breaks.',
        sector: 'saas',
        city: 'Bengaluru',
        state: 'Karnataka',
        offered: 'Free use for two years',
        sought: 'Traders filing monthly returns, or accountants who file for them',
        skills: ['GST'],
        expires_at: at(50),
      },
      {
        author_id: u('priya.deshmukh'),
        kind: 'other',
        title: 'Marathi and Hindi voice artists for farmer training videos',
        description:
          'Twelve short videos on drip irrigation and soil health need a warm, clear voice in Marathi and in Hindi.',
        sector: 'agritech',
        city: 'Nashik',
        state: 'Maharashtra',
        offered: 'A fee per video and credit in every video',
        sought: 'Voice artists with a home recording set-up',
        skills: ['Voice-over', 'Marathi'],
        expires_at: at(-5),
      },
    ])
    .returning({
      request_id: collabRequests.request_id,
      title: collabRequests.title,
      author_id: collabRequests.author_id,
    });
  const request = (start: string) => requests.find((r) => r.title.startsWith(start))!;

  // responses, each opening the direct conversation with its note as the first message
  const responses = [
    {
      request: request('CTO co-founder'),
      responder: admin.user_id,
      note: 'Our incubation team knows two firmware engineers from COEP who left Bosch last year. Shall I introduce you?',
    },
    {
      request: request('A pilot hospital in Pune'),
      responder: u('sameer.joshi'),
      note: 'My sister runs the antenatal OPD at a 120-bed hospital in Kothrud with its own ethics committee. Happy to introduce you.',
    },
    {
      request: request('A supplier of food-grade packaging'),
      responder: u('kavita.sharma'),
      note: 'We use a converter in Pithampur for our export cartons; they also do laminates in small runs. I can share the contact.',
    },
  ];
  for (const r of responses) {
    const a = Math.min(r.responder, r.request.author_id);
    const b = Math.max(r.responder, r.request.author_id);
    const [conversation] = await db
      .insert(conversations)
      .values({ kind: 'direct', direct_key: `${a}:${b}`, created_by: r.responder })
      .onConflictDoNothing()
      .returning({ conversation_id: conversations.conversation_id });
    if (!conversation) continue;
    await db.insert(conversationMembers).values([
      { conversation_id: conversation.conversation_id, user_id: r.responder },
      { conversation_id: conversation.conversation_id, user_id: r.request.author_id },
    ]);
    const [message] = await db
      .insert(messages)
      .values({
        conversation_id: conversation.conversation_id,
        sender_id: r.responder,
        body: `Re: ${r.request.title}\n\n${r.note}`,
      })
      .returning({ message_id: messages.message_id, created_at: messages.created_at });
    await db
      .update(conversations)
      .set({ last_message_id: message!.message_id, last_message_at: message!.created_at })
      .where(eq(conversations.conversation_id, conversation.conversation_id));
    await db
      .update(conversationMembers)
      .set({ last_read_message_id: message!.message_id, last_delivered_message_id: message!.message_id })
      .where(
        and(
          eq(conversationMembers.conversation_id, conversation.conversation_id),
          eq(conversationMembers.user_id, r.responder),
        ),
      );
    await db.insert(collabResponses).values({
      request_id: r.request.request_id,
      responder_id: r.responder,
      note: r.note,
      conversation_id: conversation.conversation_id,
    });
  }
}
