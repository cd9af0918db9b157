import { SettingsScreen } from '../../features/account/screens/settings-screen';
import { PreferencesPanel } from '../../features/notifications/components/preferences-panel';

/**
 * /settings: the account feature's settings with the notification preferences the notifications
 * feature owns (the same panel /notifications opens: one place to edit them, shown in both).
 */
export default function SettingsRouteScreen() {
  return <SettingsScreen notifications={<PreferencesPanel id="notification-preferences" />} />;
}
