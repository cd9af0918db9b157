import type { ReactNode } from 'react';
import { Modal } from '../../../../components/ui/modal';
import { useProgramsManageTranslation } from '../i18n';

interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  children?: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  /** A red confirm button (deleting, discarding). */
  destructive?: boolean;
  pending?: boolean;
  /** Why the last attempt failed (the server's message). */
  error?: string | null;
  onConfirm: () => void;
}

/** A yes/no question in the shared Modal (publishing, archiving, deleting, discarding changes). */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const { t } = useProgramsManageTranslation();
  const { open, onOpenChange, title, children, confirmLabel, destructive, pending, error, onConfirm } = props;
  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        if (!pending) onOpenChange(next);
      }}
      title={title}
      width="30rem"
      footer={
        <>
          <button type="button" className="btn-ghost" disabled={pending} onClick={() => onOpenChange(false)}>
            {props.cancelLabel ?? t('common.cancel')}
          </button>
          <button
            type="button"
            className={destructive ? 'btn bg-red-600 text-white hover:bg-red-700' : 'btn-primary'}
            disabled={pending}
            onClick={onConfirm}
          >
            {pending ? t('common.working') : confirmLabel}
          </button>
        </>
      }
    >
      <div className="flex flex-col gap-3 text-sm text-stone-700">
        {children}
        {error ? (
          <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-red-800">
            {error}
          </p>
        ) : null}
      </div>
    </Modal>
  );
}
