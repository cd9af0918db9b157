import { FORMER_MEMBER } from '@ankur/shared/schemas/personal-data';
import { and, asc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { competitionJudges, competitionRounds, competitions } from '../../db/schema/competitions.ts';
import { uploads } from '../../db/schema/uploads.ts';

/** Competitions (issue 23): the competition rows, their rounds and judges, and the finder's cards. */

type Rows<T> = { rows: T[] };
export const rowsOf = async <T>(tx: Db, query: SQL): Promise<T[]> =>
  ((await tx.execute(query)) as unknown as Rows<T>).rows;

export type CompetitionRow = typeof competitions.$inferSelect;
export type RoundRow = typeof competitionRounds.$inferSelect;

/** A person's display name in SQL (a removed account reads "Former member"). */
export const personName = (u: SQL) =>
  sql`case when ${u}.is_deleted then ${FORMER_MEMBER}::text else coalesce(nullif(trim(concat_ws(' ', ${u}.first_name, ${u}.last_name)), ''), ${u}.username) end`;

export interface PersonRow {
  user_id: number;
  name: string;
  photo_key: string | null;
}

/** People by id with their names and photos (in the caller's tenant: its profiles). */
export async function peopleByIds(tx: Db, ids: number[]): Promise<Map<number, PersonRow>> {
  if (!ids.length) return new Map();
  const rows = await rowsOf<PersonRow>(
    tx,
    sql`select u.user_id, ${personName(sql`u`)} as name, p.photo_key
      from users u left join user_profiles p on p.user_id = u.user_id
      where u.user_id in (${sql.join(
        [...new Set(ids)].map((id) => sql`${id}`),
        sql`, `,
      )})`,
  );
  return new Map(rows.map((r) => [Number(r.user_id), { ...r, user_id: Number(r.user_id) }]));
}

export async function insertCompetition(tx: Db, values: typeof competitions.$inferInsert): Promise<CompetitionRow> {
  const [row] = await tx.insert(competitions).values(values).returning();
  return row!;
}

export async function findCompetition(tx: Db, id: number): Promise<CompetitionRow | undefined> {
  const [row] = await tx
    .select()
    .from(competitions)
    .where(and(eq(competitions.competition_id, id), isNull(competitions.deleted_at)));
  return row;
}

/** Locks the competition row for the rest of the transaction (status changes, counts). */
export async function lockCompetition(tx: Db, id: number): Promise<CompetitionRow | undefined> {
  const [row] = await tx
    .select()
    .from(competitions)
    .where(and(eq(competitions.competition_id, id), isNull(competitions.deleted_at)))
    .for('update');
  return row;
}

export async function updateCompetition(
  tx: Db,
  id: number,
  set: Partial<typeof competitions.$inferInsert>,
): Promise<void> {
  await tx
    .update(competitions)
    .set({ ...set, updated_at: sql`now()` })
    .where(eq(competitions.competition_id, id));
}

export async function countApplications(tx: Db, id: number): Promise<void> {
  await tx.execute(sql`update competitions set application_count =
      (select count(*)::int from competition_applications a where a.competition_id = ${id} and a.status = 'submitted')
    where competition_id = ${id}`);
}

export async function roundsOf(tx: Db, competitionId: number): Promise<RoundRow[]> {
  return tx
    .select()
    .from(competitionRounds)
    .where(eq(competitionRounds.competition_id, competitionId))
    .orderBy(asc(competitionRounds.position));
}

export async function findRound(tx: Db, roundId: number): Promise<RoundRow | undefined> {
  const [row] = await tx.select().from(competitionRounds).where(eq(competitionRounds.round_id, roundId));
  return row;
}

export async function insertRound(tx: Db, values: typeof competitionRounds.$inferInsert): Promise<RoundRow> {
  const [row] = await tx.insert(competitionRounds).values(values).returning();
  return row!;
}

export async function updateRound(
  tx: Db,
  roundId: number,
  set: Partial<typeof competitionRounds.$inferInsert>,
): Promise<void> {
  await tx.update(competitionRounds).set(set).where(eq(competitionRounds.round_id, roundId));
}

/** Moves a competition's rounds out of the way of new positions (the positions are unique). */
export async function parkRoundPositions(tx: Db, competitionId: number): Promise<void> {
  await tx.execute(
    sql`update competition_rounds set position = position + 100 where competition_id = ${competitionId}`,
  );
}

export async function deleteRound(tx: Db, roundId: number): Promise<void> {
  await tx.delete(competitionJudges).where(eq(competitionJudges.round_id, roundId));
  await tx.delete(competitionRounds).where(eq(competitionRounds.round_id, roundId));
}

/** The judges of rounds: round id → user ids (in user id order). */
export async function judgesOf(tx: Db, roundIds: number[]): Promise<Map<number, number[]>> {
  const out = new Map<number, number[]>(roundIds.map((id) => [id, []]));
  if (!roundIds.length) return out;
  const rows = await tx
    .select({ round_id: competitionJudges.round_id, user_id: competitionJudges.user_id })
    .from(competitionJudges)
    .where(inArray(competitionJudges.round_id, roundIds))
    .orderBy(asc(competitionJudges.user_id));
  for (const r of rows) out.get(r.round_id)?.push(r.user_id);
  return out;
}

/** Sets a round's judges to exactly `userIds`; returns those newly added. */
export async function replaceJudges(tx: Db, roundId: number, userIds: number[]): Promise<number[]> {
  const current = (await judgesOf(tx, [roundId])).get(roundId) ?? [];
  const wanted = [...new Set(userIds)];
  const gone = current.filter((id) => !wanted.includes(id));
  const added = wanted.filter((id) => !current.includes(id));
  if (gone.length) {
    await tx
      .delete(competitionJudges)
      .where(and(eq(competitionJudges.round_id, roundId), inArray(competitionJudges.user_id, gone)));
  }
  if (added.length) {
    await tx.insert(competitionJudges).values(added.map((user_id) => ({ round_id: roundId, user_id })));
  }
  return added;
}

export async function isJudgeOf(tx: Db, competitionId: number, userId: number): Promise<boolean> {
  const [row] = await rowsOf<{ n: number }>(
    tx,
    sql`select count(*)::int as n from competition_judges j join competition_rounds r on r.round_id = j.round_id
      where r.competition_id = ${competitionId} and j.user_id = ${userId}`,
  );
  return (row?.n ?? 0) > 0;
}

export async function uploadRow(tx: Db, uploadId: number) {
  const [row] = await tx.select().from(uploads).where(eq(uploads.upload_id, uploadId));
  return row;
}

// ---------------------------------------------------------------- the finder's cards

export interface CardRow {
  competition_id: number;
  title: string;
  summary: string;
  status: string;
  opens_at: string | Date;
  closes_at: string | Date;
  cover_public_id: string | null;
  cover_file_name: string | null;
  event_id: number | null;
  event_title: string | null;
  application_count: number;
  prizes: { rank: number; title: string; reward: string }[];
  topics: string[];
  organiser_id: number;
  my_application_status: string | null;
  i_judge: boolean;
}

const cardSelect = (viewerId: number) => sql`
  select c.competition_id, c.title, c.summary, c.status, c.opens_at, c.closes_at,
    cu.public_id::text as cover_public_id, cu.file_name as cover_file_name,
    c.event_id, e.title as event_title, c.application_count, c.prizes, c.topics, c.organiser_id,
    (select a.status from competition_team_members m join competition_applications a on a.application_id = m.application_id
      where m.competition_id = c.competition_id and m.user_id = ${viewerId} limit 1) as my_application_status,
    exists (select 1 from competition_judges j join competition_rounds r on r.round_id = j.round_id
      where r.competition_id = c.competition_id and j.user_id = ${viewerId}) as i_judge
  from competitions c
  left join events e on e.event_id = c.event_id and e.deleted_at is null
  left join uploads cu on cu.upload_id = c.cover_upload_id`;

export async function cardById(tx: Db, viewerId: number, id: number): Promise<CardRow | undefined> {
  const [row] = await rowsOf<CardRow>(tx, sql`${cardSelect(viewerId)} where c.competition_id = ${id}`);
  return row;
}

export interface CardFilters {
  viewerId: number;
  /** holds update on 'Competition': sees every draft */
  manager: boolean;
  now: string;
  q?: string | undefined;
  status?: 'open' | 'judging' | 'results_published' | 'upcoming' | undefined;
  hub?: string | undefined;
  mine?: 'organising' | 'applied' | 'judging' | undefined;
}

function whereOf(f: CardFilters): SQL {
  const parts: SQL[] = [sql`c.deleted_at is null`];
  parts.push(
    f.manager ? sql`true` : sql`((c.status <> 'draft' and c.hidden_at is null) or c.organiser_id = ${f.viewerId})`,
  );
  if (f.status === 'open') parts.push(sql`c.status = 'open' and c.opens_at <= ${f.now}`);
  else if (f.status === 'upcoming') parts.push(sql`c.status = 'open' and c.opens_at > ${f.now}`);
  else if (f.status) parts.push(sql`c.status = ${f.status}`);
  else if (f.mine !== 'organising')
    parts.push(sql`c.status not in ('cancelled', 'draft') or c.organiser_id = ${f.viewerId}`);
  if (f.q) {
    const like = `%${f.q.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
    parts.push(sql`(c.title ilike ${like} or c.summary ilike ${like} or array_to_string(c.topics, ' ') ilike ${like})`);
  }
  if (f.hub) parts.push(sql`${f.hub} = any(c.hubs)`);
  if (f.mine === 'organising') parts.push(sql`c.organiser_id = ${f.viewerId}`);
  if (f.mine === 'applied') {
    parts.push(
      sql`exists (select 1 from competition_team_members m where m.competition_id = c.competition_id and m.user_id = ${f.viewerId})`,
    );
  }
  if (f.mine === 'judging') {
    parts.push(sql`exists (select 1 from competition_judges j join competition_rounds r on r.round_id = j.round_id
      where r.competition_id = c.competition_id and j.user_id = ${f.viewerId})`);
  }
  return sql.join(
    parts.map((p) => sql`(${p})`),
    sql` and `,
  );
}

export async function listCards(
  tx: Db,
  f: CardFilters,
  page: number,
  limit: number,
): Promise<{ rows: CardRow[]; total: number }> {
  const where = whereOf(f);
  const [count] = await rowsOf<{ n: number }>(tx, sql`select count(*)::int as n from competitions c where ${where}`);
  const rows = await rowsOf<CardRow>(
    tx,
    sql`${cardSelect(f.viewerId)} where ${where}
      order by case c.status when 'open' then 0 when 'judging' then 1 when 'draft' then 2 when 'results_published' then 3 else 4 end,
        case when c.status = 'open' then c.closes_at end asc, c.updated_at desc, c.competition_id desc
      limit ${limit} offset ${(page - 1) * limit}`,
  );
  return { rows, total: count?.n ?? 0 };
}

/** Whether an event exists in the tenant (a competition may belong to one). */
export async function eventExists(tx: Db, eventId: number): Promise<boolean> {
  const [row] = await rowsOf<{ n: number }>(
    tx,
    sql`select count(*)::int as n from events where event_id = ${eventId} and deleted_at is null`,
  );
  return (row?.n ?? 0) > 0;
}
