import { DEFAULT_NOTIFICATION_PREFERENCES, type TNotificationPreferences } from '@ankur/shared/schemas/notifications';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { notifications } from '../../db/schema/notifications.ts';
import { tenants } from '../../db/schema/tenants.ts';
import { manualClock } from '../../lib/clock.ts';
import { siteOrigin } from '../../plugins/context.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { createUser, inTenant } from '../../test/factories.ts';
import { eventually } from '../../test/realtime.ts';
import { savePreferences } from './notifications.repository.ts';
import { notify } from './notifications.service.ts';
import {
  DIGEST_JOB,
  DIGEST_RETRY_MS,
  digestEmail,
  ensureDigestScheduled,
  nextDigestAt,
} from './notifications-digest.service.ts';

/**
 * The daily e-mail digest (issue 9): once a day at 07:00 UTC, one e-mail per 'daily' user listing
 * their unread e-mail-type notifications since the last digest; the job books its next run.
 */
describe('notifications: the daily e-mail digest', () => {
  let t: TestApp;
  // the app's clock starts now: notifications take the database's time, so the first window
  // (the 24 h before the next 07:00 UTC) holds what the tests raise
  const start = new Date();
  const clock = manualClock(start);
  const OTHER = 'DIGESTTESTORG';
  const people = { daily: 0, off: 0, inApp: 0, elsewhere: 0 };
  const email = (name: string) => `${name}@example.org`;

  const prefs = (digest: 'off' | 'daily', emailTypes: string[]): TNotificationPreferences => ({
    channels: {
      ...DEFAULT_NOTIFICATION_PREFERENCES.channels,
      ...Object.fromEntries(emailTypes.map((type) => [type, 'email'])),
    },
    email_digest: digest,
  });
  const raise = (userIds: number[], title: string, type: 'announcement' | 'event' | 'message' = 'announcement') =>
    inTenant(t.database.db, (tx) => notify(tx, { userIds, type, title, body: `About ${title}`, link: '/calendar' }));
  const digestJob = async () =>
    (
      (await t.database.db.execute(
        sql`select run_at, payload from jobs where kind = ${DIGEST_JOB.kind} and tenant_id is null and key = ${DIGEST_JOB.key}`,
      )) as unknown as { rows: { run_at: string; payload: Record<string, unknown> }[] }
    ).rows;
  const digests = () => t.mail.sent.filter((m) => m.subject.startsWith('Your '));
  /** moves the clock to the booked run and runs it */
  const runBooked = async () => {
    const [job] = await digestJob();
    clock.advance(new Date(job!.run_at).getTime() - clock.now().getTime());
    await t.app.jobs.runDue();
  };

  beforeAll(async () => {
    t = await createTestApp({}, { clock });
    const db = t.database.db;
    people.daily = await createUser(db, 'dg_daily');
    people.off = await createUser(db, 'dg_off');
    people.inApp = await createUser(db, 'dg_inapp');
    people.elsewhere = await createUser(db, 'dg_elsewhere');
    await inTenant(db, async (tx) => {
      await savePreferences(tx, people.daily, prefs('daily', ['announcement', 'event']));
      await savePreferences(tx, people.off, prefs('off', ['announcement', 'event']));
      // a daily digest, but no type by e-mail: nothing to gather
      await savePreferences(tx, people.inApp, prefs('daily', []));
    });
    await db
      .insert(tenants)
      .values({ tenant_id: OTHER, tenant_type: 'organisation', tenant_name: 'digest-test', display_name: 'D' });
    await inTenant(db, (tx) => savePreferences(tx, people.elsewhere, prefs('daily', ['announcement'])), OTHER);
  });
  afterAll(() => t.close());
  beforeEach(() => {
    t.mail.sent.length = 0;
  });

  it('books the first run for the next 07:00 UTC at start-up, and does not move a booked one', async () => {
    expect(nextDigestAt(new Date('2026-11-22T06:59:59Z')).toISOString()).toBe('2026-11-22T07:00:00.000Z');
    expect(nextDigestAt(new Date('2026-11-22T07:00:00Z')).toISOString()).toBe('2026-11-23T07:00:00.000Z');
    expect(nextDigestAt(new Date('2026-12-31T21:00:00Z')).toISOString()).toBe('2027-01-01T07:00:00.000Z');
    const [job] = await digestJob();
    expect(new Date(job!.run_at).toISOString()).toBe(nextDigestAt(start).toISOString());
    expect(job!.payload).toEqual({});
    // another process starting a day later leaves it where it is
    await ensureDigestScheduled(t.database.db, manualClock(new Date(start.getTime() + 86_400_000)));
    expect(await digestJob()).toEqual([job]);
  });

  it('mails a daily user one e-mail with their unread e-mail-type notifications, and nobody else', async () => {
    await raise([people.daily, people.off, people.inApp], 'Demo day on Friday');
    await raise([people.daily, people.off], 'Mentor hours', 'event');
    // types the daily user gets in the app only are not gathered
    await raise([people.daily], 'Hello from Ravi', 'message');
    const [read] = await raise([people.daily], 'Already seen');
    await inTenant(t.database.db, (tx) =>
      tx
        .update(notifications)
        .set({ read_at: sql`now()` })
        .where(eq(notifications.notification_id, read!.notification.notification_id)),
    );
    await inTenant(
      t.database.db,
      (tx) => notify(tx, { userIds: [people.elsewhere], type: 'announcement', title: 'Other org news' }),
      OTHER,
    );
    // the 'off' user was mailed one by one as they happened; the daily users were not
    await eventually(() => t.mail.sent.length >= 2, 'the one-by-one e-mails');
    expect(t.mail.sent.map((m) => m.to).sort()).toEqual([email('dg_off'), email('dg_off')]);
    t.mail.sent.length = 0;

    await runBooked();
    const sent = digests();
    expect(sent.map((m) => m.to).sort()).toEqual([email('dg_daily'), email('dg_elsewhere')]);
    const mine = sent.find((m) => m.to === email('dg_daily'))!;
    expect(mine.subject).toBe(`Your ${t.config.brandName} digest: 2 new`);
    expect(mine.text).toContain('Demo day on Friday');
    expect(mine.text).toContain('Mentor hours');
    expect(mine.text).toContain(`${siteOrigin(t.config)}/calendar`);
    expect(mine.text).not.toContain('Already seen');
    expect(mine.text).not.toContain('Hello from Ravi');
    expect(mine.html).toContain('<a href="http');
    expect(mine.html).toContain('/calendar');
    expect(sent.find((m) => m.to === email('dg_elsewhere'))!.text).toContain('Other org news');
  });

  it('reschedules for the next 07:00 UTC with the window carried on; nothing new, no e-mail', async () => {
    const ran = clock.now();
    const [job] = await digestJob();
    expect(new Date(job!.run_at).toISOString()).toBe(nextDigestAt(ran).toISOString());
    expect(new Date(job!.run_at).getUTCHours()).toBe(7);
    expect(job!.payload).toEqual({ since: ran.toISOString() });
    await runBooked();
    expect(digests()).toEqual([]);
    expect(new Date((await digestJob())[0]!.run_at).getTime()).toBe(ran.getTime() + 2 * 86_400_000);
  });

  it('lists a notification raised after the last digest in the next one, until it is read', async () => {
    const [fresh] = await raise([people.daily], 'Pitch feedback');
    // notifications take the database's time; place this one inside the coming window
    const within = new Date(clock.now().getTime() + 60_000).toISOString();
    const id = fresh!.notification.notification_id;
    await inTenant(t.database.db, (tx) =>
      tx.update(notifications).set({ created_at: within }).where(eq(notifications.notification_id, id)),
    );
    await runBooked();
    expect(digests().map((m) => [m.to, m.subject])).toEqual([
      [email('dg_daily'), `Your ${t.config.brandName} digest: 1 new`],
    ]);
    expect(digests()[0]!.text).toContain('Pitch feedback');
    expect(digests()[0]!.text).not.toContain('Demo day');
  });

  it('tries the same window again later when the mail server is down, mailing nobody twice', async () => {
    const ids = (await raise([people.daily], 'Retry me')).map((r) => r.notification.notification_id);
    const within = new Date(clock.now().getTime() + 60_000).toISOString();
    await inTenant(t.database.db, (tx) =>
      tx.update(notifications).set({ created_at: within }).where(inArray(notifications.notification_id, ids)),
    );
    const [before] = await digestJob();
    t.mail.failing = true;
    await runBooked();
    t.mail.failing = false;
    const [retry] = await digestJob();
    expect(new Date(retry!.run_at).getTime()).toBe(clock.now().getTime() + DIGEST_RETRY_MS);
    expect(retry!.payload).toMatchObject({ since: (before!.payload as { since: string }).since });
    await runBooked();
    expect(digests().map((m) => m.to)).toEqual([email('dg_daily')]);
    expect(digests()[0]!.text).toContain('Retry me');
    expect(new Date((await digestJob())[0]!.run_at).getUTCHours()).toBe(7);
  });

  it('escapes HTML in the e-mail and lists at most 50 items', () => {
    const items = Array.from({ length: 53 }, (_, i) => ({
      type: 'announcement' as const,
      title: i === 0 ? '<script>alert(1)</script>' : `Item ${i}`,
      body: null,
      link: `/x/${i}`,
    }));
    const msg = digestEmail({ origin: 'https://ankur.example', brandName: 'Ankur' }, 'a@b.org', items);
    expect(msg.subject).toBe('Your Ankur digest: 53 new');
    expect(msg.html).not.toContain('<script>');
    expect(msg.html).toContain('&lt;script&gt;');
    expect(msg.html).toContain('href="https://ankur.example/x/0"');
    expect(msg.text).toContain('…and 3 more: https://ankur.example/notifications');
    expect(msg.text).not.toContain('Item 50');
  });
});
