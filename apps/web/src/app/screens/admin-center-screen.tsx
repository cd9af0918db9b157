import { AdminCenter, type AdminCenterExtraTab } from '../../features/access/screens/admin-center-screen';
import { MessageReportsTab } from '../../features/messages/components/message-reports-tab';
import { useMessagesTranslation } from '../../features/messages/i18n';
import { SupportInboxTab } from '../../features/support/components/support-inbox-tab';
import { useSupportTranslation } from '../../features/support/i18n';

/**
 * /admin-center: the Admin Center (features/access) with the tabs other features add. The app
 * puts them together, since features do not import each other.
 */
export default function AdminCenterScreen() {
  const { t } = useSupportTranslation();
  const { t: tm } = useMessagesTranslation();
  const extraTabs: readonly AdminCenterExtraTab[] = [
    { id: 'inbox', label: t('inbox.tab'), intro: t('inbox.intro'), panel: <SupportInboxTab /> },
    { id: 'message-reports', label: tm('reports.tab'), intro: tm('reports.intro'), panel: <MessageReportsTab /> },
  ];
  return <AdminCenter extraTabs={extraTabs} />;
}
