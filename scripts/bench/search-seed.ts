// The search benchmark's documents (scripts/bench/search.ts), generated in SQL with generate_series:
// mixed kinds, English and Hindi (Devanagari) titles and bodies from fixed vocabularies, audiences
// public, members and circle. ref_ids start at 10,000,000 so they never meet the demo's.

const EN = `startup funding grant seed angel investor pitch deck mentor incubator accelerator agritech fintech
edtech healthtech cleantech saas hardware sensor pilot farmer market customer pricing revenue growth hiring
engineer design product launch compliance gst tax invoice export import msme udyam dpiit recognition scheme
loan bank credit guarantee women founder rural urban village city school college university research patent
trademark copyright legal contract term sheet valuation equity dilution cofounder team culture sales marketing
brand social media community circle forum event competition hackathon demo day cohort program course module
workshop webinar report book article video podcast template case study water energy solar battery recycling
waste textile handloom craft artisan dairy millet organic food retail logistics supply chain warehouse cold
storage drone robotics ai data cloud mobile app platform marketplace payments upi lending insurance health
clinic hospital diagnostics pharmacy telemedicine education tutoring language maths science coding skills
jobs internship volunteer csr impact sustainability climate policy government ministry state district
bengaluru mumbai delhi pune hyderabad chennai kolkata jaipur lucknow nashik kochi indore bhopal patna`
  .split(/\s+/)
  .filter(Boolean);

const HI = `स्टार्टअप निवेश अनुदान योजना उद्यमी उद्यमिता किसान बाज़ार ग्राहक बिक्री कीमत महिला गाँव शहर
कारीगर हस्तशिल्प डेयरी जैविक खेती पानी बिजली सौर ऊर्जा शिक्षा स्वास्थ्य दवा अस्पताल विद्यालय
पंजीकरण मान्यता कर जीएसटी ऋण बैंक सरकार मंत्रालय ज़िला राज्य प्रशिक्षण कार्यक्रम पाठ्यक्रम
मंडल चर्चा सवाल जवाब अनुभव सलाह मार्गदर्शक टीम नौकरी रोज़गार निर्यात उत्पाद सेवा तकनीक`
  .split(/\s+/)
  .filter(Boolean);

const FIRST = `Aarav Aditi Akash Amit Ananya Anil Anjali Arjun Asha Deepa Deepak Divya Farhan Fatima Gaurav Harpreet
Ishaan Kavita Kiran Lakshmi Manish Meera Mohit Nandini Neha Nikhil Pooja Pradeep Priya Rahul Rajesh Ravi
Rohit Sameer Sanjay Shreya Sneha Sunil Suresh Tanvi Varun Vikram Yash Zoya`
  .split(/\s+/)
  .filter(Boolean);

// surnames of people the demo does not have: a typo'd demo name ("Anil Patl") must find the demo's
// person among close names (Patel, Pillai…), not among a hundred namesakes
const LAST = `Agarwal Bhat Chatterjee Das Gupta Iyer Jain Kapoor Khan Kumar Mishra Nair Patel Pillai Rao Saxena Shah
Sinha Thakur Trivedi Banerjee Chopra Dubey Ghosh Hegde Kamath Malhotra Naidu Pandey Rajan Sethi
Tiwari Upadhyay Wadhwa Zaidi`
  .split(/\s+/)
  .filter(Boolean);

const arr = (words: string[]) => `ARRAY[${words.map((w) => `'${w.replace(/'/g, "''")}'`).join(',')}]::text[]`;
/** a random element of a text array literal */
const pick = (a: string, n: number) => `(${a})[1 + floor(random() * ${n})::int]`;
const words = (a: string, n: number, count: number) =>
  Array.from({ length: count }, () => pick(a, n)).join(` || ' ' || `);

export const VOCABULARY = { EN, HI, FIRST, LAST };

/**
 * INSERT … SELECT over generate_series: `count` documents from `from` (a 0-based offset, so the
 * caller can insert in batches). One in six is Hindi; kinds are spread as a platform's would be.
 */
export function documentsSql(tenant: string, from: number, count: number): string {
  const en = arr(EN);
  const hi = arr(HI);
  const first = arr(FIRST);
  const last = arr(LAST);
  const ne = EN.length;
  const nh = HI.length;
  return `
INSERT INTO search_documents (tenant_id, kind, ref_id, title, subtitle, body, url, language, audience, circle_id, owner_id, meta, boost)
SELECT '${tenant}', k.kind, 10000000 + g, k.title, k.subtitle, k.body, '/bench/' || k.kind || '/' || g, k.lang,
  CASE WHEN k.kind IN ('organisation', 'content') THEN 'public' WHEN g % 10 = 0 AND k.kind = 'post' THEN 'circle' ELSE 'members' END,
  CASE WHEN g % 10 = 0 AND k.kind = 'post' THEN 1 + g % 1000 ELSE NULL END,
  NULL, '{}'::jsonb, (g % 100) / 100.0
FROM generate_series(${from + 1}, ${from + count}) g
CROSS JOIN LATERAL (
  SELECT
    (ARRAY['person','person','program','content','content','circle','post','post','post','thread','thread','organisation'])[1 + g % 12] AS kind,
    CASE WHEN g % 6 = 0 THEN 'hi' ELSE 'en' END AS lang
) s
CROSS JOIN LATERAL (
  SELECT s.kind, s.lang,
    CASE
      WHEN s.kind = 'person' THEN ${pick(first, FIRST.length)} || ' ' || ${pick(last, LAST.length)}
      WHEN s.lang = 'hi' THEN ${words(hi, nh, 4)}
      WHEN s.kind = 'organisation' THEN initcap(${words(en, ne, 2)}) || ' Foundation'
      ELSE initcap(${words(en, ne, 5)})
    END AS title,
    CASE WHEN s.lang = 'hi' THEN ${words(hi, nh, 2)} ELSE ${words(en, ne, 3)} END AS subtitle,
    CASE WHEN s.lang = 'hi' THEN ${words(hi, nh, 24)} ELSE ${words(en, ne, 30)} END AS body
) k`;
}
