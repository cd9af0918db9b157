import { periodOf, shiftPeriod, type TEngineDashboard } from '@ankur/shared/schemas/engine';
import { Download, Lock, Upload } from 'lucide-react';
import { lazy, Suspense, useMemo, useState } from 'react';
import { QueryErrorPanel } from '../../../components/ui/query-gate';
import { StatePanel } from '../../../components/ui/state-panel';
import { notify } from '../../../components/ui/toaster';
import { ApiError } from '../../../lib/api-client';
import { useEngineDashboard, useEngineScores } from '../api/engine';
import { exportCsv } from '../components/csv';
import { ImportDialog } from '../components/import-dialog';
import { KpiCards } from '../components/kpi-cards';
import { ManagePanel } from '../components/manage-panel';
import { PhasePanel } from '../components/phase-panel';
import { ReadinessPanel } from '../components/readiness-panel';
import { ScoreGrid } from '../components/score-grid';
import { useEngineTranslation } from '../i18n';

// recharts is its own chunk, fetched while the rest of the screen shows
const KpiChart = lazy(() => import('../components/kpi-chart').then((m) => ({ default: m.KpiChart })));

function Skeleton() {
  return (
    <div aria-hidden className="flex flex-col gap-4">
      {['h-48', 'h-32', 'h-64'].map((h) => (
        <div key={h} className={`${h} animate-pulse rounded-2xl bg-white ring-1 ring-stone-200`} />
      ))}
    </div>
  );
}

function Section({
  id,
  title,
  intro,
  actions,
  children,
}: {
  id: string;
  title: string;
  intro?: string;
  actions?: React.ReactNode;
  children: React.ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="rounded-2xl bg-white p-5 ring-1 ring-stone-200">
      <div className="mb-3 flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <h2 id={id} className="text-lg font-semibold text-stone-900">
            {title}
          </h2>
          {intro ? <p className="text-sm text-stone-600">{intro}</p> : null}
        </div>
        {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
      </div>
      {children}
    </section>
  );
}

function download(name: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  a.click();
  URL.revokeObjectURL(url);
}

function Dashboard({ data, current }: { data: TEngineDashboard; current: string }) {
  const { t } = useEngineTranslation();
  const scores = useEngineScores(shiftPeriod(current, -23), current);
  const [importing, setImporting] = useState(false);
  const stats = useMemo(() => data.modules.flatMap((m) => m.stats), [data]);
  const list = scores.data ?? [];
  return (
    <div className="flex flex-col gap-6">
      <PhasePanel key={data.active_phase} data={data} />
      <ReadinessPanel items={data.readiness} />
      <KpiCards data={data} />
      {scores.isError ? (
        <QueryErrorPanel title={t('loadFailed')} error={scores.error} onRetry={() => void scores.refetch()} />
      ) : (
        <>
          <Section id="engine-chart-heading" title={t('chart.heading')}>
            <Suspense fallback={<div aria-hidden className="h-72 animate-pulse rounded-xl bg-stone-100" />}>
              <KpiChart stats={stats} scores={list} current={current} />
            </Suspense>
          </Section>
          <Section
            id="engine-grid-heading"
            title={t('grid.heading')}
            intro={t('grid.intro')}
            actions={
              <>
                <button type="button" className="btn-outline" onClick={() => setImporting(true)}>
                  <Upload aria-hidden className="size-4" />
                  {t('grid.import')}
                </button>
                <button
                  type="button"
                  className="btn-outline"
                  onClick={async () => {
                    if (!list.length) return notify.info(t('grid.exportEmpty'));
                    const names = new Map(stats.map((s) => [s.stat_id, s.stat_name]));
                    download(`engine-${current}.csv`, await exportCsv(list, names));
                  }}
                >
                  <Download aria-hidden className="size-4" />
                  {t('grid.export')}
                </button>
              </>
            }
          >
            <ScoreGrid stats={stats} scores={list} current={current} />
          </Section>
        </>
      )}
      <Section id="engine-manage-heading" title={t('manage.heading')} intro={t('manage.intro')}>
        <ManagePanel modules={data.modules} />
      </Section>
      <ImportDialog open={importing} onOpenChange={setImporting} statNames={stats.map((s) => s.stat_name)} />
    </div>
  );
}

/** /engine: the founder's dashboard (issue 24). */
export default function EngineScreen() {
  const { t } = useEngineTranslation();
  const dashboard = useEngineDashboard();
  const current = periodOf(new Date());
  const refused = dashboard.error instanceof ApiError && dashboard.error.status === 403;
  return (
    <section aria-labelledby="engine-heading" className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 sm:py-10">
      <header className="mb-6">
        <h1 id="engine-heading" className="text-2xl font-bold tracking-tight text-stone-900 sm:text-3xl">
          {t('title')}
        </h1>
        <p className="mt-2 text-stone-600">{t('intro')}</p>
      </header>
      {refused ? (
        <StatePanel Icon={Lock} title={t('noAccess')} body={t('noAccessBody')} />
      ) : dashboard.isError ? (
        <QueryErrorPanel title={t('loadFailed')} error={dashboard.error} onRetry={() => void dashboard.refetch()} />
      ) : !dashboard.data ? (
        <div role="status" aria-live="polite">
          <span className="sr-only">{t('loading')}</span>
          <Skeleton />
        </div>
      ) : (
        <Dashboard data={dashboard.data} current={current} />
      )}
    </section>
  );
}
