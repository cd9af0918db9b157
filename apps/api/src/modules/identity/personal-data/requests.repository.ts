import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { users } from '../../../db/schema/identity.ts';
import { personalDataRequests } from '../../../db/schema/personal-data.ts';
import { tenants } from '../../../db/schema/tenants.ts';
import { cancelJob, scheduleJob } from '../../../lib/jobs.ts';
import type { ErasedPerson } from '../../../lib/personal-data.ts';

/** The rows of personal_data_requests (decision 35); the only code here touching drizzle. */

export type RequestRow = typeof personalDataRequests.$inferSelect;

export const EXPORT_JOB = 'personal-data.export';
export const EXPIRE_JOB = 'personal-data.expire';
export const ERASE_JOB = 'personal-data.erase';

const isUniqueViolation = (err: unknown) =>
  (err as { code?: string } | null)?.code === '23505' ||
  (err as { cause?: { code?: string } } | null)?.cause?.code === '23505';

/** The latest request of each kind. */
export async function latestRequests(db: Db, userId: number): Promise<{ export?: RequestRow; erasure?: RequestRow }> {
  const rows = await db
    .selectDistinctOn([personalDataRequests.kind])
    .from(personalDataRequests)
    .where(eq(personalDataRequests.user_id, userId))
    .orderBy(personalDataRequests.kind, desc(personalDataRequests.request_id));
  return {
    export: rows.find((r) => r.kind === 'export'),
    erasure: rows.find((r) => r.kind === 'erasure'),
  };
}

export async function findRequest(db: Db, requestId: number): Promise<RequestRow | undefined> {
  const [row] = await db.select().from(personalDataRequests).where(eq(personalDataRequests.request_id, requestId));
  return row;
}

/** A new export with its job, in one transaction; null when one is already being built. */
export async function insertExport(db: Db, userId: number, now: Date): Promise<RequestRow | null> {
  try {
    return await db.transaction(async (t) => {
      const tx = t as unknown as Db;
      const [row] = await tx
        .insert(personalDataRequests)
        .values({ user_id: userId, kind: 'export', status: 'pending', requested_at: now.toISOString() })
        .returning();
      await scheduleJob(tx, {
        kind: EXPORT_JOB,
        tenantId: null,
        key: `request:${row!.request_id}`,
        runAt: now,
        payload: { requestId: row!.request_id },
      });
      return row!;
    });
  } catch (err) {
    if (isUniqueViolation(err)) return null;
    throw err;
  }
}

export async function updateRequest(db: Db, requestId: number, patch: Partial<RequestRow>): Promise<void> {
  await db.update(personalDataRequests).set(patch).where(eq(personalDataRequests.request_id, requestId));
}

/** Marks the export ready and schedules its file's deletion at expiry. */
export async function exportReady(
  db: Db,
  requestId: number,
  file: { storageKey: string; size: number; completedAt: Date; expiresAt: Date },
): Promise<void> {
  await db.transaction(async (t) => {
    const tx = t as unknown as Db;
    await updateRequest(tx, requestId, {
      status: 'ready',
      progress: 100,
      storage_key: file.storageKey,
      size_bytes: file.size,
      completed_at: file.completedAt.toISOString(),
      expires_at: file.expiresAt.toISOString(),
      error: null,
    });
    await scheduleJob(tx, {
      kind: EXPIRE_JOB,
      tenantId: null,
      key: `request:${requestId}`,
      runAt: file.expiresAt,
      payload: { requestId },
    });
  });
}

/** A scheduled erasure with its job; null when one is already scheduled. */
export async function insertErasure(db: Db, userId: number, now: Date, dueAt: Date): Promise<RequestRow | null> {
  try {
    return await db.transaction(async (t) => {
      const tx = t as unknown as Db;
      const [row] = await tx
        .insert(personalDataRequests)
        .values({
          user_id: userId,
          kind: 'erasure',
          status: 'scheduled',
          requested_at: now.toISOString(),
          due_at: dueAt.toISOString(),
        })
        .returning();
      await scheduleJob(tx, {
        kind: ERASE_JOB,
        tenantId: null,
        key: `user:${userId}`,
        runAt: dueAt,
        payload: { requestId: row!.request_id },
      });
      return row!;
    });
  } catch (err) {
    if (isUniqueViolation(err)) return null;
    throw err;
  }
}

/** Cancels the person's scheduled erasure and its job; answers whether there was one. */
export async function cancelErasure(
  db: Db,
  userId: number,
  now: Date,
  reason: 'signed_in' | 'requested',
): Promise<boolean> {
  return db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const rows = await tx
      .update(personalDataRequests)
      .set({ status: 'cancelled', cancelled_at: now.toISOString(), cancel_reason: reason })
      .where(
        and(
          eq(personalDataRequests.user_id, userId),
          eq(personalDataRequests.kind, 'erasure'),
          eq(personalDataRequests.status, 'scheduled'),
        ),
      )
      .returning({ id: personalDataRequests.request_id });
    if (rows.length) await cancelJob(tx, { kind: ERASE_JOB, tenantId: null, key: `user:${userId}` });
    return rows.length > 0;
  });
}

/** Who is to be erased: what their rows may carry. */
export async function findPerson(db: Db, userId: number): Promise<(ErasedPerson & { isDeleted: boolean }) | undefined> {
  const [row] = await db
    .select({
      userId: users.user_id,
      username: users.username,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      phone: users.phone_number,
      isDeleted: users.is_deleted,
    })
    .from(users)
    .where(eq(users.user_id, userId));
  return row;
}

/** Every tenant, deleted ones too: a person's rows may be in any of them. */
export async function allTenantIds(db: Db): Promise<string[]> {
  const rows = await db.select({ id: tenants.tenant_id }).from(tenants).orderBy(tenants.tenant_id);
  return rows.map((r) => r.id);
}
