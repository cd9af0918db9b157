import { ReportButton } from '../../features/community/moderation/components/report-button';
import VentureScreen from '../../features/profiles/screens/venture-screen';

/** /profile/entrepreneurial with the community's Report item for another team's venture (issue 21). */
export default function VentureWithReportScreen() {
  return (
    <VentureScreen
      reportAction={(v) => <ReportButton target={{ kind: 'venture', id: v.venture_id, quote: v.pitch || v.name }} />}
    />
  );
}
