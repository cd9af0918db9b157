import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_RELOAD_FLAG, hasReloadedForChunk, lazyScreen, reloadOnceForChunk } from './chunk-reload';

function Screen() {
  return null;
}

beforeEach(() => window.sessionStorage.clear());
afterEach(() => vi.restoreAllMocks());

describe('chunk load recovery', () => {
  it('reloads only once per session', () => {
    const reload = vi.fn();
    expect(reloadOnceForChunk(reload)).toBe(true);
    expect(reloadOnceForChunk(reload)).toBe(false);
    expect(reload).toHaveBeenCalledOnce();
    expect(window.sessionStorage.getItem(CHUNK_RELOAD_FLAG)).toBe('1');
  });

  it('rethrows a load failure once a reload has already been tried', async () => {
    window.sessionStorage.setItem(CHUNK_RELOAD_FLAG, '1');
    const load = lazyScreen(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));
    await expect(load()).rejects.toThrow(/dynamically imported module/);
  });

  it('clears the flag after a screen loads', async () => {
    window.sessionStorage.setItem(CHUNK_RELOAD_FLAG, '1');
    const load = lazyScreen(() => Promise.resolve({ default: Screen }));
    await expect(load()).resolves.toEqual({ default: Screen });
    expect(hasReloadedForChunk()).toBe(false);
  });
});
