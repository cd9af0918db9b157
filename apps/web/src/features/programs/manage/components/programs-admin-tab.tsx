import { PROGRAMS_MENU } from '@ankur/shared/role-privileges';
import { ArrowRight, FolderKanban } from 'lucide-react';
import { Link } from 'react-router';
import { useCan } from '../../../../stores/access';
import { useRequestCount } from '../api/enrolment-requests';
import { useProgramsManageTranslation } from '../i18n';
import { PendingRequests, RequestCountBadge } from './pending-requests';

export const MANAGE_PROGRAMS_PATH = '/manage-cohort';

/** The Admin Center's Programs tab: the way into program management and the requests waiting. */
export function ProgramsAdminPanel() {
  const { t } = useProgramsManageTranslation();
  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-col gap-3 rounded-2xl bg-white p-5 ring-1 ring-stone-200 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex gap-3">
          <FolderKanban aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-brand-700" />
          <p className="text-sm text-stone-700">{t('admin.openBody')}</p>
        </div>
        <Link to={MANAGE_PROGRAMS_PATH} className="btn-primary shrink-0 self-start sm:self-auto">
          {t('admin.open')}
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </div>
      <PendingRequests headingLevel="h3" />
    </div>
  );
}

/** The live count beside the tab's name. */
function ProgramsTabBadge() {
  const count = useRequestCount();
  return <RequestCountBadge pending={count.data?.pending ?? 0} className="ml-1.5" />;
}

/**
 * The Admin Center's entry to program management (issue 19), for a role that manages programs:
 * its label, intro, live badge and panel, for app/screens to add (features do not import each other).
 */
export function useProgramsAdminTab() {
  const { t } = useProgramsManageTranslation();
  const allowed = useCan(PROGRAMS_MENU, 'update');
  if (!allowed) return null;
  return {
    id: 'programs',
    label: t('admin.tab'),
    intro: t('admin.intro'),
    badge: <ProgramsTabBadge />,
    panel: <ProgramsAdminPanel />,
  };
}
