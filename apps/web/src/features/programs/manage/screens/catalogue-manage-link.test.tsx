import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import CatalogueScreen from '../../screens/catalogue-screen';
import { json, list, mockApi, program, renderManage, signIn } from '../test-support';

afterEach(() => vi.restoreAllMocks());

function renderCatalogue() {
  mockApi({
    'GET /api/programs/searchPrograms': json(200, list([program()], 1, 12)),
    'GET /api/programs-enrolled/getAll': json(200, list([])),
  });
  return renderManage(<CatalogueScreen />, '/learning-journey', '/learning-journey');
}

describe('the catalogue’s way in for managers', () => {
  it('shows "Manage programs" to a role that may update programs', async () => {
    signIn('manager');
    renderCatalogue();
    await screen.findByRole('article');
    expect(screen.getByRole('link', { name: 'Manage programs' }).getAttribute('href')).toBe('/manage-cohort');
  });

  it('hides it from learners', async () => {
    signIn('learner');
    renderCatalogue();
    await screen.findByRole('article');
    expect(screen.queryByRole('link', { name: 'Manage programs' })).toBeNull();
  });
});
