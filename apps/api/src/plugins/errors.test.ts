import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorsPlugin } from './errors.ts';

describe('errors plugin: load is a 503, not a 500', () => {
  const app = Fastify({ logger: false });
  beforeAll(async () => {
    await app.register(errorsPlugin);
    app.get('/pool', async () => {
      throw new Error('timeout exceeded when trying to connect');
    });
    app.get('/wrapped', async () => {
      throw new Error('Failed query: insert …', {
        cause: Object.assign(new Error('sorry, too many clients'), { code: '53300' }),
      });
    });
    app.get('/bug', async () => {
      throw new Error('select * from secret_table failed');
    });
    await app.ready();
  });
  afterAll(() => app.close());

  it('answers 503 with Retry-After when every pooled connection is busy (also when wrapped)', async () => {
    for (const url of ['/pool', '/wrapped']) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(503);
      expect(res.headers['retry-after']).toBe('2');
      expect(res.json()).toEqual({
        statusCode: 503,
        error: 'Service Unavailable',
        message: 'The server is busy right now. Please try again in a moment.',
      });
    }
  });

  it('anything else unexpected stays a bare 500 without the SQL', async () => {
    const res = await app.inject({ url: '/bug' });
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain('secret_table');
  });
});
