import { useMemo } from 'react';
import { type TFunction, type TOptions, useLanguage, useTranslation } from '../../../../lib/i18n';
import { COMPETITIONS_NS } from '../../i18n';
import type { CompetitionsManageMessages as ManageMessages } from '../../locales/manage.en';

/** t() of the organiser's screen: the `manage` part of the competitions namespace, and the language on screen. */
export function useManageTranslation(): { t: TFunction<ManageMessages>; language: string } {
  const { t } = useTranslation(COMPETITIONS_NS);
  const language = useLanguage();
  const scoped = useMemo(() => {
    const lookup = t as unknown as (key: string, options?: TOptions) => unknown;
    return ((key: string, options?: TOptions) => lookup(`manage.${key}`, options)) as TFunction<ManageMessages>;
  }, [t]);
  return { t: scoped, language };
}
