import { LayoutGrid, Lock, Search } from 'lucide-react';
import { Popover } from 'radix-ui';
import { type ReactNode, useId, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { useAccessCheck, useAccessStatus, useWorkspaceAccess } from '../../../stores/access';
import { useSessionStore } from '../../../stores/session';
import { appIcon } from './app-icons';
import { appsFor, type GridApp, matchApps, PREMIUM_ALERT } from './apps-catalogue';

export const APPS_SEARCH_PLACEHOLDER = 'Find Innovation Lab apps';
export const NO_APPS_MESSAGE = 'Your role has no apps yet. Ask an administrator for access.';

const TILE_CLASS =
  'flex h-full w-full flex-col items-center gap-1.5 rounded-lg px-1 py-2.5 text-center text-xs font-medium text-stone-700 hover:bg-brand-50 hover:text-brand-800 focus-visible:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600';

function AppTile({ app, lockedHintId, onOpen }: { app: GridApp; lockedHintId: string; onOpen: () => void }) {
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
        // SPEC §8: a locked app alerts and opens nothing
        onClick={() => window.alert(PREMIUM_ALERT)}
      >
        {icon}
        <span className="break-words">{app.name}</span>
      </button>
    );
  }
  return (
    <Link to={app.route} className={TILE_CLASS} onClick={onOpen}>
      {icon}
      <span className="break-words">{app.name}</span>
    </Link>
  );
}

function Message({ children }: { children: ReactNode }) {
  return <p className="px-2 py-6 text-center text-sm text-stone-600">{children}</p>;
}

/** The panel's body: search, then the apps the active role may read (or why there are none). */
export function AppsPanel({ onNavigate = () => {} }: { onNavigate?: () => void }) {
  const [query, setQuery] = useState('');
  const can = useAccessCheck();
  const workspace = useWorkspaceAccess();
  const status = useAccessStatus();
  const error = useSessionStore((state) => state.error);
  const loadPrivileges = useSessionStore((state) => state.loadPrivileges);
  const apps = useMemo(() => appsFor(can, workspace), [can, workspace]);
  const shown = matchApps(apps, query);
  const searchId = useId();
  const lockedHintId = useId();

  let body: ReactNode;
  if (status === 'loading') {
    body = (
      <p role="status" className="px-2 py-6 text-center text-sm text-stone-600">
        Loading your apps…
      </p>
    );
  } else if (status === 'failed') {
    body = (
      <div role="alert" className="flex flex-col items-center gap-3 px-2 py-6 text-center text-sm text-stone-700">
        <p>{error ?? 'Your apps could not be loaded.'}</p>
        <button type="button" className="btn-ghost" onClick={() => void loadPrivileges()}>
          Try again
        </button>
      </div>
    );
  } else if (apps.length === 0) {
    body = <Message>{NO_APPS_MESSAGE}</Message>;
  } else if (shown.length === 0) {
    body = <Message>No apps match “{query.trim()}”.</Message>;
  } else {
    body = (
      <ul className="grid grid-cols-3 gap-1 sm:grid-cols-4">
        {shown.map((app) => (
          <li key={app.name}>
            <AppTile app={app} lockedHintId={lockedHintId} onOpen={onNavigate} />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <div className="flex min-h-0 flex-col gap-3">
      <div className="relative">
        <label htmlFor={searchId} className="sr-only">
          Find apps
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
          placeholder={APPS_SEARCH_PLACEHOLDER}
          autoComplete="off"
          className="w-full rounded-full border border-stone-300 bg-white py-2 pl-9 pr-3 text-base placeholder:text-stone-400 sm:text-sm"
        />
      </div>
      <div className="min-h-0 overflow-y-auto">{body}</div>
      <p id={lockedHintId} className="sr-only">
        Locked: needs Premium Access
      </p>
    </div>
  );
}

/**
 * The header's apps grid (SPEC §2): a button "Apps" opening a panel named "Apps" with the hub
 * apps the active role may read. Usable from 360 px up: the panel spans the screen on phones.
 */
export function AppsGrid() {
  const [open, setOpen] = useState(false);
  const titleId = useId();
  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger asChild>
        <button
          type="button"
          aria-label="Apps"
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
            Apps
          </h2>
          <AppsPanel onNavigate={() => setOpen(false)} />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
