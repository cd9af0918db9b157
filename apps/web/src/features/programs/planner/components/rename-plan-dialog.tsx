import { useId, useState } from 'react';
import { Field, fieldAria, INPUT_CLASS } from '../../../../components/ui/field';
import { Modal } from '../../../../components/ui/modal';
import { notify } from '../../../../components/ui/toaster';
import { useErrorText } from '../../../../lib/api-errors';
import { useRenamePlan } from '../api/plans';
import { usePlannerTranslation } from '../i18n';

/** Renames a plan (PATCH plans/{planId}); mount it afresh (a new key) each time it opens. */
export function RenamePlanDialog({
  planId,
  currentName,
  open,
  onOpenChange,
}: {
  planId: number;
  currentName: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = usePlannerTranslation();
  const errorText = useErrorText();
  const id = useId();
  const rename = useRenamePlan(planId);
  const [name, setName] = useState(currentName);
  const [submitted, setSubmitted] = useState(false);
  const trimmed = name.trim();
  const error = trimmed === '' ? t('dialog.errors.name') : trimmed.length > 120 ? t('dialog.errors.nameLong') : null;

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (error) return;
    if (trimmed === currentName) {
      onOpenChange(false);
      return;
    }
    onOpenChange(false);
    rename.mutate(trimmed, {
      onSuccess: () => notify.success(t('rename.saved')),
      onError: (e) => notify.error(t('rename.failed', { reason: errorText(e) })),
    });
  };

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={t('rename.title')}
      width="28rem"
      footer={
        <>
          <button type="button" className="btn-ghost" onClick={() => onOpenChange(false)}>
            {t('dialog.cancel')}
          </button>
          <button type="submit" form={`${id}-form`} className="btn-primary">
            {t('rename.save')}
          </button>
        </>
      }
    >
      <form id={`${id}-form`} noValidate onSubmit={submit}>
        <Field id={`${id}-name`} label={t('dialog.name')} required error={submitted ? error : null}>
          <input
            {...fieldAria(`${id}-name`, submitted ? error : null)}
            className={INPUT_CLASS}
            value={name}
            maxLength={120}
            autoComplete="off"
            onChange={(event) => setName(event.target.value)}
          />
        </Field>
      </form>
    </Modal>
  );
}
