/**
 * English texts of the "investors" namespace: /investor-registration and the Admin Center's
 * Investors tab. hi.ts has the same keys.
 */
const en = {
  common: { loading: 'Loading…', retry: 'Try again', cancel: 'Cancel' },
  types: {
    angel: 'Angel investor',
    vc_fund: 'Venture capital fund',
    family_office: 'Family office',
    csr: 'CSR fund',
    government_fund: 'Government fund',
  },
  stages: { idea: 'Idea', pre_seed: 'Pre-seed', seed: 'Seed', series_a: 'Series A', growth: 'Growth' },
  sectors: {
    agritech: 'Agritech',
    cleantech: 'Clean energy and climate',
    consumer: 'Consumer brands',
    deeptech: 'Deep tech',
    edtech: 'Education',
    fintech: 'Fintech',
    healthtech: 'Health',
    manufacturing: 'Manufacturing',
    mobility: 'Mobility and EV',
    saas: 'SaaS',
    social_impact: 'Social impact',
  },
  status: { pending: 'Waiting for verification', verified: 'Verified investor', declined: 'Declined' },
  badge: 'Verified investor',
  screen: {
    title: 'Investor registration',
    intro:
      'Tell founders how you invest. Once an administrator verifies you, the Investor Workspace opens and your profile shows the Verified investor badge.',
    loadFailed: 'Your registration could not be loaded.',
    pending: 'Your registration is waiting for an administrator to verify it. You will get a notification.',
    verified: 'You are a verified investor. The Investor Workspace is in your apps.',
    declined: 'Your registration was declined: {{reason}} Change it below and send it again.',
    changeWarning: 'Changing a verified registration sends it for verification again.',
    type: 'Investor type',
    organisation: 'Fund or organisation (optional)',
    ticketMin: 'Smallest cheque (₹)',
    ticketMax: 'Largest cheque (₹)',
    ticketHint: 'In rupees, e.g. 5,00,000 for five lakh.',
    stagesLabel: 'Stages you invest in',
    sectorsLabel: 'Sectors',
    links: 'Portfolio links (up to 5)',
    linksHint: 'Your fund page or companies you backed: https:// links.',
    linkLabel: 'Portfolio link {{n}}',
    addLink: 'Add link',
    removeLink: 'Remove link {{n}}',
    accreditation:
      'I declare that I am an accredited investor as defined by SEBI, or invest on behalf of an entity that is, and that what I entered is true.',
    submit: 'Send for verification',
    resubmit: 'Save and send again',
    sending: 'Sending…',
    sent: 'Registration sent. An administrator will verify it soon.',
  },
  admin: {
    tab: 'Investors',
    intro: 'Verify investor registrations, or decline them with a reason the investor reads.',
    show: 'Show',
    empty: {
      pending: 'No registrations are waiting. New ones appear here and in your notifications.',
      verified: 'No verified investors yet.',
      declined: 'No declined registrations.',
    },
    ticket: 'Cheque size',
    links: 'Portfolio',
    verify: 'Verify',
    decline: 'Decline',
    verifiedToast: '{{name}} is now a verified investor.',
    declineTitle: 'Decline the registration of {{name}}?',
    reason: 'Reason (the investor reads it)',
    declinedToast: 'The registration was declined and {{name}} was told why.',
  },
};

export type InvestorsMessages = typeof en;
export default en;
