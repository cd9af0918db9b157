import type { TPrajnaOverview } from '@ankur/shared/schemas/prajna';
import { Lightbulb } from 'lucide-react';
import { usePrajnaTranslation } from '../i18n';

/** Questions to try, from the library's topics. */
export function Suggestions({
  suggestions,
  onPick,
}: {
  suggestions: TPrajnaOverview['suggestions'];
  onPick: (question: string) => void;
}) {
  const { t } = usePrajnaTranslation();
  return (
    <section aria-labelledby="prajna-suggestions">
      <h2 id="prajna-suggestions" className="flex items-center gap-2 text-sm font-semibold text-stone-900">
        <Lightbulb className="size-4 text-amber-600" aria-hidden />
        {t('suggestions.title')}
      </h2>
      {suggestions.length ? (
        <ul className="mt-3 flex flex-wrap gap-2">
          {suggestions.map((s) => (
            <li key={s.question}>
              <button
                type="button"
                onClick={() => onPick(s.question)}
                className="rounded-full bg-white px-3 py-1.5 text-left text-sm text-stone-800 ring-1 ring-stone-200 hover:bg-brand-50 hover:ring-brand-300"
              >
                {s.question}
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-2 text-sm text-stone-600">{t('suggestions.empty')}</p>
      )}
    </section>
  );
}
