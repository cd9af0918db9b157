import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { createUser, inTenant, signIn } from '../../test/factories.ts';
import { indexDocuments } from '../search/index.ts';

/**
 * Prajna with a provider: a fake OpenAI-compatible endpoint (a tiny HTTP server in this test)
 * receives the scrubbed question and the numbered passages; its answer comes back with the
 * passages it cites; when it fails, the answer falls back to the passages and says so.
 */

interface Received {
  path: string;
  authorization: string | undefined;
  body: { model?: string; messages?: Array<{ role: string; content: string }> } | null;
}

const readBody = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let data = '';
    req.on('data', (c) => {
      data += c;
    });
    req.on('end', () => resolve(data));
  });

describe('Prajna with an OpenAI-compatible provider', () => {
  let t: TestApp;
  let server: Server;
  let cookie: string;
  const received: Received[] = [];

  beforeAll(async () => {
    server = createServer(async (req, res) => {
      const raw = await readBody(req);
      const body = raw ? (JSON.parse(raw) as Received['body']) : null;
      received.push({ path: req.url ?? '', authorization: req.headers.authorization, body });
      if (req.url === '/v1/models') {
        res.writeHead(200, { 'content-type': 'application/json' }).end('{"data":[{"id":"fake-model"}]}');
        return;
      }
      const question = (body?.messages?.at(-1)?.content ?? '').split('Question: ').at(-1) ?? '';
      if (question.includes('lanolin')) {
        res.writeHead(500, { 'content-type': 'application/json' }).end('{"error":"overloaded"}');
        return;
      }
      const content = 'Seven members and draft bye-laws are needed to register with the Kullu registrar [2].';
      res
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify({ choices: [{ message: { content } }] }));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.address() as AddressInfo).port;
    t = await createTestApp({
      PRAJNA_API_URL: `http://127.0.0.1:${port}/v1`,
      PRAJNA_API_KEY: 'sk-test-secret-key',
      PRAJNA_MODEL: 'fake-model',
      PRAJNA_PROVIDER_NAME: 'Fake LLM',
    });
    await createUser(t.database.db, 'prajna_provider_user');
    cookie = await signIn(t.app, 'prajna_provider_user');
    await inTenant(t.database.db, (tx) =>
      indexDocuments(tx, [
        {
          kind: 'content',
          ref_id: 991_001,
          title: 'Shearing and spinning Kullu pashmina wool',
          body: 'Pashmina wool from Changthangi goats is combed in spring; the lanolin is washed out before spinning.',
          url: '/article/prajna-provider-wool',
          audience: 'members',
        },
        {
          kind: 'content',
          ref_id: 991_002,
          title: 'Registering a Kullu weavers cooperative',
          body: 'The Kullu registrar needs seven members and draft bye-laws to register a pashmina cooperative.',
          url: '/article/prajna-provider-registrar',
          audience: 'members',
        },
      ]),
    );
  });
  afterAll(async () => {
    await t?.close();
    await new Promise((resolve) => server?.close(resolve));
  });

  const ask = (question: string) =>
    t.app.inject({ method: 'POST', url: '/api/prajna/ask', headers: { cookie }, payload: { question } });

  it('sends the scrubbed question and the numbered passages; returns the answer with its citations', async () => {
    const res = await ask('Kullu pashmina cooperative registrar? Write to meera.k@example.org or 98765 43210');
    expect(res.statusCode, res.body).toBe(201);
    const a = res.json();
    expect(a).toMatchObject({ mode: 'generated', provider: 'Fake LLM', fell_back: false });
    expect(a.text).toContain('[2]');
    expect(a.citations).toHaveLength(1);
    expect(a.citations[0]).toMatchObject({ n: 2 });
    const sent = received.at(-1)!;
    expect(sent.path).toBe('/v1/chat/completions');
    expect(sent.authorization).toBe('Bearer sk-test-secret-key');
    expect(sent.body?.model).toBe('fake-model');
    const user = sent.body?.messages?.at(-1)?.content ?? '';
    expect(user).toContain('Question: Kullu pashmina cooperative registrar? Write to [email] or [phone]');
    expect(user).not.toContain('meera.k@example.org');
    expect(user).not.toContain('98765');
    expect(user).toMatch(/\[1\] .+\n/);
    expect(user).toContain('seven members and draft bye-laws');
    expect(sent.body?.messages?.[0]?.content).toContain('English');
  });

  it('asks in Hindi when the question is Hindi', async () => {
    await ask('कुल्लू pashmina cooperative का पंजीकरण?');
    expect(received.at(-1)!.body?.messages?.[0]?.content).toContain('Hindi');
  });

  it('falls back to the passages, and says so, when the provider fails (after one retry)', async () => {
    const before = received.length;
    const res = await ask('Why is lanolin washed out of pashmina wool?');
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ mode: 'passages', provider: 'Fake LLM', fell_back: true });
    expect(res.json().citations[0].url).toBe('/article/prajna-provider-wool');
    expect(received.length - before).toBe(2);
  });

  it('names the provider on /prajna and shows administrators its configuration without the key', async () => {
    const o = (await t.app.inject({ method: 'GET', url: '/api/prajna/overview' })).json();
    expect(o.provider).toBe('Fake LLM');
    const admin = await signIn(t.app, 'admin@ankur.test', 'test-admin-password');
    const cfg = await t.app.inject({ method: 'GET', url: '/api/prajna/bench/config', headers: { cookie: admin } });
    expect(cfg.json()).toMatchObject({ configured: true, provider: 'Fake LLM', model: 'fake-model', has_key: true });
    expect(cfg.body).not.toContain('sk-test-secret-key');
    const health = await t.app.inject({ method: 'POST', url: '/api/prajna/bench/health', headers: { cookie: admin } });
    expect(health.json()).toMatchObject({ ok: true, status: 200 });
    const run = await t.app.inject({
      method: 'POST',
      url: '/api/prajna/bench/run',
      headers: { cookie: admin },
      payload: { question: 'Kullu registrar cooperative' },
    });
    expect(run.json().provider_answer).toMatchObject({ error: null });
    expect(run.json().provider_answer.text).toContain('[2]');
    expect(run.json().passages_answer.citations.length).toBeGreaterThan(0);
  });
});
