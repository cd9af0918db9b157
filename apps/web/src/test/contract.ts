import { RESOURCES } from '@ankur/shared/resources';
import {
  ZAccount,
  ZAccountSessions,
  ZAccountSettings,
  ZEmailChangeStarted,
  ZSessionsRevoked,
} from '@ankur/shared/schemas/account';
import { ZAuditEntry, ZMyPrivileges, ZSignInState } from '@ankur/shared/schemas/admin';
import { ZAnnouncement, ZAnnouncementAudiences, ZAnnouncementList } from '@ankur/shared/schemas/announcements';
import { ZProfile } from '@ankur/shared/schemas/auth';
import {
  ZCalendarFeedCreated,
  ZCalendarFeedStatus,
  ZCalendarItem,
  ZCalendarItemList,
} from '@ankur/shared/schemas/calendar';
import { ZError, ZListMeta, zList } from '@ankur/shared/schemas/common';
import {
  ZReportCreated as ZCommunityReportCreated,
  ZModerationActionResult,
  ZModerationQueue,
  ZOpenReportCount,
} from '@ankur/shared/schemas/community';
import {
  ZForumCategory,
  ZForumCategoryList,
  ZForumReply,
  ZForumReplyList,
  ZForumThread,
  ZForumThreadList,
  ZForumVote,
} from '@ankur/shared/schemas/community-forum';
import {
  ZApplication,
  ZApplicationList,
  ZCall,
  ZCallPage,
  ZCollaboratorOrganisations,
  ZCollaboratorPeople,
  ZCollabPage,
  ZCollabRequest,
  ZCollabResponseCreated,
  ZCommunityHub,
  ZMyApplicationPage,
  ZMyCollabPage,
  ZOpenToCollaborate,
} from '@ankur/shared/schemas/community-involvement';
import {
  ZAssignment,
  ZApplication as ZCompetitionApplication,
  ZCompetitionDetail,
  ZCompetitionPage,
  ZJudgingQueue,
  ZLeaderboard,
  ZMyApplication,
} from '@ankur/shared/schemas/competitions';
import {
  ZCollection,
  ZCollectionDetail,
  ZContent,
  ZContentCard,
  ZContentHub,
  ZContentPage,
  ZLibrary,
  ZStudio,
} from '@ankur/shared/schemas/content';
import {
  ZAccepted,
  ZInteractionDetails,
  ZInteractionRedirect,
  ZInteractionVerifyResult,
  ZIsOtpVerified,
  ZParentalConsentDetails,
  ZSelfServiceRole,
  ZSignupResult,
  ZVerifyOtpResult,
  ZVisit,
} from '@ankur/shared/schemas/identity';
import {
  ZInvestorAdminList,
  ZInvestorAdminRow,
  ZInvestorBadge,
  ZMyInvestorProfile,
} from '@ankur/shared/schemas/investors';
import {
  ZMembershipAdminList,
  ZMembershipAdminRow,
  ZMembershipPlan,
  ZMyMembership,
  ZSponsorCodeRow,
} from '@ankur/shared/schemas/memberships';
import {
  ZBlockList,
  ZConversationDetail,
  ZConversationList,
  ZMessage,
  ZMessagePage,
  ZMessageReport,
  ZMessageUnread,
  ZPeopleList,
  ZReceipt,
  ZReportCreated,
  ZReportList,
} from '@ankur/shared/schemas/messages';
import { ZNotificationList, ZNotificationPreferences, ZUnreadCount } from '@ankur/shared/schemas/notifications';
import { ZDataRequest, ZMyData } from '@ankur/shared/schemas/personal-data';
import {
  ZCertificateList,
  ZCertificateVerification,
  ZMyLearning,
  ZPlanDetail,
  ZPlanItem,
  ZPlanList,
  ZPlanSummary,
  ZProgramProgress,
  ZProgramReport,
  ZQuiz,
  ZQuizAttemptResult,
  ZSubmission,
  ZSubmissionList,
  ZSubmissionReviewList,
  ZUnitCompletion,
} from '@ankur/shared/schemas/programs';
import { ZSearchResults, ZSuggestions, ZSuiteRun } from '@ankur/shared/schemas/search';
import { ZBugReportCreated, ZContactMessageReceived, ZSupportMessage } from '@ankur/shared/schemas/support';
import {
  ZCurrentTenant,
  ZInvitation,
  ZInvitationPreview,
  ZTenant,
  ZTenantMember,
  ZTenantRole,
  ZUserTenant,
} from '@ankur/shared/schemas/tenants';
import { ZUpload } from '@ankur/shared/schemas/uploads';
import { ZOwnProfile, ZUserRecord, ZUserRoles } from '@ankur/shared/schemas/user-admin';
import { z } from 'zod';

/**
 * What the API answers each call with, by the shared zod schemas it serializes with (the routes of
 * apps/api/src/modules and the resource engine). The test mock API checks every JSON fixture it
 * serves against this table, so a fixture the server could never send fails the test.
 */

/** An answer that is no JSON body (204). */
const NO_BODY = z.undefined();

/** A list of the conventions, or its meta alone (metadataOnly). */
const listOrMeta = (row: z.ZodObject) => zList(row.partial()).or(z.object({ meta: ZListMeta }));

const CALLS: Record<string, z.ZodType> = {
  'POST /community/reports': ZCommunityReportCreated,
  'GET /community/moderation/reports': ZModerationQueue,
  'GET /community/moderation/open-count': ZOpenReportCount,
  'POST /community/moderation/actions': ZModerationActionResult,
  'GET /community/forum/categories': ZForumCategoryList,
  'POST /community/forum/categories': ZForumCategory,
  'PATCH /community/forum/categories/:id': ZForumCategory,
  'PUT /community/forum/categories/order': ZForumCategoryList,
  'GET /community/forum/threads': ZForumThreadList,
  'POST /community/forum/threads': ZForumThread,
  'GET /community/forum/threads/:id': ZForumThread,
  'PATCH /community/forum/threads/:id': ZForumThread,
  'PUT /community/forum/threads/:id/moderation': ZForumThread,
  'PUT /community/forum/threads/:id/vote': ZForumVote,
  'DELETE /community/forum/threads/:id/vote': ZForumVote,
  'GET /community/forum/threads/:id/replies': ZForumReplyList,
  'POST /community/forum/threads/:id/replies': ZForumReply,
  'PATCH /community/forum/replies/:id': ZForumReply,
  'PUT /community/forum/replies/:id/vote': ZForumVote,
  'DELETE /community/forum/replies/:id/vote': ZForumVote,
  'GET /search': ZSearchResults,
  'GET /search/suggest': ZSuggestions,
  'GET /search/suite': ZSuiteRun,
  'GET /auth/privileges': ZMyPrivileges,
  'GET /auth/searchUsers': listOrMeta(ZUserRecord),
  'PUT /auth/updateAuthUser/:id': ZUserRecord,
  'PUT /auth/userRoles/:id': ZUserRoles,
  'PUT /global-user/profile/update': ZOwnProfile,
  'PUT /global-user/profile/update-password': NO_BODY,
  'GET /account': ZAccount,
  'POST /account/email': ZEmailChangeStarted,
  'POST /account/email/confirm': ZAccount,
  'GET /account/settings': ZAccountSettings,
  'GET /memberships/me': ZMyMembership,
  'POST /memberships/request': ZMyMembership,
  'POST /memberships/redeem': ZMyMembership,
  'POST /memberships/cancel': ZMyMembership,
  'GET /memberships/admin/plans': z.array(ZMembershipPlan),
  'POST /memberships/admin/plans': ZMembershipPlan,
  'PUT /memberships/admin/plans/:planId': ZMembershipPlan,
  'GET /memberships/admin/requests': ZMembershipAdminList,
  'POST /memberships/admin/requests/:membershipId/decide': ZMembershipAdminRow,
  'GET /memberships/admin/codes': z.array(ZSponsorCodeRow),
  'POST /memberships/admin/codes': ZSponsorCodeRow,
  'PUT /memberships/admin/codes/:codeId': ZSponsorCodeRow,
  'GET /investors/me': ZMyInvestorProfile,
  'PUT /investors/me': ZMyInvestorProfile,
  'GET /investors/:userId/badge': ZInvestorBadge,
  'GET /investors/admin/profiles': ZInvestorAdminList,
  'POST /investors/admin/profiles/:profileId/decide': ZInvestorAdminRow,
  'PUT /account/settings': ZAccountSettings,
  'GET /account/sessions': ZAccountSessions,
  'DELETE /account/sessions/:id': NO_BODY,
  'POST /account/sessions/signOutOthers': ZSessionsRevoked,
  'GET /account/data': ZMyData,
  'POST /account/data/export': ZDataRequest,
  'POST /account/data/erasure': ZDataRequest,
  'DELETE /account/data/erasure': ZMyData,
  'GET /auth/signInState/:id': ZSignInState,
  'GET /system/audit/getAll': zList(ZAuditEntry).or(z.object({ meta: ZListMeta })),
  'GET /announcements': ZAnnouncementList,
  'GET /announcements/audiences': ZAnnouncementAudiences,
  'GET /announcements/:id': ZAnnouncement,
  'POST /announcements': ZAnnouncement,
  'PATCH /announcements/:id': ZAnnouncement,
  'DELETE /announcements/:id': NO_BODY,
  'POST /calendar/feed': ZCalendarFeedCreated,
  'GET /calendar/feed': ZCalendarFeedStatus,
  'DELETE /calendar/feed': NO_BODY,
  'GET /calendar': ZCalendarItemList,
  'POST /calendar/entries': ZCalendarItem,
  'PATCH /calendar/entries/:id': ZCalendarItem,
  'DELETE /calendar/entries/:id': NO_BODY,
  'GET /auth/isOtpVerified/:id': ZIsOtpVerified,
  'POST /auth/signin': ZProfile,
  'GET /auth/profile': ZProfile,
  'POST /auth/refresh': ZProfile,
  'GET /auth/roles/self-service': z.array(ZSelfServiceRole),
  'GET /auth/visit': ZVisit,
  'POST /auth/selectRole': ZProfile,
  'POST /auth/updatePassword': NO_BODY,
  'GET /auth/interaction/:uid': ZInteractionDetails,
  'POST /auth/interaction/:uid/login': ZInteractionRedirect,
  'POST /auth/interaction/:uid/register': ZSignupResult,
  'POST /auth/interaction/:uid/verify': ZInteractionVerifyResult,
  'POST /auth/interaction/:uid/resend': ZAccepted,
  'POST /auth/interaction/:uid/profile': ZInteractionRedirect,
  'POST /auth/interaction/:uid/password': ZInteractionRedirect,
  'POST /auth/interaction/:uid/abort': ZInteractionRedirect,
  'POST /auth/signup': ZSignupResult,
  'POST /auth/generateOtp': ZAccepted,
  'POST /auth/verifyOtp': ZVerifyOtpResult,
  'POST /auth/forgotPassword': ZAccepted,
  'POST /auth/resetPassword': NO_BODY,
  'GET /auth/parental-consent/:token': ZParentalConsentDetails,
  'POST /auth/parental-consent/:token': ZParentalConsentDetails,
  'GET /conversations': ZConversationList,
  'POST /conversations': ZConversationDetail,
  'GET /conversations/:id': ZConversationDetail,
  'PATCH /conversations/:id': ZConversationDetail,
  'POST /conversations/:id/members': ZConversationDetail,
  'DELETE /conversations/:id/members/:userId': NO_BODY,
  'GET /conversations/:id/messages': ZMessagePage,
  'POST /conversations/:id/messages': ZMessage,
  'PATCH /messages/:id': ZMessage,
  'DELETE /messages/:id': ZMessage,
  'POST /conversations/:id/read': ZReceipt,
  'GET /messages/unread-count': ZMessageUnread,
  'GET /messaging/people': ZPeopleList,
  'GET /blocks': ZBlockList,
  'POST /blocks': ZBlockList.shape.data.element,
  'DELETE /blocks/:id': NO_BODY,
  'POST /messages/:id/report': ZReportCreated,
  'GET /message-reports': ZReportList,
  'PATCH /message-reports/:id': ZMessageReport,
  'GET /notifications': ZNotificationList,
  'GET /notifications/unread-count': ZUnreadCount,
  'POST /notifications/:id/read': ZUnreadCount,
  'POST /notifications/read-all': ZUnreadCount,
  'GET /notifications/preferences': ZNotificationPreferences,
  'PUT /notifications/preferences': ZNotificationPreferences,
  'POST /programs/:id/units/:unitId/submissions': ZSubmission,
  'GET /programs/:id/units/:unitId/submissions/mine': ZSubmissionList,
  'GET /programs/:id/submissions': ZSubmissionReviewList,
  'POST /programs/:id/submissions/:submissionId/review': ZSubmission,
  'GET /certificates': ZCertificateList,
  'GET /certificates/verify/:code': ZCertificateVerification,
  'PUT /programs/:id/outline/order': NO_BODY,
  'GET /plans': ZPlanList,
  'POST /plans': ZPlanDetail,
  'GET /plans/:id': ZPlanDetail,
  'PATCH /plans/:id': ZPlanSummary,
  'PATCH /plans/:id/items/:itemId': ZPlanItem,
  'DELETE /plans/:id': NO_BODY,
  'GET /programs/progress/:id': ZProgramProgress,
  'GET /programs/my-learning': ZMyLearning,
  'POST /programs/progress/:id/units/:unitId/complete': ZUnitCompletion,
  'DELETE /programs/progress/:id/units/:unitId/complete': NO_BODY,
  'GET /programs/:id/units/:unitId/quiz': ZQuiz,
  'POST /programs/:id/units/:unitId/quiz/attempts': ZQuizAttemptResult,
  'GET /programs/:id/report': ZProgramReport,
  'GET /programs/searchPrograms': listOrMeta(RESOURCES.programs.row),
  'POST /uploads': ZUpload,
  'POST /support/contact': ZContactMessageReceived,
  'POST /support/bugReports': ZBugReportCreated,
  'GET /support/messages/getAll': zList(ZSupportMessage).or(z.object({ meta: ZListMeta })),
  'PATCH /support/messages/:id': ZSupportMessage,
  'POST /tenant/invitations': ZInvitation,
  'GET /tenant/invitations': zList(ZInvitation),
  'DELETE /tenant/invitations/:id': ZInvitation,
  'GET /invitations/:token': ZInvitationPreview,
  'POST /invitations/:token/accept': ZUserTenant,
  'GET /tenant/current': ZCurrentTenant,
  'PUT /tenant/branding': ZTenant,
  'GET /tenant/roles': z.object({ data: z.array(ZTenantRole) }),
  'GET /tenant/members': zList(ZTenantMember),
  'PUT /tenant/members/:id': ZTenantMember,
  'DELETE /tenant/members/:id': NO_BODY,
  'GET /user/tenants/getUserTenants/:id': z.object({ data: z.array(ZUserTenant) }),
  'POST /user/tenants/createTenantIfNotExists': ZTenant,
  'PUT /user/privileges/setRolePrivileges/:id': z.object({ data: z.array(RESOURCES.privileges.row) }),
  'PUT /user/customRolePrivilege/setRolePrivileges/:id': z.object({
    data: z.array(RESOURCES.customRolePrivileges.row),
  }),
  // issue 21: get involved, the collaboration hub and the community hub
  'GET /community/calls': ZCallPage,
  'GET /community/calls/mine': ZCallPage,
  'POST /community/calls': ZCall,
  'GET /community/calls/:id': ZCall,
  'PATCH /community/calls/:id': ZCall,
  'POST /community/calls/:id/applications': ZApplication,
  'GET /community/calls/:id/applications': ZApplicationList,
  'GET /community/applications/mine': ZMyApplicationPage,
  'PATCH /community/applications/:id': ZApplication,
  'DELETE /community/applications/:id': ZApplication,
  'GET /community/collab-requests': ZCollabPage,
  'GET /community/collab-requests/mine': ZMyCollabPage,
  'POST /community/collab-requests': ZCollabRequest,
  'GET /community/collab-requests/:id': ZCollabRequest,
  'PATCH /community/collab-requests/:id': ZCollabRequest,
  'POST /community/collab-requests/:id/responses': ZCollabResponseCreated,
  'GET /community/collaborators/people': ZCollaboratorPeople,
  'GET /community/collaborators/organisations': ZCollaboratorOrganisations,
  'GET /community/collaborators/me': ZOpenToCollaborate,
  'PUT /community/collaborators/me': ZOpenToCollaborate,
  'GET /community/hub': ZCommunityHub,
  // issue 22: the content library
  'GET /content/items': ZContentPage,
  'GET /content/hub': ZContentHub,
  'GET /content/items/:id': ZContent,
  'GET /content/items/:id/related': z.object({ data: z.array(ZContentCard) }),
  'POST /content/items': ZContent,
  'PATCH /content/items/:id': ZContent,
  'DELETE /content/items/:id': NO_BODY,
  'POST /content/items/:id/transition': ZContent,
  'GET /content/studio': ZStudio,
  'POST /content/items/:id/save': z.object({ saved: z.boolean(), save_count: z.number().int() }),
  'DELETE /content/items/:id/save': z.object({ saved: z.boolean(), save_count: z.number().int() }),
  'GET /content/saved': zList(ZContentCard),
  'PUT /content/items/:id/progress': NO_BODY,
  'POST /content/items/:id/download': z.object({ url: z.string() }),
  'GET /content/collections': z.object({ data: z.array(ZCollection) }),
  'POST /content/collections': ZCollection,
  'PATCH /content/collections/:id': ZCollection,
  'DELETE /content/collections/:id': NO_BODY,
  'PUT /content/collections/order': NO_BODY,
  'GET /content/collections/:id': ZCollectionDetail,
  'GET /content/collections/shared/:token': ZCollectionDetail,
  'POST /content/collections/:id/items': ZCollection,
  'DELETE /content/collections/:id/items/:contentId': NO_BODY,
  'PUT /content/items/:id/featured': ZContent,
  'PUT /content/collections/:id/items/order': NO_BODY,
  'GET /content/library': ZLibrary,
  // issue 23: competitions (the applicants' and judges' calls)
  'GET /competitions': ZCompetitionPage,
  'GET /competitions/:id': ZCompetitionDetail,
  'GET /competitions/:id/applications/mine': ZMyApplication,
  'POST /competitions/:id/applications': ZCompetitionApplication,
  'PATCH /competitions/applications/:id': ZCompetitionApplication,
  'POST /competitions/applications/:id/withdraw': ZCompetitionApplication,
  'GET /competitions/:id/judging': ZJudgingQueue,
  'PUT /competitions/assignments/:id/score': ZAssignment,
  'POST /competitions/assignments/:id/conflict': ZAssignment,
  'GET /competitions/:id/leaderboard': ZLeaderboard,
};

/** The resource engine's calls for every group of SPEC §7 (apps/api/src/resources/routes.ts). */
for (const def of Object.values(RESOURCES)) {
  const p = `/${def.prefix}`;
  const row = def.row as z.ZodObject;
  CALLS[`GET ${p}getAll`] = listOrMeta(row);
  CALLS[`GET ${p}${def.ops.get}/:id`] = row.partial();
  CALLS[`POST ${p}${def.ops.create}`] = row;
  CALLS[`PUT ${p}${def.ops.update}/:id`] = row;
  CALLS[`DELETE ${p}${def.ops.delete}/:id/:userId`] = z.object({ deleted: z.array(z.number()) });
  CALLS[`POST ${p}createMany`] = z.object({ data: z.array(row) });
  CALLS[`POST ${p}updateMany`] = z.object({ data: z.array(row) });
  CALLS[`PUT ${p}deleteMany`] = z.object({ deleted: z.array(z.number()) });
}

interface Call {
  method: string;
  pattern: RegExp;
  schema: z.ZodType;
  /** fixed segments first: /announcements/audiences wins over /announcements/:id */
  rank: number;
}

const TABLE: Call[] = Object.entries(CALLS)
  .map(([key, schema]) => {
    const [method = '', path = ''] = key.split(' ');
    const source = path
      .split('/')
      .map((part) => (part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
      .join('/');
    const rank = path.split('/').filter((part) => part.startsWith(':')).length;
    return { method, pattern: new RegExp(`^/api${source}$`), schema, rank };
  })
  .sort((a, b) => a.rank - b.rank);

/** The schema of the answer to `method path` (path under /api), or undefined for a call the table lacks. */
export function contractOf(method: string, path: string): z.ZodType | undefined {
  return TABLE.find((call) => call.method === method && call.pattern.test(path))?.schema;
}

/**
 * What is wrong with a fixture as the answer to `method path` with `status`: null when the
 * contract accepts it (or does not know the call). Error answers are checked against ZError.
 */
export function contractProblem(method: string, path: string, status: number, body: unknown): string | null {
  const schema = status >= 400 ? ZError : status === 204 ? NO_BODY : contractOf(method, path);
  if (!schema) return null;
  const result = schema.safeParse(body);
  if (result.success) return null;
  const issues = result.error.issues.map((issue) => `${issue.path.join('.') || '(body)'}: ${issue.message}`);
  return `${method} ${path} answered ${status} with a body the API contract rejects: ${issues.join('; ')}`;
}

const problems: string[] = [];

/**
 * Checks a fixture the mock API is about to serve (JSON answers only; others pass) and notes what
 * the contract rejects; test/setup.ts fails the test with it afterwards. Answers the response as is.
 */
export async function checkedAnswer(method: string, path: string, response: Response): Promise<Response> {
  if (!(response.headers.get('content-type') ?? '').includes('json') && response.status !== 204) return response;
  const text = await response.clone().text();
  const body: unknown = text.length === 0 ? undefined : JSON.parse(text);
  const problem = contractProblem(method, path, response.status, body);
  if (problem) problems.push(problem);
  return response;
}

/** The contract problems noted since the last call (and forgets them). */
export function takeContractProblems(): string[] {
  return problems.splice(0);
}
