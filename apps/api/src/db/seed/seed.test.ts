import { MENU_SEEDS } from '@ankur/shared/menus';
import { ROLE_SEEDS } from '@ankur/shared/roles';
import { and, eq, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { verifyPassword } from '../../modules/identity/password.ts';
import { useTestDatabase } from '../../test/app.ts';
import { testConfig } from '../../test/config.ts';
import { menus, privileges, roles, userRoles } from '../schema/access.ts';
import { authUsers, users } from '../schema/identity.ts';
import { programs } from '../schema/programs.ts';
import { tenants } from '../schema/tenants.ts';
import { seedDatabase } from './index.ts';

describe('seed', () => {
  const testDb = useTestDatabase();
  const count = async (table: PgTable) =>
    (await testDb().db.select({ n: sql<number>`count(*)::int` }).from(table))[0]?.n;

  it('created every system role, the temp role labelled Temp, and an admin-view administrator', async () => {
    const rows = await testDb().db.select().from(roles);
    expect(rows.map((r) => r.role_name).sort()).toEqual(ROLE_SEEDS.map((r) => r.role_name).sort());
    expect(rows.find((r) => r.role_name === 'temp')?.display_name).toBe('Temp');
    expect(rows.find((r) => r.role_name === 'Administrator')?.role_view).toBe('admin');
    expect(new Set(rows.map((r) => r.role_type))).toEqual(new Set(['System Role']));
    for (const name of [
      'Entrepreneur',
      'Aspiring Entrepreneur',
      'Student',
      'Expert',
      'Investor',
      'Volunteer',
      'Organisation',
      'Cohort Manager',
    ]) {
      expect(
        rows.some((r) => r.role_name === name),
        name,
      ).toBe(true);
    }
  });

  it('created every menu of SPEC §6 with its parent', async () => {
    const rows = await testDb().db.select().from(menus);
    expect(rows).toHaveLength(MENU_SEEDS.length);
    const byName = new Map(rows.map((m) => [m.menu_name, m]));
    for (const name of [
      'Workspace',
      'Dashboard',
      'Investor Workspace',
      'Home',
      'Content Hub',
      'My Library',
      'My Ecosystem Map',
      'Memberships',
      'Admin Center',
      'Settings',
    ]) {
      expect(byName.has(name), name).toBe(true);
    }
    expect(byName.get('Dashboard')?.menu_parent_id).toBe(byName.get('Workspace')?.menu_id);
    expect(byName.get('Content Hub')?.menu_parent_id).toBe(byName.get('Innovation Hubs')?.menu_id);
  });

  it('created the default tenant and the first administrator with a verifiable argon2id password', async () => {
    const [tenant] = await testDb().db.select().from(tenants);
    expect(tenant?.tenant_id).toBe('BHARATSTARTUPSUMMIT');
    const [admin] = await testDb().db.select().from(users).where(eq(users.email, 'admin@ankur.test'));
    expect(admin?.enabled).toBe(true);
    const [auth] = await testDb().db.select().from(authUsers).where(eq(authUsers.user_id, admin!.user_id));
    expect(auth?.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(auth!.password_hash!, 'test-admin-password')).toBe(true);
    expect(await verifyPassword(auth!.password_hash!, 'wrong')).toBe(false);
    const held = await testDb()
      .db.select({ role_name: roles.role_name })
      .from(userRoles)
      .innerJoin(roles, eq(roles.role_id, userRoles.role_id))
      .where(eq(userRoles.user_id, admin!.user_id));
    expect(held).toEqual([{ role_name: 'Administrator' }]);
    const [adminRole] = await testDb().db.select().from(roles).where(eq(roles.role_name, 'Administrator'));
    const grants = await testDb().db.select().from(privileges).where(eq(privileges.role_id, adminRole!.role_id));
    expect(grants).toHaveLength(MENU_SEEDS.length);
    expect(grants[0]?.privilege_access_type.map((p) => p.permission_name)).toEqual([
      'read',
      'create',
      'update',
      'delete',
    ]);
  });

  it('seeded demo programs, program 2 being the header cohort', async () => {
    const [p2] = await testDb().db.select().from(programs).where(eq(programs.program_id, 2));
    expect(p2?.program_name).toMatch(/Pitch Alchemy/);
  });

  it('is idempotent: a second and third run change nothing and keep edits', async () => {
    const before = {
      roles: await count(roles),
      menus: await count(menus),
      users: await count(users),
      privileges: await count(privileges),
      programs: await count(programs),
    };
    await testDb().db.update(roles).set({ display_name: 'Founder' }).where(eq(roles.role_name, 'Entrepreneur'));
    const config = testConfig();
    const again = await seedDatabase(testDb().db, config);
    await seedDatabase(testDb().db, config);
    expect(again).toEqual({ createdAdmin: false, createdRoles: 0, createdMenus: 0, demo: false });
    expect({
      roles: await count(roles),
      menus: await count(menus),
      users: await count(users),
      privileges: await count(privileges),
      programs: await count(programs),
    }).toEqual(before);
    const [e] = await testDb()
      .db.select()
      .from(roles)
      .where(and(eq(roles.role_name, 'Entrepreneur'), eq(roles.is_deleted, false)));
    expect(e?.display_name).toBe('Founder');
  });
});
