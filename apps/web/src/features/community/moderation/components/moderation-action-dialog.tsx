import { SUSPENSION_DAYS, type TModerationAction, type TModerationGroup } from '@ankur/shared/schemas/community';
import { useId, useState } from 'react';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';
import { Field, INPUT_CLASS } from '../../../../components/ui/field';
import { ReasonField } from '../../../../components/ui/reason-field';
import { notify } from '../../../../components/ui/toaster';
import { fieldErrorsOf, useErrorText } from '../../../../lib/api-errors';
import { useModerate } from '../api/queue';
import { useModerationTranslation } from '../i18n';

export interface PendingAction {
  group: TModerationGroup;
  action: TModerationAction;
}

/** The confirm step of a moderation action: what it does, a required reason, and (to suspend) how long. */
export function ModerationActionDialog({ pending, onClose }: { pending: PendingAction | null; onClose: () => void }) {
  const { t } = useModerationTranslation();
  const errorText = useErrorText();
  const moderate = useModerate();
  const id = useId();
  const [reason, setReason] = useState('');
  const [days, setDays] = useState<(typeof SUSPENSION_DAYS)[number]>(7);
  const close = () => {
    if (moderate.isPending) return;
    setReason('');
    setDays(7);
    moderate.reset();
    onClose();
  };
  const errors = fieldErrorsOf(moderate.error, ['reason', 'days'] as const);
  const general = moderate.isError && Object.keys(errors).length === 0 ? errorText(moderate.error) : null;
  if (!pending) return null;
  const { group, action } = pending;
  const name = group.subject?.name ?? '';
  const kind = t(`report.kinds.${group.target_kind}`);
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => !open && close()}
      title={t(`actions.titles.${action}`, { kind, name })}
      confirmLabel={t(`actions.${action}`)}
      destructive={action === 'hide' || action === 'suspend'}
      pending={moderate.isPending}
      error={general}
      width="32rem"
      onConfirm={() =>
        moderate.mutate(
          {
            target_kind: group.target_kind,
            target_id: group.target_id,
            action,
            reason: reason.trim(),
            days: action === 'suspend' ? days : undefined,
          },
          {
            onSuccess: () => {
              notify.success(t('actions.done'));
              setReason('');
              onClose();
            },
          },
        )
      }
    >
      <p>{t(`actions.explain.${action}`)}</p>
      {action === 'suspend' ? (
        <Field id={`${id}-days`} label={t('actions.days')} error={errors.days}>
          <select
            id={`${id}-days`}
            className={INPUT_CLASS}
            value={days}
            onChange={(e) => setDays(Number(e.target.value) as (typeof SUSPENSION_DAYS)[number])}
          >
            {SUSPENSION_DAYS.map((d) => (
              <option key={d} value={d}>
                {t('actions.daysOption', { count: d })}
              </option>
            ))}
          </select>
        </Field>
      ) : null}
      <ReasonField
        label={t('actions.reason')}
        value={reason}
        onChange={setReason}
        error={errors.reason ?? null}
        maxLength={1000}
      />
    </ConfirmDialog>
  );
}
