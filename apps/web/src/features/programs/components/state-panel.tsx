import { ApiError } from '../../../lib/api-client';
import { useProgramsTranslation } from '../i18n';

export { StatePanel } from '../../../components/ui/state-panel';

/** Why a request failed, in words a learner can act on. */
export function useErrorText() {
  const { t } = useProgramsTranslation();
  return (error: unknown): string => {
    if (error instanceof ApiError) return error.status >= 500 ? t('common.serverError') : error.message;
    return t('common.networkError');
  };
}
