import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseURL, launchBrowser, newPage, screenshotPath, signInThroughProvider } from './browser.ts';

const ADMIN = { login: 'admin@ankur.test', password: 'e2e-admin-password' };
const MEMBER = { username: 'meera', email: 'meera@example.in', password: 'backwaters-of-kochi-7' };
const ROLE = 'Content Curators';

// these journeys sign in the way a person does: through the header's Login and the provider's screen
const signIn = signInThroughProvider;

/** The apps the Apps panel offers, by accessible name. */
async function openApps(page: Page): Promise<string[]> {
  await page.getByRole('button', { name: 'Apps', exact: true }).click();
  const panel = page.getByRole('dialog', { name: 'Apps' });
  await panel.waitFor();
  // privileges arrive 100 ms after the profile: wait until the panel has settled
  await expect.poll(async () => (await panel.getByText('Loading your apps…').count()) === 0).toBe(true);
  return panel.getByRole('link').allInnerTexts();
}

async function setContentHubRead(admin: Page, on: boolean) {
  await admin.goto('/admin-center?tab=privileges');
  await admin.getByLabel('Role', { exact: true }).selectOption({ label: ROLE });
  const box = admin.getByRole('checkbox', { name: 'read on Content Hub', exact: true });
  await box.waitFor();
  await box.setChecked(on);
  await admin.getByRole('button', { name: 'Save changes' }).click();
  await expect.poll(() => admin.getByRole('button', { name: 'Save changes' }).isDisabled()).toBe(true);
}

describe('access control in a real browser', () => {
  let browser: Browser;
  beforeAll(async () => {
    mkdirSync(path.dirname(screenshotPath('x')), { recursive: true });
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('a custom role granted read on Content Hub through a group shows it, and only it; revoking takes it away', async () => {
    const { context: adminContext, page: admin } = await newPage(browser);
    const errors: string[] = [];
    admin.on('pageerror', (e) => errors.push(e.message));
    await signIn(admin, ADMIN.login, ADMIN.password);

    // a member who holds the Entrepreneur role
    const roles = await admin.request.get('/api/user/roles/getAll?filterFields={"role_name":"Entrepreneur"}');
    const entrepreneur = (await roles.json()).data[0].role_id as number;
    const created = await admin.request.post('/api/auth/createMany', {
      data: [
        {
          firstName: 'Meera',
          lastName: 'Iyer',
          username: MEMBER.username,
          email: MEMBER.email,
          password: MEMBER.password,
          roles: [entrepreneur],
        },
      ],
    });
    expect(created.status(), await created.text()).toBe(201);

    // 1. the custom role, owned by the administrator
    await admin.goto('/admin-center?tab=custom-roles');
    await admin.getByRole('heading', { level: 1, name: 'Admin Center' }).waitFor();
    await admin.getByRole('button', { name: 'New custom role' }).click();
    await admin.getByLabel('Role name').fill(ROLE);
    await admin.screenshot({ path: screenshotPath('admin-center-custom-role-modal-1280'), fullPage: false });
    await admin.getByRole('button', { name: 'Create custom role' }).click();
    await admin.getByRole('cell', { name: ROLE }).first().waitFor();

    // 2. read on Content Hub, nothing else
    await setContentHubRead(admin, true);
    await admin.screenshot({ path: screenshotPath('admin-center-privileges-1280'), fullPage: false });

    // 3. Meera joins the administrator's group with that role
    await admin.goto('/admin-center?tab=group-users');
    await admin.getByRole('button', { name: 'Add member' }).first().click();
    const dialog = admin.getByRole('dialog', { name: 'Add group member' });
    await dialog.getByLabel('Search users for member').fill('meera');
    await dialog.getByRole('button', { name: /Meera Iyer/ }).click();
    await dialog.getByLabel('Custom role').selectOption({ label: ROLE });
    await dialog.getByRole('button', { name: 'Add member', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    await admin.getByRole('row', { name: /Meera Iyer.*Content Curators.*active/ }).waitFor();
    await admin.screenshot({ path: screenshotPath('admin-center-group-users-1280'), fullPage: false });

    // 4. Meera switches to the custom role: the apps grid holds Content Hub and nothing else
    const { context: memberContext, page: member } = await newPage(browser, { width: 390, height: 844 });
    member.on('pageerror', (e) => errors.push(e.message));
    await signIn(member, MEMBER.username, MEMBER.password);
    await member.goto('/home');
    await member.getByRole('button', { name: /Account menu for Meera/ }).click();
    await member.getByRole('menuitemradio', { name: ROLE }).click();
    await member.waitForURL(`${baseURL()}/home`);
    await expect.poll(() => openApps(member)).toEqual(['Content Hub']);
    await member.screenshot({ path: screenshotPath('apps-grid-custom-role-390'), fullPage: false });
    const allowed = await member.request.get('/api/auth/checkAccess?menu=Content%20Hub&permission=read');
    expect(allowed.status()).toBe(200);
    const notGranted = await member.request.get('/api/auth/checkAccess?menu=Admin%20Center');
    expect(notGranted.status()).toBe(403);
    await member.keyboard.press('Escape');

    // 5. the administrator revokes it: after Meera's next role reload the entry is gone and the API refuses
    await setContentHubRead(admin, false);
    await member.reload();
    expect(await openApps(member)).toEqual([]);
    await member
      .getByRole('dialog', { name: 'Apps' })
      .getByText('Your role has no apps yet. Ask an administrator for access.')
      .waitFor();
    const refused = await member.request.get('/api/auth/checkAccess?menu=Content%20Hub&permission=read');
    expect(refused.status()).toBe(403);
    expect((await refused.json()).message).toBe("Your role may not read 'Content Hub'.");
    await member.keyboard.press('Escape');
    // a private hub screen the role does not include explains itself
    await member.goto('/community-hub');
    await member.getByRole('heading', { level: 1, name: 'Community Hub is not part of your role' }).waitFor();
    await member.screenshot({ path: screenshotPath('no-access-390'), fullPage: false });

    // the change is on record: who revoked it
    const audit = await admin.request.get(
      '/api/system/audit/getAll?filterFields={"table_name":"custom_role_privileges"}&sortField=audit_id&sortOrder=desc&limit=1',
    );
    expect((await audit.json()).data[0]).toMatchObject({ action: 'delete', actor_name: 'Platform Administrator' });

    // the Admin Center on a phone: the users table and a user's sign-in state
    await admin.setViewportSize({ width: 360, height: 780 });
    await admin.goto('/admin-center?tab=users');
    await admin
      .getByRole('cell', { name: /Meera Iyer/ })
      .first()
      .waitFor();
    await admin.screenshot({ path: screenshotPath('admin-center-users-360'), fullPage: true });
    await admin.setViewportSize({ width: 1280, height: 800 });
    await admin.goto('/admin-center?tab=menus');
    await admin.getByRole('heading', { level: 1, name: 'Admin Center' }).waitFor();
    await admin.getByText('Content Hub').first().waitFor();
    await admin.screenshot({ path: screenshotPath('admin-center-menus-1280'), fullPage: false });

    expect(errors).toEqual([]);
    await memberContext.close();
    await adminContext.close();
  });
});
