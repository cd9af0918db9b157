import { DEFAULT_MODULES } from '@ankur/shared/engine-defaults';
import { periodOf, shiftPeriod, type TEnginePhase } from '@ankur/shared/schemas/engine';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { engineModules, engineProfiles, engineScores, engineStats } from '../schema/engine.ts';
import { users } from '../schema/identity.ts';

/**
 * The Engine's demo (issue 24, SEED_DEMO): the default modules and KPIs with months of believable
 * numbers for the demo founders and the administrator, ending last month —
 *  - Priya Deshmukh (Krishi Setu, Nashik: soil-moisture alerts for grape farmers), 18 months, in
 *    'building': farmers 40 → 2,300, MRR ₹0 → ₹4.8 lakh, burn ₹6–9 lakh, FPO pilots 0 → 7, a ₹25 lakh seed-fund grant and a ₹1.5 crore seed round;
 *  - Farhan Qureshi (MedSetu, generic medicines to tier-3 Telangana), 12 months, in 'validation';
 *  - the administrator, 6 months of an early idea, in 'ideation'.
 * Runway is left to be derived (cash ÷ burn). Runs once (nothing is added when any Engine exists).
 */

type Series = (i: number, n: number) => number | null;
interface DemoEngine {
  who: string;
  phase: TEnginePhase;
  months: number;
  series: Record<string, Series>;
}

/** a deterministic wobble of ±pct around 1 */
const wob = (i: number, pct: number) => 1 + pct * Math.sin(i * 1.7 + 0.4);
const grow = (from: number, to: number) => (i: number, n: number) => from * (to / from) ** (i / (n - 1));
const line = (from: number, to: number) => (i: number, n: number) => from + ((to - from) * i) / (n - 1);
const round = (v: number, to = 1) => Math.round(v / to) * to;

function cashSeries(start: number, burn: Series, revenue: Series, inflows: Record<number, number>): Series {
  return (i, n) => {
    let cash = start;
    for (let k = 0; k <= i; k++) cash += (inflows[k] ?? 0) - (burn(k, n) ?? 0) + (revenue(k, n) ?? 0);
    return round(cash, 1000);
  };
}

const priyaBurn: Series = (i, n) => round(line(600_000, 900_000)(i, n) * wob(i, 0.04), 5000);
const priyaMrr: Series = (i, n) => (i < 5 ? 0 : round(grow(18_000, 480_000)(i - 5, n - 5), 1000));
const farhanBurn: Series = (i, n) => round(line(150_000, 250_000)(i, n) * wob(i, 0.05), 5000);
const farhanMrr: Series = (i, n) => (i < 6 ? 0 : round(grow(4_000, 35_000)(i - 6, n - 6), 500));

export const DEMO_ENGINES: DemoEngine[] = [
  {
    who: 'priya.deshmukh',
    phase: 'building',
    months: 18,
    series: {
      Users: (i, n) => round(grow(40, 2300)(i, n) * (i === 0 || i === n - 1 ? 1 : wob(i, 0.05))),
      'Active users': (i, n) => round(grow(40, 2300)(i, n) * 0.62 * wob(i, 0.06)),
      'Paying users': (i, n) => (i < 5 ? 0 : round(grow(15, 420)(i - 5, n - 5))),
      Pilots: (i) => Math.min(7, Math.floor(i / 2)),
      'Revenue (MRR)': priyaMrr,
      'Monthly burn': priyaBurn,
      'Cash in bank': cashSeries(6_000_000, priyaBurn, priyaMrr, { 6: 2_500_000, 11: 15_000_000 }),
      Headcount: (i, n) => Math.round(line(3, 14)(i, n)),
      'Founders full-time': (i) => (i < 4 ? 1 : 2),
    },
  },
  {
    who: 'farhan.qureshi',
    phase: 'validation',
    months: 12,
    series: {
      Users: (i, n) => (i < 3 ? 0 : round(grow(12, 180)(i - 3, n - 3))),
      'Active users': (i, n) => (i < 3 ? 0 : round(grow(12, 180)(i - 3, n - 3) * 0.7)),
      Pilots: (i) => Math.min(3, Math.max(0, Math.floor((i - 2) / 3))),
      'Revenue (MRR)': farhanMrr,
      'Monthly burn': farhanBurn,
      'Cash in bank': cashSeries(2_000_000, farhanBurn, farhanMrr, { 7: 1_000_000 }),
      Headcount: (i, n) => Math.round(line(2, 5)(i, n)),
      'Founders full-time': () => 1,
    },
  },
  {
    who: 'admin',
    phase: 'ideation',
    months: 6,
    series: {
      Users: (i, n) => round(grow(12, 85)(i, n)),
      'Monthly burn': (i) => round(40_000 + i * 4000, 1000),
      'Cash in bank': (i) => 500_000 - i * 45_000,
      Headcount: (i) => (i < 3 ? 1 : 2),
      'Founders full-time': () => 1,
    },
  },
];

export async function seedDemoEngine(db: Db, adminEmail: string, now = new Date()): Promise<void> {
  const [known] = await db.select({ n: sql<number>`count(*)::int` }).from(engineProfiles);
  if ((known?.n ?? 0) > 0) return;
  const people = await db
    .select({ id: users.user_id, username: users.username })
    .from(users)
    .where(
      inArray(
        users.username,
        DEMO_ENGINES.map((d) => d.who),
      ),
    );
  const idOf = new Map(people.map((p) => [p.username, p.id]));
  const [admin] = await db.select({ id: users.user_id }).from(users).where(eq(users.email, adminEmail));
  if (admin) idOf.set('admin', admin.id);
  const last = shiftPeriod(periodOf(now), -1);

  for (const demo of DEMO_ENGINES) {
    const userId = idOf.get(demo.who);
    if (!userId) continue;
    await db.insert(engineProfiles).values({ user_id: userId, active_phase: demo.phase });
    const mods = await db
      .insert(engineModules)
      .values(
        DEFAULT_MODULES.map((m, i) => ({ user_id: userId, module_name: m.name, phase_id: m.phase_id, position: i })),
      )
      .returning({ id: engineModules.module_id, name: engineModules.module_name });
    const modOf = new Map(mods.map((m) => [m.name, m.id]));
    const statOf = new Map<string, { id: number; unit: string }>();
    // top-level stats first, then those under them
    for (const sub of [false, true]) {
      const rows = DEFAULT_MODULES.flatMap((m) =>
        m.stats
          .filter((s) => !!s.parent === sub)
          .map((s) => ({
            user_id: userId,
            stat_name: s.name,
            module_id: modOf.get(m.name)!,
            parent_stat_id: s.parent ? (statOf.get(s.parent)?.id ?? null) : null,
            category: s.category,
            unit: s.unit,
            position: m.stats.indexOf(s),
          })),
      );
      const made = await db
        .insert(engineStats)
        .values(rows)
        .returning({ id: engineStats.stat_id, name: engineStats.stat_name, unit: engineStats.unit });
      for (const s of made) statOf.set(s.name, { id: s.id, unit: s.unit });
    }
    const scores = Object.entries(demo.series).flatMap(([name, series]) => {
      const stat = statOf.get(name);
      if (!stat) return [];
      return Array.from({ length: demo.months }, (_, i) => ({ i, v: series(i, demo.months) }))
        .filter((x): x is { i: number; v: number } => x.v !== null)
        .map(({ i, v }) => ({
          stat_id: stat.id,
          time_period: shiftPeriod(last, i - demo.months + 1),
          score_value: v,
          score_unit: stat.unit,
          created_by: userId,
        }));
    });
    if (scores.length) await db.insert(engineScores).values(scores);
  }
}
