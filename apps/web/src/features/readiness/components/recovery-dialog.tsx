import { useState } from 'react';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Modal } from '../../../components/ui/modal';
import { useLanguage } from '../../../lib/i18n';
import { useReadinessTranslation } from '../i18n';
import type { Survey } from '../stores/survey';
import { relativeTime } from './format';

interface Props {
  open: boolean;
  survey: Survey;
  /** answers on this device the server does not have (they are being sent) */
  unsent: boolean;
  onContinue: () => void;
  onStartOver: () => void;
  startingOver: boolean;
  error?: string | null;
}

/**
 * SPEC §3's recovery dialog: "Continue where you left off?" with when (relative time) and how far
 * (step x of n). Start over asks once more, then the screen starts a new attempt (restart true).
 */
export function RecoveryDialog({ open, survey, unsent, onContinue, onStartOver, startingOver, error }: Props) {
  const { t } = useReadinessTranslation();
  const language = useLanguage();
  const [confirming, setConfirming] = useState(false);
  const when = relativeTime(survey.lastActivityAt, language, t('time.justNow'));
  return (
    <>
      <Modal
        open={open && !confirming}
        onOpenChange={(next) => {
          if (!next) onContinue();
        }}
        title={t('take.recovery.title')}
        width="30rem"
        footer={
          <>
            <button type="button" className="btn-ghost" onClick={() => setConfirming(true)}>
              {t('take.recovery.startOver')}
            </button>
            <button type="button" className="btn-primary" data-autofocus onClick={onContinue}>
              {t('take.recovery.continue')}
            </button>
          </>
        }
      >
        <div className="flex flex-col gap-2 text-sm text-stone-700">
          <p>
            {t('take.recovery.body', {
              when,
              step: Math.min(survey.currentStep + 1, survey.totalSteps),
              total: survey.totalSteps,
            })}
          </p>
          {unsent ? <p>{t('take.recovery.unsent')}</p> : null}
        </div>
      </Modal>
      <ConfirmDialog
        open={open && confirming}
        onOpenChange={(next) => {
          if (!next) setConfirming(false);
        }}
        title={t('take.recovery.confirmTitle')}
        confirmLabel={t('take.recovery.confirm')}
        destructive
        pending={startingOver}
        error={error}
        onConfirm={onStartOver}
      >
        <p>{t('take.recovery.confirmBody')}</p>
      </ConfirmDialog>
    </>
  );
}
