import { EVENT_ERRORS } from '@ankur/shared/schemas/events';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { createSessionToken, createUser, inTenant, signIn } from '../../test/factories.ts';
import { connectedSocket, eventually, listenForSockets, record } from '../../test/realtime.ts';
import { ledgerQueue } from './seats.ts';

/**
 * Registering (issue 23): answers checked against the questions, tickets and their QR codes,
 * approval and priced tickets, the door (check-in, attendance, the CSV list), and THE SEAT LEDGER:
 * 40 concurrent registrations for 20 seats never oversell, and cancellations promote the oldest
 * waitlisted. Runs on PostgreSQL too (BOTH_LEGS), where the requests really race.
 */
describe('events: registrations, tickets and the door', () => {
  let t: TestApp;
  let organiser: string;
  let meera: string;
  let arjun: string;
  let meeraId: number;
  const day = 864e5;
  const at = (days: number, hours = 10) =>
    new Date(Math.floor(Date.now() / day) * day + days * day + hours * 36e5).toISOString();

  type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
  const call = (method: Method, url: string, auth: string, payload?: unknown) =>
    t.app.inject({
      method,
      url: `/api/${url}`,
      headers: auth.startsWith('Bearer ') ? { authorization: auth } : { cookie: auth },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  /** A published event; returns its id and first ticket type. */
  const published = async (title: string, extra: Record<string, unknown> = {}) => {
    const res = await call('POST', 'events', organiser, {
      title,
      format: 'in_person',
      venue_name: 'T-Hub, Hyderabad',
      city: 'Hyderabad',
      starts_at: at(5),
      ends_at: at(5, 13),
      ...extra,
    });
    expect(res.statusCode, res.body).toBe(201);
    const e = res.json();
    expect((await call('POST', `events/${e.event_id}/transition`, organiser, { action: 'publish' })).statusCode).toBe(
      200,
    );
    return { id: e.event_id as number, tt: e.ticket_types[0].ticket_type_id as number, types: e.ticket_types };
  };
  const counts = (eventId: number) =>
    inTenant(t.database.db, async (tx) => {
      const r = (await tx.execute(sql`select e.confirmed_count, e.waitlist_count,
        (select count(*)::int from event_registrations r where r.event_id = e.event_id and r.status = 'confirmed') as confirmed_rows,
        (select count(*)::int from event_registrations r where r.event_id = e.event_id and r.status = 'waitlisted') as waitlisted_rows
        from events e where e.event_id = ${eventId}`)) as unknown as {
        rows: { confirmed_count: number; waitlist_count: number; confirmed_rows: number; waitlisted_rows: number }[];
      };
      return r.rows[0]!;
    });

  beforeAll(async () => {
    t = await createTestApp();
    await createUser(t.database.db, 'rgorg', 'Cohort Manager');
    meeraId = await createUser(t.database.db, 'rgmeera', 'Entrepreneur');
    await createUser(t.database.db, 'rgarjun', 'Entrepreneur');
    organiser = await signIn(t.app, 'rgorg');
    meera = await signIn(t.app, 'rgmeera');
    arjun = await signIn(t.app, 'rgarjun');
  });
  afterAll(() => t.close());

  it('registering: answers checked per question (naming body.answers.<key>); a confirmed ticket with its QR code, by e-mail too', async () => {
    const e = await published('Deep-tech demo day', {
      format: 'hybrid',
      online_url: 'https://meet.example.org/demo-day',
      questions: [
        { key: 'company', label: 'Your company', kind: 'text', required: true },
        { key: 'stage', label: 'Stage', kind: 'choice', options: ['idea', 'mvp', 'revenue'] },
        { key: 'sectors', label: 'Sectors', kind: 'multi_choice', options: ['agritech', 'fintech', 'healthtech'] },
      ],
    });
    const reg = (body: Record<string, unknown>) => call('POST', `events/${e.id}/registrations`, meera, body);
    const bad: [Record<string, unknown>, string, string][] = [
      [{ ticket_type_id: e.tt, answers: {} }, 'body.answers.company', EVENT_ERRORS.answerRequired],
      [
        { ticket_type_id: e.tt, answers: { company: 'Krishi Labs', stage: 'unicorn' } },
        'body.answers.stage',
        EVENT_ERRORS.notChoice,
      ],
      [
        { ticket_type_id: e.tt, answers: { company: 'Krishi Labs', sectors: ['space'] } },
        'body.answers.sectors',
        EVENT_ERRORS.notChoice,
      ],
      [{ ticket_type_id: e.tt, answers: { company: 'Krishi Labs', shoe_size: '9' } }, 'body.answers.shoe_size', ''],
      [
        { ticket_type_id: 999999, answers: { company: 'Krishi Labs' } },
        'body.ticket_type_id',
        EVENT_ERRORS.noTicketType,
      ],
    ];
    for (const [body, path, message] of bad) {
      const res = await reg(body);
      expect(res.statusCode, path).toBe(400);
      expect(res.json().message).toContain(path);
      if (message) expect(res.json().message).toContain(message);
    }
    const before = (await call('GET', `events/${e.id}`, meera)).json();
    expect(before.online_url).toBeNull();
    const res = await reg({
      ticket_type_id: e.tt,
      answers: { company: 'Krishi Labs', stage: 'mvp', sectors: ['agritech'] },
    });
    expect(res.statusCode).toBe(201);
    const r = res.json();
    expect(r.status).toBe('confirmed');
    expect(r.ticket_code).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(r.qr_url).toBe(`/api/events/registrations/${r.registration_id}/qr.svg`);
    expect((await reg({ ticket_type_id: e.tt, answers: { company: 'Krishi Labs' } })).json().message).toBe(
      EVENT_ERRORS.alreadyRegistered,
    );
    const page = (await call('GET', `events/${e.id}`, meera)).json();
    expect(page.online_url).toContain('meet.example.org');
    expect(page.my_registration.status).toBe('confirmed');
    expect(page.confirmed_count).toBe(1);
    // the QR code: the holder and the organisers, nobody else
    const qr = await call('GET', r.qr_url.replace('/api/', ''), meera);
    expect(qr.statusCode).toBe(200);
    expect(qr.headers['content-type']).toContain('image/svg+xml');
    expect(qr.body).toContain('<svg');
    expect((await call('GET', r.qr_url.replace('/api/', ''), organiser)).statusCode).toBe(200);
    expect((await call('GET', r.qr_url.replace('/api/', ''), arjun)).statusCode).toBe(404);
    // my tickets
    const mine = (await call('GET', 'events/tickets/mine', meera)).json();
    expect(mine[0].event.event_id).toBe(e.id);
    expect(mine[0].registration.ticket_code).toBe(r.ticket_code);
    // the confirmation e-mail carries the QR code as a PNG
    await vi.waitFor(() => {
      const mail = t.mail.sent.find((m) => m.to === 'rgmeera@example.org' && m.subject.includes('Deep-tech demo day'));
      expect(mail?.attachments?.[0]?.contentType).toBe('image/png');
      expect(mail!.attachments![0]!.content.subarray(1, 4).toString()).toBe('PNG');
    });
  });

  it('approval: pending, then approved (a seat) or declined; priced tickets need the UTR and wait for the organiser', async () => {
    const e = await published('Investor office hours', {
      approval_required: true,
      ticket_types: [
        { name: 'Founder', price_paise: 0 },
        { name: 'Masterclass', price_paise: 49_900 },
      ],
    });
    const pending = (await call('POST', `events/${e.id}/registrations`, meera, { ticket_type_id: e.tt })).json();
    expect(pending.status).toBe('pending');
    expect(pending.ticket_code).toBeNull();
    const decide = (id: number, decision: string, who = organiser) =>
      call('POST', `events/registrations/${id}/decision`, who, { decision });
    expect((await decide(pending.registration_id, 'approve', arjun)).statusCode).toBe(403);
    const approved = (await decide(pending.registration_id, 'approve')).json();
    expect(approved.status).toBe('confirmed');
    expect((await decide(pending.registration_id, 'decline')).json().message).toBe(EVENT_ERRORS.notPending);

    const priced = e.types[1].ticket_type_id;
    const noRef = await call('POST', `events/${e.id}/registrations`, arjun, { ticket_type_id: priced });
    expect(noRef.json().message).toContain('body.payment_ref');
    const paid = (
      await call('POST', `events/${e.id}/registrations`, arjun, {
        ticket_type_id: priced,
        payment_ref: 'HDFC0012345678',
      })
    ).json();
    expect(paid.status).toBe('pending');
    expect(paid.payment_status).toBe('pending');
    expect((await decide(paid.registration_id, 'decline')).json().status).toBe('declined');
    const list = (await call('GET', `events/${e.id}/registrations?q=rgmeera`, organiser)).json();
    expect(list.meta.total).toBe(1);
    expect(list.data[0].person.user_id).toBe(meeraId);
    expect((await call('GET', `events/${e.id}/registrations`, arjun)).statusCode).toBe(403);
  });

  it('the door: check-in by code (a second scan says so), only confirmed tickets; attendance; the CSV list', async () => {
    const e = await published('Women founders breakfast', { capacity: 1 });
    const first = (await call('POST', `events/${e.id}/registrations`, meera, { ticket_type_id: e.tt })).json();
    const second = (await call('POST', `events/${e.id}/registrations`, arjun, { ticket_type_id: e.tt })).json();
    expect(second.status).toBe('waitlisted');
    expect(second.waitlist_position).toBe(1);
    const scan = (body: Record<string, unknown>, who = organiser) => call('POST', `events/${e.id}/check-in`, who, body);
    expect((await scan({ ticket_code: first.ticket_code }, meera)).statusCode).toBe(403);
    expect((await scan({ ticket_code: 'not-a-real-ticket-code' })).json().message).toBe(EVENT_ERRORS.noTicket);
    expect((await scan({ registration_id: second.registration_id })).json().message).toBe(EVENT_ERRORS.notConfirmed);
    // the organiser's door screen hears each check-in live
    const socket = await connectedSocket(await listenForSockets(t.app), { cookie: organiser });
    const live = record(socket, 'event:attendance');
    const ok = (await scan({ ticket_code: first.ticket_code })).json();
    expect(ok.first_time).toBe(true);
    await eventually(() => live.length === 1, 'event:attendance');
    expect(live[0]).toEqual({ event_id: e.id, confirmed: 1, checked_in: 1, waitlisted: 1, pending: 0 });
    socket.close();
    expect(ok.registration.checked_in_at).not.toBeNull();
    const again = (await scan({ ticket_code: first.ticket_code })).json();
    expect(again.first_time).toBe(false);
    expect(again.registration.checked_in_at).toBe(ok.registration.checked_in_at);
    expect((await call('GET', `events/${e.id}/attendance`, organiser)).json()).toEqual({
      event_id: e.id,
      confirmed: 1,
      checked_in: 1,
      waitlisted: 1,
      pending: 0,
    });
    // a checked-in ticket cannot be cancelled
    expect((await call('DELETE', `events/${e.id}/registrations/mine`, meera)).json().message).toBe(
      EVENT_ERRORS.cannotCancel,
    );
    const csv = await call('GET', `events/${e.id}/registrations.csv`, organiser);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-disposition']).toMatch(
      /^attachment; filename="check-in-women-founders-breakfast-\d+\.csv"$/,
    );
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('"Name","E-mail","Ticket type","Status","Checked in at"');
    expect(lines).toHaveLength(3);
    expect(csv.body).toContain('"rgmeera@example.org"');
    expect((await call('GET', `events/${e.id}/registrations.csv`, arjun)).statusCode).toBe(403);
  });

  it('THE SEAT LEDGER: 40 concurrent registrations for 20 seats → 20 confirmed, 20 waitlisted; cancelling 5 promotes the 5 oldest', async () => {
    const e = await published('Startup India seed fund clinic', { capacity: 20 });
    const tag = Date.now().toString(36);
    const tokens: string[] = [];
    const ids: number[] = [];
    for (let i = 0; i < 40; i++) {
      const id = await createUser(t.database.db, `seat${tag}${i}`, 'Entrepreneur');
      ids.push(id);
      tokens.push(`Bearer ${await createSessionToken(t.database.db, id)}`);
    }
    const results = await Promise.all(
      tokens.map((tok) => call('POST', `events/${e.id}/registrations`, tok, { ticket_type_id: e.tt })),
    );
    expect(results.map((r) => r.statusCode).filter((s) => s !== 201)).toEqual([]);
    const statuses = results.map((r) => r.json().status);
    expect(statuses.filter((s) => s === 'confirmed')).toHaveLength(20);
    expect(statuses.filter((s) => s === 'waitlisted')).toHaveLength(20);
    expect(await counts(e.id)).toEqual({
      confirmed_count: 20,
      waitlist_count: 20,
      confirmed_rows: 20,
      waitlisted_rows: 20,
    });

    // the waitlist's order: by sequence, whatever order the answers came back in
    const waiting = await inTenant(t.database.db, async (tx) => {
      const r = (await tx.execute(sql`select user_id from event_registrations
        where event_id = ${e.id} and status = 'waitlisted' order by waitlist_seq`)) as unknown as {
        rows: { user_id: number }[];
      };
      return r.rows.map((x) => x.user_id);
    });
    const confirmedTokens = tokens.filter((_, i) => statuses[i] === 'confirmed').slice(0, 5);
    const cancels = await Promise.all(
      confirmedTokens.map((tok) => call('DELETE', `events/${e.id}/registrations/mine`, tok)),
    );
    expect(cancels.map((r) => r.statusCode)).toEqual([204, 204, 204, 204, 204]);
    const promoted = await inTenant(t.database.db, async (tx) => {
      const r = (await tx.execute(sql`select user_id from event_registrations
        where event_id = ${e.id} and promoted_at is not null order by user_id`)) as unknown as {
        rows: { user_id: number }[];
      };
      return r.rows.map((x) => x.user_id);
    });
    expect(promoted).toEqual([...waiting.slice(0, 5)].sort((a, b) => a - b));
    expect(await counts(e.id)).toEqual({
      confirmed_count: 20,
      waitlist_count: 15,
      confirmed_rows: 20,
      waitlisted_rows: 15,
    });
    // the promoted are told
    const note = (await call('GET', 'notifications', tokens[ids.indexOf(waiting[0]!)]!)).json();
    expect(note.data.map((n: { title: string }) => n.title).join('|')).toContain('You have a seat');
    // a person re-registering after cancelling reuses their row, with a new code
    const again = (
      await call('POST', `events/${e.id}/registrations`, confirmedTokens[0]!, { ticket_type_id: e.tt })
    ).json();
    expect(again.status).toBe('waitlisted');
    const rows = await inTenant(t.database.db, async (tx) => {
      const r = (await tx.execute(sql`select count(*)::int as n from event_registrations
        where event_id = ${e.id}`)) as unknown as { rows: { n: number }[] };
      return r.rows[0]!.n;
    });
    expect(rows).toBe(40);

    // several API processes have no shared queue: the row lock alone must hold (12 at once, 6 seats)
    const small = await published('Drone startups roundtable', { capacity: 6 });
    ledgerQueue.enabled = false;
    try {
      const race = await Promise.all(
        tokens
          .slice(0, 12)
          .map((tok) => call('POST', `events/${small.id}/registrations`, tok, { ticket_type_id: small.tt })),
      );
      expect(race.map((r) => r.statusCode).filter((s) => s !== 201)).toEqual([]);
      expect(race.filter((r) => r.json().status === 'confirmed')).toHaveLength(6);
    } finally {
      ledgerQueue.enabled = true;
    }
    expect(await counts(small.id)).toEqual({
      confirmed_count: 6,
      waitlist_count: 6,
      confirmed_rows: 6,
      waitlisted_rows: 6,
    });
  });
});
