import type { FormEvent, ReactNode } from 'react';
import { Modal } from '../../../../components/ui/modal';
import { changeErrorMessage } from '../errors';

interface FormModalProps {
  title: string;
  description?: string;
  /** the form's id (the footer's submit button points at it) */
  id: string;
  width?: string;
  /** a save is running: closing and submitting wait for it */
  pending: boolean;
  /** the failed save's error, shown above the fields */
  error: unknown;
  /** the message when the server's answer names nothing, e.g. 'The role could not be saved.' */
  errorFallback: string;
  submitLabel: string;
  onSubmit: (event: FormEvent) => void;
  onClose: () => void;
  children: ReactNode;
}

/** The Admin Center's create/edit dialog: a form, its save error, Cancel and the submit button. */
export function FormModal(props: FormModalProps) {
  const { id, pending } = props;
  return (
    <Modal
      open
      onOpenChange={(open) => !open && !pending && props.onClose()}
      title={props.title}
      description={props.description}
      width={props.width ?? '32rem'}
      footer={
        <>
          <button type="button" className="btn-ghost" onClick={props.onClose} disabled={pending}>
            Cancel
          </button>
          <button type="submit" form={id} className="btn-primary" disabled={pending}>
            {pending ? 'Saving…' : props.submitLabel}
          </button>
        </>
      }
    >
      <form id={id} noValidate onSubmit={props.onSubmit} className="flex flex-col gap-4">
        {props.error ? (
          <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
            {changeErrorMessage(props.error, props.errorFallback)}
          </p>
        ) : null}
        {props.children}
      </form>
    </Modal>
  );
}
