import { Lock, Search } from 'lucide-react';
import {
  type ComponentType,
  type KeyboardEvent,
  Suspense,
  useCallback,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useNavigate } from 'react-router';
import { config } from '../../../lib/config';
import { useAccessCheck, useWorkspaceAccess } from '../../../stores/access';
import { useHomeTranslation } from '../home/i18n';
import { hubEntries, SEARCHABLE_PAGES, type SearchEntry, searchEntries } from '../home/search-index';
import { useAppLabel } from './app-names';
import { appsFor } from './apps-catalogue';
import { useLockedAppChoice, useUnlockedApps } from './locked-apps';

/** An option the search panel adds (the shape of features/search HeaderSuggestions' options). */
export interface PanelOption {
  key: string;
  select: () => void;
}

/** What the box hands the lazily loaded search panel (features/search/components/header-suggestions). */
export interface SearchPanelProps {
  query: string;
  active: number;
  idOf: (index: number) => string;
  onOptions: (options: PanelOption[]) => void;
  onHover: (index: number) => void;
  onDone: () => void;
}

/** Whether a key press anywhere asks for the search box: '/' outside a text field, or Ctrl/⌘+K. */
function wantsSearch(event: globalThis.KeyboardEvent): boolean {
  if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') return true;
  if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey) return false;
  const target = event.target as HTMLElement | null;
  return !(target?.isContentEditable || /^(input|textarea|select)$/i.test(target?.tagName ?? ''));
}

/**
 * The signed-in header's search (SPEC §2 "smart search box"): the platform's search (issue 22) —
 * `Panel`, loaded the first time the box takes the focus so the shell stays light — with the hubs
 * the active role may read and the platform's pages by name below it. An ARIA 1.2 combobox: arrows
 * choose, Enter opens, Escape closes (and then clears); '/' or Ctrl+K focuses it from anywhere
 * (`shortcut`: the one box that listens, the wide header's).
 */
export function GlobalSearch({
  className = '',
  onNavigate,
  Panel,
  shortcut = false,
}: {
  className?: string;
  onNavigate?: () => void;
  Panel?: ComponentType<SearchPanelProps>;
  shortcut?: boolean;
}) {
  const { t } = useHomeTranslation();
  const appLabel = useAppLabel();
  const navigate = useNavigate();
  const can = useAccessCheck();
  const workspace = useWorkspaceAccess();
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const inputId = useId();
  const listId = useId();
  const hintId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  // the search panel loads once the box is first focused
  const [panelWanted, setPanelWanted] = useState(false);
  const [panelOptions, setPanelOptions] = useState<PanelOption[]>([]);

  useEffect(() => {
    if (!shortcut) return;
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (!wantsSearch(event)) return;
      event.preventDefault();
      inputRef.current?.focus();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [shortcut]);

  // hubs are found by their name on screen and by their English menu name
  const unlocked = useUnlockedApps();
  const chooseLocked = useLockedAppChoice();
  const entries = useMemo(
    () => [
      ...hubEntries(appsFor(can, workspace, unlocked)).map((hub) => ({ ...hub, label: appLabel(hub.name) })),
      ...SEARCHABLE_PAGES,
    ],
    [can, workspace, appLabel, unlocked],
  );
  const results = useMemo(() => searchEntries(entries, query), [entries, query]);
  const typed = query.trim().length > 0;
  const expanded = open && (typed || panelOptions.length > 0);
  const optionId = (index: number) => `${listId}-${index}`;
  // the panel's options come first, then the hubs and pages (only once something is typed)
  const local = typed ? results : [];
  const total = panelOptions.length + local.length;
  const panelIdOf = useCallback((index: number) => `${listId}-p${index}`, [listId]);
  const activeId = active < panelOptions.length ? panelIdOf(active) : optionId(active - panelOptions.length);
  const done = useCallback(() => {
    setOpen(false);
    setQuery('');
    onNavigate?.();
  }, [onNavigate]);

  const choose = (entry: SearchEntry | undefined) => {
    if (!entry) return;
    if (entry.locked) {
      // SPEC §8: a locked app alerts; then /membership shows how to unlock it
      chooseLocked(() => {
        setOpen(false);
        setQuery('');
        onNavigate?.();
      });
      return;
    }
    setOpen(false);
    setQuery('');
    onNavigate?.();
    navigate(entry.route);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!expanded) {
        setOpen(true);
        return;
      }
      if (total === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (current + step + total) % total);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      if (!expanded) return;
      if (active < panelOptions.length) panelOptions[active]?.select();
      else if (local.length) choose(local[active - panelOptions.length] ?? local[0]);
      else if (Panel && typed) {
        done();
        navigate(`/search?q=${encodeURIComponent(query.trim())}`);
      }
    } else if (event.key === 'Escape') {
      if (expanded) setOpen(false);
      else setQuery('');
    }
  };

  return (
    <search className={`relative block ${className}`}>
      <label htmlFor={inputId} className="sr-only">
        {t('search.label', { brand: config.brandName })}
      </label>
      <Search
        className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-stone-500"
        aria-hidden
      />
      <input
        id={inputId}
        type="search"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-describedby={hintId}
        aria-activedescendant={expanded && total > 0 ? activeId : undefined}
        placeholder={t('search.placeholder')}
        value={query}
        onChange={(event) => {
          setQuery(event.target.value);
          setActive(0);
          setOpen(true);
        }}
        ref={inputRef}
        onFocus={() => {
          setOpen(true);
          setPanelWanted(true);
        }}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
        className="w-full rounded-full border border-stone-300 bg-white py-2 pl-9 pr-3 text-sm placeholder:text-stone-500"
      />
      <span id={hintId} className="sr-only">
        {t('search.hint')}
      </span>
      <span role="status" className="sr-only">
        {expanded && typed ? t('search.results', { count: local.length }) : ''}
      </span>
      <div
        hidden={!expanded}
        className="absolute inset-x-0 top-full z-50 mt-2 overflow-hidden rounded-xl bg-white shadow-lg ring-1 ring-stone-900/10 sm:min-w-80 md:right-auto md:w-[28rem]"
      >
        {!Panel && typed && results.length === 0 ? (
          <p className="px-4 py-3 text-sm text-stone-600">{t('search.noResults', { query: query.trim() })}</p>
        ) : null}
        <div
          id={listId}
          role="listbox"
          aria-label={t('search.label', { brand: config.brandName })}
          className="max-h-[70vh] overflow-y-auto py-1"
        >
          {Panel && panelWanted ? (
            <Suspense fallback={null}>
              <Panel
                query={query}
                active={active}
                idOf={panelIdOf}
                onOptions={setPanelOptions}
                onHover={setActive}
                onDone={done}
              />
            </Suspense>
          ) : null}
          {local.map((entry, index) => (
            // biome-ignore lint/a11y/useKeyWithClickEvents: the keyboard works on the combobox input (aria-activedescendant), as the ARIA combobox pattern prescribes
            <div
              key={`${entry.kind}:${entry.route}`}
              tabIndex={-1}
              id={optionId(index)}
              role="option"
              aria-selected={index + panelOptions.length === active}
              // keep the focus in the input: choosing happens on click
              onMouseDown={(event) => event.preventDefault()}
              onMouseEnter={() => setActive(index + panelOptions.length)}
              onClick={() => choose(entry)}
              className={`flex cursor-pointer items-center gap-3 px-4 py-2 text-sm ${
                index + panelOptions.length === active ? 'bg-brand-50 text-brand-900' : 'text-stone-800'
              }`}
            >
              <span className="min-w-0 flex-1 truncate font-medium">{entry.label ?? entry.name}</span>
              {entry.locked ? (
                <span className="inline-flex items-center gap-1 rounded-full bg-amber-100 px-2 py-0.5 text-xs text-amber-900">
                  <Lock className="size-3" aria-hidden />
                  {t('search.locked')}
                </span>
              ) : null}
              <span className="shrink-0 text-xs text-stone-600">
                {entry.kind === 'hub' ? t('search.hubs') : t('search.pages')}
              </span>
            </div>
          ))}
        </div>
      </div>
    </search>
  );
}
