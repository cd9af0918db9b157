import { useEffect, useRef } from 'react';
import { NavLink } from 'react-router';
import { useNetworkCounts } from '../api/network';
import { useNetworkTranslation } from '../i18n';

const LINKS = [
  { to: '/community/members', key: 'members' },
  { to: '/community/network', key: 'network' },
  { to: '/community/connections', key: 'connections' },
  { to: '/community/my-connections', key: 'myConnections' },
  { to: '/community/following', key: 'following' },
  { to: '/organization', key: 'organisations' },
] as const;

/**
 * The network's own navigation, on every network screen: members, suggestions, requests (with
 * the live number waiting), my connections, following and organisations. Scrolls sideways on a phone.
 */
export function NetworkNav() {
  const { t } = useNetworkTranslation();
  const counts = useNetworkCounts();
  const received = counts.data?.received ?? 0;
  const nav = useRef<HTMLElement>(null);
  // on a phone the tabs scroll sideways: bring the current one into view (each screen mounts its own nav)
  useEffect(() => {
    const current = nav.current?.querySelector<HTMLElement>('[aria-current="page"]');
    if (current && nav.current) nav.current.scrollLeft = Math.max(0, current.offsetLeft - 16);
  }, []);
  return (
    <nav ref={nav} aria-label={t('nav.label')} className="-mx-4 mb-6 overflow-x-auto px-4 sm:mx-0 sm:px-0">
      <ul className="flex min-w-max gap-1 border-b border-stone-200">
        {LINKS.map((link) => (
          <li key={link.to}>
            <NavLink
              to={link.to}
              end
              className={({ isActive }) =>
                `flex items-center gap-2 border-b-2 px-3 py-2 text-sm font-medium whitespace-nowrap ${
                  isActive
                    ? 'border-brand-700 text-brand-800'
                    : 'border-transparent text-stone-600 hover:border-stone-300 hover:text-stone-900'
                }`
              }
            >
              {t(`nav.${link.key}`)}
              {link.key === 'connections' && received > 0 ? (
                <span className="rounded-full bg-brand-700 px-2 py-0.5 text-xs font-semibold text-white">
                  <span aria-hidden>{received}</span>
                  <span className="sr-only">{t('nav.pendingBadge', { count: received })}</span>
                </span>
              ) : null}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The frame of every network screen: width, padding, the title and intro, and the nav. */
export function NetworkFrame({
  title,
  intro,
  aside,
  children,
}: {
  title: string;
  intro?: string;
  aside?: React.ReactNode;
  children: React.ReactNode;
}) {
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 sm:py-10">
      <NetworkNav />
      <div className="mb-6 flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-stone-900 sm:text-3xl">{title}</h1>
          {intro ? <p className="mt-1 max-w-2xl text-stone-600">{intro}</p> : null}
        </div>
        {aside}
      </div>
      {children}
    </div>
  );
}

/** A row of toggle buttons (tabs of a list): the pressed one is the shown list. */
export function Segmented<T extends string>({
  value,
  options,
  onChange,
  label,
}: {
  value: T;
  options: { value: T; label: string }[];
  onChange: (value: T) => void;
  label: string;
}) {
  return (
    <fieldset className="mb-4 flex flex-wrap gap-2">
      <legend className="sr-only">{label}</legend>
      {options.map((o) => (
        <button
          key={o.value}
          type="button"
          aria-pressed={value === o.value}
          onClick={() => onChange(o.value)}
          className={`rounded-full px-4 py-1.5 text-sm font-medium ring-1 ${
            value === o.value
              ? 'bg-brand-700 text-white ring-brand-700'
              : 'bg-white text-stone-700 ring-stone-300 hover:bg-stone-50'
          }`}
        >
          {o.label}
        </button>
      ))}
    </fieldset>
  );
}
