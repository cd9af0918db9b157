import { type Config, loadConfig } from '../config.ts';

/** The environment API tests run with: a known administrator, demo content, no disk writes. */
export const TEST_CONFIG_ENV = {
  ADMIN_EMAIL: 'admin@ankur.test',
  ADMIN_PASSWORD: 'test-admin-password',
  SESSION_SECRET: 'test-session-secret-that-is-long-enough-0123456789',
  DATA_DIR: '/tmp/ankur-test-data',
  LOG_LEVEL: 'silent',
  SEED_DEMO: 'true',
  // the job queue does not poll in tests: they run due jobs with app.jobs.runDue()
  JOBS_POLL_MS: '0',
  WEB_DIST: '/nonexistent-web-dist',
  // inject() connects from 127.0.0.1: tests act as the proxy that sets X-Forwarded-For
  TRUST_PROXY: '127.0.0.1',
} as const;

export function testConfig(overrides: Record<string, string> = {}): Config {
  return loadConfig({ ...TEST_CONFIG_ENV, ...overrides }, { persistSecret: false });
}
