import type { TPrajnaLanguage } from '@ankur/shared/schemas/prajna';

/**
 * The words of a question that carry its meaning (Prajna's retrieval), its language, and the
 * scrubbing a question gets before it leaves for a provider. Pure functions, no I/O.
 */

const STOPWORDS = new Set(
  [
    // English question words and fillers
    'a an the of to in on for with and or not no about tell me my we our you your i is are was were be been',
    'do does did can could should would will shall may might must how what why when where who whom which whose',
    'this that these those it its from at as into by there their them they he she his her please explain give',
    'some any all more most much many get got have has had if then than so such just also very want need know',
    'show list find',
    // Hindi (Devanagari) particles, pronouns and question words
    'का की के को में मे है हैं था थी थे से पर और या क्या कैसे कैसी कैसा कौन कौनसा कब कहाँ कहां क्यों मैं मुझे मेरा मेरी',
    'हम हमें आप आपको यह वह ये वो एक लिए तो भी ही कर करें करना करते करता करती होता होती होते हो होगा होगी',
    'बताइए बताएं बताओ बताइये बारे अपने अपना अपनी जो जा सकता सकती सकते चाहिए कुछ किस किसी इस उस इसे उसे',
  ]
    .join(' ')
    .split(/\s+/),
);

const WORD = /[\p{L}\p{M}\p{N}]+/gu;
const DEVANAGARI = /[\u0900-\u097F]/;

/** Hindi when the question has Devanagari letters, else English. */
export function languageOf(question: string): TPrajnaLanguage {
  return DEVANAGARI.test(question) ? 'hi' : 'en';
}

/** The question's meaningful words, lower-cased, once each, in order (at most 12). */
export function keywordsOf(question: string): string[] {
  const seen = new Set<string>();
  for (const w of question.toLowerCase().match(WORD) ?? []) {
    if (w.length < 2 || STOPWORDS.has(w) || seen.has(w)) continue;
    seen.add(w);
  }
  return [...seen].slice(0, 12);
}

/**
 * A websearch query matching any of the keywords ("udyam or registration"): a question is not a
 * search for every one of its words; the ranking rewards passages that hold more of them.
 */
export function anyWordQuery(question: string): string {
  return keywordsOf(question).join(' or ');
}

const EMAIL = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)+/gu;
// a run of digits with spaces, dots, dashes or brackets between them: a phone number when it holds
// 10 or more digits (Indian mobiles and landlines with their code), or 8 or more after a '+'
const PHONE = /\+?\(?\d[\d\s().-]{6,}\d/g;

/** The question with e-mail addresses and phone numbers replaced, as it may leave for a provider. */
export function scrub(text: string): string {
  return text.replace(EMAIL, '[email]').replace(PHONE, (m) => {
    const digits = m.replace(/\D/g, '').length;
    return digits >= 10 || (m.startsWith('+') && digits >= 8) ? '[phone]' : m;
  });
}

/** The text cut at a sentence (or word) end near `max` characters. */
export function clip(text: string, max: number): string {
  const t = text.replace(/\s+/g, ' ').trim();
  if (t.length <= max) return t;
  const cut = t.slice(0, max);
  const end = Math.max(cut.lastIndexOf('. '), cut.lastIndexOf('। '), cut.lastIndexOf('? '));
  if (end > max * 0.5) return cut.slice(0, end + 1);
  const space = cut.lastIndexOf(' ');
  return `${cut.slice(0, space > 0 ? space : max)}…`;
}
