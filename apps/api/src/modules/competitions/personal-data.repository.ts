import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { type PersonalDataSource, registerPersonalData } from '../../lib/personal-data.ts';

/**
 * Competitions' personal data (decision 35's registry). Exported: the competitions a person
 * organised, the applications they led or joined, and their judging with the scores they gave.
 * On erasure their place in a team goes (the lead's row stays: the team's application is the
 * team's, shown under the tombstone's "Former member"); competitions they organised and the scores
 * they gave as a judge stay too, since results and other teams' standings rest on them.
 */
const rows = async (tx: Db, q: ReturnType<typeof sql>) =>
  ((await tx.execute(q)) as unknown as { rows: unknown[] }).rows;

const COMPETITIONS: PersonalDataSource = {
  name: 'competitions',
  tables: [
    'competitions',
    'competition_applications',
    'competition_team_members',
    'competition_judges',
    'competition_assignments',
  ],
  scope: 'tenant',
  export: async (tx, userId) => ({
    organised: await rows(
      tx,
      sql`select competition_id, title, status, opens_at, closes_at, created_at from competitions
        where organiser_id = ${userId} and deleted_at is null order by competition_id`,
    ),
    applications: await rows(
      tx,
      sql`select a.application_id, c.title as competition, a.team_name, a.status, a.answers, a.final_rank, a.prize,
          m.is_lead, a.submitted_at, a.updated_at
        from competition_team_members m join competition_applications a on a.application_id = m.application_id
        join competitions c on c.competition_id = a.competition_id
        where m.user_id = ${userId} order by a.application_id`,
    ),
    judging: await rows(
      tx,
      sql`select s.assignment_id, r.name as round, s.application_id, s.status, s.scores, s.comment, s.total, s.scored_at
        from competition_assignments s join competition_rounds r on r.round_id = s.round_id
        where s.judge_user_id = ${userId} order by s.assignment_id`,
    ),
  }),
  erase: async (tx, userId) => {
    await tx.execute(sql`delete from competition_team_members where user_id = ${userId} and not is_lead`);
  },
};

export function registerCompetitionsPersonalData(): void {
  registerPersonalData(COMPETITIONS);
}
