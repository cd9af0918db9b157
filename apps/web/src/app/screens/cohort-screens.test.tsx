import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import ManageProgramScreen from '../../features/programs/manage/screens/manage-program-screen';
import {
  course,
  json,
  list,
  mockApi,
  module,
  program,
  renderManage,
  signIn,
  unit,
} from '../../features/programs/manage/test-support';
import { CohortSlotContext } from '../../lib/cohort-slot';

/** Issue 24: the manage screen's Readiness tab exists only when lib/cohort-slot is filled, and shows what fills it. */
beforeEach(() => signIn('manager'));
afterEach(() => vi.restoreAllMocks());

const api = () =>
  mockApi({
    'GET /api/programs/getProgram/2': json(200, program({ status: 'published' })),
    'GET /api/courses/getAll': json(200, list([course()], 1, -1)),
    'GET /api/modules/getAll': json(200, list([module()], 1, -1)),
    'GET /api/units/getAll': json(200, list([unit()], 1, -1)),
  });

describe('the cohort slot on /manage-cohort/:cohort_id', () => {
  it('adds a Readiness tab showing the slot’s content for the cohort', async () => {
    api();
    renderManage(
      <CohortSlotContext.Provider
        value={(id, place) => (
          <p>
            Readiness of cohort {id} ({place})
          </p>
        )}
      >
        <ManageProgramScreen />
      </CohortSlotContext.Provider>,
      '/manage-cohort/2?tab=readiness',
      '/manage-cohort/:cohort_id',
    );
    expect(await screen.findByText('Readiness of cohort 2 (manage)')).toBeTruthy();
    fireEvent.mouseDown(screen.getByRole('tab', { name: 'Outline' }));
    expect(screen.getByRole('tab', { name: 'Readiness' })).toBeTruthy();
  });

  it('has no Readiness tab without a provider', async () => {
    api();
    renderManage(<ManageProgramScreen />, '/manage-cohort/2?tab=readiness', '/manage-cohort/:cohort_id');
    expect(await screen.findByRole('tab', { name: 'Outline' })).toBeTruthy();
    expect(screen.queryByRole('tab', { name: 'Readiness' })).toBeNull();
  });
});
