import {
  READINESS_DIMENSION_MAX,
  READINESS_PATHS,
  type TCohortReadiness,
  type TNudgeInput,
  type TNudgeResult,
  type TReadinessKey,
} from '@ankur/shared/schemas/readiness';
import type { Db } from '../../db/client.ts';
import { withTenant } from '../../db/tenant.ts';
import type { Clock } from '../../lib/clock.ts';
import { HttpError, notFound } from '../../lib/errors.ts';
import type { Scope } from '../../lib/scope.ts';
import { hit, tooMany } from '../../lib/throttle.ts';
import { recordAudit } from '../../resources/audit.ts';
import { createConversation, sendMessage } from '../messages/index.ts';
import { ensureAssessments } from './assessments.repository.ts';
import {
  cohortMembers,
  cohortRow,
  insertNudge,
  lastNudges,
  latestAttempts,
  type MemberAttempt,
  nudgedSince,
  publishedDefinition,
} from './cohort.repository.ts';

/**
 * A cohort's readiness (issue 24) for its managers (update on 'Program Cohort' or 'Programs and
 * Courses', in the tenant: the route's access rule; row-level security keeps other tenants' cohorts
 * out, so they are 404). Members are approved enrolments (enrolled or completed).
 *
 * A member's state comes from their latest attempt (not started / in progress / completed); their
 * score and the distribution from their latest COMPLETED attempt (a retake in progress keeps the
 * last result on show). Inactive (decision): started but not finished, with no activity for
 * inactive_days. Those who never started are counted as not started, not inactive; those who
 * finished are never inactive (they have a result; retaking is their choice).
 */

export const NO_COHORT = 'No such cohort.';
/** Nudges a manager may send per hour (each one is a direct message per person). */
export const NUDGE_LIMIT = { limit: 20, windowMs: 60 * 60 * 1000 };
/** One nudge per person per cohort in this window. */
export const NUDGE_QUIET_MS = 24 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;
const BUCKETS = 5;

const iso = (v: string | null | undefined) => (v == null ? null : new Date(v).toISOString());
const round1 = (x: number) => Math.round(x * 10) / 10;

/** Which of the five buckets [0,1) [1,2) [2,3) [3,4) [4,5] a 0..5 score falls in. */
export const bucketOf = (score: number) =>
  Math.min(BUCKETS - 1, Math.max(0, Math.floor((score / READINESS_DIMENSION_MAX) * BUCKETS)));

function distribution(dimensions: { id: string; label: string }[], completed: MemberAttempt[]) {
  return dimensions.map((d) => {
    const buckets = Array.from({ length: BUCKETS }, () => 0);
    let sum = 0;
    let n = 0;
    for (const a of completed) {
      const score = a.result?.dimensions.find((x) => x.id === d.id)?.score;
      if (score === undefined) continue;
      buckets[bucketOf(score)]! += 1;
      sum += score;
      n += 1;
    }
    return { id: d.id, label: d.label, buckets, mean: n ? round1(sum / n) : null };
  });
}

/** GET readiness/cohorts/{cohortId}?key=&inactive_days= */
export function cohortReadiness(
  db: Db,
  scope: Scope,
  cohortId: number,
  query: { key: TReadinessKey; inactive_days: number },
  now: Date,
): Promise<TCohortReadiness> {
  return withTenant(db, scope.tenantId, async (tx) => {
    const cohort = await cohortRow(tx, cohortId);
    if (!cohort) throw notFound(NO_COHORT);
    await ensureAssessments(tx);
    const definition = await publishedDefinition(tx, query.key);
    const members = await cohortMembers(tx, cohortId);
    const latest = new Map((await latestAttempts(tx, cohortId, query.key, false)).map((a) => [a.user_id, a]));
    const completed = await latestAttempts(tx, cohortId, query.key, true);
    const done = new Map(completed.map((a) => [a.user_id, a]));
    const nudges = await lastNudges(tx, cohortId);
    const memberIds = new Set(members.map((m) => m.user_id));
    const cutoff = now.getTime() - query.inactive_days * DAY_MS;

    const rows = members.map((m) => {
      const a = latest.get(m.user_id);
      const c = done.get(m.user_id);
      const state = !a ? ('not_started' as const) : a.is_completed ? ('completed' as const) : ('in_progress' as const);
      const last = a ? new Date(a.last_activity_at).getTime() : null;
      return {
        user_id: m.user_id,
        name: m.name,
        state,
        overall: c?.overall == null ? null : Math.round(c.overall),
        last_activity_at: iso(a?.last_activity_at),
        inactive: state === 'in_progress' && last !== null && last <= cutoff,
        last_nudged_at: iso(nudges.get(m.user_id)),
      };
    });
    const count = (s: string) => rows.filter((r) => r.state === s).length;
    return {
      cohort_id: cohort.program_id,
      cohort_name: cohort.name,
      key: query.key,
      inactive_days: query.inactive_days,
      distribution: distribution(
        definition?.dimensions ?? [],
        completed.filter((c) => memberIds.has(c.user_id)),
      ),
      members: rows,
      counts: {
        members: rows.length,
        completed: count('completed'),
        in_progress: count('in_progress'),
        not_started: count('not_started'),
        inactive: rows.filter((r) => r.inactive).length,
      },
    };
  });
}

/** The manager's words, then the assessment's page as a full address (messages turn only those into links). */
const nudgeBody = (message: string, key: TReadinessKey, origin: string) =>
  `${message}\n\n${origin}${READINESS_PATHS[key]}`;

/**
 * POST readiness/cohorts/{cohortId}/nudges: a direct message from the manager (the existing direct
 * conversation when there is one) with the message and the assessment's page, and a nudge row, for
 * each member not nudged about this cohort in the last 24 hours; the others land in `skipped`.
 * Rate-limited per manager (refused hits count); one transaction; audited.
 */
export async function nudgeMembers(
  db: Db,
  scope: Scope,
  cohortId: number,
  input: TNudgeInput,
  { clock, origin }: { clock: Clock; origin: string },
): Promise<TNudgeResult> {
  const gate = await hit(db, `readiness-nudge:${scope.tenantId}:${scope.actor.userId}`, NUDGE_LIMIT, clock);
  if (!gate.allowed) throw tooMany(gate.retryAfterSec, 'Too many nudges: try again later.');
  const now = clock.now();
  const me = scope.actor.userId;
  return withTenant(db, scope.tenantId, async (tx) => {
    const cohort = await cohortRow(tx, cohortId);
    if (!cohort) throw notFound(NO_COHORT);
    const wanted = [...new Set(input.user_ids)];
    const members = new Set((await cohortMembers(tx, cohortId, wanted)).map((m) => m.user_id));
    const recent = await nudgedSince(tx, cohortId, wanted, new Date(now.getTime() - NUDGE_QUIET_MS));
    const result: TNudgeResult = { sent: [], skipped: [] };
    for (const userId of wanted) {
      if (!members.has(userId)) {
        result.skipped.push({ user_id: userId, reason: 'not_a_member' });
        continue;
      }
      if (recent.has(userId)) {
        result.skipped.push({ user_id: userId, reason: 'recently_nudged' });
        continue;
      }
      if (userId === me) {
        result.skipped.push({ user_id: userId, reason: 'unreachable' });
        continue;
      }
      let conversationId: number;
      try {
        const { conversation } = await createConversation(tx, scope, { kind: 'direct', user_id: userId });
        conversationId = conversation.conversation_id;
      } catch (err) {
        // a block between the two refuses before writing anything: skip this person, send the rest
        if (err instanceof HttpError && err.statusCode === 403) {
          result.skipped.push({ user_id: userId, reason: 'unreachable' });
          continue;
        }
        throw err;
      }
      await sendMessage(
        tx,
        scope,
        conversationId,
        { body: nudgeBody(input.message, input.key, origin), attachment_ids: [] },
        now,
      );
      await insertNudge(tx, { cohortId, userId, sentBy: me, key: input.key, now });
      result.sent.push(userId);
    }
    if (result.sent.length) {
      await recordAudit(tx, [
        {
          table_name: 'readiness_nudges',
          record_id: cohortId,
          action: 'create',
          changes: { assessment_key: { to: input.key }, user_ids: { to: result.sent } },
          actor_id: me,
        },
      ]);
    }
    return result;
  });
}
