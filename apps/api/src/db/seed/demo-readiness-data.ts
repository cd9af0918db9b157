import type { TFormData, TReadinessKey } from '@ankur/shared/schemas/readiness';

/**
 * The readiness demo's people and their answers (issue 24), each a consistent story taken from the
 * other demo seeds: Priya's Krishi Setu (soil-moisture sensors for Nashik's grape farmers, two
 * investor attempts two months apart to show what moved), Kavita Singh's chikankari label in
 * Lucknow (strong sales, legal house-keeping behind), Arjun Reddy's retinal scanner (a BIRAC grant,
 * no revenue yet), Harpreet Kaur's Phulkari Threads (the cohort's strongest), and people part-way
 * through or not started. Answers are keyed by the built-in question ids (builtins/*.ts); an attempt
 * in progress keeps only the answers of the steps it saved.
 */

export interface DemoAttempt {
  /** a demo username, or 'admin' for the configured administrator */
  who: string;
  key: TReadinessKey;
  /** taken for the demo cohort (Pitch Alchemy): response_for_type 'cohort' */
  cohort?: boolean;
  answers: TFormData;
  /** completed this many days ago */
  submittedDaysAgo?: number;
  /** in progress: the steps saved (0..savedSteps-1) and the last activity, hours ago */
  savedSteps?: number;
  lastActiveHoursAgo?: number;
}

/** Members of the demo cohort (program enrolments), whether or not they have started. */
export const DEMO_COHORT_MEMBERS = [
  'priya.deshmukh',
  'kavita.singh',
  'fatima.sheikh',
  'deepak.yadav',
  'arjun.reddy',
  'rohit.verma',
  'neha.kulkarni',
  'harpreet.kaur',
  'farhan.qureshi',
  'kavita.sharma',
] as const;

// ------------------------------------------------------------------------------------------------
// Investor readiness
// ------------------------------------------------------------------------------------------------

const priyaInvestorBefore: TFormData = {
  founders_full_time: 2,
  build_and_sell: 'both_experienced',
  domain_depth: 5,
  advisors: 'informal',
  first_hire: 'A field sales lead in Nashik who speaks Marathi, so that I stop selling to every FPO myself.',
  stage: 'first_revenue',
  revenue_12m: 9,
  paying_customers: 45,
  monthly_growth: 12,
  retention: 'untracked',
  traction_proof: ['gst_bank', 'pilot_reports'],
  tam_sam_som: 'top_down',
  som_crore: 40,
  why_now: 'roughly',
  competitors: 'names_only',
  runway_months: 5,
  monthly_burn: 3.5,
  unit_economics: 'estimated',
  financial_model: 'partial',
  books_gst: 'up_to_date',
  entity: 'pvt_ltd',
  dpiit: 'applied',
  founders_agreement: 'verbal',
  cap_table: 'clean',
  esop_pool: 'no',
  ip_owned: 'partly',
  filings: ['pan_tan', 'roc', 'gst'],
  deck: 'partial',
  deck_feedback: 2,
  the_ask: 'amount_only',
  two_minutes: 3,
  data_room: 'no',
  ask_sentence: 'We want to raise about ₹1 crore to grow in Nashik.',
};

/** Two months on: an angel cheque, DPIIT recognition, the founders' agreement signed, a full deck (the pitch itself and the data room still to do). */
const priyaInvestorAfter: TFormData = {
  ...priyaInvestorBefore,
  advisors: 'formal',
  stage: 'growing_revenue',
  revenue_12m: 22,
  paying_customers: 140,
  monthly_growth: 14,
  retention: 'tracked',
  traction_proof: ['gst_bank', 'orders', 'pilot_reports'],
  tam_sam_som: 'bottom_up',
  som_crore: 80,
  why_now: 'with_evidence',
  competitors: 'named_where_win',
  runway_months: 8,
  monthly_burn: 4.2,
  unit_economics: 'measured_weak',
  financial_model: 'yes',
  dpiit: 'recognised',
  founders_agreement: 'signed_vesting',
  esop_pool: 'planned',
  ip_owned: 'partly',
  deck: 'complete',
  deck_feedback: 4,
  the_ask: 'clear',
  two_minutes: 3,
  data_room: 'no',
  ask_sentence:
    'We are raising ₹2 crore seed to put 5,000 Krishi Setu sensors with 30 FPOs across Nashik and Vijayapura in 18 months.',
};

const kavitaSinghInvestor: TFormData = {
  founders_full_time: 1,
  build_and_sell: 'both_experienced',
  domain_depth: 5,
  advisors: 'no',
  first_hire: 'A performance-marketing lead who has scaled a D2C brand past ₹5 crore.',
  stage: 'growing_revenue',
  revenue_12m: 80,
  paying_customers: 3200,
  monthly_growth: 8,
  retention: 'tracked',
  traction_proof: ['gst_bank', 'orders'],
  tam_sam_som: 'top_down',
  som_crore: 60,
  why_now: 'roughly',
  competitors: 'names_only',
  runway_months: 4,
  monthly_burn: 6,
  unit_economics: 'measured_weak',
  financial_model: 'partial',
  books_gst: 'up_to_date',
  entity: 'partnership_proprietor',
  dpiit: 'unknown',
  founders_agreement: 'verbal',
  cap_table: 'not_written',
  esop_pool: 'no',
  ip_owned: 'partly',
  filings: ['gst', 'pan_tan'],
  deck: 'partial',
  deck_feedback: 1,
  the_ask: 'amount_only',
  two_minutes: 4,
  data_room: 'no',
};

const arjunReddyInvestor: TFormData = {
  founders_full_time: 3,
  build_and_sell: 'one_missing',
  domain_depth: 4,
  advisors: 'formal',
  first_hire: 'A head of sales who has sold medical devices to eye hospitals and state health missions.',
  stage: 'pilots',
  revenue_12m: 0,
  paying_customers: 0,
  monthly_growth: 0,
  retention: 'too_early',
  traction_proof: ['pilot_reports', 'lois'],
  tam_sam_som: 'bottom_up',
  som_crore: 300,
  why_now: 'with_evidence',
  competitors: 'named_where_win',
  runway_months: 14,
  monthly_burn: 3,
  unit_economics: 'estimated',
  financial_model: 'yes',
  books_gst: 'up_to_date',
  entity: 'pvt_ltd',
  dpiit: 'recognised',
  founders_agreement: 'signed_vesting',
  cap_table: 'clean',
  esop_pool: 'planned',
  ip_owned: 'company_owned',
  filings: ['pan_tan', 'roc', 'gst', 'sector_licences'],
  deck: 'complete',
  deck_feedback: 4,
  the_ask: 'clear',
  two_minutes: 3,
  data_room: 'partly',
  ask_sentence:
    'We are raising ₹3 crore to finish CDSCO approval and place our retinal scanner in 50 district hospitals.',
};

const harpreetInvestor: TFormData = {
  founders_full_time: 2,
  build_and_sell: 'both_experienced',
  domain_depth: 5,
  advisors: 'formal',
  first_hire: 'An export manager for North America, where boutiques already reorder every season.',
  stage: 'growing_revenue',
  revenue_12m: 180,
  paying_customers: 5200,
  monthly_growth: 9,
  retention: 'tracked',
  traction_proof: ['gst_bank', 'orders'],
  tam_sam_som: 'bottom_up',
  som_crore: 90,
  why_now: 'roughly',
  competitors: 'named_where_win',
  runway_months: 10,
  monthly_burn: 9,
  unit_economics: 'measured_good',
  financial_model: 'yes',
  books_gst: 'up_to_date',
  entity: 'pvt_ltd',
  dpiit: 'recognised',
  founders_agreement: 'signed_vesting',
  cap_table: 'clean',
  esop_pool: 'planned',
  ip_owned: 'company_owned',
  filings: ['pan_tan', 'roc', 'gst'],
  deck: 'complete',
  deck_feedback: 4,
  the_ask: 'clear',
  two_minutes: 5,
  data_room: 'partly',
  ask_sentence: 'We are raising ₹4 crore to reach 400 artisans and open our own store in Toronto.',
};

/** In progress: team, traction and market saved. */
const fatimaInvestor: TFormData = {
  founders_full_time: 1,
  build_and_sell: 'both_new',
  domain_depth: 3,
  advisors: 'informal',
  stage: 'first_revenue',
  revenue_12m: 6,
  paying_customers: 5,
  monthly_growth: 15,
  retention: 'untracked',
  traction_proof: ['orders'],
  tam_sam_som: 'top_down',
  som_crore: 25,
  why_now: 'with_evidence',
  competitors: 'names_only',
};

/** In progress: the team step only, weeks ago. */
const deepakInvestor: TFormData = {
  founders_full_time: 2,
  build_and_sell: 'both_new',
  domain_depth: 4,
  advisors: 'no',
};

/** In progress: four of six steps, then silence. */
const rohitInvestor: TFormData = {
  founders_full_time: 1,
  build_and_sell: 'one_missing',
  domain_depth: 3,
  advisors: 'no',
  first_hire: 'A business co-founder who can sell to schools and coaching centres.',
  stage: 'pilots',
  revenue_12m: 0,
  paying_customers: 0,
  monthly_growth: 0,
  retention: 'too_early',
  traction_proof: ['signups'],
  tam_sam_som: 'no',
  som_crore: 0,
  why_now: 'roughly',
  competitors: 'names_only',
  runway_months: 3,
  monthly_burn: 0.6,
  unit_economics: 'no',
  financial_model: 'no',
  books_gst: 'below_threshold',
};

// ------------------------------------------------------------------------------------------------
// Idea readiness
// ------------------------------------------------------------------------------------------------

const priyaIdea: TFormData = {
  problem_statement:
    'I water my vines by the calendar because I cannot see the soil; in a bad year I lose a fifth of the crop to too much or too little water.',
  problem_frequency: 'daily_weekly',
  problem_pain: 5,
  problem_spend: 'money_known',
  problem_evidence: ['interviews', 'observed', 'own_experience'],
  first_customer: 'Grape growers with 2–10 acres around Niphad and Dindori who sell through an FPO.',
  interviews: 64,
  buyer_user: 'spoken_both',
  willingness_to_pay: 'paid',
  waiting_list: 220,
  solution_stage: 'in_use',
  solution_reaction: 5,
  better_than_today: 'much_better',
  can_deliver: 4,
  market_size: 'bottom_up',
  market_estimate:
    'About 1.1 lakh grape growers in Maharashtra and Karnataka; 40,000 farm 2–10 acres through FPOs; ₹2,500 a sensor plus ₹180 a season ≈ ₹17 crore SAM.',
  market_growth: 'growing_evidence',
  first_hundred: 'channel_proven',
  rules: 'none_checked',
  alternatives_studied: 5,
  competition_known: 'prices_and_reasons',
  switch_reason: 'several',
  hard_to_copy: 3,
  three_alternatives:
    'Tensiometers (cheaper, but farmers cannot read them); agri-input dealers’ advice (free, trusted); imported weather stations (accurate, ₹1.5 lakh).',
};

const fatimaIdea: TFormData = {
  problem_statement:
    'School canteens in Hyderabad want a healthy snack children will actually eat, at under ₹10 a piece.',
  problem_frequency: 'daily_weekly',
  problem_pain: 3,
  problem_spend: 'money_known',
  problem_evidence: ['interviews', 'data'],
  first_customer: 'Private schools in Hyderabad with 800–2,000 pupils and their own canteen.',
  interviews: 18,
  buyer_user: 'spoken_one',
  willingness_to_pay: 'paid',
  waiting_list: 6,
  solution_stage: 'in_use',
  solution_reaction: 4,
  better_than_today: 'somewhat_better',
  can_deliver: 3,
  market_size: 'top_down',
  market_growth: 'growing_evidence',
  first_hundred: 'channel_planned',
  rules: 'known',
  alternatives_studied: 3,
  competition_known: 'some_names',
  switch_reason: 'once_twice',
  hard_to_copy: 2,
};

const deepakIdea: TFormData = {
  problem_statement:
    'Tomato growers in Kolar sell the same day at whatever price the trader gives, because they have nowhere cool to keep the crop.',
  problem_frequency: 'daily_weekly',
  problem_pain: 5,
  problem_spend: 'time_workarounds',
  problem_evidence: ['interviews', 'observed'],
  first_customer: 'Tomato growers with 1–5 acres in Kolar and Chikkaballapur, through two farmer-producer companies.',
  interviews: 26,
  buyer_user: 'spoken_both',
  willingness_to_pay: 'named_price',
  waiting_list: 40,
  solution_stage: 'tested_prototype',
  solution_reaction: 4,
  better_than_today: 'much_better',
  can_deliver: 3,
  market_size: 'rough',
  market_growth: 'believe',
  first_hundred: 'channel_planned',
  rules: 'maybe',
  alternatives_studied: 2,
  competition_known: 'some_names',
  switch_reason: 'once_twice',
  hard_to_copy: 2,
};

const rohitIdea: TFormData = {
  problem_statement:
    'Children in Bhojpuri-speaking homes fall behind in maths because lessons and videos are only in Hindi and English.',
  problem_frequency: 'daily_weekly',
  problem_pain: 3,
  problem_spend: 'unchecked',
  problem_evidence: ['own_experience', 'friends'],
  first_customer: 'Parents of Class 3–5 children in Ballia and Gorakhpur with a shared smartphone.',
  interviews: 4,
  buyer_user: 'spoken_one',
  willingness_to_pay: 'liked_it',
  waiting_list: 35,
  solution_stage: 'mock_up',
  solution_reaction: 3,
  better_than_today: 'somewhat_better',
  can_deliver: 4,
  market_size: 'rough',
  market_growth: 'believe',
  first_hundred: 'general_idea',
  rules: 'none_checked',
  alternatives_studied: 1,
  competition_known: 'some_names',
  switch_reason: 'no',
  hard_to_copy: 2,
};

// ------------------------------------------------------------------------------------------------
// Technology readiness
// ------------------------------------------------------------------------------------------------

const levels = (done: ('yes' | 'partly' | 'no')[], evidence: Record<number, string>): TFormData =>
  Object.fromEntries(
    done.flatMap((d, i) => {
      const note = evidence[i + 1];
      return note
        ? [
            [`trl${i + 1}_done`, d],
            [`trl${i + 1}_evidence`, note],
          ]
        : [[`trl${i + 1}_done`, d]];
    }),
  );

const arjunTechnology = levels(['yes', 'yes', 'yes', 'yes', 'yes', 'yes', 'partly', 'no', 'no'], {
  1: 'Fundus imaging with a smartphone camera and an indirect lens is well published (our review lists 14 papers).',
  3: 'Bench rig at IIIT Bangalore: 0.8 mm lesions resolved on a model eye.',
  5: '120 patients imaged at a partner eye hospital in Mysuru; 91% of images gradable.',
  6: 'The handheld prototype, in its final housing, used by technicians at two camps in Mandya.',
  7: 'A three-month pilot at Narayana Nethralaya’s outreach vans started in October.',
});

const priyaTechnology = levels(['yes', 'yes', 'yes', 'yes', 'yes', 'yes', 'yes', 'partly', 'no'], {
  3: 'Capacitive probes calibrated against gravimetric samples at MPKV Rahuri.',
  5: 'Forty sensors through the 2024 monsoon; two failed from water ingress, fixed with potting.',
  7: '400 sensors with farmers in Niphad and Dindori; alerts on WhatsApp in Marathi.',
  8: 'IP67 tested at a Pune lab; WPC approval for the LoRa radio applied for.',
});

/** In progress: levels 1–4 saved. */
const nehaTechnology = levels(['yes', 'yes', 'yes', 'partly'], {
  3: 'Haemoglobin read from a finger-prick on paper strips, within 0.6 g/dL of the lab analyser on 60 samples.',
  4: 'Reader and strip work together on the bench; the optics still need a cleaner light path.',
});

// ------------------------------------------------------------------------------------------------
// Entrepreneurial readiness
// ------------------------------------------------------------------------------------------------

const adminEntrepreneurial: TFormData = {
  venture_in_a_line:
    'A mentoring marketplace that matches first-time founders in tier-2 cities with experienced operators for paid office hours.',
  why_start: 'market_gap',
  hours_per_week: 12,
  five_years: 4,
  stage_now: 'employed',
  bounce_back: 4,
  hardest_setback: 'tried_differently',
  criticism: 'ask_why',
  half_information: 3,
  own_money: 'set_amount',
  idea_sources: ['inside_industry', 'customers'],
  ideas_tested: 2,
  know_their_day: 4,
  finished_before: 'several_with_users',
  weekly_goals: 3,
  can_do_myself: ['sell', 'hire', 'accounts'],
  family: 'worried',
  cofounder: 'looking',
  mentor: 'regular',
  community: ['incubator', 'meetups'],
  customers_by_name: 30,
  months_without_salary: 6,
  household_dependence: 'half',
  read_numbers: 4,
  how_learnt: ['founders', 'workshops'],
  changed_plan: 3,
  wrong_belief: 'I thought founders would pay for courses; they pay for an hour with someone who has done it.',
};

const kavitaSharmaEntrepreneurial: TFormData = {
  venture_in_a_line: 'Block-printed home linen from women artisans in Sanganer, sold direct to homes across India.',
  why_start: 'lived_problem',
  hours_per_week: 55,
  five_years: 5,
  stage_now: 'full_time',
  bounce_back: 4,
  hardest_setback: 'tried_differently',
  criticism: 'ask_why',
  half_information: 4,
  own_money: 'set_amount',
  idea_sources: ['inside_industry', 'customers'],
  ideas_tested: 3,
  know_their_day: 5,
  finished_before: 'several_with_users',
  weekly_goals: 4,
  can_do_myself: ['sell', 'build', 'marketing'],
  family: 'backing',
  cofounder: 'alone',
  mentor: 'sometimes',
  community: ['meetups', 'online'],
  customers_by_name: 150,
  months_without_salary: 4,
  household_dependence: 'half',
  read_numbers: 2,
  how_learnt: ['experiments', 'founders'],
  changed_plan: 4,
};

/** A student, part-way: the first two steps saved two days ago. */
const deepaEntrepreneurial: TFormData = {
  venture_in_a_line: 'A Malayalam voice tutor that helps Class 5 children practise maths aloud.',
  why_start: 'lived_problem',
  hours_per_week: 10,
  five_years: 4,
  stage_now: 'student',
  bounce_back: 3,
  hardest_setback: 'tried_same',
  criticism: 'defend',
  half_information: 2,
  own_money: 'after_others',
};

export const DEMO_ATTEMPTS: DemoAttempt[] = [
  // investor readiness, taken for the cohort
  { who: 'priya.deshmukh', key: 'investor', cohort: true, answers: priyaInvestorBefore, submittedDaysAgo: 62 },
  { who: 'priya.deshmukh', key: 'investor', cohort: true, answers: priyaInvestorAfter, submittedDaysAgo: 5 },
  { who: 'kavita.singh', key: 'investor', cohort: true, answers: kavitaSinghInvestor, submittedDaysAgo: 12 },
  { who: 'arjun.reddy', key: 'investor', cohort: true, answers: arjunReddyInvestor, submittedDaysAgo: 8 },
  { who: 'harpreet.kaur', key: 'investor', cohort: true, answers: harpreetInvestor, submittedDaysAgo: 25 },
  {
    who: 'fatima.sheikh',
    key: 'investor',
    cohort: true,
    answers: fatimaInvestor,
    savedSteps: 3,
    lastActiveHoursAgo: 3,
  },
  {
    who: 'deepak.yadav',
    key: 'investor',
    cohort: true,
    answers: deepakInvestor,
    savedSteps: 1,
    lastActiveHoursAgo: 22 * 24,
  },
  {
    who: 'rohit.verma',
    key: 'investor',
    cohort: true,
    answers: rohitInvestor,
    savedSteps: 4,
    lastActiveHoursAgo: 17 * 24,
  },
  // idea readiness
  { who: 'priya.deshmukh', key: 'idea', cohort: true, answers: priyaIdea, submittedDaysAgo: 45 },
  { who: 'fatima.sheikh', key: 'idea', cohort: true, answers: fatimaIdea, submittedDaysAgo: 20 },
  { who: 'deepak.yadav', key: 'idea', answers: deepakIdea, submittedDaysAgo: 30 },
  { who: 'rohit.verma', key: 'idea', answers: rohitIdea, submittedDaysAgo: 40 },
  // technology readiness
  { who: 'arjun.reddy', key: 'technology', answers: arjunTechnology, submittedDaysAgo: 10 },
  { who: 'priya.deshmukh', key: 'technology', answers: priyaTechnology, submittedDaysAgo: 35 },
  { who: 'neha.kulkarni', key: 'technology', answers: nehaTechnology, savedSteps: 4, lastActiveHoursAgo: 9 * 24 },
  // entrepreneurial readiness
  { who: 'admin', key: 'entrepreneurial', answers: adminEntrepreneurial, submittedDaysAgo: 15 },
  { who: 'kavita.sharma', key: 'entrepreneurial', answers: kavitaSharmaEntrepreneurial, submittedDaysAgo: 50 },
  { who: 'deepa.menon', key: 'entrepreneurial', answers: deepaEntrepreneurial, savedSteps: 2, lastActiveHoursAgo: 48 },
];
