import type { TReportReason, TReportStatus, TReportTargetKind } from '@ankur/shared/schemas/community';
import { and, desc, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { nameSql } from '../../../db/people.ts';
import {
  circleMembers,
  communityReports,
  communitySuspensions,
  moderationActions,
} from '../../../db/schema/community.ts';
import { users } from '../../../db/schema/identity.ts';

export const iso = (v: string | null): string | null => (v === null ? null : new Date(v).toISOString());

export type ReportRow = typeof communityReports.$inferSelect;

export async function findReportBy(tx: Db, kind: TReportTargetKind, targetId: number, reporterId: number) {
  const [row] = await tx
    .select({ report_id: communityReports.report_id })
    .from(communityReports)
    .where(
      and(
        eq(communityReports.target_kind, kind),
        eq(communityReports.target_id, targetId),
        eq(communityReports.reporter_id, reporterId),
      ),
    );
  return row;
}

export async function insertReport(tx: Db, values: typeof communityReports.$inferInsert) {
  const [row] = await tx
    .insert(communityReports)
    .values(values)
    .onConflictDoNothing()
    .returning({ report_id: communityReports.report_id });
  return row;
}

export interface QueueFilter {
  status: TReportStatus;
  kind?: TReportTargetKind;
  /** only reports in these circles (circle moderators); undefined: all (community moderators) */
  circleIds?: number[];
  before?: number;
  limit: number;
}

/** One page of grouped reports, newest group first (keyset on the newest report id). Two queries. */
export async function queuePage(tx: Db, f: QueueFilter) {
  const r = communityReports;
  const lastId = sql<number>`max(${r.report_id})`.mapWith(Number);
  const groups = await tx
    .select({
      target_kind: r.target_kind,
      target_id: r.target_id,
      report_count: sql<number>`count(*)`.mapWith(Number),
      last_report_id: lastId,
      first_reported_at: sql<string>`min(${r.created_at})`,
      last_reported_at: sql<string>`max(${r.created_at})`,
      reasons: sql<TReportReason[]>`array_agg(${r.reason} order by ${r.report_id} desc)`,
      details: sql<(string | null)[]>`array_agg(${r.details} order by ${r.report_id} desc)`,
    })
    .from(r)
    .where(
      and(
        eq(r.status, f.status),
        f.kind ? eq(r.target_kind, f.kind) : undefined,
        f.circleIds ? inArray(r.circle_id, f.circleIds.length ? f.circleIds : [-1]) : undefined,
      ),
    )
    .groupBy(r.target_kind, r.target_id)
    .having(f.before ? lt(sql`max(${r.report_id})`, f.before) : undefined)
    .orderBy(desc(sql`max(${r.report_id})`))
    .limit(f.limit + 1);
  const latest = await tx
    .select({
      report_id: r.report_id,
      excerpt: r.excerpt,
      link: r.link,
      circle_id: r.circle_id,
      subject_user_id: r.subject_user_id,
      subject_name: nameSql(users),
    })
    .from(r)
    .leftJoin(users, eq(users.user_id, r.subject_user_id))
    .where(inArray(r.report_id, groups.length ? groups.map((g) => g.last_report_id) : [-1]));
  return { groups, latest };
}

/** The last hide or restore of each target: hidden when it was a hide. One query. */
export async function hiddenTargets(tx: Db, targets: { kind: TReportTargetKind; id: number }[]) {
  if (!targets.length) return new Set<string>();
  const a = moderationActions;
  const pairs = sql.join(
    targets.map((t) => sql`(${t.kind}, ${t.id}::int)`),
    sql`, `,
  );
  const rows = await tx.execute<{ target_kind: string; target_id: number; action: string }>(
    sql`select distinct on (${a.target_kind}, ${a.target_id}) ${a.target_kind} as target_kind, ${a.target_id} as target_id, ${a.action} as action
        from ${a} where ${a.action} in ('hide', 'restore') and (${a.target_kind}, ${a.target_id}) in (${pairs})
        order by ${a.target_kind}, ${a.target_id}, ${a.action_id} desc`,
  );
  const list = (rows as unknown as { rows: { target_kind: string; target_id: number; action: string }[] }).rows;
  return new Set(list.filter((x) => x.action === 'hide').map((x) => `${x.target_kind}:${x.target_id}`));
}

/** Running suspensions of these people: user id → until (ISO). */
export async function runningSuspensions(tx: Db, userIds: number[], now: Date) {
  if (!userIds.length) return new Map<number, string>();
  const rows = await tx
    .select({ user_id: communitySuspensions.user_id, until: communitySuspensions.until })
    .from(communitySuspensions)
    .where(and(inArray(communitySuspensions.user_id, userIds), gt(communitySuspensions.until, now.toISOString())));
  return new Map(rows.map((r) => [r.user_id, iso(r.until)!]));
}

/** The reports on one target: their circles, subject and newest id. */
export async function reportsOn(tx: Db, kind: TReportTargetKind, targetId: number) {
  return tx
    .select({
      report_id: communityReports.report_id,
      circle_id: communityReports.circle_id,
      subject_user_id: communityReports.subject_user_id,
      status: communityReports.status,
    })
    .from(communityReports)
    .where(and(eq(communityReports.target_kind, kind), eq(communityReports.target_id, targetId)))
    .orderBy(desc(communityReports.report_id));
}

/** Marks every open report on the target resolved; returns how many. */
export async function resolveReports(
  tx: Db,
  kind: TReportTargetKind,
  targetId: number,
  status: 'actioned' | 'dismissed',
  by: number,
  at: string,
): Promise<number> {
  const rows = await tx
    .update(communityReports)
    .set({ status, resolved_by: by, resolved_at: at })
    .where(
      and(
        eq(communityReports.target_kind, kind),
        eq(communityReports.target_id, targetId),
        eq(communityReports.status, 'open'),
      ),
    )
    .returning({ id: communityReports.report_id });
  return rows.length;
}

export async function logAction(tx: Db, values: typeof moderationActions.$inferInsert): Promise<number> {
  const [row] = await tx.insert(moderationActions).values(values).returning({ id: moderationActions.action_id });
  return row!.id;
}

export async function suspend(tx: Db, userId: number, until: string, reason: string, by: number) {
  await tx
    .insert(communitySuspensions)
    .values({ user_id: userId, until, reason, suspended_by: by })
    .onConflictDoUpdate({
      target: [communitySuspensions.tenant_id, communitySuspensions.user_id],
      set: { until, reason, suspended_by: by, created_at: sql`now()` },
    });
}

export async function unsuspend(tx: Db, userId: number): Promise<boolean> {
  const rows = await tx
    .delete(communitySuspensions)
    .where(eq(communitySuspensions.user_id, userId))
    .returning({ id: communitySuspensions.suspension_id });
  return rows.length > 0;
}

export async function openCount(tx: Db, circleIds?: number[]): Promise<number> {
  const [row] = await tx
    .select({
      n: sql<number>`count(distinct (${communityReports.target_kind}, ${communityReports.target_id}))`.mapWith(Number),
    })
    .from(communityReports)
    .where(
      and(
        eq(communityReports.status, 'open'),
        circleIds ? inArray(communityReports.circle_id, circleIds.length ? circleIds : [-1]) : undefined,
      ),
    );
  return row?.n ?? 0;
}

/** The circles the person owns or moderates (active members with role owner or moderator). */
export async function moderatedCircles(tx: Db, userId: number): Promise<number[]> {
  const rows = await tx
    .select({ circle_id: circleMembers.circle_id })
    .from(circleMembers)
    .where(
      and(
        eq(circleMembers.user_id, userId),
        eq(circleMembers.status, 'active'),
        inArray(circleMembers.role, ['owner', 'moderator']),
      ),
    );
  return rows.map((r) => r.circle_id);
}

/** The end of the person's running suspension from writing (ISO), or null. */
export async function suspendedUntil(tx: Db, userId: number, now: Date): Promise<string | null> {
  const [row] = await tx
    .select({ until: communitySuspensions.until })
    .from(communitySuspensions)
    .where(and(eq(communitySuspensions.user_id, userId), gt(communitySuspensions.until, now.toISOString())))
    .limit(1);
  return row?.until ?? null;
}

/** When the person's account was created (the age that makes a new member), or null. */
export async function accountCreatedAt(tx: Db, userId: number): Promise<string | null> {
  const [row] = await tx.select({ created_at: users.created_at }).from(users).where(eq(users.user_id, userId));
  return row?.created_at ?? null;
}
