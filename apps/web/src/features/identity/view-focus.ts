import { createContext, type RefObject, useContext, useEffect, useRef } from 'react';

/**
 * Moving focus to the heading when a screen changes its view (sign in → verify, step 1 → 2),
 * so keyboard and screen-reader users land on the new content. Not on the first view: a page
 * that has just loaded keeps the browser's own focus.
 */
export const ViewFocusContext = createContext<RefObject<boolean> | null>(null);

/** The screen's switch: armed once its first real view has rendered (`ready`). */
export function useViewFocusArm(ready: boolean): RefObject<boolean> {
  const armed = useRef(false);
  useEffect(() => {
    if (ready) armed.current = true;
  }, [ready]);
  return armed;
}

/** Focuses `target` whenever `key` changes (and on mount) once the screen is armed. */
export function useFocusOnViewChange(target: RefObject<HTMLElement | null>, key: string): void {
  const armed = useContext(ViewFocusContext);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the focus moves again whenever the view (key) changes
  useEffect(() => {
    if (armed?.current) target.current?.focus();
  }, [armed, target, key]);
}
