import { createHash } from 'node:crypto';
import { INVITATION_TTL_DAYS } from '@ankur/shared/schemas/tenants';
import { and, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.ts';
import { auditLog } from '../../db/schema/access.ts';
import { rateLimits } from '../../db/schema/identity.ts';
import { tenantInvitations, tenantMemberships } from '../../db/schema/tenants.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { createUser, enterTenant, roleIdByName, signIn } from '../../test/factories.ts';
import { INVITATION_MESSAGES } from './invitations.rules.ts';

/**
 * Invitations: a tenant's administrator invites an e-mail address with a role; the invitee opens
 * the e-mailed link (public preview), signs in with that address and accepts, and is then a
 * member who can enter the tenant.
 */
describe('tenant invitations', () => {
  let t: TestApp;
  let db: Db;
  type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
  const call = (method: Method, url: string, cookie: string | null, payload?: unknown) =>
    t.app.inject({
      method,
      url: `/api/${url}`,
      headers: cookie ? { cookie } : {},
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const enter = (cookie: string, tenantId: string | null) => enterTenant(t.app, cookie, tenantId);
  const roleId = (name: string) => roleIdByName(db, name);
  const createTenant = async (cookie: string, tenant_name: string, display_name: string) => {
    const res = await call('POST', 'user/tenants/createTenantIfNotExists', cookie, {
      tenant_type: 'institution',
      tenant_name,
      display_name,
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().tenant_id as string;
  };
  const tokenOf = (link: string) => link.split('/invitations/')[1]!;
  const invite = (cookie: string, email: string, role_id: number) =>
    call('POST', 'tenant/invitations', cookie, { email, role_id });

  let tenantA: string;
  let tenantB: string;
  let anitaId: number;
  let entrepreneur: number;
  /** anita created tenant A; vikram created tenant B */
  let anitaInA: string;
  let vikramInB: string;

  beforeAll(async () => {
    t = await createTestApp();
    db = t.database.db;
    entrepreneur = await roleId('Entrepreneur');
    anitaId = await createUser(db, 'anita', 'Organisation');
    await createUser(db, 'vikram', 'Organisation');
    const anita = await signIn(t.app, 'anita');
    tenantA = await createTenant(anita, 'iisc-startups', 'IISc Startups');
    anitaInA = await enter(anita, tenantA);
    const vikram = await signIn(t.app, 'vikram');
    tenantB = await createTenant(vikram, 'ashoka-labs', 'Ashoka Labs');
    vikramInB = await enter(vikram, tenantB);
  });
  afterAll(() => t.close());

  it('invites: a pending invitation, valid for the TTL, e-mailed with a working link; only the token hash stored', async () => {
    const res = await invite(anitaInA, 'Neha@Example.org', entrepreneur);
    expect(res.statusCode, res.body).toBe(201);
    const inv = res.json();
    expect(inv).toMatchObject({
      email: 'neha@example.org',
      role_id: entrepreneur,
      role_name: 'Entrepreneur',
      status: 'pending',
      invited_by_name: 'anita Tester',
    });
    const ttl = new Date(inv.expires_at).getTime() - Date.now();
    expect(Math.abs(ttl - INVITATION_TTL_DAYS * 86_400_000)).toBeLessThan(60_000);

    const mail = t.mail.sent.at(-1)!;
    expect(mail.to).toBe('neha@example.org');
    expect(mail.subject).toMatch(/IISc Startups/);
    expect(mail.text).toMatch(/as Entrepreneur/);
    expect(mail.text).toMatch(/आमंत्रित/); // and in Hindi
    const link = t.mail.lastLink('neha@example.org');
    expect(link).toMatch(
      new RegExp(`^${t.config.publicUrl ?? 'http://localhost:\\d+'}/invitations/[A-Za-z0-9_-]{43}$`),
    );
    const token = tokenOf(link);
    const [row] = await db
      .select()
      .from(tenantInvitations)
      .where(eq(tenantInvitations.invitation_id, inv.invitation_id));
    expect(row!.token_hash).toBe(createHash('sha256').update(token).digest('base64url'));
    expect(JSON.stringify(row)).not.toContain(token);
    expect(res.body).not.toContain(token);

    // the link works without signing in
    const preview = await call('GET', `invitations/${token}`, null);
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json()).toEqual({
      tenant: expect.objectContaining({ tenant_id: tenantA, display_name: 'IISc Startups' }),
      role_name: 'Entrepreneur',
      email: 'n***@example.org',
      status: 'pending',
      expires_at: inv.expires_at,
    });
    const listed = await call('GET', 'tenant/invitations', anitaInA);
    expect(listed.json().data).toEqual([expect.objectContaining({ invitation_id: inv.invitation_id })]);
    expect(listed.json().meta).toEqual({ page: 1, limit: 10, total: 1, totalPages: 1 });
    const [audit] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.table_name, 'tenant_invitations'), eq(auditLog.record_id, inv.invitation_id)));
    expect(audit).toMatchObject({
      action: 'create',
      actor_id: anitaId,
      changes: { email: { to: 'neha@example.org' } },
    });
  });

  it('refuses a second pending invitation, a member, a role it may not give, bad input and a tenant id', async () => {
    const again = await invite(anitaInA, 'neha@example.org', entrepreneur);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/already has a pending invitation/);
    const member = await invite(anitaInA, 'anita@example.org', entrepreneur);
    expect(member.statusCode).toBe(409);
    expect(member.json().message).toBe('anita@example.org is already a member of this tenant.');
    const admin = await invite(anitaInA, 'x@example.org', await roleId('Administrator'));
    expect(admin.statusCode).toBe(400);
    expect(admin.json().message).toMatch(/^Invalid body\.role_id/);
    const email = await invite(anitaInA, 'not-an-address', entrepreneur);
    expect(email.json().message).toBe('Invalid body.email: must be an e-mail address');
    const other = await call('POST', 'tenant/invitations', anitaInA, {
      email: 'y@example.org',
      role_id: entrepreneur,
      tenant_id: tenantB,
    });
    expect(other.statusCode).toBe(400);
    expect((await call('GET', `tenant/invitations?tenant_id=${tenantB}`, anitaInA)).statusCode).toBe(400);
  });

  it('accept: 401 signed out, 403 for another address, then a membership; twice is 409', async () => {
    await invite(anitaInA, 'rohan@example.org', await roleId('Student'));
    const token = tokenOf(t.mail.lastLink('rohan@example.org'));
    expect((await call('POST', `invitations/${token}/accept`, null)).statusCode).toBe(401);
    await createUser(db, 'someone');
    const wrong = await call('POST', `invitations/${token}/accept`, await signIn(t.app, 'someone'));
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().message).toBe(INVITATION_MESSAGES.otherEmail);

    const rohanId = await createUser(db, 'rohan');
    const rohan = await signIn(t.app, 'rohan');
    const ok = await call('POST', `invitations/${token}/accept`, rohan);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toEqual({
      tenant_id: tenantA,
      tenant_type: 'institution',
      tenant_name: 'iisc-startups',
      display_name: 'IISc Startups',
      branding: {},
      role_id: await roleId('Student'),
      role_name: 'Student',
      role_view: 'other',
      status: 'active',
    });
    const twice = await call('POST', `invitations/${token}/accept`, rohan);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(INVITATION_MESSAGES.used);
    expect((await call('GET', `invitations/${token}`, null)).json().status).toBe('accepted');

    // the new member is listed among their tenants, can enter it and acts in the invited role
    const mine = await call('GET', `user/tenants/getUserTenants/${rohanId}`, rohan);
    expect(mine.json().data.map((x: { tenant_id: string }) => x.tenant_id)).toEqual([tenantA]);
    const inside = await enter(rohan, tenantA);
    expect((await call('GET', 'tenant/current', inside)).json()).toMatchObject({
      tenant: { tenant_id: tenantA },
      role: { role_name: 'Student' },
    });
    const members = await call('GET', 'tenant/members', anitaInA);
    expect(members.json().data).toContainEqual(expect.objectContaining({ user_id: rohanId, role_name: 'Student' }));
    const listed = await call('GET', 'tenant/invitations?status=accepted', anitaInA);
    expect(listed.json().data.map((i: { email: string }) => i.email)).toEqual(['rohan@example.org']);
    const [inv] = await db.select().from(tenantInvitations).where(eq(tenantInvitations.email, 'rohan@example.org'));
    expect(inv).toMatchObject({ status: 'accepted', accepted_by: rohanId });
    const audits = await db
      .select()
      .from(auditLog)
      .where(eq(auditLog.actor_id, rohanId))
      .orderBy(desc(auditLog.audit_id));
    expect(audits.map((a) => [a.table_name, a.action])).toEqual(
      expect.arrayContaining([
        ['tenant_invitations', 'update'],
        ['tenant_memberships', 'create'],
      ]),
    );
  });

  it('unknown tokens are 404', async () => {
    const res = await call('GET', 'invitations/no-such-token-at-all', null);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('This invitation does not exist.');
    expect((await call('POST', 'invitations/no-such-token-at-all/accept', anitaInA)).statusCode).toBe(404);
  });

  it('an expired invitation is shown as expired and answers 410; a new one may then be sent', async () => {
    const sent = await invite(anitaInA, 'late@example.org', entrepreneur);
    const token = tokenOf(t.mail.lastLink('late@example.org'));
    await db
      .update(tenantInvitations)
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where(eq(tenantInvitations.invitation_id, sent.json().invitation_id));
    expect((await call('GET', `invitations/${token}`, null)).json().status).toBe('expired');
    await createUser(db, 'late');
    const res = await call('POST', `invitations/${token}/accept`, await signIn(t.app, 'late'));
    expect(res.statusCode).toBe(410);
    expect(res.json().message).toBe('This invitation has expired.');
    const expired = await call('GET', 'tenant/invitations?status=expired', anitaInA);
    expect(expired.json().data.map((i: { email: string }) => i.email)).toEqual(['late@example.org']);
    const pending = await call('GET', 'tenant/invitations?status=pending', anitaInA);
    expect(pending.json().data.map((i: { email: string }) => i.email)).not.toContain('late@example.org');
    expect((await invite(anitaInA, 'late@example.org', entrepreneur)).statusCode).toBe(201);
  });

  it('revokes a pending invitation: its link stops working; revoking again is 409', async () => {
    const sent = await invite(anitaInA, 'gone@example.org', entrepreneur);
    const token = tokenOf(t.mail.lastLink('gone@example.org'));
    const id = sent.json().invitation_id;
    const res = await call('DELETE', `tenant/invitations/${id}`, anitaInA);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ invitation_id: id, status: 'revoked' });
    await createUser(db, 'gone');
    const accept = await call('POST', `invitations/${token}/accept`, await signIn(t.app, 'gone'));
    expect(accept.statusCode).toBe(409);
    expect(accept.json().message).toBe(INVITATION_MESSAGES.revoked);
    expect((await call('DELETE', `tenant/invitations/${id}`, anitaInA)).statusCode).toBe(409);
    expect((await call('DELETE', 'tenant/invitations/999999', anitaInA)).statusCode).toBe(404);
  });

  it("another tenant's administrator sees none of A's invitations and cannot revoke them", async () => {
    const listed = await call('GET', 'tenant/invitations', vikramInB);
    expect(listed.statusCode).toBe(200);
    expect(listed.json().data).toEqual([]);
    const [a] = await db.select().from(tenantInvitations).where(eq(tenantInvitations.tenant_id, tenantA)).limit(1);
    const res = await call('DELETE', `tenant/invitations/${a!.invitation_id}`, vikramInB);
    expect(res.statusCode).toBe(404);
    // B may invite the same address to B: invitations are per tenant
    expect((await invite(vikramInB, 'neha@example.org', entrepreneur)).statusCode).toBe(201);
  });

  it('a removed member who is invited again gets their membership back with the new role', async () => {
    const rohanId = (await call('GET', 'tenant/members?search=rohan', anitaInA)).json().data[0].user_id;
    expect((await call('DELETE', `tenant/members/${rohanId}`, anitaInA)).statusCode).toBe(204);
    expect((await invite(anitaInA, 'rohan@example.org', await roleId('Expert'))).statusCode).toBe(201);
    const token = tokenOf(t.mail.lastLink('rohan@example.org'));
    const res = await call('POST', `invitations/${token}/accept`, await signIn(t.app, 'rohan'));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().role_name).toBe('Expert');
    const rows = await db
      .select()
      .from(tenantMemberships)
      .where(and(eq(tenantMemberships.tenant_id, tenantA), eq(tenantMemberships.user_id, rohanId)));
    expect(rows).toEqual([expect.objectContaining({ is_deleted: false, status: 'active' })]);
  });

  it('withdraws the invitation when its e-mail cannot be sent (502)', async () => {
    t.mail.failing = true;
    try {
      const res = await invite(anitaInA, 'offline@example.org', entrepreneur);
      expect(res.statusCode).toBe(502);
      expect(res.json().message).toMatch(/could not be sent/);
    } finally {
      t.mail.failing = false;
    }
    const [row] = await db.select().from(tenantInvitations).where(eq(tenantInvitations.email, 'offline@example.org'));
    expect(row!.status).toBe('revoked');
    expect((await invite(anitaInA, 'offline@example.org', entrepreneur)).statusCode).toBe(201);
  });

  it('limits a tenant to 50 invitations an hour (429 with Retry-After)', async () => {
    await db
      .update(rateLimits)
      .set({ hits: 50 })
      .where(eq(rateLimits.bucket, `tenant-invitations:${tenantA}`));
    const res = await invite(anitaInA, 'one-too-many@example.org', entrepreneur);
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toMatch(/^\d+$/);
    expect(res.json().message).toMatch(/50 invitations in the last hour/);
    expect(
      (await db.select().from(tenantInvitations).where(eq(tenantInvitations.email, 'one-too-many@example.org'))).length,
    ).toBe(0);
    // other tenants are not affected
    expect((await invite(vikramInB, 'one-too-many@example.org', entrepreneur)).statusCode).toBe(201);
    const [n] = await db
      .select({ hits: rateLimits.hits })
      .from(rateLimits)
      .where(sql`${rateLimits.bucket} = ${`tenant-invitations:${tenantA}`}`);
    expect(n!.hits).toBe(50);
  });
});
