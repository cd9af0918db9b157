import { useMembershipsAdminTab } from '../../features/memberships/admin/memberships-admin-tab';
import { useProgramsAdminTab } from '../../features/programs/manage/components/programs-admin-tab';
import { TenantAdminCenter, type TenantAdminExtraTab } from '../../features/tenants/screens/tenant-admin-screen';

/**
 * A tenant's admin center with the tabs other features add for what its administrators manage
 * there: its programs with their live count of requests to join, and its memberships (the plans
 * and the sponsor codes it hands its cohort). Each shows only to a role that may update its menu.
 */
export default function TenantAdminCenterScreen() {
  const programs = useProgramsAdminTab();
  const memberships = useMembershipsAdminTab();
  const extraTabs: readonly TenantAdminExtraTab[] = [
    ...(programs ? [programs] : []),
    ...(memberships ? [memberships] : []),
  ];
  return <TenantAdminCenter extraTabs={extraTabs} />;
}
