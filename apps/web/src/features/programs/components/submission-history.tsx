import type { SUBMISSION_STATUSES, TSubmission } from '@ankur/shared/schemas/programs';
import type { TUpload } from '@ankur/shared/schemas/uploads';
import { MessageSquareWarning, Paperclip } from 'lucide-react';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { ItemDate } from '../../../components/ui/item-date';
import { useFormatNumber } from '../../../lib/i18n';
import { useProgramsTranslation } from '../i18n';

type SubmissionStatus = (typeof SUBMISSION_STATUSES)[number];

const STATUS_TONES: Record<SubmissionStatus, BadgeTone> = {
  submitted: 'blue',
  approved: 'green',
  changes_requested: 'amber',
};

/** Answers longer than this fold behind "Show the whole answer". */
const FOLD_AT = 600;

/** A file size in KB below 1 MB, else in MB with one decimal ("340 KB", "2.5 MB"). */
export function useFileSize() {
  const { t } = useProgramsTranslation();
  const number = useFormatNumber();
  return (bytes: number) =>
    bytes < 1024 * 1024
      ? t('assignment.sizeKb', { size: number(Math.max(1, Math.ceil(bytes / 1024))) })
      : t('assignment.sizeMb', { size: number(Math.round((bytes / (1024 * 1024)) * 10) / 10) });
}

export function SubmissionStatusBadge({ status }: { status: SubmissionStatus }) {
  const { t } = useProgramsTranslation();
  return <Badge tone={STATUS_TONES[status] ?? 'stone'}>{t(`assignment.status.${status}`)}</Badge>;
}

/** The reviewer's words; prominent (amber, with an icon) when they asked for changes. */
export function ReviewerFeedback({ feedback, prominent }: { feedback: string; prominent: boolean }) {
  const { t } = useProgramsTranslation();
  return (
    <div
      className={`rounded-xl px-4 py-3 text-sm ${prominent ? 'bg-amber-50 text-amber-950 ring-1 ring-amber-300' : 'bg-stone-50 text-stone-800'}`}
    >
      <p className="flex items-center gap-2 font-semibold">
        {prominent ? <MessageSquareWarning aria-hidden="true" className="size-4 shrink-0 text-amber-700" /> : null}
        {t('assignment.feedback')}
      </p>
      <p className="mt-1 break-words whitespace-pre-line">{feedback}</p>
    </div>
  );
}

export function UploadLink({ upload }: { upload: TUpload }) {
  const { t } = useProgramsTranslation();
  const size = useFileSize();
  return (
    <p className="flex items-start gap-2 text-sm">
      <Paperclip aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-stone-500" />
      <span className="sr-only">{t('assignment.file')}: </span>
      <a
        href={upload.url}
        download={upload.file_name}
        className="min-w-0 font-medium break-all text-brand-700 underline hover:text-brand-800"
      >
        {upload.file_name}
      </a>
      <span className="shrink-0 text-stone-500">({size(upload.size_bytes)})</span>
    </p>
  );
}

function AnswerText({ body }: { body: string }) {
  const { t } = useProgramsTranslation();
  const text = <p className="break-words whitespace-pre-wrap text-stone-800">{body}</p>;
  if (body.length <= FOLD_AT) return text;
  return (
    <details className="group text-sm">
      <summary className="cursor-pointer">
        <span className="break-words whitespace-pre-wrap text-stone-800 group-open:hidden">
          {body.slice(0, FOLD_AT)}…{' '}
        </span>
        <span className="font-medium text-brand-700 underline">{t('assignment.showAll')}</span>
      </summary>
      <div className="mt-2">{text}</div>
    </details>
  );
}

/** The learner's submissions of one assignment, newest first, each with its status and feedback. */
export function SubmissionHistory({ items }: { items: TSubmission[] }) {
  const { t } = useProgramsTranslation();
  return (
    <section aria-labelledby="submission-history-heading" className="flex flex-col gap-3">
      <h2 id="submission-history-heading" className="font-semibold text-stone-900">
        {t('assignment.historyTitle')}
      </h2>
      <ol className="flex flex-col gap-3">
        {items.map((submission, index) => (
          <li
            key={submission.submission_id}
            className="flex flex-col gap-2 rounded-xl p-3 text-sm ring-1 ring-stone-200 sm:p-4"
          >
            <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
              <h3 className="font-semibold text-stone-900">{t('assignment.version', { n: items.length - index })}</h3>
              <SubmissionStatusBadge status={submission.status} />
              <span className="text-stone-600">
                {t('assignment.sent')} <ItemDate date={submission.created_at} />
              </span>
            </div>
            {submission.body ? <AnswerText body={submission.body} /> : null}
            {submission.upload ? <UploadLink upload={submission.upload} /> : null}
            {submission.feedback ? (
              <ReviewerFeedback feedback={submission.feedback} prominent={submission.status === 'changes_requested'} />
            ) : null}
          </li>
        ))}
      </ol>
    </section>
  );
}
