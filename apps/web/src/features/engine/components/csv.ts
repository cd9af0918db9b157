import {
  ENGINE_IMPORT_MAX_ROWS,
  type TEngineScore,
  type TImportRow,
  ZEngineUnit,
  ZTimePeriod,
} from '@ankur/shared/schemas/engine';

/**
 * The Engine's CSV: read in the browser (papaparse) in either layout —
 *   long:  stat,period,value[,unit]       (one score a row)
 *   wide:  stat,2025-01,2025-02,…          (one stat a row, a column per month)
 * — into import rows, each checked before anything is sent; and the export (long layout).
 * papaparse loads only when a file is read or written (it is not part of the screen's chunk).
 */
const papa = () => import('papaparse').then((m) => m.default);

export type CsvProblem = 'unknown_stat' | 'missing_stat' | 'bad_period' | 'bad_value' | 'bad_unit' | 'duplicate';
export interface ParsedRow {
  /** the CSV line it came from (1 = the header) */
  line: number;
  stat: string;
  period: string;
  value: string;
  unit: string;
  problem: CsvProblem | null;
  /** the field a problem is about */
  field: 'stat' | 'period' | 'value' | 'unit' | null;
}
export interface ParsedCsv {
  layout: 'long' | 'wide' | null;
  rows: ParsedRow[];
  tooMany: boolean;
}

const norm = (s: string) => s.trim().toLowerCase();
/** "4,80,000", "₹ 4800", "12.5" → a number; "" or words → NaN. */
export const parseNumber = (raw: string): number => {
  const cleaned = raw.replace(/[₹,\s]/g, '').replace(/^rs\.?/i, '');
  return cleaned === '' ? Number.NaN : Number(cleaned);
};

function check(row: Omit<ParsedRow, 'problem' | 'field'>, known: Map<string, string>, seen: Set<string>): ParsedRow {
  const out = (problem: CsvProblem | null, field: ParsedRow['field']) => ({ ...row, problem, field });
  if (!row.stat.trim()) return out('missing_stat', 'stat');
  if (!known.has(norm(row.stat))) return out('unknown_stat', 'stat');
  if (!ZTimePeriod.safeParse(row.period.trim()).success) return out('bad_period', 'period');
  if (!Number.isFinite(parseNumber(row.value))) return out('bad_value', 'value');
  if (row.unit.trim() && !ZEngineUnit.safeParse(row.unit.trim()).success) return out('bad_unit', 'unit');
  const key = `${norm(row.stat)}|${row.period.trim()}`;
  if (seen.has(key)) return out('duplicate', 'period');
  seen.add(key);
  return out(null, null);
}

/** Reads a CSV's text; `statNames` are the founder's stats (matched without regard to case). */
export async function parseEngineCsv(text: string, statNames: string[]): Promise<ParsedCsv> {
  const Papa = await papa();
  const parsed = Papa.parse<string[]>(text.trim(), { skipEmptyLines: 'greedy' });
  const [header = [], ...body] = parsed.data;
  const cols = header.map(norm);
  const known = new Map(statNames.map((n) => [norm(n), n]));
  const seen = new Set<string>();
  const rows: ParsedRow[] = [];
  const iStat = cols.indexOf('stat');
  const iPeriod = cols.indexOf('period');
  const iValue = cols.indexOf('value');
  if (iStat >= 0 && iPeriod >= 0 && iValue >= 0) {
    const iUnit = cols.indexOf('unit');
    body.forEach((r, i) => {
      rows.push(
        check(
          {
            line: i + 2,
            stat: r[iStat] ?? '',
            period: r[iPeriod] ?? '',
            value: r[iValue] ?? '',
            unit: iUnit >= 0 ? (r[iUnit] ?? '') : '',
          },
          known,
          seen,
        ),
      );
    });
    return { layout: 'long', rows, tooMany: rows.length > ENGINE_IMPORT_MAX_ROWS };
  }
  const months = cols.map((c, i) => (i > 0 && ZTimePeriod.safeParse(c).success ? c : null));
  if (cols.length > 1 && months.some(Boolean)) {
    body.forEach((r, i) => {
      months.forEach((period, c) => {
        const value = (r[c] ?? '').trim();
        if (!period || value === '') return;
        rows.push(check({ line: i + 2, stat: r[0] ?? '', period, value, unit: '' }, known, seen));
      });
    });
    return { layout: 'wide', rows, tooMany: rows.length > ENGINE_IMPORT_MAX_ROWS };
  }
  return { layout: null, rows: [], tooMany: false };
}

/** The rows to POST (only when none has a problem). */
export const importRows = (csv: ParsedCsv): TImportRow[] =>
  csv.rows.map((r) => ({
    stat: r.stat.trim(),
    period: r.period.trim(),
    value: parseNumber(r.value),
    ...(r.unit.trim() ? { unit: ZEngineUnit.parse(r.unit.trim()) } : {}),
  }));

/** The export: stat,period,value,unit, by stat then month. */
export async function exportCsv(scores: TEngineScore[], nameOf: Map<number, string>): Promise<string> {
  const Papa = await papa();
  const rows = [...scores]
    .filter((s) => nameOf.has(s.stat_id))
    .sort((a, b) => a.stat_id - b.stat_id || a.time_period.localeCompare(b.time_period))
    .map((s) => [nameOf.get(s.stat_id)!, s.time_period, String(s.score_value), s.score_unit]);
  return Papa.unparse({ fields: ['stat', 'period', 'value', 'unit'], data: rows });
}
