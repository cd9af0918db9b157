import {
  awardForRank,
  COMPETITION_ERRORS,
  type TCompetitionDetail,
  type TLeaderboardRow,
  type TStanding,
  type ZAdvanceInput,
  type ZResultsInput,
  type ZStandings,
} from '@ankur/shared/schemas/competitions';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { withTenant } from '../../db/tenant.ts';
import { conflict, forbidden, notFound } from '../../lib/errors.ts';
import type { Scope } from '../../lib/scope.ts';
import { recordAudit } from '../../resources/audit.ts';
import { notify } from '../notifications/index.ts';
import { issueCompetitionCertificate } from '../programs/index.ts';
import { applicationsByIds, submittedApplications, teamOf, updateApplication } from './applications.repository.ts';
import {
  type CompetitionRow,
  findRound,
  lockCompetition,
  peopleByIds,
  type RoundRow,
  roundsOf,
  updateCompetition,
  updateRound,
} from './competitions.repository.ts';
import { reindexCompetition } from './competitions-search.repository.ts';
import { assignmentsOfRound, entriesOf, setEntry } from './judging.repository.ts';
import { startRound } from './judging.service.ts';
import { combine, ranks } from './scoring.ts';
import {
  detailOf,
  fieldError,
  managedCompetition,
  mayManage,
  personRef,
  readableCompetition,
  roundViews,
} from './views.ts';

/**
 * Standings and results (issue 23): organisers see each round's progress and ranking (the mean of
 * judges' final totals, and the normalised score), move teams on (the rest stop there; the next
 * round begins), and publish ranks and prizes; every applicant is told; placed teams' members get
 * certificates ("Winner", "Runner-up", "Finalist") the public verification page knows.
 */

type Standings = z.infer<typeof ZStandings>;
const link = (id: number) => `/competition/${id}`;

/** The round and its competition, for its organisers (404 unknown or unseen, 403 not theirs). */
async function managedRound(tx: Db, scope: Scope, roundId: number): Promise<{ round: RoundRow; c: CompetitionRow }> {
  const round = await findRound(tx, roundId);
  if (!round) throw notFound(COMPETITION_ERRORS.noRound);
  const c = await managedCompetition(tx, scope.actor, round.competition_id);
  return { round, c };
}

/** The round's standings, ranked by the competition's score method. */
async function standingsOf(tx: Db, c: CompetitionRow, round: RoundRow): Promise<Standings> {
  const entries = await entriesOf(tx, round.round_id);
  const assignments = await assignmentsOfRound(tx, round.round_id);
  const finals = assignments.filter((a) => a.status === 'scored' && a.total !== null);
  const combined = combine(
    finals.map((a) => ({ application_id: a.application_id, judge_id: a.judge_user_id, total: a.total! })),
  );
  const apps = new Map(
    (
      await applicationsByIds(
        tx,
        entries.map((e) => e.application_id),
      )
    ).map((a) => [a.application_id, a]),
  );
  const people = await peopleByIds(
    tx,
    [...apps.values()].map((a) => a.lead_id),
  );
  const rows: Omit<TStanding, 'rank'>[] = entries.map((e) => {
    const mine = assignments.filter((a) => a.application_id === e.application_id);
    const score = combined.get(e.application_id);
    const app = apps.get(e.application_id)!;
    return {
      application_id: e.application_id,
      team_name: app.team_name,
      lead: personRef(app.lead_id, people),
      entry_status: e.status as TStanding['entry_status'],
      scored: mine.filter((a) => a.status === 'scored').length,
      assigned: mine.filter((a) => a.status !== 'conflict').length,
      conflicts: mine.filter((a) => a.status === 'conflict').length,
      average: score?.average ?? null,
      normalised: score?.normalised ?? null,
    };
  });
  const by =
    c.score_method === 'normalised'
      ? (r: (typeof rows)[number]) => r.normalised
      : (r: (typeof rows)[number]) => r.average;
  const rank = ranks(rows, by);
  const standings = rows
    .map((r) => ({ ...r, rank: rank.get(r) ?? null }))
    .sort((a, b) => (a.rank ?? 1e9) - (b.rank ?? 1e9) || a.application_id - b.application_id);
  const [view] = await roundViews(tx, [round], true);
  return {
    round: view!,
    progress: {
      assignments: assignments.filter((a) => a.status !== 'conflict').length,
      scored: assignments.filter((a) => a.status === 'scored').length,
      conflicts: assignments.filter((a) => a.status === 'conflict').length,
    },
    standings,
  };
}

export function roundStandings(db: Db, scope: Scope, roundId: number): Promise<Standings> {
  return withTenant(db, scope.tenantId, async (tx) => {
    const { round, c } = await managedRound(tx, scope, roundId);
    return standingsOf(tx, c, round);
  });
}

export function advanceRound(
  db: Db,
  scope: Scope,
  roundId: number,
  input: z.output<typeof ZAdvanceInput>,
): Promise<TCompetitionDetail> {
  return withTenant(db, scope.tenantId, async (tx) => {
    const { round, c } = await managedRound(tx, scope, roundId);
    await lockCompetition(tx, c.competition_id);
    if (round.status !== 'active' || c.status !== 'judging') throw conflict(COMPETITION_ERRORS.roundNotActive);
    const next = (await roundsOf(tx, c.competition_id)).find((r) => r.position === round.position + 1);
    if (!next) throw conflict(COMPETITION_ERRORS.lastRound);
    const entries = await entriesOf(tx, round.round_id);
    const chosen = new Set(input.application_ids);
    const stray = input.application_ids.findIndex(
      (id) => !entries.some((e) => e.application_id === id && e.status === 'in_round'),
    );
    if (stray >= 0) throw fieldError(`body.application_ids.${stray}`, COMPETITION_ERRORS.notInRound);
    const standings = await standingsOf(tx, c, round);
    for (const e of entries) {
      const s = standings.standings.find((x) => x.application_id === e.application_id);
      await setEntry(tx, e.entry_id, {
        status: chosen.has(e.application_id) ? 'advanced' : 'eliminated',
        average: s?.average ?? null,
        normalised: s?.normalised ?? null,
      });
    }
    await updateRound(tx, round.round_id, { status: 'closed' });
    const moving = entries.filter((e) => chosen.has(e.application_id)).map((e) => e.application_id);
    await startRound(tx, c, next, moving);
    const stopped = entries.filter((e) => !chosen.has(e.application_id)).map((e) => e.application_id);
    const team = await teamOf(
      tx,
      entries.map((e) => e.application_id),
    );
    const of = (ids: number[]) => team.filter((m) => ids.includes(m.application_id)).map((m) => m.user_id);
    await notify(tx, {
      userIds: of(moving),
      type: 'competition',
      title: `Your team moves on to ${next.name} of ${c.title}`,
      link: link(c.competition_id),
    });
    await notify(tx, {
      userIds: of(stopped),
      type: 'competition',
      title: `Your team did not move on from ${round.name} of ${c.title}`,
      body: 'Thank you for taking part.',
      link: link(c.competition_id),
    });
    await recordAudit(tx, [
      {
        table_name: 'competition_rounds',
        record_id: round.round_id,
        action: 'update',
        changes: { status: { from: 'active', to: 'closed' }, advanced: { to: moving } },
        actor_id: scope.actor.userId,
      },
    ]);
    return detailOf(tx, scope.actor, c.competition_id);
  });
}

/** Stores placings, closes the judging, publishes, tells every applicant and (asked) issues certificates. */
async function publish(
  tx: Db,
  scope: Scope,
  c: CompetitionRow,
  input: z.output<typeof ZResultsInput>,
  now: Date,
): Promise<void> {
  const submitted = await submittedApplications(tx, c.competition_id);
  const ids = new Set(submitted.map((a) => a.application_id));
  const bad = input.placings.findIndex((p) => !ids.has(p.application_id));
  if (bad >= 0) throw fieldError(`body.placings.${bad}.application_id`, COMPETITION_ERRORS.notSubmitted);
  const seen = input.placings.map((p) => p.application_id);
  const dupe = seen.findIndex((id, i) => seen.indexOf(id) !== i);
  if (dupe >= 0) throw fieldError(`body.placings.${dupe}.application_id`, 'must name each application once');
  for (const p of input.placings) await updateApplication(tx, p.application_id, { final_rank: p.rank, prize: p.prize });
  for (const r of await roundsOf(tx, c.competition_id)) {
    if (r.status === 'active') await updateRound(tx, r.round_id, { status: 'closed' });
  }
  await updateCompetition(tx, c.competition_id, {
    status: 'results_published',
    results_published_at: now.toISOString(),
  });
  const team = await teamOf(tx, [...ids]);
  const placed = new Map(input.placings.map((p) => [p.application_id, p]));
  const placedPeople = team.filter((m) => placed.has(m.application_id)).map((m) => m.user_id);
  const others = team.filter((m) => !placed.has(m.application_id)).map((m) => m.user_id);
  await notify(tx, {
    userIds: placedPeople,
    type: 'competition',
    title: `Results of ${c.title}: your team placed`,
    link: link(c.competition_id),
  });
  await notify(tx, {
    userIds: others,
    type: 'competition',
    title: `Results of ${c.title} are out`,
    link: link(c.competition_id),
  });
  if (input.certificates) {
    for (const m of team) {
      const p = placed.get(m.application_id);
      if (!p) continue;
      await issueCompetitionCertificate(tx, {
        userId: m.user_id,
        competitionId: c.competition_id,
        competitionTitle: c.title,
        award: awardForRank(p.rank),
        tenantId: scope.tenantId,
      });
    }
  }
  await recordAudit(tx, [
    {
      table_name: 'competitions',
      record_id: c.competition_id,
      action: 'update',
      changes: { status: { from: c.status, to: 'results_published' } },
      actor_id: scope.actor.userId,
    },
  ]);
}

export function publishResults(
  db: Db,
  scope: Scope,
  competitionId: number,
  input: z.output<typeof ZResultsInput>,
  now: Date,
): Promise<TCompetitionDetail> {
  return withTenant(db, scope.tenantId, async (tx) => {
    await managedCompetition(tx, scope.actor, competitionId);
    const c = (await lockCompetition(tx, competitionId))!;
    if (c.status !== 'judging') throw conflict(COMPETITION_ERRORS.transition);
    await publish(tx, scope, c, input, now);
    await reindexCompetition(tx, competitionId);
    return detailOf(tx, scope.actor, competitionId);
  });
}

/**
 * The transition 'publish_results' without placings: the judging round's ranking decides (ties
 * share a rank); the competition's prizes go by rank; certificates are issued.
 */
export async function publishFromStandings(tx: Db, scope: Scope, c: CompetitionRow, now: Date): Promise<void> {
  const rounds = await roundsOf(tx, c.competition_id);
  const round = rounds.find((r) => r.status === 'active') ?? rounds.filter((r) => r.status === 'closed').at(-1);
  if (!round) throw conflict(COMPETITION_ERRORS.roundNotActive);
  const { standings } = await standingsOf(tx, c, round);
  const placings = standings
    .filter((s) => s.rank !== null && s.entry_status !== 'eliminated')
    .map((s) => ({
      application_id: s.application_id,
      rank: s.rank!,
      prize: c.prizes.find((p) => p.rank === s.rank)?.title ?? null,
    }));
  if (!placings.length) throw conflict('No application has a final score yet: score them, or publish with placings.');
  await publish(tx, scope, c, { placings, certificates: true }, now);
}

export function leaderboard(db: Db, scope: Scope, competitionId: number): Promise<TLeaderboardRow[]> {
  return withTenant(db, scope.tenantId, async (tx) => {
    const c = await readableCompetition(tx, scope.actor, competitionId);
    const open = c.status === 'results_published' && c.leaderboard_public;
    if (!open && !mayManage(scope.actor, c)) throw forbidden(COMPETITION_ERRORS.noLeaderboard);
    const placed = (await submittedApplications(tx, competitionId)).filter((a) => a.final_rank !== null);
    placed.sort((a, b) => a.final_rank! - b.final_rank! || a.application_id - b.application_id);
    const team = await teamOf(
      tx,
      placed.map((a) => a.application_id),
    );
    const people = await peopleByIds(
      tx,
      team.map((m) => m.user_id),
    );
    return placed.map((a) => ({
      rank: a.final_rank!,
      team_name: a.team_name,
      prize: a.prize,
      members: team.filter((m) => m.application_id === a.application_id).map((m) => personRef(m.user_id, people)),
    }));
  });
}
