import type {
  TModerationActionInput,
  TModerationActionResult,
  TModerationGroup,
  TModerationQueue,
  TModerationQueueQuery,
  TReportCreated,
  TReportInput,
  TReportReason,
} from '@ankur/shared/schemas/community';
import type { Db } from '../../../db/client.ts';
import { withTenant } from '../../../db/tenant.ts';
import { type Clock, systemClock } from '../../../lib/clock.ts';
import { badRequest, forbidden, notFound } from '../../../lib/errors.ts';
import type { Scope } from '../../../lib/scope.ts';
import { hit, tooMany } from '../../../lib/throttle.ts';
import { notify } from '../../notifications/index.ts';
import {
  findReportBy,
  hiddenTargets,
  insertReport,
  iso,
  logAction,
  moderatedCircles,
  openCount,
  queuePage,
  reportsOn,
  resolveReports,
  runningSuspensions,
  suspend,
  unsuspend,
} from './moderation.repository.ts';
import { isCommunityModerator } from './moderators.ts';
import { syncHidden } from './search-kinds.ts';
import { moderationTarget } from './targets.ts';

/**
 * Reports and the moderation queue (issue 21). Anyone reports what they can see (through the
 * target registry, never another capability's tables); community moderators see and act on every
 * report of the tenant, circle owners and moderators on their circles' (hide, restore, dismiss).
 * Every action carries a reason, is logged in moderation_actions and resolves every open report
 * on its target, in one transaction.
 */

/** Reports one person may file a day: plenty for honest use, little for a reporting campaign. */
export const REPORT_DAILY_LIMIT = 20;
const DAY_MS = 24 * 60 * 60 * 1000;
const NOT_FOUND = 'Nothing to report here: it does not exist or you cannot see it.';

export async function createReport(db: Db, scope: Scope, input: TReportInput, clock: Clock = systemClock) {
  const target = moderationTarget(input.target_kind);
  if (!target) {
    throw badRequest(`Invalid body.target_kind: "${input.target_kind}" cannot be reported yet`, [
      { path: 'body.target_kind', message: 'cannot be reported yet' },
    ]);
  }
  const reporterId = scope.actor.userId;
  return withTenant(db, scope.tenantId, async (tx): Promise<TReportCreated> => {
    const subject = await target.describe(tx, input.target_id, reporterId);
    if (!subject) throw notFound(NOT_FOUND);
    if (subject.authorId === reporterId) throw badRequest('You cannot report yourself or what you wrote.');
    const known = await findReportBy(tx, input.target_kind, input.target_id, reporterId);
    if (known) return { report_id: known.report_id, already_reported: true };
    const allowed = await hit(
      tx,
      `community:report:${scope.tenantId}:${reporterId}`,
      { limit: REPORT_DAILY_LIMIT, windowMs: DAY_MS },
      clock,
    );
    if (!allowed.allowed) {
      throw tooMany(allowed.retryAfterSec, `You may send ${REPORT_DAILY_LIMIT} reports a day. Try again tomorrow.`);
    }
    const row = await insertReport(tx, {
      target_kind: input.target_kind,
      target_id: input.target_id,
      circle_id: subject.circleId,
      subject_user_id: subject.authorId,
      reporter_id: reporterId,
      reason: input.reason,
      details: input.details || null,
      excerpt: subject.excerpt.slice(0, 500),
      link: subject.link,
      created_at: clock.now().toISOString(),
    });
    // a concurrent second report by the same person lost the race: it is the same report
    if (!row)
      return {
        report_id: (await findReportBy(tx, input.target_kind, input.target_id, reporterId))!.report_id,
        already_reported: true,
      };
    return { report_id: row.report_id, already_reported: false };
  });
}

/** The circles whose reports the caller reviews: undefined for all (community moderators); 403 for nobody. */
async function reviewScope(tx: Db, scope: Scope): Promise<number[] | undefined> {
  if (isCommunityModerator(scope.actor)) return undefined;
  const circles = await moderatedCircles(tx, scope.actor.userId);
  if (!circles.length) throw forbidden('Only community and circle moderators review reports.');
  return circles;
}

export function moderationQueue(
  db: Db,
  scope: Scope,
  query: TModerationQueueQuery,
  clock: Clock = systemClock,
): Promise<TModerationQueue> {
  return withTenant(db, scope.tenantId, async (tx) => {
    let circleIds = await reviewScope(tx, scope);
    if (query.circle_id !== undefined) {
      if (circleIds && !circleIds.includes(query.circle_id)) throw forbidden('You do not moderate this circle.');
      circleIds = [query.circle_id];
    }
    const { groups, latest } = await queuePage(tx, {
      status: query.status,
      kind: query.kind,
      circleIds,
      before: query.before,
      limit: query.limit,
    });
    const page = groups.slice(0, query.limit);
    const byId = new Map(latest.map((l) => [l.report_id, l]));
    const subjects = [...new Set(latest.map((l) => l.subject_user_id).filter((id): id is number => id !== null))];
    const suspended = await runningSuspensions(tx, subjects, clock.now());
    const hidden = await hiddenTargets(
      tx,
      page.map((g) => ({ kind: g.target_kind, id: g.target_id })),
    );
    const items = page.map((g): TModerationGroup => {
      const last = byId.get(g.last_report_id);
      const counts = new Map<TReportReason, number>();
      for (const reason of g.reasons) counts.set(reason, (counts.get(reason) ?? 0) + 1);
      const subjectId = last?.subject_user_id ?? null;
      return {
        target_kind: g.target_kind,
        target_id: g.target_id,
        status: query.status,
        report_count: g.report_count,
        reasons: [...counts].map(([reason, count]) => ({ reason, count })).sort((a, b) => b.count - a.count),
        details: g.details.filter((d): d is string => !!d).slice(0, 3),
        excerpt: last?.excerpt ?? '',
        link: last?.link ?? null,
        circle_id: last?.circle_id ?? null,
        subject: subjectId !== null ? { user_id: subjectId, name: last?.subject_name ?? '' } : null,
        suspended_until: subjectId !== null ? (suspended.get(subjectId) ?? null) : null,
        hidden: hidden.has(`${g.target_kind}:${g.target_id}`),
        first_reported_at: iso(g.first_reported_at)!,
        last_reported_at: iso(g.last_reported_at)!,
        last_report_id: g.last_report_id,
      };
    });
    return {
      items,
      next_before: groups.length > query.limit ? page[page.length - 1]!.last_report_id : null,
      can_sanction: circleIds === undefined || isCommunityModerator(scope.actor),
    };
  });
}

export function openReportCount(db: Db, scope: Scope): Promise<{ open: number }> {
  return withTenant(db, scope.tenantId, async (tx) => ({ open: await openCount(tx, await reviewScope(tx, scope)) }));
}

const SANCTIONS = new Set(['warn', 'suspend', 'unsuspend']);

/** One moderation action on one target (see the file comment); 404 for a target with nothing to act on. */
export function moderate(
  db: Db,
  scope: Scope,
  input: TModerationActionInput,
  clock: Clock = systemClock,
): Promise<TModerationActionResult> {
  const actorId = scope.actor.userId;
  const now = clock.now();
  const at = now.toISOString();
  return withTenant(db, scope.tenantId, async (tx) => {
    const community = isCommunityModerator(scope.actor);
    const reports = await reportsOn(tx, input.target_kind, input.target_id);
    if (!community) {
      if (SANCTIONS.has(input.action)) throw forbidden('Only community moderators warn and suspend members.');
      const mine = await moderatedCircles(tx, actorId);
      if (!mine.length) throw forbidden('Only community and circle moderators act on reports.');
      if (!reports.some((r) => r.circle_id !== null && mine.includes(r.circle_id))) {
        throw forbidden('This was not reported in a circle you moderate.');
      }
    }
    const target = moderationTarget(input.target_kind);
    if (!target) {
      throw badRequest(`Invalid body.target_kind: "${input.target_kind}" cannot be moderated yet`, [
        { path: 'body.target_kind', message: 'cannot be moderated yet' },
      ]);
    }
    // the person the action is about: the reported member, else who wrote the reported thing
    let subjectId: number | null =
      input.target_kind === 'member'
        ? input.target_id
        : (reports.find((r) => r.subject_user_id !== null)?.subject_user_id ?? null);
    if (subjectId === null && reports.length === 0) {
      const described = await target.describe(tx, input.target_id, actorId);
      if (!described) throw notFound('Nothing to moderate here.');
      subjectId = described.authorId;
    }
    if (SANCTIONS.has(input.action) && subjectId === null) throw notFound('Nobody to warn or suspend here.');
    if (input.action === 'suspend' && input.days === undefined) {
      throw badRequest('Invalid body.days: a suspension lasts 1, 7 or 30 days', [
        { path: 'body.days', message: 'a suspension lasts 1, 7 or 30 days' },
      ]);
    }
    if (subjectId === actorId && SANCTIONS.has(input.action)) throw badRequest('You cannot warn or suspend yourself.');

    let until: string | null = null;
    let resolved = 0;
    switch (input.action) {
      case 'hide':
        await target.setHidden(tx, input.target_id, true, at);
        await syncHidden(tx, input.target_kind, input.target_id);
        resolved = await resolveReports(tx, input.target_kind, input.target_id, 'actioned', actorId, at);
        break;
      case 'restore':
        await target.setHidden(tx, input.target_id, false, at);
        await syncHidden(tx, input.target_kind, input.target_id);
        resolved = await resolveReports(tx, input.target_kind, input.target_id, 'dismissed', actorId, at);
        break;
      case 'dismiss':
        resolved = await resolveReports(tx, input.target_kind, input.target_id, 'dismissed', actorId, at);
        break;
      case 'warn':
        resolved = await resolveReports(tx, input.target_kind, input.target_id, 'actioned', actorId, at);
        await notify(tx, {
          userIds: [subjectId!],
          type: 'moderation',
          title: 'A warning from the community moderators',
          body: input.reason,
          link: '/community',
        });
        break;
      case 'suspend':
        until = new Date(now.getTime() + input.days! * 24 * 60 * 60 * 1000).toISOString();
        await suspend(tx, subjectId!, until, input.reason, actorId);
        resolved = await resolveReports(tx, input.target_kind, input.target_id, 'actioned', actorId, at);
        await notify(tx, {
          userIds: [subjectId!],
          type: 'moderation',
          title: `You may not write in the community for ${input.days} day${input.days === 1 ? '' : 's'}`,
          body: `${input.reason}\nYou may write again from ${new Date(until).toUTCString()}.`,
          link: '/community',
        });
        break;
      case 'unsuspend':
        if (!(await unsuspend(tx, subjectId!))) throw notFound('This member is not suspended.');
        await notify(tx, {
          userIds: [subjectId!],
          type: 'moderation',
          title: 'You may write in the community again',
          body: input.reason,
          link: '/community',
        });
        break;
    }
    const actionId = await logAction(tx, {
      actor_id: actorId,
      action: input.action,
      target_kind: input.target_kind,
      target_id: input.target_id,
      subject_user_id: subjectId,
      report_id: reports[0]?.report_id ?? null,
      reason: input.reason,
      until,
      created_at: at,
    });
    return { action_id: actionId, resolved_reports: resolved, until };
  });
}
