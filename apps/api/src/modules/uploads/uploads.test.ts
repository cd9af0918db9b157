import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { UPLOAD_MAX_BYTES } from '@ankur/shared/schemas/uploads';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courses, modules, programs, units } from '../../db/schema/programs.ts';
import { uploads } from '../../db/schema/uploads.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { createUser, founderInside, inTenant, signIn } from '../../test/factories.ts';
import { UNSUPPORTED_TYPE } from './upload-purposes.ts';
import { sanitizeFileName } from './uploads.files.ts';
import { TOO_LARGE } from './uploads.service.ts';

type Part = { name: string; value: string } | { name: string; filename: string; type: string; data: Buffer };

/** A multipart/form-data body, parts in the order given (as a browser's FormData sends them). */
function form(parts: Part[]) {
  const boundary = `----ankur${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const p of parts) {
    const head =
      'filename' in p
        ? `Content-Disposition: form-data; name="${p.name}"; filename="${p.filename}"\r\nContent-Type: ${p.type}`
        : `Content-Disposition: form-data; name="${p.name}"`;
    chunks.push(Buffer.from(`--${boundary}\r\n${head}\r\n\r\n`));
    chunks.push('filename' in p ? p.data : Buffer.from(p.value));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), type: `multipart/form-data; boundary=${boundary}` };
}

const file = (filename: string, type: string, data: Buffer | string = 'hello'): Part => ({
  name: 'file',
  filename,
  type,
  data: Buffer.from(data),
});
const purpose = (value: string): Part => ({ name: 'purpose', value });

describe('uploads', () => {
  let t: TestApp;
  let dataDir: string;
  let asha: string;
  let ashaId: number;
  let ravi: string;
  let manager: string;
  let newcomer: string;
  const stored = () => readdirSync(path.join(dataDir, 'uploads'));

  const upload = (cookie: string | undefined, parts: Part[], headers: Record<string, string> = {}) => {
    const body = form(parts);
    return t.app.inject({
      method: 'POST',
      url: '/api/uploads',
      headers: { 'content-type': body.type, ...(cookie ? { cookie } : {}), ...headers },
      payload: body.payload,
    });
  };
  const get = (url: string, cookie?: string) => t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
  /** A unit in a new program of `status` that carries the file: as its resource or as a link in its content. */
  const attach = (url: string, status: 'published' | 'draft', as: 'resource' | 'link' = 'resource') =>
    inTenant(t.database.db, async (tx) => {
      const [p] = await tx
        .insert(programs)
        .values({ program_name: `Files ${status}`, status })
        .returning();
      const [c] = await tx.insert(courses).values({ program_id: p!.program_id, course_name: 'C' }).returning();
      const [m] = await tx.insert(modules).values({ course_id: c!.course_id, module_name: 'M' }).returning();
      await tx.insert(units).values({
        module_id: m!.module_id,
        unit_name: 'U',
        unit_type: 'document',
        ...(as === 'resource' ? { resource_url: url } : { content: `<p><a href="${url}">slides</a></p>` }),
      });
    });

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'ankur-uploads-'));
    t = await createTestApp({ DATA_DIR: dataDir });
    ashaId = await createUser(t.database.db, 'asha', 'Entrepreneur');
    await createUser(t.database.db, 'ravi', 'Entrepreneur');
    await createUser(t.database.db, 'cohort', 'Cohort Manager');
    await createUser(t.database.db, 'newcomer', 'temp');
    asha = await signIn(t.app, 'asha');
    ravi = await signIn(t.app, 'ravi');
    manager = await signIn(t.app, 'cohort');
    newcomer = await signIn(t.app, 'newcomer');
  });
  afterAll(async () => {
    await t.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('signed out: 401 for upload and download', async () => {
    expect((await upload(undefined, [purpose('submission'), file('a.txt', 'text/plain')])).statusCode).toBe(401);
    expect((await get('/api/uploads/1/a.txt')).statusCode).toBe(401);
  });

  it('a learner uploads a submission file: 201, stored under a random key, readable by its owner', async () => {
    const res = await upload(asha, [purpose('submission'), file('My answer.txt', 'text/plain', 'my answer')]);
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body).toEqual({
      upload_id: expect.any(Number),
      purpose: 'submission',
      file_name: 'My answer.txt',
      content_type: 'text/plain',
      size_bytes: 9,
      // addressed by a random public id, never by the sequential upload_id (issue 18)
      url: expect.stringMatching(
        /^\/api\/uploads\/[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[0-9a-f]{4}-[0-9a-f]{12}\/My%20answer\.txt$/,
      ),
      created_at: expect.any(String),
    });
    const [row] = await inTenant(t.database.db, (tx) =>
      tx.select().from(uploads).where(eq(uploads.upload_id, body.upload_id)),
    );
    expect(row).toMatchObject({ owner_user_id: ashaId, storage_key: expect.stringMatching(/^[0-9a-f]{48}$/) });
    expect(stored()).toContain(row!.storage_key);

    const own = await get(body.url, asha);
    expect(own.statusCode, own.body).toBe(200);
    expect(own.body).toBe('my answer');
    expect(own.headers['content-type']).toBe('text/plain');
    expect(own.headers['content-disposition']).toBe(
      `attachment; filename="My answer.txt"; filename*=UTF-8''My%20answer.txt`,
    );
    expect(own.headers['x-content-type-options']).toBe('nosniff');
    expect(own.headers['cache-control']).toMatch(/^private/);
    expect(own.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    // a program manager reads it; another learner gets 404, as if it did not exist
    expect((await get(body.url, manager)).body).toBe('my answer');
    const other = await get(body.url, ravi);
    expect(other.statusCode).toBe(404);
    expect(other.json().message).toBe('No such file');
  });

  it("'unit' files: program managers only (403 for a learner, nothing stored); readers of their unit read them inline", async () => {
    const before = stored().length;
    const refused = await upload(asha, [purpose('unit'), file('slides.pdf', 'application/pdf')]);
    expect(refused.statusCode, refused.body).toBe(403);
    expect(refused.json().message).toMatch(/program managers/);
    expect(stored()).toHaveLength(before);

    const res = await upload(manager, [purpose('unit'), file('Canvas.pdf', 'application/pdf', '%PDF-1.7 demo')]);
    expect(res.statusCode, res.body).toBe(201);
    await attach(res.json().url, 'published');
    for (const reader of [asha, ravi, manager]) {
      const read = await get(res.json().url, reader);
      expect(read.statusCode).toBe(200);
      expect(read.headers['content-type']).toBe('application/pdf');
      expect(read.headers['content-disposition']).toMatch(/^inline; filename="Canvas.pdf"/);
      // a PDF may be framed by the platform's own pages (the library's preview), nobody else's
      expect(read.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    }
  });

  it("'unit' files are read only where their unit can be: attached to nothing or to a draft, 404 as an unknown id", async () => {
    const unknown = await get('/api/uploads/6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f/x.pdf', asha);
    expect(unknown.statusCode).toBe(404);
    const loose = (await upload(manager, [purpose('unit'), file('loose.pdf', 'application/pdf')])).json().url;
    const hidden = (await upload(manager, [purpose('unit'), file('draft.pdf', 'application/pdf')])).json().url;
    const linked = (await upload(manager, [purpose('unit'), file('linked.pdf', 'application/pdf')])).json().url;
    await attach(hidden, 'draft');
    await attach(linked, 'published', 'link');
    for (const url of [loose, hidden]) {
      for (const reader of [asha, newcomer]) {
        const res = await get(url, reader);
        expect(res.statusCode, url).toBe(404);
        expect(res.json()).toEqual(unknown.json());
      }
      // program managers see drafts, so they read these
      expect((await get(url, manager)).statusCode).toBe(200);
    }
    expect((await get(linked, asha)).statusCode).toBe(200);
    // a temp-role user reads no program, so no program's files either
    expect((await get(linked, newcomer)).statusCode).toBe(404);
  });

  it('submissions need read on Programs and Courses: 403 for a temp-role user', async () => {
    const res = await upload(newcomer, [purpose('submission'), file('a.txt', 'text/plain')]);
    expect(res.statusCode).toBe(403);
  });

  it('refuses unknown kinds with 415 naming the allowed ones; a generic type is read from the extension', async () => {
    for (const [name, type] of [
      ['page.html', 'text/html'],
      ['logo.svg', 'image/svg+xml'],
      ['tool.exe', 'application/octet-stream'],
      ['script.js', 'application/javascript'],
    ] as const) {
      const res = await upload(asha, [purpose('submission'), file(name, type)]);
      expect(res.statusCode, name).toBe(415);
      expect(res.json().message).toBe(UNSUPPORTED_TYPE);
      expect(res.json().message).toMatch(/PDF, Word, Excel/);
    }
    const docx = await upload(asha, [purpose('submission'), file('plan.docx', 'application/octet-stream')]);
    expect(docx.statusCode, docx.body).toBe(201);
    expect(docx.json().content_type).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
  });

  it('refuses a file over 20 MB with 413 and keeps nothing; exactly 20 MB is accepted', async () => {
    const before = stored().length;
    const big = await upload(asha, [
      purpose('submission'),
      file('big.mp4', 'video/mp4', Buffer.alloc(UPLOAD_MAX_BYTES + 1, 1)),
    ]);
    expect(big.statusCode, big.body).toBe(413);
    expect(big.json().message).toBe(TOO_LARGE);
    expect(stored()).toHaveLength(before);
    const edge = await upload(asha, [
      purpose('submission'),
      file('edge.mp4', 'video/mp4', Buffer.alloc(UPLOAD_MAX_BYTES, 1)),
    ]);
    expect(edge.statusCode, edge.body).toBe(201);
    expect(edge.json().size_bytes).toBe(UPLOAD_MAX_BYTES);
  });

  it('bad forms answer 400 naming what is wrong, and store nothing', async () => {
    const before = stored().length;
    const cases: [Part[], RegExp][] = [
      [[purpose('submission')], /body\.file: attach a file/],
      [[file('a.txt', 'text/plain')], /body\.purpose: send the purpose field before the file/],
      [[], /body\.purpose/],
      [[purpose('avatar'), file('a.txt', 'text/plain')], /body\.purpose: must be 'unit', 'submission' or 'message'/],
      [[purpose('submission'), { ...file('a.txt', 'text/plain'), name: 'document' }], /field must be named 'file'/],
      [[purpose('submission'), file('a.txt', 'text/plain'), file('b.txt', 'text/plain')], /one file per upload/],
      [[purpose('submission'), file('empty.txt', 'text/plain', '')], /the file is empty/],
    ];
    for (const [parts, message] of cases) {
      const res = await upload(asha, parts);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().message).toMatch(message);
    }
    const broken = await t.app.inject({
      method: 'POST',
      url: '/api/uploads',
      headers: { cookie: asha, 'content-type': 'multipart/form-data; boundary=xyz' },
      payload: '--xyz\r\nContent-Disposition: form-data; name="purpose"\r\n\r\nsubmission\r\n--xyz\r\nContent-Dispo',
    });
    expect(broken.statusCode, broken.body).toBe(400);
    expect(stored()).toHaveLength(before);
  });

  it('a JSON body answers 415; other routes still refuse multipart bodies', async () => {
    const json = await t.app.inject({ method: 'POST', url: '/api/uploads', headers: { cookie: asha }, payload: {} });
    expect(json.statusCode).toBe(415);
    expect(json.json().message).toMatch(/multipart\/form-data/);
    const body = form([{ name: 'program_name', value: 'x' }]);
    const elsewhere = await t.app.inject({
      method: 'POST',
      url: '/api/programs/createProgram',
      headers: { cookie: manager, 'content-type': body.type },
      payload: body.payload,
    });
    expect(elsewhere.statusCode).toBe(415);
  });

  it('sanitises the file name: no path, no control or direction characters, at most 200 characters', async () => {
    const res = await upload(asha, [purpose('submission'), file('..\\..\\etc/pass\u0001wd\u202e.txt', 'text/plain')]);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().file_name).toBe('passwd.txt');
    const long = `${'योजना'.repeat(60)}.pdf`;
    const hindi = await upload(asha, [purpose('submission'), file(long, 'application/pdf')]);
    expect(hindi.statusCode, hindi.body).toBe(201);
    const name = hindi.json().file_name as string;
    expect(name.endsWith('.pdf')).toBe(true);
    expect(encodeURIComponent(name).length).toBeLessThanOrEqual(200);
    // the URL it answers is routable
    const read = await get(hindi.json().url, asha);
    expect(read.statusCode, read.body).toBe(200);
    expect(read.headers['content-disposition']).toContain(`filename*=UTF-8''${encodeURIComponent(name)}`);
  });

  it('a file missing from storage answers 404, not 500; unknown ids and bad ids too', async () => {
    const res = await upload(asha, [purpose('submission'), file('gone.txt', 'text/plain')]);
    const [row] = await inTenant(t.database.db, (tx) =>
      tx.select().from(uploads).where(eq(uploads.upload_id, res.json().upload_id)),
    );
    rmSync(path.join(dataDir, 'uploads', row!.storage_key));
    const gone = await get(res.json().url, asha);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().message).toBe('No such file');
    expect((await get('/api/uploads/6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f/x.txt', asha)).statusCode).toBe(404);
    expect((await get('/api/uploads/abc/x.txt', asha)).statusCode).toBe(400);
  });

  it('files cannot be found by counting: the sequential upload_id is no address (issue 18)', async () => {
    const res = await upload(asha, [purpose('submission'), file('mine.txt', 'text/plain', 'mine')]);
    const { upload_id, url } = res.json();
    expect(url).not.toContain(`/${upload_id}/`);
    expect((await get(url, asha)).statusCode).toBe(200);
    const byNumber = await get(`/api/uploads/${upload_id}/mine.txt`, asha);
    expect(byNumber.statusCode).toBe(400);
    expect(byNumber.json().message).toMatch(/params\.publicId/);
  });

  it('CSRF: a browser upload from the site passes; one from another site is refused', async () => {
    const parts = [purpose('submission'), file('a.txt', 'text/plain')];
    expect((await upload(asha, parts, { origin: 'http://localhost:3000' })).statusCode).toBe(201);
    expect((await upload(asha, parts, { 'sec-fetch-site': 'same-origin' })).statusCode).toBe(201);
    const evil = await upload(asha, parts, { origin: 'https://evil.example.com' });
    expect(evil.statusCode).toBe(403);
    expect(evil.json().message).toBe('Cross-site request refused.');
    expect((await upload(asha, parts, { 'sec-fetch-site': 'cross-site' })).statusCode).toBe(403);
  });

  it('another tenant sees none of the platform’s files, and its own files stay inside it', async () => {
    const platformFile = await upload(manager, [purpose('unit'), file('deck.pdf', 'application/pdf')]);
    const inside = await founderInside(t.app, t.database.db, 'upload-labs');
    expect((await get(platformFile.json().url, inside)).statusCode).toBe(404);
    const theirs = await upload(inside, [purpose('unit'), file('tenant.pdf', 'application/pdf')]);
    expect(theirs.statusCode, theirs.body).toBe(201);
    expect((await get(theirs.json().url, inside)).statusCode).toBe(200);
    expect((await get(theirs.json().url, manager)).statusCode).toBe(404);
  });
});

describe('sanitizeFileName', () => {
  it('keeps ordinary names, and names nothing usable "file"', () => {
    expect(sanitizeFileName('Business plan (v2).docx')).toBe('Business plan (v2).docx');
    expect(sanitizeFileName('C:\\Users\\asha\\deck.pdf')).toBe('deck.pdf');
    for (const empty of [undefined, '', '   ', '../', '\u0000\u0001', '...'])
      expect(sanitizeFileName(empty)).toBe('file');
    expect(sanitizeFileName('.env')).toBe('env');
  });

  it('cuts very long names quickly, keeping the extension, and drops lone surrogates', () => {
    // no clock: a cut that loops per character over the whole name (quadratic) would not finish
    // within the test's timeout, and a linear one takes milliseconds even on a busy machine
    const name = sanitizeFileName(`${'a'.repeat(100_000)}.xlsx`);
    expect(name).toBe(`${'a'.repeat(195)}.xlsx`);
    expect(sanitizeFileName('bad\uD800name.txt')).toBe('badname.txt');
    expect(() => encodeURIComponent(sanitizeFileName('x\uDC00.pdf'))).not.toThrow();
  });
});
