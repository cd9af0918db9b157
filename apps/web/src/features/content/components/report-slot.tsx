import type { TContent } from '@ankur/shared/schemas/content';
import { createContext, type ReactNode, useContext } from 'react';

/**
 * Where the piece's view puts a "Report" action (issue 22). The community owns reporting and a
 * feature imports no other feature, so app/ composes: it provides the community's ReportButton
 * here around the library's routes (app/screens/content-screens.tsx).
 */
export const ContentReportContext = createContext<((content: TContent) => ReactNode) | null>(null);

export function ContentReportSlot({ content }: { content: TContent }) {
  const report = useContext(ContentReportContext);
  // one's own pieces and drafts are not reported
  if (!report || content.status !== 'published' || content.can_edit) return null;
  return <>{report(content)}</>;
}
