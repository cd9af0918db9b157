import type { TSubmission } from '@ankur/shared/schemas/programs';
import { UPLOAD_MAX_BYTES } from '@ankur/shared/schemas/uploads';
import { CheckCircle2, CircleAlert, Lock, Send, X } from 'lucide-react';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Field, fieldAria, INPUT_CLASS } from '../../../components/ui/field';
import { QueryErrorPanel } from '../../../components/ui/query-gate';
import { useErrorText } from '../../../lib/api-errors';
import { useFormatNumber } from '../../../lib/i18n';
import { UPLOAD_ACCEPT, uploadProblem } from '../../../lib/upload-file';
import { useMySubmissions, useSubmitAssignment } from '../api/submissions';
import { isForbidden } from '../api/unit-progress';
import { useProgramsTranslation } from '../i18n';
import { ReviewerFeedback, SubmissionHistory, useFileSize } from './submission-history';

const MAX_MB = UPLOAD_MAX_BYTES / (1024 * 1024);
/** The longest text answer (ZSubmissionCreate's body). */
export const SUBMISSION_BODY_MAX = 20_000;

/** Where the latest submission stands, shown above the form: feedback to act on, waiting, or approved. */
function LatestStatus({ latest, justSent }: { latest: TSubmission; justSent: boolean }) {
  const { t } = useProgramsTranslation();
  const ref = useRef<HTMLDivElement>(null);
  // the form that had focus is gone: the confirmation takes it
  useEffect(() => {
    if (justSent) ref.current?.focus();
  }, [justSent]);
  if (latest.status === 'changes_requested') {
    return (
      <div className="flex flex-col gap-2 rounded-2xl bg-amber-50 p-4 ring-2 ring-amber-300 sm:p-5">
        <h2 className="flex items-center gap-2 font-semibold text-amber-950">
          <CircleAlert aria-hidden="true" className="size-5 shrink-0 text-amber-700" />
          {t('assignment.changesTitle')}
        </h2>
        {latest.feedback ? <ReviewerFeedback feedback={latest.feedback} prominent /> : null}
        <p className="text-sm text-amber-950">{t('assignment.changesBody')}</p>
      </div>
    );
  }
  const approved = latest.status === 'approved';
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role={justSent ? 'status' : undefined}
      className="flex items-start gap-3 rounded-2xl bg-brand-50 p-4 text-sm text-brand-950 ring-1 ring-brand-200"
    >
      <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
      <div className="flex min-w-0 flex-col gap-2">
        <p>
          {justSent ? t('assignment.submitted') : approved ? t('assignment.approvedBody') : t('assignment.pendingBody')}
        </p>
        {approved && latest.feedback ? <ReviewerFeedback feedback={latest.feedback} prominent={false} /> : null}
      </div>
    </div>
  );
}

/**
 * An assignment unit's panel: where the latest submission stands, the form (a text answer, a
 * file, or both; the file is uploaded first), and every earlier submission. Submitting completes
 * the unit; a new version may be sent at any time, and is asked for when changes were requested.
 */
export function AssignmentPanel({ programId, unitId }: { programId: number; unitId: number }) {
  const { t } = useProgramsTranslation();
  const errorText = useErrorText();
  const number = useFormatNumber();
  const size = useFileSize();
  const id = useId();
  const submissions = useMySubmissions(programId, unitId);
  const submit = useSubmitAssignment(programId, unitId);
  const [body, setBody] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [missing, setMissing] = useState(false);
  const [phase, setPhase] = useState<'uploading' | 'sending' | null>(null);
  const [newVersion, setNewVersion] = useState(false);
  const [justSent, setJustSent] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  // "Submit a new version" goes away as the form opens: focus moves into the form
  useEffect(() => {
    if (newVersion) document.getElementById(`${id}-answer`)?.focus();
  }, [newVersion, id]);

  if (submissions.isPending) {
    return (
      <p role="status" className="animate-pulse rounded-xl bg-stone-50 px-4 py-6 text-sm text-stone-600">
        {t('assignment.loading')}
      </p>
    );
  }
  if (submissions.isError) {
    const forbidden = isForbidden(submissions.error);
    return (
      <QueryErrorPanel
        variant="inline"
        inline={{ layout: 'stack' }}
        Icon={forbidden ? Lock : CircleAlert}
        title={forbidden ? t('learning.locked.closedTitle') : t('assignment.loadError')}
        body={forbidden ? t('learning.locked.closedBody') : undefined}
        error={submissions.error}
        onRetry={forbidden ? undefined : () => void submissions.refetch()}
      />
    );
  }

  const items = submissions.data;
  const latest = items[0];
  const formOpen = !latest || latest.status === 'changes_requested' || newVersion;
  const pending = submit.isPending;

  const clearFile = () => {
    setFile(null);
    if (fileInput.current) fileInput.current.value = '';
  };
  const chooseFile = (chosen: File | undefined) => {
    setFileError(null);
    if (!chosen) return clearFile();
    const problem = uploadProblem(chosen);
    if (problem) {
      clearFile();
      setFileError(problem === 'too-large' ? t('assignment.fileTooLarge', { size: MAX_MB }) : t('assignment.fileType'));
      return;
    }
    setMissing(false);
    setFile(chosen);
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    if (!body.trim() && !file) {
      setMissing(true);
      document.getElementById(`${id}-answer`)?.focus();
      return;
    }
    setJustSent(false);
    setPhase(file ? 'uploading' : 'sending');
    submit.mutate(
      { body, file, onUploaded: () => setPhase('sending') },
      {
        onSuccess: () => {
          setBody('');
          clearFile();
          setNewVersion(false);
          setJustSent(true);
        },
        onSettled: () => setPhase(null),
      },
    );
  };

  const answerError = missing ? t('assignment.required') : null;
  const failure = submit.error
    ? isForbidden(submit.error)
      ? t('learning.locked.closedBody')
      : t('assignment.submitFailed', { reason: errorText(submit.error) })
    : null;
  const revising = latest?.status === 'changes_requested';

  return (
    <div className="flex flex-col gap-5">
      {latest ? <LatestStatus latest={latest} justSent={justSent} /> : null}
      {formOpen ? (
        <form
          aria-labelledby={`${id}-title`}
          onSubmit={onSubmit}
          noValidate
          className="flex flex-col gap-4 rounded-2xl p-4 ring-1 ring-stone-200 sm:p-5"
        >
          <div>
            <h2 id={`${id}-title`} className="font-semibold text-stone-900">
              {revising ? t('assignment.reviseTitle') : t('assignment.formTitle')}
            </h2>
            <p className="mt-1 text-sm text-stone-600">{t('assignment.formHint')}</p>
          </div>
          <Field
            id={`${id}-answer`}
            label={t('assignment.answerLabel')}
            error={answerError}
            aside={
              <span className="text-xs text-stone-500">
                {t('assignment.counter', { used: number(body.length), max: number(SUBMISSION_BODY_MAX) })}
              </span>
            }
          >
            <textarea
              {...fieldAria(`${id}-answer`, answerError)}
              className={`${INPUT_CLASS} min-h-40`}
              rows={8}
              maxLength={SUBMISSION_BODY_MAX}
              value={body}
              disabled={pending}
              onChange={(event) => {
                setBody(event.target.value);
                if (event.target.value.trim()) setMissing(false);
              }}
            />
          </Field>
          <Field
            id={`${id}-file`}
            label={t('assignment.fileLabel')}
            hint={t('assignment.fileHint', { size: MAX_MB })}
            error={fileError}
          >
            <input
              ref={fileInput}
              type="file"
              accept={UPLOAD_ACCEPT}
              {...fieldAria(`${id}-file`, fileError, true)}
              disabled={pending}
              onChange={(event) => chooseFile(event.target.files?.[0])}
              className="block w-full text-sm text-stone-700 file:mr-3 file:rounded-lg file:border file:border-brand-600 file:bg-white file:px-3 file:py-2 file:font-semibold file:text-brand-700"
            />
          </Field>
          {file ? (
            <div className="flex flex-wrap items-center gap-2 rounded-xl bg-stone-50 px-3 py-2 text-sm">
              <span className="text-stone-600">{t('assignment.chosenFile')}:</span>
              <span className="min-w-0 font-medium break-all text-stone-900">{file.name}</span>
              <span className="text-stone-500">({size(file.size)})</span>
              <button type="button" className="btn-ghost ml-auto px-2" disabled={pending} onClick={clearFile}>
                <X aria-hidden="true" className="size-4" />
                {t('assignment.removeFile')}
              </button>
            </div>
          ) : null}
          {failure ? (
            <p role="alert" className="rounded-xl bg-red-50 px-4 py-3 text-sm text-red-800">
              {failure}
            </p>
          ) : null}
          <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
            <button type="submit" className="btn-primary" disabled={pending}>
              <Send aria-hidden="true" className="size-4" />
              {t('assignment.submit')}
            </button>
            {newVersion ? (
              <button type="button" className="btn-ghost" disabled={pending} onClick={() => setNewVersion(false)}>
                {t('assignment.cancel')}
              </button>
            ) : null}
            <p role="status" aria-live="polite" className="text-sm text-stone-600 sm:ml-auto">
              {phase === 'uploading' ? t('assignment.uploading') : phase === 'sending' ? t('assignment.sending') : ''}
            </p>
          </div>
        </form>
      ) : (
        <button
          type="button"
          className="btn-outline self-start"
          onClick={() => {
            setJustSent(false);
            setNewVersion(true);
          }}
        >
          {t('assignment.newVersion')}
        </button>
      )}
      {items.length > 0 ? <SubmissionHistory items={items} /> : null}
    </div>
  );
}
