import { lazy, Suspense, useEffect, useState } from 'react';
import type { ExternalToast } from 'sonner';
import { useUiTranslation } from './i18n';

/** SPEC §9: toasts sit at the top right and close by themselves after 5000 ms. */
export const TOAST_DURATION_MS = 5000;

/*
 * sonner loads on the first toast or once the browser is idle, whichever comes first: it is not
 * part of the JavaScript a first page view needs. Toasts raised before it has loaded wait for it.
 */
const loadSonner = () => import('sonner');
const SonnerToaster = lazy(() => loadSonner().then((m) => ({ default: m.Toaster })));

let wantToaster: (() => void) | null = null;
let toasterWanted = false;
let markMounted: () => void = () => {};
const toasterMounted = new Promise<void>((resolve) => {
  markMounted = resolve;
});

/** Whether anything asked for a toast in this page (tests let sonner's timers finish before teardown). */
export const toastsRequested = (): boolean => toasterWanted;

function requestToaster(): void {
  toasterWanted = true;
  wantToaster?.();
}

function Mounted({ onMount }: { onMount: () => void }) {
  useEffect(() => onMount(), [onMount]);
  return null;
}

/** Where toasts appear; mount once near the root of the app. */
export function Toaster() {
  const { t } = useUiTranslation();
  const [wanted, setWanted] = useState(toasterWanted);
  useEffect(() => {
    wantToaster = () => setWanted(true);
    if (toasterWanted) setWanted(true);
    const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 1500));
    const cancel = window.cancelIdleCallback ?? window.clearTimeout;
    const handle = idle(() => setWanted(true));
    return () => {
      wantToaster = null;
      cancel(handle);
    };
  }, []);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <SonnerToaster
        position="top-right"
        theme="light"
        duration={TOAST_DURATION_MS}
        richColors
        closeButton
        containerAriaLabel={t('toast.region')}
        toastOptions={{ closeButtonAriaLabel: t('toast.close') }}
      />
      <Mounted onMount={markMounted} />
    </Suspense>
  );
}

type NotifyOptions = Pick<ExternalToast, 'description' | 'duration' | 'action' | 'id'>;
type Kind = 'info' | 'success' | 'warning' | 'error';

let lastId = 0;

function show(kind: Kind, message: string, options?: NotifyOptions): string | number {
  const id = options?.id ?? `toast-${++lastId}`;
  requestToaster();
  void toasterMounted.then(loadSonner).then(({ toast }) => toast[kind](message, { ...options, id }));
  return id;
}

/** Shows toasts; each call returns the toast's id (for `notify.dismiss`). */
export const notify = {
  info: (message: string, options?: NotifyOptions) => show('info', message, options),
  success: (message: string, options?: NotifyOptions) => show('success', message, options),
  warning: (message: string, options?: NotifyOptions) => show('warning', message, options),
  error: (message: string, options?: NotifyOptions) => show('error', message, options),
  dismiss: (id?: string | number) => {
    void toasterMounted.then(loadSonner).then(({ toast }) => toast.dismiss(id));
  },
};
