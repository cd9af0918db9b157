import CompetitionRoutes from '../../features/competitions/competitions-routes';
import { ReportProvider } from './report-provider';

/** The competitions' routes (issue 23) with the community's Report action on a competition's page. */
export default function CompetitionScreens() {
  return (
    <ReportProvider>
      <CompetitionRoutes />
    </ReportProvider>
  );
}
