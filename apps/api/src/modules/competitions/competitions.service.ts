import {
  COMPETITION_ERRORS,
  COMPETITION_TRANSITIONS,
  type TCompetitionAction,
  type TCompetitionDetail,
  type TCompetitionPage,
  type TCriterion,
  type ZCompetitionInput,
  type ZCompetitionPatch,
  type ZCompetitionQuery,
  type ZRoundInput,
} from '@ankur/shared/schemas/competitions';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { withTenant } from '../../db/tenant.ts';
import { badRequest, conflict } from '../../lib/errors.ts';
import { sanitizeRichText } from '../../lib/sanitize-html.ts';
import type { Scope } from '../../lib/scope.ts';
import { recordAudit } from '../../resources/audit.ts';
import { notify } from '../notifications/index.ts';
import { livePeople, submittedApplications, teamPeople } from './applications.repository.ts';
import {
  type CompetitionRow,
  deleteRound,
  eventExists,
  insertCompetition,
  insertRound,
  listCards,
  lockCompetition,
  parkRoundPositions,
  replaceJudges,
  roundsOf,
  updateCompetition,
  updateRound,
  uploadRow,
} from './competitions.repository.ts';
import { reindexCompetition } from './competitions-search.repository.ts';
import { startRound } from './judging.service.ts';
import { publishFromStandings } from './results.service.ts';
import { detailOf, fieldError, isManager, managedCompetition, readableCompetition, toCard } from './views.ts';

/**
 * A competition's setup and life (issue 23). Organisers — holders of create on 'Competition'
 * (tenant administrators) or on 'Event' (event organisers run both) — start drafts; the organiser
 * and holders of update on 'Competition' edit, open, start judging, publish and cancel. Drafts are
 * seen by those alone; the search index holds every competition past its draft.
 */

type Input = z.output<typeof ZCompetitionInput>;
type Patch = z.output<typeof ZCompetitionPatch>;
type RoundIn = z.output<typeof ZRoundInput>;

export const competitionLink = (id: number) => `/competition/${id}`;

function sanitised(html: string): { html: string; text: string } {
  const clean = sanitizeRichText(html) ?? '';
  const text = clean
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
  return { html: clean, text };
}

/** The checks zod cannot make alone: dates, team range, distinct keys, files, event, judges. */
async function checkSetup(
  tx: Db,
  scope: Scope,
  c: Omit<Input, 'rounds'> & { rounds?: RoundIn[] },
  before?: CompetitionRow,
) {
  if (new Date(c.closes_at) <= new Date(c.opens_at))
    throw fieldError('body.closes_at', COMPETITION_ERRORS.closeBeforeOpen);
  if (c.team_max < c.team_min) throw fieldError('body.team_max', COMPETITION_ERRORS.teamRange);
  const keys = c.form.map((f) => f.key);
  const dupe = keys.find((k, i) => keys.indexOf(k) !== i);
  if (dupe) throw fieldError(`body.form.${keys.lastIndexOf(dupe)}.key`, 'must differ from the other fields’ keys');
  c.form.forEach((f, i) => {
    if (f.kind === 'choice' && f.options.length < 2)
      throw fieldError(`body.form.${i}.options`, 'must offer at least two options');
  });
  for (const [i, r] of (c.rounds ?? []).entries()) {
    const ck = r.rubric.map((x) => x.key);
    const d = ck.find((k, j) => ck.indexOf(k) !== j);
    if (d)
      throw fieldError(
        `body.rounds.${i}.rubric.${ck.lastIndexOf(d)}.key`,
        'must differ from the other criteria’s keys',
      );
    const judges = [...new Set(r.judge_ids)];
    const live = await livePeople(tx, judges, scope);
    const missing = judges.find((id) => !live.includes(id));
    if (missing !== undefined) throw fieldError(`body.rounds.${i}.judge_ids`, COMPETITION_ERRORS.notMember);
  }
  if (c.cover_file_id !== null && c.cover_file_id !== before?.cover_upload_id) {
    const up = await uploadRow(tx, c.cover_file_id);
    if (up?.purpose !== 'competition' || up.owner_user_id !== scope.actor.userId) {
      throw fieldError('body.cover_file_id', COMPETITION_ERRORS.notYourUpload);
    }
    if (!up.content_type.startsWith('image/')) throw fieldError('body.cover_file_id', 'must be an image');
  }
  if (c.event_id !== null && c.event_id !== before?.event_id && !(await eventExists(tx, c.event_id))) {
    throw fieldError('body.event_id', 'must name an event of this community');
  }
}

/**
 * Whether two rubrics say the same, criterion by criterion. Not JSON.stringify: jsonb stores an
 * object's keys in its own order, so a begun round sent back unchanged would never match.
 */
function sameRubric(a: readonly TCriterion[], b: readonly TCriterion[]): boolean {
  return (
    a.length === b.length &&
    a.every((c, i) => {
      const d = b[i]!;
      return (
        c.key === d.key &&
        c.name === d.name &&
        (c.description ?? '') === (d.description ?? '') &&
        c.weight === d.weight &&
        (c.scale_max ?? 5) === (d.scale_max ?? 5)
      );
    })
  );
}

/** Writes the rounds as given (order = position): edits by round_id, adds new, removes the unlisted. */
async function saveRounds(tx: Db, competitionId: number, rounds: RoundIn[], creating: boolean): Promise<void> {
  const existing = creating ? [] : await roundsOf(tx, competitionId);
  for (const [i, r] of rounds.entries()) {
    if (r.round_id === undefined) continue;
    const old = existing.find((e) => e.round_id === r.round_id);
    if (!old) throw fieldError(`body.rounds.${i}.round_id`, COMPETITION_ERRORS.noRound);
    if (old.status !== 'pending' && !sameRubric(old.rubric, r.rubric)) {
      throw conflict(COMPETITION_ERRORS.roundLocked, [
        { path: `body.rounds.${i}.rubric`, message: COMPETITION_ERRORS.roundLocked },
      ]);
    }
    if (old.status !== 'pending' && old.position !== i + 1) {
      throw conflict(COMPETITION_ERRORS.roundLocked, [
        { path: `body.rounds.${i}`, message: 'a begun round keeps its place' },
      ]);
    }
  }
  const kept = new Set(rounds.flatMap((r) => (r.round_id === undefined ? [] : [r.round_id])));
  for (const old of existing) {
    if (kept.has(old.round_id)) continue;
    if (old.status !== 'pending') throw conflict(COMPETITION_ERRORS.roundLocked);
    await deleteRound(tx, old.round_id);
  }
  if (existing.length) await parkRoundPositions(tx, competitionId);
  for (const [i, r] of rounds.entries()) {
    const values = {
      name: r.name,
      position: i + 1,
      judging_ends_at: r.judging_ends_at,
      rubric: r.rubric,
      advance_count: r.advance_count,
      judges_per_application: r.judges_per_application,
    };
    let roundId = r.round_id;
    if (roundId === undefined) roundId = (await insertRound(tx, { ...values, competition_id: competitionId })).round_id;
    else await updateRound(tx, roundId, values);
    await replaceJudges(tx, roundId, r.judge_ids);
  }
}

export function createCompetition(db: Db, scope: Scope, input: Input): Promise<TCompetitionDetail> {
  return withTenant(db, scope.tenantId, async (tx) => {
    await checkSetup(tx, scope, input);
    const description = sanitised(input.description_html);
    const row = await insertCompetition(tx, {
      event_id: input.event_id,
      title: input.title,
      summary: input.summary,
      description_html: description.html,
      description_text: description.text,
      eligibility_html: sanitised(input.eligibility_html).html,
      cover_upload_id: input.cover_file_id,
      opens_at: input.opens_at,
      closes_at: input.closes_at,
      team_min: input.team_min,
      team_max: input.team_max,
      form: input.form,
      prizes: input.prizes,
      leaderboard_public: input.leaderboard_public,
      score_method: input.score_method,
      topics: [...new Set(input.topics)],
      hubs: [...new Set(input.hubs)],
      status: 'draft',
      organiser_id: scope.actor.userId,
    });
    await saveRounds(tx, row.competition_id, input.rounds, true);
    await recordAudit(tx, [
      {
        table_name: 'competitions',
        record_id: row.competition_id,
        action: 'create',
        changes: { title: { to: input.title } },
        actor_id: scope.actor.userId,
      },
    ]);
    return detailOf(tx, scope.actor, row.competition_id);
  });
}

export function getCompetition(db: Db, scope: Scope, id: number): Promise<TCompetitionDetail> {
  return withTenant(db, scope.tenantId, async (tx) => {
    await readableCompetition(tx, scope.actor, id);
    return detailOf(tx, scope.actor, id);
  });
}

export function listCompetitions(
  db: Db,
  scope: Scope,
  q: z.output<typeof ZCompetitionQuery>,
  now: Date,
): Promise<TCompetitionPage> {
  return withTenant(db, scope.tenantId, async (tx) => {
    const { rows, total } = await listCards(
      tx,
      {
        viewerId: scope.actor.userId,
        manager: isManager(scope.actor),
        now: now.toISOString(),
        q: q.q,
        status: q.status,
        hub: q.hub,
        mine: q.mine,
      },
      q.page,
      q.limit,
    );
    return { data: rows.map((r) => toCard(r, scope.actor)), meta: { page: q.page, limit: q.limit, total } };
  });
}

export function editCompetition(db: Db, scope: Scope, id: number, patch: Patch): Promise<TCompetitionDetail> {
  if (Object.values(patch).every((v) => v === undefined)) throw badRequest('Invalid body: nothing to update');
  return withTenant(db, scope.tenantId, async (tx) => {
    await managedCompetition(tx, scope.actor, id);
    const c = (await lockCompetition(tx, id))!;
    if (c.status === 'results_published' || c.status === 'cancelled') throw conflict(COMPETITION_ERRORS.transition);
    const merged = {
      title: patch.title ?? c.title,
      summary: patch.summary ?? c.summary,
      description_html: patch.description_html ?? c.description_html,
      eligibility_html: patch.eligibility_html ?? c.eligibility_html,
      event_id: patch.event_id === undefined ? c.event_id : patch.event_id,
      cover_file_id: patch.cover_file_id === undefined ? c.cover_upload_id : patch.cover_file_id,
      opens_at: patch.opens_at ?? iso(c.opens_at),
      closes_at: patch.closes_at ?? iso(c.closes_at),
      team_min: patch.team_min ?? c.team_min,
      team_max: patch.team_max ?? c.team_max,
      form: patch.form ?? c.form,
      prizes: patch.prizes ?? c.prizes,
      leaderboard_public: patch.leaderboard_public ?? c.leaderboard_public,
      score_method: patch.score_method ?? (c.score_method as Input['score_method']),
      topics: patch.topics ?? c.topics,
      hubs: patch.hubs ?? (c.hubs as Input['hubs']),
    };
    await checkSetup(tx, scope, { ...merged, rounds: patch.rounds }, c);
    const description = sanitised(merged.description_html);
    await updateCompetition(tx, id, {
      title: merged.title,
      summary: merged.summary,
      description_html: description.html,
      description_text: description.text,
      eligibility_html: sanitised(merged.eligibility_html).html,
      event_id: merged.event_id,
      cover_upload_id: merged.cover_file_id,
      opens_at: merged.opens_at,
      closes_at: merged.closes_at,
      team_min: merged.team_min,
      team_max: merged.team_max,
      form: merged.form,
      prizes: merged.prizes,
      leaderboard_public: merged.leaderboard_public,
      score_method: merged.score_method,
      topics: [...new Set(merged.topics)],
      hubs: [...new Set(merged.hubs)],
    });
    if (patch.rounds) await saveRounds(tx, id, patch.rounds, false);
    const changes = Object.fromEntries(Object.keys(patch).map((k) => [k, { to: '(edited)' }]));
    await recordAudit(tx, [
      { table_name: 'competitions', record_id: id, action: 'update', changes, actor_id: scope.actor.userId },
    ]);
    await reindexCompetition(tx, id);
    return detailOf(tx, scope.actor, id);
  });
}

const iso = (v: string | Date) => new Date(v).toISOString();

export function deleteCompetition(db: Db, scope: Scope, id: number): Promise<void> {
  return withTenant(db, scope.tenantId, async (tx) => {
    const c = await managedCompetition(tx, scope.actor, id);
    if (c.status !== 'draft') throw conflict('Only a draft can be deleted: cancel an open competition instead.');
    await updateCompetition(tx, id, { deleted_at: new Date().toISOString() });
    await recordAudit(tx, [
      { table_name: 'competitions', record_id: id, action: 'delete', changes: {}, actor_id: scope.actor.userId },
    ]);
    await reindexCompetition(tx, id);
  });
}

export function transitionCompetition(
  db: Db,
  scope: Scope,
  id: number,
  action: TCompetitionAction,
  note: string | undefined,
  now: Date,
): Promise<TCompetitionDetail> {
  return withTenant(db, scope.tenantId, async (tx) => {
    await managedCompetition(tx, scope.actor, id);
    const c = (await lockCompetition(tx, id))!;
    const move = COMPETITION_TRANSITIONS[action];
    if (!move.from.includes(c.status as never)) throw conflict(COMPETITION_ERRORS.transition);
    if (action === 'publish_results') {
      await publishFromStandings(tx, scope, c, now);
    } else {
      // opening after the deadline would take no application: move closes_at first
      if (action === 'open' && new Date(c.closes_at) <= now) {
        throw conflict(COMPETITION_ERRORS.deadlinePassed, [
          { path: 'closes_at', message: COMPETITION_ERRORS.deadlinePassed },
        ]);
      }
      if (action === 'start_judging') {
        const [first] = await roundsOf(tx, id);
        if (!first) throw conflict(COMPETITION_ERRORS.noRound);
        await startRound(
          tx,
          c,
          first,
          (await submittedApplications(tx, id)).map((a) => a.application_id),
        );
      }
      await updateCompetition(tx, id, { status: move.to, status_note: note ?? null });
      if (action === 'cancel') {
        const people = await teamPeople(
          tx,
          (await submittedApplications(tx, id)).map((a) => a.application_id),
        );
        await notify(tx, {
          userIds: people,
          type: 'competition',
          title: `${c.title} has been cancelled`,
          body: note ?? null,
          link: competitionLink(id),
        });
      }
    }
    await recordAudit(tx, [
      {
        table_name: 'competitions',
        record_id: id,
        action: 'update',
        changes: { status: { from: c.status, to: move.to } },
        actor_id: scope.actor.userId,
      },
    ]);
    await reindexCompetition(tx, id);
    return detailOf(tx, scope.actor, id);
  });
}
