import { privacyPart2En } from './privacy-part-2.en';
import type { LegalDocument } from './types';

/** The Privacy Policy in English (the source text; privacy.hi.ts follows it section by section). */
const privacyEn: LegalDocument = {
  title: 'Privacy Policy',
  updated: '2026-11-01',
  intro:
    'This Privacy Policy explains how {{brand}} collects and uses your personal data, why, for how long, and what rights you have. It is our notice to you under the Digital Personal Data Protection Act, 2023 (the "DPDP Act") and the Digital Personal Data Protection Rules, 2025 (the "DPDP Rules"). Please read it together with our [Terms of Service](/terms-of-service).',
  summary: [
    'We collect only what we need to run {{brand}}: your account, your profile and the things you do on the platform.',
    'We do not sell your personal data and we do not show advertising.',
    'Non-essential cookies run only if you agree, and you can change your mind at any time.',
    'Anyone under 18 needs a parent or guardian to approve their account, and we never track children or target them with advertising.',
    'You can ask to see, correct or erase your data, and the Grievance Officer will reply within 7 days.',
  ],
  sections: [
    {
      id: 'who-we-are',
      heading: 'Who is responsible for your data',
      paragraphs: [
        'This {{brand}} deployment is run by its operator ("we", "us", "our"). The operator decides why and how personal data on this platform is processed and is therefore the **Data Fiduciary** under the DPDP Act.',
        "Organisations such as incubators, universities and startup-summit organisers can run their own tenant spaces on {{brand}}. When an organisation collects data for its own programme, cohort, event or competition, it decides the purposes of that processing and is a Data Fiduciary for it. Where we process that data on the organisation's behalf, we act as its **Data Processor** and follow its instructions under a written agreement. The organisation's own privacy notice then applies as well.",
        'If you are unsure whom to ask, write to our Grievance Officer: we will answer you, or pass your request on to the organisation concerned and tell you that we have done so.',
      ],
    },
    {
      id: 'data-we-collect',
      heading: 'The personal data we collect',
      paragraphs: ['We collect the following personal data, item by item:'],
      list: [
        '**Account data:** your first and last name, username, e-mail address, phone number, password (stored only as a one-way hash), whether you confirmed your e-mail address with a one-time code (OTP), and your acceptance of these documents.',
        "**Age and parental consent:** whether you are under 18 and, if so, your parent's or guardian's name, e-mail address and phone number, and a record of their decision.",
        '**Profile data:** what you choose to add to your profile, such as a photo, gender, age, roll number, year of study, institution, skills, interests, your venture and links.',
        '**Roles and memberships:** the roles you hold (for example entrepreneur, student, expert or mentor, investor, volunteer, organisation) and the tenant spaces, hubs, groups and communities you belong to.',
        '**Programme data:** your enrolments in learning programmes and cohorts, your progress through courses, modules and units, your readiness assessment answers and results, and the certificates you earn.',
        '**Activity and communication:** mentoring requests and sessions, chat and direct messages, posts and comments, calendar entries, event and competition registrations and submissions, and your notification settings.',
        '**Messages to us:** what you write in the Contact Us form or in a bug report, with the name and e-mail address you give.',
        '**Technical data:** your session cookie, your browser type, the pages and features you request, error reports, and your IP address, which we keep only in hashed (one-way scrambled) form to prevent abuse.',
        '**Cookie and language choices:** whether you accepted non-essential cookies and which language you prefer, stored on your own device.',
      ],
      after: [
        'We do not ask for Aadhaar numbers, financial account details or other sensitive identifiers. Please do not put them in your profile, messages or submissions.',
      ],
    },
    {
      id: 'purposes',
      heading: 'Why we use it',
      paragraphs: ['We use each kind of data only for the purposes stated here:'],
      list: [
        '**Account data:** to create and secure your account, sign you in through our OpenID sign-in service, confirm your e-mail address, recover your password and send you messages about your account.',
        "**Age and parental consent:** to obtain and record verifiable consent of a parent or guardian before a child's account opens, and to protect children on the platform.",
        '**Profile data, roles and memberships:** to show your profile to the people you choose, to give you the screens and permissions of your role, and to connect you with programmes, mentors, investors and communities.',
        '**Programme data:** to run programmes and cohorts, save your progress, show your results to you and to the organisers and mentors of your programme, and issue and verify certificates.',
        '**Activity and communication:** to deliver messages and notifications, run mentoring, events and competitions, and keep your calendar.',
        '**Messages to us:** to answer you, to fix the problems you report and to improve the service.',
        '**Technical data:** to keep the service running and secure, to limit spam and abuse (hashed IP addresses are used for rate limits), and to investigate incidents.',
        '**Cookies:** as explained in the [cookies](#cookies) section.',
      ],
      after: [
        'We do not sell personal data, we do not use it for advertising, and we do not make decisions about you by automated means alone that significantly affect you. If we want to use your data for a new purpose, we will give you a fresh notice and, where needed, ask for your consent first.',
      ],
    },
    {
      id: 'legal-basis',
      heading: 'Our legal basis',
      paragraphs: [
        'Under Section 4 of the DPDP Act we process personal data only for a lawful purpose and on one of two grounds:',
      ],
      list: [
        '**Your consent** (Section 6): for creating and using your account, your profile, programme participation, messaging, mentoring and non-essential cookies. For a child, the consent is given by the parent or guardian.',
        "**Certain legitimate uses** (Section 7): where you voluntarily give us data for a specified purpose and have not said that you do not consent to its use, such as a Contact Us message or a bug report (Section 7(a)); to meet a legal obligation to disclose information to the Government or its agencies (Section 7(d)); to comply with a judgment, decree or order issued under law (Section 7(e)); and to respond to a medical emergency involving a threat to someone's life or health (Section 7(f)).",
      ],
      after: [
        'Keeping the service secure, including the security logs that the DPDP Rules require us to keep, is part of the service you consent to and of the duties the DPDP Act places on us.',
      ],
    },
    {
      id: 'notice-and-consent',
      heading: 'Notice and consent',
      paragraphs: [
        'This policy is our notice to you. It lists the personal data we process and the purpose of each item, and explains how to withdraw consent, exercise your rights and complain to the Data Protection Board of India. It is available in English and Hindi; use the language switch to change the language.',
        'We ask for consent by a clear action of yours, such as ticking the box when you create an account or choosing Accept on the cookie notice. Consent for one purpose is never a condition for an unrelated purpose.',
        'You can withdraw consent as easily as you gave it: switch off non-essential cookies with the button in the [cookies](#cookies) section, remove information from your profile, leave a programme or tenant space, or write to the Grievance Officer (for example to have your account deleted). Withdrawal does not affect processing that happened before it. After you withdraw, we stop processing the data concerned and erase it, unless a law requires us to keep it; we also ask our Data Processors to do the same. Some features may no longer work without it.',
        'The DPDP Act allows you to give, manage, review and withdraw consent through a Consent Manager registered with the Data Protection Board. Where such a Consent Manager supports {{brand}}, you may use it, and we will honour the choices it passes on to us.',
      ],
    },
    {
      id: 'children',
      heading: 'Children and persons with disability',
      paragraphs: [
        "Under Section 9 of the DPDP Act, a child is anyone under 18. A child can create an account only after a parent or lawful guardian gives verifiable consent: at sign-up we ask for the parent's or guardian's details and send them a link to approve or decline. The account opens only if they approve. For a person with a disability who has a lawful guardian, the guardian's consent is needed in the same way; please write to the Grievance Officer before creating such an account, so that we can arrange it.",
        "For children's accounts we do not process personal data in a way likely to harm a child's well-being, and we do not track children, monitor their behaviour or direct targeted advertising at them. Analytics and customisation cookies are not used to profile a child, even if they were accepted on the device.",
        "A parent or guardian can exercise the child's rights described in this policy, including asking for the account and its data to be erased, by writing to the Grievance Officer. If you believe we hold a child's data without such consent, tell us and we will suspend the account and erase the data.",
      ],
    },
    {
      id: 'sharing',
      heading: 'Who can see your data',
      paragraphs: ['We share personal data only as follows:'],
      list: [
        '**Other users:** the parts of your profile you make visible, your posts and messages to the people you send them to, and your programme progress to the organisers, cohort managers and mentors of that programme.',
        '**Organisations running tenant spaces:** the data you provide in or for their space, so that they can run their programmes, events and competitions.',
        "**Our Data Processors:** service providers that help us run {{brand}}, such as hosting and database services on the operator's servers, e-mail delivery, and an external OpenID sign-in provider where one is used. They process data only on our instructions, under contracts that require them to keep it secure.",
        '**Authorities:** a government agency, court or regulator in India when the law requires us to, for example under the Information Technology Act, 2000.',
      ],
      after: [
        "If the operator's business is reorganised or transferred, your data may pass to the new operator, who must continue to protect it as this policy says. We will tell you before that happens.",
      ],
    },
    ...privacyPart2En,
  ],
};

export default privacyEn;
