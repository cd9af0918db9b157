import type { TNudgeResult, TReadinessKey } from '@ankur/shared/schemas/readiness';
import { useState } from 'react';
import { Field, fieldAria, INPUT_CLASS } from '../../../components/ui/field';
import { Modal } from '../../../components/ui/modal';
import { notify } from '../../../components/ui/toaster';
import { useErrorText } from '../../../lib/api-errors';
import { useReadinessManageTranslation } from '../manage/i18n';
import { useNudge } from './api';
import type { Member } from './members-table';

const MESSAGE_MAX = 1000;

/** What a nudge did, in one sentence for the toast. */
export function useNudgeSummary() {
  const { t } = useReadinessManageTranslation();
  return (result: TNudgeResult) => {
    if (result.sent.length === 0) return t('cohort.nudge.noneSent');
    const sent = t('cohort.nudge.sent', { count: result.sent.length });
    return result.skipped.length > 0 ? `${sent} ${t('cohort.nudge.skipped', { count: result.skipped.length })}` : sent;
  };
}

function NudgeForm({
  cohortId,
  assessment,
  members,
  onDone,
}: {
  cohortId: number;
  assessment: TReadinessKey;
  members: Member[];
  onDone: () => void;
}) {
  const { t } = useReadinessManageTranslation();
  const errorText = useErrorText();
  const title = t(`assessments.${assessment}`);
  const [message, setMessage] = useState(() => t('cohort.nudge.defaultMessage', { assessment: title }));
  const [empty, setEmpty] = useState(false);
  const nudge = useNudge(cohortId);
  const summary = useNudgeSummary();

  const send = () => {
    if (message.trim() === '') {
      setEmpty(true);
      return;
    }
    nudge.mutate(
      { key: assessment, user_ids: members.map((m) => m.user_id), message: message.trim() },
      {
        onSuccess: (result) => {
          (result.sent.length > 0 ? notify.success : notify.info)(summary(result));
          onDone();
        },
      },
    );
  };
  const error = empty ? t('cohort.nudge.empty') : null;

  return (
    <form
      id="readiness-nudge-form"
      className="flex flex-col gap-4"
      onSubmit={(e) => {
        e.preventDefault();
        send();
      }}
    >
      <p className="text-sm font-medium text-stone-800">
        {members.length === 1
          ? t('cohort.nudge.to', { count: 1, name: members[0]?.name ?? '' })
          : t('cohort.nudge.to', { count: members.length, name: '' })}
      </p>
      <Field
        id="readiness-nudge-message"
        label={t('cohort.nudge.message')}
        hint={t('cohort.nudge.hint')}
        error={error}
        required
        aside={
          <span className="text-xs text-stone-500">
            {message.length}/{MESSAGE_MAX}
          </span>
        }
      >
        <textarea
          {...fieldAria('readiness-nudge-message', error, true)}
          data-autofocus
          rows={6}
          maxLength={MESSAGE_MAX}
          className={INPUT_CLASS}
          value={message}
          onChange={(e) => {
            setMessage(e.target.value);
            setEmpty(false);
          }}
        />
      </Field>
      {nudge.isError ? (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
          {t('cohort.nudge.failed')}: {errorText(nudge.error)}
        </p>
      ) : null}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <button type="button" className="btn-ghost" disabled={nudge.isPending} onClick={onDone}>
          {t('cohort.nudge.cancel')}
        </button>
        <button type="submit" className="btn-primary" disabled={nudge.isPending}>
          {nudge.isPending ? t('cohort.nudge.sending') : t('cohort.nudge.send')}
        </button>
      </div>
    </form>
  );
}

/** The nudge: an editable message (in the viewer's language, naming the assessment) to one or many members. */
export function NudgeDialog({
  cohortId,
  assessment,
  members,
  onClose,
}: {
  cohortId: number;
  assessment: TReadinessKey;
  members: Member[] | null;
  onClose: () => void;
}) {
  const { t } = useReadinessManageTranslation();
  return (
    <Modal
      open={members !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t('cohort.nudge.title', { assessment: t(`assessments.${assessment}`) })}
      width="34rem"
    >
      {members ? <NudgeForm cohortId={cohortId} assessment={assessment} members={members} onDone={onClose} /> : null}
    </Modal>
  );
}
