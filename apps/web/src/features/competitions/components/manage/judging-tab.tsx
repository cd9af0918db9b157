import type { TCompetitionDetail, TRound } from '@ankur/shared/schemas/competitions';
import { Gavel, Trophy } from 'lucide-react';
import { useId, useState } from 'react';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';
import { INPUT_CLASS } from '../../../../components/ui/field';
import { QueryGate } from '../../../../components/ui/query-gate';
import { StatePanel } from '../../../../components/ui/state-panel';
import { notify } from '../../../../components/ui/toaster';
import { useErrorText } from '../../../../lib/api-errors';
import { type TStandings, useAdvance, useStandings } from '../../api/judging';
import { useManageTranslation } from './i18n';
import { StandingsTable } from './standings-table';

/** The teams a round's standings suggest: the top `advance_count` by rank (all ranked ones when none is set). */
export function topOf(standings: TStandings): number[] {
  const ranked = standings.standings
    .filter((s) => s.entry_status === 'in_round')
    .sort((a, b) => (a.rank ?? Number.MAX_SAFE_INTEGER) - (b.rank ?? Number.MAX_SAFE_INTEGER));
  const count = standings.round.advance_count ?? ranked.length;
  return ranked.slice(0, count).map((s) => s.application_id);
}

function RoundStandings({
  competition,
  standings,
  next,
  onResults,
}: {
  competition: TCompetitionDetail;
  standings: TStandings;
  next: TRound | undefined;
  onResults: () => void;
}) {
  const { t } = useManageTranslation();
  const errorText = useErrorText();
  const [selected, setSelected] = useState<number[]>(() => topOf(standings));
  const [asking, setAsking] = useState(false);
  const advance = useAdvance();
  const { progress } = standings;
  const inRound = standings.standings.filter((s) => s.entry_status === 'in_round');
  const stop = inRound.length - selected.length;
  const toggle = (id: number) => setSelected((s) => (s.includes(id) ? s.filter((x) => x !== id) : [...s, id]));

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-1 rounded-2xl bg-white p-4 ring-1 ring-stone-200">
        <p className="font-medium text-stone-900">
          {t('judging.progress', { scored: progress.scored, assignments: progress.assignments })}
        </p>
        <div
          className="h-2 overflow-hidden rounded-full bg-stone-100"
          role="progressbar"
          aria-label={t('judging.progress', { scored: progress.scored, assignments: progress.assignments })}
          aria-valuemin={0}
          aria-valuemax={progress.assignments}
          aria-valuenow={progress.scored}
        >
          <div
            className="h-full bg-brand-600"
            style={{ width: `${progress.assignments ? (progress.scored / progress.assignments) * 100 : 0}%` }}
          />
        </div>
        {progress.conflicts ? (
          <p className="text-sm text-amber-800">{t('judging.conflicts', { count: progress.conflicts })}</p>
        ) : null}
      </div>
      <StandingsTable
        standings={standings}
        method={competition.score_method}
        selected={selected}
        onToggle={toggle}
        selectable={Boolean(next)}
      />
      {next ? (
        <div className="flex flex-wrap items-center gap-3">
          <button
            type="button"
            className="btn-primary"
            disabled={selected.length === 0}
            onClick={() => setAsking(true)}
          >
            {t('judging.advance', { count: selected.length })}
          </button>
          {selected.length === 0 ? <span className="text-sm text-stone-600">{t('judging.selectSome')}</span> : null}
          {progress.scored < progress.assignments - progress.conflicts ? (
            <span className="text-sm text-stone-600">{t('judging.incomplete')}</span>
          ) : null}
        </div>
      ) : (
        <button type="button" className="btn-primary self-start" onClick={onResults}>
          <Trophy className="size-4" aria-hidden />
          {t('results.placings')}
        </button>
      )}
      <ConfirmDialog
        open={asking}
        onOpenChange={(open) => {
          setAsking(open);
          if (!open) advance.reset();
        }}
        title={t('judging.advanceTitle')}
        confirmLabel={t('judging.advanceConfirm')}
        pending={advance.isPending}
        error={advance.isError ? errorText(advance.error) : null}
        onConfirm={() =>
          void advance.mutateAsync({ roundId: standings.round.round_id, input: { application_ids: selected } }).then(
            () => {
              setAsking(false);
              notify.success(t('judging.advanced', { next: next?.name ?? '' }));
            },
            () => undefined, // the dialog shows the error
          )
        }
      >
        <p>{t('judging.advanceBody', { count: selected.length, next: next?.name ?? '', stop: Math.max(0, stop) })}</p>
      </ConfirmDialog>
    </div>
  );
}

/** Judging: per active round, the progress, the standings and the choice of who moves on. */
export function JudgingTab({ competition, onResults }: { competition: TCompetitionDetail; onResults: () => void }) {
  const { t } = useManageTranslation();
  const id = useId();
  const rounds = [...competition.rounds].sort((a, b) => a.position - b.position);
  const active = rounds.filter((r) => r.status === 'active');
  const [chosen, setChosen] = useState<number | null>(null);
  const round = active.find((r) => r.round_id === chosen) ?? active[0];
  const standings = useStandings(round?.round_id ?? 0);

  if (competition.status === 'draft' || competition.status === 'open') {
    return <StatePanel Icon={Gavel} title={t('judging.notStarted')} body={t('judging.notStartedBody')} />;
  }
  if (!round) {
    return (
      <StatePanel Icon={Trophy} title={t('judging.noActive')} body={t('judging.noActiveBody')}>
        {competition.status === 'judging' ? (
          <button type="button" className="btn-primary" onClick={onResults}>
            {t('results.placings')}
          </button>
        ) : null}
      </StatePanel>
    );
  }
  const next = rounds[rounds.findIndex((r) => r.round_id === round.round_id) + 1];

  return (
    <div className="flex flex-col gap-4">
      {active.length > 1 ? (
        <div className="flex items-center gap-2">
          <label htmlFor={`${id}-round`} className="text-sm font-medium text-stone-800">
            {t('judging.round')}
          </label>
          <select
            id={`${id}-round`}
            className={`${INPUT_CLASS} w-auto`}
            value={round.round_id}
            onChange={(e) => setChosen(Number(e.target.value))}
          >
            {active.map((r) => (
              <option key={r.round_id} value={r.round_id}>
                {r.name}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      <h2 className="text-lg font-semibold text-stone-900">{t('judging.standings', { round: round.name })}</h2>
      <QueryGate
        query={standings}
        pending={<div className="h-48 animate-pulse rounded-2xl bg-stone-100" />}
        error={{ title: t('judging.loadFailed') }}
      >
        {(data) => (
          <RoundStandings
            key={`${data.round.round_id}-${data.standings.length}`}
            competition={competition}
            standings={data}
            next={next}
            onResults={onResults}
          />
        )}
      </QueryGate>
    </div>
  );
}
