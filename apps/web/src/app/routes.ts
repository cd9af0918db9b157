import {
  INVITATION_PATH,
  PARENTAL_CONSENT_PATH,
  ROUTES,
  type RouteDefinition,
  SELECT_ROLE_PATH,
  SIGN_IN_INTERACTION_PATH,
  SIGN_IN_PATH,
  TENANT_ADMIN_CENTER_PATH,
  TENANT_USER_HOME_PATH,
} from '@ankur/shared/routes';
import type { ComponentType } from 'react';
import { lazyQueryScreen, lazyScreen, type ScreenModule } from '../lib/chunk-reload';

export type ScreenLoader = () => Promise<ScreenModule<ComponentType>>;

/**
 * Which shell a screen sits in: "public" always uses the public header and footer
 * (the landing page); "adaptive" uses the signed-in header when there is a user and
 * the public one otherwise.
 */
export type RouteLayout = 'public' | 'adaptive';

export interface AppRoute extends RouteDefinition {
  layout: RouteLayout;
  screen: ScreenLoader;
}

const landingScreen: ScreenLoader = lazyScreen(() => import('../features/landing/screens/landing-screen'));
const comingSoonScreen: ScreenLoader = lazyScreen(() => import('../features/shell/screens/coming-soon-screen'));
const homeScreen: ScreenLoader = lazyQueryScreen(() => import('../features/shell/screens/home-screen'));
const communityScreen: ScreenLoader = lazyQueryScreen(() => import('./screens/community-screen'));
const termsScreen: ScreenLoader = lazyScreen(() => import('../features/legal/screens/terms-screen'));
const privacyScreen: ScreenLoader = lazyScreen(() => import('../features/legal/screens/privacy-screen'));
const audienceScreen: ScreenLoader = lazyScreen(() => import('../features/landing/screens/audience-page-screen'));
const pitchAlchemyScreen: ScreenLoader = lazyScreen(() => import('../features/landing/screens/pitchalchemy-screen'));
const webSectionScreen: ScreenLoader = lazyScreen(() => import('../features/landing/screens/web-section-screen'));
const catalogueScreen: ScreenLoader = lazyQueryScreen(() => import('../features/programs/screens/catalogue-screen'));
const programOverviewScreen: ScreenLoader = lazyQueryScreen(
  () => import('../features/programs/screens/program-overview-screen'),
);
const learningScreen: ScreenLoader = lazyQueryScreen(() => import('../features/programs/screens/learning-screen'));
const manageProgramsScreen: ScreenLoader = lazyQueryScreen(
  () => import('../features/programs/manage/screens/manage-programs-screen'),
);
const plannerScreen: ScreenLoader = lazyQueryScreen(
  () => import('../features/programs/planner/screens/planner-screen'),
);
const planScreen: ScreenLoader = lazyQueryScreen(() => import('../features/programs/planner/screens/plan-screen'));
// /cohort/:cohort_id and /manage-cohort/:cohort_id with the readiness view in their slot (issue 24)
const cohortScreens: ScreenLoader = lazyQueryScreen(() => import('./screens/cohort-screens'));
const certificationsScreen: ScreenLoader = lazyQueryScreen(
  () => import('../features/programs/planner/screens/certifications-screen'),
);
const certificateVerifyScreen: ScreenLoader = lazyQueryScreen(
  () => import('../features/programs/planner/screens/certificate-verify-screen'),
);
const logoutScreen: ScreenLoader = lazyScreen(() => import('../features/shell/screens/logout-screen'));
const signInScreen: ScreenLoader = lazyQueryScreen(() => import('../features/identity/screens/sign-in-screen'));
const providerScreen: ScreenLoader = lazyQueryScreen(() => import('../features/identity/screens/provider-screen'));
const parentalConsentScreen: ScreenLoader = lazyQueryScreen(
  () => import('../features/identity/screens/parental-consent-screen'),
);
const selectRoleScreen: ScreenLoader = lazyQueryScreen(() => import('../features/identity/screens/select-role-screen'));
// the Admin Center with the tabs other features add (the support inbox)
const adminCenterScreen: ScreenLoader = lazyQueryScreen(() => import('./screens/admin-center-screen'));
const reportBugsScreen: ScreenLoader = lazyQueryScreen(() => import('../features/support/screens/report-bugs-screen'));
const tenantHomeScreen: ScreenLoader = lazyQueryScreen(() => import('../features/tenants/screens/tenant-home-screen'));
// a tenant's admin center with the programs and memberships tabs (issue 20)
const tenantAdminScreen: ScreenLoader = lazyQueryScreen(() => import('./screens/tenant-admin-center-screen'));
const tenantOnboardingScreen: ScreenLoader = lazyQueryScreen(
  () => import('../features/tenants/screens/onboarding-screen'),
);
// SPEC §2: /announcements, /messages, /calendar and /notifications share one screen (issue 9)
const communicationScreen: ScreenLoader = lazyQueryScreen(() => import('./screens/communication-screen'));
const invitationScreen: ScreenLoader = lazyQueryScreen(() => import('../features/tenants/screens/invitation-screen'));
const accountScreen: ScreenLoader = lazyQueryScreen(() => import('../features/account/screens/account-screen'));
// the settings with the notification preferences the notifications feature owns (issue 20)
const settingsScreen: ScreenLoader = lazyQueryScreen(() => import('./screens/settings-screen'));
// issue 20: memberships (plans, offline payment, sponsor codes) and investor registration
const membershipScreen: ScreenLoader = lazyQueryScreen(
  () => import('../features/memberships/screens/membership-screen'),
);
const investorRegistrationScreen: ScreenLoader = lazyQueryScreen(
  () => import('../features/investors/screens/investor-registration-screen'),
);
// issue 20, the people part: profiles, ventures, personality and the onboarding wizard
// the profile and venture screens with the community's Report item (issue 21)
const profileScreen: ScreenLoader = lazyQueryScreen(() => import('./screens/profile-screen'));
const ventureScreen: ScreenLoader = lazyQueryScreen(() => import('./screens/venture-screen'));
const volunteerScreen: ScreenLoader = lazyQueryScreen(() => import('../features/profiles/screens/volunteer-screen'));
const personalityScreen: ScreenLoader = lazyQueryScreen(
  () => import('../features/profiles/screens/personality-screen'),
);
// issue 22: one search over the platform and its relevance suite (administrators): one chunk with
// the header's search panel, so the entry (at its size budget) names as few chunks as it can
const searchScreen: ScreenLoader = lazyQueryScreen(() => import('../features/search/screens/search-screens'));
const onboardingScreen: ScreenLoader = lazyQueryScreen(() => import('../features/profiles/screens/onboarding-screen'));
// issue 22: the content library's routes share one screen that picks its part by the address
// (features/content/content-routes.tsx), so the entry carries one dynamic import for all of them
const contentScreen: ScreenLoader = lazyQueryScreen(() => import('./screens/content-screens'));
// issue 22: Prajna, answers from the library, and its administrators' test bench (one chunk)
const prajnaScreens: ScreenLoader = lazyQueryScreen(() => import('../features/prajna/screens/prajna-routes'));
// issue 21: the community's routes share one screen that picks its part by the address
// (features/community/community-routes.tsx): one dynamic import in the entry for sixteen routes
const communityScreens: ScreenLoader = lazyQueryScreen(() => import('../features/community/community-routes'));
const eventScreens: ScreenLoader = lazyQueryScreen(() => import('./screens/event-screens'));
const competitionScreens: ScreenLoader = lazyQueryScreen(() => import('./screens/competition-screens'));
// issue 24: readiness, the innovation workspace and the Engine (one chunk picks the part)
const journeyScreens: ScreenLoader = lazyQueryScreen(() => import('./screens/journey-screens'));
export const notFoundScreen: ScreenLoader = lazyScreen(() => import('../features/errors/screens/not-found-screen'));

/** Screens that exist today; every other route shows the Coming Soon screen with its title. */
const SCREENS: Readonly<Record<string, ScreenLoader>> = {
  '/': landingScreen,
  '/auth': landingScreen,
  '/website/home': landingScreen,
  '/logout': logoutScreen,
  // SPEC §6: a role that is not an admin view leads to the user home, /home; the Home tab is /community
  '/home': homeScreen,
  '/community': communityScreen,
  // issue 21: posts and circles
  '/community/my-posts': communityScreens,
  '/community/groups': communityScreens,
  '/community/my-community-circles': communityScreens,
  '/community-group/:community_id': communityScreens,
  '/community/manage': communityScreens,
  '/learning-journey': catalogueScreen,
  // the community hub's programs section is the same catalogue (issue 8)
  '/community/programs': catalogueScreen,
  '/programs/overview/:programId': programOverviewScreen,
  '/program-content/:programId': learningScreen,
  '/program-content/:programId/course-content/:courseId': learningScreen,
  '/program-content/:programId/course-content/:courseId/module-content/:moduleId': learningScreen,
  '/manage-cohort': manageProgramsScreen,
  '/manage-cohort/:cohort_id': cohortScreens,
  '/my-planner': plannerScreen,
  '/my-plan/:plan_id': planScreen,
  '/cohort/:cohort_id': cohortScreens,
  '/certifications': certificationsScreen,
  '/certificates/verify/:code': certificateVerifyScreen,
  '/program/pitchalchemy': pitchAlchemyScreen,
  '/individual': audienceScreen,
  '/sme': audienceScreen,
  '/terms-of-service': termsScreen,
  '/privacy-policy': privacyScreen,
  [SIGN_IN_PATH]: signInScreen,
  [SIGN_IN_INTERACTION_PATH]: providerScreen,
  [PARENTAL_CONSENT_PATH]: parentalConsentScreen,
  [SELECT_ROLE_PATH]: selectRoleScreen,
  '/admin-center': adminCenterScreen,
  '/account': accountScreen,
  '/settings': settingsScreen,
  '/membership': membershipScreen,
  '/investor-registration': investorRegistrationScreen,
  '/onboarding': onboardingScreen,
  '/community/forum': communityScreens,
  '/search': searchScreen,
  '/test/search-suite': searchScreen,
  '/registration/entrepreneur': onboardingScreen,
  '/user/profile/:user_id': profileScreen,
  '/profile/entrepreneurial': ventureScreen,
  '/volunteer-profile/:UserId': volunteerScreen,
  // issue 21: get involved, the collaboration hub and the community hub
  '/community/get-involved': communityScreens,
  '/collab-hub': communityScreens,
  '/collab-hub/community': communityScreens,
  '/community-hub': communityScreens,
  '/personality-profile/:UserId': personalityScreen,
  '/community/members': communityScreens,
  '/community/connections': communityScreens,
  '/community/my-connections': communityScreens,
  '/community/following': communityScreens,
  '/community/network': communityScreens,
  '/organization': communityScreens,
  '/community/organization/:organization_category': communityScreens,
  '/report-bugs': reportBugsScreen,
  '/announcements': communicationScreen,
  '/messages': communicationScreen,
  '/calendar': communicationScreen,
  '/notifications': communicationScreen,
  [TENANT_USER_HOME_PATH]: tenantHomeScreen,
  [TENANT_ADMIN_CENTER_PATH]: tenantAdminScreen,
  '/for-organisation': tenantOnboardingScreen,
  '/for-institution': tenantOnboardingScreen,
  // issue 22: the content library; /content (a Home variant) is the content hub too (decision 43);
  // the views, the studio, /publications, /saved-content and /my-library go by their area (screenOf)
  '/contents': contentScreen,
  '/content-hub': contentScreen,
  '/content': contentScreen,
  // adaptive shell: signed-in visitors see their header (and can accept), others the public one
  [INVITATION_PATH]: invitationScreen,
  '/prajna': prajnaScreens,
  '/gemini-test': prajnaScreens,
  // issue 24
  '/readiness-journey': journeyScreens,
  '/readiness-journey/manage': journeyScreens,
  '/readiness-journey/results/:attemptId': journeyScreens,
  '/entrepreneurial-readiness': journeyScreens,
  '/idea-readiness': journeyScreens,
  '/technology-readiness': journeyScreens,
  '/investor-readiness': journeyScreens,
  '/innovation-workspace': journeyScreens,
  '/engine': journeyScreens,
  '/events': eventScreens,
  '/events/:eventId': eventScreens,
  '/community/events': eventScreens,
  '/event-hub': eventScreens,
  '/manage-event/:event_id': eventScreens,
  '/event/manage/:eventId': eventScreens,
  '/my-tickets': eventScreens,
  '/outside-registrations': eventScreens,
  '/competitions': competitionScreens,
  '/community/competitions': competitionScreens,
  '/competition-hub': competitionScreens,
  '/competition/:eventId': competitionScreens,
  '/competition/:eventId/judge': competitionScreens,
  '/competition/manage/:eventId': competitionScreens,
};

const PUBLIC_LAYOUT_PATHS = new Set([
  '/',
  '/auth',
  '/website/home',
  SIGN_IN_PATH,
  SIGN_IN_INTERACTION_PATH,
  PARENTAL_CONSENT_PATH,
]);

/** Areas whose every route is the content library's (issue 22). */
const CONTENT_AREAS: ReadonlySet<string> = new Set(['content', 'library', 'publications']);

function screenOf(route: RouteDefinition): ScreenLoader {
  if (route.area === 'web') return webSectionScreen;
  if (CONTENT_AREAS.has(route.area)) return contentScreen;
  return SCREENS[route.path] ?? comingSoonScreen;
}

/** The complete route table of SPEC §2 with a screen attached to every entry. */
export const APP_ROUTES: readonly AppRoute[] = ROUTES.map((route) => ({
  ...route,
  layout: PUBLIC_LAYOUT_PATHS.has(route.path) ? 'public' : 'adaptive',
  screen: screenOf(route),
}));
