import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// lazy screens load their chunk on first render; on a busy 2-core CI machine that can take
// well over testing-library's default 1 s, so waiting longer keeps the tests about behaviour
configure({ asyncUtilTimeout: 10_000 });
afterEach(() => cleanup());
