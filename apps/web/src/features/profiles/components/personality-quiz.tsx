import { PERSONALITY_ITEMS } from '@ankur/shared/personality';
import { type FormEvent, useRef, useState } from 'react';
import { useErrorText } from '../../../lib/api-errors';
import { useLanguage } from '../../../lib/i18n';
import { useTakePersonality } from '../api/profiles';
import { useProfilesTranslation } from '../i18n';

const PER_PAGE = 10;
const PAGES = PERSONALITY_ITEMS.length / PER_PAGE;
const SCALE = [1, 2, 3, 4, 5] as const;

/** The 50 statements, ten a page, each answered on the 5-point scale; all answered before scoring. */
export function PersonalityQuiz({
  userId,
  onDone,
  onCancel,
}: {
  userId: number;
  onDone: () => void;
  onCancel: () => void;
}) {
  const { t } = useProfilesTranslation();
  const language = useLanguage();
  const errorText = useErrorText();
  const take = useTakePersonality(userId);
  const [answers, setAnswers] = useState<(number | null)[]>(() => PERSONALITY_ITEMS.map(() => null));
  const [page, setPage] = useState(0);
  const [hint, setHint] = useState<number | null>(null);
  const top = useRef<HTMLDivElement>(null);
  const items = PERSONALITY_ITEMS.slice(page * PER_PAGE, (page + 1) * PER_PAGE);
  const missing = items.filter((item) => answers[item.n - 1] === null).length;
  const last = page === PAGES - 1;

  const go = (next: number) => {
    setHint(null);
    setPage(next);
    top.current?.scrollIntoView({ block: 'start' });
    top.current?.focus();
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (missing > 0) {
      setHint(missing);
      return;
    }
    if (!last) go(page + 1);
    else take.mutate(answers as number[], { onSuccess: onDone });
  };
  const labels = [
    t('personality.scale1'),
    t('personality.scale2'),
    t('personality.scale3'),
    t('personality.scale4'),
    t('personality.scale5'),
  ];

  return (
    <form noValidate onSubmit={submit} aria-label={t('personality.title')} className="flex flex-col gap-4">
      <div ref={top} tabIndex={-1} className="flex items-center justify-between gap-2 outline-none">
        <p className="text-sm font-medium text-stone-700">{t('personality.page', { page: page + 1, pages: PAGES })}</p>
        <div className="h-2 w-40 overflow-hidden rounded-full bg-stone-200" aria-hidden>
          <div className="h-full bg-brand-600" style={{ width: `${((page + 1) / PAGES) * 100}%` }} />
        </div>
      </div>
      <ol className="flex flex-col gap-3">
        {items.map((item) => (
          <li key={item.n}>
            <fieldset className="rounded-2xl bg-white p-4 ring-1 ring-stone-200">
              <legend className="sr-only">{t('personality.question', { n: item.n })}</legend>
              <p className="text-xs text-stone-500" aria-hidden>
                {t('personality.question', { n: item.n })}
              </p>
              <p className="mt-1 font-medium text-stone-900">{language === 'hi' ? item.hi : item.en}</p>
              <div className="mt-3 grid grid-cols-1 gap-2 sm:grid-cols-5">
                {SCALE.map((value) => {
                  const on = answers[item.n - 1] === value;
                  return (
                    <label
                      key={value}
                      className={`flex cursor-pointer items-center gap-2 rounded-lg px-3 py-2 text-sm ring-1 sm:flex-col sm:text-center ${on ? 'bg-brand-50 text-brand-900 ring-brand-600' : 'text-stone-700 ring-stone-200'}`}
                    >
                      <input
                        type="radio"
                        name={`item-${item.n}`}
                        value={value}
                        className="size-4 accent-brand-700"
                        checked={on}
                        onChange={() => setAnswers((a) => a.map((x, i) => (i === item.n - 1 ? value : x)))}
                      />
                      {labels[value - 1]}
                    </label>
                  );
                })}
              </div>
            </fieldset>
          </li>
        ))}
      </ol>
      {hint ? (
        <p role="alert" className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {t('personality.unanswered', { count: hint })}
        </p>
      ) : null}
      {take.isError ? (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
          {t('common.saveFailed', { reason: errorText(take.error) })}
        </p>
      ) : null}
      <div className="flex flex-wrap justify-between gap-2">
        <button type="button" className="btn-ghost" onClick={() => (page === 0 ? onCancel() : go(page - 1))}>
          {page === 0 ? t('common.cancel') : t('personality.back')}
        </button>
        <button type="submit" className="btn-primary" disabled={take.isPending}>
          {last ? (take.isPending ? t('personality.submitting') : t('personality.submit')) : t('personality.next')}
        </button>
      </div>
    </form>
  );
}
