import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { createUser, signIn } from '../../test/factories.ts';

/**
 * Profiles (issue 20): the owner writes; a stranger (no session), a member (signed in) and the
 * owner each see what the sections' visibility allows; the photo is cropped and resized; the
 * personality profile keeps its history; the home's next steps follow what was said.
 */
describe('profiles', () => {
  let t: TestApp;
  let meera: string;
  let meeraId: number;
  let arjun: string;

  type Method = 'GET' | 'PUT' | 'POST' | 'DELETE';
  const call = (method: Method, url: string, cookie?: string, payload?: unknown) =>
    t.app.inject({
      method,
      url: `/api/${url}`,
      headers: cookie ? { cookie } : {},
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

  const multipart = (file: Buffer, type: string, name = 'file') => {
    const boundary = '----ankurTestBoundary';
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="me.bin"\r\nContent-Type: ${type}\r\n\r\n`;
    return {
      payload: Buffer.concat([Buffer.from(head), file, Buffer.from(`\r\n--${boundary}--\r\n`)]),
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    };
  };
  const upload = (cookie: string, file: Buffer, type = 'image/png') => {
    const body = multipart(file, type);
    return t.app.inject({
      method: 'POST',
      url: '/api/profiles/me/photo',
      headers: { cookie, ...body.headers },
      payload: body.payload,
    });
  };

  beforeAll(async () => {
    t = await createTestApp();
    meeraId = await createUser(t.database.db, 'meera');
    await createUser(t.database.db, 'arjun', 'Volunteer');
    meera = await signIn(t.app, 'meera');
    arjun = await signIn(t.app, 'arjun');
  });
  afterAll(() => t.close());

  it('the owner starts with an empty profile; others get 404 until there is one', async () => {
    const me = await call('GET', 'profiles/me', meera);
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ user_id: meeraId, headline: '', default_visibility: 'members' });
    expect(me.json().onboarding).toEqual({ flow: null, step: 0, done: false, skipped: false });
    expect((await call('GET', `profiles/${meeraId}`, arjun)).statusCode).toBe(404);
    expect((await call('GET', 'profiles/me')).statusCode).toBe(401);
    expect((await call('GET', 'profiles/999999', arjun)).statusCode).toBe(404);
  });

  it('a bad field answers 400 naming it, and nothing is written', async () => {
    const res = await call('PUT', 'profiles/me', meera, { headline: 'Founder', links: ['javascript:alert(1)'] });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('links');
    const role = await call('PUT', 'profiles/me', meera, {
      role_details: { student: { study_type: 'x', study_year: 9 } },
    });
    expect(role.statusCode).toBe(400);
    expect(role.json().message).toContain('role_details.student');
    expect((await call('PUT', 'profiles/me', meera, { bio: 'x'.repeat(2001) })).json().message).toContain('bio');
    expect((await call('GET', 'profiles/me', meera)).json().headline).toBe('');
  });

  it('sections show per visibility to a stranger, a member and the owner', async () => {
    const saved = await call('PUT', 'profiles/me', meera, {
      headline: 'Founder, Krishi Setu',
      bio: 'Grape farmers in Nashik lose a fifth of their crop to late irrigation.',
      city: 'Nashik',
      state: 'Maharashtra',
      languages: ['Marathi', 'Hindi', 'English'],
      links: ['https://krishisetu.example.in'],
      skills: ['IoT', 'Sales'],
      visibility: { basic: 'public', about: 'members', roles: 'only_me', personality: 'connections' },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().visibility).toMatchObject({ basic: 'public', about: 'members', learning: 'members' });

    const stranger = (await call('GET', `profiles/${meeraId}`)).json();
    expect(stranger).toMatchObject({ headline: 'Founder, Krishi Setu', city: 'Nashik', about: null, is_owner: false });
    expect(stranger.role_details).toBeNull();

    const member = (await call('GET', `profiles/${meeraId}`, arjun)).json();
    expect(member.about).toMatchObject({ skills: ['IoT', 'Sales'] });
    expect(member.role_details).toBeNull();
    expect(member.personality).toBeNull();

    const owner = (await call('GET', `profiles/${meeraId}`, meera)).json();
    expect(owner).toMatchObject({ is_owner: true, role_details: {} });
    expect(owner.roles).toContain('Entrepreneur');

    // everything only_me: others see nothing at all
    await call('PUT', 'profiles/me', meera, {
      visibility: { basic: 'only_me', about: 'only_me', learning: 'only_me', venture: 'only_me' },
    });
    expect((await call('GET', `profiles/${meeraId}`, arjun)).statusCode).toBe(404);
    expect((await call('GET', `profiles/${meeraId}`)).statusCode).toBe(404);
    await call('PUT', 'profiles/me', meera, { visibility: { basic: 'public', about: 'members' } });
  });

  it('role details are validated per role and merge', async () => {
    const a = await call('PUT', 'profiles/me', arjun, {
      role_details: {
        volunteer: { skills: ['Accounts'], causes: ['financial_literacy'], hours_per_month: 8, hours_given: 24 },
      },
    });
    expect(a.statusCode).toBe(200);
    const b = await call('PUT', 'profiles/me', arjun, { role_details: { organisation: { org_type: 'ngo' } } });
    expect(b.json().role_details).toMatchObject({ volunteer: { hours_given: 24 }, organisation: { org_type: 'ngo' } });
  });

  it('a photo is sniffed, cropped square and resized to 512 px; a non-picture is refused', async () => {
    const png = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#2f855a' } })
      .png()
      .toBuffer();
    const res = await upload(meera, png);
    expect(res.statusCode).toBe(200);
    const url = res.json().photo_url as string;
    expect(url).toMatch(new RegExp(`^/api/profiles/${meeraId}/photo\\?v=`));
    const photo = await t.app.inject({ method: 'GET', url, headers: { cookie: arjun } });
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/webp');
    expect(photo.headers['x-content-type-options']).toBe('nosniff');
    const meta = await sharp(photo.rawPayload).metadata();
    expect([meta.width, meta.height, meta.format]).toEqual([512, 512, 'webp']);

    const fake = await upload(meera, Buffer.from('%PDF-1.4 not a picture'), 'image/png');
    expect(fake.statusCode).toBe(400);
    expect(fake.json().message).toContain('body.file');

    const removed = await call('DELETE', 'profiles/me/photo', meera);
    expect(removed.json().photo_url).toBeNull();
    expect((await t.app.inject({ method: 'GET', url, headers: { cookie: arjun } })).statusCode).toBe(404);
  });

  it('personality: 50 answers scored per trait, history kept, shown as the owner allows', async () => {
    const short = await call('POST', 'profiles/me/personality', meera, { answers: Array(49).fill(3) });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toContain('answers');
    const first = await call('POST', 'profiles/me/personality', meera, { answers: Array(50).fill(3) });
    expect(first.statusCode).toBe(201);
    expect(first.json().latest.scores.extraversion).toBe(50);
    const second = await call('POST', 'profiles/me/personality', meera, { answers: Array(50).fill(5) });
    expect(second.json().history).toHaveLength(2);
    expect(second.json().latest.scores.emotional_stability).toBe(20);
    // 'connections' shows only to accepted connections: Arjun is not one
    expect((await call('GET', `profiles/${meeraId}/personality`, arjun)).statusCode).toBe(404);
    await call('PUT', 'profiles/me', meera, { visibility: { personality: 'members' } });
    const seen = (await call('GET', `profiles/${meeraId}/personality`, arjun)).json();
    expect(seen.history).toEqual([]);
    expect(seen.latest.scores.intellect).toBe(70);
  });

  it('onboarding progress is saved server-side and next steps follow the answers', async () => {
    const before = (await call('GET', 'profiles/me/next-steps', meera)).json();
    expect(before.items[0]).toEqual({ kind: 'finish_onboarding', link: '/registration/entrepreneur' });
    expect(before.items.map((s: { kind: string }) => s.kind)).toContain('add_venture');
    await call('PUT', 'profiles/me', meera, {
      onboarding: { flow: 'entrepreneur', step: 3, done: true, skipped: false },
    });
    await call('POST', 'ventures', meera, {
      name: 'Krishi Setu',
      stage: 'validation',
      sector: 'agritech',
      state: 'Maharashtra',
      city: 'Nashik',
      team_size: 3,
      website: 'https://krishisetu.example.in',
      pitch: 'Soil-moisture alerts on WhatsApp for grape farmers',
      needs: ['funding', 'mentoring'],
    });
    const kinds = (await call('GET', 'profiles/me/next-steps', meera))
      .json()
      .items.map((s: { kind: string }) => s.kind);
    expect(kinds).toEqual(expect.arrayContaining(['find_mentor', 'prepare_investors', 'add_photo']));
    expect(kinds).not.toContain('finish_onboarding');
    expect(kinds).not.toContain('add_venture');
    const steps = (await call('GET', 'profiles/me/next-steps', arjun)).json().items;
    expect(steps).toContainEqual({ kind: 'finish_onboarding', link: '/onboarding' });
  });
});
