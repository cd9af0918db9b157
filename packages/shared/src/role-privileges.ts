/**
 * The privilege matrix every seeded role starts with (docs/access.md). The seed grants it once
 * (an administrator's later edits are never overwritten); the Administrator role holds every
 * permission on every menu and regains any missing one at start.
 */
import {
  ACCOUNT_MENUS,
  ADMIN_CENTER_MENU,
  HUB_MENUS,
  HUBS_MENU,
  MEMBERSHIPS_MENU,
  TENANT_ADMIN_CENTER_MENU,
  WORKSPACE_MENU,
} from './menus.ts';
import { ADMIN_ROLE_NAME } from './roles.ts';

/** Enrolling in a program (programs-enrolled) is its own permission on 'Programs and Courses'. */
export const ENROL_PERMISSION = 'enrol';
export const PROGRAMS_MENU = 'Programs and Courses';

type Grants = Readonly<Record<string, readonly string[]>>;

const R = ['read'] as const;
const RCUD = ['read', 'create', 'update', 'delete'] as const;

const allHubs = (): Record<string, readonly string[]> =>
  Object.fromEntries([HUBS_MENU, ...HUB_MENUS.map((h) => h.name)].map((name) => [name, R]));

/** The account menus of the user menu every member reads (Admin Center excepted). */
const ACCOUNT: Grants = Object.fromEntries(
  ACCOUNT_MENUS.filter((m) => m.name !== ADMIN_CENTER_MENU).map((m) => [m.name, R]),
);

const learner: Grants = {
  ...allHubs(),
  ...ACCOUNT,
  [WORKSPACE_MENU]: R,
  Dashboard: R,
  [PROGRAMS_MENU]: ['read', ENROL_PERMISSION],
  'Forms and Assessments': R,
  Content: R,
  Event: R,
  Competition: R,
  // anyone may start a circle and post a collaboration request (issue 21); moderating all circles
  // is 'delete' on 'Community Circle' (tenant administrators, and the Administrator)
  'Community Circle': ['read', 'create'],
  Collaboration: ['read', 'create'],
};

const founder: Grants = {
  ...learner,
  'Expert Support Program': R,
  'My Ideas': RCUD,
  'Fundraising Round': R,
  'Grants and Schemes': R,
  'My Experts': R,
  'My Product/Innovation': RCUD,
};

/** Role name → menu name → permission names. Roles not listed (temp) start with nothing. */
export const ROLE_PRIVILEGE_SEEDS: Readonly<Record<string, Grants>> = {
  Entrepreneur: founder,
  'Aspiring Entrepreneur': { ...learner, 'My Ideas': RCUD, 'Grants and Schemes': R },
  Student: { ...learner, 'My Ideas': RCUD },
  // experts write for the library (issue 22): drafts they submit for review
  Expert: { ...learner, 'Expert Support Program': ['read', 'update'], 'My Experts': R, Content: ['read', 'create'] },
  Investor: { ...learner, 'Investor Workspace': RCUD, 'Fundraising Round': R, 'My Ideas': R },
  Volunteer: { ...learner },
  Organisation: {
    ...learner,
    Partnership: RCUD,
    'CSR Project': RCUD,
    'SME Workspace': RCUD,
    'Program Cohort': R,
  },
  'Cohort Manager': {
    ...learner,
    [PROGRAMS_MENU]: [...RCUD, ENROL_PERMISSION],
    'Program Cohort': RCUD,
    'Forms and Assessments': RCUD,
    Event: ['read', 'create', 'update'],
    // the library's editors (issue 22): review, publish, archive, feature
    Content: ['read', 'create', 'update'],
  },
  // inside its tenant (row-level security keeps its programs and enrolments to that tenant)
  'Tenant Administrator': {
    ...learner,
    [TENANT_ADMIN_CENTER_MENU]: RCUD,
    [PROGRAMS_MENU]: [...RCUD, ENROL_PERMISSION],
    'Program Cohort': RCUD,
    'Forms and Assessments': RCUD,
    Event: RCUD,
    Competition: RCUD,
    // moderates its community: every circle, post, thread and report in the tenant (issue 21)
    'Community Circle': RCUD,
    // edits and removes any piece of its library (issue 22)
    Content: RCUD,
    // the plans and sponsor codes it hands its cohort (issue 20)
    [MEMBERSHIPS_MENU]: RCUD,
  },
  [ADMIN_ROLE_NAME]: { [PROGRAMS_MENU]: [...RCUD, ENROL_PERMISSION] },
};
