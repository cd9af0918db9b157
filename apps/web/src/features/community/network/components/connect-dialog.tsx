import { CONNECTION_NOTE_MAX } from '@ankur/shared/schemas/community-network';
import { type FormEvent, useId, useState } from 'react';
import { Field, fieldAria, INPUT_CLASS } from '../../../../components/ui/field';
import { Modal } from '../../../../components/ui/modal';
import { notify } from '../../../../components/ui/toaster';
import { useErrorText } from '../../../../lib/api-errors';
import { useConnect } from '../api/network';
import { useNetworkTranslation } from '../i18n';

/** "Connect with …": an optional note (≤ 300 characters), then the request goes out. */
export function ConnectDialog({
  person,
  onClose,
}: {
  person: { user_id: number; name: string } | null;
  onClose: () => void;
}) {
  const { t } = useNetworkTranslation();
  const errorText = useErrorText();
  const id = useId();
  const connect = useConnect();
  const [note, setNote] = useState('');
  const close = () => {
    if (connect.isPending) return;
    setNote('');
    connect.reset();
    onClose();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!person) return;
    connect.mutate(
      { user_id: person.user_id, note: note.trim() || undefined },
      {
        onSuccess: (saved) => {
          notify.success(
            saved.status === 'accepted'
              ? t('actions.accepted', { name: person.name })
              : t('actions.requestSent', { name: person.name }),
          );
          setNote('');
          connect.reset();
          onClose();
        },
      },
    );
  };
  const error = connect.isError ? errorText(connect.error) : null;
  return (
    <Modal
      open={person !== null}
      onOpenChange={(open) => {
        if (!open) close();
      }}
      title={t('connect.title', { name: person?.name ?? '' })}
      description={t('connect.intro')}
      width="32rem"
      footer={
        <>
          <button type="button" className="btn-ghost" onClick={close} disabled={connect.isPending}>
            {t('common.cancel')}
          </button>
          <button type="submit" form={`${id}-form`} className="btn-primary" disabled={connect.isPending}>
            {t('connect.send')}
          </button>
        </>
      }
    >
      <form id={`${id}-form`} onSubmit={submit} className="flex flex-col gap-3">
        <Field
          id={`${id}-note`}
          label={t('connect.note')}
          error={error}
          aside={
            <span className="text-xs text-stone-500">
              {t('connect.noteCount', { count: note.length, max: CONNECTION_NOTE_MAX })}
            </span>
          }
        >
          <textarea
            data-autofocus
            rows={4}
            maxLength={CONNECTION_NOTE_MAX}
            value={note}
            onChange={(e) => setNote(e.target.value)}
            placeholder={t('connect.notePlaceholder')}
            className={INPUT_CLASS}
            {...fieldAria(`${id}-note`, error)}
          />
        </Field>
      </form>
    </Modal>
  );
}
