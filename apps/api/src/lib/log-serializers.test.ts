import { describe, expect, it } from 'vitest';
import { logSerializers, redactUrl } from './log-serializers.ts';

describe('request log serializers', () => {
  it('masks long tokens in paths and query strings, and keeps short segments', () => {
    expect(redactUrl('/api/invitations/k3J9x_Qp2LmN8vT4rY6wZ1aB5cD7eF0g/accept')).toBe(
      '/api/invitations/[redacted]/accept',
    );
    expect(redactUrl('/oidc/cb?code=abcdefghijklmnopqrstuvwxyz0123&state=s1')).toBe(
      '/oidc/cb?code=[redacted]&state=s1',
    );
    expect(redactUrl('/api/programs/getAll?page=2&limit=10')).toBe('/api/programs/getAll?page=2&limit=10');
  });

  it('keeps no IP address', () => {
    const req = { id: 'r1', method: 'POST', url: '/api/support/contact', ip: '203.0.113.9', socket: {} };
    const line = logSerializers.req(req as never);
    expect(line).toEqual({ id: 'r1', method: 'POST', url: '/api/support/contact' });
    expect(JSON.stringify(line)).not.toContain('203.0.113.9');
  });
});
