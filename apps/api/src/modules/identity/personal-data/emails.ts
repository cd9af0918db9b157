import type { MailMessage } from '../../../lib/mail.ts';
import { layout } from '../emails.ts';

/** The e-mails of "Your data" (decision 35): English, then Hindi, like every account e-mail. */

const hello = (name: string | null) => (name ? `Hello ${name},` : 'Hello,');
const day = (d: Date) => d.toISOString().slice(0, 10);

/** The export is ready: the link works for the signed-in person until it expires. */
export function exportReadyEmail(
  brand: string,
  to: string,
  name: string | null,
  link: string,
  expiresAt: Date,
): MailMessage {
  const en = `The copy of your ${brand} data you asked for is ready. Sign in and download it from this link until ${day(expiresAt)}; after that it is deleted.`;
  const hi = `आपके ${brand} डेटा की जो प्रति आपने माँगी थी, वह तैयार है। साइन इन करें और ${day(expiresAt)} तक इस लिंक से डाउनलोड करें; उसके बाद इसे हटा दिया जाएगा।`;
  const warn = `If you did not ask for it, change your password and contact the ${brand} team.`;
  return {
    to,
    subject: `Your ${brand} data is ready to download`,
    text: [hello(name), '', en, '', hi, '', link, '', warn].join('\n'),
    html: layout(brand, [hello(name), en, hi, warn], link),
  };
}

/** The erasure is scheduled: when, and how to keep the account. */
export function erasureScheduledEmail(brand: string, to: string, name: string | null, dueAt: Date): MailMessage {
  const en = `Your ${brand} account will be deleted on ${day(dueAt)}. Your personal data will then be erased; messages you sent stay in their conversations without your name. To keep your account, sign in before then or choose "Keep my account" on your account page.`;
  const hi = `आपका ${brand} खाता ${day(dueAt)} को हटा दिया जाएगा। तब आपका व्यक्तिगत डेटा मिटा दिया जाएगा; आपके भेजे संदेश बातचीत में आपके नाम के बिना रहेंगे। खाता रखने के लिए उससे पहले साइन इन करें या अपने खाता पृष्ठ पर "मेरा खाता रखें" चुनें।`;
  const warn = `If you did not ask for this, sign in now: that cancels it. Then change your password.`;
  return {
    to,
    subject: `Your ${brand} account will be deleted on ${day(dueAt)}`,
    text: [hello(name), '', en, '', hi, '', warn].join('\n'),
    html: layout(brand, [hello(name), en, hi, warn], day(dueAt)),
  };
}

/** The erasure ran: the last e-mail to the address. */
export function erasureDoneEmail(brand: string, to: string, name: string | null): MailMessage {
  const en = `Your ${brand} account has been deleted and your personal data erased, as you asked. This is the last e-mail we send to this address.`;
  const hi = `आपके अनुरोध के अनुसार आपका ${brand} खाता हटा दिया गया है और आपका व्यक्तिगत डेटा मिटा दिया गया है। इस पते पर यह हमारा अंतिम ई-मेल है।`;
  return {
    to,
    subject: `Your ${brand} account has been deleted`,
    text: [hello(name), '', en, '', hi].join('\n'),
    html: layout(brand, [hello(name), en, hi], '✓'),
  };
}
