import { registerMessages, useTranslation } from '../../../lib/i18n';
import en from './locales/en';

/**
 * The administrators' editor (/readiness-journey/manage) and the cohort's readiness view (in the
 * cohort's screens) have their own namespace beside the journey's `readiness`: they load only there.
 */
export const READINESS_MANAGE_NS = 'readinessManage';
// Hindi loads only once it is chosen (or is already on screen: then this module waits for it)
await registerMessages(READINESS_MANAGE_NS, { en, hi: () => import('./locales/hi') });

/** t() of the "readinessManage" namespace, in the language on screen. */
export function useReadinessManageTranslation() {
  return useTranslation(READINESS_MANAGE_NS);
}
