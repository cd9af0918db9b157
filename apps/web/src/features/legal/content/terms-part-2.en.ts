import type { LegalSection } from './types';

/** The Terms of Service in English, second half: the service, liability, law and grievances. */
export const termsPart2En: LegalSection[] = [
  {
    id: 'third-party-links',
    heading: 'Third-party links and services',
    paragraphs: [
      '{{brand}} may link to websites, videos, tools or offers of others, and users and organisations may share such links. We do not control them and are not responsible for their content, their terms or their privacy practices. Using them is at your own risk and under their own terms.',
    ],
  },
  {
    id: 'limited-release',
    heading: 'Limited Release Edition',
    paragraphs: [
      'This is a Limited Release Edition of {{brand}}. Some features are still being built or tested: they may change, move, be incomplete or be withdrawn, and you may find mistakes. Please tell us about any problem on the [Report Bugs](/report-bugs) page; your reports help us improve the platform for everyone.',
      'Some features may be marked as premium. Using {{brand}} is currently free of charge. If we introduce fees, we will tell you the price and terms in advance, and you will pay only if you choose to.',
    ],
  },
  {
    id: 'availability-and-changes',
    heading: 'Availability and changes',
    paragraphs: [
      'We work to keep {{brand}} available and secure, but we do not promise that it will always be available, uninterrupted or free of errors. We may need to pause it for maintenance, upgrades or reasons beyond our control.',
      'We may change, add or remove features. We may also update these Terms when our services or the law change; the date at the top shows the latest version. If a change is significant, we will tell you by e-mail or on the platform before it takes effect. If you continue to use {{brand}} after that, you accept the new Terms; if you do not agree, you can close your account.',
      'As the law requires, we will remind you of the main rules for using {{brand}} at least once a year.',
    ],
  },
  {
    id: 'suspension-and-termination',
    heading: 'Suspension and termination',
    paragraphs: [
      'You can stop using {{brand}} and delete your account at any time.',
      'We may remove or disable access to content, restrict features, or suspend or close an account if it breaks these Terms or the law, if a court or an authorised government agency lawfully orders us to, or to protect users or the platform. Where the law allows and it is safe to do so, we will tell you why and give you a chance to respond. If you think we made a mistake, contact the Grievance Officer.',
      'When an account is closed, we handle its data as our [Privacy Policy](/privacy-policy) describes. The parts of these Terms that by their nature should continue, such as the licence for content others already received, disclaimers, limitation of liability, indemnity and governing law, continue to apply.',
    ],
  },
  {
    id: 'disclaimers',
    heading: 'Disclaimers',
    paragraphs: [
      '{{brand}} is provided "as is" and "as available". To the extent Indian law allows, we do not give warranties that it will meet your needs or that any content, programme, mentor, investor or other user on it is accurate, reliable or suitable for you. Content posted by users and organisations is their responsibility, not ours.',
      'As an intermediary under Section 79 of the Information Technology Act, 2000, we are not responsible for information that users or organisations host or share through the platform, provided we meet our due-diligence obligations under that Act and the rules made under it.',
    ],
  },
  {
    id: 'limitation-of-liability',
    heading: 'Limitation of liability',
    paragraphs: [
      'To the extent Indian law allows, we are not liable for indirect or consequential loss, such as loss of profits, business opportunity, data or goodwill, arising from your use of {{brand}} or from dealings between users.',
      'Our total liability to you for any claim about the platform is limited to the higher of ₹10,000 or the amount you paid us for the service in the 12 months before the claim arose.',
      'Nothing in these Terms limits liability that cannot be limited under Indian law, such as liability for fraud or for our wilful misconduct, or takes away your rights as a consumer under the Consumer Protection Act, 2019.',
    ],
  },
  {
    id: 'indemnity',
    heading: 'Indemnity',
    paragraphs: [
      "If someone makes a claim against us because of content you posted, your breach of these Terms or your violation of the law or of another person's rights, you agree to compensate us for the reasonable losses and costs that result, to the extent they are caused by you.",
    ],
  },
  {
    id: 'governing-law',
    heading: 'Governing law and disputes',
    paragraphs: [
      'These Terms are governed by the laws of India. Please first try to resolve any dispute with us through the grievance process below. If that does not succeed, the courts having jurisdiction where the operator of this {{brand}} deployment is registered will have exclusive jurisdiction, without limiting your right to approach a Consumer Disputes Redressal Commission under the Consumer Protection Act, 2019.',
    ],
  },
  {
    id: 'grievance-redressal',
    heading: 'Grievance redressal',
    paragraphs: [
      'Under the Information Technology Act, 2000 and the IT (Intermediary Guidelines and Digital Media Ethics Code) Rules, 2021, we have appointed a **Grievance Officer**. You can contact the Grievance Officer {{contact}} to report content or conduct that breaks these Terms or the law, or to complain about a decision we took about your content or account.',
      "We acknowledge your complaint within 24 hours and resolve it within 15 days. A request to remove content that breaks the rules listed under [Acceptable use](#acceptable-use) is acted on within 72 hours. A complaint about content that exposes a person's private areas, shows them in full or partial nudity or in a sexual act, or impersonates them (including morphed images) is acted on within 24 hours.",
      "If you are not satisfied with the Grievance Officer's decision, you may appeal to the Grievance Appellate Committee set up by the Government of India within 30 days of receiving it. Requests about your personal data are handled as our [Privacy Policy](/privacy-policy#grievance-officer) describes.",
    ],
  },
  {
    id: 'contact',
    heading: 'Contact',
    paragraphs: [
      'For questions about these Terms, write to us {{contact}}. To report a technical problem, use the [Report Bugs](/report-bugs) page.',
      'If any part of these Terms is found to be unenforceable, the rest remains in force. If we do not enforce a right at once, we do not give it up. These Terms, together with the Privacy Policy and any rules of the tenant spaces you join, are the whole agreement between you and us about {{brand}}.',
    ],
  },
];
