import type { TContentDetails } from '@ankur/shared/schemas/content';
import { h, ol, p, ul } from './demo-library-html.ts';
import { MEDIA } from './demo-library-media.ts';

/**
 * The library's demo pieces (issue 22, SEED_DEMO): written for Indian founders, in English and
 * Hindi, by the demo people of demo-profiles.ts. Facts are general guidance as of 2024–25 and each
 * piece says where to check the current rule.
 */

export type Who = 'admin' | 'priya.deshmukh' | 'anil.patil' | 'sameer.joshi' | 'lakshmi.narayanan';

export interface DemoPiece {
  title: string;
  summary: string;
  body: string;
  language?: 'en' | 'hi';
  level?: 'beginner' | 'intermediate' | 'advanced';
  topics: string[];
  hubs: string[];
  by: Who;
  status?: 'draft' | 'in_review';
  featured?: boolean;
  /** published this many days before the seeding day */
  daysAgo: number;
  details: TContentDetails;
  /** a generated file: a short soft tone (podcast), a one-page PDF (report, book) or a CSV (template) */
  file?: 'wav' | 'pdf' | 'csv';
}

const ARTICLES: DemoPiece[] = [
  {
    title: 'Startup India Seed Fund Scheme: who qualifies and how to apply',
    summary:
      'The seed fund gives early startups up to ₹20 lakh for a prototype and up to ₹50 lakh to reach the market, through incubators. What the rules ask and how to prepare a strong application.',
    by: 'priya.deshmukh',
    featured: true,
    daysAgo: 3,
    level: 'beginner',
    topics: ['fundraising', 'government-schemes', 'seed-fund'],
    hubs: ['funding-hub', 'policy-mission-hub'],
    details: { kind: 'article' },
    body: p(
      'The Startup India Seed Fund Scheme (SISFS) was launched in 2021 with a corpus of ₹945 crore. It does not fund startups directly: the government selects incubators across the country, and each incubator runs its own call, evaluates applicants and releases the money in tranches tied to milestones. That one fact shapes everything about how you apply.',
      h('What the money is for'),
      'There are two windows. Up to ₹20 lakh is given as a grant for proof of concept, prototype development or product trials. Up to ₹50 lakh is given as convertible debentures or debt-linked instruments for market entry, commercialisation or scaling. Most first-time applicants should aim at the first window; the second suits teams that already have a working product and early customers.',
      h('Who qualifies'),
      ul(
        'Your startup is recognised by DPIIT (see our step-by-step article on recognition).',
        'It was incorporated not more than two years before you apply.',
        'It has a business idea to develop a product or service with market fit, viable commercialisation and scope for scaling, using technology in its core product, business model, distribution or solution.',
        'It has not received more than ₹10 lakh of monetary support under any other central or state government scheme (prize money from competitions and subsidised workspace do not count).',
        'Indian promoters hold at least 51 % of the shares at the time of application.',
      ),
      'Sectors such as social impact, waste management, water, financial inclusion, education, agriculture, food processing, biotechnology, healthcare, energy, mobility, defence, space, railways, oil and gas and textiles get preference, but no sector is excluded.',
      h('How to apply'),
      ol(
        'Create an account on the Startup India portal and complete your startup profile with the DPIIT recognition number.',
        'Open the seed fund page and choose up to three incubators. Read each incubator’s focus: an agritech startup applying to a fintech incubator wastes one of its three choices.',
        'Fill in the application: the problem, your solution, the stage of the product, the team, how the money will be used and the milestones you commit to.',
        'Shortlisted applicants pitch to the Incubator Seed Management Committee. Expect questions on your milestones and on how you will reach your first paying customers.',
      ),
      h('What makes an application strong'),
      'Committees read hundreds of forms. The strongest ones are specific. Instead of “we will build an app for farmers”, write “we will run a 90-day trial of our soil-moisture sensor with 40 farmers in two villages of Nashik district and measure water saved against their last season”. Tie every rupee to a milestone, show that someone on the team has done the hard part before, and attach evidence of demand: letters of intent, pilot results or even a list of interviews with potential customers.',
      'Finally, plan for the tranches. The incubator releases money as you reach the milestones you promised, so promise milestones you can reach. Check the current guidelines on the Startup India portal before you apply; the scheme’s details are revised from time to time.',
    ),
  },
  {
    title: 'DPIIT recognition in seven steps',
    summary:
      'Recognition opens tax exemptions, easier public procurement and cheaper patents. The eligibility rules, the documents and the seven steps on the portal.',
    by: 'sameer.joshi',
    daysAgo: 9,
    level: 'beginner',
    topics: ['dpiit-recognition', 'compliance', 'government-schemes'],
    hubs: ['policy-mission-hub', 'ip-compliance-hub'],
    details: { kind: 'article' },
    body: p(
      'Recognition by the Department for Promotion of Industry and Internal Trade (DPIIT) is the entry ticket to most Startup India benefits. It costs nothing, takes a few days when the application is complete, and is worth doing as soon as your company is incorporated.',
      h('Are you eligible?'),
      ul(
        'You are a private limited company, a limited liability partnership or a registered partnership firm. Sole proprietorships do not qualify.',
        'Your entity is not more than ten years old from the date of incorporation.',
        'Your turnover has not crossed ₹100 crore in any financial year since incorporation.',
        'You work towards innovation, development or improvement of products, processes or services, or you have a scalable business model with high potential for employment or wealth creation.',
        'You were not formed by splitting up or reconstructing an existing business.',
      ),
      h('What you need ready'),
      'The certificate of incorporation, the company’s PAN, details of directors or partners, your registered address, a short description of what is innovative about your work, and any supporting material: a website, a pitch deck, a patent filing, a video of the product or a letter of support from an incubator.',
      h('The seven steps'),
      ol(
        'Register on the Startup India portal with an e-mail address you will keep.',
        'Complete the startup profile: entity type, incorporation number, sector and stage.',
        'Choose “Apply for DPIIT recognition” from the dashboard.',
        'Fill in the entity details, the registered office and the directors or partners.',
        'Describe the innovation: the problem, how you solve it, why it is new or better, and how it can scale. Write plainly; this section decides most applications.',
        'Upload the documents and accept the self-declaration.',
        'Submit, note the application number, and answer any query from the department promptly.',
      ),
      h('What recognition brings'),
      'Self-certification under several labour and environmental laws for the first years; eligibility to apply for the income tax holiday under section 80-IAC (three consecutive years out of the first ten, after a separate approval by the Inter-Ministerial Board); fast-tracked examination of patent applications with an 80 % rebate on patent fees and 50 % on trademark fees; relaxed prior-experience and turnover conditions in public procurement; and access to the Fund of Funds and the Seed Fund Scheme.',
      'A common mistake is to describe the business instead of the innovation. “We sell organic vegetables online” will be questioned; “we grade produce at the farm gate with a phone camera so that farmers are paid by quality” explains what is new. Keep your recognition certificate safe: incubators, banks and investors will ask for it.',
    ),
  },
  {
    title: 'GST registration for a new startup: when, how and what it costs you',
    summary:
      'When registration becomes compulsory, when to register early anyway, the documents and the REG-01 form, and the monthly habits that keep you out of trouble.',
    by: 'anil.patil',
    daysAgo: 15,
    level: 'beginner',
    topics: ['gst', 'compliance', 'taxation'],
    hubs: ['ip-compliance-hub'],
    details: { kind: 'article' },
    body: p(
      'Goods and Services Tax registration is often the first compliance a founder meets after incorporation. It is not hard, but the timing matters, and so do the habits you build in the first months.',
      h('When you must register'),
      ul(
        'Your aggregate turnover in a financial year crosses ₹40 lakh if you supply only goods, or ₹20 lakh if you supply services (lower limits apply in some special category states).',
        'You make inter-state supplies of goods, whatever your turnover.',
        'You sell goods through an e-commerce marketplace that collects tax at source.',
        'You are liable to pay tax under reverse charge, or you are a casual or non-resident taxable person.',
      ),
      h('When to register early'),
      'Many startups register before they must. Business customers usually want a GST invoice so that they can claim input tax credit, and without registration you cannot pass credit on or claim credit on what you buy: laptops, software subscriptions, office rent. If you sell to companies, register early. If you sell small-ticket services to consumers in one state, you may reasonably wait.',
      h('Documents'),
      'PAN of the business; PAN and Aadhaar of the directors or partners; the certificate of incorporation; proof of the place of business (an electricity bill with a rent agreement or a no-objection letter from the owner); a cancelled cheque or bank statement; photographs of the promoters; and the authorised signatory’s letter or board resolution.',
      h('The process'),
      ol(
        'On the GST portal, fill Part A of form REG-01 with PAN, mobile number and e-mail; verify both by OTP and note the temporary reference number.',
        'Fill Part B: business details, promoters, principal place of business, the goods or services you supply (HSN or SAC codes) and bank details.',
        'Opt for Aadhaar authentication: it usually avoids a physical verification of your premises.',
        'Sign with a digital signature certificate (mandatory for companies and LLPs) or an EVC and submit. You receive an application reference number.',
        'If the officer raises no query, your GSTIN and registration certificate arrive in about a week.',
      ),
      h('After registration'),
      'File GSTR-1 (your sales) and GSTR-3B (the summary return and payment) on time every month or quarter, even when you had no sales: late fees add up. Reconcile your purchase register with GSTR-2B before you claim credit. Display the GSTIN at your place of business and on every invoice. The thresholds and forms change; check the GST portal or ask a chartered accountant before you file.',
    ),
  },
  {
    title: 'Angel tax: what it was, why it went, and what founders should still watch',
    summary:
      'Section 56(2)(viib) taxed share premiums above fair value. The 2024 budget abolished it; valuation reports and FEMA pricing rules still matter.',
    by: 'lakshmi.narayanan',
    daysAgo: 21,
    level: 'intermediate',
    topics: ['fundraising', 'taxation', 'angel-investment'],
    hubs: ['funding-hub'],
    details: { kind: 'article' },
    body: p(
      '“Angel tax” was the name founders gave to section 56(2)(viib) of the Income-tax Act. When a closely held company issued shares at a price above their fair market value, the excess premium was treated as the company’s income and taxed. For a startup raising money on the promise of future growth, the gap between what an angel paid and what a tax officer thought the shares were worth could turn an investment into a tax demand.',
      h('How startups coped'),
      'From 2019, startups recognised by DPIIT could claim an exemption by filing a declaration (form 2 on the Startup India portal), subject to limits on the paid-up capital and share premium after the issue and conditions on what the company could invest in. The Finance Act of 2023 then extended the provision to investment from non-residents, which worried founders raising from foreign angels and funds.',
      h('What changed'),
      'The Union Budget of July 2024 abolished angel tax for all classes of investors. The Finance (No. 2) Act, 2024 removed the clause from assessment year 2025–26 onwards, so share issues after that point are no longer taxed as income because their premium is high.',
      h('What founders should still watch'),
      ul(
        'Valuation still matters. Issues of shares to non-residents must follow the pricing rules under the Foreign Exchange Management Act: a resident company cannot issue shares to a non-resident below fair value, determined by an internationally accepted method and certified by a chartered accountant or merchant banker.',
        'Past years are not wiped clean. Assessments for earlier years can still raise questions about premiums received then; keep the valuation reports and board papers of every round.',
        'Documentation protects you. For every round, keep the valuation report, the shareholders’ agreement, the share subscription agreement, the filings with the Registrar (PAS-3 for allotment) and, for foreign investment, the FC-GPR filing with the Reserve Bank through the FIRMS portal.',
      ),
      'The practical lesson: price every round with a proper valuation report dated close to the allotment, file on time, and keep a clean folder per round. Tax law changes every year; confirm the current position with your chartered accountant before a round closes.',
    ),
  },
  {
    title: 'Writing a pitch deck that gets you the second meeting',
    summary:
      'Twelve slides, one story. What each slide must answer, the numbers investors look for first and the mistakes that end the conversation.',
    by: 'lakshmi.narayanan',
    featured: true,
    daysAgo: 5,
    level: 'intermediate',
    topics: ['pitch-deck', 'fundraising'],
    hubs: ['funding-hub', 'youth-leadership-hub'],
    details: { kind: 'article' },
    body: p(
      'A deck does not raise money; it earns you a meeting. Most investors spend about three minutes on a deck they receive by e-mail. In those three minutes they want to know what you do, why now, why you, and whether the numbers could become large. Build the deck around those questions.',
      h('The twelve slides'),
      ol(
        'Title: the company name and one sentence that says what you do, in words a customer would use.',
        'Problem: who has it, how often, and what it costs them today. One real customer story beats a market statistic.',
        'Solution: what you built and how it solves the problem. A screenshot or a photograph of the product in use.',
        'Why now: what changed — UPI, cheaper sensors, a new regulation, a shift in buyer behaviour — that makes this possible today.',
        'Market: a bottom-up estimate. “40,000 dairy cooperatives × ₹30,000 a year” is credible; “1 % of a ₹50,000 crore market” is not.',
        'Traction: revenue, users, retention, pilots, letters of intent. Show the trend on a chart with dates.',
        'Business model: who pays, how much, how often, and what it costs you to serve them.',
        'Go-to-market: how you reach the next thousand customers and what that costs.',
        'Competition: the alternatives customers use today, including doing nothing, and why they will switch.',
        'Team: why this team will win. Relevant experience, not logos.',
        'Financials: the next 18–24 months of revenue and burn, with the assumptions.',
        'The ask: how much you are raising, the milestones the money buys and the runway it gives.',
      ),
      h('Numbers first'),
      'Investors look for a handful of numbers: monthly revenue and its growth, gross margin, customer acquisition cost against lifetime value, retention by cohort, and runway. If you are pre-revenue, show the numbers you do have — pilot conversion, waiting-list growth, engagement — and say honestly what you do not know yet.',
      h('Mistakes that end the conversation'),
      ul(
        'Claiming there is no competition.',
        'A hockey-stick forecast with no assumptions behind it.',
        'Forty slides. Send twelve and keep an appendix for the meeting.',
        'Jargon. If your mother cannot explain slide one, rewrite it.',
        'A valuation on the ask slide. Discuss it in the room.',
      ),
      'Send the deck as a PDF named with your company and the month, keep it under 10 MB, and follow up once after a week. Then practise the ten-minute version out loud until you can give it without the slides.',
    ),
  },
  {
    title: 'Customer discovery: twenty conversations before a line of code',
    summary:
      'How to find people to talk to, the questions that reveal real problems, and how to tell a polite “nice idea” from a customer who will pay.',
    by: 'priya.deshmukh',
    daysAgo: 30,
    level: 'beginner',
    topics: ['customer-discovery', 'product'],
    hubs: ['youth-leadership-hub', 'projects-cohort-hub'],
    details: { kind: 'article' },
    body: p(
      'Most startups that fail build something nobody needed badly enough to pay for. Customer discovery is the cheapest protection: before you build, talk to the people whose problem you want to solve, and listen for evidence rather than encouragement.',
      h('Whom to talk to'),
      'Write down who you think has the problem in one sentence: “owners of kirana stores in tier-2 towns who restock twice a week”. Then find twenty of them. Walk into shops, ask your relatives, post in trade associations’ WhatsApp groups, stand outside a wholesale market at six in the morning. Avoid friends who will be kind, and people who are not the buyer.',
      h('Questions that work'),
      ul(
        '“Tell me about the last time this happened.” Past behaviour is evidence; opinions about the future are not.',
        '“What did you do about it?” If they did nothing, the problem may not hurt enough.',
        '“What does it cost you today?” In money, time or stress.',
        '“Who else is involved in deciding?” In many Indian businesses the user, the payer and the decision-maker are three different people.',
        '“Can I show you something next week?” A yes with a date and time is a small commitment; a vague yes is not.',
      ),
      h('Questions to avoid'),
      'Do not ask “would you use an app that…?” or “how much would you pay for…?”. People are generous with hypothetical answers. Do not pitch in the first conversation: the moment you describe your idea, people start telling you what you want to hear.',
      h('Making sense of twenty conversations'),
      'After each conversation write three lines: the problem as they described it, what they do today, and any commitment they made. After twenty, look for patterns. If the same problem comes up unprompted in more than half the conversations, and some people have already tried to solve it with spreadsheets, workers or money, you have found something worth building. If not, change the customer or the problem and do twenty more. It is far cheaper than building the wrong product.',
    ),
  },
  {
    title: 'डीपीआईआईटी मान्यता: स्टार्टअप के लिए पहला ज़रूरी क़दम',
    summary: 'डीपीआईआईटी मान्यता क्या है, कौन आवेदन कर सकता है, किन काग़ज़ों की ज़रूरत है और इससे कौन-से लाभ मिलते हैं।',
    by: 'sameer.joshi',
    language: 'hi',
    featured: true,
    daysAgo: 6,
    level: 'beginner',
    topics: ['dpiit-recognition', 'government-schemes'],
    hubs: ['policy-mission-hub'],
    details: { kind: 'article' },
    body: p(
      'उद्योग संवर्धन और आंतरिक व्यापार विभाग (डीपीआईआईटी) की मान्यता स्टार्टअप इंडिया के ज़्यादातर लाभों की पहली शर्त है। यह निःशुल्क है, आवेदन पूरा हो तो कुछ ही दिनों में मिल जाती है, और कंपनी बनते ही इसके लिए आवेदन कर देना चाहिए।',
      h('कौन आवेदन कर सकता है'),
      ul(
        'प्राइवेट लिमिटेड कंपनी, सीमित देयता भागीदारी (एलएलपी) या पंजीकृत साझेदारी फ़र्म। एकल स्वामित्व वाले व्यवसाय पात्र नहीं हैं।',
        'पंजीकरण की तारीख़ से दस वर्ष से कम पुरानी इकाई।',
        'किसी भी वित्तीय वर्ष में कारोबार ₹100 करोड़ से अधिक न हुआ हो।',
        'इकाई किसी उत्पाद, प्रक्रिया या सेवा में नवाचार या सुधार पर काम कर रही हो, या उसका व्यवसाय मॉडल बड़े पैमाने पर रोज़गार या संपत्ति पैदा कर सकता हो।',
        'इकाई किसी मौजूदा व्यवसाय को तोड़कर या पुनर्गठित करके न बनी हो।',
      ),
      h('ज़रूरी काग़ज़'),
      'निगमन प्रमाणपत्र, कंपनी का पैन, निदेशकों या साझेदारों का विवरण, पंजीकृत पता, और आपका काम नया या बेहतर क्यों है इसका छोटा-सा विवरण। वेबसाइट, पिच डेक, पेटेंट आवेदन या इनक्यूबेटर का समर्थन पत्र हो तो वह भी लगाएँ।',
      h('आवेदन कैसे करें'),
      ol(
        'स्टार्टअप इंडिया पोर्टल पर पंजीकरण करें और स्टार्टअप प्रोफ़ाइल पूरी करें।',
        'डैशबोर्ड से “डीपीआईआईटी मान्यता के लिए आवेदन” चुनें।',
        'इकाई, कार्यालय और निदेशकों का विवरण भरें।',
        'नवाचार का वर्णन सरल भाषा में करें: समस्या क्या है, आपका समाधान क्या है, और वह नया क्यों है।',
        'दस्तावेज़ अपलोड करें, स्व-घोषणा स्वीकार करें और आवेदन जमा करें।',
      ),
      h('मान्यता से क्या मिलता है'),
      'कुछ श्रम और पर्यावरण क़ानूनों में स्व-प्रमाणन, धारा 80-आईएसी के तहत आयकर छूट के लिए आवेदन का अधिकार, पेटेंट आवेदन की त्वरित जाँच और पेटेंट शुल्क में 80 प्रतिशत तथा ट्रेडमार्क शुल्क में 50 प्रतिशत की छूट, सरकारी ख़रीद में पूर्व अनुभव और कारोबार की शर्तों में ढील, और सीड फ़ंड योजना तक पहुँच।',
      'सबसे आम ग़लती है व्यवसाय का वर्णन करना, नवाचार का नहीं। “हम ऑनलाइन सब्ज़ियाँ बेचते हैं” पर सवाल उठेंगे; “हम खेत पर ही फ़ोन के कैमरे से उपज की गुणवत्ता जाँचते हैं ताकि किसान को गुणवत्ता के हिसाब से दाम मिले” बताता है कि नया क्या है। नियम समय-समय पर बदलते हैं, इसलिए आवेदन से पहले पोर्टल पर ताज़ा दिशानिर्देश ज़रूर पढ़ें।',
    ),
  },
  {
    title: 'ग्राहक से बात कैसे करें: उत्पाद बनाने से पहले बीस बातचीत',
    summary: 'सही लोगों को कैसे खोजें, कौन-से सवाल असली समस्या सामने लाते हैं, और विनम्र “अच्छा विचार है” को सच्चे ग्राहक से कैसे अलग करें।',
    by: 'priya.deshmukh',
    language: 'hi',
    daysAgo: 12,
    level: 'beginner',
    topics: ['customer-discovery'],
    hubs: ['youth-leadership-hub'],
    details: { kind: 'article' },
    body: p(
      'ज़्यादातर स्टार्टअप इसलिए असफल होते हैं क्योंकि वे ऐसी चीज़ बनाते हैं जिसकी किसी को इतनी ज़रूरत नहीं थी कि वह उसके लिए पैसे दे। इससे बचने का सबसे सस्ता तरीक़ा है: बनाने से पहले उन लोगों से बात करें जिनकी समस्या आप हल करना चाहते हैं, और तारीफ़ नहीं, सबूत सुनें।',
      h('किससे बात करें'),
      'एक वाक्य में लिखें कि समस्या किसकी है, जैसे “छोटे शहरों के किराना दुकानदार जो हफ़्ते में दो बार माल मँगाते हैं”। फिर ऐसे बीस लोग खोजें: दुकानों में जाएँ, व्यापार संघों के समूहों में पूछें, सुबह थोक मंडी के बाहर खड़े हों। दोस्तों और रिश्तेदारों से बचें, वे दिल रखने के लिए हाँ कह देंगे।',
      h('कौन-से सवाल पूछें'),
      ul(
        '“पिछली बार यह कब हुआ था, मुझे बताइए।” पिछला व्यवहार सबूत है, भविष्य की राय नहीं।',
        '“तब आपने क्या किया?” अगर कुछ नहीं किया, तो शायद समस्या उतनी बड़ी नहीं है।',
        '“इसमें आपका कितना पैसा या समय जाता है?”',
        '“फ़ैसला और कौन करता है?” कई व्यवसायों में इस्तेमाल करने वाला, पैसे देने वाला और फ़ैसला करने वाला अलग-अलग लोग होते हैं।',
        '“क्या मैं अगले हफ़्ते आपको कुछ दिखा सकता हूँ?” तारीख़ और समय के साथ हाँ एक छोटी प्रतिबद्धता है।',
      ),
      h('किन सवालों से बचें'),
      '“क्या आप ऐसा ऐप इस्तेमाल करेंगे?” या “आप इसके लिए कितना देंगे?” जैसे सवाल न पूछें। काल्पनिक सवालों के जवाब लोग उदारता से देते हैं। पहली बातचीत में अपना विचार न बेचें, वरना लोग वही कहेंगे जो आप सुनना चाहते हैं।',
      h('बीस बातचीत के बाद'),
      'हर बातचीत के बाद तीन पंक्तियाँ लिखें: उनकी बताई समस्या, वे आज क्या करते हैं, और उन्होंने क्या वादा किया। अगर आधे से ज़्यादा लोग बिना पूछे वही समस्या बताते हैं और कुछ ने उसे हल करने के लिए पहले ही पैसा या समय लगाया है, तो आपने कुछ बनाने लायक़ पाया है। नहीं तो ग्राहक या समस्या बदलें और फिर से बीस बातचीत करें। ग़लत उत्पाद बनाने से यह कहीं सस्ता है।',
    ),
  },
  {
    title: 'Protecting your brand: trademark filing for startups',
    summary: 'Search, classes, the TM-A form and the startup fee rebate: how to file before someone else does.',
    by: 'anil.patil',
    daysAgo: 40,
    level: 'beginner',
    topics: ['ip', 'trademark', 'compliance'],
    hubs: ['ip-compliance-hub'],
    details: { kind: 'article' },
    body: p(
      'A brand name is often a startup’s most valuable asset after its team, and it is cheap to protect. In India, trademarks are filed with the Controller General of Patents, Designs and Trade Marks, and the first to use or file usually wins a dispute.',
      h('Before you file'),
      'Search the public trademark register for identical and similar marks in the classes you need. Trademarks are registered in 45 classes of goods and services: software usually falls in class 9 and class 42, an online marketplace in class 35, food products in classes 29 to 32. File in every class where you sell today and where you will sell in the next two or three years.',
      h('Filing'),
      ol(
        'Prepare the mark: a word mark protects the name in any style; a device mark protects the logo as drawn. Startups usually file the word mark first.',
        'File form TM-A online, with the applicant’s details, the classes, a description of the goods or services and the date of first use (or “proposed to be used”).',
        'Pay the fee. Startups recognised by DPIIT, small enterprises and individuals pay the lower fee per class; recognised startups also receive a rebate on trademark fees under the Startup India scheme.',
        'Track the application: an examiner may raise objections in an examination report, which you answer within the time given.',
        'After acceptance the mark is advertised in the Trade Marks Journal; if nobody opposes it within the opposition period, it proceeds to registration.',
      ),
      h('After filing'),
      'You may use the ™ symbol once you have filed and ® only after registration. Registration lasts ten years and can be renewed. Watch the journal for marks similar to yours, and keep evidence of use: invoices, packaging and advertisements with dates. If a dispute ever comes, evidence of early and continuous use is what protects you.',
      'An IP attorney’s fee is modest compared with rebranding after a dispute. If your name matters to you, file this month.',
    ),
  },
  {
    title: 'Pricing your first B2B product in India',
    summary:
      'Value-based pricing, pilots that convert, and why annual contracts with small businesses need a monthly option.',
    by: 'admin',
    status: 'draft',
    daysAgo: 1,
    level: 'intermediate',
    topics: ['pricing', 'sales'],
    hubs: ['projects-cohort-hub'],
    details: { kind: 'article' },
    body: p(
      'Draft: start from the customer’s cost of the problem, not from your costs. Notes to expand — paid pilots convert better than free ones; small businesses prefer monthly billing through UPI autopay; large companies expect annual contracts, purchase orders and 45–90 day payment terms, so plan your working capital.',
    ),
  },
  {
    title: 'Export incentives for first-time exporters',
    summary: 'IEC registration, RoDTEP and how a small manufacturer prepares its first export order.',
    by: 'anil.patil',
    status: 'draft',
    daysAgo: 1,
    level: 'intermediate',
    topics: ['exports', 'compliance'],
    hubs: ['global-bharatiya-hub'],
    details: { kind: 'article' },
    body: p(
      'Draft outline: get an Importer Exporter Code from the DGFT portal (linked to the business PAN); register with the export promotion council of your sector; understand the remission of duties under RoDTEP; price in the buyer’s currency with the shipping term (FOB or CIF) stated; and insure the first shipments with ECGC.',
    ),
  },
  {
    title: 'Building a founding team: equity, roles and vesting',
    summary:
      'How co-founders split equity, why four-year vesting with a one-year cliff is the norm and what to put in the founders’ agreement.',
    by: 'lakshmi.narayanan',
    status: 'in_review',
    daysAgo: 2,
    level: 'intermediate',
    topics: ['team', 'equity'],
    hubs: ['youth-leadership-hub'],
    details: { kind: 'article' },
    body: p(
      'Equal splits feel fair and often are not. Before you split, agree on roles, time commitment and what happens when someone leaves.',
      'Vesting protects everyone: the common arrangement is four years with a one-year cliff, so a co-founder who leaves in the first year keeps nothing and one who leaves later keeps what has vested. Put it in a founders’ agreement and in the articles of association, together with decision rights, intellectual property assignment, non-compete terms within the law, and a way to resolve deadlocks.',
    ),
  },
];

export const DEMO_PIECES: DemoPiece[] = [...ARTICLES, ...MEDIA];

/** Demo collections of priya.deshmukh: names and the titles they hold. */
export const DEMO_COLLECTIONS = [
  {
    name: 'Before our seed round',
    description: 'Everything to read before we talk to angels.',
    shared: true,
    titles: [
      'Writing a pitch deck that gets you the second meeting',
      'Founders’ Adda #12: raising a first cheque from angels in Pune',
      'Understanding your cap table in ten minutes',
      'Angel tax: what it was, why it went, and what founders should still watch',
    ],
  },
  {
    name: 'Compliance to-do',
    description: 'Registrations for the first year.',
    shared: false,
    titles: [
      'DPIIT recognition in seven steps',
      'GST registration for a new startup: when, how and what it costs you',
      'Startup compliance calendar handbook',
    ],
  },
];
