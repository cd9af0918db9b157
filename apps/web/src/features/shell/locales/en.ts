import type { RouteArea } from '@ankur/shared/routes';

/**
 * English texts of the "shell" namespace: both headers, the footer, the user menu, the tenant
 * switcher, the apps grid and the "coming soon" screen. hi.ts has the same keys (its type is derived
 * from this object, so a key missing there is a type error). {{brand}} is config.brandName.
 * Strings quoted by SPEC §2 ('Limited Release Edition', 'Find Innovation Lab apps', ...) are kept
 * byte for byte.
 */
const en = {
  common: {
    openMenu: 'Open menu',
    closeMenu: 'Close menu',
    skipToContent: 'Skip to content',
    language: 'Language',
  },
  /** The landing page sections the public header links to (lib/landing-sections.ts names the keys). */
  sections: {
    navLabel: 'Sections',
    home: 'Home',
    missionVision: 'Mission & Vision',
    whoIsItFor: 'Who is it for?',
    platformServices: 'Platform Services',
    team: 'Team',
    contactUs: 'Contact Us',
  },
  publicHeader: {
    register: 'Register',
    login: 'Login',
    dashboard: 'Dashboard',
    community: 'Community',
    profile: 'Profile',
    signOut: 'Sign out',
  },
  footer: {
    tagline: 'Where ideas take root.',
    navLabel: 'Legal and support',
    terms: 'Terms of Service',
    privacy: 'Privacy Policy',
    reportBugs: 'Report Bugs',
    cookieSettings: 'Cookie settings',
    copyright: '© {{year}} {{brand}}',
  },
  appHeader: {
    release: 'Limited Release Edition',
    reportBugs: 'Report Bugs',
    mainNav: 'Main',
    notifications: 'Notifications',
    tabs: {
      home: 'Home',
      content: 'Content',
      events: 'Events',
      competitions: 'Competitions',
      hubs: '{{brand}} Hubs',
    },
  },
  userMenu: {
    button: 'Account menu for {{name}}',
    menu: 'Account',
    pages: 'Account pages',
    switchRole: 'Switch role',
    switchFailed: 'Could not switch to {{role}}.',
    logout: 'Logout',
    tenantAdminCenter: '{{tenant}} admin center',
    /** The displayed labels only: entries are still chosen by their English menu names. */
    entries: {
      myProfile: 'My Profile',
      engine: 'Engine',
      myLibrary: 'My Library',
      myEcosystemMap: 'My Ecosystem Map',
      memberships: 'Memberships',
      adminCenter: 'Admin Center',
      settings: 'Settings',
    },
  },
  tenantSwitcher: {
    mainPlatform: 'Main platform',
    noTenants: 'You are not in any organisation yet',
    setUp: 'Set one up for your organisation',
    create: 'Create an organisation',
    heading: 'Your organisations',
    loading: 'Loading your organisations…',
    tryAgain: 'Try again',
    current: 'Current',
    trigger: 'Switch organisation (now: {{name}})',
    menu: 'Switch organisation',
    membership: {
      suspended: 'Membership suspended',
      pending: 'Membership pending',
      other: 'Membership {{status}}',
    },
  },
  apps: {
    button: 'Apps',
    title: 'Apps',
    searchLabel: 'Find apps',
    searchPlaceholder: 'Find Innovation Lab apps',
    loading: 'Loading your apps…',
    loadFailed: 'Your apps could not be loaded.',
    tryAgain: 'Try again',
    none: 'Your role has no apps yet. Ask an administrator for access.',
    noMatch: 'No apps match “{{query}}”.',
    /** announced while searching; {{number}} is the count in Indian digit grouping */
    matches_one: '{{number}} app matches',
    matches_other: '{{number}} apps match',
    lockedHint: 'Locked: needs Premium Access',
    premiumAlert: 'Unlock with Premium Access',
    /** The catalogue's labels, by English menu name (the name stays the key of the access check). */
    names: {
      Workspace: 'Workspace',
      Home: 'Home',
      'Community Hub': 'Community Hub',
      'Content Hub': 'Content Hub',
      'Connect Hub': 'Connect Hub',
      'Knowledge Hub': 'Knowledge Hub',
      'Events & Programs Hub': 'Events & Programs Hub',
      'Competition Hub': 'Competition Hub',
      'Wellbeing Hub': 'Wellbeing Hub',
      'Job and Internship Hub': 'Job and Internship Hub',
      'My Readiness Journey': 'My Readiness Journey',
      'Aspiring Entrepreneur Hub': 'Aspiring Entrepreneur Hub',
      'Funding Hub': 'Funding Hub',
      'Investor Hub': 'Investor Hub',
      'Policy & Mission Hub': 'Policy & Mission Hub',
      'IP & Compliance Hub': 'IP & Compliance Hub',
      'Projects & Cohort Hub': 'Projects & Cohort Hub',
      'CSR Hub': 'CSR Hub',
      'Commercialization Hub': 'Commercialization Hub',
      'Networking Hub': 'Networking Hub',
      'Collaboration Hub': 'Collaboration Hub',
      'Customer Discovery Hub': 'Customer Discovery Hub',
      'Startup Success Hub': 'Startup Success Hub',
      'Market Builder Hub': 'Market Builder Hub',
      'Technology Hub': 'Technology Hub',
      'Public Sector Hub': 'Public Sector Hub',
      'Youth Leadership Hub': 'Youth Leadership Hub',
      'Global Bharatiya Hub': 'Global Bharatiya Hub',
      'Innovation Ecosystem Hub': 'Innovation Ecosystem Hub',
      'Learning Journey': 'Learning Journey',
      'SME Journey': 'SME Journey',
      'Entrepreneurial Readiness': 'Entrepreneurial Readiness',
      'Innovation Hub': 'Innovation Hub',
      'Idea Hub': 'Idea Hub',
      'Product Hub': 'Product Hub',
    },
  },
  comingSoon: {
    growing: 'This part of {{brand}} is still growing: we are building it now.',
    goToCommunity: 'Go to your community',
    backHome: 'Back to home',
  },
  /** The tabs of the shared Communication screen (SPEC §2). */
  communication: {
    label: 'Communication',
    messages: 'Messages',
    announcements: 'Announcements',
    calendar: 'Calendar',
    notifications: 'Notifications',
    unread: 'unread',
  },
  /** One honest line per area of SPEC §2: what this part of the platform will offer once it is built. */
  areas: {
    public:
      'It will open the platform’s public pages: content to explore, programme microsites and the policies that govern your use of the platform.',
    account:
      'It will let you choose your role, complete onboarding, manage your account, settings, tickets and memberships.',
    'admin-events':
      'It will bring the admin center and the tools to run events and competitions, from registration to results.',
    profiles:
      'It will show member profiles: entrepreneurial, volunteer and personality profiles that help the right people find each other.',
    maps: 'It will map India’s innovation ecosystem so you can find startups, enablers and institutions near you.',
    publications: 'It will gather research, reports and publications from across the ecosystem.',
    community:
      'It will connect you with members, groups, forums and community circles, and help you grow your network.',
    library: 'It will keep the articles, videos and templates you save in your own library.',
    communication: 'It will bring together your messages, announcements, notifications and calendar in one place.',
    home: 'It will be your personal starting point, with the next steps of your innovation journey.',
    hubs: 'It will bring together the resources, programmes, experts and opportunities of this hub.',
    journeys:
      'It will guide you through learning paths and readiness assessments for your idea, technology and investment plans.',
    programs: 'It will host programmes and cohorts: courses, modules and units, your plans and your progress.',
    content: 'It will open articles, videos, podcasts, case studies, templates, reports and books.',
    test: 'It is an internal screen the team uses to check the platform’s capabilities.',
    other: 'It will offer dedicated pages for individuals, SMEs, organisations and institutions, and certifications.',
    web: 'It will showcase the ecosystem: startups, enablers, toolkits, the marketplace and success stories.',
    tenant:
      'It will open the space of the organisation or event you belong to, with its own programmes, members and administration.',
  } satisfies Record<RouteArea, string>,
};

export type ShellMessages = typeof en;
export default en;
