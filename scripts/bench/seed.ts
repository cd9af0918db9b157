// Bulk data for `npm run bench:api`: many programs in one INSERT … SELECT generate_series, the same
// SQL on PostgreSQL and on PGlite.

export const PROGRAM_CATEGORIES = [
  'Cohort',
  'Entrepreneurship',
  'Social Innovation',
  'Legal & Compliance',
  'Incubation',
  'Acceleration',
  'Mentorship',
  'Funding',
];

const NAME_WORDS = ['Founders', 'Builders', 'Makers', 'Pioneers', 'Catalyst', 'Launchpad', 'Horizon', 'Spark'];
const STATUSES = ['draft', 'published', 'archived'];

const sqlArray = (values: string[]) => `(ARRAY[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(', ')}])`;

/**
 * n programs: names varied, categories evenly among PROGRAM_CATEGORIES, statuses among draft /
 * published / archived, start dates spread over 2015-2025 in no particular order, and one row in
 * 50 soft-deleted (so the partial indexes and the is_deleted filter have something to skip).
 */
export function bulkProgramsSql(n: number): string {
  return `
    INSERT INTO programs (tenant_id, program_name, program_description, program_category, start_date, end_date, status,
                          is_deleted, deleted_at)
    SELECT 'BHARATSTARTUPSUMMIT',
           ${sqlArray(NAME_WORDS)}[1 + (g * 7) % 8] || ' ' || ${sqlArray(NAME_WORDS)}[1 + (g / 8) % 8] || ' #' || g,
           'Generated for the API benchmark: program number ' || g || ', a ' || (4 + g % 20) || '-week track.',
           ${sqlArray(PROGRAM_CATEGORIES)}[1 + (g * 37) % ${PROGRAM_CATEGORIES.length}],
           s.d,
           s.d + 90,
           ${sqlArray(STATUSES)}[1 + (g * 13 / 7) % 3],
           g % 50 = 0,
           CASE WHEN g % 50 = 0 THEN now() END
    FROM generate_series(1, ${Math.trunc(n)}) AS g,
         LATERAL (SELECT date '2015-01-01' + ((g::bigint * 7919) % 4018)::int AS d) AS s`;
}
