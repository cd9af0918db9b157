import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../test/config.ts';
import { type Database, type Db, migrationsFolder, openDatabase } from './client.ts';
import { conversationMembers, conversations, messages } from './schema/messages.ts';
import { notifications } from './schema/notifications.ts';
import { seedDatabase } from './seed/index.ts';
import { withTenant } from './tenant.ts';

/**
 * A deployment upgrades: a database left at an older migration, with a tenant's data in it, is
 * migrated to the latest (and seeded, as every start does); the data is intact, the new tables
 * take rows that point at it, and row-level security holds. On PGlite in 'api', on PostgreSQL in
 * 'api-pg' (a database of its own).
 */

interface Snapshot {
  tables: Record<
    string,
    {
      name: string;
      columns: Record<string, { name: string; type: string; notNull: boolean }>;
      indexes: Record<string, unknown>;
      foreignKeys: Record<string, unknown>;
      uniqueConstraints?: Record<string, unknown>;
    }
  >;
}
interface Journal {
  entries: { idx: number; when: number; tag: string }[];
}
const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as Journal;

/** The data below is written in the tables as this migration left them. */
const OLD = '0011_learning';
const TENANT = 'UPGRADELABS';

/** A copy of the migrations that ends with `tag`, as an older release shipped them. */
function migrationsUpTo(tag: string): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'ankur-migrations-'));
  cpSync(migrationsFolder, dir, { recursive: true });
  const cut = journal.entries.findIndex((e) => e.tag === tag);
  if (cut < 0) throw new Error(`no migration ${tag}`);
  writeFileSync(
    path.join(dir, 'meta/_journal.json'),
    JSON.stringify({ ...journal, entries: journal.entries.slice(0, cut + 1) }),
  );
  return dir;
}

/** An empty database of this test's own, and how to remove it. */
async function emptyDatabase(): Promise<{ database: Database; drop: () => Promise<void> }> {
  if (process.env.ANKUR_TEST_DB !== 'postgres') {
    const database = await openDatabase({ memory: true });
    return { database, drop: async () => {} };
  }
  const url = new URL(process.env.TEST_DATABASE_URL as string);
  const name = `ankur_upgrade_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url.toString() });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString(), poolSize: 2 });
  return {
    database,
    drop: async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}

const rowsOf = <T>(r: unknown) => (r as { rows: T[] }).rows;
const one = async <T>(db: Db, query: ReturnType<typeof sql>) => rowsOf<T>(await db.execute(query))[0]!;

/** What a tenant had in the older release: people, a program with its parts, an enrolment, progress. */
async function writeOldData(db: Db) {
  await db.execute(sql`insert into tenants (tenant_id, tenant_type, tenant_name, display_name)
    values (${TENANT}, 'incubator', 'upgrade-labs', 'Upgrade Labs')`);
  const asha = await one<{ user_id: number }>(
    db,
    sql`insert into users (username, email, first_name) values ('up_asha', 'up_asha@example.org', 'Asha') returning user_id`,
  );
  const ravi = await one<{ user_id: number }>(
    db,
    sql`insert into users (username, email, first_name) values ('up_ravi', 'up_ravi@example.org', 'Ravi') returning user_id`,
  );
  const role = await one<{ role_id: number }>(
    db,
    sql`insert into roles (role_name, display_name) values ('Upgrade learner', 'Learner') returning role_id`,
  );
  for (const u of [asha, ravi]) {
    await db.execute(sql`insert into tenant_memberships (tenant_id, user_id, role_id)
      values (${TENANT}, ${u.user_id}, ${role.role_id})`);
  }
  await db.execute(sql`insert into support_messages (kind, name, email, message)
    values ('contact', 'Asha', 'up_asha@example.org', 'Written before the upgrade')`);
  const ids = await db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('app.tenant_id', ${TENANT}, true)`);
    const program = await one<{ program_id: number }>(
      tx,
      sql`insert into programs (program_name, program_category, status) values ('Cohort 1', 'Upgrade', 'published') returning program_id`,
    );
    const course = await one<{ course_id: number }>(
      tx,
      sql`insert into courses (program_id, course_name) values (${program.program_id}, 'Basics') returning course_id`,
    );
    const mod = await one<{ module_id: number }>(
      tx,
      sql`insert into modules (course_id, module_name) values (${course.course_id}, 'Week 1') returning module_id`,
    );
    const unit = await one<{ unit_id: number }>(
      tx,
      sql`insert into units (module_id, unit_name, unit_type, duration_minutes)
        values (${mod.module_id}, 'Welcome', 'lesson', 12) returning unit_id`,
    );
    const enrolment = await one<{ enrollment_id: number }>(
      tx,
      sql`insert into program_enrollments (user_id, program_id, enrollment_status)
        values (${asha.user_id}, ${program.program_id}, 'enrolled') returning enrollment_id`,
    );
    await tx.execute(sql`insert into unit_progress (user_id, program_id, unit_id)
      values (${asha.user_id}, ${program.program_id}, ${unit.unit_id})`);
    return { ...program, ...course, ...mod, ...unit, ...enrolment };
  });
  return { asha: asha.user_id, ravi: ravi.user_id, role: role.role_id, ...ids };
}

/** The tenant's data, read inside the tenant. */
const readTenantData = (db: Db) =>
  withTenant(db, TENANT, async (tx) => ({
    program: rowsOf(await tx.execute(sql`select program_id, program_name, program_category, status from programs`)),
    parts: rowsOf(
      await tx.execute(sql`select c.course_name, m.module_name, u.unit_id, u.unit_name, u.unit_type, u.duration_minutes
        from units u join modules m using (module_id) join courses c using (course_id)`),
    ),
    enrolment: rowsOf(
      await tx.execute(sql`select enrollment_id, user_id, program_id, enrollment_status from program_enrollments`),
    ),
    progress: rowsOf(await tx.execute(sql`select user_id, unit_id from unit_progress`)),
  }));

describe(`upgrading a database from ${OLD} to the latest migration`, () => {
  let database: Database;
  let drop: () => Promise<void>;
  let oldFolder: string;
  let old: Awaited<ReturnType<typeof writeOldData>>;
  let before: Awaited<ReturnType<typeof readTenantData>>;

  beforeAll(async () => {
    oldFolder = migrationsUpTo(OLD);
    ({ database, drop } = await emptyDatabase());
    await database.migrate(oldFolder);
    old = await writeOldData(database.db);
    before = await readTenantData(database.db);
  });
  afterAll(async () => {
    await database?.close();
    await drop?.();
    if (oldFolder) rmSync(oldFolder, { recursive: true, force: true });
  });

  it('starts from the older release, with its data written', async () => {
    const applied = await one<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
    );
    expect(Number(applied.n)).toBe(journal.entries.findIndex((e) => e.tag === OLD) + 1);
    expect(before.program).toEqual([
      { program_id: old.program_id, program_name: 'Cohort 1', program_category: 'Upgrade', status: 'published' },
    ]);
    expect(before.parts).toHaveLength(1);
    expect(before.enrolment).toHaveLength(1);
    expect(before.progress).toHaveLength(1);
  });

  it('migrates to the latest and seeds as a start does: every row intact', async () => {
    await database.migrate();
    await seedDatabase(database.db, testConfig());
    const applied = await one<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
    );
    expect(Number(applied.n)).toBe(journal.entries.length);
    expect(await readTenantData(database.db)).toEqual(before);
    const people = rowsOf<{ username: string; email: string }>(
      await database.db.execute(sql`select username, email from users where username like 'up_%' order by username`),
    );
    expect(people).toEqual([
      { username: 'up_asha', email: 'up_asha@example.org' },
      { username: 'up_ravi', email: 'up_ravi@example.org' },
    ]);
    const members = await one<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from tenant_memberships where tenant_id = ${TENANT} and role_id = ${old.role}`,
    );
    expect(Number(members.n)).toBe(2);
    const support = await one<{ message: string }>(
      database.db,
      sql`select message from support_messages where email = 'up_asha@example.org'`,
    );
    expect(support.message).toBe('Written before the upgrade');
  });

  it("the new tables take the tenant's rows, pointing at the old ones", async () => {
    await withTenant(database.db, TENANT, async (tx) => {
      await tx.insert(notifications).values({ user_id: old.asha, type: 'enrolment', title: 'Still here' });
      const [c] = await tx
        .insert(conversations)
        .values({ kind: 'group', title: 'Cohort 1', program_id: old.program_id, created_by: old.asha })
        .returning();
      await tx.insert(conversationMembers).values([
        { conversation_id: c!.conversation_id, user_id: old.asha, role: 'owner' },
        { conversation_id: c!.conversation_id, user_id: old.ravi },
      ]);
      await tx.insert(messages).values({ conversation_id: c!.conversation_id, sender_id: old.ravi, body: 'Namaste' });
    });
  });

  it('row-level security is in force for the application role: nothing without the tenant, all of it inside', async () => {
    await database.restrict();
    const tables = ['programs', 'courses', 'modules', 'units', 'program_enrollments', 'unit_progress'];
    const newTables = ['notifications', 'conversations', 'conversation_members', 'messages'];
    const count = (db: Db, table: string) =>
      db
        .execute(sql.raw(`select count(*)::int as n from ${table}`))
        .then((r) => Number(rowsOf<{ n: number }>(r)[0]!.n));
    for (const table of [...tables, ...newTables]) {
      expect(await count(database.db, table), `${table} without a tenant`).toBe(0);
    }
    const inside = await withTenant(database.db, TENANT, async (tx) => {
      const counts: Record<string, number> = {};
      for (const table of [...tables, ...newTables]) counts[table] = await count(tx, table);
      return counts;
    });
    expect(inside).toEqual({
      programs: 1,
      courses: 1,
      modules: 1,
      units: 1,
      program_enrollments: 1,
      unit_progress: 1,
      notifications: 1,
      conversations: 1,
      conversation_members: 2,
      messages: 1,
    });
    // and another tenant's transaction sees none of it
    const theirs = await withTenant(database.db, testConfig().defaultTenant, (tx) =>
      tx.execute(sql`select count(*)::int as n from units where unit_id = ${old.unit_id}`),
    );
    expect(Number(rowsOf<{ n: number }>(theirs)[0]!.n)).toBe(0);
  });

  it('ends with the tables, columns, indexes and keys the latest Drizzle snapshot describes', async () => {
    const latest = journal.entries.at(-1)!;
    const snapshot = JSON.parse(
      readFileSync(path.join(migrationsFolder, `meta/${String(latest.idx).padStart(4, '0')}_snapshot.json`), 'utf8'),
    ) as Snapshot;
    const described = Object.values(snapshot.tables);
    const columns = rowsOf<{
      table_name: string;
      column_name: string;
      data_type: string;
      udt_name: string;
      is_nullable: string;
    }>(
      await database.db.execute(sql`select table_name, column_name, data_type, udt_name, is_nullable
        from information_schema.columns where table_schema = 'public' order by table_name, ordinal_position`),
    );
    // information_schema says only 'ARRAY' for an array column; its element type is the udt name ('_int4')
    const ELEMENT: Record<string, string> = { int4: 'integer', int8: 'bigint', text: 'text' };
    const typeOf = (c: { data_type: string; udt_name: string }) =>
      c.data_type === 'ARRAY' ? `${ELEMENT[c.udt_name.slice(1)] ?? c.udt_name.slice(1)}[]` : c.data_type;
    const shape = (rows: { table: string; column: string; type: string; notNull: boolean }[]) =>
      rows.map((r) => `${r.table}.${r.column} ${r.type}${r.notNull ? ' not null' : ''}`).sort();
    expect(
      shape(
        columns.map((c) => ({
          table: c.table_name,
          column: c.column_name,
          type: typeOf(c),
          notNull: c.is_nullable === 'NO',
        })),
      ),
    ).toEqual(
      shape(
        described.flatMap((t) =>
          Object.values(t.columns).map((c) => ({
            table: t.name,
            column: c.name,
            type: c.type === 'serial' ? 'integer' : c.type,
            notNull: c.notNull,
          })),
        ),
      ),
    );
    // hand-written SQL may add more (the tenant keys of docs/tenancy.md), never fewer
    const indexes = rowsOf<{ indexname: string }>(
      await database.db.execute(sql`select indexname from pg_indexes where schemaname = 'public'`),
    ).map((r) => r.indexname);
    // PostgreSQL cuts identifiers to 63 bytes (NAMEDATALEN); drizzle-kit names some keys longer
    const missing = (present: string[], wanted: string[]) =>
      wanted.filter((name) => !present.includes(name.slice(0, 63)));
    expect(
      missing(
        indexes,
        described.flatMap((t) => Object.keys(t.indexes)),
      ),
      'indexes',
    ).toEqual([]);
    const keys = rowsOf<{ conname: string }>(
      await database.db.execute(sql`select conname from pg_constraint where connamespace = 'public'::regnamespace`),
    ).map((r) => r.conname);
    const wantedKeys = described.flatMap((t) => [
      ...Object.keys(t.foreignKeys),
      ...Object.keys(t.uniqueConstraints ?? {}),
    ]);
    expect(missing(keys, wantedKeys), 'foreign keys and unique constraints').toEqual([]);
  });
});

/**
 * 0014_upload_public_id: files are addressed by a random public id (issue 18); every address stored
 * before (a unit's resource_url, links in authored HTML, message attachments) is rewritten, and an
 * id that merely starts like another (1 and 12) is left alone.
 */
describe('upgrading uploaded files to random addresses (0014)', () => {
  let database: Database;
  let drop: () => Promise<void>;
  let oldFolder: string;

  beforeAll(async () => {
    oldFolder = migrationsUpTo('0013_realtime');
    ({ database, drop } = await emptyDatabase());
    await database.migrate(oldFolder);
  });
  afterAll(async () => {
    await database?.close();
    await drop?.();
    if (oldFolder) rmSync(oldFolder, { recursive: true, force: true });
  });

  it('rewrites unit links, authored HTML and message attachments to the public id', async () => {
    const db = database.db;
    await db.execute(sql`insert into tenants (tenant_id, tenant_type, tenant_name, display_name)
      values ('FILESLAB', 'incubator', 'files-lab', 'Files Lab')`);
    const user = await one<{ user_id: number }>(
      db,
      sql`insert into users (username, email) values ('files_up', 'files_up@example.org') returning user_id`,
    );
    const ids = await db.transaction(async (tx) => {
      await tx.execute(sql`select set_config('app.tenant_id', 'FILESLAB', true)`);
      const file = async (id: number, purpose: string, name: string) =>
        tx.execute(sql`insert into uploads (upload_id, owner_user_id, purpose, storage_key, file_name, content_type, size_bytes)
          values (${id}, ${user.user_id}, ${purpose}, ${`key-${id}`}, ${name}, 'application/pdf', 3)`);
      await file(1, 'unit', 'Canvas.pdf');
      await file(12, 'unit', 'Plan.pdf');
      await file(13, 'message', 'deck.pdf');
      const p = await one<{ program_id: number }>(
        tx,
        sql`insert into programs (program_name, program_description) values ('P', '<a href="/api/uploads/12/Plan.pdf">plan</a>') returning program_id`,
      );
      const c = await one<{ course_id: number }>(
        tx,
        sql`insert into courses (program_id, course_name) values (${p.program_id}, 'C') returning course_id`,
      );
      const m = await one<{ module_id: number }>(
        tx,
        sql`insert into modules (course_id, module_name) values (${c.course_id}, 'M') returning module_id`,
      );
      const u = await one<{ unit_id: number }>(
        tx,
        sql`insert into units (module_id, unit_name, unit_type, resource_url, content) values (${m.module_id}, 'U', 'document',
          '/api/uploads/1/Canvas.pdf', '<p><a href="/api/uploads/1/Canvas.pdf">a</a> <img src="/api/uploads/12/Plan.pdf"></p>') returning unit_id`,
      );
      const conv = await one<{ conversation_id: number }>(
        tx,
        sql`insert into conversations (kind, created_by) values ('direct', ${user.user_id}) returning conversation_id`,
      );
      const attachments = JSON.stringify([
        { upload_id: 13, file_name: 'deck.pdf', content_type: 'application/pdf', size_bytes: 3 },
      ]);
      await tx.execute(sql`insert into messages (conversation_id, sender_id, body, attachments)
        values (${conv.conversation_id}, ${user.user_id}, 'see', ${attachments}::jsonb)`);
      return { unit: u.unit_id, program: p.program_id };
    });

    await database.migrate();

    const after = await withTenant(db, 'FILESLAB', async (tx) => ({
      files: rowsOf<{ upload_id: number; public_id: string }>(
        await tx.execute(sql`select upload_id, public_id from uploads order by upload_id`),
      ),
      unit: await one<{ resource_url: string; content: string }>(
        tx,
        sql`select resource_url, content from units where unit_id = ${ids.unit}`,
      ),
      program: await one<{ program_description: string }>(
        tx,
        sql`select program_description from programs where program_id = ${ids.program}`,
      ),
      message: await one<{ attachments: { upload_id: number; public_id: string }[] }>(
        tx,
        sql`select attachments from messages`,
      ),
    }));
    const pid = Object.fromEntries(after.files.map((f) => [f.upload_id, f.public_id]));
    expect(Object.values(pid).every((v) => /^[0-9a-f-]{36}$/.test(v))).toBe(true);
    expect(after.unit.resource_url).toBe(`/api/uploads/${pid[1]}/Canvas.pdf`);
    expect(after.unit.content).toBe(
      `<p><a href="/api/uploads/${pid[1]}/Canvas.pdf">a</a> <img src="/api/uploads/${pid[12]}/Plan.pdf"></p>`,
    );
    expect(after.program.program_description).toBe(`<a href="/api/uploads/${pid[12]}/Plan.pdf">plan</a>`);
    expect(after.message.attachments).toEqual([
      { upload_id: 13, public_id: pid[13], file_name: 'deck.pdf', content_type: 'application/pdf', size_bytes: 3 },
    ]);
  });
});
