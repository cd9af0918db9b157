import { ChevronLeft, ChevronRight, ClipboardCopy, RefreshCw, Sparkles } from 'lucide-react';
import { notify } from '../../../components/ui/toaster';
import { ApiError } from '../../../lib/api-client';
import { useAlternative } from '../api/prajna';
import { usePrajnaTranslation } from '../i18n';
import { type ResponseCategory, useResponseSets } from '../state/response-sets';
import { AnswerText } from './answer-text';
import { Sources } from './sources';

/**
 * The answer on screen: the current response set of the question, flipping between sets (‹ 2/3 ›,
 * wrapping around), another answer, copy, and the sources.
 */
export function AnswerCard({ categoryKey, category }: { categoryKey: string; category: ResponseCategory }) {
  const { t } = usePrajnaTranslation();
  const { addSet, next, previous, markAdded } = useResponseSets();
  const alternative = useAlternative();
  const set = category.responseSets[category.currentIndex] ?? category.responseSets[0];
  if (!set) return null;
  const total = category.responseSets.length;
  const noOther = alternative.error instanceof ApiError && alternative.error.status === 409;

  const copy = async () => {
    const sources = set.citations.map((c) => `[${c.n}] ${c.title} — ${new URL(c.url, window.location.origin).href}`);
    try {
      await navigator.clipboard.writeText([set.text, '', ...sources].join('\n'));
      notify.success(t('answer.copied'));
    } catch {
      notify.error(t('answer.copyFailed'));
    }
  };

  return (
    <article aria-labelledby="prajna-answer" className="rounded-2xl bg-white p-4 ring-1 ring-stone-200 sm:p-6">
      <p className="text-sm text-stone-500">{set.question}</p>
      <div className="mt-2 flex flex-wrap items-center justify-between gap-2">
        <h2 id="prajna-answer" className="flex items-center gap-2 text-lg font-semibold text-stone-900">
          <Sparkles className="size-5 text-brand-700" aria-hidden />
          {t('answer.heading')}
        </h2>
        {total > 1 ? (
          <div className="flex items-center gap-1">
            <button
              type="button"
              className="btn-ghost p-1.5"
              aria-label={t('answer.previous')}
              onClick={() => previous(categoryKey)}
            >
              <ChevronLeft className="size-5" aria-hidden />
            </button>
            <span className="min-w-12 text-center text-sm tabular-nums text-stone-700" aria-live="polite">
              <span className="sr-only">{t('answer.setOf', { current: category.currentIndex + 1, total })}</span>
              <span aria-hidden="true">
                {category.currentIndex + 1}/{total}
              </span>
            </span>
            <button
              type="button"
              className="btn-ghost p-1.5"
              aria-label={t('answer.next')}
              onClick={() => next(categoryKey)}
            >
              <ChevronRight className="size-5" aria-hidden />
            </button>
          </div>
        ) : null}
      </div>
      <p className="mt-1 text-xs text-stone-500">
        {set.mode === 'generated' ? t('answer.generated', { provider: set.provider }) : t('answer.passagesMode')}
      </p>
      {set.fell_back ? (
        <p role="status" className="mt-3 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {t('answer.fellBack', { provider: set.provider })}
        </p>
      ) : null}
      <div className="mt-4">
        <AnswerText text={set.text} citations={set.citations} />
      </div>
      <div className="mt-4 flex flex-wrap items-center gap-2">
        <button
          type="button"
          className="btn-ghost inline-flex items-center gap-1.5"
          disabled={alternative.isPending || noOther || !set.citations.length}
          onClick={() => alternative.mutate(set.answer_id, { onSuccess: (answer) => addSet(answer) })}
        >
          <RefreshCw className={`size-4 ${alternative.isPending ? 'animate-spin' : ''}`} aria-hidden />
          {alternative.isPending ? t('answer.anotherBusy') : t('answer.another')}
        </button>
        <button type="button" className="btn-ghost inline-flex items-center gap-1.5" onClick={copy}>
          <ClipboardCopy className="size-4" aria-hidden />
          {t('answer.copy')}
        </button>
        {noOther ? <span className="text-sm text-stone-600">{t('answer.noOther')}</span> : null}
        {alternative.isError && !noOther ? (
          <span role="alert" className="text-sm text-red-700">
            {alternative.error.message}
          </span>
        ) : null}
      </div>
      <Sources
        citations={set.citations}
        added={category.addedItemIds}
        onAdded={(refId) => markAdded(categoryKey, refId)}
      />
    </article>
  );
}
