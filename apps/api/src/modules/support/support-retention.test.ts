import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.ts';
import { supportMessages } from '../../db/schema/support.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { purgeExpiredMessages, SUPPORT_RETENTION_DAYS } from './support.retention.ts';

const DAY_MS = 86_400_000;

/** The Privacy Policy promises Contact Us messages and bug reports are erased 2 years after the last reply. */
describe('support: retention', () => {
  let t: TestApp;
  let db: Db;
  beforeAll(async () => {
    t = await createTestApp();
    db = t.database.db;
  });
  afterAll(() => t.close());

  it('erases messages last touched more than 730 days ago and keeps the rest', async () => {
    const now = new Date('2026-11-22T12:00:00Z');
    const daysAgo = (days: number) => new Date(now.getTime() - days * DAY_MS).toISOString();
    const base = {
      kind: 'contact',
      name: 'Meera',
      email: 'meera@example.org',
      topic: 'general',
      message: 'Hello there',
    };
    await db.insert(supportMessages).values([
      { ...base, subject: 'old', created_at: daysAgo(900), updated_at: daysAgo(SUPPORT_RETENTION_DAYS + 1) },
      // received long ago but answered recently: the clock restarts at the last reply
      { ...base, subject: 'answered', created_at: daysAgo(900), updated_at: daysAgo(100) },
      { ...base, subject: 'edge', created_at: daysAgo(800), updated_at: daysAgo(SUPPORT_RETENTION_DAYS - 1) },
    ] as (typeof supportMessages.$inferInsert)[]);
    expect(await purgeExpiredMessages(db, now)).toBe(1);
    const left = (await db.select({ subject: supportMessages.subject }).from(supportMessages)).map((r) => r.subject);
    expect(left.sort()).toEqual(['answered', 'edge']);
    expect(await purgeExpiredMessages(db, now)).toBe(0);
  });
});
