import type { TProgram } from '@ankur/shared/schemas/programs';
import { Trash2 } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';
import { notify } from '../../../../components/ui/toaster';
import { useErrorText } from '../../../../lib/api-errors';
import { useSessionStore } from '../../../../stores/session';
import { programBody, programValuesOf, useDeleteProgram, useUpdateProgram } from '../api/manage-programs';
import { useProgramsManageTranslation } from '../i18n';
import { ProgramFields, useProgramForm } from './program-form';

export const MANAGE_PATH = '/manage-cohort';

/** The Settings tab: the program's fields, and deleting the program. */
export function ProgramSettings({ program }: { program: TProgram }) {
  const { t } = useProgramsManageTranslation();
  const errorText = useErrorText();
  const navigate = useNavigate();
  const formId = useId();
  const headingId = useId();
  const userId = useSessionStore((s) => s.user?.user_id ?? 0);
  const form = useProgramForm(programValuesOf(program));
  const update = useUpdateProgram(program.program_id);
  const remove = useDeleteProgram(program.program_id, userId);
  const [formError, setFormError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);

  const unchanged = JSON.stringify(programBody(form.values)) === JSON.stringify(programBody(programValuesOf(program)));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    if (unchanged || !form.check(formId)) return;
    update.mutate(programBody(form.values), {
      onSuccess: (saved) => {
        form.reset(programValuesOf(saved));
        notify.success(t('settings.saved'));
      },
      onError: (error) => {
        if (!form.showServerError(formId, error)) setFormError(errorText(error));
      },
    });
  };

  const deleteProgram = () =>
    remove.mutate(undefined, {
      onSuccess: () => {
        notify.success(t('settings.deleted', { name: program.program_name }));
        navigate(MANAGE_PATH, { replace: true });
      },
    });

  return (
    <div className="flex max-w-2xl flex-col gap-8">
      <section aria-labelledby={headingId}>
        <h3 id={headingId} className="text-lg font-semibold text-stone-900">
          {t('settings.title')}
        </h3>
        <form id={formId} noValidate onSubmit={submit} className="mt-4 flex flex-col gap-4">
          {formError ? (
            <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
              {formError}
            </p>
          ) : null}
          <ProgramFields form={form} formId={formId} />
          <div className="flex flex-wrap items-center gap-3">
            <button type="submit" className="btn-primary" disabled={update.isPending || unchanged}>
              {update.isPending ? t('common.saving') : t('settings.save')}
            </button>
            {unchanged ? <span className="text-sm text-stone-500">{t('settings.unchanged')}</span> : null}
          </div>
        </form>
      </section>

      <section aria-labelledby={`${headingId}-danger`} className="rounded-2xl border border-red-200 bg-red-50/40 p-4">
        <h3 id={`${headingId}-danger`} className="text-base font-semibold text-red-900">
          {t('settings.dangerTitle')}
        </h3>
        <p className="mt-1 text-sm text-stone-700">{t('settings.dangerBody')}</p>
        <button
          type="button"
          className="btn mt-3 bg-red-600 text-white hover:bg-red-700"
          onClick={() => {
            remove.reset();
            setConfirming(true);
          }}
        >
          <Trash2 aria-hidden="true" className="size-4" />
          {t('settings.delete')}
        </button>
      </section>

      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('settings.confirmTitle', { name: program.program_name })}
        confirmLabel={t('settings.delete')}
        destructive
        pending={remove.isPending}
        error={remove.isError ? t('settings.deleteFailed', { reason: errorText(remove.error) }) : null}
        onConfirm={deleteProgram}
      >
        <p>{t('settings.confirmBody')}</p>
      </ConfirmDialog>
    </div>
  );
}
