import { z } from 'zod';
import { ZListMeta, zId, zText } from './common.ts';

/**
 * Messages (issue 9, SPEC §1 chat): one-to-one and group conversations inside the session's
 * tenant. The server and the web client both import this file. Message bodies are plain text:
 * they are never stored or rendered as HTML; links are recognised when shown (rel=noopener,
 * http/https/mailto only), so no script in a message can ever run.
 */

/** Longest message body (characters). */
export const MESSAGE_MAX_LENGTH = 4000;
/** Most files on one message. */
export const MESSAGE_MAX_ATTACHMENTS = 5;
/** Most members of a group conversation (the creator included). */
export const GROUP_MAX_MEMBERS = 256;
/** Longest group name, and longest report reason. */
export const GROUP_TITLE_MAX = 120;
export const REPORT_REASON_MAX = 1000;
/** A message can be edited by its sender for this long after sending. */
export const MESSAGE_EDIT_WINDOW_MS = 24 * 60 * 60 * 1000;
/** A typing indicator the client has not refreshed disappears after this long. */
export const TYPING_TTL_MS = 6000;
/** History page size by default, and at most. */
export const MESSAGE_PAGE_DEFAULT = 30;
export const MESSAGE_PAGE_MAX = 100;

/** The errors users read (SPEC §8 style: a sentence saying what is wrong). */
export const MESSAGE_ERRORS = {
  notMember: 'No such conversation',
  noMessage: 'No such message',
  blocked: 'You cannot message this person',
  notOwnMessage: 'You can only change your own messages',
  editWindow: 'Messages can only be edited within 24 hours of sending',
  deleted: 'This message was deleted',
  empty: 'Write a message or attach a file',
  self: 'You cannot start a conversation with yourself',
  noUser: 'No such person in this organisation',
  notOwner: 'Only the group owner can change the group',
  directMembers: 'A direct conversation always has exactly two people',
  badAttachment: 'An attachment is not one of your uploads',
} as const;

/** A person as other members see them: a name, never an e-mail address (docs/security.md). */
export const ZPerson = z.object({
  user_id: zId,
  name: z.string(),
});
export type TPerson = z.infer<typeof ZPerson>;

export const ZMessageAttachment = z.object({
  upload_id: zId,
  file_name: z.string(),
  content_type: z.string(),
  size_bytes: z.number().int(),
  /** /api/uploads/{public id}/{file_name}: readable by the conversation's members */
  url: z.string(),
});
export type TMessageAttachment = z.infer<typeof ZMessageAttachment>;

export const ZMessage = z.object({
  message_id: zId,
  conversation_id: zId,
  sender_id: zId,
  sender_name: z.string(),
  /** '' once deleted */
  body: z.string(),
  attachments: z.array(ZMessageAttachment),
  /** the sender's own id for the message (dedupe of a resend) */
  client_id: z.string().nullable(),
  edited_at: z.string().nullable(),
  deleted_at: z.string().nullable(),
  created_at: z.string(),
});
export type TMessage = z.infer<typeof ZMessage>;

/** Where each member has read and received up to (the receipts). */
export const ZReceipt = z.object({
  conversation_id: zId,
  user_id: zId,
  last_read_message_id: z.number().int(),
  last_delivered_message_id: z.number().int(),
});
export type TReceipt = z.infer<typeof ZReceipt>;

export const ZConversationMember = ZPerson.extend({
  role: z.enum(['owner', 'member']),
  last_read_message_id: z.number().int(),
  last_delivered_message_id: z.number().int(),
});
export type TConversationMember = z.infer<typeof ZConversationMember>;

/** A conversation as one member sees it in their list. */
export const ZConversation = z.object({
  conversation_id: zId,
  kind: z.enum(['direct', 'group']),
  /** a group's name, or the other person's name in a direct conversation */
  title: z.string(),
  /** the group's own title (null for direct) */
  group_title: z.string().nullable(),
  /** a cohort's conversation: its program */
  program_id: z.number().int().nullable(),
  /** in a direct conversation: the other person */
  other_user: ZPerson.nullable(),
  member_count: z.number().int(),
  last_message: ZMessage.nullable(),
  /** messages by others newer than what this member has read */
  unread: z.number().int(),
  muted: z.boolean(),
  /** a direct conversation where either person blocked the other: nothing can be sent */
  blocked: z.boolean(),
  /** 'owner' or 'member': what the reader is in it */
  my_role: z.enum(['owner', 'member']),
  created_at: z.string(),
});
export type TConversation = z.infer<typeof ZConversation>;

/** GET conversations/{id}: the conversation with every member and their receipts. */
export const ZConversationDetail = ZConversation.extend({ members: z.array(ZConversationMember) });
export type TConversationDetail = z.infer<typeof ZConversationDetail>;

/** GET conversations?page&limit&q → newest activity first; meta.unread = total unread messages. */
export const ZConversationQuery = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  /** matches the conversation's title or a member's name */
  q: z.string().trim().max(100).optional(),
});
export const ZConversationList = z.object({
  data: z.array(ZConversation),
  meta: ZListMeta.extend({ unread: z.number().int() }),
});
export type TConversationList = z.infer<typeof ZConversationList>;

/** POST conversations: a direct one with a person (200 with the existing one), or a group (201). */
export const ZCreateConversation = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('direct'), user_id: zId }),
  z.strictObject({
    kind: z.literal('group'),
    title: zText(GROUP_TITLE_MAX),
    user_ids: z
      .array(zId)
      .min(1, 'add at least one person')
      .max(GROUP_MAX_MEMBERS - 1),
  }),
  /** a cohort's own conversation (program managers): members are its enrolled learners and managers */
  z.strictObject({ kind: z.literal('cohort'), program_id: zId }),
]);
export type TCreateConversation = z.infer<typeof ZCreateConversation>;

/** PATCH conversations/{id}: the owner renames a group; any member mutes or unmutes it for themselves. */
export const ZUpdateConversation = z
  .strictObject({ title: zText(GROUP_TITLE_MAX).optional(), muted: z.boolean().optional() })
  .refine((v) => v.title !== undefined || v.muted !== undefined, 'give a title or muted');

/** POST conversations/{id}/members (owner) { user_ids } → the detail. */
export const ZAddMembers = z.strictObject({
  user_ids: z
    .array(zId)
    .min(1)
    .max(GROUP_MAX_MEMBERS - 1),
});

export const ZConversationParams = z.object({
  conversationId: z.coerce.number({ error: 'must be a number' }).pipe(zId),
});
export const ZMemberParams = ZConversationParams.extend({
  userId: z.coerce.number({ error: 'must be a number' }).pipe(zId),
});
export const ZMessageParams = z.object({
  messageId: z.coerce.number({ error: 'must be a number' }).pipe(zId),
});

/**
 * GET conversations/{id}/messages?before&limit&q → newest first, `before` a message id (older
 * pages); q searches the conversation's text (case-insensitive). meta.hasMore: older ones exist.
 */
export const ZMessageQuery = z.object({
  before: z.coerce.number().int().min(1).optional(),
  limit: z.coerce.number().int().min(1).max(MESSAGE_PAGE_MAX).default(MESSAGE_PAGE_DEFAULT),
  q: z.string().trim().min(1).max(100).optional(),
});
export const ZMessagePage = z.object({
  data: z.array(ZMessage),
  meta: z.object({ limit: z.number().int(), hasMore: z.boolean() }),
});
export type TMessagePage = z.infer<typeof ZMessagePage>;

/** POST conversations/{id}/messages: text and/or uploads (purpose 'message'); client_id dedupes a resend. */
export const ZSendMessage = z
  .strictObject({
    body: z.string().trim().max(MESSAGE_MAX_LENGTH, `must be at most ${MESSAGE_MAX_LENGTH} characters`).default(''),
    attachment_ids: z.array(zId).max(MESSAGE_MAX_ATTACHMENTS).default([]),
    client_id: z.string().min(8).max(64).optional(),
  })
  .refine((v) => v.body.length > 0 || v.attachment_ids.length > 0, MESSAGE_ERRORS.empty);
export type TSendMessage = z.input<typeof ZSendMessage>;

/** PATCH messages/{id} { body } (the sender, within MESSAGE_EDIT_WINDOW_MS). */
export const ZEditMessage = z.strictObject({
  body: zText(MESSAGE_MAX_LENGTH),
});

/** POST conversations/{id}/read { message_id } → the reader's receipt; everyone else sees it live. */
export const ZMarkRead = z.strictObject({ message_id: zId });

/** GET messages/unread-count → { unread } (the header's Messages badge). */
export const ZMessageUnread = z.object({ unread: z.number().int() });

/** GET messaging/people?q → people of the tenant one can start a conversation with (not self, not blocked). */
export const ZPeopleQuery = z.object({
  q: z.string().trim().max(100).default(''),
  limit: z.coerce.number().int().min(1).max(50).default(10),
});
export const ZPeopleList = z.object({ data: z.array(ZPerson) });

/** Blocks: GET blocks → the people I blocked; POST blocks { user_id }; DELETE blocks/{userId}. */
export const ZBlock = z.strictObject({ user_id: zId });
export const ZBlockList = z.object({ data: z.array(ZPerson.extend({ blocked_at: z.string() })) });
export const ZBlockParams = z.object({ userId: z.coerce.number({ error: 'must be a number' }).pipe(zId) });

/** POST messages/{id}/report { reason } → 201 (once per member and message: again is 409). */
export const ZReportMessage = z.strictObject({ reason: zText(REPORT_REASON_MAX) });
/** What the reporter gets back: only that the report is open (never other reports). */
export const ZReportCreated = z.object({ report_id: zId, status: z.literal('open'), created_at: z.string() });
export const REPORT_STATUSES = ['open', 'dismissed', 'removed'] as const;
export const ZMessageReport = z.object({
  report_id: zId,
  status: z.enum(REPORT_STATUSES),
  reason: z.string(),
  /** administrators read reports: they see how to reach the reporter */
  reporter: ZPerson.extend({ email: z.string().nullable() }),
  /** the message as it was reported (body kept for the reviewer even after deletion) */
  message: ZMessage,
  created_at: z.string(),
  resolved_at: z.string().nullable(),
});
export type TMessageReport = z.infer<typeof ZMessageReport>;
/** GET message-reports?status&page&limit (tenant administrators) */
export const ZReportQuery = z.object({
  status: z.enum(REPORT_STATUSES).optional(),
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export const ZReportList = z.object({ data: z.array(ZMessageReport), meta: ZListMeta });
export const ZReportParams = z.object({ reportId: z.coerce.number({ error: 'must be a number' }).pipe(zId) });
/** PATCH message-reports/{id} { action }: dismiss, or remove the message (it shows as deleted). */
export const ZResolveReport = z.strictObject({ action: z.enum(['dismiss', 'remove']) });
