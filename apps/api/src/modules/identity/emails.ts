import { escapeHtml } from '../../lib/html.ts';
import type { MailMessage } from '../../lib/mail.ts';

/** The e-mails of sign-up, password reset and parental consent: English, then Hindi. */

export function layout(brand: string, paragraphs: string[], highlight: string): string {
  const body = paragraphs.map((p) => `<p style="margin:0 0 12px;line-height:1.5">${escapeHtml(p)}</p>`).join('');
  return `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#1c1917;background:#fbf8f1;padding:24px">
<div style="max-width:520px;margin:auto;background:#fff;border:1px solid #e7e5e4;border-radius:12px;padding:24px">
<p style="font-weight:700;color:#15803d;margin:0 0 16px">${escapeHtml(brand)}</p>${body}
<p style="font-size:24px;font-weight:700;letter-spacing:4px;margin:16px 0">${escapeHtml(highlight)}</p></div></body></html>`;
}

export function codeEmail(
  brand: string,
  to: string,
  name: string | null,
  code: string,
  purpose: 'signup' | 'reset_password',
): MailMessage {
  const hello = name ? `Hello ${name},` : 'Hello,';
  const en =
    purpose === 'signup'
      ? `Your ${brand} verification code is ${code}. Enter it to confirm your e-mail address. It is valid for 10 minutes.`
      : `Your ${brand} password reset code is ${code}. Enter it to choose a new password. It is valid for 10 minutes.`;
  const hi =
    purpose === 'signup'
      ? `आपका ${brand} सत्यापन कोड ${code} है। अपना ई-मेल पता पुष्टि करने के लिए इसे दर्ज करें। यह 10 मिनट तक मान्य है।`
      : `आपका ${brand} पासवर्ड रीसेट कोड ${code} है। नया पासवर्ड चुनने के लिए इसे दर्ज करें। यह 10 मिनट तक मान्य है।`;
  const ignore = 'If you did not ask for this, ignore this e-mail: nothing changes without the code.';
  const subject =
    purpose === 'signup'
      ? `${code} is your ${brand} verification code`
      : `${code} is your ${brand} password reset code`;
  return {
    to,
    subject,
    text: [hello, '', en, '', hi, '', ignore].join('\n'),
    html: layout(brand, [hello, en, hi, ignore], code),
  };
}

export function parentConsentEmail(
  brand: string,
  to: string,
  parentName: string | null,
  child: { name: string; email: string },
  link: string,
): MailMessage {
  const hello = parentName ? `Dear ${parentName},` : 'Dear parent or guardian,';
  const en = `${child.name} (${child.email}) has signed up to ${brand}, a platform for young innovators and entrepreneurs, and named you as their parent or guardian. Because they are under 18, India's Digital Personal Data Protection Act, 2023 requires your consent before their account opens. Open this link to approve or decline; it is valid for 7 days:`;
  const hi = `${child.name} (${child.email}) ने ${brand} पर खाता बनाया है और आपको अपना अभिभावक बताया है। 18 वर्ष से कम आयु होने के कारण, डिजिटल व्यक्तिगत डेटा संरक्षण अधिनियम, 2023 के अनुसार खाता खुलने से पहले आपकी सहमति आवश्यक है। स्वीकृति देने या अस्वीकार करने के लिए यह लिंक खोलें (7 दिन तक मान्य):`;
  return {
    to,
    subject: `Please approve ${child.name}'s ${brand} account`,
    text: [hello, '', en, link, '', hi, link].join('\n'),
    html: layout(brand, [hello, en, hi], link),
  };
}

/** The code that confirms a new e-mail address (sent to the new address). */
export function emailChangeCodeEmail(brand: string, to: string, name: string | null, code: string): MailMessage {
  const hello = name ? `Hello ${name},` : 'Hello,';
  const en = `Your ${brand} code is ${code}. Enter it on your account page to make ${to} your sign-in address. It is valid for 10 minutes.`;
  const hi = `आपका ${brand} कोड ${code} है। ${to} को अपना साइन-इन पता बनाने के लिए इसे अपने खाता पृष्ठ पर दर्ज करें। यह 10 मिनट तक मान्य है।`;
  const ignore = 'If you did not ask for this, ignore this e-mail: nothing changes without the code.';
  return {
    to,
    subject: `${code} is your ${brand} code to confirm this e-mail address`,
    text: [hello, '', en, '', hi, '', ignore].join('\n'),
    html: layout(brand, [hello, en, hi, ignore], code),
  };
}

/** The notice to the old address once the change is confirmed. */
export function emailChangedNotice(brand: string, to: string, name: string | null, newEmail: string): MailMessage {
  const hello = name ? `Hello ${name},` : 'Hello,';
  const en = `The e-mail address of your ${brand} account was changed from ${to} to ${newEmail}. From now on, sign in and receive e-mails at the new address.`;
  const hi = `आपके ${brand} खाते का ई-मेल पता ${to} से बदलकर ${newEmail} कर दिया गया है। अब से नए पते से साइन इन करें।`;
  const warn = `If you did not make this change, reply to this e-mail or contact the ${brand} team at once.`;
  return {
    to,
    subject: `Your ${brand} e-mail address was changed`,
    text: [hello, '', en, '', hi, '', warn].join('\n'),
    html: layout(brand, [hello, en, hi], newEmail),
  };
}
