import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Config } from '../config.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** files sent with the message (a ticket's QR code); `cid` lets the HTML show one inline */
  attachments?: { filename: string; content: Buffer; contentType: string; cid?: string }[];
}

/**
 * Sends e-mail: over SMTP when SMTP_URL is set, otherwise into an outbox folder
 * (`${DATA_DIR}/mail`, one .eml file per message) so that a fresh install works without a mail
 * server. send() rejects when the message cannot be delivered or written.
 */
export interface Mailer {
  kind: 'smtp' | 'outbox';
  /** where outbox messages are written; null in SMTP mode */
  outboxDir: string | null;
  send(msg: MailMessage): Promise<void>;
  close(): Promise<void>;
}

export interface MailLog {
  info(obj: object, msg: string): void;
}

const outboxFileName = () => `${new Date().toISOString().replace(/:/g, '-')}-${randomBytes(4).toString('hex')}.eml`;

export function createMailer(config: Pick<Config, 'smtpUrl' | 'mailFrom' | 'dataDir'>, log: MailLog): Mailer {
  const from = config.mailFrom;
  if (config.smtpUrl) {
    const transport = nodemailer.createTransport(config.smtpUrl);
    return {
      kind: 'smtp',
      outboxDir: null,
      async send(msg) {
        await transport.sendMail({ from, ...msg });
      },
      async close() {
        transport.close();
      },
    };
  }

  const outboxDir = path.join(config.dataDir, 'mail');
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  let dirReady = false;
  return {
    kind: 'outbox',
    outboxDir,
    async send(msg) {
      const info = await transport.sendMail({ from, ...msg });
      const raw = info.message;
      if (!Buffer.isBuffer(raw)) throw new Error('the mail outbox expected a buffered message');
      if (!dirReady) {
        await mkdir(outboxDir, { recursive: true, mode: 0o700 });
        dirReady = true;
      }
      const file = path.join(outboxDir, outboxFileName());
      await writeFile(file, raw, { mode: 0o600, flag: 'wx' });
      log.info({ to: msg.to, subject: msg.subject, file }, 'mail written to the outbox');
    },
    async close() {
      transport.close();
    },
  };
}
