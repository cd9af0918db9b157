import { type RefObject, useEffect } from 'react';
import { useBlocker } from 'react-router';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';
import { useManageTranslation } from '../manage/i18n';

/**
 * Warns before leaving with unsaved changes: another screen of the app asks in a dialog (the
 * router's blocker), closing or reloading the tab asks the browser's own question.
 */
export function UnsavedGuard({ dirty, dirtyRef }: { dirty: boolean; dirtyRef: RefObject<boolean> }) {
  const { t } = useManageTranslation();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => dirtyRef.current && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      if (dirtyRef.current) event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty, dirtyRef]);
  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      onOpenChange={(open) => {
        if (!open && blocker.state === 'blocked') blocker.reset();
      }}
      title={t('editor.unsavedTitle')}
      confirmLabel={t('editor.leave')}
      cancelLabel={t('editor.stay')}
      destructive
      onConfirm={() => blocker.proceed?.()}
    >
      <p className="text-sm text-stone-700">{t('editor.unsavedBody')}</p>
    </ConfirmDialog>
  );
}
