import { useEffect, useRef } from 'react';
import { setLanguage, useLanguage } from '../../../lib/i18n';
import { useSessionStore } from '../../../stores/session';
import { useAccountSettings, useSaveAccountSettings } from './account';

/**
 * The language follows the person: once signed in, the language stored in their settings is put
 * on screen; a later switch (the header's, or /settings) is saved back to their settings. Mounted
 * once by the signed-in shell. A failed load or save leaves the language of this device as it is.
 */
export function useAccountLanguageSync(): void {
  const userId = useSessionStore((s) => s.user?.user_id ?? null);
  const language = useLanguage();
  const settings = useAccountSettings(userId !== null);
  const save = useSaveAccountSettings();
  const appliedFor = useRef<number | null>(null);
  // while the stored language loads, the one still on screen is not a choice to save
  const applying = useRef(false);
  const stored = settings.data?.language;
  const { mutate, isPending } = save;

  useEffect(() => {
    if (userId === null || !stored) return;
    if (appliedFor.current !== userId) {
      appliedFor.current = userId;
      if (stored !== language) {
        applying.current = true;
        void setLanguage(stored).finally(() => {
          applying.current = false;
        });
      }
      return;
    }
    if (language !== stored && !isPending && !applying.current) mutate({ language });
  }, [userId, stored, language, mutate, isPending]);
}
