import type { TApplication, TCompetitionDetail } from '@ankur/shared/schemas/competitions';
import { Lock, Medal } from 'lucide-react';
import { QueryErrorPanel } from '../../../components/ui/query-gate';
import { ApiError } from '../../../lib/api-client';
import { useLeaderboard } from '../api/judging';
import { useCompetitionsTranslation } from '../i18n';

/** After results: my team's result, and the leaderboard when it is public (or I organise). */
export function ResultsPanel({
  competition,
  application,
}: {
  competition: TCompetitionDetail;
  application: TApplication | null;
}) {
  const { t } = useCompetitionsTranslation();
  const shown = competition.leaderboard_public || competition.can_manage;
  const board = useLeaderboard(competition.competition_id, shown);
  const hidden = !shown || (board.error instanceof ApiError && board.error.status === 403);

  return (
    <div className="flex flex-col gap-4">
      {application && application.status === 'submitted' ? (
        <div className="rounded-2xl bg-brand-50 p-4 ring-1 ring-brand-200">
          <h3 className="font-semibold text-brand-900">{t('result.mine')}</h3>
          {application.final_rank ? (
            <p className="mt-1 flex flex-wrap items-center gap-2 text-brand-900">
              <Medal aria-hidden className="size-5 text-amber-600" />
              <span className="font-semibold">{t('result.placed', { rank: application.final_rank })}</span>
              {application.prize ? (
                <span className="basis-full sm:basis-auto">{t('result.prize', { prize: application.prize })}</span>
              ) : null}
            </p>
          ) : (
            <p className="mt-1 text-sm text-brand-900">{t('result.notPlaced')}</p>
          )}
        </div>
      ) : null}
      <section aria-labelledby="leaderboard-heading" className="flex flex-col gap-2">
        <h3 id="leaderboard-heading" className="font-semibold text-stone-900">
          {t('result.leaderboard')}
        </h3>
        {hidden ? (
          <p className="flex items-center gap-2 text-sm text-stone-600">
            <Lock aria-hidden className="size-4" />
            {t('result.leaderboardPrivate')}
          </p>
        ) : board.isPending ? (
          <div role="status" className="h-32 animate-pulse rounded-2xl bg-stone-100">
            <span className="sr-only">{t('result.title')}</span>
          </div>
        ) : board.isError ? (
          <QueryErrorPanel
            variant="inline"
            title={t('result.loadFailed')}
            error={board.error}
            onRetry={() => void board.refetch()}
          />
        ) : board.data.length === 0 ? (
          <p className="text-sm text-stone-600">{t('result.leaderboardEmpty')}</p>
        ) : (
          <div className="overflow-x-auto rounded-2xl bg-white ring-1 ring-stone-200">
            <table className="w-full text-left text-sm">
              <thead className="bg-stone-50 text-stone-700">
                <tr>
                  <th scope="col" className="px-3 py-2 font-medium">
                    {t('result.rank')}
                  </th>
                  <th scope="col" className="px-3 py-2 font-medium">
                    {t('result.team')}
                  </th>
                  <th scope="col" className="px-3 py-2 font-medium max-sm:hidden">
                    {t('result.members')}
                  </th>
                  <th scope="col" className="px-3 py-2 font-medium">
                    {t('result.prizeCol')}
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-stone-100">
                {[...board.data]
                  .sort((a, b) => a.rank - b.rank)
                  .map((row) => (
                    <tr key={`${row.rank}-${row.team_name}`}>
                      <td className="px-3 py-2 font-semibold text-stone-900">{row.rank}</td>
                      <td className="px-3 py-2 text-stone-900">{row.team_name}</td>
                      <td className="px-3 py-2 text-stone-600 max-sm:hidden">
                        {row.members.map((m) => m.name).join(', ')}
                      </td>
                      <td className="px-3 py-2 text-stone-800">{row.prize ?? '—'}</td>
                    </tr>
                  ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </div>
  );
}
