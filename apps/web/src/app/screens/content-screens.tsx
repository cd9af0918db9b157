import type { TContent } from '@ankur/shared/schemas/content';
import { ReportButton } from '../../features/community/moderation/components/report-button';
import { ContentReportContext } from '../../features/content/components/report-slot';
import ContentRoutes from '../../features/content/content-routes';

const report = (c: TContent) => (
  <ReportButton target={{ kind: 'content', id: c.content_id, quote: c.summary || c.title }} />
);

/** The library's routes (issue 22) with the community's Report action on a piece. */
export default function ContentScreens() {
  return (
    <ContentReportContext.Provider value={report}>
      <ContentRoutes />
    </ContentReportContext.Provider>
  );
}
