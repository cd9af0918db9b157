import { BadgeCheck } from 'lucide-react';
import { useInvestorBadge } from '../api/investors';
import { useInvestorsTranslation } from '../i18n';

/** "Verified investor" beside a person's name, shown only when they are one (profiles, lists). */
export function VerifiedInvestorBadge({ userId }: { userId: number }) {
  const { t } = useInvestorsTranslation();
  const badge = useInvestorBadge(userId);
  if (!badge.data?.verified) return null;
  return (
    <span className="inline-flex items-center gap-1 rounded-full bg-sky-100 px-2 py-0.5 text-xs font-medium text-sky-800">
      <BadgeCheck aria-hidden="true" className="size-3.5" />
      {t('badge')}
    </span>
  );
}
