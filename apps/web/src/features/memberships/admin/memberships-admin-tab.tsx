import { MEMBERSHIPS_MENU } from '@ankur/shared/menus';
import { useCan } from '../../../stores/access';
import { useMembershipNews } from '../api/memberships';
import { useMembershipsTranslation } from '../i18n';
import { CodesSection } from './codes-section';
import { PlansSection } from './plans-section';
import { RequestsSection } from './requests-section';

/** The Memberships tab's body: waiting requests first, then plans and sponsor codes. */
export function MembershipsAdminPanel() {
  useMembershipNews();
  return (
    <div className="flex flex-col gap-6">
      <RequestsSection />
      <PlansSection />
      <CodesSection />
    </div>
  );
}

/**
 * The Admin Center's Memberships tab (app/screens/admin-center-screen.tsx adds it): for those who
 * may update the 'Memberships' menu (administrators), else null.
 */
export function useMembershipsAdminTab() {
  const { t } = useMembershipsTranslation();
  const allowed = useCan(MEMBERSHIPS_MENU, 'update');
  if (!allowed) return null;
  return { id: 'memberships', label: t('admin.tab'), intro: t('admin.intro'), panel: <MembershipsAdminPanel /> };
}
