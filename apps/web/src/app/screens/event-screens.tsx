import EventRoutes from '../../features/events/events-routes';
import { ReportProvider } from './report-provider';

/** The events' routes (issue 23) with the community's Report action on an event's page. */
export default function EventScreens() {
  return (
    <ReportProvider>
      <EventRoutes />
    </ReportProvider>
  );
}
