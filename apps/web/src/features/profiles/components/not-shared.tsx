import { UserX } from 'lucide-react';
import { Link } from 'react-router';
import { StatePanel } from '../../../components/ui/state-panel';
import { useProfilesTranslation } from '../i18n';

/** The 404 of the profile screens: nothing shared with this viewer (or no such person). */
export function NotShared({ body }: { body?: string }) {
  const { t } = useProfilesTranslation();
  return (
    <StatePanel Icon={UserX} title={t('common.notFoundTitle')} body={body ?? t('common.notFoundBody')} heading="h1">
      <Link to="/home" className="btn-primary">
        {t('common.goHome')}
      </Link>
    </StatePanel>
  );
}

/** The id in a route's parameter, or 0 when it is not a positive whole number. */
export const idParam = (value: string | undefined) => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 && n <= 2147483647 ? n : 0;
};
