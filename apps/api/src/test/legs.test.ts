import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BOTH_LEGS } from './legs.ts';

describe('the PostgreSQL leg', () => {
  it('names only test files that exist: a moved file must not drop off it unnoticed', () => {
    const apiRoot = path.resolve(import.meta.dirname, '../..');
    expect(BOTH_LEGS.filter((f) => !existsSync(path.join(apiRoot, f)))).toEqual([]);
  });
});
