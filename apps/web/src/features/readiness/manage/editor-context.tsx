import type { TDimension } from '@ankur/shared/schemas/readiness';
import { createContext, type Dispatch, useContext } from 'react';
import type { EditorAction } from './editor-reducer';

/** What every part of the draft editor needs: the change function, the problem at a path, read-only. */
export interface EditorContextValue {
  dispatch: Dispatch<EditorAction>;
  /** the words shown at a path's field ("sections[0].questions[1].prompt"), if it has a problem */
  problem: (path: string) => string | undefined;
  /** whether any problem sits at or below a path (a collapsed card opens then) */
  problemWithin: (path: string) => boolean;
  readOnly: boolean;
  dimensions: readonly TDimension[];
}

export const EditorContext = createContext<EditorContextValue | null>(null);

export function useEditor(): EditorContextValue {
  const value = useContext(EditorContext);
  if (!value) throw new Error('useEditor outside the draft editor');
  return value;
}
