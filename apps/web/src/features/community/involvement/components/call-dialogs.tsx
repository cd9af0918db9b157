import type { TApplication, TCall } from '@ankur/shared/schemas/community-involvement';
import { type FormEvent, useId, useState } from 'react';
import { Badge } from '../../../../components/ui/badge';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';
import { Field, fieldAria, INPUT_CLASS } from '../../../../components/ui/field';
import { Modal } from '../../../../components/ui/modal';
import { QueryGate } from '../../../../components/ui/query-gate';
import { ReasonField } from '../../../../components/ui/reason-field';
import { notify } from '../../../../components/ui/toaster';
import { fieldErrorsOf, useErrorText } from '../../../../lib/api-errors';
import { useApplicants, useApply, useDecide } from '../api/involvement';
import { useInvolvementTranslation } from '../i18n';
import { PersonLine } from './page';

/** Apply to a call: a short message, optionally sharing the profile card with the organiser. */
export function ApplyDialog({ call, onClose }: { call: TCall; onClose: () => void }) {
  const { t } = useInvolvementTranslation();
  const errorText = useErrorText();
  const id = useId();
  const apply = useApply();
  const [message, setMessage] = useState('');
  const [share, setShare] = useState(true);
  const error =
    fieldErrorsOf(apply.error, ['message'] as const).message ?? (apply.error ? errorText(apply.error) : null);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    apply.mutate(
      { id: call.call_id, body: { message, share_profile: share } },
      {
        onSuccess: () => {
          notify.success(t('calls.applyDialog.sent'));
          onClose();
        },
      },
    );
  };
  return (
    <Modal
      open
      onOpenChange={(next) => (next ? null : onClose())}
      title={t('calls.applyDialog.title', { title: call.title })}
      width="34rem"
      footer={
        <>
          <button type="button" className="btn-ghost" onClick={onClose}>
            {t('common.cancel')}
          </button>
          <button type="submit" form={`${id}-form`} className="btn-primary" disabled={apply.isPending}>
            {apply.isPending ? t('calls.applyDialog.sending') : t('calls.applyDialog.submit')}
          </button>
        </>
      }
    >
      <form id={`${id}-form`} onSubmit={submit} className="flex flex-col gap-4" noValidate>
        <Field id={`${id}-message`} label={t('calls.applyDialog.message')} error={error} required>
          <textarea
            {...fieldAria(`${id}-message`, error)}
            data-autofocus
            className={INPUT_CLASS}
            rows={4}
            maxLength={1000}
            value={message}
            onChange={(e) => setMessage(e.target.value)}
          />
        </Field>
        <label className="flex items-start gap-2 text-sm text-stone-700">
          <input type="checkbox" className="mt-1" checked={share} onChange={(e) => setShare(e.target.checked)} />
          <span>
            {t('calls.applyDialog.share')}
            <span className="block text-xs text-stone-500">{t('calls.applyDialog.shareHint')}</span>
          </span>
        </label>
      </form>
    </Modal>
  );
}

const STATUS_TONE = { pending: 'amber', accepted: 'green', declined: 'red', withdrawn: 'stone' } as const;

/** The organiser's view of a call's applicants, each accepted or declined with a note. */
export function ApplicantsDialog({ call, onClose }: { call: TCall; onClose: () => void }) {
  const { t } = useInvolvementTranslation();
  const applicants = useApplicants(call.call_id);
  const [deciding, setDeciding] = useState<{ app: TApplication; status: 'accepted' | 'declined' } | null>(null);
  return (
    <Modal
      open
      onOpenChange={(next) => (next ? null : onClose())}
      title={t('calls.applicantsDialog.title', { title: call.title })}
      width="40rem"
    >
      <QueryGate
        query={applicants}
        error={{ title: t('calls.applicantsDialog.loadFailed'), retryLabel: t('common.retry'), variant: 'inline' }}
      >
        {({ data }) =>
          data.length === 0 ? (
            <p className="py-6 text-center text-sm text-stone-600">{t('calls.applicantsDialog.empty')}</p>
          ) : (
            <ul className="flex flex-col divide-y divide-stone-100">
              {data.map((app) => (
                <li key={app.application_id} className="flex flex-col gap-2 py-3">
                  <div className="flex flex-wrap items-center justify-between gap-2">
                    <PersonLine person={app.applicant} size="md" />
                    <Badge tone={STATUS_TONE[app.status]}>{t(`applicationStatus.${app.status}`)}</Badge>
                  </div>
                  <p className="text-sm whitespace-pre-line text-stone-700">{app.message}</p>
                  {app.share_profile ? (
                    <p className="text-xs text-stone-500">{t('calls.applicantsDialog.sharedProfile')}</p>
                  ) : null}
                  {app.decision_note ? (
                    <p className="rounded-lg bg-stone-50 px-3 py-2 text-sm text-stone-700">{app.decision_note}</p>
                  ) : null}
                  {app.status === 'pending' ? (
                    <div className="flex gap-2">
                      <button
                        type="button"
                        className="btn-primary"
                        disabled={call.accepted_count >= call.places}
                        onClick={() => setDeciding({ app, status: 'accepted' })}
                      >
                        {t('calls.applicantsDialog.accept')}
                      </button>
                      <button
                        type="button"
                        className="btn-outline"
                        onClick={() => setDeciding({ app, status: 'declined' })}
                      >
                        {t('calls.applicantsDialog.decline')}
                      </button>
                    </div>
                  ) : null}
                </li>
              ))}
            </ul>
          )
        }
      </QueryGate>
      {deciding ? <DecisionDialog {...deciding} onClose={() => setDeciding(null)} /> : null}
    </Modal>
  );
}

function DecisionDialog({
  app,
  status,
  onClose,
}: {
  app: TApplication;
  status: 'accepted' | 'declined';
  onClose: () => void;
}) {
  const { t } = useInvolvementTranslation();
  const errorText = useErrorText();
  const decide = useDecide();
  const [note, setNote] = useState('');
  const name = app.applicant.name;
  return (
    <ConfirmDialog
      open
      onOpenChange={(next) => (next ? null : onClose())}
      title={
        status === 'accepted'
          ? t('calls.applicantsDialog.acceptTitle', { name })
          : t('calls.applicantsDialog.declineTitle', { name })
      }
      confirmLabel={status === 'accepted' ? t('calls.applicantsDialog.accept') : t('calls.applicantsDialog.decline')}
      destructive={status === 'declined'}
      pending={decide.isPending}
      error={decide.error ? errorText(decide.error) : null}
      onConfirm={() =>
        decide.mutate(
          { id: app.application_id, body: { status, note: note.trim() || undefined } },
          {
            onSuccess: () => {
              notify.success(t('calls.applicantsDialog.decided'));
              onClose();
            },
          },
        )
      }
    >
      <ReasonField label={t('calls.applicantsDialog.noteLabel')} value={note} onChange={setNote} error={null} />
    </ConfirmDialog>
  );
}
