import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { detail } from '../test-fixtures';
import { apiError, json, mockApi, renderAt, signInAs } from '../test-support';
import ResultScreen from './result-screen';

afterEach(() => vi.restoreAllMocks());

describe('ResultScreen', () => {
  it('shows the overall score in words, each dimension, and the pathway with its reasons and progress', async () => {
    signInAs(7);
    const api = mockApi({
      'GET /api/readiness/attempts/41': json(200, detail()),
      'PATCH /api/readiness/pathway/9': json(200, { ...detail().pathway[0], done: true }),
    });
    renderAt(<ResultScreen />, '/readiness-journey/results/41');
    expect(await screen.findByRole('heading', { level: 1, name: 'Your result' })).toBeTruthy();
    expect(screen.getByText('46 out of 100')).toBeTruthy();
    expect(screen.getByText('Band: Developing')).toBeTruthy();
    expect(screen.getByText('Talk to twenty buyers before you pitch.')).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Scores by dimension, out of 5' });
    expect(within(table).getByRole('row', { name: 'Market validation 2' })).toBeTruthy();

    const pathway = screen.getByRole('region', { name: 'Your pathway' });
    expect(within(pathway).getByText('1 of 2 done')).toBeTruthy();
    const item = within(pathway).getByRole('link', { name: 'Customer discovery sprint' }).closest('li') as HTMLElement;
    expect(item.textContent).toContain('Program');
    expect(item.textContent).toContain('because your market validation scored 2/5');
    fireEvent.click(within(item).getByRole('checkbox', { name: 'Done: Customer discovery sprint' }));
    await waitFor(() => expect(within(pathway).getByText('2 of 2 done')).toBeTruthy());
    expect(api.callsTo('PATCH /api/readiness/pathway/9')[0]?.body).toEqual({ done: true });
  });

  it('says so when the result is not found', async () => {
    signInAs(7);
    mockApi({ 'GET /api/readiness/attempts/99': apiError(404, 'No such attempt.') });
    renderAt(<ResultScreen />, '/readiness-journey/results/99');
    expect(await screen.findByRole('heading', { name: 'This result does not exist or is not yours' })).toBeTruthy();
  });
});
