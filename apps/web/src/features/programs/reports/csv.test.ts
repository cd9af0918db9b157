import { describe, expect, it } from 'vitest';
import { CSV_BOM, csvCell, csvDateTime, progressCsv, progressCsvFileName, toCsv } from './csv';
import { learner, report } from './test-support';

const LABELS = {
  headers: {
    name: 'Name',
    email: 'Email',
    status: 'Status',
    enrolledAt: 'Asked to join',
    completedUnits: 'Units completed',
    totalUnits: 'Units in the program',
    percent: 'Progress (%)',
    lastActivity: 'Last activity',
  },
  status: (s: string) => s.toUpperCase(),
  date: (iso: string) => iso.slice(0, 10),
};

describe('csvCell', () => {
  it('leaves plain text and numbers alone and writes nothing for a missing value', () => {
    expect(csvCell('Asha Rao')).toBe('Asha Rao');
    expect(csvCell('आशा राव')).toBe('आशा राव');
    expect(csvCell(42)).toBe('42');
    expect(csvCell(0)).toBe('0');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
    expect(csvCell(Number.NaN)).toBe('');
  });

  it('quotes a cell with a comma, a quote or a line break, doubling its quotes', () => {
    expect(csvCell('Rao, Asha')).toBe('"Rao, Asha"');
    expect(csvCell('Asha "the founder" Rao')).toBe('"Asha ""the founder"" Rao"');
    expect(csvCell('line one\nline two')).toBe('"line one\nline two"');
    expect(csvCell('line one\r\nline two')).toBe('"line one\r\nline two"');
    expect(csvCell('"')).toBe('""""');
  });

  it("defuses formulas: text starting with =, +, -, @, a tab or a carriage return gets a leading '", () => {
    expect(csvCell('=HYPERLINK("http://evil.example","click")')).toBe(
      `"'=HYPERLINK(""http://evil.example"",""click"")"`,
    );
    expect(csvCell('+91 98765 43210')).toBe("'+91 98765 43210");
    expect(csvCell('-2+3')).toBe("'-2+3");
    expect(csvCell('@SUM(A1:A2)')).toBe("'@SUM(A1:A2)");
    expect(csvCell('\t=1+1')).toBe("'\t=1+1");
    expect(csvCell('\r=1+1')).toBe(`"'\r=1+1"`);
    expect(csvCell('=1,2')).toBe(`"'=1,2"`);
    // only at the start, and numbers are numbers
    expect(csvCell('a=b')).toBe('a=b');
    expect(csvCell('asha+test@example.org')).toBe('asha+test@example.org');
    expect(csvCell(-5)).toBe('-5');
  });
});

describe('toCsv', () => {
  it('joins cells with commas and ends every line with CRLF', () => {
    expect(
      toCsv([
        ['a', 'b'],
        [1, null],
        ['x,y', '=z'],
      ]),
    ).toBe(`a,b\r\n1,\r\n"x,y",'=z\r\n`);
    expect(toCsv([])).toBe('');
  });
});

describe('progressCsv', () => {
  it('writes a header row and one row per learner, with the labels given', () => {
    const csv = progressCsv(report(), LABELS, [
      learner(),
      learner({
        enrollment_id: 13,
        name: 'Chitra Iyer',
        enrollment_status: 'pending',
        percent: 0,
        completed_units: 0,
        last_activity_at: null,
      }),
    ]);
    expect(csv.split('\r\n')).toEqual([
      'Name,Email,Status,Asked to join,Units completed,Units in the program,Progress (%),Last activity',
      'Asha Rao,asha@example.org,ENROLLED,2026-02-03,2,4,50,2026-02-20',
      'Chitra Iyer,asha@example.org,PENDING,2026-02-03,0,4,0,',
      '',
    ]);
  });

  it("escapes learners' names and emails against breaking the sheet or running formulas", () => {
    const csv = progressCsv(
      { total_units: 2, learners: [learner({ name: '=cmd|" /C calc"!A0', email: '-x@example.org, y' })] },
      LABELS,
    );
    expect(csv.split('\r\n')[1]).toBe(
      `"'=cmd|"" /C calc""!A0","'-x@example.org, y",ENROLLED,2026-02-03,2,2,50,2026-02-20`,
    );
  });

  it('takes every learner of the report by default', () => {
    expect(progressCsv(report(), LABELS).trimEnd().split('\r\n')).toHaveLength(6);
  });
});

describe('file helpers', () => {
  it('names the file after the program and the day', () => {
    expect(progressCsvFileName(2, '2026-03-05')).toBe('program-2-progress-2026-03-05.csv');
    expect(CSV_BOM).toBe('\uFEFF');
  });

  it('writes timestamps as YYYY-MM-DD HH:mm in India time', () => {
    expect(csvDateTime('2026-02-03T20:00:00.000Z')).toBe('2026-02-04 01:30');
    expect(csvDateTime('2026-02-03T20:00:00.000Z', 'UTC')).toBe('2026-02-03 20:00');
    expect(csvDateTime('not a date')).toBe('');
  });
});
