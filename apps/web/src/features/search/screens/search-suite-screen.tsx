import { ADMIN_CENTER_MENU } from '@ankur/shared/menus';
import type { TSuiteRun } from '@ankur/shared/schemas/search';
import { CheckCircle2, CircleAlert, FlaskConical, ShieldAlert, XCircle } from 'lucide-react';
import { useState } from 'react';
import { StatePanel } from '../../../components/ui/state-panel';
import { ApiError } from '../../../lib/api-client';
import { useCan } from '../../../stores/access';
import { useRunSuite } from '../api/search';
import { useSearchTranslation } from '../i18n';

const percent = (rate: number) => `${Math.round(rate * 1000) / 10} %`;

/**
 * /test/search-suite (issue 22, SPEC §2 test screen; administrators): runs the stored relevance
 * queries on demand and shows, per query, whether its expected result came in the top 3, where it
 * came, and the overall pass rate against the 90 % target.
 */
export default function SearchSuiteScreen() {
  const { t } = useSearchTranslation();
  const allowed = useCan(ADMIN_CENTER_MENU, 'read');
  const run = useRunSuite();
  const [failingOnly, setFailingOnly] = useState(false);
  const forbidden = !allowed || (run.error instanceof ApiError && run.error.status === 403);

  return (
    <section aria-labelledby="suite-heading" className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 sm:py-10">
      <h1 id="suite-heading" className="text-2xl font-bold tracking-tight text-stone-900 sm:text-3xl">
        {t('suite.title')}
      </h1>
      <p className="mt-2 max-w-3xl text-stone-600">{t('suite.intro')}</p>
      {forbidden ? (
        <div className="mt-6">
          <StatePanel Icon={ShieldAlert} title={t('suite.forbiddenTitle')} body={t('suite.forbiddenBody')} />
        </div>
      ) : (
        <>
          <div className="mt-5 flex flex-wrap items-center gap-3">
            <button type="button" className="btn-primary" disabled={run.isPending} onClick={() => run.mutate()}>
              <FlaskConical aria-hidden className="size-4" />
              {run.isPending ? t('suite.running') : run.data ? t('suite.rerun') : t('suite.run')}
            </button>
            {run.data ? <Summary data={run.data} /> : null}
          </div>
          <div aria-live="polite" className="mt-6">
            {run.isError ? (
              <StatePanel Icon={CircleAlert} tone="error" role="alert" title={t('suite.failed')}>
                <button type="button" className="btn-outline" onClick={() => run.mutate()}>
                  {t('suite.rerun')}
                </button>
              </StatePanel>
            ) : run.data ? (
              <>
                <fieldset className="mb-3 flex flex-wrap items-center gap-4 text-sm">
                  <legend className="sr-only">{t('suite.filter')}</legend>
                  <label className="inline-flex items-center gap-2">
                    <input
                      type="radio"
                      name="suite-filter"
                      checked={!failingOnly}
                      onChange={() => setFailingOnly(false)}
                    />
                    {t('suite.all')}
                  </label>
                  <label className="inline-flex items-center gap-2">
                    <input
                      type="radio"
                      name="suite-filter"
                      checked={failingOnly}
                      onChange={() => setFailingOnly(true)}
                    />
                    {t('suite.failing')}
                  </label>
                </fieldset>
                <Outcomes data={run.data} failingOnly={failingOnly} />
              </>
            ) : (
              <StatePanel Icon={FlaskConical} title={t('suite.title')} body={t('suite.empty')} />
            )}
          </div>
        </>
      )}
    </section>
  );
}

function Summary({ data }: { data: TSuiteRun }) {
  const { t } = useSearchTranslation();
  const good = data.pass_rate >= 0.9;
  return (
    <p className="text-sm" role="status">
      <span className={`font-semibold ${good ? 'text-emerald-800' : 'text-red-800'}`}>
        {t('suite.summary', { passed: data.passed, total: data.total, rate: percent(data.pass_rate) })}
      </span>{' '}
      <span className="text-stone-600">
        · {t('suite.target')} · {t('suite.took', { ms: data.ms })}
      </span>
    </p>
  );
}

function Outcomes({ data, failingOnly }: { data: TSuiteRun; failingOnly: boolean }) {
  const { t } = useSearchTranslation();
  const rows = data.outcomes.filter((o) => !failingOnly || !o.pass);
  return (
    <div className="overflow-x-auto rounded-2xl bg-white ring-1 ring-stone-200">
      <table className="w-full min-w-[48rem] text-left text-sm">
        <thead className="bg-stone-50 text-xs uppercase tracking-wide text-stone-600">
          <tr>
            <th scope="col" className="px-3 py-2">
              {t('suite.outcome')}
            </th>
            <th scope="col" className="px-3 py-2">
              {t('suite.query')}
            </th>
            <th scope="col" className="px-3 py-2">
              {t('suite.expected')}
            </th>
            <th scope="col" className="px-3 py-2">
              {t('suite.position')}
            </th>
            <th scope="col" className="px-3 py-2">
              {t('suite.top')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-stone-100">
          {rows.map((o) => (
            <tr key={`${o.q}:${o.expect}`} className="align-top">
              <td className="px-3 py-2">
                {o.pass ? (
                  <span className="inline-flex items-center gap-1 font-medium text-emerald-800">
                    <CheckCircle2 aria-hidden className="size-4" />
                    {t('suite.pass')}
                  </span>
                ) : (
                  <span className="inline-flex items-center gap-1 font-medium text-red-800">
                    <XCircle aria-hidden className="size-4" />
                    {t('suite.fail')}
                  </span>
                )}
              </td>
              <td className="min-w-40 px-3 py-2">
                <span lang={o.language} className="font-medium text-stone-900">
                  {o.q}
                </span>
                <span className="ml-2 rounded bg-stone-100 px-1.5 py-0.5 text-xs text-stone-700">{o.language}</span>
                {o.note ? <span className="block text-xs text-stone-600">{o.note}</span> : null}
              </td>
              <td className="min-w-40 px-3 py-2 text-stone-800">
                <span className="text-xs text-stone-600">{t(`kind.${o.expect_kind}`)}</span>
                <span className="block [overflow-wrap:anywhere]">{o.expect}</span>
              </td>
              <td className="px-3 py-2 tabular-nums">{o.position ?? t('suite.notFound')}</td>
              <td className="min-w-64 px-3 py-2">
                <ol className="list-decimal space-y-0.5 pl-4 text-stone-700">
                  {o.top.map((r) => (
                    <li key={`${r.kind}:${r.url}`} className="[overflow-wrap:anywhere]">
                      {r.title} <span className="text-xs text-stone-500">({t(`kind.${r.kind}`)})</span>
                    </li>
                  ))}
                </ol>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
