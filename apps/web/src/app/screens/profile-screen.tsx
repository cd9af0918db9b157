import { ReportButton } from '../../features/community/moderation/components/report-button';
import { ProfileNetworkBar } from '../../features/community/network/components/profile-network-bar';
import ProfileScreen from '../../features/profiles/screens/profile-screen';

/**
 * /user/profile/:user_id with the community's network bar (connections, Connect / Follow / Message)
 * and its Report item for someone else's profile (issue 21).
 */
export default function ProfileWithReportScreen() {
  return (
    <ProfileScreen
      networkBar={(p) => <ProfileNetworkBar userId={p.user_id} name={p.name} />}
      reportAction={(p) => <ReportButton target={{ kind: 'profile', id: p.user_id, quote: p.headline ?? p.name }} />}
    />
  );
}
