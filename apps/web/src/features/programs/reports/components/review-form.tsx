import type { TSubmissionForReview } from '@ankur/shared/schemas/programs';
import { Check, MessageSquareWarning } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Field, fieldAria, INPUT_CLASS } from '../../../../components/ui/field';
import { notify } from '../../../../components/ui/toaster';
import { useErrorText } from '../../../../lib/api-errors';
import { feedbackErrorOf, type SubmissionReview, useReviewSubmission } from '../api/submissions';
import { useReportsTranslation } from '../i18n';

/** Longest feedback the server takes (ZSubmissionReview). */
export const FEEDBACK_MAX = 5000;

type Decision = SubmissionReview['status'];

/**
 * Approve, or request changes with feedback (required then: ZSubmissionReview's refine "say what
 * to change"). A 400 from the server shows at the feedback field; other failures under the form.
 */
export function ReviewForm({ programId, submission }: { programId: number; submission: TSubmissionForReview }) {
  const { t } = useReportsTranslation();
  const errorText = useErrorText();
  const id = useId();
  const review = useReviewSubmission(programId);
  const [feedback, setFeedback] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [decision, setDecision] = useState<Decision | null>(null);

  const submit = (status: Decision) => {
    const text = feedback.trim();
    setFormError(null);
    if (status === 'changes_requested' && !text) {
      setFieldError(t('submissions.feedbackRequired'));
      document.getElementById(id)?.focus();
      return;
    }
    setFieldError(null);
    setDecision(status);
    const body: SubmissionReview = text ? { status, feedback: text } : { status };
    review.mutate(
      { submissionId: submission.submission_id, review: body },
      {
        onSuccess: () => {
          const names = { learner: submission.learner_name, unit: submission.unit_name };
          notify.success(t(status === 'approved' ? 'submissions.approved' : 'submissions.changesRequested', names));
        },
        onError: (error) => {
          const atField = feedbackErrorOf(error);
          if (atField) {
            setFieldError(atField);
            document.getElementById(id)?.focus();
          } else setFormError(t('submissions.failed', { reason: errorText(error) }));
        },
      },
    );
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    submit('approved');
  };
  const busy = review.isPending;

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-label={t('submissions.review')}
      className="flex flex-col gap-3 border-t border-stone-100 pt-3"
    >
      <Field
        id={id}
        label={t('submissions.feedback')}
        hint={t('submissions.feedbackHint')}
        error={fieldError}
        aside={
          <span className="text-xs text-stone-500 tabular-nums">
            {feedback.length}/{FEEDBACK_MAX}
          </span>
        }
      >
        <textarea
          {...fieldAria(id, fieldError, true)}
          rows={3}
          maxLength={FEEDBACK_MAX}
          value={feedback}
          disabled={busy}
          onChange={(event) => {
            setFeedback(event.target.value);
            if (fieldError && event.target.value.trim()) setFieldError(null);
          }}
          className={INPUT_CLASS}
        />
      </Field>
      {formError ? (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800 ring-1 ring-red-200">
          {formError}
        </p>
      ) : null}
      <div className="flex flex-col gap-2 sm:flex-row sm:justify-end">
        <button type="button" className="btn-outline" disabled={busy} onClick={() => submit('changes_requested')}>
          <MessageSquareWarning aria-hidden="true" className="size-4" />
          {busy && decision === 'changes_requested' ? t('submissions.saving') : t('submissions.requestChanges')}
        </button>
        <button type="submit" className="btn-primary" disabled={busy}>
          <Check aria-hidden="true" className="size-4" />
          {busy && decision === 'approved' ? t('submissions.saving') : t('submissions.approve')}
        </button>
      </div>
    </form>
  );
}
