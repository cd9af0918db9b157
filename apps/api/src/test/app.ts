import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, inject } from 'vitest';
import { buildApp } from '../app.ts';
import type { Config } from '../config.ts';
import { type Database, openDatabase } from '../db/client.ts';
import type { Clock } from '../lib/clock.ts';
import type { Mailer, MailMessage } from '../lib/mail.ts';
import { testConfig } from './config.ts';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  config: Config;
  /** every e-mail the app sent, newest last */
  mail: RecordingMailer;
  close(): Promise<void>;
}

export interface RecordingMailer extends Mailer {
  sent: MailMessage[];
  /** make the next sends fail, as an unreachable mail server would */
  failing: boolean;
  /** the last 6-digit code e-mailed to an address */
  lastCode(to: string): string;
  /** the last link to this site e-mailed to an address */
  lastLink(to: string): string;
}

export function recordingMailer(): RecordingMailer {
  const sent: MailMessage[] = [];
  const last = (to: string) => {
    const msg = sent.filter((m) => m.to === to.toLowerCase() || m.to === to).at(-1);
    if (!msg) throw new Error(`no e-mail was sent to ${to}`);
    return msg;
  };
  return {
    kind: 'outbox',
    outboxDir: null,
    sent,
    failing: false,
    async send(msg) {
      if (this.failing) throw new Error('connect ECONNREFUSED 127.0.0.1:25');
      sent.push(msg);
    },
    async close() {},
    lastCode(to) {
      const m = /\b(\d{6})\b/.exec(last(to).subject);
      if (!m) throw new Error(`the last e-mail to ${to} has no code`);
      return m[1]!;
    },
    lastLink(to) {
      const m = /(https?:\/\/\S+)/.exec(last(to).text);
      if (!m) throw new Error(`the last e-mail to ${to} has no link`);
      return m[1]!;
    },
  };
}

/**
 * A database of this test file's own, copied from the run's seeded template: a PGlite loaded
 * from the template's dump, or (ANKUR_TEST_DB=postgres) a PostgreSQL database created from the
 * template database and dropped afterwards.
 */
export async function openTestDatabase(): Promise<{ database: Database; drop: () => Promise<void> }> {
  if (process.env.ANKUR_TEST_DB === 'postgres') {
    const url = process.env.TEST_DATABASE_URL as string;
    const name = `ankur_t_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${inject('pgTemplateDb')}`);
    const fileUrl = new URL(url);
    fileUrl.pathname = `/${name}`;
    const database = await openDatabase({ url: fileUrl.toString(), poolSize: 4 });
    await database.restrict();
    return {
      database,
      drop: async () => {
        await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await admin.end();
      },
    };
  }
  const dump = readFileSync(inject('pgliteTemplate'));
  const database = await openDatabase({ memory: true, loadDataDir: new Blob([dump]) });
  // tests act as the platform does: as the application role, under row-level security
  await database.restrict();
  return { database, drop: async () => {} };
}

/**
 * This test file's own database for tests that need no app: opened before the file's tests,
 * closed and dropped after them. Call it inside describe(); read the database in the tests.
 */
export function useTestDatabase(): () => Database {
  let opened: Awaited<ReturnType<typeof openTestDatabase>> | undefined;
  beforeAll(async () => {
    opened = await openTestDatabase();
  });
  afterAll(async () => {
    await opened?.database.close();
    await opened?.drop();
  });
  return () => {
    if (!opened) throw new Error('the test database is not open yet');
    return opened.database;
  };
}

export async function createTestApp(
  overrides: Record<string, string> = {},
  opts: { clock?: Clock } = {},
): Promise<TestApp> {
  const config = testConfig(overrides);
  const { database, drop } = await openTestDatabase();
  const mail = recordingMailer();
  const app = await buildApp({
    config,
    database,
    logger: process.env.TEST_LOG ? { level: 'warn' } : false,
    mailer: mail,
    clock: opts.clock,
  });
  await app.ready();
  return {
    app,
    database,
    config,
    mail,
    close: async () => {
      await app.close();
      await drop();
    },
  };
}
