import type { TCircle } from '@ankur/shared/schemas/community-circles';
import { type FormEvent, useId, useState } from 'react';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';
import { INPUT_CLASS } from '../../../../components/ui/field';
import { Modal } from '../../../../components/ui/modal';
import { notify } from '../../../../components/ui/toaster';
import { ApiError } from '../../../../lib/api-client';
import { useJoinCircle, useLeaveCircle } from '../api/circles';
import { useCirclesTranslation } from '../i18n';

const failed = (e: unknown, fallback: string) => notify.error(e instanceof ApiError ? e.message : fallback);

/** The viewer's next step with a circle: join, ask (with a note), accept or decline, withdraw, leave. */
export function JoinButton({ circle, compact = false }: { circle: TCircle; compact?: boolean }) {
  const { t } = useCirclesTranslation();
  const id = useId();
  const join = useJoinCircle();
  const leave = useLeaveCircle();
  const [asking, setAsking] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const [note, setNote] = useState('');
  const size = compact ? 'px-3 py-1.5 text-sm' : '';

  const doJoin = (withNote?: string) =>
    join.mutate(
      { id: circle.circle_id, note: withNote },
      {
        onSuccess: (c: TCircle) => {
          setAsking(false);
          notify.success(c.my_status === 'requested' ? t('card.requested') : t('card.joined', { name: c.name }));
        },
        onError: (e) => failed(e, t('card.failed')),
      },
    );
  const doLeave = () =>
    leave.mutate(circle.circle_id, { onSuccess: () => setLeaving(false), onError: (e) => failed(e, t('card.failed')) });

  if (circle.archived && circle.my_status !== 'active') return null;
  if (circle.my_status === 'invited') {
    return (
      <div className="flex gap-2">
        <button type="button" className={`btn-primary ${size}`} disabled={join.isPending} onClick={() => doJoin()}>
          {t('card.accept')}
        </button>
        <button type="button" className={`btn-outline ${size}`} disabled={leave.isPending} onClick={doLeave}>
          {t('card.decline')}
        </button>
      </div>
    );
  }
  if (circle.my_status === 'requested') {
    return (
      <button type="button" className={`btn-outline ${size}`} disabled={leave.isPending} onClick={doLeave}>
        {t('card.withdraw')}
      </button>
    );
  }
  if (circle.my_status === 'active') {
    if (circle.my_role === 'owner') return null;
    return (
      <>
        <button type="button" className={`btn-outline ${size}`} onClick={() => setLeaving(true)}>
          {t('card.leave')}
        </button>
        <ConfirmDialog
          open={leaving}
          onOpenChange={setLeaving}
          title={t('page.leaveTitle')}
          confirmLabel={t('card.leave')}
          cancelLabel={t('request.cancel')}
          pending={leave.isPending}
          onConfirm={doLeave}
        >
          <p>{t('page.leaveBody')}</p>
        </ConfirmDialog>
      </>
    );
  }
  if (circle.visibility === 'public') {
    return (
      <button type="button" className={`btn-primary ${size}`} disabled={join.isPending} onClick={() => doJoin()}>
        {t('card.join')}
      </button>
    );
  }
  const submit = (e: FormEvent) => {
    e.preventDefault();
    doJoin(note.trim() || undefined);
  };
  return (
    <>
      <button type="button" className={`btn-primary ${size}`} onClick={() => setAsking(true)}>
        {t('card.request')}
      </button>
      <Modal
        open={asking}
        onOpenChange={setAsking}
        title={t('request.title', { name: circle.name })}
        description={t('request.intro')}
      >
        <form onSubmit={submit} className="flex flex-col gap-3">
          <label htmlFor={id} className="text-sm font-medium text-stone-800">
            {t('request.note')}
          </label>
          <textarea
            id={id}
            rows={3}
            maxLength={500}
            className={INPUT_CLASS}
            value={note}
            onChange={(e) => setNote(e.target.value)}
          />
          <div className="flex justify-end gap-2">
            <button type="button" className="btn-outline" onClick={() => setAsking(false)}>
              {t('request.cancel')}
            </button>
            <button type="submit" className="btn-primary" disabled={join.isPending}>
              {t('request.send')}
            </button>
          </div>
        </form>
      </Modal>
    </>
  );
}
