import { type FormEvent, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { Modal } from '../../../../components/ui/modal';
import { notify } from '../../../../components/ui/toaster';
import { useErrorText } from '../../../../lib/api-errors';
import { EMPTY_PROGRAM, useCreateProgram } from '../api/manage-programs';
import { useProgramsManageTranslation } from '../i18n';
import { ProgramFields, useProgramForm } from './program-form';

export const manageProgramPath = (programId: number) => `/manage-cohort/${programId}`;

/** "New program": the program's fields; once created, its page opens. */
export function CreateProgramDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useProgramsManageTranslation();
  const errorText = useErrorText();
  const navigate = useNavigate();
  const formId = useId();
  const form = useProgramForm(EMPTY_PROGRAM);
  const create = useCreateProgram();
  const [formError, setFormError] = useState<string | null>(null);

  const close = (next: boolean) => {
    if (create.isPending) return;
    if (!next) {
      form.reset(EMPTY_PROGRAM);
      setFormError(null);
      create.reset();
    }
    onOpenChange(next);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    if (!form.check(formId)) return;
    create.mutate(form.values, {
      onSuccess: (program) => {
        notify.success(t('create.created'));
        onOpenChange(false);
        form.reset(EMPTY_PROGRAM);
        navigate(manageProgramPath(program.program_id));
      },
      onError: (error) => {
        if (!form.showServerError(formId, error)) setFormError(errorText(error));
      },
    });
  };

  return (
    <Modal
      open={open}
      onOpenChange={close}
      title={t('create.title')}
      description={t('create.description')}
      width="36rem"
      footer={
        <>
          <button type="button" className="btn-ghost" disabled={create.isPending} onClick={() => close(false)}>
            {t('common.cancel')}
          </button>
          <button type="submit" form={formId} className="btn-primary" disabled={create.isPending}>
            {create.isPending ? t('create.creating') : t('create.submit')}
          </button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={submit} className="flex flex-col gap-4">
        {formError ? (
          <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
            {formError}
          </p>
        ) : null}
        <ProgramFields form={form} formId={formId} />
      </form>
    </Modal>
  );
}
