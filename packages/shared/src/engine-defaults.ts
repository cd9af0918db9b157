import type { TEngineCategory, TEngineUnit } from './schemas/engine.ts';

/**
 * The modules and KPIs a founder's Engine starts with (created on the first visit, once): what a
 * venture tracks from its first users to its runway. phase_id: the phase where the module starts
 * to matter (index into ENGINE_PHASES). A stat with `parent` sits under that stat.
 */
export interface DefaultStat {
  name: string;
  category: TEngineCategory;
  unit: TEngineUnit;
  parent?: string;
}
export interface DefaultModule {
  name: string;
  phase_id: number;
  stats: DefaultStat[];
}

export const DEFAULT_MODULES: DefaultModule[] = [
  {
    name: 'Traction',
    phase_id: 2,
    stats: [
      { name: 'Users', category: 'users', unit: 'count' },
      { name: 'Active users', category: 'users', unit: 'count', parent: 'Users' },
      { name: 'Paying users', category: 'users', unit: 'count', parent: 'Users' },
      { name: 'Pilots', category: 'pilots', unit: 'count' },
    ],
  },
  {
    name: 'Finance',
    phase_id: 3,
    stats: [
      { name: 'Revenue (MRR)', category: 'revenue', unit: 'INR' },
      { name: 'Monthly burn', category: 'burn', unit: 'INR' },
      { name: 'Cash in bank', category: 'cash', unit: 'INR' },
      { name: 'Runway', category: 'runway', unit: 'months' },
    ],
  },
  {
    name: 'Team',
    phase_id: 1,
    stats: [
      { name: 'Headcount', category: 'team', unit: 'people' },
      { name: 'Founders full-time', category: 'team', unit: 'people', parent: 'Headcount' },
    ],
  },
];
