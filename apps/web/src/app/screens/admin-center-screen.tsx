import { AdminCenter, type AdminCenterExtraTab } from '../../features/access/screens/admin-center-screen';
import { MessageReportsTab } from '../../features/messages/components/message-reports-tab';
import { useMessagesTranslation } from '../../features/messages/i18n';
import { useProgramsAdminTab } from '../../features/programs/manage/components/programs-admin-tab';
import { SupportInboxTab } from '../../features/support/components/support-inbox-tab';
import { useSupportTranslation } from '../../features/support/i18n';

/**
 * /admin-center: the Admin Center (features/access) with the tabs other features add (program
 * management with its live count of requests to join, the support inbox, message reports). The
 * app puts them together, since features do not import each other.
 */
export default function AdminCenterScreen() {
  const { t } = useSupportTranslation();
  const { t: tm } = useMessagesTranslation();
  const programs = useProgramsAdminTab();
  const extraTabs: readonly AdminCenterExtraTab[] = [
    ...(programs ? [programs] : []),
    { id: 'inbox', label: t('inbox.tab'), intro: t('inbox.intro'), panel: <SupportInboxTab /> },
    { id: 'message-reports', label: tm('reports.tab'), intro: tm('reports.intro'), panel: <MessageReportsTab /> },
  ];
  return <AdminCenter extraTabs={extraTabs} />;
}
