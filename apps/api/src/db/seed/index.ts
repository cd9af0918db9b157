import { MENU_SEEDS } from '@ankur/shared/menus';
import { ADMIN_ROLE_NAME, ROLE_SEEDS } from '@ankur/shared/roles';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import { hashPassword } from '../../lib/password.ts';
import type { FileStorage } from '../../lib/storage.ts';
import type { Db } from '../client.ts';
import { menus, roles, userRoles } from '../schema/access.ts';
import { authUsers, userSettings, users } from '../schema/identity.ts';
import { programs } from '../schema/programs.ts';
import { tenants } from '../schema/tenants.ts';
import { seedDemo } from './demo.ts';
import { seedDemoCommunityFeed } from './demo-community-feed.ts';
import { seedDemoForum } from './demo-community-forum.ts';
import { seedDemoInvolvement } from './demo-community-involvement.ts';
import { seedDemoNetwork } from './demo-community-network.ts';
import { seedDemoCompetitions } from './demo-competitions.ts';
import { seedDemoEvents } from './demo-events.ts';
import { seedDemoLibrary } from './demo-library.ts';
import { seedDemoProfiles } from './demo-profiles.ts';
import { seedDemoReadiness } from './demo-readiness.ts';
import { seedDemoMemberships } from './memberships.ts';
import { grantAdministrator, grantRoleMatrixOnce } from './privileges.ts';

export interface SeedResult {
  createdAdmin: boolean;
  createdRoles: number;
  createdMenus: number;
  demo: boolean;
}

type SeedConfig = Pick<Config, 'admin' | 'defaultTenant' | 'brandName' | 'seedDemo'>;

/**
 * Idempotent seed, run on every start: roles, menus, the default tenant, the first administrator
 * and its privileges, and (SEED_DEMO) demo programs, community and library (its files go to
 * `files` when given: the server passes its file store). Existing rows are never overwritten, so an
 * administrator's edits survive restarts.
 */
export async function seedDatabase(db: Db, config: SeedConfig, files?: FileStorage): Promise<SeedResult> {
  // hash outside the transaction: argon2 takes ~50 ms and needs no lock
  const [existingAdmin] = await db
    .select({ user_id: users.user_id })
    .from(users)
    .where(and(sql`lower(${users.email}) = ${config.admin.email}`, eq(users.is_deleted, false)));
  const adminHash = existingAdmin ? null : await hashPassword(config.admin.password);

  return db.transaction(async (tx) => {
    // rows of tenant tables (the demo programs) belong to the main platform's tenant
    await tx.execute(sql`select set_config('app.tenant_id', ${config.defaultTenant}, true)`);
    const result: SeedResult = { createdAdmin: false, createdRoles: 0, createdMenus: 0, demo: false };

    // roles
    const haveRoles = await tx
      .select({ role_id: roles.role_id, role_name: roles.role_name })
      .from(roles)
      .where(eq(roles.is_deleted, false));
    const roleNames = new Set(haveRoles.map((r) => r.role_name.toLowerCase()));
    const newRoles = ROLE_SEEDS.filter((r) => !roleNames.has(r.role_name.toLowerCase()));
    if (newRoles.length) {
      await tx.insert(roles).values(newRoles.map((r) => ({ ...r })));
      result.createdRoles = newRoles.length;
    }

    // menus, then their parents
    const haveMenus = await tx
      .select({ menu_id: menus.menu_id, menu_name: menus.menu_name, menu_parent_id: menus.menu_parent_id })
      .from(menus)
      .where(eq(menus.is_deleted, false));
    const menuNames = new Set(haveMenus.map((m) => m.menu_name.toLowerCase()));
    const newMenus = MENU_SEEDS.filter((m) => !menuNames.has(m.name.toLowerCase()));
    if (newMenus.length) {
      await tx.insert(menus).values(
        newMenus.map((m) => ({
          menu_name: m.name,
          menu_view: m.view,
          menu_route: m.route ?? null,
          sort_order: MENU_SEEDS.indexOf(m),
        })),
      );
      result.createdMenus = newMenus.length;
      const all = await tx
        .select({ menu_id: menus.menu_id, menu_name: menus.menu_name })
        .from(menus)
        .where(eq(menus.is_deleted, false));
      const idByName = new Map(all.map((m) => [m.menu_name.toLowerCase(), m.menu_id]));
      for (const m of newMenus) {
        if (!m.parent) continue;
        const parentId = idByName.get(m.parent.toLowerCase());
        const id = idByName.get(m.name.toLowerCase());
        if (parentId && id) {
          await tx
            .update(menus)
            .set({ menu_parent_id: parentId })
            .where(and(eq(menus.menu_id, id), isNull(menus.menu_parent_id)));
        }
      }
    }

    // the default tenant
    await tx
      .insert(tenants)
      .values({
        tenant_id: config.defaultTenant,
        tenant_type: 'event',
        tenant_name: config.defaultTenant.toLowerCase(),
        display_name: config.defaultTenant === 'BHARATSTARTUPSUMMIT' ? 'Bharat Startup Summit' : config.defaultTenant,
      })
      .onConflictDoNothing({ target: tenants.tenant_id });

    const [adminRole] = await tx
      .select({ role_id: roles.role_id })
      .from(roles)
      .where(and(eq(roles.role_name, ADMIN_ROLE_NAME), eq(roles.is_deleted, false)));
    if (!adminRole) throw new Error(`Seed: the ${ADMIN_ROLE_NAME} role is missing`);

    // the first administrator
    if (!existingAdmin && adminHash) {
      const username = config.admin.email.split('@')[0] ?? 'admin';
      const [admin] = await tx
        .insert(users)
        .values({
          username,
          email: config.admin.email,
          firstName: 'Platform',
          lastName: 'Administrator',
          enabled: true,
          active_role: adminRole.role_id,
          tnc_accepted: true,
        })
        .returning({ user_id: users.user_id });
      if (!admin) throw new Error('Seed: could not create the administrator');
      await tx.update(users).set({ created_by: admin.user_id }).where(eq(users.user_id, admin.user_id));
      await tx.insert(authUsers).values({
        user_id: admin.user_id,
        username,
        email: config.admin.email,
        first_name: 'Platform',
        last_name: 'Administrator',
        password_hash: adminHash,
        email_verified: true,
        enabled: true,
        created_by: admin.user_id,
      });
      await tx
        .insert(userRoles)
        .values({ user_id: admin.user_id, role_id: adminRole.role_id, created_by: admin.user_id });
      await tx.insert(userSettings).values({ user_id: admin.user_id, created_by: admin.user_id });
      result.createdAdmin = true;
    }

    // the administrator reads and manages every menu; the other roles get their starting matrix once
    await grantAdministrator(tx as unknown as Db, adminRole.role_id);
    await grantRoleMatrixOnce(tx as unknown as Db);

    if (config.seedDemo) {
      const [{ count } = { count: 0 }] = await tx.select({ count: sql<number>`count(*)::int` }).from(programs);
      if (count === 0) {
        await seedDemo(tx as unknown as Db);
        await seedDemoProfiles(tx as unknown as Db);
        await seedDemoNetwork(tx as unknown as Db, config.admin.email);
        await seedDemoInvolvement(tx as unknown as Db, config.admin.email);
        await seedDemoForum(tx as unknown as Db, config.admin.email);
        await seedDemoCommunityFeed(tx as unknown as Db, config.admin.email);
        // the library (issue 22): with the file store, podcasts, reports and templates carry files
        await seedDemoLibrary(tx as unknown as Db, config.admin.email, files);
        await seedDemoEvents(tx as unknown as Db, config.admin.email);
        // competitions (issue 23): after the events seed (the pitch challenge belongs to the summit event)
        await seedDemoCompetitions(tx as unknown as Db, config.admin.email, config.defaultTenant);
        // readiness (issue 24): the four assessments, the cohort's members and their attempts
        await seedDemoReadiness(tx as unknown as Db, config.admin.email);
        result.demo = true;
      }
      await seedDemoMemberships(tx as unknown as Db, config.brandName);
    }
    return result;
  });
}
