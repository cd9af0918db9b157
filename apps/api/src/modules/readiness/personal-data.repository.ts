import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { type PersonalDataSource, registerPersonalData } from '../../lib/personal-data.ts';

/**
 * Readiness's personal data (decision 35's registry, issue 24): a person's attempts (answers,
 * results) and pathways are exported and, on erasure, deleted; the nudges they received or sent
 * go too (they are only the once-a-day limit's record), and so do other people's pathway items
 * offering them as an expert (the item's title is their name). Versions an administrator created or
 * published stay, without their name.
 */
const rows = async (tx: Db, q: ReturnType<typeof sql>) =>
  ((await tx.execute(q)) as unknown as { rows: unknown[] }).rows;

const READINESS: PersonalDataSource = {
  name: 'readiness',
  tables: ['assessment_attempts', 'pathway_items', 'readiness_nudges', 'assessment_versions'],
  scope: 'tenant',
  export: async (tx, userId) => ({
    attempts: await rows(
      tx,
      sql`select t.attempt_id, a.key as assessment, v.version, t.response_for_type, t.institute_name, t.cohort_id,
          t.current_step, t.last_saved_step, t.form_data, t.started_at, t.last_activity_at, t.is_completed,
          t.submitted_at, t.abandoned_at, t.result - 'pathway_built_at' as result, t.overall
        from assessment_attempts t join assessments a on a.assessment_id = t.assessment_id
        join assessment_versions v on v.version_id = t.version_id
        where t.user_id = ${userId} order by t.attempt_id`,
    ),
    pathway: await rows(
      tx,
      sql`select item_id, attempt_id, kind, ref_id, title, link, dimension_label, score, max, done_at
        from pathway_items where user_id = ${userId} order by attempt_id, position`,
    ),
    nudges_received: await rows(
      tx,
      sql`select cohort_id, assessment_key, sent_at from readiness_nudges where user_id = ${userId} order by sent_at`,
    ),
  }),
  erase: async (tx, userId) => {
    await tx.execute(sql`delete from pathway_items where user_id = ${userId}
      or attempt_id in (select attempt_id from assessment_attempts where user_id = ${userId})`);
    // the person offered as an expert on others' pathways: those items carry their name
    await tx.execute(sql`delete from pathway_items where kind = 'expert' and ref_id = ${String(userId)}`);
    await tx.execute(sql`delete from assessment_attempts where user_id = ${userId}`);
    await tx.execute(sql`delete from readiness_nudges where user_id = ${userId} or sent_by = ${userId}`);
    await tx.execute(sql`update assessment_versions set created_by = null where created_by = ${userId}`);
    await tx.execute(sql`update assessment_versions set published_by = null where published_by = ${userId}`);
  },
};

export function registerReadinessPersonalData(): void {
  registerPersonalData(READINESS);
}
