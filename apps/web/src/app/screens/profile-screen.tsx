import { ReportButton } from '../../features/community/moderation/components/report-button';
import ProfileScreen from '../../features/profiles/screens/profile-screen';

/** /user/profile/:user_id with the community's Report item for someone else's profile (issue 21). */
export default function ProfileWithReportScreen() {
  return (
    <ProfileScreen
      reportAction={(p) => <ReportButton target={{ kind: 'profile', id: p.user_id, quote: p.headline ?? p.name }} />}
    />
  );
}
