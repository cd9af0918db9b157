import { levelOf, TRAITS } from '@ankur/shared/personality';
import type { TPersonalityResult } from '@ankur/shared/schemas/profiles';
import { useLanguage } from '../../../lib/i18n';
import { useProfilesTranslation } from '../i18n';

export const formatDay = (iso: string, language: string) =>
  new Intl.DateTimeFormat(language === 'hi' ? 'hi-IN' : 'en-IN', {
    dateStyle: 'long',
    timeZone: 'Asia/Kolkata',
  }).format(new Date(iso));

/** One result: each trait's 0–100 score as a bar, its band and what the band means in plain words. */
export function PersonalityResult({ result }: { result: TPersonalityResult }) {
  const { t } = useProfilesTranslation();
  const language = useLanguage();
  return (
    <section aria-labelledby="personality-result" className="rounded-2xl bg-white p-4 ring-1 ring-stone-200 sm:p-6">
      <h2 id="personality-result" className="text-lg font-semibold text-stone-900">
        {t('personality.result', { date: formatDay(result.taken_at, language) })}
      </h2>
      <ul className="mt-4 flex flex-col gap-5">
        {TRAITS.map((trait) => {
          const score = result.scores[trait];
          const level = levelOf(score);
          return (
            <li key={trait}>
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <h3 className="font-semibold text-stone-900">{t(`traits.${trait}`)}</h3>
                <span className="text-sm text-stone-700">
                  {t(`personality.level_${level}`)} · {t('personality.score', { score })}
                </span>
              </div>
              <div
                role="progressbar"
                aria-label={t(`traits.${trait}`)}
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={score}
                className="mt-2 h-3 overflow-hidden rounded-full bg-stone-200"
              >
                <div className="h-full rounded-full bg-brand-600" style={{ width: `${Math.max(score, 2)}%` }} />
              </div>
              <p className="mt-2 text-sm text-stone-700">{t(`traitText.${trait}_${level}`)}</p>
            </li>
          );
        })}
      </ul>
      <p className="mt-5 text-xs text-stone-500">{t('personality.caveat')}</p>
    </section>
  );
}
