import { describe, expect, it } from 'vitest';
import { sortLearners, summarizeReport, unitRates } from './report-stats';
import { learner, report } from './test-support';

describe('summarizeReport', () => {
  it('averages the progress of the active learners only and counts those who completed', () => {
    expect(summarizeReport(report())).toEqual({
      activeLearners: 2,
      averagePercent: 75,
      completedLearners: 1,
      pendingReviews: 3,
    });
  });

  it('has no average while no one is active', () => {
    const summary = summarizeReport(
      report({ learners: [learner({ enrollment_status: 'pending', percent: 0 })], active_learners: 0 }),
    );
    expect(summary.averagePercent).toBeNull();
    expect(summary.activeLearners).toBe(0);
  });
});

describe('sortLearners', () => {
  const rows = [
    learner({ enrollment_id: 1, name: 'Chitra', percent: 20, last_activity_at: null }),
    learner({ enrollment_id: 2, name: 'asha', percent: 80, last_activity_at: '2026-03-01T00:00:00Z' }),
    learner({ enrollment_id: 3, name: 'Bilal', percent: 20, last_activity_at: '2026-02-01T00:00:00Z' }),
  ];
  const names = (sorted: ReturnType<typeof sortLearners>) => sorted.map((l) => l.name);

  it('sorts by name by default, ignoring case', () => {
    expect(names(sortLearners(rows, null))).toEqual(['asha', 'Bilal', 'Chitra']);
    expect(names(sortLearners(rows, { field: 'name', order: 'desc' }))).toEqual(['Chitra', 'Bilal', 'asha']);
  });

  it('sorts by progress, ties by name', () => {
    expect(names(sortLearners(rows, { field: 'percent', order: 'asc' }))).toEqual(['Bilal', 'Chitra', 'asha']);
    expect(names(sortLearners(rows, { field: 'percent', order: 'desc' }))).toEqual(['asha', 'Bilal', 'Chitra']);
  });

  it('sorts by last activity with no activity last either way', () => {
    expect(names(sortLearners(rows, { field: 'last_activity_at', order: 'asc' }))).toEqual(['Bilal', 'asha', 'Chitra']);
    expect(names(sortLearners(rows, { field: 'last_activity_at', order: 'desc' }))).toEqual([
      'asha',
      'Bilal',
      'Chitra',
    ]);
  });

  it('does not change the list it is given', () => {
    sortLearners(rows, { field: 'percent', order: 'desc' });
    expect(rows.map((l) => l.enrollment_id)).toEqual([1, 2, 3]);
  });
});

describe('unitRates', () => {
  it('maps unit ids to their completion', () => {
    expect(unitRates(report()).get(1020)).toEqual({ unit_id: 1020, completed_count: 1, completion_rate: 50 });
  });
});
