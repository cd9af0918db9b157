import {
  COMPETITION_ERRORS,
  type TAssignment,
  type ZConflictInput,
  type ZScoreInput,
} from '@ankur/shared/schemas/competitions';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { withTenant } from '../../db/tenant.ts';
import { conflict, forbidden, notFound } from '../../lib/errors.ts';
import type { Scope } from '../../lib/scope.ts';
import { notify } from '../notifications/index.ts';
import { applicationsByIds, findApplication, teamOf } from './applications.repository.ts';
import {
  type CompetitionRow,
  findCompetition,
  findRound,
  judgesOf,
  type RoundRow,
  updateRound,
} from './competitions.repository.ts';
import {
  type AssignmentRow,
  findAssignment,
  insertAssignments,
  insertEntries,
  judgedBy,
  judgeQueue,
  loadsOf,
  lockAssignment,
  updateAssignment,
} from './judging.repository.ts';
import { assign, weightedTotal } from './scoring.ts';
import { applicationViews, fieldError, isoOrNull, readableCompetition } from './views.ts';

/**
 * Judging (issue 23): a round begins with its entries and assignments (each application to
 * judges_per_application of the round's judges, balanced and deterministic, never a judge on its
 * team); judges see only their own assignments — the applicants' answers and files, never another
 * judge's scores — and save as they go; a declared conflict hands the application to a free judge.
 */

const link = (id: number) => `/competition/${id}/judge`;

/** Makes `round` active with `applicationIds` as its entries, assigns judges and tells them. */
export async function startRound(tx: Db, c: CompetitionRow, round: RoundRow, applicationIds: number[]): Promise<void> {
  const judges = (await judgesOf(tx, [round.round_id])).get(round.round_id) ?? [];
  if (!judges.length)
    throw conflict(COMPETITION_ERRORS.noJudges, [
      { path: `rounds.${round.position - 1}.judge_ids`, message: COMPETITION_ERRORS.noJudges },
    ]);
  await updateRound(tx, round.round_id, { status: 'active' });
  await insertEntries(tx, round.round_id, applicationIds);
  const team = await teamOf(tx, applicationIds);
  const pairs = assign(
    applicationIds.map((id) => ({
      application_id: id,
      team: team.filter((m) => m.application_id === id).map((m) => m.user_id),
    })),
    judges,
    round.judges_per_application,
  );
  await insertAssignments(tx, round.round_id, pairs);
  await notify(tx, {
    userIds: [...new Set(pairs.map((p) => p.judge_user_id))],
    type: 'competition',
    title: `${round.name} of ${c.title} is ready for your scores`,
    body: `${pairs.length} scores to give across the round.`,
    link: link(c.competition_id),
  });
}

/** Assignments as their judge reads them: the application (answers, files, team), their own scores. */
async function assignmentViews(tx: Db, c: CompetitionRow, rows: AssignmentRow[]): Promise<TAssignment[]> {
  const apps = await applicationsByIds(tx, [...new Set(rows.map((a) => a.application_id))]);
  const views = new Map(
    (await applicationViews(tx, apps, new Map([[c.competition_id, c.form]]))).map((v) => [v.application_id, v]),
  );
  return rows.map((a) => ({
    assignment_id: a.assignment_id,
    round_id: a.round_id,
    status: a.status as TAssignment['status'],
    application: views.get(a.application_id)!,
    scores: a.scores,
    comment: a.comment,
    total: a.total,
    updated_at: isoOrNull(a.updated_at),
  }));
}
const assignmentView = async (tx: Db, c: CompetitionRow, a: AssignmentRow) => (await assignmentViews(tx, c, [a]))[0]!;

export function judgingQueue(db: Db, scope: Scope, competitionId: number): Promise<TAssignment[]> {
  return withTenant(db, scope.tenantId, async (tx) => {
    const c = await readableCompetition(tx, scope.actor, competitionId);
    return assignmentViews(tx, c, await judgeQueue(tx, competitionId, scope.actor.userId));
  });
}

/** The judge's own assignment in an active round, locked: 404 unknown, 403 another judge's. */
async function ownAssignment(tx: Db, scope: Scope, id: number) {
  const found = await findAssignment(tx, id);
  if (!found) throw notFound(COMPETITION_ERRORS.noAssignment);
  if (found.judge_user_id !== scope.actor.userId) throw forbidden(COMPETITION_ERRORS.notJudge);
  const a = (await lockAssignment(tx, id))!;
  const round = (await findRound(tx, a.round_id))!;
  const c = (await findCompetition(tx, round.competition_id))!;
  if (round.status !== 'active' || c.status !== 'judging') throw conflict(COMPETITION_ERRORS.roundNotActive);
  return { a, round, c };
}

export function saveScore(
  db: Db,
  scope: Scope,
  id: number,
  input: z.output<typeof ZScoreInput>,
  now: Date,
): Promise<TAssignment> {
  return withTenant(db, scope.tenantId, async (tx) => {
    const { a, round, c } = await ownAssignment(tx, scope, id);
    if (a.status === 'conflict') throw conflict(COMPETITION_ERRORS.alreadyConflict);
    for (const [key, value] of Object.entries(input.scores)) {
      const criterion = round.rubric.find((r) => r.key === key);
      if (!criterion) throw fieldError(`body.scores.${key}`, COMPETITION_ERRORS.unknownCriterion);
      if (!Number.isInteger(value) || value < 1 || value > (criterion.scale_max ?? 5)) {
        throw fieldError(`body.scores.${key}`, COMPETITION_ERRORS.scoreRange);
      }
    }
    const scores = { ...a.scores, ...input.scores };
    const total = weightedTotal(round.rubric, scores);
    if (input.final) {
      const missing = round.rubric.find((r) => scores[r.key] === undefined);
      if (missing) throw fieldError(`body.scores.${missing.key}`, COMPETITION_ERRORS.criterionMissing);
    }
    const scored = input.final || a.status === 'scored';
    const row = await updateAssignment(tx, id, {
      scores,
      comment: input.comment,
      total,
      status: scored ? 'scored' : 'assigned',
      scored_at: scored ? (a.scored_at ?? now.toISOString()) : null,
    });
    return assignmentView(tx, c, row);
  });
}

export function declareConflict(
  db: Db,
  scope: Scope,
  id: number,
  input: z.output<typeof ZConflictInput>,
): Promise<TAssignment> {
  return withTenant(db, scope.tenantId, async (tx) => {
    const { a, round, c } = await ownAssignment(tx, scope, id);
    if (a.status === 'conflict') throw conflict(COMPETITION_ERRORS.alreadyConflict);
    const row = await updateAssignment(tx, id, { status: 'conflict', conflict_reason: input.reason, total: null });
    // hand it to the least-loaded judge of the round not yet on it and not on its team
    const judges = (await judgesOf(tx, [round.round_id])).get(round.round_id) ?? [];
    const taken = new Set(await judgedBy(tx, round.round_id, a.application_id));
    const team = new Set((await teamOf(tx, [a.application_id])).map((m) => m.user_id));
    const loads = await loadsOf(tx, round.round_id);
    const free = judges
      .filter((j) => !taken.has(j) && !team.has(j))
      .sort((x, y) => (loads.get(x) ?? 0) - (loads.get(y) ?? 0) || x - y);
    const next = free[0];
    if (next !== undefined)
      await insertAssignments(tx, round.round_id, [{ application_id: a.application_id, judge_user_id: next }]);
    const app = (await findApplication(tx, a.application_id))!;
    await notify(tx, {
      userIds: [c.organiser_id],
      type: 'competition',
      title: `A judge declared a conflict of interest with ${app.team_name} in ${round.name}`,
      body:
        next === undefined
          ? 'No other judge of the round is free: add a judge to the round.'
          : 'Another judge of the round has it now.',
      link: `/competition/manage/${c.competition_id}`,
    });
    if (next !== undefined) {
      await notify(tx, {
        userIds: [next],
        type: 'competition',
        title: `One more application to score in ${round.name} of ${c.title}`,
        link: link(c.competition_id),
      });
    }
    return assignmentView(tx, c, row);
  });
}
