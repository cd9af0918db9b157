/**
 * The content screens' loaders, behind one import: app/routes.ts reaches them through this small
 * module so the entry chunk carries one dynamic import (and one list of preloads), not ten — the
 * landing page's initial JavaScript is at its budget.
 */
export const explorer = () => import('./screens/explorer-screen');
export const hub = () => import('./screens/hub-screen');
export const publications = () => import('./screens/publications-screen');
export const view = () => import('./screens/content-screen');
export const saved = () => import('./screens/saved-screen');
export const library = () => import('./screens/library-screen');
export const studio = () => import('./screens/studio-screen');
export const editor = () => import('./screens/editor-screen');
