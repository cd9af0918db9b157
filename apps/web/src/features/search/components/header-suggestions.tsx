import type { TSearchResult } from '@ankur/shared/schemas/search';
import { Clock, Search, Trash2 } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { useSuggestions } from '../api/search';
import { useSearchTranslation } from '../i18n';
import { KindIcon } from './kind-icon';
import { clearRecentSearches, recentSearches, rememberSearch } from './recent';

/** One option this panel adds to the header's combobox (the combobox moves through them with the keys). */
export interface SuggestionOption {
  key: string;
  select: () => void;
}

/** What the shell's header box hands the panel (the shell declares the same shape: features do not import each other). */
export interface HeaderSuggestionsProps {
  query: string;
  /** the highlighted option among this panel's, or -1 */
  active: number;
  /** the element id of this panel's option `index` (aria-activedescendant) */
  idOf: (index: number) => string;
  onOptions: (options: SuggestionOption[]) => void;
  onHover: (index: number) => void;
  /** after the panel navigated: the box closes and clears */
  onDone: () => void;
}

const DEBOUNCE_MS = 200;

function useDebounced(value: string): string {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [value]);
  return value.trim() ? debounced : '';
}

/**
 * One empty list for every render: a new [] each time made `options` new each time, and the effect
 * that hands them to the box set its state on every render — an endless chain of updates that left
 * the router's navigations (transitions) no turn to render.
 */
const NO_ITEMS: TSearchResult[] = [];

const optionClass = (on: boolean) =>
  `flex cursor-pointer items-center gap-3 px-4 py-2 text-sm ${on ? 'bg-brand-50 text-brand-900' : 'text-stone-800'}`;

/**
 * The header box's search panel (issue 22), loaded when the box is first focused: suggestions
 * across kinds as one types (debounced), "See all results" (the results page), and, before
 * anything is typed, the recent searches of this browser (clearable).
 */
export default function HeaderSuggestions({ query, active, idOf, onOptions, onHover, onDone }: HeaderSuggestionsProps) {
  const { t } = useSearchTranslation();
  const navigate = useNavigate();
  const q = useDebounced(query.trim());
  const suggestions = useSuggestions(q);
  const [recent, setRecent] = useState(recentSearches);
  const typed = query.trim();
  const items: TSearchResult[] = typed && q ? (suggestions.data?.items ?? NO_ITEMS) : NO_ITEMS;

  const options = useMemo(() => {
    const go = (url: string, remember?: string) => () => {
      if (remember) rememberSearch(remember);
      onDone();
      navigate(url);
    };
    if (!typed) {
      if (!recent.length) return [];
      return [
        ...recent.map((r) => ({ key: `recent:${r}`, select: go(`/search?q=${encodeURIComponent(r)}`, r) })),
        {
          key: 'clear',
          select: () => {
            clearRecentSearches();
            setRecent([]);
          },
        },
      ];
    }
    return [
      ...items.map((item) => ({ key: `${item.kind}:${item.id}`, select: go(item.url, typed) })),
      { key: 'all', select: go(`/search?q=${encodeURIComponent(typed)}`, typed) },
    ];
  }, [typed, items, recent, navigate, onDone]);

  useEffect(() => onOptions(options), [options, onOptions]);

  const option = (index: number, key: string, children: React.ReactNode) => (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the keyboard works on the combobox input (aria-activedescendant)
    <div
      key={key}
      id={idOf(index)}
      role="option"
      tabIndex={-1}
      aria-selected={index === active}
      onMouseDown={(event) => event.preventDefault()}
      onMouseEnter={() => onHover(index)}
      onClick={() => options[index]?.select()}
      className={optionClass(index === active)}
    >
      {children}
    </div>
  );

  if (!typed) {
    if (!recent.length) return null;
    return (
      // biome-ignore lint/a11y/useSemanticElements: a group of options inside the combobox's listbox (ARIA 1.2)
      <div role="group" aria-label={t('suggest.recent')}>
        <div
          role="presentation"
          className="px-4 pb-1 pt-2 text-xs font-semibold uppercase tracking-wide text-stone-600"
        >
          {t('suggest.recent')}
        </div>
        {recent.map((r, i) =>
          option(
            i,
            `recent:${r}`,
            <>
              <Clock aria-hidden className="size-4 shrink-0 text-stone-500" />
              <span className="min-w-0 flex-1 truncate">{r}</span>
            </>,
          ),
        )}
        {option(
          recent.length,
          'clear',
          <>
            <Trash2 aria-hidden className="size-4 shrink-0 text-stone-500" />
            <span className="text-stone-700">{t('suggest.clearRecent')}</span>
          </>,
        )}
      </div>
    );
  }

  const status = suggestions.isError
    ? t('suggest.failed')
    : suggestions.isFetching || q !== typed
      ? t('suggest.loading')
      : items.length === 0
        ? t('suggest.none')
        : '';
  return (
    // biome-ignore lint/a11y/useSemanticElements: a group of options inside the combobox's listbox (ARIA 1.2)
    <div role="group" aria-label={t('title')}>
      {items.map((item, i) =>
        option(
          i,
          `${item.kind}:${item.id}`,
          <>
            <KindIcon kind={item.kind} className="size-4 shrink-0 text-brand-700" />
            <span className="min-w-0 flex-1">
              <span className="block truncate font-medium">{item.title}</span>
              {item.subtitle ? <span className="block truncate text-xs text-stone-600">{item.subtitle}</span> : null}
            </span>
            <span className="shrink-0 text-xs text-stone-600">{t(`kind.${item.kind}`)}</span>
          </>,
        ),
      )}
      {option(
        items.length,
        'all',
        <>
          <Search aria-hidden className="size-4 shrink-0 text-brand-700" />
          <span className="min-w-0 flex-1">
            <span className="block truncate font-medium text-brand-800">{t('suggest.seeAll', { q: typed })}</span>
            {status ? <span className="block truncate text-xs text-stone-600">{status}</span> : null}
          </span>
        </>,
      )}
    </div>
  );
}
