import { type ComponentType, lazy, Suspense } from 'react';
import { useLocation } from 'react-router';
import { ScreenLoader } from '../../components/ui/loaders';
import { lazyScreen } from '../../lib/chunk-reload';
// the namespace's messages load with this module (every screen needs them)
import './i18n';

/**
 * Every route of the library in one screen that picks its part by the address: app/routes.ts
 * points the library's routes here, so the entry chunk carries one dynamic import for all of them
 * (the landing page's initial JavaScript is at its budget). Each part stays its own chunk.
 */
const part = (load: () => Promise<{ default: ComponentType }>) => lazy(lazyScreen(load));
const Explorer = part(() => import('./screens/explorer-screen'));
const Hub = part(() => import('./screens/hub-screen'));
const Publications = part(() => import('./screens/publications-screen'));
const View = part(() => import('./screens/content-screen'));
const Saved = part(() => import('./screens/saved-screen'));
const Library = part(() => import('./screens/library-screen'));
const Studio = part(() => import('./screens/studio-screen'));
const Editor = part(() => import('./screens/editor-screen'));

/** The part of the library an address shows. */
export function partOf(pathname: string): ComponentType {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (path === '/contents') return Explorer;
  if (path === '/contents/studio') return Studio;
  if (path.startsWith('/contents/studio/')) return Editor;
  if (path === '/content-hub' || path === '/content') return Hub;
  if (path === '/publications') return Publications;
  if (path === '/saved-content') return Saved;
  if (path === '/my-library') return Library;
  return View;
}

export default function ContentRoutes() {
  const { pathname } = useLocation();
  const Part = partOf(pathname);
  return (
    <Suspense fallback={<ScreenLoader />}>
      <Part />
    </Suspense>
  );
}
