import type { ReactNode } from 'react';
import { useUiTranslation } from './i18n';
import { Modal } from './modal';

interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  children?: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  /** A red confirm button (deleting, removing, discarding). */
  destructive?: boolean;
  pending?: boolean;
  /** Why the last attempt failed (the server's message). */
  error?: string | null;
  onConfirm: () => void;
  /** The dialog's width (CSS length); 30rem by default. */
  width?: string;
}

/**
 * A yes/no question in the shared Modal: publishing, archiving, deleting, removing a member,
 * discarding changes. While `pending`, it cannot be closed and both buttons are disabled.
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const { t } = useUiTranslation();
  const { open, onOpenChange, title, children, confirmLabel, destructive, pending, error, onConfirm } = props;
  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        if (!pending) onOpenChange(next);
      }}
      title={title}
      width={props.width ?? '30rem'}
      footer={
        <>
          <button type="button" className="btn-ghost" disabled={pending} onClick={() => onOpenChange(false)}>
            {props.cancelLabel ?? t('confirm.cancel')}
          </button>
          <button
            type="button"
            className={destructive ? 'btn bg-red-600 text-white hover:bg-red-700' : 'btn-primary'}
            disabled={pending}
            onClick={onConfirm}
          >
            {pending ? t('confirm.working') : confirmLabel}
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
