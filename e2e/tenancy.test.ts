import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseURL, launchBrowser, newPage, readMail, screenshotPath, signInThroughProvider } from './browser.ts';

const ADMIN = { login: 'admin@ankur.test', password: 'e2e-admin-password' };
const FOUNDER = { username: 'devika', email: 'devika@sahyadri.in', password: 'western-ghats-monsoon-3' };
const MEMBER = { username: 'rohan', email: 'rohan@example.in', password: 'deccan-plateau-sunrise-9' };
const ORG = { name: 'Sahyadri Startup Foundry', slug: 'sahyadri-foundry' };

// these journeys sign in the way a person does: through the header's Login and the provider's screen
const signIn = signInThroughProvider;

describe('multi-tenancy in a real browser', () => {
  let browser: Browser;
  beforeAll(async () => {
    mkdirSync(path.dirname(screenshotPath('x')), { recursive: true });
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('an organisation onboards, invites a member who accepts, switches tenant in the header and finds its last route again', async () => {
    const errors: string[] = [];
    // the two people's accounts (sign-up itself is covered by sign-in.test.ts)
    const { context: adminContext, page: admin } = await newPage(browser);
    await signIn(admin, ADMIN.login, ADMIN.password);
    const roles = await (await admin.request.get('/api/user/roles/getAll?limit=100&fields=role_id,role_name')).json();
    const roleId = (name: string) => roles.data.find((r: { role_name: string }) => r.role_name === name).role_id;
    const created = await admin.request.post('/api/auth/createMany', {
      data: [
        { firstName: 'Devika', lastName: 'Kulkarni', ...FOUNDER, roles: [roleId('Organisation')] },
        { firstName: 'Rohan', lastName: 'Shetty', ...MEMBER, roles: [roleId('Entrepreneur')] },
      ],
    });
    expect(created.status(), await created.text()).toBe(201);
    await adminContext.close();

    // 1. the organisation signs up through /for-organisation and lands in its admin centre
    const { context: founderContext, page: founder } = await newPage(browser);
    founder.on('pageerror', (e) => errors.push(e.message));
    await signIn(founder, FOUNDER.username, FOUNDER.password);
    await founder.goto('/for-organisation');
    await founder.getByLabel('Name').fill(ORG.name);
    const address = founder.getByLabel('Web address');
    await address.fill(ORG.slug);
    await founder.screenshot({ path: screenshotPath('onboarding-1280'), fullPage: true });
    await founder.getByRole('button', { name: /^Create / }).click();
    await founder.waitForURL(`${baseURL()}/t/organisation/${ORG.slug}/admin-center`);
    await founder.getByRole('heading', { level: 1, name: `${ORG.name} admin center` }).waitFor();

    // 2. it invites a member by e-mail
    await founder.getByRole('tab', { name: 'Invitations' }).click();
    const since = Date.now() - 1000;
    await founder.getByLabel('E-mail address').fill(MEMBER.email);
    await founder.getByLabel('Role').selectOption({ label: 'Entrepreneur' });
    await founder.getByRole('button', { name: 'Send invitation' }).click();
    await founder.getByRole('cell', { name: MEMBER.email }).first().waitFor();
    await founder.screenshot({ path: screenshotPath('tenant-admin-invitations-1280'), fullPage: false });
    const mail = await readMail(MEMBER.email, since);
    const link = /https?:\/\/\S+\/invitations\/[A-Za-z0-9_-]+/.exec(mail.text)?.[0];
    expect(link, mail.text).toBeTruthy();

    // 3. the member accepts
    const { context: memberContext, page: member } = await newPage(browser, { width: 390, height: 844 });
    member.on('pageerror', (e) => errors.push(e.message));
    await signIn(member, MEMBER.username, MEMBER.password);
    await member.goto(new URL(link!).pathname);
    await member.getByRole('button', { name: `Accept and join ${ORG.name}` }).click();
    const home = `${baseURL()}/t/organisation/${ORG.slug}/user/home`;
    await member.waitForURL(home);
    await member.getByRole('heading', { level: 1, name: `Welcome to ${ORG.name}` }).waitFor();

    // 4. it switches to the main platform and back through the header
    const switcher = member.getByRole('button', { name: /^Switch organisation/ });
    await switcher.click();
    await member.getByRole('menuitem', { name: /Main platform/ }).click();
    await expect.poll(() => switcher.getAttribute('aria-label')).toBe('Switch organisation (now: Main platform)');
    await switcher.click();
    await member.screenshot({ path: screenshotPath('tenant-switcher-390'), fullPage: false });
    await member.getByRole('menuitem', { name: new RegExp(ORG.name) }).click();
    await member.waitForURL(home);
    await member.getByRole('heading', { level: 1, name: `Welcome to ${ORG.name}` }).waitFor();
    await member.screenshot({ path: screenshotPath('tenant-home-390'), fullPage: true });

    // the API answers inside the tenant: the member's role there, the tenant's programs only
    const current = await (await member.request.get('/api/tenant/current')).json();
    expect(current.tenant.tenant_name).toBe(ORG.slug);
    expect(current.role.role_name).toBe('Entrepreneur');

    // 5. a reload inside the tenant stays there
    await member.reload();
    await member.getByRole('heading', { level: 1, name: `Welcome to ${ORG.name}` }).waitFor();
    expect(member.url()).toBe(home);

    // and back on the main platform, the last tenant route is offered after a reload
    await switcher.click();
    await member.getByRole('menuitem', { name: /Main platform/ }).click();
    await expect.poll(() => switcher.getAttribute('aria-label')).toBe('Switch organisation (now: Main platform)');
    await member.goto('/home');
    await member.reload();
    const offer = member.getByRole('region', { name: `Continue in ${ORG.name}` });
    await offer.waitFor();
    await member.screenshot({ path: screenshotPath('tenant-resume-390'), fullPage: false });
    await offer.getByRole('button', { name: /Continue/ }).click();
    await member.waitForURL(home);

    expect(errors).toEqual([]);
    await memberContext.close();
    await founderContext.close();
  });
});
