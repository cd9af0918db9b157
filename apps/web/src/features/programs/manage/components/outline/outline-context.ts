import { createContext, useContext } from 'react';
import type { OutlineUnit } from '../../../api/load-program-outline';
import type { NewOutlineItem } from '../../api/outline';
import type { OutlineKind } from '../../outline-order';

/** What every row of the outline editor can ask the editor to do. */
export interface OutlineActions {
  /** Whether Move up (-1) / Move down (+1) has somewhere to go. */
  canStep(kind: OutlineKind, id: number, delta: -1 | 1): boolean;
  step(kind: OutlineKind, id: number, delta: -1 | 1): void;
  /** Resolves true once saved. */
  rename(kind: OutlineKind, id: number, name: string): Promise<boolean>;
  /** Resolves true once created. */
  add(item: NewOutlineItem): Promise<boolean>;
  askDelete(kind: OutlineKind, id: number, name: string): void;
  openUnit(unit: OutlineUnit): void;
}

export const OutlineActionsContext = createContext<OutlineActions | null>(null);

export function useOutlineActions(): OutlineActions {
  const actions = useContext(OutlineActionsContext);
  if (!actions) throw new Error('useOutlineActions() outside the outline editor');
  return actions;
}

/** The data attribute each item's element carries, so focus can follow an item that moved. */
export const itemKey = (kind: OutlineKind, id: number) => `${kind}:${id}`;
