import { REPORT_REASONS, type TReportReason, type TReportTargetKind } from '@ankur/shared/schemas/community';
import { type FormEvent, useId, useState } from 'react';
import { Field, fieldAria, INPUT_CLASS } from '../../../../components/ui/field';
import { Modal } from '../../../../components/ui/modal';
import { notify } from '../../../../components/ui/toaster';
import { useErrorText } from '../../../../lib/api-errors';
import { useReport } from '../api/reports';
import { useModerationTranslation } from '../i18n';

/** What is being reported: its kind, id and (optionally) a short quote shown in the dialog. */
export interface ReportTarget {
  kind: TReportTargetKind;
  id: number;
  quote?: string;
}

/**
 * "Report this …" for anything in the community (POST community/reports): a reason from the fixed
 * list and optional details. Every community capability opens this one dialog with its target.
 */
export function ReportDialog({ target, onClose }: { target: ReportTarget | null; onClose: () => void }) {
  const { t } = useModerationTranslation();
  const errorText = useErrorText();
  const id = useId();
  const formId = `${id}-form`;
  const report = useReport();
  const [reason, setReason] = useState<TReportReason>('spam');
  const [details, setDetails] = useState('');

  const close = () => {
    if (report.isPending) return;
    setReason('spam');
    setDetails('');
    report.reset();
    onClose();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!target) return;
    report.mutate(
      { target_kind: target.kind, target_id: target.id, reason, details: details.trim() || undefined },
      {
        onSuccess: (answer) => {
          notify.success(answer.already_reported ? t('report.already') : t('report.done'));
          setDetails('');
          report.reset();
          onClose();
        },
      },
    );
  };
  const error = report.isError ? errorText(report.error) : null;
  const kind = target ? t(`report.kinds.${target.kind}`) : '';

  return (
    <Modal
      open={target !== null}
      onOpenChange={(open) => !open && close()}
      title={t('report.title', { kind })}
      description={t('report.intro')}
      width="32rem"
      footer={
        <>
          <button type="button" className="btn-ghost" onClick={close} disabled={report.isPending}>
            {t('report.cancel')}
          </button>
          <button type="submit" form={formId} className="btn-primary" disabled={report.isPending}>
            {report.isPending ? t('report.sending') : t('report.submit')}
          </button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} noValidate className="flex flex-col gap-4">
        {target?.quote ? (
          <blockquote className="line-clamp-4 rounded-lg bg-stone-50 px-3 py-2 text-sm text-stone-700 ring-1 ring-stone-200">
            {target.quote}
          </blockquote>
        ) : null}
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 text-sm font-medium text-stone-800">{t('report.reason')}</legend>
          {REPORT_REASONS.map((r) => (
            <label key={r} className="flex items-center gap-2 text-sm text-stone-700">
              <input
                type="radio"
                name={`${id}-reason`}
                value={r}
                checked={reason === r}
                onChange={() => setReason(r)}
                data-autofocus={r === reason ? true : undefined}
              />
              {t(`report.reasons.${r}`)}
            </label>
          ))}
        </fieldset>
        <Field id={`${id}-details`} label={t('report.details')} error={error}>
          <textarea
            {...fieldAria(`${id}-details`, error)}
            value={details}
            rows={3}
            maxLength={1000}
            onChange={(e) => setDetails(e.target.value)}
            className={INPUT_CLASS}
          />
        </Field>
      </form>
    </Modal>
  );
}
