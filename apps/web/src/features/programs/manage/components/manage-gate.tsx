import { PROGRAMS_MENU } from '@ankur/shared/role-privileges';
import { ShieldOff } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ScreenLoader } from '../../../../components/ui/loaders';
import { useAccessStatus, useCan } from '../../../../stores/access';
import { activeRoleOf, useSessionStore } from '../../../../stores/session';
import { useProgramsManageTranslation } from '../i18n';

export const CATALOGUE_PATH = '/learning-journey';

function NoAccess() {
  const { t } = useProgramsManageTranslation();
  const role = useSessionStore((s) => s.currentRole ?? activeRoleOf(s.user));
  const failed = useAccessStatus() === 'failed';
  return (
    <section aria-labelledby="no-access-heading" className="mx-auto max-w-xl px-4 py-20 text-center sm:px-6">
      <span className="mx-auto flex size-14 items-center justify-center rounded-full bg-amber-100 text-amber-800">
        <ShieldOff className="size-7" aria-hidden />
      </span>
      <h1 id="no-access-heading" className="mt-6 text-2xl font-bold text-stone-900">
        {failed ? t('access.failedTitle') : t('access.title')}
      </h1>
      <p className="mt-3 text-stone-700">
        {failed ? t('access.failedBody') : t('access.body', { role: role ? ` (${role.display_name})` : '' })}
      </p>
      <Link to={CATALOGUE_PATH} className="btn-primary mt-8">
        {t('access.action')}
      </Link>
    </section>
  );
}

/**
 * Shows the management screens only to a role that may update "Programs and Courses" (the
 * server refuses every write anyway); waits while privileges load.
 */
export function ManageGate({ children }: { children: ReactNode }) {
  const allowed = useCan(PROGRAMS_MENU, 'update');
  const status = useAccessStatus();
  if (allowed) return children;
  if (status === 'loading') return <ScreenLoader />;
  return <NoAccess />;
}
