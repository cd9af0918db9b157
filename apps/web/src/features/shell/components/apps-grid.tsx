import { LayoutGrid, Lock, Search } from 'lucide-react';
import { Popover } from 'radix-ui';
import { type ReactNode, useId, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { useFormatNumber } from '../../../lib/i18n';
import { useAccessCheck, useAccessStatus, useWorkspaceAccess } from '../../../stores/access';
import { useSessionStore } from '../../../stores/session';
import { useShellTranslation } from '../i18n';
import en from '../locales/en';
import { appIcon } from './app-icons';
import { useAppLabel } from './app-names';
import { appsFor, type GridApp, matchApps } from './apps-catalogue';
import { useLockedAppChoice, useUnlockedApps } from './locked-apps';

/** SPEC §2's search text and the empty message, in English (tests); shown in the language on screen. */
export const APPS_SEARCH_PLACEHOLDER = en.apps.searchPlaceholder;
export const NO_APPS_MESSAGE = en.apps.none;

const TILE_CLASS =
  'flex h-full w-full flex-col items-center gap-1.5 rounded-lg px-1 py-2.5 text-center text-xs font-medium text-stone-700 hover:bg-brand-50 hover:text-brand-800 focus-visible:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600';

interface AppTileProps {
  app: GridApp;
  label: string;
  lockedHintId: string;
  onOpen: () => void;
}

function AppTile({ app, label, lockedHintId, onOpen }: AppTileProps) {
  const chooseLocked = useLockedAppChoice();
  const Icon = appIcon(app.name);
  const icon = (
    <span className="relative flex size-10 items-center justify-center rounded-xl bg-stone-100 text-brand-700">
      <Icon className="size-5" aria-hidden />
      {app.locked ? (
        <span className="absolute -right-1 -top-1 flex size-4 items-center justify-center rounded-full bg-amber-500 text-white">
          <Lock className="size-2.5" aria-hidden />
        </span>
      ) : null}
    </span>
  );
  if (app.locked) {
    return (
      <button
        type="button"
        className={TILE_CLASS}
        aria-describedby={lockedHintId}
        // SPEC §8: a locked app alerts; then /membership shows how to unlock it
        onClick={() => chooseLocked(onOpen)}
      >
        {icon}
        <span className="break-words">{label}</span>
      </button>
    );
  }
  return (
    <Link to={app.route} className={TILE_CLASS} onClick={onOpen}>
      {icon}
      <span className="break-words">{label}</span>
    </Link>
  );
}

function Message({ children }: { children: ReactNode }) {
  return <p className="px-2 py-6 text-center text-sm text-stone-600">{children}</p>;
}

/** The panel's body: search, then the apps the active role may read (or why there are none). */
export function AppsPanel({ onNavigate = () => {} }: { onNavigate?: () => void }) {
  const { t } = useShellTranslation();
  const label = useAppLabel();
  const formatNumber = useFormatNumber();
  const [query, setQuery] = useState('');
  const can = useAccessCheck();
  const workspace = useWorkspaceAccess();
  const status = useAccessStatus();
  const error = useSessionStore((state) => state.error);
  const loadPrivileges = useSessionStore((state) => state.loadPrivileges);
  const unlocked = useUnlockedApps();
  const apps = useMemo(() => appsFor(can, workspace, unlocked), [can, workspace, unlocked]);
  const shown = matchApps(apps, query, label);
  const searching = query.trim().length > 0;
  const searchId = useId();
  const lockedHintId = useId();

  let body: ReactNode;
  if (status === 'loading') {
    body = (
      <p role="status" className="px-2 py-6 text-center text-sm text-stone-600">
        {t('apps.loading')}
      </p>
    );
  } else if (status === 'failed') {
    body = (
      <div role="alert" className="flex flex-col items-center gap-3 px-2 py-6 text-center text-sm text-stone-700">
        <p>{error ?? t('apps.loadFailed')}</p>
        <button type="button" className="btn-ghost" onClick={() => void loadPrivileges()}>
          {t('apps.tryAgain')}
        </button>
      </div>
    );
  } else if (apps.length === 0) {
    body = <Message>{t('apps.none')}</Message>;
  } else if (shown.length === 0) {
    body = <Message>{t('apps.noMatch', { query: query.trim() })}</Message>;
  } else {
    body = (
      <ul className="grid grid-cols-3 gap-1 sm:grid-cols-4">
        {shown.map((app) => (
          <li key={app.name}>
            <AppTile app={app} label={label(app.name)} lockedHintId={lockedHintId} onOpen={onNavigate} />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <div className="flex min-h-0 flex-col gap-3">
      <div className="relative">
        <label htmlFor={searchId} className="sr-only">
          {t('apps.searchLabel')}
        </label>
        <Search
          className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-stone-400"
          aria-hidden
        />
        <input
          id={searchId}
          type="search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          placeholder={t('apps.searchPlaceholder')}
          autoComplete="off"
          className="w-full rounded-full border border-stone-300 bg-white py-2 pl-9 pr-3 text-base placeholder:text-stone-400 sm:text-sm"
        />
      </div>
      <div className="min-h-0 overflow-y-auto">{body}</div>
      {/* how many apps the search leaves, announced as the visitor types */}
      <p aria-live="polite" className="sr-only">
        {(status === 'all' || status === 'ready') && apps.length > 0 && searching
          ? t('apps.matches', { count: shown.length, number: formatNumber(shown.length) })
          : ''}
      </p>
      <p id={lockedHintId} className="sr-only">
        {t('apps.lockedHint')}
      </p>
    </div>
  );
}

/**
 * The header's apps grid (SPEC §2): a button "Apps" opening a panel named "Apps" with the hub
 * apps the active role may read. Usable from 360 px up: the panel spans the screen on phones.
 */
export function AppsGrid() {
  const { t } = useShellTranslation();
  const [open, setOpen] = useState(false);
  const titleId = useId();
  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger asChild>
        <button
          type="button"
          aria-label={t('apps.button')}
          className="rounded-full p-2 text-stone-600 hover:bg-stone-100 hover:text-brand-700 data-[state=open]:bg-stone-100"
        >
          <LayoutGrid className="size-5" aria-hidden />
        </button>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          aria-labelledby={titleId}
          align="end"
          sideOffset={8}
          collisionPadding={8}
          className="z-50 flex max-h-[min(36rem,calc(100dvh-6rem))] w-[min(26rem,calc(100vw-1rem))] flex-col gap-3 rounded-xl border border-stone-200 bg-white p-3 shadow-lg"
        >
          <h2 id={titleId} className="px-1 text-sm font-semibold text-stone-900">
            {t('apps.title')}
          </h2>
          <AppsPanel onNavigate={() => setOpen(false)} />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
