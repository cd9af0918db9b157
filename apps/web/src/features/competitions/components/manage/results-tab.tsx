import type { TCompetitionDetail } from '@ankur/shared/schemas/competitions';
import { Medal, Trophy } from 'lucide-react';
import { useId, useState } from 'react';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';
import { INPUT_CLASS } from '../../../../components/ui/field';
import { QueryGate } from '../../../../components/ui/query-gate';
import { StatePanel } from '../../../../components/ui/state-panel';
import { notify } from '../../../../components/ui/toaster';
import { useErrorText } from '../../../../lib/api-errors';
import { type TStandings, usePublishResults, useStandings } from '../../api/judging';
import { useLeaderboardRows } from '../../api/manage';
import { useManageTranslation } from './i18n';
import { formatIst } from './ist';

interface Placing {
  application_id: number;
  team_name: string;
  include: boolean;
  rank: number;
  prize: string;
}

/** Placings from the final round's standings: by rank, each with the prize of its place; the prized places (or the top three) included. */
export function placingsOf(standings: TStandings, prizes: TCompetitionDetail['prizes']): Placing[] {
  const rows = standings.standings
    .filter((s) => s.entry_status !== 'eliminated')
    .sort((a, b) => (a.rank ?? Number.MAX_SAFE_INTEGER) - (b.rank ?? Number.MAX_SAFE_INTEGER));
  const placed = prizes.length ? Math.max(...prizes.map((p) => p.rank)) : 3;
  return rows.map((s, i) => ({
    application_id: s.application_id,
    team_name: s.team_name,
    include: i < placed,
    rank: i + 1,
    prize: prizes.find((p) => p.rank === i + 1)?.title ?? '',
  }));
}

function PlacingsForm({ competition, standings }: { competition: TCompetitionDetail; standings: TStandings }) {
  const { t } = useManageTranslation();
  const errorText = useErrorText();
  const id = useId();
  const [rows, setRows] = useState(() => placingsOf(standings, competition.prizes));
  const [certificates, setCertificates] = useState(true);
  const [asking, setAsking] = useState(false);
  const publish = usePublishResults(competition.competition_id);
  const included = rows.filter((r) => r.include);
  const change = (index: number, next: Partial<Placing>) =>
    setRows((all) => all.map((r, i) => (i === index ? { ...r, ...next } : r)));

  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-stone-600">{t('results.intro')}</p>
      <section
        className="overflow-x-auto rounded-2xl bg-white ring-1 ring-stone-200"
        aria-label={t('results.placings')}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
        tabIndex={0}
      >
        <table className="w-full min-w-[34rem] text-sm">
          <thead className="bg-stone-50 text-left text-stone-700">
            <tr>
              <th scope="col" className="w-20 px-3 py-2">
                {t('results.include')}
              </th>
              <th scope="col" className="w-24 px-3 py-2">
                {t('results.rank')}
              </th>
              <th scope="col" className="px-3 py-2">
                {t('results.team')}
              </th>
              <th scope="col" className="px-3 py-2">
                {t('results.prize')}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-stone-100">
            {rows.map((r, i) => (
              <tr key={r.application_id}>
                <td className="px-3 py-2">
                  <input
                    type="checkbox"
                    className="size-4 accent-brand-700"
                    checked={r.include}
                    aria-label={t('results.includeTeam', { team: r.team_name })}
                    onChange={(e) => change(i, { include: e.target.checked })}
                  />
                </td>
                <td className="px-3 py-2">
                  <input
                    type="number"
                    min={1}
                    max={1000}
                    className={INPUT_CLASS}
                    aria-label={`${t('results.rank')}: ${r.team_name}`}
                    disabled={!r.include}
                    value={r.rank || ''}
                    onChange={(e) => change(i, { rank: Number(e.target.value) })}
                  />
                </td>
                <td className="px-3 py-2 font-medium text-stone-900">{r.team_name}</td>
                <td className="px-3 py-2">
                  <select
                    className={INPUT_CLASS}
                    aria-label={`${t('results.prize')}: ${r.team_name}`}
                    disabled={!r.include}
                    value={r.prize}
                    onChange={(e) => change(i, { prize: e.target.value })}
                  >
                    <option value="">{t('results.noPrize')}</option>
                    {competition.prizes.map((p) => (
                      <option key={`${p.rank}-${p.title}`} value={p.title}>
                        {p.title}
                        {p.reward ? ` — ${p.reward}` : ''}
                      </option>
                    ))}
                  </select>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <label htmlFor={`${id}-cert`} className="flex items-center gap-2 text-sm text-stone-800">
        <input
          id={`${id}-cert`}
          type="checkbox"
          className="size-4 accent-brand-700"
          checked={certificates}
          onChange={(e) => setCertificates(e.target.checked)}
        />
        {t('results.certificates')}
      </label>
      <div className="flex flex-wrap items-center gap-3">
        <button type="button" className="btn-primary" disabled={included.length === 0} onClick={() => setAsking(true)}>
          <Trophy className="size-4" aria-hidden />
          {t('results.publish')}
        </button>
        {included.length === 0 ? <span className="text-sm text-stone-600">{t('results.none')}</span> : null}
      </div>
      <ConfirmDialog
        open={asking}
        onOpenChange={(open) => {
          setAsking(open);
          if (!open) publish.reset();
        }}
        title={t('results.publishTitle')}
        confirmLabel={t('results.publish')}
        pending={publish.isPending}
        error={publish.isError ? errorText(publish.error) : null}
        onConfirm={() =>
          void publish
            .mutateAsync({
              placings: included.map((r) => ({
                application_id: r.application_id,
                rank: r.rank,
                prize: r.prize || null,
              })),
              certificates,
            })
            .then(
              () => {
                setAsking(false);
                notify.success(t('results.published'));
              },
              () => undefined, // the dialog shows the error
            )
        }
      >
        <p>{t('results.publishBody', { count: included.length })}</p>
      </ConfirmDialog>
    </div>
  );
}

function LeaderboardPreview({ competition }: { competition: TCompetitionDetail }) {
  const { t, language } = useManageTranslation();
  const board = useLeaderboardRows(competition.competition_id);
  return (
    <div className="flex flex-col gap-3">
      <h2 className="text-lg font-semibold text-stone-900">{t('results.leaderboard')}</h2>
      <p className="text-sm text-stone-600">
        {competition.results_published_at
          ? `${t('results.publishedAt', { when: formatIst(competition.results_published_at, language) })} · `
          : ''}
        {competition.leaderboard_public ? t('results.leaderboardPublic') : t('results.leaderboardPrivate')}
      </p>
      <QueryGate
        query={board}
        pending={<div className="h-40 animate-pulse rounded-2xl bg-stone-100" />}
        error={{ title: t('results.leaderboardFailed') }}
      >
        {(data) =>
          data.length === 0 ? (
            <p className="text-sm text-stone-600">{t('results.leaderboardEmpty')}</p>
          ) : (
            <ol className="flex flex-col gap-2">
              {data.map((row) => (
                <li
                  key={`${row.rank}-${row.team_name}`}
                  className="flex items-center gap-3 rounded-xl bg-white p-3 ring-1 ring-stone-200"
                >
                  <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-50 font-semibold text-brand-900">
                    {row.rank}
                  </span>
                  <span className="flex min-w-0 flex-1 flex-col">
                    <span className="font-medium text-stone-900">{row.team_name}</span>
                    <span className="truncate text-xs text-stone-600">{row.members.map((m) => m.name).join(', ')}</span>
                  </span>
                  {row.prize ? (
                    <span className="inline-flex items-center gap-1 text-sm text-amber-800">
                      <Medal className="size-4" aria-hidden />
                      {row.prize}
                    </span>
                  ) : null}
                </li>
              ))}
            </ol>
          )
        }
      </QueryGate>
    </div>
  );
}

/** Results: placings pre-filled from the final round, certificates, Publish (asked first); then the leaderboard. */
export function ResultsTab({ competition }: { competition: TCompetitionDetail }) {
  const { t } = useManageTranslation();
  const rounds = [...competition.rounds].sort((a, b) => a.position - b.position);
  const final = rounds.at(-1);
  const ready = competition.status === 'judging' && final && final.status !== 'pending';
  const standings = useStandings(ready && final ? final.round_id : 0);

  if (competition.status === 'results_published') return <LeaderboardPreview competition={competition} />;
  if (!ready) return <StatePanel Icon={Trophy} title={t('results.notYet')} body={t('results.notYetBody')} />;
  return (
    <QueryGate
      query={standings}
      pending={<div className="h-48 animate-pulse rounded-2xl bg-stone-100" />}
      error={{ title: t('judging.loadFailed') }}
    >
      {(data) => <PlacingsForm key={data.round.round_id} competition={competition} standings={data} />}
    </QueryGate>
  );
}
