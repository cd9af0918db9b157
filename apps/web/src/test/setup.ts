import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach } from 'vitest';
import { toastsRequested } from '../components/ui/toaster';
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

// sonner removes a dismissed toast 200 ms later: in a file that showed toasts, let that timer run
// while the window still exists (it failed a run with "window is not defined" after teardown)
afterAll(async () => {
  if (toastsRequested()) await new Promise((resolve) => setTimeout(resolve, 300));
});
