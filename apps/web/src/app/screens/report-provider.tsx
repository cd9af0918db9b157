import type { ReactNode } from 'react';
import { ReportButton } from '../../features/community/moderation/components/report-button';
import { ReportSlotContext, type ReportSlotTarget } from '../../lib/report-slot';

const report = (target: ReportSlotTarget) => <ReportButton target={target} />;

/** The community's Report action for the features inside (lib/report-slot). */
export function ReportProvider({ children }: { children: ReactNode }) {
  return <ReportSlotContext.Provider value={report}>{children}</ReportSlotContext.Provider>;
}
