import type { NotificationChannel, NotificationType } from '@ankur/shared/schemas/notifications';

/**
 * English texts of the "notifications" namespace: the header's bell and connection indicator, the
 * /notifications screen and its preferences. hi.ts has the same keys (its type is derived from
 * this object, so a key missing there is a type error).
 */
const en = {
  common: {
    retry: 'Try again',
    loading: 'Loading…',
  },
  /** one word per kind of notification (also the icon's text) */
  types: {
    enrolment: 'Enrolment',
    enrolment_request: 'Requests to join',
    assignment: 'Assignment',
    certificate: 'Certificate',
    connection: 'Connection',
    connection_request: 'Connection requests',
    connection_accepted: 'Accepted connections',
    new_follower: 'New followers',
    message: 'Message',
    event: 'Event',
    announcement: 'Announcement',
    membership: 'Membership',
    investor: 'Investor verification',
    call_application: 'Applications to your calls',
    call_decision: 'Decisions on your applications',
    collab_response: 'Responses to your collaboration requests',
    forum_reply: 'Forum reply',
    forum_answer_accepted: 'Accepted answer',
    moderation: 'Community moderation',
    mention: 'Mention',
    post_comment: 'Comment on your post',
    comment_reply: 'Reply to your comment',
    circle_request: 'Request to join a circle',
    circle_approved: 'Circle request approved',
    circle_invite: 'Circle invitation',
    content_review: 'Library review',
    competition: 'Competitions',
    idea: 'Ideas',
  } satisfies Record<NotificationType, string>,
  bell: {
    label: 'Notifications',
    labelUnread_one: 'Notifications, {{number}} unread',
    labelUnread_other: 'Notifications, {{number}} unread',
    panel: 'Latest notifications',
    empty: 'You are all caught up. New notifications will appear here.',
    loadFailed: 'Notifications could not be loaded.',
    markAll: 'Mark all as read',
    seeAll: 'See all',
    view: 'View',
  },
  item: {
    unread: 'Unread',
    markRead: 'Mark as read',
    markReadOf: 'Mark “{{title}}” as read',
    open: 'Open',
    markFailed: 'It could not be marked as read: {{reason}}',
  },
  screen: {
    title: 'Notifications',
    intro: 'Updates about your programs, connections, messages and events, newest first.',
    filters: 'Show',
    all: 'All',
    unread: 'Unread',
    unreadCount_one: '{{number}} unread',
    unreadCount_other: '{{number}} unread',
    listLabel: 'Notifications',
    showing: 'Showing {{shown}} of {{total}}',
    loadMore: 'Load more',
    loadingMore: 'Loading more…',
    markAll: 'Mark all as read',
    markAllDone: 'All notifications are marked as read.',
    markAllFailed: 'They could not be marked as read: {{reason}}',
    error: 'Your notifications could not be loaded',
    emptyAll: {
      title: 'No notifications yet',
      body: 'When something happens in your programs, connections or events, you will hear about it here.',
    },
    emptyUnread: {
      title: 'Nothing unread',
      body: 'You have read all your notifications.',
    },
  },
  preferences: {
    toggle: 'Preferences',
    title: 'Notification preferences',
    intro: 'Choose where each kind of notification reaches you.',
    /** the radio labels of each kind */
    channels: {
      in_app: 'In the app',
      email: 'Also by e-mail',
      none: 'Off',
    } satisfies Record<NotificationChannel, string>,
    digest: {
      legend: 'E-mail digest',
      off: 'Send each e-mail as it happens',
      daily: 'Gather them into one e-mail a day',
    },
    save: 'Save preferences',
    saving: 'Saving…',
    saved: 'Your notification preferences are saved.',
    saveFailed: 'Your preferences were not saved: {{reason}}',
    loadFailed: 'Your preferences could not be loaded.',
  },
  connection: {
    reconnecting: 'Reconnecting…',
    offline: 'Offline — changes will sync when you’re back',
    /** the toast when the server ends the live connection */
    closed: {
      signedOut: 'Your session has ended. Please sign in again.',
      disabled: 'This account has been disabled.',
      rateLimited: 'Too many updates at once. Reconnecting in a moment.',
    },
  },
};

export type NotificationsMessages = typeof en;
export default en;
