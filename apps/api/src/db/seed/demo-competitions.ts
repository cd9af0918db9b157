import { randomBytes } from 'node:crypto';
import type { TCriterion, TFormField } from '@ankur/shared/schemas/competitions';
import { eq, ilike, inArray, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import {
  competitionApplications,
  competitionAssignments,
  competitionJudges,
  competitionRoundEntries,
  competitionRounds,
  competitions,
  competitionTeamMembers,
} from '../schema/competitions.ts';
import { events } from '../schema/events.ts';
import { users } from '../schema/identity.ts';
import { certificateCodes, certificates } from '../schema/programs.ts';

/**
 * Demo competitions (issue 23, SEED_DEMO): the summit's pitch challenge in its screening round
 * (six startups, two judges part-way through their scores), an open rural-tech challenge, and a
 * campus ideathon with its results, leaderboard and winners' certificates. Dates are relative to
 * now. Runs after the people and events seeds (it finds people by username, the summit by title).
 */

const DAY = 24 * 60 * 60 * 1000;
const at = (days: number) => new Date(Date.now() + days * DAY).toISOString();

const SECTORS = ['Agritech', 'Healthtech', 'Edtech', 'Cleantech', 'Fintech', 'D2C and retail'];
const PITCH_FORM: TFormField[] = [
  { key: 'startup_name', label: 'Startup name', help: '', kind: 'text', required: true, options: [], max_length: 80 },
  { key: 'sector', label: 'Sector', help: '', kind: 'choice', required: true, options: SECTORS, max_length: null },
  {
    key: 'stage',
    label: 'Stage',
    help: '',
    kind: 'choice',
    required: true,
    options: ['Idea', 'Prototype', 'Early revenue', 'Growth'],
    max_length: null,
  },
  {
    key: 'problem',
    label: 'The problem you solve',
    help: 'Who has it, and how they cope today',
    kind: 'long_text',
    required: true,
    options: [],
    max_length: 1500,
  },
  {
    key: 'traction',
    label: 'Traction so far',
    help: 'Users, revenue, pilots',
    kind: 'long_text',
    required: false,
    options: [],
    max_length: 1000,
  },
  {
    key: 'pitch_deck',
    label: 'Pitch deck',
    help: 'PDF or slides, up to 50 MB',
    kind: 'file',
    required: false,
    options: [],
    max_length: null,
  },
];
const crit = (key: string, name: string, description: string, weight: number, scale_max = 5): TCriterion => ({
  key,
  name,
  description,
  weight,
  scale_max,
});
const SCREENING: TCriterion[] = [
  crit('problem', 'Problem', 'A real, sharp problem for a clear set of people', 3),
  crit('market', 'Market', 'Size and reachability of the market in India', 2),
  crit('team', 'Team', 'Why this team can build it', 2),
  crit('traction', 'Traction', 'Evidence people want it', 1),
];
const FINAL: TCriterion[] = [...SCREENING, crit('pitch', 'Pitch', 'Clarity and conviction on stage', 2, 10)];

interface DemoApp {
  lead: string;
  members: string[];
  team: string;
  sector: string;
  stage: string;
  problem: string;
  traction: string;
}

const PITCH_APPS: DemoApp[] = [
  {
    lead: 'priya.deshmukh',
    members: ['farhan.qureshi'],
    team: 'KhetSetu',
    sector: 'Agritech',
    stage: 'Early revenue',
    problem:
      'Small onion growers around Nashik sell within days of harvest because they have no cold storage; prices fall 40% in those weeks. We rent solar cold rooms by the crate.',
    traction: '220 farmers, 3 FPO partners, ₹18 lakh revenue last season.',
  },
  {
    lead: 'anil.patil',
    members: [],
    team: 'Jal Mitra',
    sector: 'Cleantech',
    stage: 'Prototype',
    problem:
      'Village water committees in Marathwada cannot tell when a borewell pump is failing until it stops. A ₹900 sensor warns them a week ahead over SMS.',
    traction: 'Pilot in 14 villages with a district water mission.',
  },
  {
    lead: 'kavita.sharma',
    members: ['deepa.menon'],
    team: 'Rangsutra Jaipur',
    sector: 'D2C and retail',
    stage: 'Growth',
    problem:
      'Block-printing artisans earn a fifth of what their linen sells for in cities. We sell direct and share the margin with 300 women artisans.',
    traction: '₹1.2 crore annual revenue, 38% repeat customers.',
  },
  {
    lead: 'rohit.verma',
    members: [],
    team: 'Ganit Guru',
    sector: 'Edtech',
    stage: 'Early revenue',
    problem:
      'Children in eastern UP learn maths in a language they do not speak at home. Short lessons in Bhojpuri and Awadhi on any Android phone.',
    traction: '41,000 monthly learners, ₹49 a month plan with 2,100 payers.',
  },
  {
    lead: 'neha.kulkarni',
    members: ['harpreet.kaur'],
    team: 'HemoCheck',
    sector: 'Healthtech',
    stage: 'Prototype',
    problem:
      'Anaemia affects half of pregnant women in India, and a lab test is a day’s travel away for many. A hand-held, needle-prick test reads haemoglobin in a minute.',
    traction: 'Clinical validation with 600 samples at a Pune hospital; CDSCO filing under way.',
  },
  {
    lead: 'arjun.mehta',
    members: [],
    team: 'ReCell',
    sector: 'Cleantech',
    stage: 'Prototype',
    problem:
      'India discards millions of phone batteries a year; the lithium and cobalt in them are imported again. Our hydrometallurgy line recovers 92% of both.',
    traction: 'Pilot plant in Bengaluru processing 2 tonnes a month; two recycler contracts signed.',
  },
];

function certificateCode(): string {
  const alphabet = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
  const bytes = randomBytes(16);
  let out = '';
  for (let i = 0; i < 16; i++) out += alphabet[bytes[i]! % 32];
  return `ANK-${out.slice(0, 4)}-${out.slice(4, 8)}-${out.slice(8, 12)}-${out.slice(12, 16)}`;
}

export async function seedDemoCompetitions(db: Db, adminEmail: string, tenantId: string): Promise<void> {
  const [existing] = await db.select({ n: sql<number>`count(*)::int` }).from(competitions);
  if ((existing?.n ?? 0) > 0) return;
  const wanted = [
    ...PITCH_APPS.flatMap((a) => [a.lead, ...a.members]),
    'lakshmi.narayanan',
    'vikram.rathore',
    'sameer.joshi',
    'deepak.yadav',
    'fatima.sheikh',
    'arjun.reddy',
    'kavita.singh',
  ];
  const found = await db
    .select({ user_id: users.user_id, username: users.username, first: users.firstName, last: users.lastName })
    .from(users)
    .where(inArray(users.username, wanted));
  const people = new Map(found.map((u) => [u.username, u]));
  const [admin] = await db.select({ user_id: users.user_id }).from(users).where(eq(users.email, adminEmail));
  if (!admin) return;
  const id = (username: string) => people.get(username)?.user_id;
  const [summit] = await db
    .select({ event_id: events.event_id })
    .from(events)
    .where(ilike(events.title, '%Bharat Startup Summit%'))
    .limit(1);

  // ---------------------------------------------------------------- the summit's pitch challenge, judging
  const judges = [id('lakshmi.narayanan'), id('vikram.rathore')].filter((x): x is number => x !== undefined);
  const [pitch] = await db
    .insert(competitions)
    .values({
      event_id: summit?.event_id ?? null,
      title: 'Bharat Startup Summit Pitch Challenge 2026',
      summary: 'Six minutes on the summit stage, a jury of investors and operators, and ₹10 lakh in grants.',
      description_html:
        '<p>Early-stage founders from across India pitch to the summit’s jury. The screening round picks six finalists, who pitch live on the main stage.</p><ul><li>Screening: the jury reads every application and deck</li><li>Final: a six-minute pitch and five minutes of questions</li></ul>',
      description_text:
        'Early-stage founders from across India pitch to the summit’s jury. The screening round picks six finalists, who pitch live on the main stage.',
      eligibility_html:
        '<p>DPIIT-recognised startups incorporated after 1 April 2019, with at least one founder resident in India.</p>',
      opens_at: at(-21),
      closes_at: at(-2),
      team_min: 1,
      team_max: 4,
      form: PITCH_FORM,
      prizes: [
        { rank: 1, title: 'Winner', reward: '₹5,00,000 grant and a year of incubation' },
        { rank: 2, title: 'Runner-up', reward: '₹3,00,000 grant' },
        { rank: 3, title: 'Third place', reward: '₹2,00,000 grant' },
      ],
      leaderboard_public: true,
      score_method: 'normalised',
      topics: ['pitch', 'startups', 'seed funding'],
      hubs: ['competition-hub', 'funding-hub'],
      status: 'judging',
      application_count: PITCH_APPS.length,
      organiser_id: admin.user_id,
    })
    .returning();
  const [screening, final] = await db
    .insert(competitionRounds)
    .values([
      {
        competition_id: pitch!.competition_id,
        name: 'Screening',
        position: 1,
        status: 'active',
        judging_ends_at: at(5),
        rubric: SCREENING,
        advance_count: 3,
        judges_per_application: 2,
      },
      {
        competition_id: pitch!.competition_id,
        name: 'Final',
        position: 2,
        status: 'pending',
        judging_ends_at: at(12),
        rubric: FINAL,
        advance_count: null,
        judges_per_application: 2,
      },
    ])
    .returning();
  if (judges.length) {
    await db
      .insert(competitionJudges)
      .values([screening!, final!].flatMap((r) => judges.map((user_id) => ({ round_id: r.round_id, user_id }))));
  }
  // judge 1 has scored four applications, judge 2 two (and saved half of a third)
  const SCORES: Record<string, number>[] = [
    { problem: 5, market: 4, team: 4, traction: 4 },
    { problem: 4, market: 3, team: 3, traction: 3 },
    { problem: 4, market: 4, team: 5, traction: 5 },
    { problem: 5, market: 5, team: 4, traction: 4 },
    { problem: 5, market: 4, team: 4, traction: 2 },
    { problem: 4, market: 4, team: 3, traction: 2 },
  ];
  const total = (s: Record<string, number>) =>
    Math.round(
      (SCREENING.reduce((a, c) => a + c.weight * ((s[c.key]! - 1) / (c.scale_max - 1)), 0) /
        SCREENING.reduce((a, c) => a + c.weight, 0)) *
        10000,
    ) / 100;
  for (const [i, a] of PITCH_APPS.entries()) {
    const lead = id(a.lead);
    if (lead === undefined) continue;
    const [row] = await db
      .insert(competitionApplications)
      .values({
        competition_id: pitch!.competition_id,
        lead_id: lead,
        team_name: a.team,
        answers: { startup_name: a.team, sector: a.sector, stage: a.stage, problem: a.problem, traction: a.traction },
        status: 'submitted',
        submitted_at: at(-10 + i),
      })
      .returning();
    const team = [lead, ...a.members.map(id).filter((x): x is number => x !== undefined)];
    await db.insert(competitionTeamMembers).values(
      team.map((user_id, k) => ({
        competition_id: pitch!.competition_id,
        application_id: row!.application_id,
        user_id,
        is_lead: k === 0,
      })),
    );
    await db
      .insert(competitionRoundEntries)
      .values({ round_id: screening!.round_id, application_id: row!.application_id });
    for (const [j, judge] of judges.entries()) {
      const scored = j === 0 ? i < 4 : i < 2;
      const partial = j === 1 && i === 2;
      const s = SCORES[i]!;
      const scores = scored
        ? j === 0
          ? s
          : { ...s, market: Math.max(1, s.market! - 1) }
        : partial
          ? { problem: 4 }
          : {};
      await db.insert(competitionAssignments).values({
        round_id: screening!.round_id,
        application_id: row!.application_id,
        judge_user_id: judge,
        status: scored ? 'scored' : 'assigned',
        scores,
        comment: scored ? 'Clear problem and credible founders; would like to see unit economics.' : '',
        total: scored ? total(scores) : null,
        scored_at: scored ? at(-1) : null,
        updated_at: scored || partial ? at(-1) : null,
      });
    }
  }

  // ---------------------------------------------------------------- an open rural-tech challenge
  const [village] = await db
    .insert(competitions)
    .values({
      title: 'Smart Village Innovation Challenge',
      summary: 'Low-cost technology that works in a village of 2,000 people: water, energy, health, livelihoods.',
      description_html:
        '<p>Gram panchayats from Vidarbha and Bundelkhand set the problems; teams build for them. Three winning ideas are piloted for six months with panchayat support.</p>',
      description_text:
        'Gram panchayats from Vidarbha and Bundelkhand set the problems; teams build for them. Three winning ideas are piloted for six months with panchayat support.',
      eligibility_html: '<p>Teams of two to five: students, researchers, startups and NGOs.</p>',
      opens_at: at(-3),
      closes_at: at(25),
      team_min: 2,
      team_max: 5,
      form: [
        PITCH_FORM[0]!,
        { ...PITCH_FORM[3]!, label: 'The village problem you address' },
        {
          key: 'village_pilot',
          label: 'Where you would pilot it',
          help: 'Village, block and district',
          kind: 'text',
          required: true,
          options: [],
          max_length: 200,
        },
        { ...PITCH_FORM[5]!, label: 'Concept note' },
      ],
      prizes: [{ rank: 1, title: 'Pilot grant', reward: '₹3,00,000 and a six-month pilot with a gram panchayat' }],
      leaderboard_public: true,
      score_method: 'average',
      topics: ['rural tech', 'water', 'energy'],
      hubs: ['technology-hub', 'competition-hub'],
      status: 'open',
      application_count: 1,
      organiser_id: admin.user_id,
    })
    .returning();
  const [villageRound] = await db
    .insert(competitionRounds)
    .values({
      competition_id: village!.competition_id,
      name: 'Jury review',
      position: 1,
      rubric: [
        crit('impact', 'Impact', 'How many people it helps, how much', 3),
        crit('frugality', 'Frugality', 'Cost to build and keep running', 2),
        crit('feasibility', 'Feasibility', 'Can it be piloted within six months', 2),
      ],
      judges_per_application: 1,
    })
    .returning();
  if (judges[0] !== undefined)
    await db.insert(competitionJudges).values({ round_id: villageRound!.round_id, user_id: judges[0] });
  const sameer = id('sameer.joshi');
  const deepak = id('deepak.yadav');
  if (sameer !== undefined && deepak !== undefined) {
    const [row] = await db
      .insert(competitionApplications)
      .values({
        competition_id: village!.competition_id,
        lead_id: sameer,
        team_name: 'Gram Urja',
        answers: {
          startup_name: 'Gram Urja',
          problem:
            'Flour mills in Yavatmal villages run on diesel during power cuts; a shared solar mill cuts the cost of grinding by half.',
          village_pilot: 'Kalamb, Kalamb block, Yavatmal district',
        },
        status: 'submitted',
        submitted_at: at(-1),
      })
      .returning();
    await db.insert(competitionTeamMembers).values([
      { competition_id: village!.competition_id, application_id: row!.application_id, user_id: sameer, is_lead: true },
      { competition_id: village!.competition_id, application_id: row!.application_id, user_id: deepak },
    ]);
  }

  // ---------------------------------------------------------------- a campus ideathon with results
  const [ideathon] = await db
    .insert(competitions)
    .values({
      title: 'Campus Ideathon 2026',
      summary: 'Students from 40 colleges pitched ideas for India’s cities; the jury picked three.',
      description_html: '<p>A 36-hour ideathon for undergraduate teams on urban mobility, waste and housing.</p>',
      description_text: 'A 36-hour ideathon for undergraduate teams on urban mobility, waste and housing.',
      eligibility_html: '<p>Undergraduate students of any Indian college.</p>',
      opens_at: at(-70),
      closes_at: at(-50),
      team_min: 1,
      team_max: 4,
      form: [PITCH_FORM[0]!, PITCH_FORM[3]!],
      prizes: [
        { rank: 1, title: 'Winner', reward: '₹1,00,000 and a place in the incubator' },
        { rank: 2, title: 'Runner-up', reward: '₹50,000' },
        { rank: 3, title: 'Finalist', reward: '₹25,000' },
      ],
      leaderboard_public: true,
      score_method: 'average',
      topics: ['students', 'urban'],
      hubs: ['youth-leadership-hub', 'competition-hub'],
      status: 'results_published',
      application_count: 3,
      organiser_id: admin.user_id,
      results_published_at: at(-40),
    })
    .returning();
  const [ideathonRound] = await db
    .insert(competitionRounds)
    .values({
      competition_id: ideathon!.competition_id,
      name: 'Final',
      position: 1,
      status: 'closed',
      rubric: [crit('idea', 'Idea', 'Originality and usefulness', 1), crit('plan', 'Plan', 'A credible first step', 1)],
      judges_per_application: 1,
    })
    .returning();
  const IDEAS = [
    {
      lead: 'fatima.sheikh',
      team: 'Kachra Kart',
      idea: 'Ward-level pickup of dry waste on e-carts, paid per kilo to waste pickers.',
      prize: 'Winner',
    },
    {
      lead: 'arjun.reddy',
      team: 'BusBuddy Hyderabad',
      idea: 'Live crowding on city buses from conductors’ ticket machines.',
      prize: 'Runner-up',
    },
    {
      lead: 'kavita.singh',
      team: 'RentRight',
      idea: 'Verified rooms for migrant workers near industrial areas, with fair deposits.',
      prize: 'Finalist',
    },
  ];
  const issuer = await db.execute<{ display_name: string }>(
    sql`select display_name from tenants where tenant_id = ${tenantId}`,
  );
  const issuerName = (issuer as unknown as { rows: { display_name: string }[] }).rows[0]?.display_name ?? 'Ankur';
  for (const [i, a] of IDEAS.entries()) {
    const lead = people.get(a.lead);
    if (!lead) continue;
    const [row] = await db
      .insert(competitionApplications)
      .values({
        competition_id: ideathon!.competition_id,
        lead_id: lead.user_id,
        team_name: a.team,
        answers: { startup_name: a.team, problem: a.idea },
        status: 'submitted',
        final_rank: i + 1,
        prize: a.prize,
        submitted_at: at(-55),
      })
      .returning();
    await db.insert(competitionTeamMembers).values({
      competition_id: ideathon!.competition_id,
      application_id: row!.application_id,
      user_id: lead.user_id,
      is_lead: true,
    });
    await db.insert(competitionRoundEntries).values({
      round_id: ideathonRound!.round_id,
      application_id: row!.application_id,
      status: 'advanced',
      average: 90 - i * 8,
    });
    const award = i === 0 ? 'Winner' : i === 1 ? 'Runner-up' : 'Finalist';
    const code = certificateCode();
    await db.insert(certificates).values({
      user_id: lead.user_id,
      program_id: null,
      competition_id: ideathon!.competition_id,
      award,
      code,
      recipient_name: [lead.first, lead.last].filter(Boolean).join(' ') || lead.username,
      program_name: `${award} — Campus Ideathon 2026`,
      issuer_name: issuerName,
      issued_at: at(-40),
    });
    await db.insert(certificateCodes).values({ code, tenant_id: tenantId });
  }
}
