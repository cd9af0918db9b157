import { describe, expect, it } from 'vitest';
import { contractOf, contractProblem, takeContractProblems } from './contract';
import { apiError, json, mockApi } from './mock-api';

describe('the API contract of the test fixtures', () => {
  it('finds the schema of a call, fixed segments before parameters', () => {
    expect(contractOf('GET', '/api/announcements/audiences')).toBeDefined();
    expect(contractOf('GET', '/api/announcements/audiences')).not.toBe(contractOf('GET', '/api/announcements/42'));
    expect(contractOf('GET', '/api/units/getAll')).toBeDefined();
    expect(contractOf('GET', '/api/no-such-call')).toBeUndefined();
  });

  it('names what a fixture lacks, and accepts error bodies of the conventions', () => {
    expect(contractProblem('GET', '/api/notifications/unread-count', 200, { unread: 3 })).toBeNull();
    expect(contractProblem('GET', '/api/notifications/unread-count', 200, { count: 3 })).toMatch(
      /^GET \/api\/notifications\/unread-count answered 200 .*unread: /,
    );
    expect(contractProblem('GET', '/api/plans', 404, { statusCode: 404, error: 'Not Found', message: 'x' })).toBeNull();
    expect(contractProblem('GET', '/api/plans', 404, { message: 'x' })).toMatch(/statusCode/);
  });

  it('notes a fixture the mock API serves that the contract rejects', async () => {
    const api = mockApi({
      'GET /api/notifications/unread-count': json(200, { count: 3 }),
      'GET /api/plans': apiError(500, 'boom'),
    });
    await fetch('/api/notifications/unread-count');
    await fetch('/api/plans');
    api.spy.mockRestore();
    const problems = takeContractProblems();
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/unread-count/);
  });
});
