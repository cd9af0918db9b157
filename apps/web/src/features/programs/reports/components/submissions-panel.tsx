import type { TSubmissionForReview } from '@ankur/shared/schemas/programs';
import type { TUpload } from '@ankur/shared/schemas/uploads';
import { FileDown, Inbox } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Badge, type BadgeTone } from '../../../../components/ui/badge';
import { ItemDate } from '../../../../components/ui/item-date';
import { StatePanel } from '../../../../components/ui/state-panel';
import { formatNumber, useLanguage } from '../../../../lib/i18n';
import { SUBMISSION_FILTERS, type SubmissionFilter, useSubmissions } from '../api/submissions';
import { useReportsTranslation } from '../i18n';
import { CHIP, CHIP_OFF, CHIP_ON, PanelError, PanelSkeleton } from './report-parts';
import { ReviewForm } from './review-form';

const STATUS_TONE: Record<string, BadgeTone> = { submitted: 'amber', approved: 'green', changes_requested: 'red' };

/** "240 KB", "3.4 MB" in the language on screen. */
function useFileSize() {
  const { t } = useReportsTranslation();
  const language = useLanguage();
  return (bytes: number) =>
    bytes >= 1024 * 1024
      ? t('submissions.sizeMb', { size: formatNumber(Math.round((bytes / (1024 * 1024)) * 10) / 10, language) })
      : t('submissions.size', { size: formatNumber(Math.max(1, Math.round(bytes / 1024)), language) });
}

function Attachment({ upload }: { upload: TUpload }) {
  const { t } = useReportsTranslation();
  const size = useFileSize();
  return (
    <div>
      <h4 className="text-xs font-semibold tracking-wide text-stone-600 uppercase">{t('submissions.file')}</h4>
      <a
        href={upload.url}
        download={upload.file_name}
        aria-label={t('submissions.download', { name: upload.file_name })}
        className="mt-1 inline-flex max-w-full items-center gap-2 rounded-lg px-3 py-2 text-sm font-medium text-brand-800 ring-1 ring-stone-300 hover:bg-stone-50"
      >
        <FileDown aria-hidden="true" className="size-4 shrink-0" />
        <span className="min-w-0 break-all">{upload.file_name}</span>
        <span className="shrink-0 text-xs text-stone-500">{size(upload.size_bytes)}</span>
      </a>
    </div>
  );
}

function SubmissionCard({ programId, submission }: { programId: number; submission: TSubmissionForReview }) {
  const { t } = useReportsTranslation();
  const headingId = `submission-${submission.submission_id}`;
  return (
    <article
      aria-labelledby={headingId}
      data-submission={submission.submission_id}
      className="flex flex-col gap-3 rounded-2xl bg-white p-4 ring-1 ring-stone-200 sm:p-5"
    >
      <header className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 id={headingId} className="font-semibold break-words text-stone-900">
            {t('submissions.heading', { learner: submission.learner_name, unit: submission.unit_name })}
          </h3>
          <p className="text-xs text-stone-500">
            {t('submissions.submittedAt')} <ItemDate date={submission.created_at} />
            {submission.reviewed_at ? (
              <>
                {' · '}
                {t('submissions.reviewedAt')} <ItemDate date={submission.reviewed_at} />
              </>
            ) : null}
          </p>
        </div>
        <Badge tone={STATUS_TONE[submission.status] ?? 'stone'}>{t(`submissions.filter.${submission.status}`)}</Badge>
      </header>
      <div>
        <h4 className="text-xs font-semibold tracking-wide text-stone-600 uppercase">{t('submissions.answer')}</h4>
        {submission.body ? (
          // plain text, whitespace and line breaks kept; React escapes it, so it never becomes HTML
          <p className="mt-1 max-h-96 overflow-y-auto rounded-lg bg-stone-50 p-3 text-sm break-words whitespace-pre-wrap text-stone-800">
            {submission.body}
          </p>
        ) : (
          <p className="mt-1 text-sm text-stone-500">{t('submissions.noText')}</p>
        )}
      </div>
      {submission.upload ? <Attachment upload={submission.upload} /> : null}
      {submission.feedback ? (
        <div>
          <h4 className="text-xs font-semibold tracking-wide text-stone-600 uppercase">
            {t('submissions.feedbackGiven')}
          </h4>
          <p className="mt-1 text-sm break-words whitespace-pre-wrap text-stone-800">{submission.feedback}</p>
        </div>
      ) : null}
      {submission.status === 'submitted' ? <ReviewForm programId={programId} submission={submission} /> : null}
    </article>
  );
}

/** The Submissions tab of a program's manager page: learners' assignment answers, and reviewing them. */
export function SubmissionsPanel({ programId }: { programId: number }) {
  const { t } = useReportsTranslation();
  const [filter, setFilter] = useState<SubmissionFilter>('submitted');
  const submissions = useSubmissions(programId, filter);
  const headingId = `submissions-${programId}`;

  let body: ReactNode;
  if (!submissions.data) {
    body = submissions.isError ? (
      <PanelError error={submissions.error} onRetry={() => void submissions.refetch()} />
    ) : (
      <PanelSkeleton rows={3} />
    );
  } else if (submissions.data.length === 0) {
    body = <StatePanel role="status" Icon={Inbox} title={t(`submissions.empty.${filter}`)} />;
  } else {
    body = (
      <ul aria-label={t('submissions.listLabel')} aria-busy={submissions.isFetching} className="flex flex-col gap-4">
        {submissions.data.map((submission) => (
          <li key={submission.submission_id}>
            <SubmissionCard programId={programId} submission={submission} />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <header>
        <h2 id={headingId} className="text-lg font-semibold text-stone-900">
          {t('submissions.title')}
        </h2>
        <p className="mt-1 text-sm text-stone-600">{t('submissions.intro')}</p>
      </header>
      <fieldset>
        <legend className="sr-only">{t('submissions.filterLabel')}</legend>
        <div className="flex flex-wrap gap-2">
          {SUBMISSION_FILTERS.map((f) => (
            <button
              key={f}
              type="button"
              aria-pressed={filter === f}
              onClick={() => setFilter(f)}
              className={`${CHIP} ${filter === f ? CHIP_ON : CHIP_OFF}`}
            >
              {t(`submissions.filter.${f}`)}
            </button>
          ))}
        </div>
      </fieldset>
      {body}
    </section>
  );
}
