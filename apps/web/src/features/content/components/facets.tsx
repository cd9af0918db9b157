import type { TContentPage } from '@ankur/shared/schemas/content';
import { useContentTranslation } from '../i18n';

export const FACETS = ['kind', 'topic', 'hub', 'language', 'level'] as const;
export type Facet = (typeof FACETS)[number];

/** A facet value's words: kinds, hubs, languages and levels are translated; topics are shown as written. */
export function useFacetLabel() {
  const { t } = useContentTranslation();
  return (facet: Facet, value: string): string => {
    switch (facet) {
      case 'kind':
        return t(`kinds.${value as 'article'}`);
      case 'hub':
        return t(`hubs.${value as 'funding-hub'}`);
      case 'language':
        return t(`languages.${value as 'en'}`);
      case 'level':
        return t(`levels.${value as 'beginner'}`);
      default:
        return value;
    }
  };
}

/**
 * The explorer's facets: each a group of toggles with the number of pieces it would show. The
 * chosen value of a facet is pressed; pressing it again clears it.
 */
export function FacetPanel({
  facets,
  chosen,
  onChange,
}: {
  facets: TContentPage['facets'];
  chosen: Partial<Record<Facet, string>>;
  onChange: (facet: Facet, value: string | undefined) => void;
}) {
  const { t } = useContentTranslation();
  const label = useFacetLabel();
  return (
    <div className="flex flex-col gap-5">
      {FACETS.map((facet) => {
        const values = facets[facet];
        const current = chosen[facet];
        // the chosen value stays visible even when the other filters leave it no pieces
        const shown =
          current && !values.some((v) => v.value === current) ? [{ value: current, count: 0 }, ...values] : values;
        if (shown.length === 0) return null;
        return (
          <fieldset key={facet} className="min-w-0">
            <legend className="mb-2 text-sm font-semibold text-stone-900">{t(`explorer.facet.${facet}`)}</legend>
            <ul className="flex flex-wrap gap-1.5 lg:flex-col lg:flex-nowrap lg:gap-1">
              {shown.slice(0, facet === 'topic' || facet === 'hub' ? 12 : 10).map(({ value, count }) => {
                const pressed = current === value;
                return (
                  <li key={value}>
                    <button
                      type="button"
                      aria-pressed={pressed}
                      onClick={() => onChange(facet, pressed ? undefined : value)}
                      className={`flex w-full items-center justify-between gap-2 rounded-lg px-2.5 py-1.5 text-left text-sm ring-1 lg:ring-0 ${
                        pressed
                          ? 'bg-brand-100 font-semibold text-brand-900 ring-brand-300'
                          : 'bg-white text-stone-700 ring-stone-200 hover:bg-stone-100'
                      }`}
                    >
                      <span className="min-w-0 truncate">{label(facet, value)}</span>
                      <span className="shrink-0 text-xs text-stone-600 tabular-nums">{count}</span>
                    </button>
                  </li>
                );
              })}
            </ul>
          </fieldset>
        );
      })}
    </div>
  );
}
