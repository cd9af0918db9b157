import { termsPart2En } from './terms-part-2.en';
import type { LegalDocument } from './types';

/** The Terms of Service in English (the source text; terms.hi.ts follows it section by section). */
const termsEn: LegalDocument = {
  title: 'Terms of Service',
  updated: '2026-11-01',
  intro:
    'These Terms of Service ("Terms") are an agreement between you and the operator of this {{brand}} deployment ("we", "us", "our"). They set the rules for using {{brand}}, a platform that supports innovation and entrepreneurship in India. Our [Privacy Policy](/privacy-policy) explains how we handle your personal data.',
  summary: [
    'Use {{brand}} lawfully and respectfully: no harassment, spam, infringement, scraping or attacks on the service.',
    'You keep ownership of what you post; you allow us to host and show it so that the platform can work.',
    'Certificates confirm that you completed a programme; they are not an accreditation or a degree.',
    'Mentors and investors share views, not investment advice, and we are not a party to any deal you make.',
    'This is a Limited Release Edition: features change, and we welcome bug reports.',
  ],
  sections: [
    {
      id: 'acceptance',
      heading: 'Accepting these Terms',
      paragraphs: [
        'By creating an account, or by using {{brand}} without one, you agree to these Terms. If you do not agree, please do not use the platform.',
        'If you use {{brand}} on behalf of an organisation, you confirm that you are authorised to accept these Terms for it, and "you" then includes the organisation.',
        'These Terms are an electronic record under the Information Technology Act, 2000 and the rules made under it, and they do not need a physical or digital signature.',
      ],
    },
    {
      id: 'eligibility',
      heading: 'Who can use {{brand}}',
      paragraphs: [
        'You may use {{brand}} if you can form a binding contract under Indian law and are not barred from using it under any law.',
        'If you are under 18, you may use {{brand}} only after your parent or lawful guardian gives verifiable consent. When you sign up, we e-mail them a link to approve your account, and it opens only after they approve. By approving, your parent or guardian accepts these Terms on your behalf and is responsible for your use of the platform. The same applies to a person with a disability who has a lawful guardian.',
      ],
    },
    {
      id: 'accounts',
      heading: 'Your account and its security',
      paragraphs: [
        'Give us accurate information when you register and keep it up to date. We confirm your e-mail address with a one-time code (OTP).',
        'Keep your password secret and do not share your account. You are responsible for what happens through your account until you tell us that it has been misused. If you suspect misuse, change your password and contact us at once.',
        "You may have only one personal account, and you must not create an account in someone else's name or impersonate any person or organisation.",
      ],
    },
    {
      id: 'roles-and-organisations',
      heading: "Roles and organisations' spaces",
      paragraphs: [
        'You choose a role, such as entrepreneur, student, expert or mentor, investor, volunteer or organisation. Your role decides which features you can use. Pick the role that truly describes you; we may ask you to confirm it.',
        "Organisations such as incubators, universities and startup-summit organisers can run their own tenant spaces on {{brand}}, with their own programmes, cohorts, events and competitions. The administrators of a tenant space are responsible for their space: for whom they invite, for the content and programmes they publish there, for how they use their members' data, and for following the law and these Terms. An organisation may add its own rules for its space, provided they do not conflict with these Terms.",
        'We provide the tools, but we do not check or endorse every programme, event, competition or offer published in a tenant space. Questions about one should go first to the organisation that runs it.',
      ],
    },
    {
      id: 'acceptable-use',
      heading: 'Acceptable use',
      paragraphs: [
        'Treat others with respect and use {{brand}} only for lawful purposes. As the IT (Intermediary Guidelines and Digital Media Ethics Code) Rules, 2021 require, you must not host, display, upload, modify, publish, transmit, store, update or share any information that:',
      ],
      list: [
        'belongs to another person and to which you have no right;',
        "is obscene, pornographic, paedophilic, invasive of another person's privacy (including bodily privacy), insulting or harassing on the basis of gender, racially or ethnically objectionable, relates to or encourages money laundering or gambling, or promotes enmity between groups on the grounds of religion or caste with the intent to incite violence;",
        'is harmful to children;',
        'infringes any patent, trademark, copyright or other proprietary right;',
        'deceives or misleads anyone about its origin, or knowingly and intentionally communicates information that is false or misleading;',
        'impersonates another person;',
        'threatens the unity, integrity, defence, security or sovereignty of India, friendly relations with foreign States, or public order, or incites any cognisable offence, prevents the investigation of any offence, or insults another nation;',
        'contains a software virus or any other code designed to interrupt, destroy or limit the functioning of any computer resource; or',
        'violates any law in force in India.',
      ],
      after: [
        "You also must not: harass, bully, threaten or stalk anyone; send spam, chain messages or unsolicited promotions; collect data from {{brand}} by scraping, crawling or other automated means without our written permission; probe, scan or test the security of the platform, bypass its access controls, or overload it (report security problems to us instead); use another person's account; or use the platform to run a scheme that asks the public for money without the approvals the law requires.",
        'We may remove content or limit accounts that break these rules, as described in [Suspension and termination](#suspension-and-termination).',
      ],
    },
    {
      id: 'your-content',
      heading: 'Your content',
      paragraphs: [
        'You keep ownership of everything you post or upload, such as your profile, ideas, pitches, posts, messages and submissions ("your content").',
        'You give us a non-exclusive, royalty-free, worldwide licence to host, store, copy, process, display and share your content only as needed to run, secure and improve {{brand}}, and to show it to the people you share it with. This licence ends when you delete the content or your account, except for copies others already received (for example messages you sent) and backups that are erased on their normal schedule.',
        'You confirm that you have the rights to what you post and that it does not break these Terms. Think carefully before sharing confidential business ideas: other users are not bound to keep them confidential unless you agree that with them separately.',
        "Submissions to a competition or programme run by an organisation are also subject to that organisation's rules, which may say more about how it uses them.",
      ],
    },
    {
      id: 'our-content',
      heading: 'Our content and your feedback',
      paragraphs: [
        'The platform itself, its software, design, logos and the learning content we publish belong to us or to our licensors. You may use them only to use {{brand}} as intended; you may not copy, sell or redistribute them without permission. Learning material published by an organisation belongs to that organisation.',
        'If you send us ideas or feedback, including bug reports, we may use them to improve the service without owing you anything.',
      ],
    },
    {
      id: 'programmes-and-certificates',
      heading: 'Programmes and certificates',
      paragraphs: [
        'Learning programmes, cohorts, readiness assessments, events and competitions are offered by us or by the organisations running tenant spaces. Their organisers set the content, schedule, selection criteria and any prizes.',
        'A certificate issued through {{brand}} confirms that you completed the programme as recorded on the platform. It is not a degree, diploma or accreditation, and it is not recognised by any regulator or statutory body unless the issuing organisation states otherwise. Readiness assessments give guidance, not a guarantee of success or of funding.',
        'We may withdraw a certificate obtained by cheating or through false information.',
      ],
    },
    {
      id: 'mentoring-and-investment',
      heading: 'Mentoring and investor interactions',
      paragraphs: [
        'Mentors, experts and investors on {{brand}} share their own views. Nothing on the platform is investment, legal, tax or financial advice, or an offer or solicitation to buy or sell securities. Get professional advice before you make such decisions.',
        'We only provide a place to meet. We are not a party to any agreement, investment, employment or other deal between users, we do not act as a broker or intermediary for investments, and we are not responsible for whether such a deal goes ahead or how it turns out. Do your own checks (due diligence) and make sure any deal complies with the law, including the Companies Act, 2013 and the regulations of the Securities and Exchange Board of India (SEBI) where they apply.',
        'Respect the confidentiality and time of mentors and mentees. Mentoring that involves a participant under 18 must follow the safeguards set by the programme that arranged it.',
      ],
    },
    ...termsPart2En,
  ],
};

export default termsEn;
