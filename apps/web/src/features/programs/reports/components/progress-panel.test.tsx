import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as toaster from '../../../../components/ui/toaster';
import {
  apiError,
  course,
  json,
  learner,
  list,
  mockApi,
  module,
  PROGRAM_ID,
  program,
  REPORT,
  renderPanel,
  report,
  unit,
} from '../test-support';
import { ProgressPanel } from './progress-panel';

afterEach(() => vi.restoreAllMocks());

/** Course 10 (module 100: units 1000, 1001; module 101: empty) and course 12 (module 120: 1020 then 1200). */
const OUTLINE = {
  'GET /api/programs/getProgram/2': json(200, program()),
  'GET /api/courses/getAll': json(
    200,
    list([
      course({ course_id: 12, course_name: 'Fundraising', sort_order: 1 }),
      course({ course_id: 10, course_name: 'Customer Discovery', sort_order: 0 }),
    ]),
  ),
  'GET /api/modules/getAll': json(
    200,
    list([
      module({ module_id: 100, course_id: 10, module_name: 'Interviews' }),
      module({ module_id: 101, course_id: 10, module_name: 'Nothing yet', sort_order: 1 }),
      module({ module_id: 120, course_id: 12, module_name: 'The pitch deck' }),
    ]),
  ),
  'GET /api/units/getAll': json(
    200,
    list([
      unit({ unit_id: 1200, module_id: 120, unit_name: 'Draft your deck', unit_type: 'assignment', sort_order: 1 }),
      unit({ unit_id: 1020, module_id: 120, unit_name: 'Deck quiz', unit_type: 'quiz', sort_order: 0 }),
      unit({ unit_id: 1001, module_id: 100, unit_name: 'Interview practice', unit_type: 'video', sort_order: 1 }),
      unit({ unit_id: 1000, module_id: 100, unit_name: 'Why interviews', sort_order: 0 }),
    ]),
  ),
};

const renderProgress = () => renderPanel(<ProgressPanel programId={PROGRAM_ID} />);
const learnerNames = () =>
  within(screen.getByRole('table', { name: 'Progress of each learner' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]?.querySelector('span')?.textContent);

describe('ProgressPanel', () => {
  it('sums the report up in four cards', async () => {
    mockApi({ [REPORT]: json(200, report()), ...OUTLINE });
    renderProgress();
    const cards = within(await screen.findByLabelText('Summary'));
    const value = (label: string) => cards.getByText(label).nextElementSibling?.textContent;
    expect(value('Active learners')).toBe('2');
    expect(value('Average progress')).toBe('75%');
    expect(value('Completed the program')).toBe('1');
    expect(value('Submissions to review')).toBe('3');
  });

  it("shows each active learner's progress and sorts by progress, last activity and name", async () => {
    const rows = report({
      learners: [
        ...report().learners,
        learner({ enrollment_id: 16, name: 'Farah Ali', percent: 25, completed_units: 1, last_activity_at: null }),
      ],
    });
    mockApi({ [REPORT]: json(200, rows), ...OUTLINE });
    renderProgress();
    await screen.findByRole('table', { name: 'Progress of each learner' });
    // pending and rejected learners are not learning: not listed
    expect(learnerNames()).toEqual(['Asha Rao', 'Bilal Khan', 'Farah Ali']);
    const bar = screen.getByRole('progressbar', { name: 'Progress of Farah Ali' });
    expect(bar.getAttribute('aria-valuenow')).toBe('25');
    expect(bar.getAttribute('aria-valuetext')).toBe('25% · 1 of 4 units done');
    expect(screen.getByText('No activity yet')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Progress' }));
    expect(learnerNames()).toEqual(['Farah Ali', 'Asha Rao', 'Bilal Khan']);
    fireEvent.click(screen.getByRole('button', { name: 'Progress' }));
    expect(learnerNames()).toEqual(['Bilal Khan', 'Asha Rao', 'Farah Ali']);
    expect(screen.getByRole('columnheader', { name: 'Progress' }).getAttribute('aria-sort')).toBe('descending');

    fireEvent.click(screen.getByRole('button', { name: 'Last activity' }));
    expect(learnerNames()).toEqual(['Asha Rao', 'Bilal Khan', 'Farah Ali']);
    fireEvent.click(screen.getByRole('button', { name: 'Last activity' }));
    expect(learnerNames()).toEqual(['Bilal Khan', 'Asha Rao', 'Farah Ali']);

    fireEvent.click(screen.getByRole('button', { name: 'Learner' }));
    expect(learnerNames()).toEqual(['Asha Rao', 'Bilal Khan', 'Farah Ali']);
  });

  it("lists each unit's completion rate in outline order under its course and module", async () => {
    mockApi({
      [REPORT]: json(
        200,
        report({
          units: [
            { unit_id: 1000, completed_count: 2, completion_rate: 100 },
            { unit_id: 1001, completed_count: 1, completion_rate: 50 },
            { unit_id: 1200, completed_count: 1, completion_rate: 50 },
          ],
        }),
      ),
      ...OUTLINE,
    });
    renderProgress();
    const section = within(await screen.findByRole('region', { name: 'Completion by unit' }));
    await section.findByRole('heading', { name: 'Customer Discovery' });
    expect(section.getAllByRole('heading', { level: 4 }).map((h) => h.textContent)).toEqual([
      'Customer Discovery',
      'Fundraising',
    ]);
    expect(section.getAllByRole('heading', { level: 5 }).map((h) => h.textContent)).toEqual([
      'Interviews',
      'Nothing yet',
      'The pitch deck',
    ]);
    expect(section.getByText('No units in this module.')).toBeTruthy();
    const bars = section.getAllByRole('progressbar');
    const rate = (name: string) => {
      const bar = section.getByRole('progressbar', { name });
      return [bar.getAttribute('aria-valuenow'), bar.getAttribute('aria-valuetext')];
    };
    expect(bars.map((b) => b.closest('li')?.getAttribute('data-unit'))).toEqual(['1000', '1001', '1020', '1200']);
    expect(rate('Why interviews')).toEqual(['100', '100% · 2 learners']);
    expect(rate('Interview practice')).toEqual(['50', '50% · 1 learner']);
    // a unit the report does not mention has no completions yet
    expect(rate('Deck quiz')).toEqual(['0', '0% · 0 learners']);
    const kinds = (unitId: number) => document.querySelector(`[data-unit="${unitId}"]`) as HTMLElement;
    expect(within(kinds(1001)).getByText('Video')).toBeTruthy();
    expect(within(kinds(1020)).getByText('Quiz')).toBeTruthy();
    expect(within(kinds(1200)).getByText('Assignment')).toBeTruthy();
  });

  it('exports the learners to CSV in the browser', async () => {
    mockApi({ [REPORT]: json(200, report()), ...OUTLINE });
    const success = vi.spyOn(toaster.notify, 'success').mockReturnValue('t');
    const blobs: Blob[] = [];
    const createObjectURL = vi.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:report';
    });
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      expect(this.download).toMatch(/^program-2-progress-\d{4}-\d{2}-\d{2}\.csv$/);
      expect(this.getAttribute('href')).toBe('blob:report');
    });
    renderProgress();
    fireEvent.click(await screen.findByRole('button', { name: 'Export to CSV' }));

    expect(click).toHaveBeenCalledTimes(1);
    expect(success).toHaveBeenCalledWith('The progress sheet has been downloaded.');
    const text = await blobs[0]!.text();
    const lines = text.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe(
      'Name,Email,Status,Asked to join,Units completed,Units in the program,Progress (%),Last activity',
    );
    expect(lines[1]).toBe('Asha Rao,asha@example.org,Enrolled,2026-02-03 11:00,2,4,50,2026-02-20 15:30');
    expect(lines).toHaveLength(7); // header, 5 learners, the final line end
    expect(blobs[0]!.type).toBe('text/csv;charset=utf-8');
  });

  it('says no one is learning yet when every request is still pending', async () => {
    mockApi({
      [REPORT]: json(200, report({ learners: [learner({ enrollment_status: 'pending' })], active_learners: 0 })),
      ...OUTLINE,
    });
    renderProgress();
    expect(await screen.findByText(/No one is learning yet/)).toBeTruthy();
    expect(within(screen.getByLabelText('Summary')).getByText('—')).toBeTruthy();
  });

  it('tells someone without the right that only program managers can see this', async () => {
    mockApi({ [REPORT]: apiError(403, 'Forbidden'), ...OUTLINE });
    renderProgress();
    expect(await screen.findByRole('heading', { name: 'Only program managers can see this' })).toBeTruthy();
  });

  it('keeps the rest of the panel when the outline fails, with Retry for it', async () => {
    let fail = true;
    mockApi({
      [REPORT]: json(200, report()),
      ...OUTLINE,
      'GET /api/courses/getAll': () => (fail ? apiError(500, 'down') : OUTLINE['GET /api/courses/getAll'].clone()),
    });
    renderProgress();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toMatch(/We could not load the program’s outline/);
    expect(screen.getByRole('table', { name: 'Progress of each learner' })).toBeTruthy();
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Fundraising' })).toBeTruthy());
  });
});
