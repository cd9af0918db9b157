import type { AudienceText } from '../audience-pages';

/** The audience pages /individual and /sme in English ({{brand}} is the configured brand name). */
export const audiencePagesEn: AudienceText = {
  common: {
    stepLabel: 'Step {{count}}',
    howItWorksLink: 'See how it works',
  },
  individual: {
    eyebrow: 'For individuals',
    title: 'Learn, build and find your people, wherever you are starting from',
    lead: 'Whether you are a student with the spark of an idea, a professional thinking about a venture of your own, a founder with your first customers or someone who wants to give time to others, {{brand}} gives you structured programmes, honest readiness checks, mentors and a community that shows up for you.',
    forWhomLabel: 'Made for',
    forWhom: ['Students', 'Aspiring entrepreneurs', 'Early-stage founders', 'Working professionals', 'Volunteers'],
    benefitsHeading: 'What you get',
    benefitsIntro: 'Six kinds of help that take you from an idea to a venture, all with one account.',
    benefits: [
      {
        title: 'Learning programmes and cohorts',
        text: 'Courses made of short modules on validation, business models, marketing and money. Take them at your own pace, or join a cohort that learns together, with deadlines and mentor sessions.',
      },
      {
        title: 'Readiness journeys',
        text: 'Entrepreneurial, idea, technology and investor readiness assessments show where you stand today and suggest what to work on next. Take them again later to see how far you have come.',
      },
      {
        title: 'Mentors who have done it',
        text: 'Founders, engineers, chartered accountants, lawyers and designers who give their time through programmes, cohorts and hubs.',
      },
      {
        title: 'A community that shows up',
        text: 'Forums, groups and community circles by sector, city and stage, and direct messages when you want to work with someone.',
      },
      {
        title: 'Events and competitions',
        text: 'Workshops, summits, hackathons and pitch competitions where you can test your idea, win support and get noticed.',
      },
      {
        title: 'Internships and volunteering',
        text: 'Find internships and roles at startups, or volunteer at events and community circles, and build experience that counts.',
      },
    ],
    stepsHeading: 'How it works',
    steps: [
      {
        title: 'Register and choose your role',
        text: 'Sign up with your e-mail and tell us who you are: student, entrepreneur, professional or volunteer. If you are under 18, a parent or guardian approves your account.',
      },
      {
        title: 'Find out where you stand',
        text: 'Take a short readiness assessment. It suggests the programmes and hubs that fit your stage, so you do not have to guess.',
      },
      {
        title: 'Learn, meet and build',
        text: 'Join a programme or cohort, connect with mentors and peers, and show your work at events and competitions.',
      },
    ],
    faqHeading: 'Frequently asked questions',
    faq: [
      {
        question: 'Does it cost anything?',
        answer:
          'Creating an account and taking part in the community costs nothing. Some programmes and events are run by partner organisations, which set their own terms; any fee or selection process is shown before you enrol or register.',
      },
      {
        question: 'Do I need a startup idea to join?',
        answer:
          'No. Many members join to learn, to find a team or to help others. The readiness journey and the learning programmes are a good place to begin before you have an idea.',
      },
      {
        question: 'I am under 18. Can I join?',
        answer:
          'Yes. When you register, tell us your age; we then ask a parent or guardian to approve your account by e-mail before it opens.',
      },
      {
        question: 'How do I find a mentor?',
        answer:
          'Mentors take part through programmes, cohorts and hubs. Join a programme that fits your stage, or find mentors in the community and networking hubs and connect with them there.',
      },
      {
        question: 'Can I use {{brand}} in Hindi?',
        answer: 'Yes. You can switch between English and Hindi at any time.',
      },
    ],
    closingTitle: 'Your first step takes two minutes',
    closingText:
      'Create your account, take a readiness check and see which programmes, mentors and events fit where you are today.',
    alsoSeeText: 'Running a small or medium business?',
    alsoSeeLink: 'See what {{brand}} offers SMEs',
  },
  sme: {
    eyebrow: 'For SMEs',
    title: 'Grow your enterprise with experts, capital and new markets',
    lead: 'Micro, small and medium enterprises make much of what India produces and employ crores of people, yet most grow without the mentors, networks and capital that startups take for granted. {{brand}} brings them to your business: expert mentoring, an innovation workspace, funding and investor hubs, help with IP and compliance, and access to new buyers.',
    forWhomLabel: 'Made for',
    forWhom: [
      'Manufacturing units',
      'Service businesses',
      'Family enterprises',
      'Artisan and rural enterprises',
      'Startups growing into SMEs',
    ],
    benefitsHeading: 'What your business gets',
    benefitsIntro:
      'Practical help with the things that decide whether a small business grows: productivity, money, compliance and customers.',
    benefits: [
      {
        title: 'Mentoring between SMEs and experts',
        text: 'Work with experts in operations, quality, finance, digital and exports in a shared SME workspace with goals, milestones and sessions. Experienced enterprises can offer their own expertise to others, too.',
      },
      {
        title: 'Innovation workspace',
        text: 'Capture ideas for new products, processes and business models, test them with customers and take the promising ones forward with your team.',
      },
      {
        title: 'Funding hub',
        text: 'Government schemes, grants, credit-linked programmes and CSR partnerships, with checklists that help you prepare applications.',
      },
      {
        title: 'Investor hub',
        text: 'When equity is the right route, check your investor readiness and meet investors and funds looking for growing enterprises.',
      },
      {
        title: 'IP and compliance hub',
        text: 'Understand trademarks, patents, designs and copyright, and keep track of Udyam registration, GST and the rules of your sector with guides and expert help.',
      },
      {
        title: 'Market builder hub',
        text: 'Reach new customers: business buyers, larger companies looking for suppliers, public procurement and export markets.',
      },
    ],
    stepsHeading: 'How it works',
    steps: [
      {
        title: 'Register your enterprise',
        text: 'Create your account, choose the SME role and add a short profile of your business: what you make or do, where, and how many people you employ.',
      },
      {
        title: 'Take the SME journey',
        text: 'A guided look at your operations, finances, market and compliance shows where expert help will make the biggest difference.',
      },
      {
        title: 'Work with experts and hubs',
        text: 'Open a workspace with an expert, prepare scheme applications through the funding hub, and meet buyers and investors at events.',
      },
    ],
    faqHeading: 'Frequently asked questions',
    faq: [
      {
        question: 'Who counts as an SME here?',
        answer:
          'Any micro, small or medium enterprise, in manufacturing or services, whether or not it is registered on Udyam yet. If you are not registered, the IP and compliance hub explains how to do it and why it helps.',
      },
      {
        question: 'Do experts charge for their time?',
        answer:
          'Many experts mentor through programmes at no cost to you. If an expert offers paid services, the terms are agreed directly between you and the expert before any work starts.',
      },
      {
        question: 'Who can see my business information?',
        answer:
          'Your workspace is shared only with your team and the experts you invite into it. Our Privacy Policy explains how we handle your data.',
      },
      {
        question: 'Can our industry association bring its members?',
        answer:
          'Yes. Associations, clusters and chambers of commerce can open their own space on {{brand}} to run programmes and events for their members. The page for organisations explains how.',
      },
      {
        question: 'Is the platform available in Hindi?',
        answer: 'Yes. You can switch between English and Hindi at any time.',
      },
    ],
    closingTitle: 'Give your business the support it deserves',
    closingText:
      'Register your enterprise today and take the SME journey to see where experts, funding and new markets can help you most.',
    alsoSeeText: 'Represent an association, a cluster or an incubator?',
    alsoSeeLink: 'See what {{brand}} offers organisations',
  },
};
