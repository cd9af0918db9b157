import type { LegalSection } from './types';

/** The Privacy Policy in English, second half: rights, retention, security, cookies, grievances. */
export const privacyPart2En: LegalSection[] = [
  {
    id: 'your-rights',
    heading: 'Your rights',
    paragraphs: ['As a Data Principal under the DPDP Act you have the right to:'],
    list: [
      '**Access information** (Section 11): get a summary of the personal data we process about you and of what we do with it, and the names of the other Data Fiduciaries and Data Processors we have shared it with, with a description of what was shared.',
      '**Correction, completion and updating** (Section 12): have inaccurate or misleading data corrected, incomplete data completed and out-of-date data updated. You can change most of your details yourself in your profile and settings.',
      '**Erasure** (Section 12): have data erased that is no longer needed for the purpose it was collected for, or for which you withdraw consent, unless a law requires us to keep it. You can ask us to delete your account at any time; we confirm once it is done.',
      '**Grievance redressal** (Section 13): have a complaint about how we handle your data answered by our Grievance Officer.',
      '**Nominate** (Section 14): name another person who may exercise these rights for you if you die or become unable to act because of unsoundness of mind or infirmity of body.',
      '**Withdraw consent** at any time, as explained under [Notice and consent](#notice-and-consent).',
    ],
    after: [
      'To use a right, write to the Grievance Officer {{contact}}. Tell us the e-mail address or username of your account. To protect you, we may ask you to confirm the request from that e-mail address before we act on it. We do not charge for these requests.',
    ],
  },
  {
    id: 'your-duties',
    heading: 'Your duties',
    paragraphs: [
      'Section 15 of the DPDP Act also gives you duties. When you use {{brand}} or exercise your rights, you must:',
    ],
    list: [
      'comply with the law;',
      'not impersonate another person when you provide personal data;',
      'not suppress material information when you provide personal data for any document, unique identifier, proof of identity or proof of address issued by the State;',
      'not file a false or frivolous grievance or complaint with us or with the Data Protection Board; and',
      'provide only verifiably authentic information when you ask for correction or erasure.',
    ],
    after: ['A breach of these duties can lead to a penalty of up to ₹10,000 under the DPDP Act.'],
  },
  {
    id: 'retention',
    heading: 'How long we keep your data',
    paragraphs: [
      'We keep personal data only as long as we need it for the purpose it was collected for, or as long as a law requires, and then erase it. Specifically:',
    ],
    list: [
      '**Account, profile, role and programme data, messages and certificates:** for as long as your account exists. When your account is deleted at your request, we erase them from our live systems and from our backups within 30 days.',
      "**Parental consent records:** for as long as the child's account exists and for one year after it is closed, so that we can show the consent was given.",
      '**One-time codes (OTP):** valid for 10 minutes; we keep them only until they are used or expire.',
      '**Contact Us messages and bug reports:** for 2 years after our last reply, then erased.',
      '**Security logs, including hashed IP addresses:** for 1 year, as the DPDP Rules require, then erased.',
      '**Content removed, or an account closed, for breaking the law or the Terms:** the related records for 180 days, or longer if a court or an authorised government agency lawfully asks us to, as the IT (Intermediary Guidelines and Digital Media Ethics Code) Rules, 2021 require.',
      '**Cookie and language choices:** on your device until you change them or clear your browser storage.',
    ],
    after: [
      'Data that an organisation collected for its programme in its tenant space is kept for the period the organisation sets, within the limits of the law. Data made anonymous, so that it can no longer identify you, may be kept to understand how the platform is used.',
    ],
  },
  {
    id: 'security',
    heading: 'How we protect your data',
    paragraphs: [
      'We take reasonable security safeguards, as Section 8(5) of the DPDP Act and the DPDP Rules require, to prevent personal data breaches. They include:',
    ],
    list: [
      'encrypted connections (HTTPS) between your browser and {{brand}};',
      'passwords stored only as strong one-way hashes, and IP addresses kept only in hashed form;',
      'access limited to the people who need it, by role and by tenant space, with each organisation seeing only its own space;',
      'logs of access to our systems, monitored and reviewed to detect misuse;',
      'regular backups, so that the service can continue after an incident; and',
      'contracts with our Data Processors requiring them to keep data secure.',
    ],
    after: [
      'No system is completely secure. Keep your password to yourself, sign out on shared devices, and tell us at once if you think your account has been misused.',
    ],
  },
  {
    id: 'breach',
    heading: 'If a personal data breach happens',
    paragraphs: [
      'If a personal data breach happens, we will inform the Data Protection Board of India and each affected person without delay, as Section 8(6) of the DPDP Act and the DPDP Rules require, and send the Board a detailed report within 72 hours of becoming aware of it.',
      'Our message to you will describe, in plain language, what happened, when and to what extent, the likely consequences for you, what we are doing to limit the harm, what you can do to protect yourself, and whom to contact.',
    ],
  },
  {
    id: 'transfers',
    heading: 'Transfers outside India',
    paragraphs: [
      'We store your personal data in a PostgreSQL database on servers that the operator controls. Some of our Data Processors, such as an e-mail delivery service, may process data outside India.',
      'Section 16 of the DPDP Act allows such transfers except to a country or territory that the Central Government has restricted by notification. We do not transfer personal data to any restricted country, and we follow any conditions the Central Government sets for transfers. The data stays protected as this policy describes wherever it is processed.',
    ],
  },
  {
    id: 'cookies',
    heading: 'Cookies and similar technologies',
    paragraphs: [
      'Cookies are small files a website stores in your browser; "local storage" works in a similar way. {{brand}} uses three kinds:',
    ],
    list: [
      '**Essential:** needed for the site to work, such as the session cookie that keeps you signed in and secure, your current role and tenant space, your language and your cookie choice itself. They are always on and are not used for analytics or advertising.',
      '**Performance and functionality:** help pages load faster and remember choices such as layout, so the site works better for you. Used only with your consent.',
      '**Analytics and customisation:** tell us how the platform is used so that we can improve it, and tailor content and recommendations to your interests. Used only with your consent, and never to profile children.',
    ],
    after: [
      'When you first visit, a cookie notice asks for your choice; until you accept, only essential cookies are used. Your choice is stored on your device. To change it, use the button below: the cookie notice opens again so that you can accept or decline. You can also delete cookies in your browser settings, but you will then be signed out.',
    ],
    action: 'cookie-settings',
  },
  {
    id: 'grievance-officer',
    heading: 'Grievance Officer',
    paragraphs: [
      'If you have a question or a complaint about your personal data, or want to use your rights, contact our **Grievance Officer** {{contact}}. If your question is about a programme run by an organisation in its own tenant space, we will answer it together with that organisation.',
      'We respond within 7 days and resolve your grievance within 30 days. If we need more time, we will tell you why and when to expect an answer.',
    ],
  },
  {
    id: 'data-protection-board',
    heading: 'Complaints to the Data Protection Board of India',
    paragraphs: [
      'If you are not satisfied with our answer, or do not receive one in time, you can complain to the **Data Protection Board of India**. The DPDP Act asks you to first use our grievance redressal process described above.',
      'The Board works as a digital office: complaints are filed online, as set out on its website. An order of the Board can be appealed to the Telecom Disputes Settlement and Appellate Tribunal (TDSAT).',
    ],
  },
  {
    id: 'changes',
    heading: 'Changes to this policy',
    paragraphs: [
      'We may update this policy when our services or the law change. The date at the top shows the latest version. If a change is significant, we will tell you by e-mail or on the platform before it takes effect, and where a change needs your consent we will ask for it again.',
    ],
  },
];
