/**
 * The route list of SPEC §2, shared by the web app (which attaches screens to it)
 * and the API (which serves the SPA shell for these paths) and by tests.
 *
 * Paths use React Router syntax: `:param` for a dynamic segment.
 */

/** The area of the product a route belongs to (SPEC §2 "Private routes by area"). */
export type RouteArea =
  | 'public'
  | 'account'
  | 'admin-events'
  | 'profiles'
  | 'maps'
  | 'publications'
  | 'community'
  | 'library'
  | 'communication'
  | 'home'
  | 'hubs'
  | 'journeys'
  | 'programs'
  | 'content'
  | 'test'
  | 'other'
  | 'web'
  | 'tenant';

export interface RouteDefinition {
  /** React Router path pattern, always starting with "/". */
  readonly path: string;
  /** True when the route needs a signed-in user. */
  readonly private: boolean;
  /** Human name of the screen, used for the document title and placeholder screens. */
  readonly title: string;
  readonly area: RouteArea;
  /**
   * True when the screen follows the active tenant context. Private screens are
   * tenant-aware unless the specification says otherwise (/test/search-suite);
   * public screens are not.
   */
  readonly tenantAware: boolean;
  /** Where a signed-out visitor is sent instead of "/". */
  readonly redirectTo?: string;
}

/** The cohort the header's Dashboard link opens (SPEC §9: program id 2). */
export const HEADER_COHORT_ID = 2;
export const HEADER_COHORT_PATH = `/cohort/${HEADER_COHORT_ID}`;

/** The path a user returns to after signing in or registering. */
export const SELECT_ROLE_PATH = '/select-role';

/** The web sign-in screen GET /api/auth/redirect sends the browser to. */
export const SIGN_IN_PATH = '/sign-in';

/** The embedded OpenID provider's own pages: sign in, register, verify, reset and update screens. */
export const SIGN_IN_INTERACTION_PATH = '/sign-in/:uid';

/** Where the e-mail to a minor's parent or guardian leads: approve or decline the account. */
export const PARENTAL_CONSENT_PATH = '/parental-consent/:token';

/** Where a tenant invitation e-mail leads: see the invitation, sign in, accept it. */
export const INVITATION_PATH = '/invitations/:token';

/** Turns "policy-mission-hub" into "Policy Mission Hub". */
export function titleFromSlug(slug: string): string {
  return slug
    .split('-')
    .filter((word) => word.length > 0)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

type Entry = readonly [path: string, title: string];

function publicRoutes(entries: readonly Entry[]): RouteDefinition[] {
  return entries.map(([path, title]) => ({
    path,
    title,
    area: 'public',
    private: false,
    tenantAware: false,
  }));
}

function privateRoutes(area: RouteArea, entries: readonly Entry[]): RouteDefinition[] {
  return entries.map(([path, title]) => ({ path, title, area, private: true, tenantAware: true }));
}

/** The 15 /home/* variants of SPEC §2 "Home variants". */
export const HOME_VARIANT_SLUGS = [
  'innovation-journey',
  'dare-and-dream',
  'spark-and-shape',
  'design-and-develop',
  'build-and-launch',
  'learn-and-upskill',
  'read-and-grow',
  'wellbeing',
  'policy-and-programs',
  'engage-and-cocreate',
  'challenges',
  'funding',
  'events',
  'insights',
  'serve-and-uplift',
] as const;

/** The 30 hubs of SPEC §2 "Hubs", each served at /{slug}. */
export const HUB_SLUGS = [
  'funding-hub',
  'policy-mission-hub',
  'parivar-prabodhan-hub',
  'samajik-samrasta-hub',
  'swadeshi-acharan-hub',
  'nagarik-kartavya-hub',
  'prayavaran-samrakshan-hub',
  'global-bharatiya-hub',
  'youth-leadership-hub',
  'ip-compliance-hub',
  'projects-cohort-hub',
  'csr-hub',
  'commercialization-hub',
  'job-internship-hub',
  'networking-hub',
  'connect-hub',
  'wellbeing-hub',
  'competition-hub',
  'knowledge-hub',
  'collaboration-hub',
  'event-hub',
  'customer-discovery-hub',
  'startup-success-hub',
  'market-builder-hub',
  'idea-hub',
  'technology-hub',
  'public-sector-hub',
  'aspiring-entrepreneur-hub',
  'product-development-hub',
  'innovation-ecosystem-hub',
] as const;

const HUB_TITLES: Partial<Record<(typeof HUB_SLUGS)[number], string>> = {
  'ip-compliance-hub': 'IP & Compliance Hub',
  'csr-hub': 'CSR Hub',
  'job-internship-hub': 'Jobs & Internships Hub',
};

/** The community sub-routes of SPEC §2 "Community", under /community/. */
const COMMUNITY_SUBROUTES: readonly Entry[] = [
  ['members', 'Community Members'],
  ['programs', 'Community Programs'],
  ['manage', 'Manage Community'],
  ['connections', 'Connections'],
  ['groups', 'Community Groups'],
  ['events', 'Community Events'],
  ['competitions', 'Community Competitions'],
  ['my-connections', 'My Connections'],
  ['my-posts', 'My Posts'],
  ['my-community-circles', 'My Community Circles'],
  ['network', 'Network'],
  ['get-involved', 'Get Involved'],
  ['organization/:organization_category', 'Organizations'],
  ['forum', 'Forum'],
  ['following', 'Following'],
];

const WEB_SECTIONS: readonly Entry[] = [
  ['startups', 'Startups'],
  ['community', 'Community'],
  ['network', 'Network'],
  ['enablers', 'Enablers'],
  ['toolkits', 'Toolkits'],
  ['marketplace', 'Marketplace'],
  ['knowledge-hub', 'Knowledge Hub'],
  ['events-programs', 'Events & Programs'],
  ['success-stories', 'Success Stories'],
  ['ai-insights', 'AI Insights'],
];

export const TENANT_ADMIN_CENTER_PATH = '/t/:tenant_type/:tenant_name/admin-center';
export const TENANT_USER_HOME_PATH = '/t/:tenant_type/:tenant_name/user/home';

/** Every route of SPEC §2, in the order the specification lists them. */
export const ROUTES: readonly RouteDefinition[] = [
  ...publicRoutes([
    ['/', 'Home'],
    ['/auth', 'Home'],
    ['/website/home', 'Home'],
    ['/contents', 'Content Explorer'],
    ['/content-hub', 'Content Hub'],
    ['/program/pitchalchemy', 'PitchAlchemy'],
    ['/terms-of-service', 'Terms of Service'],
    ['/privacy-policy', 'Privacy Policy'],
    ['/test-cross-platform', 'Cross-Platform Test'],
    ['/prajna', 'Prajna'],
    ['/investor-hub', 'Investor Hub'],
    // one search over the platform (issue 22): signed-out visitors find what is public
    ['/search', 'Search'],
    [SIGN_IN_PATH, 'Sign in'],
    [SIGN_IN_INTERACTION_PATH, 'Sign in'],
    [PARENTAL_CONSENT_PATH, 'Parental consent'],
    [INVITATION_PATH, 'Invitation'],
  ]),
  ...privateRoutes('account', [
    [SELECT_ROLE_PATH, 'Select Your Role'],
    ['/onboarding', 'Onboarding'],
    ['/account', 'Account'],
    ['/settings', 'Settings'],
    ['/my-tickets', 'My Tickets'],
    ['/investor-registration', 'Investor Registration'],
    ['/outside-registrations', 'Outside Registrations'],
    ['/membership', 'Membership'],
    ['/registration/entrepreneur', 'Entrepreneur Registration'],
  ]),
  ...privateRoutes('admin-events', [
    ['/admin-center', 'Admin Center'],
    ['/manage-event/:event_id', 'Manage Event'],
    ['/event/manage/:eventId', 'Manage Event'],
    ['/competition/:eventId', 'Competition'],
    ['/competition/manage/:eventId', 'Manage Competition'],
    ['/events', 'Events'],
    ['/competitions', 'Competitions'],
    ['/engine', 'Engine'],
    // issue 23: an event's own page, and a judge's focused scoring screen (not in SPEC §2)
    ['/events/:eventId', 'Event'],
    ['/competition/:eventId/judge', 'Judging'],
  ]),
  ...privateRoutes('profiles', [
    ['/volunteer-profile/:UserId', 'Volunteer Profile'],
    ['/personality-profile/:UserId', 'Personality Profile'],
    ['/user/profile/:user_id', 'User Profile'],
    ['/profile/entrepreneurial', 'Entrepreneurial Profile'],
  ]),
  ...privateRoutes('maps', [
    ['/india-map', 'India Map'],
    ['/ecosystem-hub', 'Ecosystem Hub'],
    ['/ecosystem-map', 'Ecosystem Map'],
  ]),
  ...privateRoutes('publications', [['/publications', 'Publications']]),
  ...privateRoutes('community', [
    ['/community', 'Community'],
    ...COMMUNITY_SUBROUTES.map(([sub, title]): Entry => [`/community/${sub}`, title]),
    ['/community-group/:community_id', 'Community Group'],
    ['/community-hub', 'Community Hub'],
    ['/collab-hub', 'Collab Hub'],
    ['/collab-hub/community', 'Collab Hub Community'],
    ['/organization', 'Organization'],
  ]),
  ...privateRoutes('library', [
    ['/saved-content', 'Saved Content'],
    ['/my-library', 'My Library'],
  ]),
  ...privateRoutes('communication', [
    ['/announcements', 'Announcements'],
    ['/messages', 'Messages'],
    ['/calendar', 'Calendar'],
    ['/notifications', 'Notifications'],
  ]),
  ...privateRoutes('home', [
    ['/home', 'Home'],
    ['/community-explore', 'Community Explore'],
    ['/connect', 'Connect'],
    ['/innovation-ecosystem', 'Innovation Ecosystem'],
    ['/collaboration', 'Collaboration'],
    ['/networking', 'Networking'],
    ['/innovation-lab', 'Innovation Lab'],
    ['/content', 'Content'],
    ...HOME_VARIANT_SLUGS.map((slug): Entry => [`/home/${slug}`, titleFromSlug(slug)]),
  ]),
  ...privateRoutes(
    'hubs',
    HUB_SLUGS.map((slug): Entry => [`/${slug}`, HUB_TITLES[slug] ?? titleFromSlug(slug)]),
  ),
  ...privateRoutes('journeys', [
    ['/learning-journey', 'Learning Journey'],
    ['/sme-journey', 'SME Journey'],
    ['/readiness-journey', 'Readiness Journey'],
    ['/entrepreneurial-readiness', 'Entrepreneurial Readiness'],
    ['/idea-readiness', 'Idea Readiness'],
    ['/technology-readiness', 'Technology Readiness'],
    ['/investor-readiness', 'Investor Readiness'],
    ['/innovation-workspace', 'Innovation Workspace'],
    // issue 24: the assessments' editor (Forms and Assessments) and one attempt's printable result (not in SPEC §2)
    ['/readiness-journey/manage', 'Manage Assessments'],
    ['/readiness-journey/results/:attemptId', 'Readiness Result'],
    ['/workspace/client-sme/:_id', 'Client–SME Workspace'],
  ]),
  ...privateRoutes('programs', [
    ['/programs/overview/:programId', 'Program Overview'],
    ['/program-content/:programId', 'Program Content'],
    ['/program-content/:programId/course-content/:courseId', 'Course Content'],
    ['/program-content/:programId/course-content/:courseId/module-content/:moduleId', 'Module Content'],
    ['/my-planner', 'My Planner'],
    ['/my-plan/:plan_id', 'My Plan'],
    ['/cohort/:cohort_id', 'Cohort'],
    ['/manage-cohort', 'Manage Cohorts'],
    ['/manage-cohort/:cohort_id', 'Manage Cohort'],
    ['/grant/:grant_id', 'Grant'],
  ]),
  ...privateRoutes('content', [
    ['/article/:id', 'Article'],
    ['/video/:id', 'Video'],
    ['/podcast/:id', 'Podcast'],
    ['/case-study/:id', 'Case Study'],
    ['/template/:id', 'Template'],
    ['/report/:id', 'Report'],
    ['/book/:id', 'Book'],
    // issue 22: where authors write and editors review the library's pieces (not in SPEC §2)
    ['/contents/studio', 'Content Studio'],
    ['/contents/studio/:id', 'Content Editor'],
  ]),
  ...privateRoutes('test', [['/gemini-test', 'Gemini Test']]),
  {
    path: '/test/search-suite',
    title: 'Search Test Suite',
    area: 'test',
    private: true,
    tenantAware: false,
  },
  ...privateRoutes('other', [
    ['/logout', 'Sign Out'],
    ['/report-bugs', 'Report Bugs'],
    ['/certifications', 'Certifications'],
  ]),
  // The audience and web section pages explain the platform to people who have no account yet,
  // so they are public (docs/decisions.md 17); creating an organisation's space still signs in.
  ...publicRoutes([
    ['/individual', 'For Individuals'],
    ['/sme', 'For SMEs'],
    ['/for-organisation', 'For Organisations'],
    ['/for-institution', 'For Institutions'],
    // anyone holding a certificate's code may check it (issue 8)
    ['/certificates/verify/:code', 'Verify Certificate'],
  ]),
  ...WEB_SECTIONS.map(
    ([slug, title]): RouteDefinition => ({
      path: `/web/${slug}`,
      title,
      area: 'web',
      private: false,
      tenantAware: false,
    }),
  ),
  ...privateRoutes('tenant', [
    [TENANT_ADMIN_CENTER_PATH, 'Tenant Admin Center'],
    [TENANT_USER_HOME_PATH, 'Tenant Home'],
  ]),
];

/** Builds the tenant-scoped route for a role: admin view → admin center, otherwise user home. */
export function tenantHomePath(tenantType: string, tenantName: string, roleView: string | null | undefined): string {
  const base = `/t/${encodeURIComponent(tenantType)}/${encodeURIComponent(tenantName)}`;
  return roleView === 'admin' ? `${base}/admin-center` : `${base}/user/home`;
}
