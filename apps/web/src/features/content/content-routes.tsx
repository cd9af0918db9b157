import type { ComponentType } from 'react';
import { lazyPart as part, partFor, type RoutePart, RouteParts } from '../../lib/route-parts';
// the namespace's messages load with this module (every screen needs them)
import './i18n';

/**
 * Every route of the library in one screen that picks its part by the address: app/routes.ts
 * points the library's routes here, so the entry chunk carries one dynamic import for all of them
 * (the landing page's initial JavaScript is at its budget). Each part stays its own chunk.
 */
const Explorer = part(() => import('./screens/explorer-screen'));
const Hub = part(() => import('./screens/hub-screen'));
const Publications = part(() => import('./screens/publications-screen'));
const View = part(() => import('./screens/content-screen'));
const Saved = part(() => import('./screens/saved-screen'));
const Library = part(() => import('./screens/library-screen'));
const Studio = part(() => import('./screens/studio-screen'));
const Editor = part(() => import('./screens/editor-screen'));

const PARTS: RoutePart[] = [
  [/^\/contents$/, Explorer],
  [/^\/contents\/studio$/, Studio],
  [/^\/contents\/studio\/.+$/, Editor],
  [/^\/(content-hub|content)$/, Hub],
  [/^\/publications$/, Publications],
  [/^\/saved-content$/, Saved],
  [/^\/my-library$/, Library],
  // the seven kinds' views (/article/12, /case-study/3, …)
  [/./, View],
];

/** The part of the library an address shows. */
export const partOf = (pathname: string): ComponentType => partFor(PARTS, pathname) ?? View;

export default function ContentRoutes() {
  return <RouteParts parts={PARTS} />;
}
