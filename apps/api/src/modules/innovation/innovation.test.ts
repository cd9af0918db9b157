import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { circleMembers, circles } from '../../db/schema/community.ts';
import { assessmentAttempts, assessments, assessmentVersions } from '../../db/schema/readiness.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { createUser, founderInside, inTenant, signIn } from '../../test/factories.ts';

/** The innovation workspace (issue 24): ideas, versions, sharing, comments, products. */
describe('innovation: ideas on a Lean Canvas and products', () => {
  let t: TestApp;
  let asha: string; // Entrepreneur, the idea's owner
  let ravi: string; // Expert: the mentor it is shared with (no 'My Ideas' menu)
  let kiran: string; // Entrepreneur, a member of Asha's circle
  let neha: string; // Entrepreneur, a stranger
  let manager: string; // Cohort Manager: no 'My Ideas'
  let raviId: number;
  let kiranId: number;
  let ashaId: number;
  let ideaId: number;
  let circleId: number;

  type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  const call = (method: Method, url: string, cookie: string | null, payload?: unknown) =>
    t.app.inject({
      method,
      url: `/api/innovation/${url}`,
      headers: cookie ? { cookie } : {},
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

  beforeAll(async () => {
    t = await createTestApp();
    ashaId = await createUser(t.database.db, 'inasha', 'Entrepreneur');
    raviId = await createUser(t.database.db, 'inravi', 'Expert');
    kiranId = await createUser(t.database.db, 'inkiran', 'Entrepreneur');
    await createUser(t.database.db, 'inneha', 'Entrepreneur');
    await createUser(t.database.db, 'inmanager', 'Cohort Manager');
    asha = await signIn(t.app, 'inasha');
    ravi = await signIn(t.app, 'inravi');
    kiran = await signIn(t.app, 'inkiran');
    neha = await signIn(t.app, 'inneha');
    manager = await signIn(t.app, 'inmanager');
    circleId = await inTenant(t.database.db, async (tx) => {
      const [c] = await tx
        .insert(circles)
        .values({ name: 'Kolar agritech founders', owner_user_id: ashaId, member_count: 2 })
        .returning();
      await tx.insert(circleMembers).values([
        { circle_id: c!.circle_id, user_id: ashaId, role: 'owner' },
        { circle_id: c!.circle_id, user_id: kiranId, role: 'member' },
      ]);
      return c!.circle_id;
    });
  });
  afterAll(() => t.close());

  it('a founder starts an idea (version 1); bad input names the field; 401 signed out, 403 without the menu', async () => {
    expect((await call('POST', 'ideas', null, { title: 'x' })).statusCode).toBe(401);
    expect((await call('POST', 'ideas', manager, { title: 'Cold chain' })).statusCode).toBe(403);
    expect((await call('GET', 'ideas', manager)).statusCode).toBe(403);
    const bad = await call('POST', 'ideas', asha, { title: '', canvas: { problem: 'x'.repeat(3000) } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('title');
    const odd = await call('POST', 'ideas', asha, { title: 'Cold chain', canvas: { colour: 'red' } });
    expect(odd.statusCode).toBe(400);
    expect(odd.json().message).toContain('canvas');
    const res = await call('POST', 'ideas', asha, {
      title: 'Solar cold rooms for Kolar tomato farmers',
      summary: 'Pay-per-crate cold storage at the mandi',
      canvas: { problem: 'Tomatoes rot within three days of harvest', solution: '' },
    });
    expect(res.statusCode).toBe(201);
    const idea = res.json();
    ideaId = idea.idea_id;
    expect(idea).toMatchObject({ version: 1, status: 'active', is_owner: true, shared_with: [] });
    expect(idea.canvas).toEqual({ problem: 'Tomatoes rot within three days of harvest' });
    const list = (await call('GET', 'ideas', asha)).json();
    expect(list.map((i: { idea_id: number }) => i.idea_id)).toContain(ideaId);
  });

  it('saving makes a new version; old versions never change; restore saves an old one as the newest', async () => {
    const v2 = await call('POST', `ideas/${ideaId}/versions`, asha, {
      canvas: { problem: 'Tomatoes rot within three days', customer_segments: 'Small farmers around Kolar' },
      note: 'Added customers',
    });
    expect(v2.statusCode).toBe(201);
    expect(v2.json().version).toBe(2);
    const v1 = (await call('GET', `ideas/${ideaId}/versions/1`, asha)).json();
    expect(v1.canvas).toEqual({ problem: 'Tomatoes rot within three days of harvest' });
    const versions = (await call('GET', `ideas/${ideaId}/versions`, asha)).json();
    expect(versions.map((v: { version: number }) => v.version)).toEqual([2, 1]);
    expect(versions[0].note).toBe('Added customers');
    expect((await call('GET', `ideas/${ideaId}/versions/9`, asha)).statusCode).toBe(404);
    const restored = (await call('POST', `ideas/${ideaId}/versions/1/restore`, asha)).json();
    expect(restored.version).toBe(3);
    expect(restored.canvas).toEqual(v1.canvas);
    expect((await call('GET', `ideas/${ideaId}/versions/2`, asha)).json().canvas.customer_segments).toBe(
      'Small farmers around Kolar',
    );
  });

  it('another person’s private idea is 404 to read and to write', async () => {
    expect((await call('GET', `ideas/${ideaId}`, neha)).statusCode).toBe(404);
    expect((await call('GET', `ideas/${ideaId}/versions`, neha)).statusCode).toBe(404);
    expect((await call('POST', `ideas/${ideaId}/versions`, neha, { canvas: {} })).statusCode).toBe(404);
    expect((await call('POST', `ideas/${ideaId}/comments`, neha, { body: 'Nice' })).statusCode).toBe(404);
    expect((await call('DELETE', `ideas/${ideaId}`, neha)).statusCode).toBe(404);
  });

  it('sharing with a mentor grants read and comments; the mentor is told, the owner hears of each comment', async () => {
    const candidates = (await call('GET', 'share-candidates?q=inravi', asha)).json();
    expect(candidates.people.map((p: { user_id: number }) => p.user_id)).toContain(raviId);
    expect(candidates.circles.map((c: { circle_id: number }) => c.circle_id)).toContain(circleId);
    expect((await call('POST', `ideas/${ideaId}/shares`, asha, { user_id: ashaId })).json().message).toContain(
      'user_id',
    );
    const shared = await call('POST', `ideas/${ideaId}/shares`, asha, { user_id: raviId });
    expect(shared.statusCode).toBe(201);
    expect(shared.json()[0]).toMatchObject({ kind: 'person', target_id: raviId });
    expect((await call('POST', `ideas/${ideaId}/shares`, asha, { user_id: raviId })).statusCode).toBe(409);
    const told = (await t.app.inject({ method: 'GET', url: '/api/notifications', headers: { cookie: ravi } })).json();
    expect(JSON.stringify(told)).toContain('Solar cold rooms');

    const mine = (await call('GET', 'shared', ravi)).json();
    expect(mine.map((i: { idea_id: number }) => i.idea_id)).toEqual([ideaId]);
    const seen = (await call('GET', `ideas/${ideaId}`, ravi)).json();
    expect(seen).toMatchObject({ is_owner: false, shares: [] });
    // the mentor reads but never edits
    expect((await call('POST', `ideas/${ideaId}/versions`, ravi, { canvas: {} })).statusCode).toBe(403);
    expect((await call('POST', `ideas/${ideaId}/comments`, ravi, { block: 'pricing', body: 'x' })).statusCode).toBe(
      400,
    );
    const commented = await call('POST', `ideas/${ideaId}/comments`, ravi, {
      block: 'problem',
      body: 'How many days do they hold stock at the mandi?',
    });
    expect(commented.statusCode).toBe(201);
    expect(commented.json()[0]).toMatchObject({ block: 'problem', version: 3, can_delete: true });
    const ownerSees = (await call('GET', `ideas/${ideaId}/comments`, asha)).json();
    expect(ownerSees[0].body).toContain('mandi');
    expect(ownerSees[0].can_delete).toBe(true);
    const ashaNotes = (
      await t.app.inject({ method: 'GET', url: '/api/notifications', headers: { cookie: asha } })
    ).json();
    expect(JSON.stringify(ashaNotes)).toContain('New comment on your idea');
    // the owner deletes a comment on their idea
    const left = await call('DELETE', `ideas/${ideaId}/comments/${ownerSees[0].comment_id}`, asha);
    expect(left.statusCode).toBe(200);
    expect(left.json()).toEqual([]);
  });

  it('sharing with a circle the owner belongs to lets its members read; unshare takes it back', async () => {
    expect((await call('GET', `ideas/${ideaId}`, kiran)).statusCode).toBe(404);
    expect((await call('POST', `ideas/${ideaId}/shares`, asha, { circle_id: 999999 })).json().message).toContain(
      'circle_id',
    );
    const shares = (await call('POST', `ideas/${ideaId}/shares`, asha, { circle_id: circleId })).json();
    const share = shares.find((s: { kind: string }) => s.kind === 'circle');
    expect((await call('GET', `ideas/${ideaId}`, kiran)).statusCode).toBe(200);
    expect(
      (await call('POST', `ideas/${ideaId}/comments`, kiran, { body: 'Talk to FPOs in Mulbagal' })).statusCode,
    ).toBe(201);
    expect((await call('DELETE', `ideas/${ideaId}/shares/${share.share_id}`, asha)).statusCode).toBe(200);
    expect((await call('GET', `ideas/${ideaId}`, kiran)).statusCode).toBe(404);
  });

  it('archive and restore; promote to a product (once); milestones in order; TRL by hand, not from a missing result', async () => {
    const archived = (await call('PATCH', `ideas/${ideaId}`, asha, { status: 'archived' })).json();
    expect(archived.status).toBe('archived');
    expect((await call('GET', 'ideas', asha)).json().map((i: { idea_id: number }) => i.idea_id)).not.toContain(ideaId);
    expect((await call('GET', 'ideas?status=archived', asha)).json()[0].idea_id).toBe(ideaId);
    await call('PATCH', `ideas/${ideaId}`, asha, { status: 'active' });

    expect((await call('POST', 'products', manager, { name: 'x' })).statusCode).toBe(403);
    expect((await call('POST', 'products', asha, { name: 'Cold rooms', stage: 'moon' })).json().message).toContain(
      'stage',
    );
    expect((await call('POST', 'products', asha, { name: 'Cold rooms', trl: 12 })).json().message).toContain('trl');
    expect((await call('POST', 'products', neha, { name: 'Stolen', idea_id: ideaId })).json().message).toContain(
      'idea_id',
    );
    const res = await call('POST', 'products', asha, {
      name: 'ThandaGhar cold rooms',
      stage: 'prototype',
      idea_id: ideaId,
    });
    expect(res.statusCode).toBe(201);
    const product = res.json();
    expect(product.idea).toEqual({ idea_id: ideaId, title: 'Solar cold rooms for Kolar tomato farmers' });
    expect((await call('GET', `ideas/${ideaId}`, asha)).json()).toMatchObject({
      status: 'promoted',
      product_id: product.product_id,
    });
    expect((await call('POST', 'products', asha, { name: 'Again', idea_id: ideaId })).statusCode).toBe(409);
    expect((await call('GET', `products/${product.product_id}`, neha)).statusCode).toBe(404);

    const id = product.product_id;
    expect((await call('POST', `products/${id}/milestones`, asha, { title: '' })).json().message).toContain('title');
    await call('POST', `products/${id}/milestones`, asha, { title: 'Pilot at Kolar APMC', due_on: '2027-01-15' });
    const two = (await call('POST', `products/${id}/milestones`, asha, { title: 'First 100 farmers' })).json();
    const [a, b] = two.milestones.map((m: { milestone_id: number }) => m.milestone_id);
    expect((await call('PUT', `products/${id}/milestones/order`, asha, { milestone_ids: [a] })).statusCode).toBe(400);
    const reordered = (await call('PUT', `products/${id}/milestones/order`, asha, { milestone_ids: [b, a] })).json();
    expect(reordered.milestones.map((m: { milestone_id: number }) => m.milestone_id)).toEqual([b, a]);
    const done = (await call('PATCH', `products/${id}/milestones/${a}`, asha, { done: true })).json();
    expect(done.milestones_done).toBe(1);

    // a milestone with a due date is in its owner's calendar (all day), not in anyone else's
    const calendar = (cookie: string) =>
      t.app.inject({
        method: 'GET',
        url: `/api/calendar?from=${encodeURIComponent('2027-01-01T00:00:00.000Z')}&to=${encodeURIComponent('2027-02-01T00:00:00.000Z')}`,
        headers: { cookie },
      });
    const mine = (await calendar(asha)).json().items as {
      id: string;
      kind: string;
      title: string;
      starts_at: string;
    }[];
    expect(mine.find((i) => i.kind === 'milestone')).toMatchObject({
      id: `milestone:${a}`,
      starts_at: '2027-01-15',
      title: `Milestone: ${product.name}: Pilot at Kolar APMC (done)`,
    });
    expect(((await calendar(neha)).json().items as { kind: string }[]).some((i) => i.kind === 'milestone')).toBe(false);

    const trl = await call('POST', `products/${id}/trl-from-assessment`, asha);
    expect(trl.statusCode).toBe(400);
    expect(trl.json().message).toContain('trl');
    const byHand = (await call('PATCH', `products/${id}`, asha, { trl: 4 })).json();
    expect(byHand).toMatchObject({ trl: 4, trl_attempt_id: null });
    // a completed technology readiness attempt reaching TRL 5: the button takes it, with the attempt
    const attemptId = await inTenant(t.database.db, async (tx) => {
      let [a] = await tx.select().from(assessments).where(eq(assessments.key, 'technology'));
      a ??= (await tx.insert(assessments).values({ key: 'technology' }).returning())[0]!;
      let [v] = await tx.select().from(assessmentVersions).where(eq(assessmentVersions.assessment_id, a.assessment_id));
      v ??= (
        await tx
          .insert(assessmentVersions)
          .values({ assessment_id: a.assessment_id, version: 1, definition: {} as never })
          .returning()
      )[0]!;
      const [attempt] = await tx
        .insert(assessmentAttempts)
        .values({
          user_id: ashaId,
          assessment_id: a.assessment_id,
          version_id: v.version_id,
          is_completed: true,
          submitted_at: new Date().toISOString(),
          result: { overall: 55, band: 'developing', summary: '', dimensions: [], level: 5 } as never,
        })
        .returning();
      return attempt!.attempt_id;
    });
    const taken = await call('POST', `products/${id}/trl-from-assessment`, asha);
    expect(taken.statusCode).toBe(200);
    expect(taken.json()).toMatchObject({ trl: 5, trl_attempt_id: attemptId });
    expect(
      (await call('POST', `products/${id}/evidence`, asha, { upload_id: 999999, title: 'Report' })).json().message,
    ).toContain('upload_id');
    expect((await call('GET', 'products', asha)).json()[0].product_id).toBe(id);
  });

  it('another tenant sees none of it', async () => {
    const outsider = await founderInside(t.app, t.database.db, 'innovationtenant', 'inoutsider');
    // an Organisation founder holds no 'My Ideas': 403 on the list, 404 on a shared read
    expect((await call('GET', `ideas/${ideaId}`, outsider)).statusCode).toBe(404);
    expect((await call('GET', 'shared', outsider)).json()).toEqual([]);
  });

  it('the owner deletes an idea; its product stays, unlinked', async () => {
    const made = (await call('POST', 'ideas', asha, { title: 'Kannada voice bookkeeping for kirana stores' })).json();
    expect((await call('DELETE', `ideas/${made.idea_id}`, asha)).statusCode).toBe(204);
    expect((await call('GET', `ideas/${made.idea_id}`, asha)).statusCode).toBe(404);
    expect((await call('DELETE', `ideas/${ideaId}`, asha)).statusCode).toBe(204);
    expect((await call('GET', 'products', asha)).json()[0].idea).toBeNull();
  });
});
