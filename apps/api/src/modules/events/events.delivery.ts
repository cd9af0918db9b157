import type { TAttendance } from '@ankur/shared/schemas/events';
import QRCode from 'qrcode';
import type { Db } from '../../db/client.ts';
import { afterCommit } from '../../db/tenant.ts';
import type { Mailer, MailMessage } from '../../lib/mail.ts';
import { postCommitDelivery } from '../../plugins/realtime-delivery.ts';
import type { RealtimeServer } from '../../plugins/socket.ts';
import { tenantUserRoom } from '../../plugins/socket.ts';
import { eventPath } from './shapes.ts';

/**
 * What events send once a transaction has committed (DESIGN.md convention 7), never if it rolled
 * back: 'event:attendance' to the organisers' sockets, and e-mails (a ticket with its QR code as a
 * PNG, a promotion from the waitlist, a cancellation or postponement). Each app registers its
 * Socket.IO server and mailer for its own database (index.ts setup).
 */

export interface EventMailContext {
  mailer: Mailer;
  origin: string;
  brandName: string;
  warn: (obj: object, msg: string) => void;
}

const sockets = postCommitDelivery();
const mailers = new WeakMap<Db, EventMailContext>();

export function registerEventDelivery(db: Db, io: RealtimeServer, mail: EventMailContext): () => void {
  const unregister = sockets.register(db, io);
  mailers.set(db, mail);
  return () => {
    unregister();
    if (mailers.get(db) === mail) mailers.delete(db);
  };
}

/** 'event:attendance' to the organisers (in the event's tenant) after commit. */
export function emitAttendance(tenantId: string, organiserIds: number[], attendance: TAttendance): void {
  const rooms = [...new Set(organiserIds)].map((id) => tenantUserRoom(tenantId, id));
  if (!rooms.length) return;
  sockets.later((io) => io.to(rooms).emit('event:attendance', attendance));
}

export interface EventMail {
  to: string;
  subject: string;
  /** paragraphs of the text; the event's link is added */
  lines: string[];
  eventId: number;
  /** a confirmed ticket's code: its QR code is attached as a PNG */
  ticketCode?: string;
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

async function compose(ctx: EventMailContext, m: EventMail): Promise<MailMessage> {
  const link = `${ctx.origin}${eventPath(m.eventId)}`;
  const text = [...m.lines, `Open the event: ${link}`, '', `— ${ctx.brandName}`].join('\n\n');
  const html = [
    ...m.lines.map((l) => `<p>${escapeHtml(l)}</p>`),
    m.ticketCode ? '<p><img src="cid:ticket-qr" alt="Your ticket’s QR code" width="240" height="240"></p>' : '',
    `<p><a href="${escapeHtml(link)}">Open the event</a></p>`,
  ].join('');
  const msg: MailMessage = { to: m.to, subject: m.subject, text, html };
  if (m.ticketCode) {
    // small and quickly deflated (a few ms, not a 480 px image's ~100 ms of the event loop per ticket):
    // 5 px a module scans well, and the HTML shows it at 240 px
    const png = await QRCode.toBuffer(m.ticketCode, {
      type: 'png',
      scale: 5,
      margin: 2,
      rendererOpts: { deflateLevel: 1 },
    });
    msg.attachments = [{ filename: 'ticket-qr.png', content: png, contentType: 'image/png', cid: 'ticket-qr' }];
  }
  return msg;
}

/** Queues e-mails to go once the current transaction commits (failures are logged, never thrown). */
export function mailLater(mails: EventMail[]): void {
  const list = mails.filter((m) => m.to);
  if (!list.length) return;
  afterCommit((db) => {
    const ctx = mailers.get(db);
    if (!ctx) return;
    void (async () => {
      for (const m of list) {
        try {
          await ctx.mailer.send(await compose(ctx, m));
        } catch (err) {
          ctx.warn({ err, to: m.to, subject: m.subject }, 'event e-mail failed');
        }
      }
    })();
  });
}
