import type { RouteArea } from '@ankur/shared/routes';

/** One honest line per area: what this part of the platform will offer once it is built. */
export const AREA_DESCRIPTIONS: Readonly<Record<RouteArea, string>> = {
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
  community: 'It will connect you with members, groups, forums and community circles, and help you grow your network.',
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
};
