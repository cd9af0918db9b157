import { ArrowLeft, CalendarDays, Gavel, Settings, Trophy } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { QueryGate } from '../../../components/ui/query-gate';
import { StatePanel } from '../../../components/ui/state-panel';
import { ReportSlot } from '../../../lib/report-slot';
import { displayName, useSessionStore } from '../../../stores/session';
import { useMyApplication } from '../api/applications';
import { useCompetition } from '../api/competitions';
import { ApplicationPanel } from '../components/application-panel';
import { DeadlineText, StatusPill } from '../components/badges';
import { Overview, Prizes, Timeline } from '../components/overview';
import { ResultsPanel } from '../components/results-panel';
import { useCompetitionsTranslation } from '../i18n';

/** The id of /competition/:eventId (the competition's id), or 0 when it is not one. */
export function useCompetitionId(): number {
  const { eventId } = useParams();
  const id = Number(eventId);
  return Number.isInteger(id) && id > 0 ? id : 0;
}

function NotFound() {
  const { t } = useCompetitionsTranslation();
  return (
    <StatePanel Icon={Trophy} title={t('page.notFound')} body={t('page.notFoundBody')} heading="h1">
      <Link to="/competitions" className="btn-primary">
        {t('page.back')}
      </Link>
    </StatePanel>
  );
}

/** My result (after results) needs my application; it loads once for the panel and the results. */
function Results({ id, competition }: { id: number; competition: Parameters<typeof ResultsPanel>[0]['competition'] }) {
  const mine = useMyApplication(id);
  return <ResultsPanel competition={competition} application={mine.data ?? null} />;
}

/** /competition/:eventId: overview, timeline, prizes, Apply / My application, and the results. */
export default function CompetitionScreen() {
  const { t } = useCompetitionsTranslation();
  const id = useCompetitionId();
  const user = useSessionStore((s) => s.user);
  const query = useCompetition(id);
  const me = { user_id: user?.user_id ?? 0, name: displayName(user), photo_url: null };

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-6 sm:px-6 sm:py-8">
      <Link
        to="/competitions"
        className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline"
      >
        <ArrowLeft aria-hidden className="size-4" />
        {t('page.back')}
      </Link>
      <div className="mt-4">
        {id === 0 ? (
          <NotFound />
        ) : (
          <QueryGate query={query} error={{ title: t('page.loadFailed'), heading: 'h1' }} notFound={<NotFound />}>
            {(c) => (
              <article aria-labelledby="competition-title" className="flex flex-col gap-6">
                <header className="overflow-hidden rounded-2xl bg-white ring-1 ring-stone-200">
                  {c.cover_url ? (
                    <img src={c.cover_url} alt="" className="aspect-[4/1] w-full object-cover max-sm:aspect-[2/1]" />
                  ) : null}
                  <div className="flex flex-col gap-3 p-4 sm:p-6">
                    <div className="flex flex-wrap items-center gap-2">
                      <StatusPill status={c.status} opensAt={c.opens_at} />
                      {c.status === 'open' ? <DeadlineText card={c} className="text-sm" /> : null}
                    </div>
                    <h1 id="competition-title" className="text-2xl font-bold tracking-tight text-stone-900 sm:text-3xl">
                      {c.title}
                    </h1>
                    {c.summary ? <p className="text-stone-700">{c.summary}</p> : null}
                    <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-stone-600">
                      <span>{t('page.organiser', { name: c.organiser.name })}</span>
                      {c.event ? (
                        <span className="inline-flex items-center gap-1">
                          <CalendarDays aria-hidden className="size-4" />
                          {t('card.partOf', { event: c.event.title })}
                        </span>
                      ) : null}
                      <span>
                        {c.team_min === 1
                          ? t('page.teamSizeOne', { max: c.team_max })
                          : t('page.teamSize', { min: c.team_min, max: c.team_max })}
                      </span>
                    </p>
                    {c.can_manage || c.i_judge ? (
                      <div className="flex flex-wrap gap-2">
                        {c.i_judge ? (
                          <Link to={`/competition/${c.competition_id}/judge`} className="btn-primary">
                            <Gavel aria-hidden className="size-4" />
                            {t('page.judge')}
                          </Link>
                        ) : null}
                        {c.can_manage ? (
                          <Link to={`/competition/manage/${c.competition_id}`} className="btn-outline">
                            <Settings aria-hidden className="size-4" />
                            {t('page.manage')}
                          </Link>
                        ) : null}
                      </div>
                    ) : null}
                    {!c.can_manage && c.status !== 'draft' ? (
                      <ReportSlot kind="competition" id={c.competition_id} quote={c.summary || c.title} />
                    ) : null}
                    {c.status === 'draft' ? <p className="text-sm text-amber-800">{t('page.draftNotice')}</p> : null}
                    {c.status === 'cancelled' ? (
                      <p className="text-sm text-red-700">{t('page.cancelledNotice')}</p>
                    ) : null}
                  </div>
                </header>

                <div className="grid gap-6 lg:grid-cols-[1fr_20rem]">
                  <div className="flex min-w-0 flex-col gap-8">
                    {c.status === 'results_published' ? (
                      <section aria-labelledby="results-heading" className="flex flex-col gap-3">
                        <h2 id="results-heading" className="text-xl font-semibold text-stone-900">
                          {t('page.results')}
                        </h2>
                        <Results id={c.competition_id} competition={c} />
                      </section>
                    ) : null}
                    <section aria-labelledby="overview-heading" className="flex flex-col gap-3">
                      <h2 id="overview-heading" className="text-xl font-semibold text-stone-900">
                        {t('page.overview')}
                      </h2>
                      <Overview competition={c} />
                    </section>
                    {c.status === 'open' || c.my_application_status ? (
                      <section aria-labelledby="apply-heading" className="flex flex-col gap-3">
                        <h2 id="apply-heading" className="text-xl font-semibold text-stone-900">
                          {c.my_application_status ? t('page.myApplication') : t('page.apply')}
                        </h2>
                        <ApplicationPanel competition={c} me={me} />
                      </section>
                    ) : null}
                  </div>
                  <aside className="flex flex-col gap-4 lg:sticky lg:top-20 lg:self-start">
                    <Timeline competition={c} />
                    <Prizes competition={c} />
                  </aside>
                </div>
              </article>
            )}
          </QueryGate>
        )}
      </div>
    </div>
  );
}
