import { type ComponentType, lazy, Suspense } from 'react';
import { useLocation } from 'react-router';
import { ScreenLoader } from '../components/ui/loaders';
import { lazyScreen } from './chunk-reload';

/**
 * Several routes of one feature in one screen that picks its part by the address: app/routes.ts
 * points the feature's routes at one chunk, so the entry chunk (the landing page's initial
 * JavaScript, at its budget) carries one dynamic import per feature, not one per route. Each part
 * stays its own lazily loaded chunk.
 */
export type RoutePart = readonly [RegExp, ComponentType];

/** A part loaded on first use (retrying a stale chunk like every screen). */
export const lazyPart = (load: () => Promise<{ default: ComponentType }>): ComponentType => lazy(lazyScreen(load));

/** The part an address shows: the first whose pattern matches the path without a trailing slash. */
export function partFor(parts: readonly RoutePart[], pathname: string): ComponentType | undefined {
  const path = pathname.replace(/\/+$/, '') || '/';
  return parts.find(([test]) => test.test(path))?.[1];
}

/** The screen for a feature's routes: the matching part inside Suspense, or nothing. */
export function RouteParts({ parts }: { parts: readonly RoutePart[] }) {
  const Part = partFor(parts, useLocation().pathname);
  if (!Part) return null;
  return (
    <Suspense fallback={<ScreenLoader />}>
      <Part />
    </Suspense>
  );
}
