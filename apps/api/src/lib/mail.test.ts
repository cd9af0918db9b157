import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { afterAll, describe, expect, it } from 'vitest';
import { createMailer } from './mail.ts';

const MAIL_FROM = 'Ankur <no-reply@ankur.local>';

/** Splits a raw RFC 5322 message into unfolded headers (lower-case names) and the body. */
function parseEml(raw: string): { headers: Record<string, string>; body: string } {
  const split = raw.indexOf('\r\n\r\n');
  expect(split).toBeGreaterThan(0);
  const headers: Record<string, string> = {};
  for (const line of raw
    .slice(0, split)
    .replace(/\r\n[ \t]+/g, ' ')
    .split('\r\n')) {
    const colon = line.indexOf(':');
    headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { headers, body: raw.slice(split + 4) };
}

const logs: { obj: object; msg: string }[] = [];
const log = { info: (obj: object, msg: string) => logs.push({ obj, msg }) };

describe('mail outbox (no SMTP_URL)', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'ankur-mail-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('writes each message as one parseable .eml file and logs it', async () => {
    const mailer = createMailer({ smtpUrl: undefined, mailFrom: MAIL_FROM, dataDir }, log);
    expect(mailer.kind).toBe('outbox');
    expect(mailer.outboxDir).toBe(path.join(dataDir, 'mail'));
    await mailer.send({ to: 'asha@example.org', subject: 'Your code', text: 'Your code is 123456.' });
    await mailer.send({ to: 'ravi@example.org', subject: 'Second', text: 'Plain', html: '<p>Rich <b>text</b></p>' });
    await mailer.close();

    const dir = path.join(dataDir, 'mail');
    expect(statSync(dir).mode & 0o777).toBe(0o700);
    const files = readdirSync(dir).sort();
    expect(files).toHaveLength(2);
    for (const f of files) expect(f).toMatch(/^\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d\.\d{3}Z-[0-9a-f]{8}\.eml$/);

    const first = files.map((f) => path.join(dir, f)).find((f) => readFileSync(f, 'utf8').includes('asha@'))!;
    expect(statSync(first).mode & 0o777).toBe(0o600);
    const { headers, body } = parseEml(readFileSync(first, 'utf8'));
    expect(headers.to).toBe('asha@example.org');
    expect(headers.from).toBe(MAIL_FROM);
    expect(headers.subject).toBe('Your code');
    expect(headers['message-id']).toMatch(/^<.+@.+>$/);
    expect(body).toContain('Your code is 123456.');

    const second = readFileSync(files.map((f) => path.join(dir, f)).find((f) => f !== first)!, 'utf8');
    expect(parseEml(second).headers['content-type']).toMatch(/^multipart\/alternative; boundary=/);
    expect(second).toContain('<p>Rich <b>text</b></p>');

    expect(logs.map((l) => l.msg)).toEqual(['mail written to the outbox', 'mail written to the outbox']);
    expect(logs[0]!.obj).toEqual({ to: 'asha@example.org', subject: 'Your code', file: first });
  });

  it('rejects when the outbox cannot be written', async () => {
    const blocked = path.join(dataDir, 'not-a-dir');
    writeFileSync(blocked, ''); // a file where the data folder should be
    const mailer = createMailer({ smtpUrl: undefined, mailFrom: MAIL_FROM, dataDir: path.join(blocked, 'x') }, log);
    await expect(mailer.send({ to: 'a@example.org', subject: 's', text: 't' })).rejects.toThrow();
  });
});

describe('mail over SMTP', () => {
  it('delivers to the SMTP server named by SMTP_URL', async () => {
    const received: { from: string; to: string[]; raw: string }[] = [];
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => {
          const env = session.envelope;
          received.push({
            from: env.mailFrom ? env.mailFrom.address : '',
            to: env.rcptTo.map((r) => r.address),
            raw: Buffer.concat(chunks).toString('utf8'),
          });
          callback();
        });
      },
    });
    const port = await new Promise<number>((resolve) => {
      const s = server.listen(0, '127.0.0.1', () => resolve((s.address() as net.AddressInfo).port));
    });
    try {
      const mailer = createMailer(
        { smtpUrl: `smtp://127.0.0.1:${port}`, mailFrom: MAIL_FROM, dataDir: '/nonexistent' },
        log,
      );
      expect(mailer.kind).toBe('smtp');
      expect(mailer.outboxDir).toBeNull();
      await mailer.send({ to: 'meera@example.org', subject: 'Verify your e-mail', text: 'Code: 654321' });
      await mailer.close();
      expect(received).toHaveLength(1);
      expect(received[0]!.from).toBe('no-reply@ankur.local');
      expect(received[0]!.to).toEqual(['meera@example.org']);
      const { headers, body } = parseEml(received[0]!.raw);
      expect(headers.subject).toBe('Verify your e-mail');
      expect(headers.to).toBe('meera@example.org');
      expect(body).toContain('Code: 654321');
    } finally {
      await new Promise<void>((resolve) => server.close(resolve));
    }
  });

  it('rejects when the SMTP server cannot be reached', async () => {
    const closedPort = await new Promise<number>((resolve) => {
      const s = net.createServer().listen(0, '127.0.0.1', () => {
        const { port } = s.address() as net.AddressInfo;
        s.close(() => resolve(port));
      });
    });
    const mailer = createMailer(
      { smtpUrl: `smtp://127.0.0.1:${closedPort}`, mailFrom: MAIL_FROM, dataDir: '/nonexistent' },
      log,
    );
    await expect(mailer.send({ to: 'meera@example.org', subject: 's', text: 't' })).rejects.toThrow(/ECONNREFUSED/);
    await mailer.close();
  });
});
