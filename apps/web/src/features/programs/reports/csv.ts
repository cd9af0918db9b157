import type { TProgramReport } from '@ankur/shared/schemas/programs';

/**
 * CSV for spreadsheets (RFC 4180: comma-separated, CRLF line ends, a cell quoted when it holds a
 * quote, comma or line break, its quotes doubled). Text that a spreadsheet would run as a formula
 * (starting with =, +, -, @, a tab or a carriage return) is prefixed with ' (OWASP "CSV
 * injection"), since learners choose their own names. Pure: no DOM, no dates read from the clock.
 */

export type CsvValue = string | number | null | undefined;

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

/** One cell: numbers as they are, text defused and quoted when needed, nothing as an empty cell. */
export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** Rows of cells as a CSV document (every line, the last too, ends with CRLF). */
export function toCsv(rows: readonly (readonly CsvValue[])[]): string {
  return rows.map((row) => `${row.map(csvCell).join(',')}\r\n`).join('');
}

/** The column titles and the words for values, in the language the manager reads. */
export interface ProgressCsvLabels {
  headers: {
    name: string;
    email: string;
    status: string;
    enrolledAt: string;
    completedUnits: string;
    totalUnits: string;
    percent: string;
    lastActivity: string;
  };
  /** An enrolment status in words ("Enrolled"). */
  status: (status: string) => string;
  /** A timestamp from the report as the sheet shows it (a date, or a date and time). */
  date: (iso: string) => string;
}

type Learner = TProgramReport['learners'][number];

/** The report's learners, one row each, in the order given, under a header row. */
export function progressCsv(
  report: Pick<TProgramReport, 'learners' | 'total_units'>,
  labels: ProgressCsvLabels,
  learners: readonly Learner[] = report.learners,
): string {
  const { headers: h } = labels;
  return toCsv([
    [h.name, h.email, h.status, h.enrolledAt, h.completedUnits, h.totalUnits, h.percent, h.lastActivity],
    ...learners.map((l) => [
      l.name,
      l.email,
      labels.status(l.enrollment_status),
      labels.date(l.enrolled_at),
      l.completed_units,
      report.total_units,
      l.percent,
      l.last_activity_at ? labels.date(l.last_activity_at) : '',
    ]),
  ]);
}

/** "program-12-progress-2026-03-05.csv" (the date given as YYYY-MM-DD). */
export function progressCsvFileName(programId: number, isoDate: string): string {
  return `program-${programId}-progress-${isoDate.slice(0, 10)}.csv`;
}

/** A timestamp as "YYYY-MM-DD HH:mm" in `timeZone` (India time by default): sortable, read by every spreadsheet. */
export function csvDateTime(iso: string, timeZone = 'Asia/Kolkata'): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')} ${part('hour')}:${part('minute')}`;
}

/** A byte order mark first, so spreadsheet programs read the file as UTF-8 (Hindi names stay legible). */
export const CSV_BOM = '\uFEFF';
