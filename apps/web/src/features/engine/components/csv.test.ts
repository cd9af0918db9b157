import { describe, expect, it } from 'vitest';
import { exportCsv, importRows, parseEngineCsv, parseNumber } from './csv';

const STATS = ['Users', 'Revenue (MRR)', 'Pilots'];

describe('engine CSV', () => {
  it('reads the long layout, checking every row', async () => {
    const csv = await parseEngineCsv(
      [
        'stat,period,value,unit',
        'users,2026-01,"1,200",',
        'Revenue (MRR),2026-01,₹45000,INR',
        'Unicorns,2026-01,1,',
      ].join('\n'),
      STATS,
    );
    expect(csv.layout).toBe('long');
    expect(csv.rows.map((r) => r.problem)).toEqual([null, null, 'unknown_stat']);
    expect(csv.rows[2]!.line).toBe(4);
  });

  it('reads the wide layout (a column per month) and names bad cells', async () => {
    const csv = await parseEngineCsv(
      ['stat,2026-01,2026-02,2026-13', 'Users,40,95,', 'Pilots,0,lots,'].join('\n'),
      STATS,
    );
    expect(csv.layout).toBe('wide');
    expect(csv.rows).toHaveLength(4);
    expect(csv.rows.find((r) => r.stat === 'Pilots' && r.period === '2026-02')).toMatchObject({
      problem: 'bad_value',
      field: 'value',
    });
  });

  it('refuses a repeated stat and month, a bad month and a bad unit', async () => {
    const csv = await parseEngineCsv(
      [
        'stat,period,value,unit',
        'Users,2026-01,1,',
        'USERS,2026-01,2,',
        'Users,Jan 2026,3,',
        'Users,2026-03,3,kg',
      ].join('\n'),
      STATS,
    );
    expect(csv.rows.map((r) => r.problem)).toEqual([null, 'duplicate', 'bad_period', 'bad_unit']);
  });

  it('knows neither layout without a header', async () => {
    expect((await parseEngineCsv('a,b\n1,2', STATS)).layout).toBeNull();
  });

  it('turns checked rows into the import and scores into an export', async () => {
    const csv = await parseEngineCsv(
      'stat,period,value,unit\nUsers,2026-01,"1,200",\nRevenue (MRR),2026-01,500,INR',
      STATS,
    );
    expect(importRows(csv)).toEqual([
      { stat: 'Users', period: '2026-01', value: 1200 },
      { stat: 'Revenue (MRR)', period: '2026-01', value: 500, unit: 'INR' },
    ]);
    const out = await exportCsv(
      [{ table_id: 1, stat_id: 7, time_period: '2026-01', score_value: 1200, score_unit: 'count' }],
      new Map([[7, 'Users']]),
    );
    expect(out.split(/\r?\n/)).toEqual(['stat,period,value,unit', 'Users,2026-01,1200,count']);
    expect(parseNumber('Rs. 4,80,000')).toBe(480000);
    expect(Number.isNaN(parseNumber(''))).toBe(true);
  });
});
