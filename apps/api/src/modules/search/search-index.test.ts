import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { inTenant } from '../../test/factories.ts';
import { indexDocuments, removeDocuments, searchIndex } from './index.ts';

/** The write side of the one index and its plain full-text read, in English and Hindi, by audience. */
describe('search index', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('finds stemmed English and whole Devanagari words, only where the reader may look', async () => {
    const db = t.database.db;
    const hits = await inTenant(db, async (tx) => {
      await indexDocuments(tx, [
        {
          kind: 'content',
          ref_id: 9001,
          title: 'Raising a seed round in India',
          body: 'How founders pitch investors',
          url: '/article/9001',
          audience: 'public',
        },
        {
          kind: 'content',
          ref_id: 9002,
          title: 'स्टार्टअप के लिए निवेश कैसे जुटाएं',
          body: 'निवेशक से बात',
          url: '/article/9002',
          language: 'hi',
          audience: 'members',
        },
        {
          kind: 'post',
          ref_id: 9003,
          title: 'Pitching investors in our circle',
          url: '/community-group/7',
          audience: 'circle',
          circle_id: 7,
        },
        {
          kind: 'content',
          ref_id: 9004,
          title: 'Draft: pitching investors',
          url: '/article/9004',
          audience: 'owner',
          owner_id: 42,
        },
      ]);
      const run = (q: string, reader: { userId: number | null; circleIds: number[] }) =>
        searchIndex(tx, reader, { q, limit: 10 }).then((r) => r.map((h) => h.ref_id).sort());
      const found = {
        stemmed: await run('pitches investor', { userId: null, circleIds: [] }),
        member: await run('investors', { userId: 1, circleIds: [] }),
        circle: await run('investors', { userId: 1, circleIds: [7] }),
        owner: await run('investors', { userId: 42, circleIds: [] }),
        hindi: await run('निवेश', { userId: 1, circleIds: [] }),
        hindiOut: await run('निवेश', { userId: null, circleIds: [] }),
      };
      await removeDocuments(tx, 'content', [9001]);
      return { ...found, removed: await run('seed round', { userId: 1, circleIds: [] }) };
    });
    expect(hits).toEqual({
      stemmed: [9001],
      member: [9001],
      circle: [9001, 9003],
      owner: [9001, 9004],
      hindi: [9002],
      hindiOut: [],
      removed: [],
    });
  });
});
