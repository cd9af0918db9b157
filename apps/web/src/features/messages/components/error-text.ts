import { useCallback } from 'react';
import { ApiError } from '../../../lib/api-client';
import { useMessagesTranslation } from '../i18n';

/** Why a request failed, in words a person can act on (the API's own message for a 4xx). */
export function useErrorText() {
  const { t } = useMessagesTranslation();
  return useCallback(
    (error: unknown): string => {
      if (error instanceof ApiError) return error.status >= 500 ? t('common.serverError') : error.message;
      return t('common.networkError');
    },
    [t],
  );
}
