/**
 * The IPIP Big-Five Factor Markers, 50 items (Goldberg 1992; International Personality Item Pool,
 * ipip.ori.org: public domain), in their published order and keying, with a Hindi rendering.
 * Each statement is answered on a 5-point scale, 1 "very inaccurate" to 5 "very accurate";
 * a reverse-keyed (-) item counts 6 minus the answer. Each trait has 10 items, so its sum is
 * 10..50, shown as 0..100.
 */

export const TRAITS = [
  'extraversion',
  'agreeableness',
  'conscientiousness',
  'emotional_stability',
  'intellect',
] as const;
export type TTrait = (typeof TRAITS)[number];

export interface PersonalityItem {
  /** 1..50, the published order */
  n: number;
  trait: TTrait;
  /** +1 keyed as written, -1 reverse-keyed */
  key: 1 | -1;
  en: string;
  hi: string;
}

type Row = [trait: TTrait, key: 1 | -1, en: string, hi: string];

const E = 'extraversion';
const A = 'agreeableness';
const C = 'conscientiousness';
const S = 'emotional_stability';
const I = 'intellect';

const ROWS: Row[] = [
  [E, 1, 'Am the life of the party.', 'महफ़िल की जान होता/होती हूँ।'],
  [A, -1, 'Feel little concern for others.', 'दूसरों की कम परवाह करता/करती हूँ।'],
  [C, 1, 'Am always prepared.', 'हमेशा तैयार रहता/रहती हूँ।'],
  [S, -1, 'Get stressed out easily.', 'जल्दी तनाव में आ जाता/जाती हूँ।'],
  [I, 1, 'Have a rich vocabulary.', 'मेरा शब्द-भंडार समृद्ध है।'],
  [E, -1, "Don't talk a lot.", 'ज़्यादा बात नहीं करता/करती।'],
  [A, 1, 'Am interested in people.', 'लोगों में रुचि रखता/रखती हूँ।'],
  [C, -1, 'Leave my belongings around.', 'अपना सामान इधर-उधर छोड़ देता/देती हूँ।'],
  [S, 1, 'Am relaxed most of the time.', 'ज़्यादातर समय शांत और सहज रहता/रहती हूँ।'],
  [I, -1, 'Have difficulty understanding abstract ideas.', 'अमूर्त विचारों को समझने में कठिनाई होती है।'],
  [E, 1, 'Feel comfortable around people.', 'लोगों के बीच सहज महसूस करता/करती हूँ।'],
  [A, -1, 'Insult people.', 'लोगों का अपमान करता/करती हूँ।'],
  [C, 1, 'Pay attention to details.', 'बारीकियों पर ध्यान देता/देती हूँ।'],
  [S, -1, 'Worry about things.', 'बातों को लेकर चिंता करता/करती हूँ।'],
  [I, 1, 'Have a vivid imagination.', 'मेरी कल्पना-शक्ति प्रखर है।'],
  [E, -1, 'Keep in the background.', 'पीछे रहना पसंद करता/करती हूँ।'],
  [A, 1, "Sympathize with others' feelings.", 'दूसरों की भावनाओं से सहानुभूति रखता/रखती हूँ।'],
  [C, -1, 'Make a mess of things.', 'काम बिगाड़ देता/देती हूँ।'],
  [S, 1, 'Seldom feel blue.', 'शायद ही कभी उदास महसूस करता/करती हूँ।'],
  [I, -1, 'Am not interested in abstract ideas.', 'अमूर्त विचारों में रुचि नहीं रखता/रखती।'],
  [E, 1, 'Start conversations.', 'बातचीत की शुरुआत करता/करती हूँ।'],
  [A, -1, "Am not interested in other people's problems.", 'दूसरों की समस्याओं में रुचि नहीं रखता/रखती।'],
  [C, 1, 'Get chores done right away.', 'काम तुरंत निपटा देता/देती हूँ।'],
  [S, -1, 'Am easily disturbed.', 'आसानी से विचलित हो जाता/जाती हूँ।'],
  [I, 1, 'Have excellent ideas.', 'मेरे पास बेहतरीन विचार होते हैं।'],
  [E, -1, 'Have little to say.', 'मेरे पास कहने को कम होता है।'],
  [A, 1, 'Have a soft heart.', 'मेरा दिल कोमल है।'],
  [C, -1, 'Often forget to put things back in their proper place.', 'अक्सर चीज़ें वापस उनकी सही जगह रखना भूल जाता/जाती हूँ।'],
  [S, -1, 'Get upset easily.', 'जल्दी परेशान हो जाता/जाती हूँ।'],
  [I, -1, 'Do not have a good imagination.', 'मेरी कल्पना-शक्ति अच्छी नहीं है।'],
  [E, 1, 'Talk to a lot of different people at parties.', 'समारोहों में कई अलग-अलग लोगों से बात करता/करती हूँ।'],
  [A, -1, 'Am not really interested in others.', 'दूसरों में सचमुच रुचि नहीं रखता/रखती।'],
  [C, 1, 'Like order.', 'व्यवस्था पसंद करता/करती हूँ।'],
  [S, -1, 'Change my mood a lot.', 'मेरा मूड बहुत बदलता है।'],
  [I, 1, 'Am quick to understand things.', 'बातें जल्दी समझ लेता/लेती हूँ।'],
  [E, -1, "Don't like to draw attention to myself.", 'अपनी ओर ध्यान खींचना पसंद नहीं करता/करती।'],
  [A, 1, 'Take time out for others.', 'दूसरों के लिए समय निकालता/निकालती हूँ।'],
  [C, -1, 'Shirk my duties.', 'अपनी ज़िम्मेदारियों से जी चुराता/चुराती हूँ।'],
  [S, -1, 'Have frequent mood swings.', 'मेरा मन बार-बार बदलता रहता है।'],
  [I, 1, 'Use difficult words.', 'कठिन शब्दों का प्रयोग करता/करती हूँ।'],
  [E, 1, "Don't mind being the center of attention.", 'ध्यान का केंद्र बनने में मुझे आपत्ति नहीं।'],
  [A, 1, "Feel others' emotions.", 'दूसरों की भावनाएँ महसूस करता/करती हूँ।'],
  [C, 1, 'Follow a schedule.', 'समय-सारणी का पालन करता/करती हूँ।'],
  [S, -1, 'Get irritated easily.', 'जल्दी चिढ़ जाता/जाती हूँ।'],
  [I, 1, 'Spend time reflecting on things.', 'बातों पर विचार करने में समय लगाता/लगाती हूँ।'],
  [E, -1, 'Am quiet around strangers.', 'अजनबियों के बीच चुप रहता/रहती हूँ।'],
  [A, 1, 'Make people feel at ease.', 'लोगों को सहज महसूस कराता/कराती हूँ।'],
  [C, 1, 'Am exacting in my work.', 'अपने काम में सटीकता की माँग करता/करती हूँ।'],
  [S, -1, 'Often feel blue.', 'अक्सर उदास महसूस करता/करती हूँ।'],
  [I, 1, 'Am full of ideas.', 'विचारों से भरा/भरी रहता/रहती हूँ।'],
];

export const PERSONALITY_ITEMS: readonly PersonalityItem[] = ROWS.map(([trait, key, en, hi], i) => ({
  n: i + 1,
  trait,
  key,
  en,
  hi,
}));

export const ANSWER_MIN = 1;
export const ANSWER_MAX = 5;

export type TraitScores = Record<TTrait, number>;

/**
 * Scores 50 answers (1..5, in item order) per trait as 0..100: each reverse-keyed answer counts
 * 6 minus itself, the ten items of a trait are summed (10..50) and mapped linearly to 0..100.
 */
export function scorePersonality(answers: readonly number[]): TraitScores {
  if (answers.length !== PERSONALITY_ITEMS.length) {
    throw new RangeError(`Expected ${PERSONALITY_ITEMS.length} answers, got ${answers.length}`);
  }
  const sums = Object.fromEntries(TRAITS.map((t) => [t, 0])) as TraitScores;
  const counts = Object.fromEntries(TRAITS.map((t) => [t, 0])) as TraitScores;
  PERSONALITY_ITEMS.forEach((item, i) => {
    const a = answers[i]!;
    if (!Number.isInteger(a) || a < ANSWER_MIN || a > ANSWER_MAX) {
      throw new RangeError(`Answer ${i + 1} must be an integer 1 to 5`);
    }
    sums[item.trait] += item.key === 1 ? a : ANSWER_MAX + ANSWER_MIN - a;
    counts[item.trait] += 1;
  });
  const out = {} as TraitScores;
  for (const t of TRAITS) {
    const min = counts[t] * ANSWER_MIN;
    const max = counts[t] * ANSWER_MAX;
    out[t] = Math.round(((sums[t] - min) / (max - min)) * 100);
  }
  return out;
}

export const LEVELS = ['low', 'middle', 'high'] as const;
export type TLevel = (typeof LEVELS)[number];

/** The plain-language band of a 0..100 score: below 35 low, above 65 high, else middle. */
export function levelOf(score: number): TLevel {
  if (score < 35) return 'low';
  if (score > 65) return 'high';
  return 'middle';
}
