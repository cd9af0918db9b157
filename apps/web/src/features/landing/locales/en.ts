import type { AudienceText } from '../content/audience-pages';
import type { WebText } from '../content/web-sections';

/**
 * English texts of the "landing" namespace: the landing page, and what the audience and web
 * section pages share. hi.ts has the same keys (its type is derived from this object).
 * {{brand}} is the configured brand name; tags like <privacy>…</privacy> are links (<Trans>).
 * The audience and section pages' own texts (content/text/*) join the namespace when those
 * screens load, so the landing page's chunk does not carry them.
 */
const en = {
  hero: {
    /** Shown after "अंकुर ·" when the brand is Ankur itself. */
    eyebrowMeaning: '{{brand}} means “sprout”',
    eyebrow: 'India’s platform for innovation and entrepreneurship',
    title: 'Where ideas take root and grow into ventures.',
    lead: '{{brand}} brings India’s innovation ecosystem onto one platform: hubs for every need, programmes and cohorts that teach by doing, readiness assessments, mentors who have walked the road, and events and competitions that put your idea in front of the people who can help it grow.',
    register: 'Start your journey',
    login: 'I already have an account',
    community: 'Go to your community',
  },
  sprout: {
    title: 'A sprout rising from the soil, its two leaves linked to a network of ideas',
  },
  mission: {
    heading: 'Mission & Vision',
    missionTitle: 'Our mission',
    missionText:
      'To give every person with an idea — in a metro, a small town or a village — the knowledge, mentors, networks and opportunities to turn it into something real. A seed needs soil, water and light; an idea needs learning, guidance and a community. {{brand}} brings all three together in one place.',
    visionTitle: 'Our vision',
    visionText:
      'A connected, self-reliant innovation ecosystem for Bharat, where entrepreneurs, students, experts, investors, institutions and volunteers work together; where ventures serve society as well as markets; and where the next generation of builders can find its way from first spark to lasting impact.',
    valuesHeading: 'What guides us',
    values: {
      open: {
        title: 'Open to everyone',
        text: 'Whatever your city, language, degree or background, there is a place for you here — in English or in Hindi.',
      },
      doing: {
        title: 'Learning by doing',
        text: 'Programmes, challenges and cohorts built around real problems, real customers and honest feedback.',
      },
      together: {
        title: 'Grown with the ecosystem',
        text: 'Incubators, universities, industry and volunteers shape the platform and run their own spaces on it.',
      },
    },
  },
  audience: {
    heading: 'Who is it for?',
    intro: 'An ecosystem grows when everyone in it grows together. There is a place for you here.',
    items: {
      entrepreneurs: {
        name: 'Entrepreneurs',
        text: 'Validate, build and scale your venture with structured programmes, cohorts, mentors and funding connections.',
      },
      aspiring: {
        name: 'Aspiring entrepreneurs',
        text: 'Test whether your idea is ready, learn the fundamentals and find co-founders before you take the leap.',
      },
      students: {
        name: 'Students',
        text: 'Learn by doing: join challenges, internships and innovation labs, and build a portfolio that shows what you can do.',
      },
      experts: {
        name: 'Experts and mentors',
        text: 'Guide founders as a subject-matter expert, share your knowledge in the content library and judge competitions.',
      },
      smes: {
        name: 'Small and medium enterprises',
        text: 'Work with experts, find schemes and investors, protect your designs and reach new buyers.',
      },
      investors: {
        name: 'Investors',
        text: 'Meet investment-ready startups whose readiness has been assessed, and follow their progress through cohorts.',
      },
      volunteers: {
        name: 'Volunteers',
        text: 'Give your time to events, community circles and outreach that carry innovation to every corner of the country.',
      },
      organisations: {
        name: 'Organisations',
        text: 'Incubators, universities and summit organisers run their own programmes, events and hubs here, with their own members.',
      },
    },
    pathsLabel: 'Find your path',
    paths: {
      individual: 'For individuals',
      sme: 'For SMEs',
      organisation: 'For organisations',
      institution: 'For institutions',
    },
  },
  services: {
    heading: 'Platform Services',
    intro: 'Everything an idea needs on its way to becoming a venture, on one platform and with one account.',
    items: {
      hubs: {
        name: 'Hubs',
        text: 'Thirty focused hubs — knowledge, funding, IP and compliance, jobs and internships, wellbeing, investors and more — each gathering the resources for one need.',
      },
      programmes: {
        name: 'Programmes and cohorts',
        text: 'Learning programmes made of courses, modules and units, taken on your own or with a cohort that moves forward together.',
      },
      readiness: {
        name: 'Readiness assessments',
        text: 'Find out how ready your idea, your technology and your venture are for the next step, and what to work on first.',
      },
      mentoring: {
        name: 'Mentoring',
        text: 'A shared workspace where experts, SMEs and founders plan, meet and track progress together.',
      },
      events: {
        name: 'Events',
        text: 'Summits, workshops and meet-ups with registration, tickets and a calendar that keeps you on time.',
      },
      competitions: {
        name: 'Competitions',
        text: 'Challenges and pitch competitions that reward bold ideas with visibility, mentorship and support.',
      },
      library: {
        name: 'Content library',
        text: 'Articles, videos, podcasts, case studies, templates and reports — save what helps and build your own library.',
      },
      community: {
        name: 'Community and messaging',
        text: 'Forums, groups, community circles, announcements and direct messages with the people who share your path.',
      },
    },
  },
  /** The ten /web/* pages, as the landing page and the pages' own navigation list them. */
  webNav: {
    label: 'Explore the ecosystem',
    startups: 'Startups',
    community: 'Community',
    network: 'Network',
    enablers: 'Enablers',
    toolkits: 'Toolkits',
    marketplace: 'Marketplace',
    'knowledge-hub': 'Knowledge hub',
    'events-programs': 'Events & programmes',
    'success-stories': 'Success stories',
    'ai-insights': 'AI insights',
  },
  team: {
    heading: 'Team',
    intro:
      '{{brand}} is built and tended by a community, not only by a company. These are the people who help every sprout find its light.',
    groups: {
      founders: {
        name: 'Founders’ circle',
        text: 'Entrepreneurs and ecosystem builders who have started ventures themselves and know how lonely the first steps can be.',
      },
      mentors: {
        name: 'Mentors and experts',
        text: 'Practitioners in technology, law, finance, design and marketing who give their time to guide founders through each stage.',
      },
      partners: {
        name: 'Partner institutions',
        text: 'Universities, incubators, industry bodies and public programmes that bring their cohorts, events and resources to the platform.',
      },
      volunteers: {
        name: 'Volunteers',
        text: 'People across the country who organise events, welcome newcomers and carry the spirit of the community beyond the screen.',
      },
    },
    join: 'Would you like to mentor, volunteer or partner with us? <contact>Write to us</contact> — we would be glad to hear from you.',
  },
  contact: {
    loadingForm: 'Loading the contact form…',
    heading: 'Contact Us',
    intro:
      'Want to bring your institution, event or programme to {{brand}}, volunteer with us, or ask a question? We would love to hear from you.',
    reasonsHeading: 'We can help with',
    reasons: {
      partnership: 'Partnerships with incubators, universities, companies and public programmes',
      programmes: 'Questions about programmes, cohorts, events and competitions',
      support: 'Help with your account or using the platform',
      press: 'Press and media enquiries',
    },
    emailLine: 'Prefer e-mail? Write to <email>{{email}}</email>.',
    formHeading: 'Send us a message',
    requiredNote: 'Fields marked * are required.',
    fields: {
      name: 'Your name',
      email: 'E-mail address',
      organisation: 'Organisation',
      organisationHint: 'Your startup, company, institution or event.',
      topic: 'Topic',
      message: 'Message',
      messageHint: 'At least {{min}} characters.',
      honeypot: 'Leave this field empty',
    },
    optional: '(optional)',
    counter: '{{current}} of {{max}} characters',
    topics: {
      general: 'General question',
      partnership: 'Partnership or collaboration',
      programs: 'Programmes, cohorts and events',
      press: 'Press and media',
      support: 'Help with the platform',
    },
    emailTooltipLabel: 'Why we ask for your e-mail',
    emailTooltip:
      'We use your e-mail address only to reply to this message. We do not add it to mailing lists or share it with anyone.',
    privacy: 'We use what you send only to answer you, as our <privacy>Privacy Policy</privacy> describes.',
    submit: 'Send message',
    sending: 'Sending…',
    errors: {
      summary: 'Please correct the fields marked below.',
      nameRequired: 'Enter your name.',
      nameTooLong: 'Use at most {{max}} characters.',
      emailRequired: 'Enter your e-mail address so that we can reply.',
      emailInvalid: 'Enter a valid e-mail address, like name@example.com.',
      emailTooLong: 'Use at most {{max}} characters.',
      organisationTooLong: 'Use at most {{max}} characters.',
      topicInvalid: 'Choose a topic.',
      messageTooShort: 'Write at least {{min}} characters so that we understand what you need.',
      messageTooLong: 'Use at most {{max}} characters.',
      rejected: 'We could not accept this. Please check it and try again.',
      rateLimitedSeconds_one:
        'You have sent several messages in a short time. Please wait {{count}} second and try again.',
      rateLimitedSeconds_other:
        'You have sent several messages in a short time. Please wait {{count}} seconds and try again.',
      rateLimitedMinutes_one:
        'You have sent several messages in a short time. Please wait {{count}} minute and try again.',
      rateLimitedMinutes_other:
        'You have sent several messages in a short time. Please wait {{count}} minutes and try again.',
      rateLimitedHours_one:
        'You have sent several messages in a short time. Please wait about {{count}} hour and try again.',
      rateLimitedHours_other:
        'You have sent several messages in a short time. Please wait about {{count}} hours and try again.',
      rateLimited: 'You have sent several messages in a short time. Please wait a few minutes and try again.',
      network:
        'We could not reach {{brand}}. Check your internet connection and send again — your message is still here.',
      server: 'Something went wrong on our side. Your message is still here; please try again in a moment.',
    },
    success: {
      title: 'Thank you, {{name}}!',
      text: 'Your message has reached us. We read every message and reply within two working days to {{email}}.',
      again: 'Send another message',
    },
  },
  /** Calls to action shared by the audience and section pages. */
  cta: {
    register: 'Register now',
    community: 'Go to your community',
  },
};

export type LandingCoreMessages = typeof en;

/** The whole namespace: the core above, and the texts the audience and section screens add when they load. */
export type LandingMessages = LandingCoreMessages & { pages: AudienceText; web: WebText };

export default en;
