import type { TProgramReport, TSubmissionForReview } from '@ankur/shared/schemas/programs';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { testQueryClient } from '../../../test/mock-api';
import type { ReportLearner } from './api/program-report';

/** Fixtures and a renderer for the report panels' tests (imported by *.test.tsx only). */

export { type ApiCall, apiError, json, list, mockApi } from '../../../test/mock-api';
export { course, module, program, unit } from '../test-support';

export const PROGRAM_ID = 2;
export const REPORT = `GET /api/programs/${PROGRAM_ID}/report`;
export const SUBMISSIONS = `GET /api/programs/${PROGRAM_ID}/submissions`;
export { enrollment } from '../test-support';

export const UPDATE_ENROLMENT = (id: number) => `PUT /api/programs-enrolled/updateProgramEnrolled/${id}`;
export const UPDATE_MANY = 'POST /api/programs-enrolled/updateMany';
export const REVIEW = (id: number) => `POST /api/programs/${PROGRAM_ID}/submissions/${id}/review`;

/** Renders a panel with a fresh, non-retrying query client. */
export function renderPanel(element: ReactElement) {
  const client = testQueryClient();
  const view = render(<QueryClientProvider client={client}>{element}</QueryClientProvider>);
  return { client, ...view };
}

export function learner(overrides: Partial<ReportLearner> = {}): ReportLearner {
  return {
    enrollment_id: 11,
    user_id: 101,
    name: 'Asha Rao',
    email: 'asha@example.org',
    enrollment_status: 'enrolled',
    enrolled_at: '2026-02-03T05:30:00.000Z',
    completed_units: 2,
    percent: 50,
    last_activity_at: '2026-02-20T10:00:00.000Z',
    ...overrides,
  };
}

/**
 * Five learners (two pending, two active, one rejected) in a program of 4 units: 1000, 1001, 1020, 1200.
 */
export function report(overrides: Partial<TProgramReport> = {}): TProgramReport {
  return {
    program_id: PROGRAM_ID,
    total_units: 4,
    learners: [
      learner(),
      learner({
        enrollment_id: 12,
        user_id: 102,
        name: 'Bilal Khan',
        email: 'bilal@example.org',
        enrollment_status: 'completed',
        completed_units: 4,
        percent: 100,
        last_activity_at: '2026-03-01T08:00:00.000Z',
      }),
      learner({
        enrollment_id: 13,
        user_id: 103,
        name: 'Chitra Iyer',
        email: 'chitra@example.org',
        enrollment_status: 'pending',
        completed_units: 0,
        percent: 0,
        last_activity_at: null,
      }),
      learner({
        enrollment_id: 14,
        user_id: 104,
        name: 'Dev Patel',
        email: 'dev@startup.in',
        enrollment_status: 'pending',
        completed_units: 0,
        percent: 0,
        last_activity_at: null,
      }),
      learner({
        enrollment_id: 15,
        user_id: 105,
        name: 'Esha Gupta',
        email: 'esha@example.org',
        enrollment_status: 'rejected',
        completed_units: 0,
        percent: 0,
        last_activity_at: null,
      }),
    ],
    units: [
      { unit_id: 1000, completed_count: 2, completion_rate: 100 },
      { unit_id: 1001, completed_count: 2, completion_rate: 100 },
      { unit_id: 1020, completed_count: 1, completion_rate: 50 },
      { unit_id: 1200, completed_count: 1, completion_rate: 50 },
    ],
    active_learners: 2,
    pending_submissions: 3,
    ...overrides,
  };
}

export function submission(overrides: Partial<TSubmissionForReview> = {}): TSubmissionForReview {
  return {
    submission_id: 70,
    user_id: 101,
    program_id: PROGRAM_ID,
    unit_id: 1200,
    body: 'Our deck:\n  1. Problem\n  2. <b>Solution</b>',
    upload: {
      upload_id: 900,
      purpose: 'submission',
      file_name: 'deck.pdf',
      content_type: 'application/pdf',
      size_bytes: 245_760,
      url: '/api/uploads/900/deck.pdf',
      created_at: '2026-03-02T09:00:00.000Z',
    },
    status: 'submitted',
    feedback: null,
    reviewed_at: null,
    created_at: '2026-03-02T09:00:00.000Z',
    learner_name: 'Asha Rao',
    unit_name: 'Draft your deck',
    ...overrides,
  };
}
