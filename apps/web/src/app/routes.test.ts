import { ROUTES } from '@ankur/shared/routes';
import { describe, expect, it } from 'vitest';
import { APP_ROUTES } from './routes';

/** SPEC §2, written out by hand: every public route. */
const PUBLIC_PATHS = [
  '/',
  '/auth',
  '/website/home',
  '/contents',
  '/content-hub',
  '/program/pitchalchemy',
  '/terms-of-service',
  '/privacy-policy',
  '/test-cross-platform',
  '/prajna',
  '/investor-hub',
  // one search over the platform (issue 22)
  '/search',
  // The web sign-in screen GET /api/auth/redirect answers with (until the OpenID provider lands)
  '/sign-in',
  // the embedded OpenID provider's own pages, and the link e-mailed to a minor's parent
  '/sign-in/:uid',
  '/parental-consent/:token',
  // where a tenant invitation e-mail leads
  '/invitations/:token',
  // where a certificate's code is checked by anyone (issue 8)
  '/certificates/verify/:code',
];

/** SPEC §2, written out by hand: every private route, by area. */
const PRIVATE_PATHS = [
  // Account and onboarding
  '/select-role',
  '/onboarding',
  '/account',
  '/settings',
  '/my-tickets',
  '/investor-registration',
  '/outside-registrations',
  '/membership',
  '/registration/entrepreneur',
  // Admin and events
  '/admin-center',
  '/manage-event/:event_id',
  '/event/manage/:eventId',
  '/competition/:eventId',
  '/competition/manage/:eventId',
  '/events',
  '/competitions',
  '/engine',
  // Profiles
  '/volunteer-profile/:UserId',
  '/personality-profile/:UserId',
  '/user/profile/:user_id',
  '/profile/entrepreneurial',
  // Maps
  '/india-map',
  '/ecosystem-hub',
  '/ecosystem-map',
  // Publications
  '/publications',
  // issue 22: the content studio
  '/contents/studio',
  '/contents/studio/:id',
  // issue 23: an event's page, the judging screen
  '/events/:eventId',
  '/competition/:eventId/judge',
  // Community
  '/community',
  '/community/members',
  '/community/programs',
  '/community/manage',
  '/community/connections',
  '/community/groups',
  '/community/events',
  '/community/competitions',
  '/community/my-connections',
  '/community/my-posts',
  '/community/my-community-circles',
  '/community/network',
  '/community/get-involved',
  '/community/organization/:organization_category',
  '/community/forum',
  '/community/following',
  '/community-group/:community_id',
  '/community-hub',
  '/collab-hub',
  '/collab-hub/community',
  '/organization',
  // Library
  '/saved-content',
  '/my-library',
  // Communication
  '/announcements',
  '/messages',
  '/calendar',
  '/notifications',
  // Home variants
  '/home',
  '/community-explore',
  '/connect',
  '/innovation-ecosystem',
  '/collaboration',
  '/networking',
  '/innovation-lab',
  '/content',
  '/home/innovation-journey',
  '/home/dare-and-dream',
  '/home/spark-and-shape',
  '/home/design-and-develop',
  '/home/build-and-launch',
  '/home/learn-and-upskill',
  '/home/read-and-grow',
  '/home/wellbeing',
  '/home/policy-and-programs',
  '/home/engage-and-cocreate',
  '/home/challenges',
  '/home/funding',
  '/home/events',
  '/home/insights',
  '/home/serve-and-uplift',
  // Hubs
  '/funding-hub',
  '/policy-mission-hub',
  '/parivar-prabodhan-hub',
  '/samajik-samrasta-hub',
  '/swadeshi-acharan-hub',
  '/nagarik-kartavya-hub',
  '/prayavaran-samrakshan-hub',
  '/global-bharatiya-hub',
  '/youth-leadership-hub',
  '/ip-compliance-hub',
  '/projects-cohort-hub',
  '/csr-hub',
  '/commercialization-hub',
  '/job-internship-hub',
  '/networking-hub',
  '/connect-hub',
  '/wellbeing-hub',
  '/competition-hub',
  '/knowledge-hub',
  '/collaboration-hub',
  '/event-hub',
  '/customer-discovery-hub',
  '/startup-success-hub',
  '/market-builder-hub',
  '/idea-hub',
  '/technology-hub',
  '/public-sector-hub',
  '/aspiring-entrepreneur-hub',
  '/product-development-hub',
  '/innovation-ecosystem-hub',
  // Journeys
  '/learning-journey',
  '/sme-journey',
  '/readiness-journey',
  '/entrepreneurial-readiness',
  '/idea-readiness',
  '/technology-readiness',
  '/investor-readiness',
  '/innovation-workspace',
  // issue 24: the assessments' editor, one attempt's result
  '/readiness-journey/manage',
  '/readiness-journey/results/:attemptId',
  '/workspace/client-sme/:_id',
  // Programs and cohorts
  '/programs/overview/:programId',
  '/program-content/:programId',
  '/program-content/:programId/course-content/:courseId',
  '/program-content/:programId/course-content/:courseId/module-content/:moduleId',
  '/my-planner',
  '/my-plan/:plan_id',
  '/cohort/:cohort_id',
  '/manage-cohort',
  '/manage-cohort/:cohort_id',
  '/grant/:grant_id',
  // Content views
  '/article/:id',
  '/video/:id',
  '/podcast/:id',
  '/case-study/:id',
  '/template/:id',
  '/report/:id',
  '/book/:id',
  // Test screens
  '/gemini-test',
  '/test/search-suite',
  // Other links
  '/logout',
  '/report-bugs',
  '/individual',
  '/sme',
  '/for-organisation',
  '/for-institution',
  '/certifications',
  // Web section links
  '/web/startups',
  '/web/community',
  '/web/network',
  '/web/enablers',
  '/web/toolkits',
  '/web/marketplace',
  '/web/knowledge-hub',
  '/web/events-programs',
  '/web/success-stories',
  '/web/ai-insights',
  // Tenant-scoped
  '/t/:tenant_type/:tenant_name/admin-center',
  '/t/:tenant_type/:tenant_name/user/home',
];

const byPath = new Map(APP_ROUTES.map((route) => [route.path, route]));

/** SPEC §2 lists these among the private routes; issue 7 makes them public pages of the site. */
const PUBLIC_SITE_PATHS: ReadonlySet<string> = new Set([
  '/individual',
  '/sme',
  '/for-organisation',
  '/for-institution',
  ...PRIVATE_PATHS.filter((path) => path.startsWith('/web/')),
]);

describe('route table', () => {
  it('has no duplicate paths', () => {
    const paths = APP_ROUTES.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('contains exactly the routes of SPEC §2', () => {
    const expected = [...PUBLIC_PATHS, ...PRIVATE_PATHS].sort();
    expect(APP_ROUTES.map((route) => route.path).sort()).toEqual(expected);
    expect(ROUTES).toHaveLength(expected.length);
  });

  it('has the 15 /home/* variants and the 30 hubs', () => {
    expect(APP_ROUTES.filter((route) => route.path.startsWith('/home/'))).toHaveLength(15);
    expect(APP_ROUTES.filter((route) => route.area === 'hubs')).toHaveLength(30);
    expect(APP_ROUTES.filter((route) => route.area === 'web')).toHaveLength(10);
  });

  it('marks public routes public', () => {
    for (const path of PUBLIC_PATHS) {
      expect(byPath.get(path)?.private, path).toBe(false);
    }
  });

  it('marks private routes private, except the pages that present the platform to newcomers', () => {
    for (const path of PRIVATE_PATHS) {
      expect(byPath.get(path)?.private, path).toBe(!PUBLIC_SITE_PATHS.has(path));
    }
  });

  it('makes the audience and web section pages public (issue 7, docs/decisions.md 17)', () => {
    expect([...PUBLIC_SITE_PATHS].filter((path) => byPath.get(path)?.private !== false)).toEqual([]);
    expect(PUBLIC_SITE_PATHS.size).toBe(14);
  });

  it('keeps /prajna and /investor-hub public', () => {
    expect(byPath.get('/prajna')?.private).toBe(false);
    expect(byPath.get('/investor-hub')?.private).toBe(false);
  });

  it('makes /test/search-suite not tenant-aware and the tenant routes tenant-aware', () => {
    expect(byPath.get('/test/search-suite')?.tenantAware).toBe(false);
    expect(byPath.get('/t/:tenant_type/:tenant_name/admin-center')?.tenantAware).toBe(true);
    expect(byPath.get('/t/:tenant_type/:tenant_name/user/home')?.tenantAware).toBe(true);
  });

  it('gives every route a title and a screen loader', () => {
    for (const route of APP_ROUTES) {
      expect(route.title.trim().length, route.path).toBeGreaterThan(0);
      expect(typeof route.screen, route.path).toBe('function');
      expect(route.path.startsWith('/'), route.path).toBe(true);
    }
  });

  it('shows the landing page in the public layout at /, /auth and /website/home', () => {
    const landing = byPath.get('/')?.screen;
    for (const path of ['/', '/auth', '/website/home']) {
      expect(byPath.get(path)?.layout).toBe('public');
      expect(byPath.get(path)?.screen).toBe(landing);
    }
  });

  it('gives the tenant routes, onboarding and invitations their own screens', () => {
    const comingSoon = byPath.get('/india-map')?.screen;
    for (const path of [
      '/t/:tenant_type/:tenant_name/admin-center',
      '/t/:tenant_type/:tenant_name/user/home',
      '/for-organisation',
      '/for-institution',
      '/invitations/:token',
    ]) {
      expect(byPath.get(path)?.screen, path).not.toBe(comingSoon);
    }
    expect(byPath.get('/for-organisation')?.screen).toBe(byPath.get('/for-institution')?.screen);
    expect(byPath.get('/invitations/:token')?.layout).toBe('adaptive');
    expect(byPath.get('/invitations/:token')?.private).toBe(false);
  });

  it('gives every community route of issue 21 its own screen', () => {
    const comingSoon = byPath.get('/india-map')?.screen;
    for (const path of [
      '/community',
      '/community/members',
      '/community/connections',
      '/community/my-connections',
      '/community/following',
      '/community/network',
      '/community/my-posts',
      '/community/groups',
      '/community/my-community-circles',
      '/community/manage',
      '/community-group/:community_id',
      '/community/forum',
      '/community/organization/:organization_category',
      '/organization',
      '/community/get-involved',
      '/community-hub',
      '/collab-hub',
      '/collab-hub/community',
    ]) {
      expect(byPath.get(path)?.screen, path).not.toBe(comingSoon);
    }
  });

  it('gives the learning, planning, certificate and program management routes their own screens', () => {
    const comingSoon = byPath.get('/india-map')?.screen;
    for (const path of [
      '/learning-journey',
      '/programs/overview/:programId',
      '/program-content/:programId',
      '/my-planner',
      '/my-plan/:plan_id',
      '/cohort/:cohort_id',
      '/manage-cohort',
      '/manage-cohort/:cohort_id',
      '/certifications',
      '/certificates/verify/:code',
    ]) {
      expect(byPath.get(path)?.screen, path).not.toBe(comingSoon);
    }
    expect(byPath.get('/community/programs')?.screen).toBe(byPath.get('/learning-journey')?.screen);
    // a certificate is checked by people who have no account
    expect(byPath.get('/certificates/verify/:code')?.private).toBe(false);
    expect(byPath.get('/certificates/verify/:code')?.layout).toBe('adaptive');
  });

  it('shows the sign-in screen in the public layout', () => {
    const signIn = byPath.get('/sign-in');
    expect(signIn?.layout).toBe('public');
    expect(signIn?.title).toBe('Sign in');
    expect(signIn?.screen).not.toBe(byPath.get('/india-map')?.screen);
  });
});
