import ContentRoutes from '../../features/content/content-routes';
import { ReportProvider } from './report-provider';

/** The library's routes (issue 22) with the community's Report action on a piece. */
export default function ContentScreens() {
  return (
    <ReportProvider>
      <ContentRoutes />
    </ReportProvider>
  );
}
