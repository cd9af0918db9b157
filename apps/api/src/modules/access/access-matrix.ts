/**
 * The authorization matrix (SPEC §6–§7, the seeded roles of packages/shared/src/roles.ts and
 * role-privileges.ts): for every guarded `METHOD /api/path`, the test actors that SHOULD get
 * past authorization when they call it with an empty body and path ids that name no record.
 *
 * Written by hand from what the product should allow, not from what the code does today;
 * access-matrix.test.ts probes every route as every actor and fails on any difference. A new
 * route needs an entry here (the test names it); a removed route must lose its entry.
 *
 * "Allowed" means the answer is neither 401 nor 403: an allowed probe ends in a 400 (empty body)
 * or a 404 (no such record), and writes nothing. Where a handler adds its own 403 (a record of
 * another user, signed-in callers on a sign-up call), the entry lists who passes for the probe's
 * record, which is never the caller's own.
 */

/** The callers the matrix is probed with. */
export const ACTORS = ['anonymous', 'temp', 'entrepreneur', 'custom', 'cohortManager', 'admin'] as const;
export type ActorName = (typeof ACTORS)[number];

/**
 * What each actor is (access-matrix.test.ts builds them):
 *  - anonymous      no session
 *  - temp           holds only the temp role (SPEC §6: every new account; no privileges)
 *  - entrepreneur   the Entrepreneur system role (learner privileges: read programs, enrol)
 *  - custom         active role is a custom role of another user holding only read on 'Content Hub'
 *  - cohortManager  'Cohort Manager': manages programs, courses, modules, units and enrolments
 *  - admin          the seeded Administrator (role_view admin, every permission on every menu)
 */
export const ACTOR_DESCRIPTIONS: Record<ActorName, string> = {
  anonymous: 'no session',
  temp: 'temp role only',
  entrepreneur: 'Entrepreneur',
  custom: "custom role reading only 'Content Hub'",
  cohortManager: 'Cohort Manager',
  admin: 'Administrator',
};

type Allowed = readonly ActorName[];

/** Public calls: anyone, signed in or not. */
const EVERYONE: Allowed = ACTORS;
/** Any signed-in user, whatever their role (own session, own profile, own password). */
const SIGNED_IN: Allowed = ['temp', 'entrepreneur', 'custom', 'cohortManager', 'admin'];
/**
 * Signed in with a role picked (SPEC §1, §6: a new account holds temp, which grants nothing,
 * until its owner picks a role at /select-role; onboarding comes after that).
 */
const ROLE_HOLDERS: Allowed = ['entrepreneur', 'custom', 'cohortManager', 'admin'];
/** Administration (read/create/update/delete on 'Admin Center'): the Administrator only. */
const ADMIN_CENTER: Allowed = ['admin'];
/**
 * A signed-in call on another user's record ("yourself, or anyone for administrators"): the
 * probe's record is never the caller's own, so only the Administrator passes.
 */
const OTHERS_RECORD: Allowed = ['admin'];
/** Account creation in one call: an anonymous caller signs up, an administrator creates. */
const SIGN_UP_OR_ADMIN: Allowed = ['anonymous', 'admin'];
/** read on 'Programs and Courses': every learner role, cohort managers, administrators. */
const PROGRAM_READERS: Allowed = ['entrepreneur', 'cohortManager', 'admin'];
/** create/update/delete on 'Programs and Courses': cohort managers and administrators. */
const PROGRAM_MANAGERS: Allowed = ['cohortManager', 'admin'];
/**
 * read on 'Event' (issue 23): every member role, cohort managers, administrators. Managing an
 * event (edit, move, registrations, the door) is checked in the handler: its organiser, or
 * update on 'Event'; a probe's event does not exist, so every reader passes to the 404.
 */
const EVENT_READERS: Allowed = ['entrepreneur', 'cohortManager', 'admin'];
/** create on 'Event': cohort managers, tenant administrators and the Administrator organise events. */
const EVENT_ORGANISERS: Allowed = ['cohortManager', 'admin'];
/** 'enrol' on 'Programs and Courses' (programs-enrolled writes; learners only their own). */
const ENROLLERS: Allowed = ['entrepreneur', 'cohortManager', 'admin'];

/** read on 'Forms and Assessments' or 'My Readiness Journey' (issue 24): every member role, cohort managers, administrators. */
const READINESS_TAKERS: Allowed = ['entrepreneur', 'cohortManager', 'admin'];

export const ACCESS_MATRIX: Readonly<Record<string, Allowed>> = {
  // health
  'GET /api/health': EVERYONE,

  // sign-in, session (SPEC §7 "Identity and session", "Profile and auth")
  'POST /api/auth/signin': EVERYONE,
  'POST /api/auth/signout': EVERYONE,
  'POST /api/auth/logout': EVERYONE,
  'GET /api/auth/profile': SIGNED_IN,
  // the home's greeting: first visit or not (issue 19)
  'GET /api/auth/visit': SIGNED_IN,
  'POST /api/auth/refresh': SIGNED_IN,
  'POST /api/auth/refreshToken': SIGNED_IN,
  'GET /api/auth/roles/self-service': SIGNED_IN,
  'POST /api/auth/selectRole': SIGNED_IN,
  'GET /api/auth/privileges': SIGNED_IN,
  'GET /api/auth/checkAccess': SIGNED_IN,

  // the browser sign-in flow, sign-up, codes, password reset, parental consent
  'GET /api/auth/redirect': EVERYONE,
  'GET /api/auth/callback': EVERYONE,
  'GET /api/auth/interaction/:uid': EVERYONE,
  'POST /api/auth/interaction/:uid/login': EVERYONE,
  'POST /api/auth/interaction/:uid/register': EVERYONE,
  'POST /api/auth/interaction/:uid/verify': EVERYONE,
  'POST /api/auth/interaction/:uid/resend': EVERYONE,
  'POST /api/auth/interaction/:uid/profile': EVERYONE,
  'POST /api/auth/interaction/:uid/password': EVERYONE,
  'POST /api/auth/interaction/:uid/abort': EVERYONE,
  'POST /api/auth/signup': EVERYONE,
  'POST /api/auth/generateOtp': EVERYONE,
  'POST /api/auth/verifyOtp': EVERYONE,
  'POST /api/auth/forgotPassword': EVERYONE,
  'POST /api/auth/resetPassword': EVERYONE,
  'GET /api/auth/parental-consent/:token': EVERYONE,
  'POST /api/auth/parental-consent/:token': EVERYONE,

  // own account; other users' records only for administrators
  'POST /api/auth/updatePassword': SIGNED_IN,
  'GET /api/auth/isOtpVerified/:user_id': OTHERS_RECORD,
  // another user's account: the "own account" 403 must come before body checks (authorization
  // before validation, as the access plugin does), or the empty-body probe sees a 400
  'PUT /api/auth/updateAuthUser/:id': OTHERS_RECORD,
  'PUT /api/global-user/profile/update': SIGNED_IN,
  'PUT /api/global-user/profile/update-password': SIGNED_IN,
  'POST /api/global-user/profile/createUser': SIGN_UP_OR_ADMIN,
  'GET /api/global-user/profile/getUser': EVERYONE,
  'GET /api/global-user/profile/getAll': SIGNED_IN,

  // tenants (SPEC §7): your own tenants; onboarding a new organisation's tenant, whose creator
  // becomes its Administrator (a temp account has picked no role and holds nothing: not yet)
  'GET /api/user/tenants/getUserTenants/:id': OTHERS_RECORD,
  'POST /api/user/tenants/createTenantIfNotExists': ROLE_HOLDERS,
  'GET /api/tenant/current': SIGNED_IN,
  // a tenant's own administration: 'Tenant Admin Center' inside the tenant. None of the six
  // actors is in a tenant, so only the platform Administrator gets past authorization (and is
  // then told to enter a tenant first, 409); tenant-admin.test.ts covers inside a tenant.
  'PUT /api/tenant/branding': ADMIN_CENTER,
  'GET /api/tenant/roles': ADMIN_CENTER,
  'GET /api/tenant/members': ADMIN_CENTER,
  'PUT /api/tenant/members/:userId': ADMIN_CENTER,
  'DELETE /api/tenant/members/:userId': ADMIN_CENTER,
  'POST /api/tenant/invitations': ADMIN_CENTER,
  'GET /api/tenant/invitations': ADMIN_CENTER,
  'DELETE /api/tenant/invitations/:id': ADMIN_CENTER,
  // an invitation: anyone may look at it; accepting needs the invited, signed-in person
  'GET /api/invitations/:token': EVERYONE,
  'POST /api/invitations/:token/accept': SIGNED_IN,

  // user administration under auth/ and global-user/profile/
  'GET /api/auth/searchUsers': ADMIN_CENTER,
  'POST /api/auth/createMany': ADMIN_CENTER,
  'POST /api/auth/updateMany': ADMIN_CENTER,
  'PUT /api/auth/deleteMany': ADMIN_CENTER,
  'POST /api/global-user/profile/createMany': ADMIN_CENTER,
  'PUT /api/auth/userRoles/:id': ADMIN_CENTER,
  'GET /api/auth/signInState/:id': ADMIN_CENTER,
  'GET /api/system/audit/getAll': ADMIN_CENTER,
  'PUT /api/user/privileges/setRolePrivileges/:roleId': ADMIN_CENTER,
  'PUT /api/user/customRolePrivilege/setRolePrivileges/:roleId': ADMIN_CENTER,

  // global-user/users/
  'GET /api/global-user/users/getAll': ADMIN_CENTER,
  'GET /api/global-user/users/getUser/:id': ADMIN_CENTER,
  'POST /api/global-user/users/createUser': ADMIN_CENTER,
  'PUT /api/global-user/users/updateUser/:id': ADMIN_CENTER,
  'DELETE /api/global-user/users/deleteUser/:id/:userId': ADMIN_CENTER,
  'POST /api/global-user/users/createMany': ADMIN_CENTER,
  'POST /api/global-user/users/updateMany': ADMIN_CENTER,
  'PUT /api/global-user/users/deleteMany': ADMIN_CENTER,

  // user/userSettings/
  'GET /api/user/userSettings/getAll': ADMIN_CENTER,
  'GET /api/user/userSettings/getUserSetting/:id': ADMIN_CENTER,
  'POST /api/user/userSettings/createUserSetting': ADMIN_CENTER,
  'PUT /api/user/userSettings/updateUserSetting/:id': ADMIN_CENTER,
  'DELETE /api/user/userSettings/deleteUserSetting/:id/:userId': ADMIN_CENTER,
  'POST /api/user/userSettings/createMany': ADMIN_CENTER,
  'POST /api/user/userSettings/updateMany': ADMIN_CENTER,
  'PUT /api/user/userSettings/deleteMany': ADMIN_CENTER,

  // user/roles/
  'GET /api/user/roles/getAll': ADMIN_CENTER,
  'GET /api/user/roles/getRole/:id': ADMIN_CENTER,
  'POST /api/user/roles/createRole': ADMIN_CENTER,
  'PUT /api/user/roles/updateRole/:id': ADMIN_CENTER,
  'DELETE /api/user/roles/deleteRole/:id/:userId': ADMIN_CENTER,
  'POST /api/user/roles/createMany': ADMIN_CENTER,
  'POST /api/user/roles/updateMany': ADMIN_CENTER,
  'PUT /api/user/roles/deleteMany': ADMIN_CENTER,

  // user/privileges/
  'GET /api/user/privileges/getAll': ADMIN_CENTER,
  'GET /api/user/privileges/get/:id': ADMIN_CENTER,
  'POST /api/user/privileges/create': ADMIN_CENTER,
  'PUT /api/user/privileges/update/:id': ADMIN_CENTER,
  'DELETE /api/user/privileges/delete/:id/:userId': ADMIN_CENTER,
  'POST /api/user/privileges/createMany': ADMIN_CENTER,
  'POST /api/user/privileges/updateMany': ADMIN_CENTER,
  'PUT /api/user/privileges/deleteMany': ADMIN_CENTER,

  // user/customRolePrivilege/
  'GET /api/user/customRolePrivilege/getAll': ADMIN_CENTER,
  'GET /api/user/customRolePrivilege/get/:id': ADMIN_CENTER,
  'POST /api/user/customRolePrivilege/create': ADMIN_CENTER,
  'PUT /api/user/customRolePrivilege/update/:id': ADMIN_CENTER,
  'DELETE /api/user/customRolePrivilege/delete/:id/:userId': ADMIN_CENTER,
  'POST /api/user/customRolePrivilege/createMany': ADMIN_CENTER,
  'POST /api/user/customRolePrivilege/updateMany': ADMIN_CENTER,
  'PUT /api/user/customRolePrivilege/deleteMany': ADMIN_CENTER,

  // user/customRole/
  'GET /api/user/customRole/getAll': ADMIN_CENTER,
  'GET /api/user/customRole/get/:id': ADMIN_CENTER,
  'POST /api/user/customRole/create': ADMIN_CENTER,
  'PUT /api/user/customRole/update/:id': ADMIN_CENTER,
  'DELETE /api/user/customRole/delete/:id/:userId': ADMIN_CENTER,
  'POST /api/user/customRole/createMany': ADMIN_CENTER,
  'POST /api/user/customRole/updateMany': ADMIN_CENTER,
  'PUT /api/user/customRole/deleteMany': ADMIN_CENTER,

  // system/customMenus/: every signed-in client looks menu names up (SPEC §7 menu list)
  'GET /api/system/customMenus/getAll': SIGNED_IN,
  'GET /api/system/customMenus/getMenu/:id': SIGNED_IN,
  'POST /api/system/customMenus/createMenu': ADMIN_CENTER,
  'PUT /api/system/customMenus/updateMenu/:id': ADMIN_CENTER,
  'DELETE /api/system/customMenus/deleteMenu/:id/:userId': ADMIN_CENTER,
  'POST /api/system/customMenus/createMany': ADMIN_CENTER,
  'POST /api/system/customMenus/updateMany': ADMIN_CENTER,
  'PUT /api/system/customMenus/deleteMany': ADMIN_CENTER,

  // user/groupUsers/
  'GET /api/user/groupUsers/getAll': ADMIN_CENTER,
  'GET /api/user/groupUsers/getGroupUser/:id': ADMIN_CENTER,
  'POST /api/user/groupUsers/createGroupUser': ADMIN_CENTER,
  'PUT /api/user/groupUsers/updateGroupUser/:id': ADMIN_CENTER,
  'DELETE /api/user/groupUsers/deleteGroupUser/:id/:userId': ADMIN_CENTER,
  'POST /api/user/groupUsers/createMany': ADMIN_CENTER,
  'POST /api/user/groupUsers/updateMany': ADMIN_CENTER,
  'PUT /api/user/groupUsers/deleteMany': ADMIN_CENTER,

  // support: Contact Us is public; a bug report needs an account (to follow up with its
  // author); the inbox of both is administration
  'POST /api/support/contact': EVERYONE,
  'POST /api/support/bugReports': SIGNED_IN,
  'GET /api/support/messages/getAll': ADMIN_CENTER,
  'PATCH /api/support/messages/:id': ADMIN_CENTER,

  // programs-enrolled/: learners read and write their own (scoped in the handler), managers all
  'GET /api/programs-enrolled/getAll': PROGRAM_READERS,
  'GET /api/programs-enrolled/getEnrolledProgram/:id': PROGRAM_READERS,
  'POST /api/programs-enrolled/createProgramEnrolled': ENROLLERS,
  'PUT /api/programs-enrolled/updateProgramEnrolled/:id': ENROLLERS,
  'DELETE /api/programs-enrolled/deleteProgramEnrolled/:id/:userId': ENROLLERS,
  'POST /api/programs-enrolled/createMany': ENROLLERS,
  'POST /api/programs-enrolled/updateMany': ENROLLERS,
  'PUT /api/programs-enrolled/deleteMany': ENROLLERS,

  // programs/
  'GET /api/programs/getAll': PROGRAM_READERS,
  'GET /api/programs/getProgram/:id': PROGRAM_READERS,
  'GET /api/programs/searchPrograms': PROGRAM_READERS,
  // unit progress (issue 8): the caller's own; writes also need an approved enrolment (the
  // probe's program 999999 does not exist, so readers get 404 before that check)
  'GET /api/programs/progress/:programId': PROGRAM_READERS,
  // the home's summary of the caller's own learning (issue 19)
  'GET /api/programs/my-learning': PROGRAM_READERS,
  'POST /api/programs/progress/:programId/units/:unitId/complete': PROGRAM_READERS,
  'DELETE /api/programs/progress/:programId/units/:unitId/complete': PROGRAM_READERS,
  // learning (issue 8): files, quizzes, assignments, plans and certificates
  // uploads: anyone signed in (message attachments); a unit file needs program-manager rights and
  // a submission read on 'Programs and Courses', checked per purpose in the handler
  'POST /api/uploads': SIGNED_IN,
  'GET /api/uploads/:publicId/:fileName': SIGNED_IN,
  'GET /api/programs/:programId/units/:unitId/quiz': PROGRAM_READERS,
  'POST /api/programs/:programId/units/:unitId/quiz/attempts': PROGRAM_READERS,
  'GET /api/programs/:programId/units/:unitId/quiz/questions': PROGRAM_MANAGERS,
  'PUT /api/programs/:programId/units/:unitId/quiz/questions': PROGRAM_MANAGERS,
  'POST /api/programs/:programId/units/:unitId/submissions': PROGRAM_READERS,
  'GET /api/programs/:programId/units/:unitId/submissions/mine': PROGRAM_READERS,
  'GET /api/programs/:programId/submissions': PROGRAM_MANAGERS,
  'POST /api/programs/:programId/submissions/:submissionId/review': PROGRAM_MANAGERS,

  // readiness administration (issue 24): create/update/delete on 'Forms and Assessments'
  // (Cohort Manager, Tenant Administrator, Administrator)
  'GET /api/readiness/admin/assessments': PROGRAM_MANAGERS,
  'POST /api/readiness/admin/:key/versions': PROGRAM_MANAGERS,
  'GET /api/readiness/admin/versions/:id': PROGRAM_MANAGERS,
  'PUT /api/readiness/admin/versions/:id': PROGRAM_MANAGERS,
  'POST /api/readiness/admin/versions/:id/publish': PROGRAM_MANAGERS,
  'DELETE /api/readiness/admin/versions/:id': PROGRAM_MANAGERS,
  // a cohort's readiness and nudges (issue 24): update on 'Program Cohort' or 'Programs and Courses'
  'GET /api/readiness/cohorts/:cohortId': PROGRAM_MANAGERS,
  'POST /api/readiness/cohorts/:cohortId/nudges': PROGRAM_MANAGERS,
  'PUT /api/programs/:programId/outline/order': PROGRAM_MANAGERS,
  'GET /api/programs/:programId/report': PROGRAM_MANAGERS,
  // the approval loop (issue 19): the requests waiting on the tenant's program managers
  'GET /api/enrolment-requests': PROGRAM_MANAGERS,
  'GET /api/enrolment-requests/count': PROGRAM_MANAGERS,

  // memberships (issue 20): the own membership for anyone signed in; plans, codes and requests
  // for those who may create/update 'Memberships' (administrators)
  'GET /api/memberships/me': SIGNED_IN,
  'POST /api/memberships/request': SIGNED_IN,
  'POST /api/memberships/redeem': SIGNED_IN,
  'POST /api/memberships/cancel': SIGNED_IN,
  'GET /api/memberships/admin/plans': ADMIN_CENTER,
  'POST /api/memberships/admin/plans': ADMIN_CENTER,
  'PUT /api/memberships/admin/plans/:planId': ADMIN_CENTER,
  'GET /api/memberships/admin/requests': ADMIN_CENTER,
  'POST /api/memberships/admin/requests/:membershipId/decide': ADMIN_CENTER,
  'GET /api/memberships/admin/codes': ADMIN_CENTER,
  'POST /api/memberships/admin/codes': ADMIN_CENTER,
  'PUT /api/memberships/admin/codes/:codeId': ADMIN_CENTER,

  // investors (issue 20): the own registration and anyone's badge; review in the Admin Center
  'GET /api/investors/me': SIGNED_IN,
  'PUT /api/investors/me': SIGNED_IN,
  'GET /api/investors/:userId/badge': SIGNED_IN,
  'GET /api/investors/admin/profiles': ADMIN_CENTER,
  'POST /api/investors/admin/profiles/:profileId/decide': ADMIN_CENTER,
  'GET /api/plans': PROGRAM_READERS,
  'POST /api/plans': PROGRAM_READERS,
  'GET /api/plans/:planId': PROGRAM_READERS,
  'PATCH /api/plans/:planId': PROGRAM_READERS,
  'PATCH /api/plans/:planId/items/:itemId': PROGRAM_READERS,
  'DELETE /api/plans/:planId': PROGRAM_READERS,
  'GET /api/certificates': SIGNED_IN,
  'GET /api/certificates/verify/:code': EVERYONE,
  'POST /api/programs/createProgram': PROGRAM_MANAGERS,
  'PUT /api/programs/updateProgram/:id': PROGRAM_MANAGERS,
  'DELETE /api/programs/deleteProgram/:id/:userId': PROGRAM_MANAGERS,
  'POST /api/programs/createMany': PROGRAM_MANAGERS,
  'POST /api/programs/updateMany': PROGRAM_MANAGERS,
  'PUT /api/programs/deleteMany': PROGRAM_MANAGERS,

  // notifications (issue 9): always the signed-in user's own, in the session's tenant
  'GET /api/notifications': SIGNED_IN,
  'GET /api/notifications/unread-count': SIGNED_IN,
  'POST /api/notifications/:notificationId/read': SIGNED_IN,
  'POST /api/notifications/read-all': SIGNED_IN,
  // /account and /settings: the caller's own account, whatever their role
  'GET /api/account': SIGNED_IN,
  'POST /api/account/email': SIGNED_IN,
  'POST /api/account/email/confirm': SIGNED_IN,
  'GET /api/account/settings': SIGNED_IN,
  'PUT /api/account/settings': SIGNED_IN,
  'GET /api/account/sessions': SIGNED_IN,
  'DELETE /api/account/sessions/:id': SIGNED_IN,
  'POST /api/account/sessions/signOutOthers': SIGNED_IN,
  // "Your data" (decision 35): the caller's own export and erasure
  'GET /api/account/data': SIGNED_IN,
  'POST /api/account/data/export': SIGNED_IN,
  'GET /api/account/data/export/:id/download': SIGNED_IN,
  'POST /api/account/data/erasure': SIGNED_IN,
  'DELETE /api/account/data/erasure': SIGNED_IN,
  'GET /api/notifications/preferences': SIGNED_IN,
  'PUT /api/notifications/preferences': SIGNED_IN,

  // profiles and ventures (issue 20): the own profile, venture and personality for anyone signed
  // in; a profile, its photo and personality read without a session show only 'public' sections
  // (visibility is checked in the service: a section the caller may not see answers 404)
  'GET /api/profiles/me': SIGNED_IN,
  'PUT /api/profiles/me': SIGNED_IN,
  'GET /api/profiles/me/next-steps': SIGNED_IN,
  'POST /api/profiles/me/photo': SIGNED_IN,
  'DELETE /api/profiles/me/photo': SIGNED_IN,
  'POST /api/profiles/me/personality': SIGNED_IN,
  'GET /api/profiles/:userId': EVERYONE,
  'GET /api/profiles/:userId/photo': EVERYONE,
  'GET /api/profiles/:userId/personality': EVERYONE,
  'GET /api/ventures/mine': SIGNED_IN,
  'POST /api/ventures': SIGNED_IN,
  'GET /api/ventures/:ventureId': SIGNED_IN,
  'PUT /api/ventures/:ventureId': SIGNED_IN,
  'POST /api/ventures/:ventureId/members': SIGNED_IN,
  'DELETE /api/ventures/:ventureId/members/:userId': SIGNED_IN,

  // the community's network (issue 21, decision 36): every member acting in a role, always as
  // themselves in the session's tenant; organisation rules (create: moderators and Organisation
  // role holders; edit: the page's admins and moderators) are checked in the service (403)
  'GET /api/community/members': ROLE_HOLDERS,
  'GET /api/community/members/facets': ROLE_HOLDERS,
  'GET /api/community/suggestions': ROLE_HOLDERS,
  'GET /api/community/people/:id/relation': ROLE_HOLDERS,
  'GET /api/community/network/counts': ROLE_HOLDERS,
  'GET /api/community/connections': ROLE_HOLDERS,
  'POST /api/community/connections': ROLE_HOLDERS,
  'POST /api/community/connections/:id/accept': ROLE_HOLDERS,
  'POST /api/community/connections/:id/decline': ROLE_HOLDERS,
  'DELETE /api/community/connections/:id': ROLE_HOLDERS,
  'GET /api/community/follows': ROLE_HOLDERS,
  'PUT /api/community/follows': ROLE_HOLDERS,
  'DELETE /api/community/follows/:kind/:id': ROLE_HOLDERS,
  'GET /api/community/organisations': ROLE_HOLDERS,
  'GET /api/community/organisations/by-slug/:slug': ROLE_HOLDERS,
  'POST /api/community/organisations': ROLE_HOLDERS,
  'PATCH /api/community/organisations/:id': ROLE_HOLDERS,
  'POST /api/community/organisations/:id/members': ROLE_HOLDERS,
  'DELETE /api/community/organisations/:id/members/:userId': ROLE_HOLDERS,
  'POST /api/community/organisations/:id/logo': ROLE_HOLDERS,
  'GET /api/community/organisations/:id/logo': ROLE_HOLDERS,
  // get involved, the collaboration hub and the community hub (issue 21): every role holder; who
  // may post a call (event organisers, moderators, organisation admins), decide an application or
  // close a request is checked in the service, after the body
  'GET /api/community/calls': ROLE_HOLDERS,
  'GET /api/community/calls/mine': ROLE_HOLDERS,
  'POST /api/community/calls': ROLE_HOLDERS,
  'GET /api/community/calls/:callId': ROLE_HOLDERS,
  'PATCH /api/community/calls/:callId': ROLE_HOLDERS,
  'POST /api/community/calls/:callId/applications': ROLE_HOLDERS,
  'GET /api/community/calls/:callId/applications': ROLE_HOLDERS,
  'GET /api/community/applications/mine': ROLE_HOLDERS,
  'PATCH /api/community/applications/:applicationId': ROLE_HOLDERS,
  'DELETE /api/community/applications/:applicationId': ROLE_HOLDERS,
  'GET /api/community/collab-requests': ROLE_HOLDERS,
  'GET /api/community/collab-requests/mine': ROLE_HOLDERS,
  'POST /api/community/collab-requests': ROLE_HOLDERS,
  'GET /api/community/collab-requests/:requestId': ROLE_HOLDERS,
  'PATCH /api/community/collab-requests/:requestId': ROLE_HOLDERS,
  'POST /api/community/collab-requests/:requestId/responses': ROLE_HOLDERS,
  'GET /api/community/collaborators/people': ROLE_HOLDERS,
  'GET /api/community/collaborators/organisations': ROLE_HOLDERS,
  'GET /api/community/collaborators/me': ROLE_HOLDERS,
  'PUT /api/community/collaborators/me': ROLE_HOLDERS,
  'GET /api/community/hub': ROLE_HOLDERS,
  // the community forum and moderation (issue 21): every role holder reads, writes, votes and
  // reports (the service tells authors, askers, circle moderators and community moderators
  // apart); managing categories and pinning or locking threads is the moderators' ('delete' on
  // 'Community Circle')
  'POST /api/community/reports': ROLE_HOLDERS,
  // the queue: community moderators, and owners or moderators of a circle (none of these actors runs one)
  'GET /api/community/moderation/reports': ADMIN_CENTER,
  'GET /api/community/moderation/open-count': ADMIN_CENTER,
  'POST /api/community/moderation/actions': ROLE_HOLDERS,
  // search (issue 22): anyone searches (signed out: public documents only); the relevance suite is
  // for administrators
  'GET /api/search': EVERYONE,
  'GET /api/search/suggest': EVERYONE,
  'GET /api/search/suite': ADMIN_CENTER,
  // issue 22, Prajna: anyone sees who answers; any signed-in person asks and keeps a history of
  // their own (another's answer id is a 404); the test bench is the Administrator's
  'GET /api/prajna/overview': EVERYONE,
  'POST /api/prajna/ask': SIGNED_IN,
  'POST /api/prajna/answers/:id/alternatives': SIGNED_IN,
  'GET /api/prajna/answers/:id': SIGNED_IN,
  'DELETE /api/prajna/answers/:id': SIGNED_IN,
  'GET /api/prajna/history': SIGNED_IN,
  'DELETE /api/prajna/history': SIGNED_IN,
  'GET /api/prajna/bench/config': ADMIN_CENTER,
  'POST /api/prajna/bench/run': ADMIN_CENTER,
  'POST /api/prajna/bench/health': ADMIN_CENTER,
  'GET /api/community/forum/categories': ROLE_HOLDERS,
  'POST /api/community/forum/categories': ADMIN_CENTER,
  'PUT /api/community/forum/categories/order': ADMIN_CENTER,
  'PATCH /api/community/forum/categories/:categoryId': ADMIN_CENTER,
  'GET /api/community/forum/threads': ROLE_HOLDERS,
  'POST /api/community/forum/threads': ROLE_HOLDERS,
  'GET /api/community/forum/threads/:threadId': ROLE_HOLDERS,
  'PATCH /api/community/forum/threads/:threadId': ROLE_HOLDERS,
  'DELETE /api/community/forum/threads/:threadId': ROLE_HOLDERS,
  'PUT /api/community/forum/threads/:threadId/moderation': ADMIN_CENTER,
  'PUT /api/community/forum/threads/:threadId/accepted': ROLE_HOLDERS,
  'PUT /api/community/forum/threads/:threadId/vote': ROLE_HOLDERS,
  'DELETE /api/community/forum/threads/:threadId/vote': ROLE_HOLDERS,
  'PUT /api/community/forum/replies/:replyId/vote': ROLE_HOLDERS,
  'DELETE /api/community/forum/replies/:replyId/vote': ROLE_HOLDERS,
  'GET /api/community/forum/threads/:threadId/replies': ROLE_HOLDERS,
  'POST /api/community/forum/threads/:threadId/replies': ROLE_HOLDERS,
  'PATCH /api/community/forum/replies/:replyId': ROLE_HOLDERS,
  'DELETE /api/community/forum/replies/:replyId': ROLE_HOLDERS,
  // community feed and circles (issue 21): anyone who picked a role reads and writes as themselves
  // (visibility, authorship and circle roles are checked in the services); starting a circle needs
  // create on 'Community Circle', which every member role holds
  'GET /api/community/feed': ROLE_HOLDERS,
  'GET /api/community/posts/mine': ROLE_HOLDERS,
  'GET /api/community/posts/saved': ROLE_HOLDERS,
  'POST /api/community/posts': ROLE_HOLDERS,
  'GET /api/community/posts/:postId': ROLE_HOLDERS,
  'PATCH /api/community/posts/:postId': ROLE_HOLDERS,
  'DELETE /api/community/posts/:postId': ROLE_HOLDERS,
  'POST /api/community/posts/:postId/share': ROLE_HOLDERS,
  'PUT /api/community/posts/:postId/reaction': ROLE_HOLDERS,
  'PUT /api/community/posts/:postId/save': ROLE_HOLDERS,
  'PUT /api/community/posts/:postId/pin': ROLE_HOLDERS,
  'GET /api/community/posts/:postId/comments': ROLE_HOLDERS,
  'POST /api/community/posts/:postId/comments': ROLE_HOLDERS,
  'PATCH /api/community/comments/:commentId': ROLE_HOLDERS,
  'DELETE /api/community/comments/:commentId': ROLE_HOLDERS,
  'GET /api/community/circles': ROLE_HOLDERS,
  'POST /api/community/circles': ENROLLERS,
  'GET /api/community/circles/:circleId': ROLE_HOLDERS,
  'PATCH /api/community/circles/:circleId': ROLE_HOLDERS,
  'GET /api/community/circles/:circleId/posts': ROLE_HOLDERS,
  'POST /api/community/circles/:circleId/join': ROLE_HOLDERS,
  'POST /api/community/circles/:circleId/leave': ROLE_HOLDERS,
  'GET /api/community/circles/:circleId/members': ROLE_HOLDERS,
  'POST /api/community/circles/:circleId/invitations': ROLE_HOLDERS,
  'POST /api/community/circles/:circleId/requests/:userId': ROLE_HOLDERS,
  'PUT /api/community/circles/:circleId/members/:userId': ROLE_HOLDERS,
  'DELETE /api/community/circles/:circleId/members/:userId': ROLE_HOLDERS,

  // the content library (issue 22): the explorer and the hub are public (/contents is a public
  // route); reading a piece and keeping it (saves, progress, downloads, collections) needs only a
  // session (drafts are their author's and editors', checked in the service); writing a piece is
  // create on 'Content' (authors: experts, cohort managers, tenant administrators), featuring one
  // update on 'Content' (editors); editing, deleting and moving a piece are decided per piece
  'GET /api/content/items': EVERYONE,
  'GET /api/content/hub': EVERYONE,
  'GET /api/content/items/:id/cover': EVERYONE,
  'GET /api/content/studio': SIGNED_IN,
  'POST /api/content/items': PROGRAM_MANAGERS,
  'GET /api/content/items/:id': SIGNED_IN,
  'GET /api/content/items/:id/related': SIGNED_IN,
  'PATCH /api/content/items/:id': SIGNED_IN,
  'DELETE /api/content/items/:id': SIGNED_IN,
  'POST /api/content/items/:id/transition': SIGNED_IN,
  'PUT /api/content/items/:id/featured': PROGRAM_MANAGERS,
  'POST /api/content/items/:id/save': SIGNED_IN,
  'DELETE /api/content/items/:id/save': SIGNED_IN,
  'GET /api/content/saved': SIGNED_IN,
  'PUT /api/content/items/:id/progress': SIGNED_IN,
  'POST /api/content/items/:id/download': SIGNED_IN,
  'GET /api/content/library': SIGNED_IN,
  'GET /api/content/collections': SIGNED_IN,
  'POST /api/content/collections': SIGNED_IN,
  'PUT /api/content/collections/order': SIGNED_IN,
  'GET /api/content/collections/shared/:token': SIGNED_IN,
  'GET /api/content/collections/:id': SIGNED_IN,
  'PATCH /api/content/collections/:id': SIGNED_IN,
  'DELETE /api/content/collections/:id': SIGNED_IN,
  'POST /api/content/collections/:id/items': SIGNED_IN,
  'PUT /api/content/collections/:id/items/order': SIGNED_IN,
  'DELETE /api/content/collections/:id/items/:contentId': SIGNED_IN,

  // events (issue 23, ev-api): the finder, an event's page, organising, registering, the door
  'GET /api/events': EVENT_READERS,
  'POST /api/events': EVENT_ORGANISERS,
  'GET /api/events/:id': EVENT_READERS,
  'PATCH /api/events/:id': EVENT_READERS,
  'DELETE /api/events/:id': EVENT_READERS,
  'POST /api/events/:id/transition': EVENT_READERS,
  'POST /api/events/:id/registrations': EVENT_READERS,
  'DELETE /api/events/:id/registrations/mine': EVENT_READERS,
  'GET /api/events/:id/registrations': EVENT_READERS,
  'GET /api/events/:id/registrations.csv': EVENT_READERS,
  'POST /api/events/registrations/:id/decision': EVENT_READERS,
  'GET /api/events/tickets/mine': EVENT_READERS,
  'GET /api/events/registrations/:id/qr.svg': EVENT_READERS,
  'POST /api/events/:id/check-in': EVENT_READERS,
  'GET /api/events/:id/attendance': EVENT_READERS,
  // competitions (issue 23): create on 'Competition' or on 'Event' starts one (cohort managers run
  // events); everything else needs read on 'Competition' (the same roles as read on 'Event'), the
  // service deciding per competition: its
  // organiser or update on 'Competition' manage it, the lead edits a team's application, a judge
  // scores only their own assignments (a probe's ids name nothing: 404)
  'GET /api/competitions': EVENT_READERS,
  'POST /api/competitions': PROGRAM_MANAGERS,
  'GET /api/competitions/:id': EVENT_READERS,
  'PATCH /api/competitions/:id': EVENT_READERS,
  'DELETE /api/competitions/:id': EVENT_READERS,
  'POST /api/competitions/:id/transition': EVENT_READERS,
  'POST /api/competitions/:id/applications': EVENT_READERS,
  'GET /api/competitions/:id/applications/mine': EVENT_READERS,
  'GET /api/competitions/:id/applications': EVENT_READERS,
  'PATCH /api/competitions/applications/:id': EVENT_READERS,
  'POST /api/competitions/applications/:id/withdraw': EVENT_READERS,
  'GET /api/competitions/:id/judging': EVENT_READERS,
  'PUT /api/competitions/assignments/:id/score': EVENT_READERS,
  'POST /api/competitions/assignments/:id/conflict': EVENT_READERS,
  'GET /api/competitions/rounds/:roundId/standings': EVENT_READERS,
  'POST /api/competitions/rounds/:roundId/advance': EVENT_READERS,
  'POST /api/competitions/:id/results': EVENT_READERS,
  'GET /api/competitions/:id/leaderboard': EVENT_READERS,

  // messages (issue 9): any signed-in user, always as themselves in the session's tenant (a
  // conversation they are not in answers 404; a cohort's conversation checks program-manager
  // rights in the handler, after the body); the reports inbox is administration, like support's
  'GET /api/conversations': SIGNED_IN,
  'POST /api/conversations': SIGNED_IN,
  'GET /api/conversations/:conversationId': SIGNED_IN,
  'PATCH /api/conversations/:conversationId': SIGNED_IN,
  'POST /api/conversations/:conversationId/members': SIGNED_IN,
  'DELETE /api/conversations/:conversationId/members/:userId': SIGNED_IN,
  'GET /api/conversations/:conversationId/messages': SIGNED_IN,
  'POST /api/conversations/:conversationId/messages': SIGNED_IN,
  'POST /api/conversations/:conversationId/read': SIGNED_IN,
  'PATCH /api/messages/:messageId': SIGNED_IN,
  'DELETE /api/messages/:messageId': SIGNED_IN,
  'GET /api/messages/unread-count': SIGNED_IN,
  'POST /api/messages/:messageId/report': SIGNED_IN,
  'GET /api/messaging/people': SIGNED_IN,
  'GET /api/blocks': SIGNED_IN,
  'POST /api/blocks': SIGNED_IN,
  'DELETE /api/blocks/:userId': SIGNED_IN,
  'GET /api/message-reports': ADMIN_CENTER,
  'PATCH /api/message-reports/:reportId': ADMIN_CENTER,

  // events around the core (issue 23): outside registrations are always the signed-in person's
  // own; feedback is checked against the caller's registration, the report against organising
  'GET /api/events/outside': SIGNED_IN,
  'POST /api/events/outside': SIGNED_IN,
  'PATCH /api/events/outside/:id': SIGNED_IN,
  'DELETE /api/events/outside/:id': SIGNED_IN,
  'POST /api/events/:id/feedback': EVENT_READERS,
  'GET /api/events/:id/report': EVENT_READERS,

  // readiness (issue 24, rd-api): the journey and an assessment's page are read on 'My Readiness
  // Journey' or 'Forms and Assessments'; taking one, results and the pathway on 'Forms and
  // Assessments' (every member role, cohort managers, administrators); always the caller's own
  'GET /api/readiness': READINESS_TAKERS,
  'GET /api/readiness/:key': READINESS_TAKERS,
  'POST /api/readiness/:key/attempts': READINESS_TAKERS,
  'GET /api/readiness/attempts/:id': READINESS_TAKERS,
  'PUT /api/readiness/attempts/:id/steps/:step': READINESS_TAKERS,
  'POST /api/readiness/attempts/:id/submit': READINESS_TAKERS,
  'PATCH /api/readiness/pathway/:itemId': READINESS_TAKERS,

  // calendar (issue 9): always the signed-in user's own items and entries, in the session's
  // tenant; the iCal feed is read by calendar apps without a session, by its secret token
  'GET /api/calendar': SIGNED_IN,
  'POST /api/calendar/entries': SIGNED_IN,
  'PATCH /api/calendar/entries/:entryId': SIGNED_IN,
  'DELETE /api/calendar/entries/:entryId': SIGNED_IN,
  'GET /api/calendar/entries/:entryId.ics': SIGNED_IN,
  'POST /api/calendar/feed': SIGNED_IN,
  'GET /api/calendar/feed': SIGNED_IN,
  'DELETE /api/calendar/feed': SIGNED_IN,
  'GET /api/calendar/feed/:token.ics': EVERYONE,

  // announcements (issue 9): everyone reads the feed of their tenant; platform administrators
  // (and, inside a tenant, its Tenant Administrators: announcements.test.ts) write
  'GET /api/announcements': SIGNED_IN,
  'GET /api/announcements/:announcementId': SIGNED_IN,
  'GET /api/announcements/audiences': ADMIN_CENTER,
  'POST /api/announcements': ADMIN_CENTER,
  'PATCH /api/announcements/:announcementId': ADMIN_CENTER,
  'DELETE /api/announcements/:announcementId': ADMIN_CENTER,

  // courses/
  'GET /api/courses/getAll': PROGRAM_READERS,
  'GET /api/courses/getCourse/:id': PROGRAM_READERS,
  'POST /api/courses/createCourse': PROGRAM_MANAGERS,
  'PUT /api/courses/updateCourse/:id': PROGRAM_MANAGERS,
  'DELETE /api/courses/deleteCourse/:id/:userId': PROGRAM_MANAGERS,
  'POST /api/courses/createMany': PROGRAM_MANAGERS,
  'POST /api/courses/updateMany': PROGRAM_MANAGERS,
  'PUT /api/courses/deleteMany': PROGRAM_MANAGERS,

  // modules/
  'GET /api/modules/getAll': PROGRAM_READERS,
  'GET /api/modules/getModule/:id': PROGRAM_READERS,
  'POST /api/modules/createModule': PROGRAM_MANAGERS,
  'PUT /api/modules/updateModule/:id': PROGRAM_MANAGERS,
  'DELETE /api/modules/deleteModule/:id/:userId': PROGRAM_MANAGERS,
  'POST /api/modules/createMany': PROGRAM_MANAGERS,
  'POST /api/modules/updateMany': PROGRAM_MANAGERS,
  'PUT /api/modules/deleteMany': PROGRAM_MANAGERS,

  // units/
  'GET /api/units/getAll': PROGRAM_READERS,
  'GET /api/units/getUnit/:id': PROGRAM_READERS,
  'POST /api/units/createUnit': PROGRAM_MANAGERS,
  'PUT /api/units/updateUnit/:id': PROGRAM_MANAGERS,
  'DELETE /api/units/deleteUnit/:id/:userId': PROGRAM_MANAGERS,
  'POST /api/units/createMany': PROGRAM_MANAGERS,
  'POST /api/units/updateMany': PROGRAM_MANAGERS,
  'PUT /api/units/deleteMany': PROGRAM_MANAGERS,
};
