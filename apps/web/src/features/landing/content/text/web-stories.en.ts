import type { WebSectionText } from '../web-sections';

/**
 * The success stories and AI insights pages in English. The stories are illustrative composites
 * (no real people or companies), and the page says so; AI insights describes planned features.
 */
export const webStoriesEn: Record<'success-stories' | 'ai-insights', WebSectionText> = {
  'success-stories': {
    eyebrow: 'Success stories',
    title: 'How ideas take root: three journeys',
    description:
      'Every venture follows its own path, but the ones that grow tend to share a pattern: an honest look at where they stand, the right people at the right time, and the courage to put the idea in front of others. The three stories below are illustrative examples — composites of typical journeys, written to show how the parts of {{brand}} fit together. They are not accounts of real people or companies.',
    highlightsHeading: 'What these journeys have in common',
    highlights: [
      {
        title: 'They started with a readiness check',
        text: 'Knowing the gaps early saved months of building the wrong thing.',
      },
      {
        title: 'They found mentors early',
        text: 'Someone with experience in their sector opened doors that no course could.',
      },
      {
        title: 'They put the idea in public',
        text: 'Competitions, demo days and community circles brought feedback, visibility and first supporters.',
      },
    ],
    stories: [
      {
        title: 'From a dairy village to a milk-quality startup',
        context: 'Student founder · agritech · a district town in Maharashtra',
        challenge:
          'A final-year engineering student watched dairy farmers in her village lose money when their milk was rejected at the collection centre, and wanted to build a low-cost quality tester they could use themselves.',
        journey:
          'She took the idea readiness assessment, joined her college’s incubation cohort on the platform and was paired with a mentor who had worked with dairy cooperatives. The customer discovery templates helped her interview sixty farmers before she built anything.',
        outcome:
          'Her prototype won a state-level innovation challenge, and a pilot with two milk collection centres is under way.',
      },
      {
        title: 'A family auto-components unit finds new buyers',
        context: 'Small enterprise · manufacturing · 25 employees · Tamil Nadu',
        challenge:
          'The second-generation owner of a small auto-components unit depended on one large customer for most of his orders and wanted to spread the risk.',
        journey:
          'Through the SME journey he worked with a lean-manufacturing expert in a shared workspace, used the IP and compliance hub to register a new product design, and met buyers from two electric-vehicle startups at an event listed on the platform.',
        outcome:
          'A year later no single customer accounted for more than half of the unit’s orders, and its rejection rate had fallen sharply.',
      },
      {
        title: 'A millet snacks brand gets ready for investors',
        context: 'Women-led startup · food and beverages · Odisha',
        challenge:
          'Two sisters selling millet snacks at local markets had loyal customers, but did not know how to price for retail or what investors would want to see.',
        journey:
          'They followed the learning journey on unit economics and branding, took the investor readiness assessment twice, three months apart, and practised their pitch in a women founders’ community circle before entering a pitch competition.',
        outcome:
          'They reached the finals, their snacks are now stocked by a regional retail chain, and they are in conversation with an angel network.',
      },
    ],
  },
  'ai-insights': {
    eyebrow: 'AI insights',
    title: 'AI insights: what is coming, and how we are building it',
    description:
      'We are building AI-assisted features to help you make sense of your progress and of the ecosystem around you. They are not available yet. This page describes what we are working on, so that you know what to expect — and what we will not do.',
    note: 'None of the features on this page is available yet. Everything else on {{brand}} works without them.',
    highlightsHeading: 'What we are working on',
    highlights: [
      {
        title: 'Personal next steps',
        text: 'Suggestions for the course, mentor or hub to look at next, based on your readiness results and the goals you set.',
      },
      {
        title: 'Search that understands questions',
        text: 'One search box that understands plain questions in English or Hindi and looks through content, hubs, events and programmes together.',
      },
      {
        title: 'Summaries',
        text: 'Short summaries of long reports, programme modules and discussion threads, always linked to the original text.',
      },
      {
        title: 'Ecosystem trends',
        text: 'Patterns across sectors and states — where programmes are growing, which challenges are open — drawn from activity on the platform.',
      },
    ],
    principles: {
      heading: 'The principles we are building to',
      items: [
        'Suggestions, never decisions: people stay in charge of every assessment, selection and judgement.',
        'Every summary and suggestion shows where it comes from, so that you can check it.',
        'Your data is not used to train AI models without your consent.',
      ],
    },
  },
};
