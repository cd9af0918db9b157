import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { nameSql } from '../../db/people.ts';
import { users } from '../../db/schema/identity.ts';
import { programEnrollments, programs } from '../../db/schema/programs.ts';
import type { Scope } from '../../lib/scope.ts';
import { tenantPeopleCondition } from '../tenants/index.ts';

/**
 * Enrolment requests (issue 19): the pending enrolments of the tenant and the people who decide
 * them. Every function runs inside the caller's withTenant() transaction, so row-level security
 * keeps enrolments and programs to that tenant; roles, privileges and memberships are global
 * tables and are always filtered by the tenant named here.
 */

type PeopleScope = Pick<Scope, 'tenantId' | 'platform'>;

/** The tenant of the enclosing withTenant() transaction. */
export async function transactionTenant(tx: Db): Promise<string> {
  const result = await tx.execute<{ tenant: string | null }>(
    sql`select current_setting('app.tenant_id', true) as tenant`,
  );
  return (result as unknown as { rows: { tenant: string | null }[] }).rows[0]?.tenant ?? '';
}

/** Pending enrolments of the tenant's people in live programs (what the managers see waiting). */
const pendingWhere = (scope: PeopleScope) =>
  and(
    eq(programEnrollments.enrollment_status, 'pending'),
    eq(programEnrollments.is_deleted, false),
    eq(programs.is_deleted, false),
    eq(users.is_deleted, false),
    tenantPeopleCondition(programEnrollments.user_id, scope),
  );

export async function countPending(tx: Db, scope: PeopleScope): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(programEnrollments)
    .innerJoin(programs, eq(programs.program_id, programEnrollments.program_id))
    .innerJoin(users, eq(users.user_id, programEnrollments.user_id))
    .where(pendingWhere(scope));
  return Number(row?.n ?? 0);
}

/** One page of the pending requests, oldest first (the longest wait on top). */
export function listPending(tx: Db, scope: PeopleScope, page: { page: number; limit: number }) {
  return tx
    .select({
      enrollment_id: programEnrollments.enrollment_id,
      program_id: programEnrollments.program_id,
      program_name: programs.program_name,
      user_id: programEnrollments.user_id,
      name: nameSql(users),
      email: sql<string>`coalesce(${users.email}, '')`,
      requested_at: programEnrollments.created_at,
    })
    .from(programEnrollments)
    .innerJoin(programs, eq(programs.program_id, programEnrollments.program_id))
    .innerJoin(users, eq(users.user_id, programEnrollments.user_id))
    .where(pendingWhere(scope))
    .orderBy(asc(programEnrollments.created_at), asc(programEnrollments.enrollment_id))
    .limit(page.limit)
    .offset((page.page - 1) * page.limit);
}

/** A learner's display name. */
export async function learnerName(tx: Db, userId: number): Promise<string> {
  const [row] = await tx
    .select({
      name: nameSql(users),
    })
    .from(users)
    .where(eq(users.user_id, userId));
  return row?.name ?? 'A learner';
}
