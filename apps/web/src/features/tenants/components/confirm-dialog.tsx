import type { ReactNode } from 'react';
import { Modal } from '../../../components/ui/modal';

interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  children?: ReactNode;
  confirmLabel: string;
  pending?: boolean;
  /** Why the last attempt failed (the server's message). */
  error?: string | null;
  onConfirm: () => void;
}

/** A destructive yes/no question (remove a member, revoke an invitation) in the shared Modal. */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  children,
  confirmLabel,
  pending,
  error,
  onConfirm,
}: ConfirmDialogProps) {
  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        if (!pending) onOpenChange(next);
      }}
      title={title}
      width="28rem"
      footer={
        <>
          <button type="button" className="btn-ghost" disabled={pending} onClick={() => onOpenChange(false)}>
            Cancel
          </button>
          <button
            type="button"
            className="btn bg-red-600 text-white hover:bg-red-700"
            disabled={pending}
            onClick={onConfirm}
          >
            {pending ? 'Working…' : confirmLabel}
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
