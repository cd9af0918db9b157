import { type ExternalToast, Toaster as SonnerToaster, toast } from 'sonner';
import { useUiTranslation } from './i18n';

/** SPEC §9: toasts sit at the top right and close by themselves after 5000 ms. */
export const TOAST_DURATION_MS = 5000;

/** Where toasts appear; mount once near the root of the app. */
export function Toaster() {
  const { t } = useUiTranslation();
  return (
    <SonnerToaster
      position="top-right"
      theme="light"
      duration={TOAST_DURATION_MS}
      richColors
      closeButton
      containerAriaLabel={t('toast.region')}
      toastOptions={{ closeButtonAriaLabel: t('toast.close') }}
    />
  );
}

type NotifyOptions = Pick<ExternalToast, 'description' | 'duration' | 'action' | 'id'>;

/** Shows toasts; each call returns the toast's id (for `notify.dismiss`). */
export const notify = {
  info: (message: string, options?: NotifyOptions) => toast.info(message, options),
  success: (message: string, options?: NotifyOptions) => toast.success(message, options),
  warning: (message: string, options?: NotifyOptions) => toast.warning(message, options),
  error: (message: string, options?: NotifyOptions) => toast.error(message, options),
  dismiss: (id?: string | number) => toast.dismiss(id),
};
