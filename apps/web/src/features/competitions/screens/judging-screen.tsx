import type { TAssignment, TCompetitionDetail } from '@ankur/shared/schemas/competitions';
import { ArrowLeft, ChevronLeft, ChevronRight, ClipboardCheck, ShieldAlert, UserX } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { QueryErrorPanel } from '../../../components/ui/query-gate';
import { StatePanel } from '../../../components/ui/state-panel';
import { ApiError } from '../../../lib/api-client';
import { useCompetition } from '../api/competitions';
import { useJudging } from '../api/judging';
import { ApplicationView } from '../components/application-view';
import { ScoreCard } from '../components/score-card';
import { useCompetitionsTranslation } from '../i18n';
import { useCompetitionId } from './competition-screen';

const STATUS_DOT: Record<TAssignment['status'], string> = {
  assigned: 'bg-stone-300',
  scored: 'bg-emerald-600',
  conflict: 'bg-amber-500',
};

/** Whether a key press comes from a place that types (then j/k and arrows are the field's). */
const typing = (target: EventTarget | null) =>
  target instanceof HTMLElement && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName));

function Queue({ queue, current, onPick }: { queue: TAssignment[]; current: number; onPick: (i: number) => void }) {
  const { t } = useCompetitionsTranslation();
  const scored = queue.filter((a) => a.status === 'scored').length;
  return (
    <nav aria-labelledby="queue-heading" className="flex flex-col gap-3 rounded-2xl bg-white p-4 ring-1 ring-stone-200">
      <div>
        <h2 id="queue-heading" className="font-semibold text-stone-900">
          {t('judge.queue')}
        </h2>
        <p className="text-sm text-stone-700">{t('judge.progress', { scored, total: queue.length })}</p>
        <div
          className="mt-2 h-2 overflow-hidden rounded-full bg-stone-100"
          role="progressbar"
          aria-label={t('judge.progress', { scored, total: queue.length })}
          aria-valuemin={0}
          aria-valuemax={queue.length}
          aria-valuenow={scored}
        >
          <div
            className="h-full bg-emerald-600"
            style={{ width: `${queue.length ? (scored / queue.length) * 100 : 0}%` }}
          />
        </div>
      </div>
      <ol className="flex max-h-[60vh] flex-col gap-1 overflow-y-auto max-lg:max-h-48">
        {queue.map((a, i) => (
          <li key={a.assignment_id}>
            <button
              type="button"
              aria-current={i === current ? 'true' : undefined}
              onClick={() => onPick(i)}
              className={`flex w-full items-center gap-2 rounded-lg px-2 py-1.5 text-left text-sm ${
                i === current
                  ? 'bg-brand-50 font-medium text-brand-900 ring-1 ring-brand-200'
                  : 'text-stone-800 hover:bg-stone-50'
              }`}
            >
              <span aria-hidden className={`size-2.5 shrink-0 rounded-full ${STATUS_DOT[a.status]}`} />
              <span className="min-w-0 flex-1 truncate">{a.application.team_name}</span>
              <span className="shrink-0 text-xs text-stone-600">{t(`judge.statuses.${a.status}`)}</span>
            </button>
          </li>
        ))}
      </ol>
      <p className="text-xs text-stone-500 max-sm:hidden">{t('judge.keys')}</p>
    </nav>
  );
}

function Judging({ competition, queue }: { competition: TCompetitionDetail; queue: TAssignment[] }) {
  const { t } = useCompetitionsTranslation();
  const [params, setParams] = useSearchParams();
  const wanted = Number(params.get('a'));
  const found = queue.findIndex((a) => a.assignment_id === wanted);
  // no choice in the address: the first one still to score
  const firstOpen = queue.findIndex((a) => a.status === 'assigned');
  const index = found >= 0 ? found : Math.max(0, firstOpen);
  const current = queue[index];
  const go = (i: number) => {
    const next = queue[Math.min(queue.length - 1, Math.max(0, i))];
    if (next) setParams({ a: String(next.assignment_id) }, { replace: true });
  };

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.altKey || e.ctrlKey || e.metaKey || typing(e.target)) return;
      if (e.key === 'j' || e.key === 'ArrowRight') go(index + 1);
      else if (e.key === 'k' || e.key === 'ArrowLeft') go(index - 1);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  });

  if (!current) return null;
  const round = competition.rounds.find((r) => r.round_id === current.round_id);
  return (
    <div className="grid gap-6 lg:grid-cols-[18rem_1fr]">
      <div className="lg:sticky lg:top-20 lg:self-start">
        <Queue queue={queue} current={index} onPick={go} />
      </div>
      <article aria-labelledby="application-heading" className="flex min-w-0 flex-col gap-4">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="text-sm text-stone-600">
            {t('judge.position', { n: index + 1, total: queue.length })}
            {round ? ` · ${t('judge.round', { round: round.name })}` : ''}
          </p>
          <div className="flex gap-2">
            <button type="button" className="btn-outline" disabled={index === 0} onClick={() => go(index - 1)}>
              <ChevronLeft aria-hidden className="size-4" />
              {t('judge.previous')}
            </button>
            <button
              type="button"
              className="btn-outline"
              disabled={index >= queue.length - 1}
              onClick={() => go(index + 1)}
            >
              {t('judge.next')}
              <ChevronRight aria-hidden className="size-4" />
            </button>
          </div>
        </div>
        <h2 id="application-heading" className="text-xl font-semibold text-stone-900">
          {current.application.team_name}
        </h2>
        <div className="grid gap-6 xl:grid-cols-2">
          <div className="rounded-2xl bg-white p-4 ring-1 ring-stone-200 sm:p-5">
            <ApplicationView application={current.application} form={competition.form} />
          </div>
          <div className="rounded-2xl bg-white p-4 ring-1 ring-stone-200 sm:p-5">
            {current.status === 'conflict' ? (
              <p className="flex items-start gap-2 text-sm text-amber-900">
                <ShieldAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
                {t('judge.conflictNotice')}
              </p>
            ) : (
              <ScoreCard
                // a new card (and its own autosave) per application
                key={current.assignment_id}
                competitionId={competition.competition_id}
                assignment={current}
                rubric={round?.rubric ?? []}
                onSubmitted={() => {
                  const next = queue.findIndex((a, i) => i > index && a.status === 'assigned');
                  if (next >= 0) go(next);
                }}
              />
            )}
          </div>
        </div>
      </article>
    </div>
  );
}

/** /competition/:eventId/judge: the focused judging screen (queue, one application, rubric saved as I go). */
export default function JudgingScreen() {
  const { t } = useCompetitionsTranslation();
  const id = useCompetitionId();
  const competition = useCompetition(id);
  const judging = useJudging(id);
  const back = `/competition/${id}`;
  const forbidden =
    (judging.error instanceof ApiError && judging.error.status === 403) ||
    (competition.data !== undefined && !competition.data.i_judge && !competition.data.can_manage);
  const notFound = id === 0 || (competition.error instanceof ApiError && competition.error.status === 404);

  let body: React.ReactNode;
  if (notFound) {
    body = (
      <StatePanel Icon={ClipboardCheck} title={t('page.notFound')} body={t('page.notFoundBody')} heading="h1">
        <Link to="/competitions" className="btn-primary">
          {t('page.back')}
        </Link>
      </StatePanel>
    );
  } else if (forbidden) {
    body = (
      <StatePanel Icon={UserX} title={t('judge.notJudge')} body={t('judge.notJudgeBody')} heading="h1">
        <Link to={back} className="btn-primary">
          {t('judge.back')}
        </Link>
      </StatePanel>
    );
  } else if (competition.isError || judging.isError) {
    body = (
      <QueryErrorPanel
        title={t('judge.loadFailed')}
        heading="h1"
        error={competition.error ?? judging.error}
        onRetry={() => {
          if (competition.isError) void competition.refetch();
          if (judging.isError) void judging.refetch();
        }}
      />
    );
  } else if (competition.isPending || judging.isPending) {
    body = (
      <div role="status" aria-live="polite" className="grid gap-6 lg:grid-cols-[18rem_1fr]">
        <span className="sr-only">{t('judge.queue')}</span>
        <div className="h-80 animate-pulse rounded-2xl bg-stone-100" />
        <div className="h-[28rem] animate-pulse rounded-2xl bg-stone-100" />
      </div>
    );
  } else if (judging.data.length === 0) {
    body = (
      <StatePanel Icon={ClipboardCheck} title={t('judge.empty')} body={t('judge.emptyBody')}>
        <Link to={back} className="btn-primary">
          {t('judge.back')}
        </Link>
      </StatePanel>
    );
  } else {
    body = <Judging competition={competition.data} queue={judging.data} />;
  }

  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-6 sm:px-6 sm:py-8">
      <Link to={back} className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline">
        <ArrowLeft aria-hidden className="size-4" />
        {t('judge.back')}
      </Link>
      {competition.data && !forbidden ? (
        <h1 className="mt-3 mb-6 text-2xl font-bold tracking-tight text-stone-900">
          {t('judge.title', { title: competition.data.title })}
        </h1>
      ) : (
        <div className="mt-4" />
      )}
      {body}
    </div>
  );
}
