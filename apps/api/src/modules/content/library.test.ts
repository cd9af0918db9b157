import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { createUser, signIn } from '../../test/factories.ts';

/** A multipart body: the purpose field, then one file. */
function form(purpose: string, filename: string, type: string, data: Buffer) {
  const boundary = `----ankur${randomBytes(8).toString('hex')}`;
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="purpose"\r\n\r\n${purpose}\r\n`),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, type: `multipart/form-data; boundary=${boundary}` };
}

/** What readers keep (issue 22): files with Range, saves, progress, downloads, collections, the library. */
describe('content library: what readers keep', () => {
  let t: TestApp;
  let author: string;
  let reader: string;
  let other: string;
  let podcastId: number;
  let articleId: number;
  let fileUrl: string;
  const audio = Buffer.alloc(10_000, 7);
  audio.write('RIFF', 0);

  type Method = 'GET' | 'PUT' | 'POST' | 'PATCH' | 'DELETE';
  const call = (method: Method, url: string, cookie?: string, payload?: unknown) =>
    t.app.inject({
      method,
      url: `/api/content/${url}`,
      headers: cookie ? { cookie } : {},
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const upload = (cookie: string, filename: string, type: string, data: Buffer) => {
    const body = form('content', filename, type, data);
    return t.app.inject({
      method: 'POST',
      url: '/api/uploads',
      headers: { cookie, 'content-type': body.type },
      payload: body.payload,
    });
  };

  beforeAll(async () => {
    t = await createTestApp();
    await createUser(t.database.db, 'lauthor', 'Cohort Manager');
    await createUser(t.database.db, 'lreader', 'Entrepreneur');
    await createUser(t.database.db, 'lother', 'Entrepreneur');
    author = await signIn(t.app, 'lauthor');
    reader = await signIn(t.app, 'lreader');
    other = await signIn(t.app, 'lother');
  });
  afterAll(() => t.close());

  it('authors upload audio as a content file; readers may not upload one; a podcast carries it', async () => {
    expect((await upload(reader, 'talk.wav', 'audio/wav', audio)).statusCode).toBe(403);
    expect((await upload(author, 'notes.exe', 'application/x-msdownload', audio)).statusCode).toBe(415);
    const up = await upload(author, 'episode.wav', 'audio/wav', audio);
    expect(up.statusCode).toBe(201);
    fileUrl = up.json().url;
    const made = await call('POST', 'items', author, {
      kind: 'podcast',
      title: 'Founders talk: raising a seed round',
      summary: 'Two founders on their first cheque',
      details: {
        kind: 'podcast',
        file_id: up.json().upload_id,
        duration_seconds: 1510,
        chapters: [{ start_seconds: 0, title: 'Introductions' }],
        transcript: 'We met our first angel investor at a demo day.',
      },
    });
    expect(made.statusCode).toBe(201);
    podcastId = made.json().content_id;
    expect(made.json().minutes).toBe(26);
    expect(made.json().file.url).toBe(fileUrl);
    await call('POST', `items/${podcastId}/transition`, author, { action: 'publish' });
    articleId = (
      await call('POST', 'items', author, { kind: 'article', title: 'GST registration', details: { kind: 'article' } })
    ).json().content_id;
    await call('POST', `items/${articleId}/transition`, author, { action: 'publish' });
  });

  it('a content file answers Range requests (206, Content-Range, Accept-Ranges) so players seek and resume', async () => {
    const whole = await t.app.inject({ method: 'GET', url: fileUrl, headers: { cookie: reader } });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['accept-ranges']).toBe('bytes');
    expect(whole.rawPayload.length).toBe(10_000);
    const part = await t.app.inject({
      method: 'GET',
      url: fileUrl,
      headers: { cookie: reader, range: 'bytes=100-199' },
    });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe('bytes 100-199/10000');
    expect(part.headers['content-length']).toBe('100');
    expect(part.rawPayload.equals(audio.subarray(100, 200))).toBe(true);
    const open = await t.app.inject({ method: 'GET', url: fileUrl, headers: { cookie: reader, range: 'bytes=9990-' } });
    expect(open.rawPayload.length).toBe(10);
    const suffix = await t.app.inject({ method: 'GET', url: fileUrl, headers: { cookie: reader, range: 'bytes=-4' } });
    expect(suffix.headers['content-range']).toBe('bytes 9996-9999/10000');
    const past = await t.app.inject({
      method: 'GET',
      url: fileUrl,
      headers: { cookie: reader, range: 'bytes=20000-' },
    });
    expect(past.statusCode).toBe(416);
    expect(past.headers['content-range']).toBe('bytes */10000');
  });

  it('saves: save, count, unsave; the saved list newest first', async () => {
    const s1 = (await call('POST', `items/${podcastId}/save`, reader)).json();
    expect(s1).toEqual({ saved: true, save_count: 1 });
    expect((await call('POST', `items/${podcastId}/save`, reader)).json().save_count).toBe(1);
    await call('POST', `items/${articleId}/save`, reader);
    const list = (await call('GET', 'saved', reader)).json();
    expect(list.data.map((c: { content_id: number }) => c.content_id)).toEqual([articleId, podcastId]);
    expect(list.data[0].saved).toBe(true);
    expect(list.meta.total).toBe(2);
    expect((await call('DELETE', `items/${articleId}/save`, reader)).json()).toEqual({ saved: false, save_count: 0 });
    expect((await call('POST', 'items/999999/save', reader)).statusCode).toBe(404);
  });

  it('progress: where I left off shows on the piece and in the library until finished', async () => {
    expect(
      (await call('PUT', `items/${podcastId}/progress`, reader, { position: 600, percent: 140 })).json().message,
    ).toContain('percent');
    expect(
      (await call('PUT', `items/${podcastId}/progress`, reader, { position: 600.5, percent: 40 })).statusCode,
    ).toBe(204);
    const piece = (await call('GET', `items/${podcastId}`, reader)).json();
    expect(piece.progress).toMatchObject({ position: 600.5, percent: 40 });
    const lib = (await call('GET', 'library', reader)).json();
    expect(lib.continue[0]).toMatchObject({ content_id: podcastId, position: 600.5, percent: 40 });
    await call('PUT', `items/${podcastId}/progress`, reader, { position: 1510, percent: 100 });
    expect((await call('GET', 'library', reader)).json().continue).toEqual([]);
  });

  it('downloads: recorded, answered with the file address; a piece without a file is 404', async () => {
    expect((await call('POST', `items/${podcastId}/download`, reader)).json()).toEqual({ url: fileUrl });
    expect((await call('POST', `items/${articleId}/download`, reader)).statusCode).toBe(404);
    const lib = (await call('GET', 'library', reader)).json();
    expect(lib.downloads.map((c: { content_id: number }) => c.content_id)).toEqual([podcastId]);
  });

  it('collections: create, rename, add, order, share by link, unshare, delete; only mine', async () => {
    expect((await call('POST', 'collections', reader, { name: '' })).json().message).toContain('name');
    const a = (await call('POST', 'collections', reader, { name: 'Fundraising' })).json();
    const b = (await call('POST', 'collections', reader, { name: 'Tax', description: 'GST and more' })).json();
    expect(b.position).toBe(a.position + 1);
    expect(a.share_token).toBeNull();
    expect((await call('PATCH', `collections/${a.collection_id}`, reader, { name: 'Raising money' })).json().name).toBe(
      'Raising money',
    );
    expect((await call('PATCH', `collections/${a.collection_id}`, other, { name: 'Mine now' })).statusCode).toBe(404);
    expect(
      (await call('POST', `collections/${a.collection_id}/items`, reader, { content_id: podcastId })).statusCode,
    ).toBe(201);
    const added = await call('POST', `collections/${a.collection_id}/items`, reader, { content_id: articleId });
    expect(added.json().item_count).toBe(2);
    expect(
      (await call('POST', `collections/${a.collection_id}/items`, reader, { content_id: articleId })).statusCode,
    ).toBe(409);
    expect(
      (await call('POST', `collections/${a.collection_id}/items`, reader, { content_id: 999999 })).json().message,
    ).toContain('content_id');
    expect(
      (await call('PUT', `collections/${a.collection_id}/items/order`, reader, { ids: [articleId] })).statusCode,
    ).toBe(400);
    expect(
      (await call('PUT', `collections/${a.collection_id}/items/order`, reader, { ids: [articleId, podcastId] }))
        .statusCode,
    ).toBe(204);
    const detail = (await call('GET', `collections/${a.collection_id}`, reader)).json();
    expect(detail.items.map((c: { content_id: number }) => c.content_id)).toEqual([articleId, podcastId]);
    expect((await call('GET', `items/${podcastId}`, reader)).json().collection_ids).toEqual([a.collection_id]);
    // order of my collections
    expect((await call('PUT', 'collections/order', reader, { ids: [b.collection_id] })).statusCode).toBe(400);
    expect(
      (await call('PUT', 'collections/order', reader, { ids: [b.collection_id, a.collection_id] })).statusCode,
    ).toBe(204);
    const mine = (await call('GET', 'collections', reader)).json().data;
    expect(mine.map((c: { name: string }) => c.name)).toEqual(['Tax', 'Raising money']);
    // sharing: the link works for anyone signed in while shared, and stays the same
    expect((await call('GET', `collections/${a.collection_id}`, other)).statusCode).toBe(404);
    const shared = (await call('PATCH', `collections/${a.collection_id}`, reader, { shared: true })).json();
    expect(shared.share_token).toMatch(/^[\w-]{20,}$/);
    const seen = (await call('GET', `collections/shared/${shared.share_token}`, other)).json();
    expect(seen.is_mine).toBe(false);
    expect(seen.items).toHaveLength(2);
    expect((await call('GET', `collections/shared/${shared.share_token}`)).statusCode).toBe(401);
    await call('PATCH', `collections/${a.collection_id}`, reader, { shared: false });
    expect((await call('GET', `collections/shared/${shared.share_token}`, other)).statusCode).toBe(404);
    const again = (await call('PATCH', `collections/${a.collection_id}`, reader, { shared: true })).json();
    expect(again.share_token).toBe(shared.share_token);
    // take out, delete
    expect((await call('DELETE', `collections/${a.collection_id}/items/${articleId}`, reader)).statusCode).toBe(204);
    expect((await call('DELETE', `collections/${a.collection_id}/items/${articleId}`, reader)).statusCode).toBe(404);
    expect((await call('DELETE', `collections/${b.collection_id}`, other)).statusCode).toBe(404);
    expect((await call('DELETE', `collections/${b.collection_id}`, reader)).statusCode).toBe(204);
    const lib = (await call('GET', 'library', reader)).json();
    expect(lib.collections.map((c: { name: string }) => c.name)).toEqual(['Raising money']);
    expect(lib.collections[0].item_count).toBe(1);
  });
});
