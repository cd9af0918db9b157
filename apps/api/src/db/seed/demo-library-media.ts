import { p } from './demo-library-html.ts';
import type { DemoPiece } from './demo-library-pieces.ts';

/** The library's demo podcasts, videos, case studies, templates, reports and books (see demo-library-pieces.ts). */
export const MEDIA: DemoPiece[] = [
  // podcasts
  {
    title: 'Founders’ Adda #12: raising a first cheque from angels in Pune',
    summary:
      'A founder and an angel investor on the first round: finding angels, the questions they ask and the documents that close a deal.',
    by: 'lakshmi.narayanan',
    featured: true,
    daysAgo: 4,
    level: 'intermediate',
    topics: ['fundraising', 'angel-investment'],
    hubs: ['funding-hub'],
    file: 'wav',
    details: {
      kind: 'podcast',
      file_id: null,
      duration_seconds: 1860,
      chapters: [
        { start_seconds: 0, title: 'Introductions' },
        { start_seconds: 240, title: 'Finding the first angels' },
        { start_seconds: 780, title: 'What angels ask in the first meeting' },
        { start_seconds: 1320, title: 'Term sheet to money in the bank' },
      ],
      transcript:
        'Lakshmi: Welcome to Founders’ Adda. Today we talk about the first cheque. Priya, how did you find your first angel investors?\nPriya: Through our incubator’s demo day, and then through introductions. Every angel we met, we asked for two more names.\nLakshmi: What did they ask in the first meeting?\nPriya: Who the customer is, how we know they will pay, and why our team. Very little about valuation.\nLakshmi: And closing the round?\nPriya: A term sheet, a valuation report, the shareholders’ agreement, board resolutions, then allotment and the PAS-3 filing. It took seven weeks from term sheet to money in the bank.',
    },
    body: p(
      'Show notes: the episode covers angel networks, demo days, the first meeting and the documents of a round.',
    ),
  },
  {
    title: 'Founders’ Adda #13: selling to government — GeM and public procurement',
    summary:
      'How startups register on the Government e-Marketplace, what the procurement relaxations for recognised startups mean in practice, and getting paid.',
    by: 'sameer.joshi',
    daysAgo: 18,
    level: 'intermediate',
    topics: ['government-schemes', 'sales', 'public-procurement'],
    hubs: ['policy-mission-hub'],
    file: 'wav',
    details: {
      kind: 'podcast',
      file_id: null,
      duration_seconds: 1440,
      chapters: [
        { start_seconds: 0, title: 'Why sell to government' },
        { start_seconds: 420, title: 'Registering on GeM' },
        { start_seconds: 900, title: 'Bids, relaxations and payments' },
      ],
      transcript:
        'Sameer: Government buyers are large, slow and reliable payers once the paperwork is right. Registration on the Government e-Marketplace needs your PAN, GST registration and bank details. Recognised startups can ask for relaxation of prior experience and prior turnover conditions in many tenders, but quality and technical criteria still apply. Read every bid document twice and keep a calendar of deadlines.',
    },
    body: p(
      'Show notes: GeM seller registration, startup relaxations in public procurement, and cash flow while you wait for payment.',
    ),
  },
  {
    title: 'फ़ाउंडर्स अड्डा: गाँव से स्टार्टअप तक',
    summary: 'एक कृषि-तकनीक संस्थापक की कहानी: किसानों के साथ पायलट, पहला ग्राहक और सरकारी योजनाओं से मदद।',
    by: 'priya.deshmukh',
    language: 'hi',
    daysAgo: 8,
    level: 'beginner',
    topics: ['agritech', 'customer-discovery'],
    hubs: ['swadeshi-acharan-hub'],
    file: 'wav',
    details: {
      kind: 'podcast',
      file_id: null,
      duration_seconds: 1200,
      chapters: [
        { start_seconds: 0, title: 'परिचय' },
        { start_seconds: 300, title: 'किसानों के साथ पहला पायलट' },
        { start_seconds: 780, title: 'पहला भुगतान करने वाला ग्राहक' },
      ],
      transcript:
        'प्रिया: फ़ाउंडर्स अड्डा में आपका स्वागत है। आज हम बात करेंगे खेती से जुड़े स्टार्टअप की। आपने शुरुआत कैसे की?\nअतिथि: हमने नाशिक ज़िले के दो गाँवों में चालीस किसानों के साथ मिट्टी की नमी मापने वाले सेंसर का पायलट किया। हर हफ़्ते किसानों से मिलते थे और उनकी बात सुनते थे।\nप्रिया: पहला ग्राहक कौन बना?\nअतिथि: एक किसान उत्पादक संगठन, जिसने अपने सदस्यों के लिए सौ सेंसर ख़रीदे।',
    },
    body: p('इस कड़ी में: पायलट की योजना, किसानों का भरोसा जीतना और किसान उत्पादक संगठनों को बेचना।'),
  },
  // videos
  {
    title: 'Understanding your cap table in ten minutes',
    summary:
      'A whiteboard walk-through: founders, the ESOP pool, a seed round and what dilution really means for your share.',
    by: 'lakshmi.narayanan',
    daysAgo: 11,
    level: 'intermediate',
    topics: ['fundraising', 'equity'],
    hubs: ['funding-hub'],
    details: {
      kind: 'video',
      source: 'upload',
      url: null,
      file_id: null,
      duration_seconds: 600,
      transcript:
        'Two founders start with 50 % each. Before the seed round they create a 10 % ESOP pool, so each holds 45 %. An investor buys 20 % of the company after the round: every existing holder is diluted by a fifth, so each founder now holds 36 % and the pool 8 %. The company is worth more, so a smaller share can be worth more money.',
    },
    body: p('Watch with a pen: the worked example of a seed round is in the transcript below.'),
  },
  {
    title: 'Udyam registration for MSMEs, step by step',
    summary:
      'A screen-by-screen guide to registering your enterprise as an MSME on the Udyam portal, and the benefits it unlocks.',
    by: 'anil.patil',
    daysAgo: 26,
    level: 'beginner',
    topics: ['msme', 'compliance', 'government-schemes'],
    hubs: ['policy-mission-hub'],
    details: {
      kind: 'video',
      source: 'upload',
      url: null,
      file_id: null,
      duration_seconds: 480,
      transcript:
        'Udyam registration is free and paperless: it is based on Aadhaar, with PAN and GST details fetched from government databases. Enterprises are classified as micro, small or medium by investment in plant and machinery and by turnover. Registration helps with priority-sector lending, protection against delayed payments under the MSMED Act, and many state incentives.',
    },
    body: p('The video follows the Udyam portal as of 2024; screens may have changed since.'),
  },
  {
    title: 'उत्पाद-बाज़ार अनुकूलता (प्रोडक्ट-मार्केट फ़िट) को कैसे पहचानें',
    summary: 'ग्राहक बार-बार लौट रहे हैं या नहीं, यह नापने के आसान तरीक़े।',
    by: 'sameer.joshi',
    language: 'hi',
    daysAgo: 14,
    level: 'intermediate',
    topics: ['product', 'customer-discovery'],
    hubs: ['youth-leadership-hub'],
    details: {
      kind: 'video',
      source: 'upload',
      url: null,
      file_id: null,
      duration_seconds: 720,
      transcript:
        'प्रोडक्ट-मार्केट फ़िट का सबसे अच्छा संकेत है कि ग्राहक बिना कहे लौटते हैं और दूसरों को भी लाते हैं। हर महीने के नए ग्राहकों का समूह बनाइए और देखिए कि तीन महीने बाद उनमें से कितने अब भी उत्पाद इस्तेमाल कर रहे हैं।',
    },
    body: p('इस वीडियो में प्रतिधारण (रिटेंशन) नापने का तरीक़ा और उदाहरण हैं।'),
  },
  // case studies
  {
    title: 'How a dairy cooperative cut milk spoilage with bulk chillers and SMS alerts',
    summary: 'A Kolhapur cooperative, a temperature problem and a low-cost fix that paid for itself in a season.',
    by: 'anil.patil',
    featured: true,
    daysAgo: 7,
    level: 'beginner',
    topics: ['agritech', 'operations'],
    hubs: ['swadeshi-acharan-hub', 'projects-cohort-hub'],
    details: {
      kind: 'case_study',
      organisation: 'A village dairy cooperative, Kolhapur district',
      context:
        'The cooperative collects milk twice a day from about 300 members and sends it to a district dairy. Milk waited up to three hours at the collection centre before the tanker came, and in summer part of every load was rejected for high bacterial counts.',
      challenge:
        'Members were paid less for rejected milk and blamed the cooperative. Power cuts made the existing chiller unreliable, and nobody knew the milk was warming until the dairy’s test results came back.',
      approach:
        'A local startup installed a bulk milk chiller with a battery backup and a simple temperature sensor that sends an SMS to the secretary when the milk rises above 4 °C. Collection times were moved to match the tanker schedule, and members were shown the results at the monthly meeting.',
      outcome:
        'Rejections fell sharply over the following summer, members’ payments became steadier and the chiller paid for itself within a season. Three neighbouring cooperatives have asked for the same system.',
    },
    body: p(
      'Lessons for founders: measure the problem in the customer’s own money, and keep the first version simple enough to repair locally.',
    ),
  },
  {
    title: 'From tailoring unit to a D2C brand: a Jaipur block-print story',
    summary: 'A family workshop moved online, fixed its returns problem and learned to price for marketplaces.',
    by: 'priya.deshmukh',
    daysAgo: 24,
    level: 'intermediate',
    topics: ['d2c', 'marketing', 'pricing'],
    hubs: ['swadeshi-acharan-hub'],
    details: {
      kind: 'case_study',
      organisation: 'A family block-printing workshop, Jaipur',
      context:
        'Twelve artisans printed fabric for exporters on thin margins, with orders that stopped for months at a time.',
      challenge:
        'Selling directly online brought orders but also returns of up to a third of shipments, mostly for size and colour differences, and marketplace fees the family had not priced in.',
      approach:
        'They photographed every print in daylight, added a measured size chart to each listing, moved to a narrower range of best-selling designs and recalculated prices including commissions, shipping, returns and GST.',
      outcome:
        'Returns came down to a small share of orders, margins became positive on every product line, and the workshop now employs artisans year-round instead of seasonally.',
    },
    body: p('A reminder that unit economics include returns: price for the orders you keep, not the orders you ship.'),
  },
  {
    title: 'स्वयं सहायता समूह से सामाजिक उद्यम तक: अचार और मसालों का कारोबार',
    summary: 'विदर्भ की महिलाओं के एक समूह ने एफ़एसएसएआई पंजीकरण, पैकेजिंग और बिक्री की चुनौतियाँ कैसे पार कीं।',
    by: 'sameer.joshi',
    language: 'hi',
    daysAgo: 33,
    level: 'beginner',
    topics: ['social-enterprise', 'compliance'],
    hubs: ['samajik-samrasta-hub'],
    details: {
      kind: 'case_study',
      organisation: 'एक महिला स्वयं सहायता समूह, विदर्भ',
      context: 'पंद्रह महिलाएँ घर पर अचार और मसाले बनाकर गाँव के मेलों में बेचती थीं।',
      challenge: 'दुकानें बिना खाद्य सुरक्षा पंजीकरण और ठीक पैकेजिंग के माल नहीं लेती थीं, और आमदनी अनियमित थी।',
      approach:
        'समूह ने एफ़एसएसएआई पंजीकरण कराया, एक साझा रसोई बनाई, लेबल पर सामग्री और तारीख़ छापनी शुरू की, और ज़िले की सहकारी दुकानों से बात की।',
      outcome: 'अब समूह का माल ज़िले की कई दुकानों में बिकता है और हर सदस्य की मासिक आमदनी नियमित हो गई है।',
    },
    body: p('सीख: छोटे उद्यम के लिए भी पंजीकरण और पैकेजिंग बाज़ार का दरवाज़ा खोलते हैं।'),
  },
  // templates
  {
    title: 'Twelve-month cash-flow template for early-stage startups',
    summary: 'A sheet to plan monthly cash in and out, with GST and TDS lines and a runway calculation.',
    by: 'anil.patil',
    daysAgo: 10,
    level: 'beginner',
    topics: ['finance', 'fundraising'],
    hubs: ['funding-hub'],
    file: 'csv',
    details: {
      kind: 'template',
      file_id: null,
      preview:
        'Rows: opening cash; receipts from customers; grants and investment; salaries; rent; software; marketing; GST paid; TDS deposited; closing cash; months of runway. Columns: the next twelve months.',
    },
    body: p(
      'Replace the sample numbers with your own; the runway row divides closing cash by the average monthly burn.',
    ),
  },
  {
    title: 'Customer interview script and notes sheet',
    summary: 'Ten questions for a discovery interview and a sheet to record what you heard, in English and Hindi.',
    by: 'priya.deshmukh',
    daysAgo: 28,
    level: 'beginner',
    topics: ['customer-discovery'],
    hubs: ['youth-leadership-hub'],
    file: 'csv',
    details: {
      kind: 'template',
      file_id: null,
      preview:
        'Columns: date; person and role; the problem in their words; what they do today; what it costs them; who decides; commitment made; follow-up date.',
    },
    body: p('Use one row per conversation. After twenty rows, sort by the problem column and look for patterns.'),
  },
  {
    title: 'Founders’ agreement checklist',
    summary: 'The clauses co-founders should agree on in writing: roles, equity, vesting, IP, exits and deadlocks.',
    by: 'lakshmi.narayanan',
    daysAgo: 45,
    level: 'intermediate',
    topics: ['team', 'equity', 'legal'],
    hubs: ['ip-compliance-hub'],
    details: {
      kind: 'template',
      file_id: null,
      preview:
        'Sections: roles and time commitment; equity split; vesting and cliff; intellectual property assignment; confidentiality; decision-making and deadlock; leaving the company (good and bad leaver); dispute resolution.',
    },
    body: p('A checklist, not legal advice: have a lawyer turn the agreed points into the agreement and the articles.'),
  },
  // reports
  {
    title: 'State startup policies compared: incentives for early-stage founders',
    summary:
      'A comparison of what several state startup policies offer: seed grants, reimbursements, incubation support and procurement preferences.',
    by: 'sameer.joshi',
    daysAgo: 16,
    level: 'advanced',
    topics: ['government-schemes', 'policy'],
    hubs: ['policy-mission-hub'],
    file: 'pdf',
    details: {
      kind: 'report',
      file_id: null,
      authors: 'Sameer Joshi',
      publisher: 'Ankur Policy Desk',
      year: 2025,
      isbn: null,
      pages: 24,
    },
    body: p(
      'A working paper from the Ankur policy desk. State policies are revised often; check each state’s startup portal for the current version.',
    ),
  },
  {
    title: 'Women-led startups in tier-2 cities: a founders’ survey',
    summary: 'What 120 women founders outside the metros told us about funding, networks and family support.',
    by: 'priya.deshmukh',
    daysAgo: 38,
    level: 'intermediate',
    topics: ['women-entrepreneurship', 'fundraising'],
    hubs: ['samajik-samrasta-hub'],
    file: 'pdf',
    details: {
      kind: 'report',
      file_id: null,
      authors: 'Priya Deshmukh, Lakshmi Narayanan',
      publisher: 'Ankur Research',
      year: 2025,
      isbn: null,
      pages: 18,
    },
    body: p('The survey’s summary findings and the questionnaire are in the PDF.'),
  },
  // books
  {
    title: 'The Lean Startup — book notes for Indian founders',
    summary: 'Eric Ries’s build–measure–learn loop, with examples from Indian startups and what to try this week.',
    by: 'lakshmi.narayanan',
    daysAgo: 20,
    level: 'beginner',
    topics: ['product', 'customer-discovery'],
    hubs: ['youth-leadership-hub'],
    details: {
      kind: 'book',
      file_id: null,
      authors: 'Eric Ries',
      publisher: 'Crown Business',
      year: 2011,
      isbn: '978-0307887894',
      pages: 336,
    },
    body: p(
      'The book’s core idea is the minimum viable product: the smallest thing you can build to test your riskiest assumption, followed by honest measurement and a decision to persevere or pivot. For Indian founders the lesson is sharper because customers are price-sensitive and distribution is expensive: test willingness to pay early, in the channel you will really use.',
    ),
  },
  {
    title: 'Zero to One — book notes',
    summary: 'Peter Thiel on building something new rather than copying, and what it means for a startup’s strategy.',
    by: 'sameer.joshi',
    daysAgo: 50,
    level: 'intermediate',
    topics: ['strategy'],
    hubs: ['youth-leadership-hub'],
    details: {
      kind: 'book',
      file_id: null,
      authors: 'Peter Thiel, Blake Masters',
      publisher: 'Crown Business',
      year: 2014,
      isbn: '978-0804139298',
      pages: 224,
    },
    body: p(
      'Thiel argues that lasting companies start by dominating a small market and expanding from there, and that competition erodes profit. A useful exercise: write the one thing you believe about your market that most people disagree with, and what you would build if you are right.',
    ),
  },
  {
    title: 'Startup compliance calendar handbook',
    summary:
      'Every filing a private limited startup owes in a year — ROC, income tax, GST, TDS, PF and ESI — by month.',
    by: 'anil.patil',
    daysAgo: 60,
    level: 'beginner',
    topics: ['compliance', 'gst', 'taxation'],
    hubs: ['ip-compliance-hub'],
    file: 'pdf',
    details: {
      kind: 'book',
      file_id: null,
      authors: 'Anil Patil',
      publisher: 'Ankur Press',
      year: 2025,
      isbn: null,
      pages: 40,
    },
    body: p(
      'A month-by-month handbook. Due dates are extended by notification from time to time; confirm each one on the official portal.',
    ),
  },
];
