/**
 * English texts of the "legal" namespace: the chrome around the Terms of Service and the Privacy
 * Policy (the documents themselves are structured data in ../content, loaded per language).
 * hi.ts has the same keys (its type is derived from this object). {{brand}} is config.brandName.
 */
const en = {
  lastUpdated: 'Last updated',
  inShort: 'In short',
  onThisPage: 'On this page',
  print: 'Print',
  backToTop: 'Back to top',
  loading: 'Loading the document…',
  loadFailed: 'The document could not be loaded. Check your internet connection and try again.',
  retry: 'Try again',
  seeAlso: 'See also',
  otherDocument: {
    terms: 'Terms of Service',
    privacy: 'Privacy Policy',
  },
  otherDocumentHint: {
    terms: 'The rules for using {{brand}}.',
    privacy: 'How {{brand}} handles your personal data.',
  },
  questions: {
    heading: 'Questions? Contact the Grievance Officer',
    body: 'If something here is unclear, or you want to make a request or a complaint, our Grievance Officer will help.',
    email: 'E-mail {{email}}',
    contactForm: 'Use the Contact Us form',
    reportBugs: 'Report a problem',
    howHandled: 'How we handle grievances',
  },
  /** How to reach the Grievance Officer, as the documents' {{contact}} says it (links in [label](href) form). */
  contact: {
    withEmail:
      'by e-mail at [{{email}}](mailto:{{email}}), through the [Contact Us form](/#contact-us) or on the [Report Bugs](/report-bugs) page',
    withoutEmail: 'through the [Contact Us form](/#contact-us) or on the [Report Bugs](/report-bugs) page',
  },
  cookies: {
    current: 'Your current choice:',
    accepted: 'all cookies allowed',
    declined: 'essential cookies only',
    unset: 'not chosen yet (essential cookies only)',
    change: 'Change cookie choices',
    reopened: 'The cookie notice is open at the bottom of the page: make your choice there.',
  },
};

export type LegalMessages = typeof en;
export default en;
