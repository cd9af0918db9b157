import { GROUP_TITLE_MAX } from '@ankur/shared/schemas/messages';
import { type FormEvent, useId, useState } from 'react';
import { Field, fieldAria, INPUT_CLASS } from '../../../components/ui/field';
import { Modal } from '../../../components/ui/modal';
import { notify } from '../../../components/ui/toaster';
import { useErrorText } from '../../../lib/api-errors';
import { useUpdateConversation } from '../api/conversations';
import { useMessagesTranslation } from '../i18n';

/** The group owner renames the group (PATCH conversations/{id} { title }); everyone sees it live. */
export function RenameGroupDialog({
  conversationId,
  title,
  open,
  onOpenChange,
}: {
  conversationId: number;
  title: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useMessagesTranslation();
  const errorText = useErrorText();
  const id = useId();
  const update = useUpdateConversation();
  const [name, setName] = useState(title);
  const [problem, setProblem] = useState<string | null>(null);
  const close = (next: boolean) => {
    if (update.isPending) return;
    if (next) setName(title);
    setProblem(null);
    update.reset();
    onOpenChange(next);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = name.trim();
    if (!next) return setProblem(t('create.nameRequired'));
    if (next === title) return close(false);
    update.mutate(
      { conversationId, title: next },
      {
        onSuccess: () => {
          notify.success(t('rename.done', { title: next }));
          onOpenChange(false);
        },
      },
    );
  };
  const error = problem ?? (update.isError ? errorText(update.error) : null);
  return (
    <Modal
      open={open}
      onOpenChange={close}
      title={t('rename.title')}
      width="28rem"
      footer={
        <>
          <button type="button" className="btn-ghost" onClick={() => close(false)} disabled={update.isPending}>
            {t('common.cancel')}
          </button>
          <button type="submit" form={`${id}-rename`} className="btn-primary" disabled={update.isPending}>
            {update.isPending ? t('rename.saving') : t('common.save')}
          </button>
        </>
      }
    >
      <form id={`${id}-rename`} onSubmit={submit} noValidate>
        <Field id={`${id}-title`} label={t('create.groupName')} error={error} required>
          <input
            {...fieldAria(`${id}-title`, error)}
            value={name}
            maxLength={GROUP_TITLE_MAX}
            onChange={(e) => {
              setName(e.target.value);
              setProblem(null);
            }}
            className={INPUT_CLASS}
          />
        </Field>
      </form>
    </Modal>
  );
}
