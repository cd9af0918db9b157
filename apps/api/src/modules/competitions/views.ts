import { hasPermission } from '@ankur/shared/access';
import {
  COMPETITION_ERRORS,
  COMPETITION_MENU,
  type TApplication,
  type TCompetitionCard,
  type TCompetitionDetail,
  type TRound,
} from '@ankur/shared/schemas/competitions';
import type { Db } from '../../db/client.ts';
import { badRequest, forbidden, notFound } from '../../lib/errors.ts';
import type { Actor } from '../../lib/scope.ts';
import { uploadUrl } from '../uploads/index.ts';
import { type ApplicationRow, furthestRounds, teamOf, uploadsByIds } from './applications.repository.ts';
import {
  type CardRow,
  type CompetitionRow,
  cardById,
  findCompetition,
  judgesOf,
  type PersonRow,
  peopleByIds,
  type RoundRow,
  roundsOf,
} from './competitions.repository.ts';

/** Who may do what with a competition, and how its rows read (issue 23). */

export const iso = (v: string | Date) => new Date(v).toISOString();
export const isoOrNull = (v: string | Date | null | undefined) => (v === null || v === undefined ? null : iso(v));

export const personPhoto = (userId: number, key: string | null) =>
  key ? `/api/profiles/${userId}/photo?v=${key.slice(0, 8)}` : null;
export const personRef = (id: number, people: Map<number, PersonRow>) => {
  const p = people.get(id);
  return { user_id: id, name: p?.name ?? 'Member', photo_url: p ? personPhoto(id, p.photo_key) : null };
};

/** Holders of update on 'Competition' manage every competition of the tenant. */
export const isManager = (actor: Pick<Actor, 'privileges'>) =>
  hasPermission(actor.privileges, COMPETITION_MENU, 'update');
export const mayManage = (actor: Actor, c: Pick<CompetitionRow, 'organiser_id'>) =>
  c.organiser_id === actor.userId || isManager(actor);

/** A 400 naming the field, in the shape every module answers with. */
export const fieldError = (path: string, message: string) =>
  badRequest(`Invalid ${path}: ${message}`, [{ path, message }]);

/** The competition the actor may see (drafts only to their organisers), or 404. */
export async function readableCompetition(tx: Db, actor: Actor, id: number): Promise<CompetitionRow> {
  const c = await findCompetition(tx, id);
  if (!c || ((c.status === 'draft' || c.hidden_at) && !mayManage(actor, c))) {
    throw notFound(COMPETITION_ERRORS.noCompetition);
  }
  return c;
}

/** The competition the actor organises (or manages), 404 if unseen, 403 otherwise. */
export async function managedCompetition(tx: Db, actor: Actor, id: number): Promise<CompetitionRow> {
  const c = await readableCompetition(tx, actor, id);
  if (!mayManage(actor, c)) throw forbidden(COMPETITION_ERRORS.notOrganiser);
  return c;
}

const coverOf = (r: Pick<CardRow, 'cover_public_id' | 'cover_file_name'>) =>
  r.cover_public_id && r.cover_file_name ? uploadUrl(r.cover_public_id, r.cover_file_name) : null;

export function toCard(r: CardRow, actor: Actor): TCompetitionCard {
  return {
    competition_id: r.competition_id,
    title: r.title,
    summary: r.summary,
    status: r.status as TCompetitionCard['status'],
    opens_at: iso(r.opens_at),
    closes_at: iso(r.closes_at),
    cover_url: coverOf(r),
    event: r.event_id && r.event_title ? { event_id: r.event_id, title: r.event_title } : null,
    application_count: r.application_count,
    prizes: r.prizes,
    topics: r.topics,
    my_application_status: (r.my_application_status as TCompetitionCard['my_application_status']) ?? null,
    i_judge: Boolean(r.i_judge),
    can_manage: r.organiser_id === actor.userId || isManager(actor),
  };
}

export async function roundViews(tx: Db, rounds: RoundRow[], showJudges: boolean): Promise<TRound[]> {
  const judges = showJudges
    ? await judgesOf(
        tx,
        rounds.map((r) => r.round_id),
      )
    : new Map<number, number[]>();
  const people = await peopleByIds(tx, [...judges.values()].flat());
  return rounds.map((r) => ({
    round_id: r.round_id,
    name: r.name,
    position: r.position,
    status: r.status as TRound['status'],
    judging_ends_at: isoOrNull(r.judging_ends_at),
    rubric: r.rubric,
    advance_count: r.advance_count,
    judges_per_application: r.judges_per_application,
    judges: (judges.get(r.round_id) ?? []).map((id) => personRef(id, people)),
  }));
}

/** The whole competition as the actor sees it (judges listed to its managers only). */
export async function detailOf(tx: Db, actor: Actor, id: number): Promise<TCompetitionDetail> {
  const c = await findCompetition(tx, id);
  const card = await cardById(tx, actor.userId, id);
  if (!c || !card) throw notFound(COMPETITION_ERRORS.noCompetition);
  const manage = mayManage(actor, c);
  const people = await peopleByIds(tx, [c.organiser_id]);
  return {
    ...toCard(card, actor),
    description_html: c.description_html,
    eligibility_html: c.eligibility_html,
    cover_file_id: c.cover_upload_id,
    team_min: c.team_min,
    team_max: c.team_max,
    form: c.form,
    rounds: await roundViews(tx, await roundsOf(tx, id), manage),
    leaderboard_public: c.leaderboard_public,
    score_method: c.score_method as TCompetitionDetail['score_method'],
    hubs: c.hubs,
    organiser: personRef(c.organiser_id, people),
    results_published_at: isoOrNull(c.results_published_at),
  };
}

/** Applications as their team, organisers and judges read them: answers, files, team, round, result. */
export async function applicationViews(
  tx: Db,
  rows: ApplicationRow[],
  forms: Map<number, CompetitionRow['form']>,
): Promise<TApplication[]> {
  if (!rows.length) return [];
  const ids = rows.map((r) => r.application_id);
  const team = await teamOf(tx, ids);
  const people = await peopleByIds(
    tx,
    team.map((m) => m.user_id),
  );
  const rounds = await furthestRounds(tx, ids);
  const fileIds: number[] = [];
  for (const r of rows) {
    for (const f of forms.get(r.competition_id) ?? []) {
      const v = r.answers[f.key];
      if (f.kind === 'file' && typeof v === 'number') fileIds.push(v);
    }
  }
  const files = new Map((await uploadsByIds(tx, fileIds)).map((u) => [u.upload_id, u]));
  return rows.map((r) => {
    const members = team.filter((m) => m.application_id === r.application_id);
    const round = rounds.get(r.application_id);
    return {
      application_id: r.application_id,
      competition_id: r.competition_id,
      team_name: r.team_name,
      status: r.status as TApplication['status'],
      answers: r.answers,
      files: (forms.get(r.competition_id) ?? []).flatMap((f) => {
        const v = r.answers[f.key];
        const u = f.kind === 'file' && typeof v === 'number' ? files.get(v) : undefined;
        return u ? [{ key: f.key, file_name: u.file_name, url: uploadUrl(u.public_id, u.file_name) }] : [];
      }),
      lead: personRef(r.lead_id, people),
      members: members.filter((m) => !m.is_lead).map((m) => personRef(m.user_id, people)),
      round: round
        ? { round_id: round.round_id, name: round.name, status: round.status as 'in_round' | 'advanced' | 'eliminated' }
        : null,
      final_rank: r.final_rank,
      prize: r.prize,
      submitted_at: isoOrNull(r.submitted_at),
      updated_at: iso(r.updated_at),
    };
  });
}
