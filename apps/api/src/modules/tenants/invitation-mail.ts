import { escapeHtml } from '../../lib/html.ts';
import type { MailMessage } from '../../lib/mail.ts';

/** The e-mail inviting someone into a tenant: English, then Hindi (like identity/emails.ts). */

export interface InvitationMailDetails {
  /** the tenant's display name */
  tenantName: string;
  /** the role offered, as shown to people */
  roleName: string;
  /** who sent it ("first last"), when known */
  inviterName: string | null;
  /** how long the link works */
  validDays: number;
}

function layout(brand: string, paragraphs: string[], link: string, button: string): string {
  const body = paragraphs.map((p) => `<p style="margin:0 0 12px;line-height:1.5">${escapeHtml(p)}</p>`).join('');
  const href = escapeHtml(link);
  return `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#1c1917;background:#fbf8f1;padding:24px">
<div style="max-width:520px;margin:auto;background:#fff;border:1px solid #e7e5e4;border-radius:12px;padding:24px">
<p style="font-weight:700;color:#15803d;margin:0 0 16px">${escapeHtml(brand)}</p>${body}
<p style="margin:16px 0"><a href="${href}" style="display:inline-block;background:#15803d;color:#fff;text-decoration:none;font-weight:600;padding:10px 18px;border-radius:8px">${escapeHtml(button)}</a></p>
<p style="font-size:12px;color:#57534e;word-break:break-all;margin:0">${href}</p></div></body></html>`;
}

export function invitationEmail(brand: string, to: string, d: InvitationMailDetails, link: string): MailMessage {
  const who = d.inviterName ?? `An administrator of ${d.tenantName}`;
  const whoHi = d.inviterName ?? `${d.tenantName} के एक व्यवस्थापक`;
  const en = `${who} has invited you to join ${d.tenantName} on ${brand} as ${d.roleName}. Open this link and sign in, or create an account, with this e-mail address (${to}) to accept. The link is valid for ${d.validDays} days:`;
  const hi = `${whoHi} ने आपको ${brand} पर ${d.tenantName} में ${d.roleName} के रूप में शामिल होने के लिए आमंत्रित किया है। स्वीकार करने के लिए यह लिंक खोलें और इसी ई-मेल पते (${to}) से साइन इन करें या खाता बनाएँ। यह लिंक ${d.validDays} दिन तक मान्य है:`;
  const ignore = 'If you do not know this organisation, ignore this e-mail: nothing happens unless you accept.';
  return {
    to,
    subject: `You are invited to join ${d.tenantName} on ${brand}`,
    text: ['Hello,', '', en, link, '', hi, link, '', ignore].join('\n'),
    html: layout(brand, ['Hello,', en, hi, ignore], link, 'Accept the invitation / आमंत्रण स्वीकार करें'),
  };
}
