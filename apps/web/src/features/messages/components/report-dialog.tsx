import { REPORT_REASON_MAX, type TMessage } from '@ankur/shared/schemas/messages';
import { type FormEvent, useId, useState } from 'react';
import { Field, fieldAria, INPUT_CLASS } from '../../../components/ui/field';
import { Modal } from '../../../components/ui/modal';
import { notify } from '../../../components/ui/toaster';
import { useErrorText } from '../../../lib/api-errors';
import { useFormatNumber } from '../../../lib/i18n';
import { useReportMessage } from '../api/messages';
import { useMessagesTranslation } from '../i18n';
import { MessageText } from './message-text';

/** "Report this message": a reason, sent to the administrators (POST messages/{id}/report). */
export function ReportDialog({ message, onClose }: { message: TMessage | null; onClose: () => void }) {
  const { t } = useMessagesTranslation();
  const errorText = useErrorText();
  const formatNumber = useFormatNumber();
  const id = useId();
  const formId = `${id}-form`;
  const report = useReportMessage();
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const close = () => {
    if (report.isPending) return;
    setReason('');
    setProblem(null);
    report.reset();
    onClose();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!message) return;
    const text = reason.trim();
    if (!text) return setProblem(t('report.required'));
    if (text.length > REPORT_REASON_MAX)
      return setProblem(t('report.tooLong', { max: formatNumber(REPORT_REASON_MAX) }));
    setProblem(null);
    report.mutate(
      { messageId: message.message_id, reason: text },
      {
        onSuccess: () => {
          notify.success(t('report.done'));
          setReason('');
          report.reset();
          onClose();
        },
      },
    );
  };
  const error = problem ?? (report.isError ? errorText(report.error) : null);

  return (
    <Modal
      open={message !== null}
      onOpenChange={(open) => !open && close()}
      title={t('report.title')}
      description={t('report.intro')}
      width="32rem"
      footer={
        <>
          <button type="button" className="btn-ghost" onClick={close} disabled={report.isPending}>
            {t('common.cancel')}
          </button>
          <button type="submit" form={formId} className="btn-primary" disabled={report.isPending}>
            {report.isPending ? t('report.sending') : t('report.submit')}
          </button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} noValidate className="flex flex-col gap-4">
        {message?.body ? (
          <blockquote className="rounded-lg bg-stone-50 px-3 py-2 text-sm text-stone-700 ring-1 ring-stone-200">
            <span className="mb-1 block text-xs font-semibold text-stone-500">{message.sender_name}</span>
            <MessageText text={message.body} />
          </blockquote>
        ) : null}
        <Field id={`${id}-reason`} label={t('report.reason')} hint={t('report.reasonHint')} error={error} required>
          <textarea
            {...fieldAria(`${id}-reason`, error, true)}
            value={reason}
            rows={4}
            maxLength={REPORT_REASON_MAX}
            onChange={(e) => setReason(e.target.value)}
            className={INPUT_CLASS}
          />
        </Field>
      </form>
    </Modal>
  );
}
