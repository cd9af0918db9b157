import type { TPrajnaLanguage } from '@ankur/shared/schemas/prajna';
import { History, Hourglass, LogIn, MessageCircleQuestion, ShieldCheck } from 'lucide-react';
import { useEffect, useState } from 'react';
import { InlineError } from '../../../components/ui/inline-error';
import { Modal } from '../../../components/ui/modal';
import { StatePanel } from '../../../components/ui/state-panel';
import { ApiError } from '../../../lib/api-client';
import { useErrorText } from '../../../lib/api-errors';
import { goToSignIn } from '../../../lib/auth-redirect';
import { config } from '../../../lib/config';
import { useLanguage } from '../../../lib/i18n';
import { useSessionStore } from '../../../stores/session';
import { useAsk, useOpenThread, useOverview } from '../api/prajna';
import { AnswerCard } from '../components/answer-card';
import { AskBox } from '../components/ask-box';
import { HistoryPanel } from '../components/history-panel';
import { Suggestions } from '../components/suggestions';
import { usePrajnaTranslation } from '../i18n';
import { useResponseSets } from '../state/response-sets';

const minutesIn = (message: string) => Number(/(\d+) minute/.exec(message)?.[1] ?? 60);

/**
 * /prajna: ask the library in English or Hindi; the answer cites its sources [n]; flip between
 * response sets; my questions on the side (a sheet on phones). Signed-out visitors see what Prajna
 * is and are asked to sign in to ask.
 */
export default function PrajnaScreen() {
  const { t } = usePrajnaTranslation();
  const errorText = useErrorText();
  const language = useLanguage() as TPrajnaLanguage;
  const user = useSessionStore((s) => s.user);
  const signedIn = user !== null;
  const overview = useOverview(language, signedIn);
  const { categories, active, addSet, restore, forget, reset, claim } = useResponseSets();
  const ask = useAsk();
  const openThread = useOpenThread();
  const [question, setQuestion] = useState('');
  const [sheet, setSheet] = useState(false);

  useEffect(() => {
    if (user) claim(user.user_id);
  }, [user, claim]);

  const category = active ? categories[active] : undefined;
  const limited = ask.error instanceof ApiError && ask.error.status === 429;
  const provider = overview.data?.provider ?? null;

  const submit = (q: string) => {
    if (!signedIn) {
      goToSignIn({ redirectUri: `${window.location.origin}/prajna` });
      return;
    }
    ask.mutate({ question: q }, { onSuccess: (answer) => addSet(answer) });
  };
  const pick = (q: string) => {
    setQuestion(q);
    submit(q);
  };
  const reopen = (answerId: number) => {
    setSheet(false);
    openThread.mutate(answerId, { onSuccess: ({ sets }) => restore(sets) });
  };
  const forgotten = (rootId: number | 'all') => {
    if (rootId === 'all') reset();
    else forget(String(rootId));
  };

  const history = (headingId: string, hideTitle = false) => (
    <HistoryPanel
      headingId={headingId}
      hideTitle={hideTitle}
      activeRootId={active ? Number(active) : null}
      onOpen={reopen}
      onForgotten={forgotten}
    />
  );

  return (
    <section aria-labelledby="prajna-heading" className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 sm:py-10">
      <header className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div className="min-w-0">
          <h1 id="prajna-heading" className="text-2xl font-bold tracking-tight text-stone-900 sm:text-3xl">
            {t('title')}
          </h1>
          <p className="mt-2 max-w-2xl text-stone-600">{t('tagline')}</p>
        </div>
        {signedIn && overview.data ? (
          <p className="shrink-0 text-sm text-stone-600">
            {t('usage', { used: overview.data.usage.used, limit: overview.data.usage.limit })}
          </p>
        ) : null}
      </header>
      <p className="mt-4 flex items-start gap-2 rounded-xl bg-sky-50 px-3 py-2 text-sm text-sky-900">
        <ShieldCheck className="mt-0.5 size-4 shrink-0" aria-hidden />
        <span>
          {provider ? t('privacy.provider', { provider }) : t('privacy.library', { brand: config.brandName })}
        </span>
      </p>

      <div className={`mt-6 grid gap-6 ${signedIn ? 'lg:grid-cols-[16rem_minmax(0,1fr)]' : ''}`}>
        {signedIn ? <aside className="hidden lg:block">{history('prajna-history-side')}</aside> : null}
        <div className="flex min-w-0 flex-col gap-5">
          {signedIn ? (
            <>
              <div className="lg:hidden">
                <button
                  type="button"
                  className="btn-ghost inline-flex items-center gap-1.5"
                  onClick={() => setSheet(true)}
                >
                  <History className="size-4" aria-hidden />
                  {t('history.open')}
                </button>
                <Modal open={sheet} onOpenChange={setSheet} title={t('history.title')}>
                  {history('prajna-history-sheet', true)}
                </Modal>
              </div>
              <AskBox value={question} onChange={setQuestion} onAsk={submit} pending={ask.isPending} />
            </>
          ) : (
            <StatePanel Icon={LogIn} title={t('signIn.title')} body={t('signIn.body')}>
              <button
                type="button"
                className="btn-primary"
                onClick={() => goToSignIn({ redirectUri: `${window.location.origin}/prajna` })}
              >
                {t('signIn.action')}
              </button>
            </StatePanel>
          )}

          {ask.isPending || openThread.isPending ? (
            <div role="status" className="flex flex-col gap-3 rounded-2xl bg-white p-6 ring-1 ring-stone-200">
              <span className="text-sm text-stone-600">{t('ask.asking')}</span>
              <span className="h-3 w-3/4 animate-pulse rounded bg-stone-200" />
              <span className="h-3 w-full animate-pulse rounded bg-stone-200" />
              <span className="h-3 w-2/3 animate-pulse rounded bg-stone-200" />
            </div>
          ) : limited ? (
            <StatePanel
              Icon={Hourglass}
              role="alert"
              title={t('limit.title')}
              body={t('limit.body', { minutes: minutesIn(ask.error?.message ?? '') })}
            />
          ) : ask.isError ? (
            <InlineError title={t('ask.failed')} body={errorText(ask.error)} onRetry={() => submit(question)} />
          ) : openThread.isError ? (
            <InlineError title={t('history.openFailed')} body={errorText(openThread.error)} />
          ) : null}

          {category && active && !ask.isPending ? (
            <AnswerCard key={active} categoryKey={active} category={category} />
          ) : null}

          {!category && signedIn && !ask.isPending && !ask.isError ? (
            <StatePanel Icon={MessageCircleQuestion} title={t('empty.title')} body={t('empty.body')} />
          ) : null}

          {overview.data ? <Suggestions suggestions={overview.data.suggestions} onPick={pick} /> : null}
        </div>
      </div>
    </section>
  );
}
