import { AdminCenter, type AdminCenterExtraTab } from '../../features/access/screens/admin-center-screen';
import { useInvestorsAdminTab } from '../../features/investors/admin/investors-admin-tab';
import { useMembershipsAdminTab } from '../../features/memberships/admin/memberships-admin-tab';
import { MessageReportsTab } from '../../features/messages/components/message-reports-tab';
import { useMessagesTranslation } from '../../features/messages/i18n';
import { useProgramsAdminTab } from '../../features/programs/manage/components/programs-admin-tab';
import { SupportInboxTab } from '../../features/support/components/support-inbox-tab';
import { useSupportTranslation } from '../../features/support/i18n';

/**
 * /admin-center: the Admin Center (features/access) with the tabs other features add (program
 * management with its live count of requests to join, the support inbox, message reports,
 * memberships and investor verification). The
 * app puts them together, since features do not import each other.
 */
export default function AdminCenterScreen() {
  const { t } = useSupportTranslation();
  const { t: tm } = useMessagesTranslation();
  const programs = useProgramsAdminTab();
  const memberships = useMembershipsAdminTab();
  const investors = useInvestorsAdminTab();
  const extraTabs: readonly AdminCenterExtraTab[] = [
    ...(programs ? [programs] : []),
    ...(memberships ? [memberships] : []),
    ...(investors ? [investors] : []),
    { id: 'inbox', label: t('inbox.tab'), intro: t('inbox.intro'), panel: <SupportInboxTab /> },
    { id: 'message-reports', label: tm('reports.tab'), intro: tm('reports.intro'), panel: <MessageReportsTab /> },
  ];
  return <AdminCenter extraTabs={extraTabs} />;
}
