import { ADMIN_CENTER_MENU } from '@ankur/shared/menus';
import { FlaskConical, Play, ShieldOff } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { INPUT_CLASS } from '../../../components/ui/field';
import { InlineError } from '../../../components/ui/inline-error';
import { ScreenLoader } from '../../../components/ui/loaders';
import { StatePanel } from '../../../components/ui/state-panel';
import { useErrorText } from '../../../lib/api-errors';
import { useAccessStatus, useCan } from '../../../stores/access';
import { useBenchRun } from '../api/prajna';
import { BenchConfig } from '../components/bench-config';
import { BenchRunResult } from '../components/bench-run';
import { usePrajnaTranslation } from '../i18n';

/**
 * /gemini-test (SPEC test screen; Administrators): the answer provider's configuration and health,
 * and a question run through every step Prajna takes, with timings.
 */
export default function GeminiTestScreen() {
  const { t } = usePrajnaTranslation();
  const errorText = useErrorText();
  const status = useAccessStatus();
  const allowed = useCan(ADMIN_CENTER_MENU, 'read');
  const run = useBenchRun();
  const [question, setQuestion] = useState('');

  if (status === 'loading') return <ScreenLoader />;
  if (!allowed) {
    return (
      <section className="mx-auto w-full max-w-3xl px-4 py-10 sm:px-6">
        <StatePanel Icon={ShieldOff} heading="h1" title={t('bench.noPermission')} body={t('bench.noPermissionBody')}>
          <Link to="/prajna" className="btn-primary">
            {t('bench.toPrajna')}
          </Link>
        </StatePanel>
      </section>
    );
  }

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (question.trim().length >= 3) run.mutate({ question: question.trim() });
  };

  return (
    <section aria-labelledby="bench-heading" className="mx-auto w-full max-w-5xl px-4 py-8 sm:px-6 sm:py-10">
      <h1
        id="bench-heading"
        className="flex items-center gap-2 text-2xl font-bold tracking-tight text-stone-900 sm:text-3xl"
      >
        <FlaskConical className="size-7 text-brand-700" aria-hidden />
        {t('bench.title')}
      </h1>
      <p className="mt-2 text-stone-600">{t('bench.intro')}</p>
      <div className="mt-6 flex flex-col gap-5">
        <BenchConfig />
        <form onSubmit={submit} className="rounded-2xl bg-white p-4 ring-1 ring-stone-200 sm:p-6">
          <label htmlFor="bench-question" className="text-sm font-medium text-stone-800">
            {t('bench.question')}
          </label>
          <div className="mt-2 flex flex-col gap-2 sm:flex-row">
            <input
              id="bench-question"
              value={question}
              onChange={(e) => setQuestion(e.target.value)}
              maxLength={500}
              placeholder={t('ask.placeholder')}
              className={INPUT_CLASS}
            />
            <button
              type="submit"
              className="btn-primary inline-flex items-center justify-center gap-1.5"
              disabled={run.isPending}
            >
              <Play className="size-4" aria-hidden />
              {run.isPending ? t('bench.running') : t('bench.run')}
            </button>
          </div>
        </form>
        {run.isError ? (
          <InlineError
            title={t('bench.runFailed')}
            body={errorText(run.error)}
            onRetry={() => run.mutate({ question })}
          />
        ) : null}
        {run.data ? <BenchRunResult run={run.data} /> : null}
      </div>
    </section>
  );
}
