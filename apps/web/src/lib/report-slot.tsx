import type { TReportTargetKind } from '@ankur/shared/schemas/community';
import { createContext, type ReactNode, useContext } from 'react';

/**
 * Where a feature's screen puts a "Report" action for what someone published there (a library
 * piece, an event, a competition). The community owns reporting and a feature imports no other
 * feature, so app/ composes: its screen wrappers (app/screens/*-screens.tsx) provide the
 * community's ReportButton here around a feature's routes. Without a provider nothing shows.
 */
export interface ReportSlotTarget {
  kind: TReportTargetKind;
  id: number;
  quote?: string;
}

export const ReportSlotContext = createContext<((target: ReportSlotTarget) => ReactNode) | null>(null);

export function ReportSlot(target: ReportSlotTarget) {
  const report = useContext(ReportSlotContext);
  return report ? <>{report(target)}</> : null;
}
