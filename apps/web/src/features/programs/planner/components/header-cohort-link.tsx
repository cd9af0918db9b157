import { HEADER_COHORT_ID, HEADER_COHORT_PATH } from '@ankur/shared/routes';
import { Link } from 'react-router';
import { usePlannerTranslation } from '../i18n';
import { overviewPath } from '../paths';

export interface HeaderCohortLinkProps {
  /** The signed-in user's enrolment status in program 2 (SPEC §7), or 'none' without one. */
  status: string;
  /** The header's own word for the link ("Dashboard"), so both shells say the same. */
  dashboardLabel: string;
  className?: string;
  onNavigate?: () => void;
}

/**
 * The public header's cohort link, once the enrolment is known (loaded lazily, signed in only, so
 * the landing page's first download stays small): enrolled or completed → Dashboard (/cohort/2);
 * pending → Dashboard with a "Pending" badge; no enrolment → "Join the cohort" (the program's page).
 * A withdrawn or rejected enrolment keeps Dashboard: the cohort page explains it.
 */
export default function HeaderCohortLink({
  status,
  dashboardLabel,
  className = '',
  onNavigate,
}: HeaderCohortLinkProps) {
  const { t } = usePlannerTranslation();
  if (status === 'none') {
    return (
      <Link to={overviewPath(HEADER_COHORT_ID)} className={className} onClick={onNavigate}>
        {t('header.join')}
      </Link>
    );
  }
  const pending = status === 'pending';
  return (
    <Link
      to={HEADER_COHORT_PATH}
      className={className}
      onClick={onNavigate}
      data-enrolment={status}
      aria-label={pending ? t('header.pendingLabel', { label: dashboardLabel }) : undefined}
    >
      {dashboardLabel}
      {pending ? (
        <span className="ml-1.5 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
          {t('header.pending')}
        </span>
      ) : null}
    </Link>
  );
}
