import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { takeContractProblems } from './contract';

// lazy screens load their chunk on first render; on a busy 2-core CI machine that can take
// well over testing-library's default 1 s, so waiting longer keeps the tests about behaviour
configure({ asyncUtilTimeout: 10_000 });
afterEach(() => {
  cleanup();
  // a fixture the API could never send (test/contract.ts) fails the test that served it
  const problems = takeContractProblems();
  if (problems.length > 0) throw new Error(problems.join('\n'));
});
