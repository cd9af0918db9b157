import {
  READINESS_JOURNEY_PATH,
  READINESS_KEYS,
  READINESS_PATHS,
  type TReadinessKey,
  type TStartAttempt,
} from '@ankur/shared/schemas/readiness';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, FileQuestion } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { QueryErrorPanel } from '../../../components/ui/query-gate';
import { StatePanel } from '../../../components/ui/state-panel';
import { ApiError } from '../../../lib/api-client';
import { useErrorText } from '../../../lib/api-errors';
import { useSessionStore } from '../../../stores/session';
import { readinessKeys, startAttempt, useAssessmentPage } from '../api/readiness';
import { AssessmentIntro } from '../components/intro';
import { RecoveryDialog } from '../components/recovery-dialog';
import { SurveyView } from '../components/survey-view';
import { useReadinessTranslation } from '../i18n';
import { fromServer, needsRecovery, reconcile, useSurveyStore } from '../stores/survey';
import { flush } from '../stores/survey-sync';

/** The assessment a path names (/investor-readiness → investor). */
export function keyOfPath(pathname: string): TReadinessKey {
  return READINESS_KEYS.find((k) => pathname.startsWith(READINESS_PATHS[k])) ?? 'entrepreneurial';
}

function Skeleton() {
  return (
    <div aria-hidden className="flex flex-col gap-4">
      <div className="h-24 animate-pulse rounded-2xl bg-white ring-1 ring-stone-200" />
      <div className="h-64 animate-pulse rounded-2xl bg-white ring-1 ring-stone-200" />
    </div>
  );
}

/**
 * /entrepreneurial-readiness, /idea-readiness, /technology-readiness, /investor-readiness: the
 * intro, then the survey (SPEC §3). On opening, an unfinished attempt (the server's, or answers
 * this device has not sent) opens the recovery dialog; the copy to carry on with is decided by
 * `reconcile` (stores/survey.ts).
 */
export default function AssessmentScreen() {
  const { t } = useReadinessTranslation();
  const errorText = useErrorText();
  const qc = useQueryClient();
  const key = keyOfPath(useLocation().pathname);
  const page = useAssessmentPage(key);
  const userId = useSessionStore((s) => s.user?.user_id ?? null);
  const survey = useSurveyStore((s) => s.surveys[key]);
  const recoveryOpen = useSurveyStore((s) => s.recoveryOpen);
  const setRecoveryOpen = useSurveyStore((s) => s.setRecoveryOpen);
  const [resolved, setResolved] = useState<TReadinessKey | null>(null);
  const [phase, setPhase] = useState<'intro' | 'survey'>('intro');
  const [unsentOnOpen, setUnsentOnOpen] = useState(false);

  // Once per opening, on the server's fresh answer (never a cached one: it may predate this
  // device's own start): which copy of an unfinished attempt wins, and whether to ask.
  const fresh = page.isFetchedAfterMount && !page.isFetching;
  useEffect(() => {
    if (!fresh || !page.data || page.data.key !== key || resolved === key) return;
    const store = useSurveyStore.getState();
    if (userId !== null) store.claim(userId);
    const { survey: chosen, toSend } = reconcile(useSurveyStore.getState().surveys[key], page.data.in_progress);
    store.put(key, chosen);
    setUnsentOnOpen(toSend.length > 0);
    setPhase('intro');
    store.setRecoveryOpen(needsRecovery(chosen));
    if (toSend.length) void flush(key, page.data.in_progress_definition ?? page.data.definition);
    setResolved(key);
  }, [fresh, page.data, key, resolved, userId]);

  const start = useMutation({
    mutationFn: (input: TStartAttempt) => startAttempt(key, input),
    onSuccess: (attempt) => {
      useSurveyStore.getState().put(key, fromServer(attempt));
      setRecoveryOpen(false);
      setPhase('survey');
      void qc.invalidateQueries({ queryKey: readinessKeys.journey });
    },
  });

  const startOver = () => {
    const current = page.data?.in_progress;
    start.mutate({
      restart: true,
      response_for_type: current?.response_for_type ?? 'self',
      institute_name: current?.institute_name ?? null,
      cohort_id: current?.cohort_id ?? null,
    });
  };

  const title = page.data?.definition.title ?? t(`keys.${key}`);
  // an unfinished attempt goes on with the version it began on (an administrator may have
  // published a newer one since); a new attempt takes the published version
  const takingDefinition =
    page.data?.in_progress_definition && survey?.attemptId === page.data.in_progress?.attempt_id
      ? page.data.in_progress_definition
      : page.data?.definition;

  return (
    <section aria-labelledby="rd-take-heading" className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-6 sm:py-10">
      <Link to={READINESS_JOURNEY_PATH} className="inline-flex items-center gap-1 text-sm text-brand-800 underline">
        <ArrowLeft aria-hidden className="size-4" />
        {t('take.back')}
      </Link>
      <h1 id="rd-take-heading" className="mt-3 text-2xl font-bold tracking-tight text-stone-900 sm:text-3xl">
        {title}
      </h1>
      {page.data?.definition.summary ? <p className="mt-2 text-stone-600">{page.data.definition.summary}</p> : null}
      <div className="mt-6">
        {page.isError ? (
          page.error instanceof ApiError && page.error.status === 404 ? (
            <StatePanel Icon={FileQuestion} title={t('take.notFound')} body={t('take.notFoundBody')}>
              <Link to={READINESS_JOURNEY_PATH} className="btn-outline">
                {t('take.back')}
              </Link>
            </StatePanel>
          ) : (
            <QueryErrorPanel
              title={t('take.loadFailed')}
              error={page.error}
              onRetry={
                page.error instanceof ApiError && page.error.status === 403 ? undefined : () => void page.refetch()
              }
            />
          )
        ) : !page.data || resolved !== key ? (
          <div role="status" aria-live="polite">
            <span className="sr-only">{title}</span>
            <Skeleton />
          </div>
        ) : phase === 'survey' && survey && !survey.isSubmitted ? (
          <SurveyView assessmentKey={key} definition={takingDefinition ?? page.data.definition} survey={survey} />
        ) : (
          <>
            <AssessmentIntro
              page={page.data}
              starting={start.isPending && !recoveryOpen}
              error={start.isError && !recoveryOpen ? `${t('take.startFailed')}: ${errorText(start.error)}` : null}
              onStart={(input) => start.mutate(input)}
            />
            {survey && !survey.isSubmitted ? (
              <RecoveryDialog
                open={recoveryOpen}
                survey={survey}
                unsent={unsentOnOpen}
                startingOver={start.isPending}
                error={start.isError ? errorText(start.error) : null}
                onContinue={() => {
                  setRecoveryOpen(false);
                  setPhase('survey');
                }}
                onStartOver={startOver}
              />
            ) : null}
          </>
        )}
      </div>
    </section>
  );
}
