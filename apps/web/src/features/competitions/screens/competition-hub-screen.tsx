import type { TCompetitionCard } from '@ankur/shared/schemas/competitions';
import { ArrowRight, CalendarDays, ClipboardCheck, FileText, Gavel, Medal, Trophy } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { QueryGate } from '../../../components/ui/query-gate';
import { type TCompetitionQuery, useCompetitions } from '../api/competitions';
import { useLeaderboard } from '../api/judging';
import { DeadlineText, StatusPill } from '../components/badges';
import { CardSkeletons, CompetitionGrid, competitionPath } from '../components/competition-card';
import { useCompetitionsTranslation } from '../i18n';
import { CreateLink } from './competitions-screen';

const OPEN: TCompetitionQuery = { status: 'open', limit: 6 };
const RESULTS: TCompetitionQuery = { status: 'results_published', limit: 3 };
const APPLIED: TCompetitionQuery = { mine: 'applied', limit: 5 };
const JUDGING: TCompetitionQuery = { mine: 'judging', limit: 5 };

function Section({
  id,
  title,
  Icon,
  more,
  children,
}: {
  id: string;
  title: string;
  Icon: typeof Trophy;
  more?: string;
  children: ReactNode;
}) {
  const { t } = useCompetitionsTranslation();
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3">
      <div className="flex items-center justify-between gap-3">
        <h2 id={id} className="flex items-center gap-2 text-lg font-semibold text-stone-900">
          <Icon aria-hidden className="size-5 text-brand-700" />
          {title}
        </h2>
        {more ? (
          <Link to={more} className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline">
            {t('hub.seeAll')}
            <ArrowRight aria-hidden className="size-4" />
          </Link>
        ) : null}
      </div>
      {children}
    </section>
  );
}

const Empty = ({ children }: { children: ReactNode }) => (
  <div className="rounded-2xl bg-white p-5 text-sm text-stone-600 ring-1 ring-stone-200">{children}</div>
);

/** A published competition with its winner (when the leaderboard is public). */
function ResultCard({ card }: { card: TCompetitionCard }) {
  const { t } = useCompetitionsTranslation();
  const board = useLeaderboard(card.competition_id);
  const winner = board.data?.find((row) => row.rank === 1);
  return (
    <li className="relative flex flex-col gap-1 rounded-2xl bg-white p-4 ring-1 ring-stone-200 hover:ring-brand-400">
      <h3 className="font-semibold text-stone-900">
        <Link to={competitionPath(card.competition_id)} className="after:absolute after:inset-0 hover:underline">
          {card.title}
        </Link>
      </h3>
      {winner ? (
        <p className="flex items-center gap-1 text-sm text-stone-800">
          <Medal aria-hidden className="size-4 text-amber-600" />
          {t('hub.winner', { team: winner.team_name })}
          {winner.prize ? <span className="text-stone-600"> · {winner.prize}</span> : null}
        </p>
      ) : (
        <p className="text-sm text-brand-700">{t('hub.seeResults')}</p>
      )}
    </li>
  );
}

/** A compact row of a competition I applied to or judge. */
function MineRow({ card, judge }: { card: TCompetitionCard; judge?: boolean }) {
  const { t } = useCompetitionsTranslation();
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 rounded-xl bg-white p-3 ring-1 ring-stone-200">
      <div className="min-w-0">
        <Link to={competitionPath(card.competition_id)} className="font-medium text-stone-900 hover:underline">
          {card.title}
        </Link>
        <p className="mt-0.5 flex flex-wrap items-center gap-2 text-xs text-stone-600">
          <StatusPill status={card.status} opensAt={card.opens_at} />
          {card.my_application_status ? <span>{t(`applicationStatuses.${card.my_application_status}`)}</span> : null}
          {card.status === 'open' ? <DeadlineText card={card} /> : null}
        </p>
      </div>
      {judge && card.status === 'judging' ? (
        <Link to={`${competitionPath(card.competition_id)}/judge`} className="btn-primary">
          <Gavel aria-hidden className="size-4" />
          {t('hub.judgeNow')}
        </Link>
      ) : null}
    </li>
  );
}

/** /competition-hub: open now, recent results with winners, my applications, my judging queue. */
export default function CompetitionHubScreen() {
  const { t } = useCompetitionsTranslation();
  const open = useCompetitions(OPEN);
  const results = useCompetitions(RESULTS);
  const applied = useCompetitions(APPLIED);
  const judging = useCompetitions(JUDGING);
  const failed = { title: t('hub.loadFailed'), variant: 'inline' as const };
  const rows = <div className="h-24 animate-pulse rounded-2xl bg-stone-100" />;

  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-10 px-4 py-8 sm:px-6 sm:py-10">
      <header className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-stone-900 sm:text-3xl">{t('hub.title')}</h1>
          <p className="mt-2 text-stone-600">{t('hub.intro')}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Link to="/competitions" className="btn-outline">
            {t('hub.findOne')}
          </Link>
          <CreateLink />
        </div>
      </header>

      <div className="grid gap-8 lg:grid-cols-2">
        <Section id="hub-mine" title={t('hub.myApplications')} Icon={FileText} more="/competitions?mine=applied">
          <QueryGate query={applied} pending={rows} error={failed}>
            {(page) =>
              page.data.length === 0 ? (
                <Empty>
                  {t('hub.myApplicationsEmpty')}{' '}
                  <Link to="/competitions?status=open" className="font-medium text-brand-700 hover:underline">
                    {t('hub.findOne')}
                  </Link>
                </Empty>
              ) : (
                <ul className="flex flex-col gap-2">
                  {page.data.map((c) => (
                    <MineRow key={c.competition_id} card={c} />
                  ))}
                </ul>
              )
            }
          </QueryGate>
        </Section>
        <Section id="hub-judging" title={t('hub.myJudging')} Icon={ClipboardCheck} more="/competitions?mine=judging">
          <QueryGate query={judging} pending={rows} error={failed}>
            {(page) =>
              page.data.length === 0 ? (
                <Empty>{t('hub.myJudgingEmpty')}</Empty>
              ) : (
                <ul className="flex flex-col gap-2">
                  {page.data.map((c) => (
                    <MineRow key={c.competition_id} card={c} judge />
                  ))}
                </ul>
              )
            }
          </QueryGate>
        </Section>
      </div>

      <Section id="hub-open" title={t('hub.openNow')} Icon={Trophy} more="/competitions?status=open">
        <QueryGate query={open} pending={<CardSkeletons count={3} />} error={failed}>
          {(page) =>
            page.data.length === 0 ? <Empty>{t('hub.openEmpty')}</Empty> : <CompetitionGrid cards={page.data} />
          }
        </QueryGate>
      </Section>

      <Section id="hub-results" title={t('hub.results')} Icon={Medal} more="/competitions?status=results_published">
        <QueryGate query={results} pending={rows} error={failed}>
          {(page) =>
            page.data.length === 0 ? (
              <Empty>{t('hub.resultsEmpty')}</Empty>
            ) : (
              <ul className="grid gap-3 md:grid-cols-3">
                {page.data.map((c) => (
                  <ResultCard key={c.competition_id} card={c} />
                ))}
              </ul>
            )
          }
        </QueryGate>
      </Section>

      <Link
        to="/event-hub"
        className="flex items-center gap-4 rounded-2xl bg-brand-50 p-5 ring-1 ring-brand-200 hover:ring-brand-400"
      >
        <CalendarDays aria-hidden className="size-8 shrink-0 text-brand-700" />
        <span className="flex min-w-0 flex-1 flex-col">
          <span className="font-semibold text-brand-900">{t('hub.eventsHub')}</span>
          <span className="text-sm text-brand-900/80">{t('hub.eventsHubBody')}</span>
        </span>
        <ArrowRight aria-hidden className="size-5 text-brand-700" />
      </Link>
    </div>
  );
}
