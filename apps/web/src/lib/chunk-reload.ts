import type { ComponentType } from 'react';

/**
 * Recovery from lazy-chunk load failures (typically after a deploy replaced the
 * hashed files the open page refers to): reload the page once, and if the chunk
 * still fails, let the error reach the route error screen with its Retry button.
 */

export const CHUNK_RELOAD_FLAG = 'ankur:chunk-reload';

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

export function hasReloadedForChunk(): boolean {
  return storage()?.getItem(CHUNK_RELOAD_FLAG) === '1';
}

export function clearChunkReloadFlag(): void {
  storage()?.removeItem(CHUNK_RELOAD_FLAG);
}

/** Reloads once per session; returns false when a reload was already tried. */
export function reloadOnceForChunk(reload: () => void = () => window.location.reload()): boolean {
  const store = storage();
  if (!store || store.getItem(CHUNK_RELOAD_FLAG) === '1') return false;
  store.setItem(CHUNK_RELOAD_FLAG, '1');
  reload();
  return true;
}

/** Listens for Vite's `vite:preloadError` and reloads once. */
export function installChunkErrorRecovery(): void {
  window.addEventListener('vite:preloadError', (event) => {
    // preventDefault stops Vite from rethrowing; the import then resolves to
    // undefined, which lazyScreen() below turns into a wait for the reload.
    if (reloadOnceForChunk()) event.preventDefault();
  });
}

export interface ScreenModule<C> {
  default: C;
}

/**
 * Wraps a screen import: a successful load clears the reload flag; an import
 * swallowed because a reload is under way never settles (no flash of an error).
 */
export function lazyScreen<C>(load: () => Promise<ScreenModule<C>>): () => Promise<ScreenModule<C>> {
  return async () => {
    let module: ScreenModule<C> | undefined;
    try {
      module = await load();
    } catch (error) {
      if (reloadOnceForChunk()) return new Promise<ScreenModule<C>>(() => {});
      throw error;
    }
    if (!module) return new Promise<ScreenModule<C>>(() => {});
    clearChunkReloadFlag();
    return module;
  };
}

/**
 * lazyScreen for a screen that fetches: its module and the QueryClient provider load together,
 * and the screen renders inside the provider.
 */
export function lazyQueryScreen<P extends object = object>(
  load: () => Promise<ScreenModule<ComponentType<P>>>,
): () => Promise<ScreenModule<ComponentType<P>>> {
  return lazyScreen(async () => {
    const [module, { withQueryClient }] = await Promise.all([load(), import('./with-query-client')]);
    // undefined: a failed chunk whose reload is under way (see lazyScreen)
    if (!module) return module;
    return { default: withQueryClient(module.default) };
  });
}
