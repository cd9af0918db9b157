import type { TRegistrationQuestion } from '@ankur/shared/schemas/events';
import type { StoredSpeaker } from '../schema/events.ts';

/**
 * The events of the demo (issue 23): what a startup-summit platform would run in a season, dated
 * from the seeding day (days from today, wall-clock times in India). demo-events.ts writes them.
 * `who` names demo people by username ('admin' is the first administrator).
 */

export interface DemoSession {
  title: string;
  at: [string, string];
  location?: string;
  speakers?: number[];
  description?: string;
}
export interface DemoRegistration {
  who: string;
  status: 'confirmed' | 'pending' | 'waitlisted' | 'cancelled' | 'declined';
  ticket?: number;
  checkedIn?: boolean;
  answers?: Record<string, string | string[]>;
  /** registered this many days before the seeding day */
  daysAgo?: number;
}
export interface DemoEvent {
  key: string;
  title: string;
  summary: string;
  body: string;
  format: 'online' | 'in_person' | 'hybrid';
  venue?: [string, string];
  city?: string;
  state?: string;
  online_url?: string;
  day: number;
  /** IST wall-clock start and end on that day (end may carry '+1' days as [time, days]) */
  times: [string, string];
  endDay?: number;
  capacity?: number;
  approval?: boolean;
  visibility?: 'public' | 'members';
  community?: boolean;
  topics: string[];
  hubs: string[];
  status: 'draft' | 'published' | 'postponed' | 'cancelled' | 'completed';
  status_note?: string;
  organiser: string;
  speakers?: StoredSpeaker[];
  sessions?: DemoSession[];
  tickets: Array<{ name: string; description?: string; price_paise?: number; capacity?: number }>;
  questions?: TRegistrationQuestion[];
  registrations: DemoRegistration[];
  feedback?: Array<{ who: string; rating: number; comment: string; recommend: boolean | null }>;
}

const guest = (name: string, title: string, organisation: string, bio = ''): StoredSpeaker => ({
  user_id: null,
  name,
  title,
  organisation,
  bio,
});

const STAGE: TRegistrationQuestion = {
  key: 'stage',
  label: 'Where is your venture today?',
  kind: 'choice',
  required: true,
  options: ['Idea', 'Prototype', 'Early revenue', 'Scaling'],
};
const COMPANY: TRegistrationQuestion = {
  key: 'company_name',
  label: 'Your startup or organisation',
  kind: 'text',
  required: false,
  options: [],
};

export const DEMO_EVENTS: DemoEvent[] = [
  {
    key: 'summit',
    title: 'Bharat Startup Summit 2026',
    summary:
      'A day of founders, investors and policy makers at BIEC, Bengaluru: keynotes, a funding clinic and the national pitch finale.',
    body: '<p>The summit brings together 1,500 founders, investors, incubators and government teams from across India. Hear how deep-tech manufacturing, rural fintech and agritech startups grew beyond their first city, meet the Startup India Seed Fund team, and watch twelve finalists pitch for the Bharat Startup Award.</p><h3>Who should come</h3><ul><li>Founders from idea stage to Series A</li><li>Angel investors and family offices</li><li>Incubator and accelerator teams</li></ul><p>Lunch and evening networking are included with every pass.</p>',
    format: 'in_person',
    venue: [
      'Bangalore International Exhibition Centre (BIEC), Hall 3',
      '10th Mile, Tumkur Road, Madavara Post, Bengaluru 562123',
    ],
    city: 'Bengaluru',
    state: 'Karnataka',
    day: 21,
    times: ['09:30', '18:30'],
    capacity: 1500,
    visibility: 'public',
    community: true,
    topics: ['startups', 'funding', 'deep tech'],
    hubs: ['event-hub', 'funding-hub'],
    status: 'published',
    organiser: 'admin',
    speakers: [
      guest('Dr. Meenakshi Iyer', 'Joint Secretary', 'DPIIT, Government of India'),
      guest('Rahul Khanna', 'Managing Partner', 'Kalaari Capital'),
      guest('Sunita Rao', 'Founder and CEO', 'KrishiMitra Agritech'),
      guest('Aditya Bansal', 'Co-founder', 'Ather Labs'),
      guest('Nandini Krishnan', 'Director', 'IIM Bangalore NSRCEL'),
      guest('Imran Siddiqui', 'Partner', 'Blume Ventures'),
    ],
    sessions: [
      {
        title: 'Opening keynote: the next 100 unicorns come from Bharat',
        at: ['09:30', '10:15'],
        location: 'Main stage',
        speakers: [0],
      },
      { title: 'What investors look for in 2026', at: ['10:30', '11:30'], location: 'Main stage', speakers: [1, 5] },
      {
        title: 'From Nashik to nationwide: scaling an agritech brand',
        at: ['11:45', '12:30'],
        location: 'Hall 3B',
        speakers: [2],
      },
      { title: 'Startup India Seed Fund clinic', at: ['13:30', '14:30'], location: 'Room 2', speakers: [0, 4] },
      {
        title: 'Hardware is hard: building EVs in India',
        at: ['14:45', '15:30'],
        location: 'Main stage',
        speakers: [3],
      },
      {
        title: 'Bharat Startup Award: pitch finale',
        at: ['16:00', '18:00'],
        location: 'Main stage',
        speakers: [1, 4, 5],
      },
    ],
    tickets: [
      { name: 'Delegate pass', description: 'All talks, lunch and networking' },
      { name: 'Founder pass', description: 'Adds the investor meeting lounge', price_paise: 99_900, capacity: 300 },
    ],
    questions: [COMPANY, STAGE],
    registrations: [
      {
        who: 'admin',
        status: 'confirmed',
        answers: { company_name: 'Bharat Startup Summit', stage: 'Scaling' },
        daysAgo: 6,
      },
      {
        who: 'priya.deshmukh',
        status: 'confirmed',
        ticket: 1,
        answers: { company_name: 'Sahyadri Agro Labs', stage: 'Early revenue' },
        daysAgo: 5,
      },
      { who: 'anil.patil', status: 'confirmed', answers: { stage: 'Prototype' }, daysAgo: 4 },
      {
        who: 'sameer.joshi',
        status: 'confirmed',
        ticket: 1,
        answers: { company_name: 'Paisa Setu', stage: 'Scaling' },
        daysAgo: 3,
      },
      { who: 'neha.kulkarni', status: 'confirmed', answers: { stage: 'Idea' }, daysAgo: 2 },
      { who: 'rohit.verma', status: 'confirmed', answers: { stage: 'Early revenue' }, daysAgo: 1 },
      { who: 'kavita.sharma', status: 'cancelled', answers: { stage: 'Idea' }, daysAgo: 3 },
    ],
  },
  {
    key: 'ama',
    title: 'Investor AMA: raising your first cheque',
    summary: 'An hour with an early-stage investor on angel rounds, SAFEs and what a first pitch deck needs.',
    body: '<p>Bring your questions on valuation, dilution, convertible notes and how to approach angel networks in India. The session is recorded for registered members.</p>',
    format: 'online',
    online_url: 'https://meet.jit.si/bharat-startup-investor-ama',
    day: 2,
    times: ['19:00', '20:00'],
    capacity: 200,
    topics: ['funding', 'angel investing'],
    hubs: ['funding-hub'],
    status: 'published',
    organiser: 'sameer.joshi',
    speakers: [guest('Imran Siddiqui', 'Partner', 'Blume Ventures')],
    tickets: [{ name: 'Online seat' }],
    registrations: [
      { who: 'admin', status: 'confirmed', daysAgo: 2 },
      { who: 'priya.deshmukh', status: 'confirmed', daysAgo: 1 },
      { who: 'deepa.menon', status: 'confirmed', daysAgo: 1 },
    ],
  },
  {
    key: 'gst',
    title: 'Founder office hours: GST and compliance',
    summary: 'Chartered accountants answer founders’ questions on GST registration, invoicing, TDS and annual filings.',
    body: '<p>Fifteen-minute slots with a practising chartered accountant. Bring your questions on GST registration thresholds, e-invoicing, input tax credit and ROC filings. Not a substitute for formal advice.</p>',
    format: 'online',
    online_url: 'https://meet.jit.si/bharat-startup-gst-office-hours',
    day: 5,
    times: ['16:00', '17:30'],
    capacity: 40,
    topics: ['compliance', 'gst'],
    hubs: ['ip-compliance-hub'],
    status: 'published',
    organiser: 'lakshmi.narayanan',
    speakers: [guest('CA Ramesh Agarwal', 'Partner', 'Agarwal & Iyer Chartered Accountants')],
    tickets: [{ name: 'Office hours slot' }],
    questions: [
      { key: 'question', label: 'What would you like to ask?', kind: 'long_text', required: true, options: [] },
    ],
    registrations: [
      {
        who: 'admin',
        status: 'confirmed',
        answers: { question: 'Do we charge GST on a free event with sponsors?' },
        daysAgo: 1,
      },
      {
        who: 'farhan.qureshi',
        status: 'confirmed',
        answers: { question: 'Is e-invoicing needed below ₹5 crore?' },
        daysAgo: 2,
      },
    ],
  },
  {
    key: 'pitch',
    title: 'Pitch practice night at T-Hub',
    summary: 'Eight founders pitch for five minutes each and get candid feedback from mentors and peers.',
    body: '<p>Practise your pitch in front of a friendly room before demo day. Each founder gets five minutes to pitch and ten minutes of feedback from T-Hub mentors. Seats for pitching founders are limited; a waitlist opens when they are gone.</p>',
    format: 'in_person',
    venue: ['T-Hub Phase 2', 'Inorbit Mall Road, Knowledge City, Raidurg, Hyderabad 500081'],
    city: 'Hyderabad',
    state: 'Telangana',
    day: 9,
    times: ['18:00', '21:00'],
    capacity: 8,
    community: true,
    topics: ['pitching', 'startups'],
    hubs: ['event-hub', 'startup-success-hub'],
    status: 'published',
    organiser: 'admin',
    speakers: [guest('Srinivas Rao', 'Mentor', 'T-Hub'), guest('Rukhsar Ali', 'Founder', 'Dawakhana Health')],
    tickets: [{ name: 'Pitching founder', description: 'Five minutes on stage, feedback from the mentors' }],
    questions: [STAGE],
    registrations: [
      'priya.deshmukh',
      'anil.patil',
      'sameer.joshi',
      'neha.kulkarni',
      'rohit.verma',
      'arjun.mehta',
      'vikram.rathore',
      'harpreet.kaur',
    ]
      .map(
        (who, i): DemoRegistration => ({ who, status: 'confirmed', answers: { stage: 'Prototype' }, daysAgo: 8 - i }),
      )
      .concat([
        { who: 'deepa.menon', status: 'waitlisted', answers: { stage: 'Idea' }, daysAgo: 1 },
        { who: 'admin', status: 'waitlisted', answers: { stage: 'Scaling' }, daysAgo: 0 },
      ]),
  },
  {
    key: 'deeptech',
    title: 'Women in Deep Tech meetup',
    summary:
      'An evening for women building in AI, biotech, space and semiconductors: lightning talks and open networking.',
    body: '<p>Five lightning talks from women founders and researchers, followed by open networking over chai. Registrations are approved by the organisers to keep the room to builders and researchers.</p>',
    format: 'in_person',
    venue: ['Venture Center, NCL Innovation Park', 'Dr Homi Bhabha Road, Pashan, Pune 411008'],
    city: 'Pune',
    state: 'Maharashtra',
    day: 12,
    times: ['17:30', '20:00'],
    capacity: 60,
    approval: true,
    community: true,
    topics: ['deep tech', 'women founders'],
    hubs: ['technology-hub', 'networking-hub'],
    status: 'published',
    organiser: 'neha.kulkarni',
    speakers: [
      guest('Dr. Anjali Kulkarni', 'Principal Scientist', 'CSIR-NCL'),
      guest('Dr. Shalini Menon', 'Founder', 'Orbitra Space'),
    ],
    tickets: [{ name: 'Attendee' }],
    questions: [COMPANY],
    registrations: [
      { who: 'deepa.menon', status: 'confirmed', answers: { company_name: 'Menon BioWorks' }, daysAgo: 4 },
      { who: 'harpreet.kaur', status: 'confirmed', daysAgo: 3 },
      { who: 'priya.deshmukh', status: 'pending', answers: { company_name: 'Sahyadri Agro Labs' }, daysAgo: 1 },
      { who: 'admin', status: 'pending', daysAgo: 0 },
    ],
  },
  {
    key: 'dpiit',
    title: 'Policy hour: DPIIT recognition and the tax holiday',
    summary: 'How to get DPIIT recognition, claim the Section 80-IAC tax holiday and the angel-tax exemption.',
    body: '<p>A walk through the Startup India portal, the documents DPIIT asks for and the inter-ministerial board’s review for 80-IAC. In the room at the Startup India hub in New Delhi, or online.</p>',
    format: 'hybrid',
    venue: ['Startup India Hub, Vanijya Bhawan', '16 Akbar Road, New Delhi 110011'],
    city: 'New Delhi',
    state: 'Delhi',
    online_url: 'https://meet.jit.si/bharat-startup-dpiit-policy-hour',
    day: 16,
    times: ['11:00', '12:30'],
    topics: ['policy', 'compliance'],
    hubs: ['policy-mission-hub', 'ip-compliance-hub'],
    status: 'published',
    organiser: 'admin',
    speakers: [guest('Dr. Meenakshi Iyer', 'Joint Secretary', 'DPIIT, Government of India')],
    tickets: [{ name: 'In the room', capacity: 80 }, { name: 'Online' }],
    registrations: [
      { who: 'rohit.verma', status: 'confirmed', daysAgo: 2 },
      { who: 'arjun.reddy', status: 'confirmed', ticket: 1, daysAgo: 1 },
    ],
  },
  {
    key: 'agri',
    title: 'AgriTech field day, Nashik',
    summary:
      'Visit grape and onion farms using sensors, drones and farmer-producer apps, with the founders who built them.',
    body: '<p>A morning in the fields of Dindori taluka: see soil-moisture sensors, drone spraying and a farmer-producer company’s ordering app at work, then lunch with the farmers and founders. A bus leaves Nashik Road station at 7:00.</p>',
    format: 'in_person',
    venue: ['Sahyadri Farms campus', 'Gat No. 314/2, Mohadi, Dindori, Nashik 422207'],
    city: 'Nashik',
    state: 'Maharashtra',
    day: 30,
    times: ['08:00', '14:00'],
    capacity: 45,
    community: true,
    topics: ['agritech', 'rural innovation'],
    hubs: ['technology-hub', 'customer-discovery-hub'],
    status: 'published',
    organiser: 'priya.deshmukh',
    speakers: [
      guest('Sunita Rao', 'Founder and CEO', 'KrishiMitra Agritech'),
      guest('Vilas Shinde', 'Chairman', 'Sahyadri Farms'),
    ],
    tickets: [{ name: 'Field day with lunch', price_paise: 50_000 }],
    registrations: [
      { who: 'admin', status: 'confirmed', daysAgo: 3 },
      { who: 'anil.patil', status: 'confirmed', daysAgo: 2 },
      { who: 'vikram.rathore', status: 'confirmed', daysAgo: 1 },
    ],
  },
  {
    key: 'past',
    title: 'Startup India Seed Fund clinic, Ahmedabad',
    summary: 'Incubators and founders worked through Seed Fund applications line by line, with the fund’s evaluators.',
    body: '<p>A half-day clinic at iCreate where founders brought their Startup India Seed Fund Scheme applications and left with them reviewed. Slides are in the library.</p>',
    format: 'in_person',
    venue: ['iCreate', 'Opposite Bhaskaracharya Institute, Ahmedabad–Gandhinagar Highway, Ahmedabad 382355'],
    city: 'Ahmedabad',
    state: 'Gujarat',
    day: -6,
    times: ['10:00', '14:00'],
    capacity: 50,
    topics: ['funding', 'policy'],
    hubs: ['funding-hub'],
    status: 'completed',
    organiser: 'admin',
    speakers: [guest('Hetal Patel', 'Programme Manager', 'iCreate')],
    tickets: [{ name: 'Founder seat' }],
    registrations: [
      { who: 'admin', status: 'confirmed', daysAgo: 20 },
      { who: 'priya.deshmukh', status: 'confirmed', checkedIn: true, daysAgo: 19 },
      { who: 'anil.patil', status: 'confirmed', checkedIn: true, daysAgo: 18 },
      { who: 'sameer.joshi', status: 'confirmed', checkedIn: true, daysAgo: 15 },
      { who: 'deepa.menon', status: 'confirmed', checkedIn: true, daysAgo: 12 },
      { who: 'farhan.qureshi', status: 'confirmed', checkedIn: true, daysAgo: 12 },
      { who: 'harpreet.kaur', status: 'confirmed', daysAgo: 10 },
      { who: 'kavita.singh', status: 'confirmed', checkedIn: true, daysAgo: 9 },
      { who: 'deepak.yadav', status: 'cancelled', daysAgo: 9 },
    ],
    feedback: [
      {
        who: 'priya.deshmukh',
        rating: 5,
        comment: 'The evaluator walked us through our budget sheet line by line. Worth the trip from Nashik.',
        recommend: true,
      },
      {
        who: 'anil.patil',
        rating: 4,
        comment: 'Very practical. More time for one-to-one reviews next time, please.',
        recommend: true,
      },
      { who: 'sameer.joshi', rating: 4, comment: '', recommend: true },
      {
        who: 'deepa.menon',
        rating: 3,
        comment: 'Useful, but the hall was too warm after lunch and the projector kept failing.',
        recommend: null,
      },
      {
        who: 'farhan.qureshi',
        rating: 5,
        comment: 'Finally understood what the milestone-based tranches mean for us.',
        recommend: true,
      },
    ],
  },
  {
    key: 'draft',
    title: 'Kerala demo day: Cohort 7',
    summary: 'Twelve startups from the Kochi cohort present to investors and corporate partners.',
    body: '<p>Draft: agenda and investor list still to be confirmed with the Kerala Startup Mission team.</p>',
    format: 'in_person',
    venue: ['Integrated Startup Complex', 'Kinfra Hi-Tech Park, Kalamassery, Kochi 683503'],
    city: 'Kochi',
    state: 'Kerala',
    day: 45,
    times: ['10:00', '16:00'],
    capacity: 250,
    topics: ['demo day'],
    hubs: ['event-hub'],
    status: 'draft',
    organiser: 'admin',
    tickets: [{ name: 'Investor' }, { name: 'Guest' }],
    registrations: [],
  },
  {
    key: 'cancelled',
    title: 'Jaipur founders’ mixer',
    summary: 'An informal evening for founders in Rajasthan.',
    body: '<p>Drinks, snacks and introductions for founders in and around Jaipur.</p>',
    format: 'in_person',
    venue: ['Startup Oasis', 'RIICO Institutional Area, Sitapura, Jaipur 302022'],
    city: 'Jaipur',
    state: 'Rajasthan',
    day: 7,
    times: ['18:30', '21:00'],
    capacity: 80,
    topics: ['networking'],
    hubs: ['networking-hub'],
    status: 'cancelled',
    status_note: 'The venue is under renovation this month. We will announce a new date soon; sorry for the change.',
    organiser: 'vikram.rathore',
    tickets: [{ name: 'Attendee' }],
    registrations: [
      { who: 'arjun.mehta', status: 'cancelled', daysAgo: 5 },
      { who: 'rohit.verma', status: 'cancelled', daysAgo: 4 },
    ],
  },
];

/** The administrator's two outside registrations. */
export const DEMO_OUTSIDE = [
  {
    title: 'NASSCOM Product Conclave 2026',
    url: 'https://nasscom.in/npc',
    day: 40,
    times: ['09:00', '18:00'] as [string, string],
    location: 'KTPO Convention Centre, Whitefield, Bengaluru',
    organiser: 'NASSCOM',
    notes: 'Registration confirmation number NPC-2026-48213. Carry a photo ID.',
  },
  {
    title: 'TiEcon Mumbai 2026',
    url: 'https://mumbai.tie.org/tiecon',
    day: 25,
    times: ['10:00', '19:00'] as [string, string],
    location: 'Jio World Convention Centre, Bandra Kurla Complex, Mumbai',
    organiser: 'TiE Mumbai',
    notes: '',
  },
];
