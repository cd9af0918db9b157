import type { PitchAlchemyText } from '../pitchalchemy';

/** The Pitch Alchemy cohort microsite (/program/pitchalchemy) in English ({{brand}} is the configured brand name). */
export const pitchAlchemyEn: PitchAlchemyText = {
  eyebrow: 'Cohort program',
  title: 'Pitch Alchemy Cohort',
  lead: 'A 12-week accelerator cohort for early-stage startups ready to turn early traction into investment. Work through customer discovery, unit economics and fundraising with mentors and weekly reviews, and finish with a Demo Day pitch to investors.',
  applyCta: 'Apply to the cohort',
  dashboardCta: 'Go to your cohort dashboard',
  signInNote:
    'You will sign in or create a free {{brand}} account first, then send your request from the program page.',
  forWhomHeading: 'Who it is for',
  forWhomIntro:
    'Founders who have something real in the hands of customers and now need the evidence, the numbers and the story to raise their first round.',
  forWhom: [
    'Early-stage startups with first customers, users or pilots',
    'Founders preparing to raise a first round',
    'Teams that want to test their business model with real numbers',
    'Co-founders who can give 4–6 hours a week for 12 weeks',
  ],
  notYetText: 'Still shaping your idea?',
  notYetLink: 'Start with one of the learning programs',
  curriculumHeading: 'What you will learn',
  curriculumIntro:
    'Three courses, two modules each. Every module mixes short lessons and videos with templates, quizzes and assignments, and each course ends with something you can use in front of customers and investors.',
  courseLabel: 'Course {{number}}',
  unitsLabel: 'Made of',
  producesLabel: 'What you produce',
  unitKinds: {
    lesson: 'Lesson',
    video: 'Video',
    document: 'Template',
    quiz: 'Quiz',
    assignment: 'Assignment',
  },
  courses: [
    {
      name: 'Customer Discovery',
      text: 'Run interviews that surface real behaviour rather than polite opinions, and turn what you hear into a clear picture of your early-adopter segment.',
      modules: [
        {
          title: 'Talking to Customers',
          text: 'Find the right people, ask about what they actually did rather than what they might do, and avoid leading questions and compliments.',
        },
        {
          title: 'Making Sense of What You Heard',
          text: 'Cluster your notes on a synthesis board, define your early-adopter segment and decide which problem to solve first.',
        },
      ],
      produces:
        'Ten customer interviews with a written log, your strongest patterns on a synthesis board and an early-adopter persona built only from evidence.',
    },
    {
      name: 'Business Model & Unit Economics',
      text: 'Design a business model that fits how your customers buy, and prove with numbers that each customer is worth more than it costs to win and serve.',
      modules: [
        {
          title: 'Designing the Business Model',
          text: 'Map the nine blocks of your business and choose a revenue model — commission, subscription, pay-per-use or contract — that matches how your customers pay.',
        },
        {
          title: 'Unit Economics',
          text: 'Work out customer acquisition cost, contribution margin and lifetime value, and learn which numbers investors look at first.',
        },
      ],
      produces:
        'A Business Model Canvas with your assumptions marked, and a unit economics model with your LTV to CAC ratio and payback period.',
    },
    {
      name: 'Fundraising & the Pitch',
      text: 'Understand the Indian funding landscape, choose the right capital for your stage, and build and deliver a pitch that earns a second meeting.',
      modules: [
        {
          title: 'Understanding Fundraising',
          text: 'Grants, angels, venture capital and venture debt: which money suits which milestone, and the instruments you will meet in term sheets.',
        },
        {
          title: 'Crafting and Delivering the Pitch',
          text: 'Build a clear, evidence-led deck and rehearse delivering it for Demo Day and investor meetings.',
        },
      ],
      produces:
        'Your Demo Day pitch: a deck of up to twelve slides, a five-minute run-through and your answers to the toughest questions investors will ask.',
    },
  ],
  stepsHeading: 'How the cohort works',
  stepLabel: 'Step {{count}}',
  steps: [
    {
      title: 'Apply',
      text: 'Open the program page and send your request to join. You need a free {{brand}} account to do it.',
    },
    {
      title: 'Get approved',
      text: 'The cohort manager reads every request. Once yours is approved, the lessons open and you can start.',
    },
    {
      title: 'Learn week by week with your plan',
      text: 'Make a plan in My Planner: the units are spread across your weeks, each with a target date, so you always know what comes next.',
    },
    {
      title: 'Review with mentors',
      text: 'Bring your interview notes, your numbers and your deck to the weekly reviews. Every assignment you submit is read and approved, or sent back with feedback.',
    },
    {
      title: 'Pitch at Demo Day',
      text: 'At the end of the twelve weeks you present the pitch you have built to investors, in five minutes.',
    },
    {
      title: 'Get your certificate',
      text: 'Complete every unit and your certificate is issued with its own code, which anyone can check on its public verification page.',
    },
  ],
  formatHeading: 'The format',
  facts: {
    length: {
      label: 'Length',
      value: '12 weeks',
      text: 'Three courses, one after another, ending with Demo Day.',
    },
    time: {
      label: 'Time',
      value: 'About 4–6 hours a week',
      text: 'Short lessons, then the real work: interviews, your model and your pitch.',
    },
    where: {
      label: 'Where',
      value: 'Online',
      text: 'On {{brand}}, on a laptop or a phone, at the hours that suit you.',
    },
    cost: {
      label: 'Cost',
      value: 'Free for selected startups',
      text: 'Nothing to pay once your request is approved.',
    },
    ending: {
      label: 'At the end',
      value: 'Demo Day and a certificate',
      text: 'A pitch to investors, and a certificate anyone can verify.',
    },
  },
  formatNote:
    'This is the format of the demo cohort that comes with {{brand}}. The team running a cohort sets its dates and terms and shows them on the program page before you apply.',
  faqHeading: 'Frequently asked questions',
  faq: [
    {
      question: 'How much time does the cohort take?',
      answer:
        'Plan on about 4–6 hours a week for twelve weeks. The lessons, videos and quizzes are short, 10 to 25 minutes each. Most of the time goes into the work they lead to: talking to customers, building your model, rehearsing your pitch and the weekly reviews.',
    },
    {
      question: 'Who reviews my assignments?',
      answer:
        'The cohort team. When you submit an assignment, the cohort manager reads it and either approves it or asks for changes with written feedback; asking for changes reopens the unit so you can submit again. Mentors go through your work with you in the weekly reviews. Quizzes are marked as soon as you send them, and you can try again if you do not reach the pass mark.',
    },
    {
      question: 'What if I fall behind?',
      answer:
        'It happens. My Planner shows which units are late — not done and past their target date — and lets you move a unit to another week, so your plan stays realistic. Your progress is saved, so you pick up exactly where you left off. If something bigger gets in the way, tell the cohort team early.',
    },
    {
      question: 'How does the certificate work, and how can someone check it?',
      answer:
        'When you complete every unit of the program, your certificate is issued automatically with a code such as ANK-7K3M-Q9TX-2HVD-P4RE. Share the code with an investor, an incubator or an employer: anyone can open its public verification page, without an account, to see who it was issued to, for which program and whether it is still valid.',
    },
    {
      question: 'Which language is the cohort in?',
      answer:
        'You can use {{brand}} in English or Hindi and switch at any time. The lessons, templates and videos of this cohort are in English. Interview your customers in the language they are most comfortable in; the first course shows you how.',
    },
    {
      question: 'Can I leave the cohort?',
      answer:
        'Yes. While your request is waiting for approval you can cancel it, and once you are in you can withdraw your enrolment at any time, or ask the cohort team to do it for you. To come back later, ask the cohort team to reopen your enrolment.',
    },
    {
      question: 'Does my startup need revenue to apply?',
      answer:
        'No particular figure is asked for. The cohort is built for startups with early traction, such as first customers, regular users or a pilot, because every course works on your own evidence. If you are still shaping the idea, a foundations program is the better place to start.',
    },
  ],
  closingTitle: 'Turn your traction into a pitch investors remember',
  closingText:
    'Twelve weeks of customer evidence, honest numbers and a rehearsed story, with mentors beside you and Demo Day at the end.',
};
