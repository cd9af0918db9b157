/**
 * English texts of the "communityModeration" namespace: reporting anything in the community and
 * the moderation queue. hi.ts has the same keys.
 */
const en = {
  report: {
    action: 'Report',
    title: 'Report this {{kind}}',
    intro: 'Tell the moderators what is wrong. The person you report is not told who reported them.',
    reason: 'What is wrong?',
    details: 'Anything the moderators should know (optional)',
    submit: 'Send report',
    sending: 'Sending…',
    cancel: 'Cancel',
    done: 'Thank you. The moderators will look at it.',
    already: 'You have reported this already. The moderators will look at it.',
    reasons: {
      spam: 'Spam or advertising',
      harassment: 'Harassment or bullying',
      hate: 'Hate speech',
      misinformation: 'False or misleading',
      inappropriate: 'Inappropriate content',
      other: 'Something else',
    },
    kinds: {
      post: 'post',
      comment: 'comment',
      thread: 'thread',
      forum_reply: 'reply',
      member: 'member',
      profile: 'profile',
      venture: 'venture',
      circle: 'circle',
      organisation: 'organisation',
      call: 'call',
      collab_request: 'collaboration request',
    },
  },
};

export type CommunityModerationMessages = typeof en;
export default en;
