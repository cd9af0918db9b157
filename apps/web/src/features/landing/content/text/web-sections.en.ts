import type { WebSectionText, WebText } from '../web-sections';
import type { WebSlug } from '../web-slugs';
import { webAreasEn } from './web-areas.en';
import { webStoriesEn } from './web-stories.en';

/** The /web/* section pages in English ({{brand}} is the configured brand name). */
const sections: Record<Exclude<WebSlug, keyof typeof webStoriesEn>, WebSectionText> = {
  startups: {
    eyebrow: 'For startups',
    title: 'From first idea to first funding round, one step at a time',
    description:
      'Building a startup in India means juggling customers, product, compliance and money — often in the same week. {{brand}} gives founders a structured path: learning journeys that show what to do next, readiness checks that tell you where you stand, mentors who have faced the same problems, and a direct line to funding programmes and investors when you are ready.',
    highlightsHeading: 'What founders get',
    highlights: [
      {
        title: 'Learning journeys',
        text: 'Short, practical courses on validation, business models, pricing, hiring and fundraising, in modules you can finish alongside a day job or college.',
      },
      {
        title: 'Readiness checks',
        text: 'Idea, technology and investor readiness assessments that show where you stand and which gaps are worth closing first.',
      },
      {
        title: 'Funding and investors',
        text: 'Government schemes, grants, incubator seed funds and angel networks gathered in one hub, and help to prepare your pitch before you meet investors.',
      },
      {
        title: 'Help to scale',
        text: 'Market access, customer discovery and growth playbooks for the stage after your first customers, when growth brings new problems.',
      },
    ],
  },
  community: {
    eyebrow: 'Community',
    title: 'A community of builders who show up for each other',
    description:
      'Starting something is easier with people around you who understand. The {{brand}} community brings founders, students, mentors, investors and volunteers together in forums, interest groups and community circles — online every day, and in person at meet-ups across the country.',
    highlightsHeading: 'What you will find',
    highlights: [
      {
        title: 'Forums and discussions',
        text: 'Ask questions, share what worked and learn from other people’s mistakes in forums organised by topic.',
      },
      {
        title: 'Groups and community circles',
        text: 'Join circles around your sector, city or stage — agritech in Punjab, SaaS in Bengaluru, women founders, student innovators — or start your own.',
      },
      {
        title: 'Announcements and messages',
        text: 'Follow the organisations you care about, and message members directly when you want to work together.',
      },
      {
        title: 'Ways to give back',
        text: 'Volunteer at events, welcome newcomers, mentor someone a step behind you or help run a circle near you.',
      },
    ],
  },
  network: {
    eyebrow: 'Network',
    title: 'Meet the right people: co-founders, mentors, partners and investors',
    description:
      'The right introduction can save a year. {{brand}} helps you find people by what they do and what they need — a technical co-founder, a mentor who knows food regulation, an incubator in your state or a buyer for what you make.',
    highlightsHeading: 'How the network helps',
    highlights: [
      {
        title: 'Meaningful connections',
        text: 'Connect with members whose skills, sectors and goals fit yours, and keep your professional network in one place.',
      },
      {
        title: 'Spaces built for introductions',
        text: 'The networking and connect hubs are made for finding co-founders, mentors and partners, not for endless scrolling.',
      },
      {
        title: 'Ecosystem map',
        text: 'See incubators, accelerators, universities and support programmes across India’s states, and find out who is near you.',
      },
      {
        title: 'Beyond one programme',
        text: 'Members of incubators, universities and summits on {{brand}} stay connected to the wider network instead of being locked inside one programme.',
      },
    ],
  },
  enablers: {
    eyebrow: 'Enablers',
    title: 'For the organisations that make the ecosystem work',
    description:
      'Incubators, accelerators, universities, government missions, CSR teams and industry bodies do the patient work of supporting founders. {{brand}} gives each of them a space of their own — with their name and colours, their members and their programmes — while keeping their people connected to everything else the ecosystem offers.',
    highlightsHeading: 'What enablers do here',
    highlights: [
      {
        title: 'Incubators and accelerators',
        text: 'Run application rounds, cohorts and demo days, follow each startup’s readiness, and bring in mentors from the wider network.',
      },
      {
        title: 'Universities and institutions',
        text: 'Give your entrepreneurship cell, incubation centre and innovation council one home for courses, challenges and student ventures.',
      },
      {
        title: 'Government and policy missions',
        text: 'Publish schemes and open calls, run challenges and reach founders in every district through the policy and mission hub.',
      },
      {
        title: 'CSR teams and corporates',
        text: 'Find credible social enterprises and grassroots innovators to support, and follow the projects you fund.',
      },
    ],
  },
  toolkits: {
    eyebrow: 'Toolkits',
    title: 'Practical templates and checklists for every stage',
    description:
      'Advice is most useful when you can act on it tonight. The toolkits on {{brand}} turn proven methods into templates, worksheets and checklists — adapted to Indian markets, regulations and budgets — that you can fill in and take to your next mentor meeting.',
    highlightsHeading: 'What is in the toolkits',
    highlights: [
      {
        title: 'Planning templates',
        text: 'Lean canvas, business model, unit economics and financial projection templates, each with a worked example.',
      },
      {
        title: 'Customer discovery kit',
        text: 'Interview guides, survey templates and a simple way to record what customers actually said, not what you hoped to hear.',
      },
      {
        title: 'Product development',
        text: 'From problem statement to prototype and pilot: stage-by-stage checklists for hardware, software and services.',
      },
      {
        title: 'Legal and compliance',
        text: 'Checklists for incorporation, Startup India recognition, GST, trademarks and founders’ agreements.',
      },
    ],
  },
  marketplace: {
    eyebrow: 'Marketplace',
    title: 'Where skills, services, technology and opportunities meet',
    description:
      'Ventures grow through exchange. A startup needs a designer, an SME needs new buyers, a university lab has a technology looking for a company, a student wants an internship. The marketplace areas of {{brand}} bring these needs and offers together.',
    highlightsHeading: 'What you can find',
    highlights: [
      {
        title: 'Market access',
        text: 'Meet buyers, distributors and corporate partners, and prepare for public procurement and exports.',
      },
      {
        title: 'Expert services',
        text: 'Work with experts in a shared workspace with clear goals, milestones and sessions.',
      },
      {
        title: 'Jobs and internships',
        text: 'Startups and SMEs post roles and internships; students and professionals find work where they learn fastest.',
      },
      {
        title: 'Technology commercialisation',
        text: 'Research from universities and laboratories meets entrepreneurs and companies ready to take it to market.',
      },
    ],
  },
  'knowledge-hub': {
    eyebrow: 'Knowledge hub',
    title: 'Learn from articles, videos, podcasts, case studies and reports',
    description:
      'The knowledge hub collects what founders and ecosystem builders need to know, in formats that fit a busy day: a five-minute article between meetings, a podcast on the commute, a case study before a board meeting, a report when you plan the year.',
    highlightsHeading: 'How to use it',
    highlights: [
      {
        title: 'Every format',
        text: 'Articles, videos, podcasts, case studies, templates, reports and books, searchable by topic, sector and stage.',
      },
      {
        title: 'Curated paths',
        text: 'Hand-picked sequences that take you through a topic — fundraising, go-to-market, intellectual property — in a sensible order.',
      },
      {
        title: 'Your own library',
        text: 'Save what helps into your library and come back to it when you need it.',
      },
      {
        title: 'Publications and research',
        text: 'Reports and studies on India’s startup ecosystem from partner institutions and researchers.',
      },
    ],
  },
  'events-programs': {
    eyebrow: 'Events & programmes',
    title: 'Summits, workshops, competitions and cohort programmes',
    description:
      'From a two-hour workshop at your college to a national startup summit, events are where ideas meet people. {{brand}} lists events and competitions from across the ecosystem, handles registration and tickets, and runs cohort programmes that keep founders learning together for weeks or months.',
    highlightsHeading: 'What is on',
    highlights: [
      {
        title: 'Events',
        text: 'Register for summits, workshops, meet-ups and demo days, and keep all your tickets in one place.',
      },
      {
        title: 'Competitions and challenges',
        text: 'Pitch competitions, hackathons and innovation challenges with clear rules, rounds and judging.',
      },
      {
        title: 'Cohort programmes',
        text: 'Join an incubation or learning cohort that moves through courses, milestones and mentor sessions together.',
      },
      {
        title: 'Calendar and reminders',
        text: 'Deadlines, sessions and events in one calendar, with notifications before they start.',
      },
    ],
  },
};

export const webSectionsEn: WebText = {
  common: {
    relatedHeading: 'Where to go on {{brand}}',
    relatedIntro: 'Most of these areas open once you have signed in.',
    plannedBadge: 'Planned',
    illustrativeBadge: 'Illustrative example',
    storiesHeading: 'Three journeys',
    storyChallenge: 'The challenge',
    storyJourney: 'What they used',
    storyOutcome: 'Where they are now',
    closingTitle: 'Ready for the next step?',
    closingText:
      'One account opens every hub, programme and community on {{brand}}. It takes two minutes to create, and you can start wherever you are today.',
  },
  areas: webAreasEn,
  sections: { ...sections, ...webStoriesEn },
};
