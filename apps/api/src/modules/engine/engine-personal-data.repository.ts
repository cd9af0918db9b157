import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { type PersonalDataSource, registerPersonalData } from '../../lib/personal-data.ts';

/**
 * The Engine's personal data (decision 35's registry): a founder's modules, stats, monthly scores
 * and phase are exported and, on erasure, deleted (scores first, then stats, modules and profile).
 */
const rows = async (tx: Db, q: ReturnType<typeof sql>) =>
  ((await tx.execute(q)) as unknown as { rows: unknown[] }).rows;

const ENGINE: PersonalDataSource = {
  name: 'engine',
  tables: ['engine_modules', 'engine_stats', 'engine_scores', 'engine_profiles'],
  scope: 'tenant',
  export: async (tx, userId) => {
    const [profile] = await rows(
      tx,
      sql`select active_phase, updated_at from engine_profiles where user_id = ${userId}`,
    );
    const modules = await rows(
      tx,
      sql`select module_id, module_name, phase_id, created_at from engine_modules where user_id = ${userId} order by position, module_id`,
    );
    if (!profile && !modules.length) return null;
    return {
      profile: profile ?? null,
      modules,
      stats: await rows(
        tx,
        sql`select stat_id, stat_name, module_id, parent_stat_id, category, unit from engine_stats
          where user_id = ${userId} order by stat_id`,
      ),
      scores: await rows(
        tx,
        sql`select s.table_id, s.stat_id, st.stat_name, s.time_period, s.score_value, s.score_unit, s.updated_at
          from engine_scores s join engine_stats st on st.stat_id = s.stat_id
          where st.user_id = ${userId} order by s.stat_id, s.time_period`,
      ),
    };
  },
  erase: async (tx, userId) => {
    await tx.execute(
      sql`delete from engine_scores where stat_id in (select stat_id from engine_stats where user_id = ${userId})`,
    );
    await tx.execute(sql`update engine_scores set created_by = null where created_by = ${userId}`);
    await tx.execute(sql`delete from engine_stats where user_id = ${userId}`);
    await tx.execute(sql`delete from engine_modules where user_id = ${userId}`);
    await tx.execute(sql`delete from engine_profiles where user_id = ${userId}`);
  },
};

export function registerEnginePersonalData(): void {
  registerPersonalData(ENGINE);
}
