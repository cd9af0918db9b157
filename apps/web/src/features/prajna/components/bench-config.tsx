import { Activity, Server } from 'lucide-react';
import { QueryGate } from '../../../components/ui/query-gate';
import { useErrorText } from '../../../lib/api-errors';
import { useBenchConfig, useBenchHealth } from '../api/prajna';
import { usePrajnaTranslation } from '../i18n';

/** The provider's configuration (never the key) and its health check. */
export function BenchConfig() {
  const { t } = usePrajnaTranslation();
  const errorText = useErrorText();
  const cfg = useBenchConfig(true);
  const health = useBenchHealth();
  return (
    <section aria-labelledby="bench-config" className="rounded-2xl bg-white p-4 ring-1 ring-stone-200 sm:p-6">
      <h2 id="bench-config" className="flex items-center gap-2 text-lg font-semibold text-stone-900">
        <Server className="size-5 text-brand-700" aria-hidden />
        {t('bench.configTitle')}
      </h2>
      <QueryGate query={cfg} error={{ title: t('bench.configFailed'), variant: 'inline' }}>
        {(c) => (
          <>
            {!c.configured ? <p className="mt-3 text-sm text-stone-700">{t('bench.none')}</p> : null}
            <dl className="mt-3 grid grid-cols-1 gap-x-6 gap-y-2 text-sm sm:grid-cols-[max-content_1fr]">
              {c.configured ? (
                <>
                  <dt className="font-medium text-stone-600">{t('bench.name')}</dt>
                  <dd className="text-stone-900">{c.provider}</dd>
                  <dt className="font-medium text-stone-600">{t('bench.model')}</dt>
                  <dd className="break-all font-mono text-stone-900">{c.model}</dd>
                  <dt className="font-medium text-stone-600">{t('bench.baseUrl')}</dt>
                  <dd className="break-all font-mono text-stone-900">{c.base_url}</dd>
                  <dt className="font-medium text-stone-600">{t('bench.key')}</dt>
                  <dd className="text-stone-900">{c.has_key ? t('bench.keySet') : t('bench.keyUnset')}</dd>
                  <dt className="font-medium text-stone-600">{t('bench.timeout')}</dt>
                  <dd className="text-stone-900">{c.timeout_ms} ms</dd>
                </>
              ) : null}
              <dt className="font-medium text-stone-600">{t('bench.limit')}</dt>
              <dd className="text-stone-900">{c.hourly_limit}</dd>
            </dl>
          </>
        )}
      </QueryGate>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <button
          type="button"
          className="btn-outline inline-flex items-center gap-1.5"
          disabled={health.isPending}
          onClick={() => health.mutate()}
        >
          <Activity className="size-4" aria-hidden />
          {health.isPending ? t('bench.checking') : t('bench.health')}
        </button>
        <span role="status" className="text-sm">
          {health.data ? (
            <span className={health.data.ok ? 'text-brand-800' : 'text-red-700'}>
              {health.data.ok
                ? t('bench.healthy', { ms: health.data.ms })
                : t('bench.unhealthy', { message: health.data.message })}
            </span>
          ) : health.isError ? (
            <span className="text-red-700">{errorText(health.error)}</span>
          ) : null}
        </span>
      </div>
    </section>
  );
}
