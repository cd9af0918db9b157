import { Modal } from '../../../../components/ui/modal';
import { formatNumber, useLanguage } from '../../../../lib/i18n';
import type { ReportLearner } from '../api/program-report';
import { useReportsTranslation } from '../i18n';

/** "Reject this request?": open while `learner` is set. */
export function RejectDialog({
  learner,
  onCancel,
  onConfirm,
}: {
  learner: ReportLearner | null;
  onCancel: () => void;
  onConfirm: (learner: ReportLearner) => void;
}) {
  const { t } = useReportsTranslation();
  return (
    <Modal
      open={learner !== null}
      onOpenChange={(open) => {
        if (!open) onCancel();
      }}
      title={t('enrolments.confirmReject.title')}
      description={
        learner ? t('enrolments.confirmReject.body', { name: learner.name, email: learner.email }) : undefined
      }
      width="28rem"
      footer={
        <>
          <button type="button" className="btn-ghost" onClick={onCancel}>
            {t('enrolments.confirmReject.keep')}
          </button>
          <button
            type="button"
            className="btn bg-red-700 text-white hover:bg-red-800"
            onClick={() => learner && onConfirm(learner)}
          >
            {t('enrolments.confirmReject.confirm')}
          </button>
        </>
      }
    />
  );
}

/** "Approve all N pending requests?" */
export function ApproveAllDialog({
  open,
  count,
  onCancel,
  onConfirm,
}: {
  open: boolean;
  count: number;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const { t } = useReportsTranslation();
  const language = useLanguage();
  return (
    <Modal
      open={open && count > 0}
      onOpenChange={(next) => {
        if (!next) onCancel();
      }}
      title={t('enrolments.confirmAll.title', { count, n: formatNumber(count, language) })}
      description={t('enrolments.confirmAll.body')}
      width="28rem"
      footer={
        <>
          <button type="button" className="btn-ghost" onClick={onCancel}>
            {t('enrolments.confirmAll.keep')}
          </button>
          <button type="button" className="btn-primary" onClick={onConfirm}>
            {t('enrolments.confirmAll.confirm')}
          </button>
        </>
      }
    />
  );
}
