/**
 * English texts of the "consent" namespace (the cookie banner and its Preferences dialog, SPEC §2,
 * §4). hi.ts has the same keys (its type is derived from this object). {{brand}} is config.brandName.
 */
const en = {
  banner: {
    label: 'Cookie notice',
    message: '{{brand}} uses essential cookies to work. We use other cookies only with your consent.',
    privacyPolicy: 'Privacy policy',
    accept: 'Accept',
    preferences: 'Preferences',
  },
  preferences: {
    title: 'Cookie preferences',
    description: 'Choose which cookies we may use. You can change your mind later.',
    today:
      'Today {{brand}} uses only essential cookies and storage: nothing in the other two categories runs yet. Your choice applies as soon as anything does.',
    currentAccepted: 'Your current choice: all cookies allowed.',
    currentDeclined: 'Your current choice: essential cookies only.',
    declineAll: 'Decline All',
    allowAll: 'Allow All',
    alwaysOn: 'Always on',
    onlyWithConsent: 'Only with consent',
    /** the (i) button beside each category's heading */
    about: 'About {{category}}',
  },
  categories: {
    essential: {
      name: 'Essential',
      description:
        'Needed for the site to work: keeping you signed in, remembering your role, organisation and language, and keeping your session secure. These cannot be switched off.',
      examples:
        'In use on {{brand}}: the cookie that keeps you signed in, the security checks that protect your account, the organisation and role you are working in, the language you picked, and this cookie choice itself. These are the only ones in use today.',
    },
    performance: {
      name: 'Performance and functionality',
      description:
        'Help pages load faster and remember choices you make, such as layout, so the site works better for you.',
      examples:
        'On {{brand}} this would cover, for example: measuring how quickly screens and hubs load so slow ones can be fixed, noticing errors in your browser so we can repair them, and remembering layout choices such as a collapsed panel. None of this runs today.',
    },
    analytics: {
      name: 'Analytics and customization',
      description:
        'Tell us how the platform is used so we can improve it, and tailor content and recommendations to your interests.',
      examples:
        'On {{brand}} this would cover, for example: counting which hubs, programmes and events are visited most, seeing where people give up during registration, and suggesting content, mentors or events that match your interests. None of this runs today.',
    },
  },
};

export type ConsentMessages = typeof en;
export default en;
