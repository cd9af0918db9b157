import type { ReactNode } from 'react';
import { Link, NavLink } from 'react-router';
import { useInvolvementTranslation } from '../i18n';

/** Every community page, for the links row under each of these screens and the hub. */
export const COMMUNITY_LINKS = [
  { to: '/community-hub', key: 'hub' },
  { to: '/community/members', key: 'members' },
  { to: '/community/network', key: 'network' },
  { to: '/community/groups', key: 'groups' },
  { to: '/community/forum', key: 'forum' },
  { to: '/community/get-involved', key: 'getInvolved' },
  { to: '/collab-hub', key: 'collab' },
  { to: '/collab-hub/community', key: 'collabCommunity' },
  { to: '/organization', key: 'organisations' },
] as const;

/** The frame of these screens: heading, introduction, an action beside them, the community links, then the body. */
export function InvolvementPage({
  headingId,
  title,
  intro,
  action,
  children,
}: {
  headingId: string;
  title: string;
  intro?: ReactNode;
  action?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useInvolvementTranslation();
  return (
    <section aria-labelledby={headingId} className="mx-auto w-full max-w-5xl px-4 py-8 sm:px-6 sm:py-10">
      <nav
        aria-label={t('nav.label')}
        className="-mx-1 mb-5 flex gap-1 overflow-x-auto pb-1 text-sm lg:flex-wrap lg:overflow-visible"
      >
        {COMMUNITY_LINKS.map((l) => (
          <NavLink
            key={l.to}
            to={l.to}
            end
            className={({ isActive }) =>
              `shrink-0 rounded-full px-3 py-1.5 whitespace-nowrap ${isActive ? 'bg-brand-700 text-white' : 'text-stone-700 hover:bg-stone-100'}`
            }
          >
            {t(`nav.${l.key}`)}
          </NavLink>
        ))}
      </nav>
      <header className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div className="min-w-0">
          <h1 id={headingId} className="text-2xl font-bold tracking-tight break-words text-stone-900 sm:text-3xl">
            {title}
          </h1>
          {intro ? <p className="mt-2 text-stone-600">{intro}</p> : null}
        </div>
        {action ? <div className="shrink-0">{action}</div> : null}
      </header>
      <div className="mt-6 flex flex-col gap-4">{children}</div>
    </section>
  );
}

/** Tabs as links (?tab=...), so each list has its own address and the Back button works. */
export function Tabs<K extends string>({
  label,
  tabs,
  current,
  hrefOf,
}: {
  label: string;
  tabs: readonly { key: K; label: string }[];
  current: K;
  hrefOf: (key: K) => string;
}) {
  return (
    <nav aria-label={label} className="flex gap-1 border-b border-stone-200">
      {tabs.map((tab) => (
        <Link
          key={tab.key}
          to={hrefOf(tab.key)}
          aria-current={tab.key === current ? 'page' : undefined}
          className={`-mb-px border-b-2 px-3 py-2 text-sm font-medium whitespace-nowrap ${
            tab.key === current
              ? 'border-brand-700 text-brand-800'
              : 'border-transparent text-stone-600 hover:text-stone-900'
          }`}
        >
          {tab.label}
        </Link>
      ))}
    </nav>
  );
}

/** A person's photo, or their initials on a coloured disc. */
export function Avatar({ name, url, size = 'md' }: { name: string; url: string | null; size?: 'sm' | 'md' }) {
  const box = size === 'md' ? 'size-12 text-base' : 'size-9 text-sm';
  if (url) return <img src={url} alt="" className={`${box} shrink-0 rounded-full object-cover`} />;
  const letters =
    name
      .split(/\s+/)
      .filter(Boolean)
      .slice(0, 2)
      .map((p) => p.charAt(0).toUpperCase())
      .join('') || '?';
  return (
    <span
      aria-hidden="true"
      className={`${box} flex shrink-0 items-center justify-center rounded-full bg-brand-100 font-semibold text-brand-800`}
    >
      {letters}
    </span>
  );
}

/** A person in one line: avatar, name (to their profile), headline and place as they allow. */
export function PersonLine({
  person,
  size = 'sm',
}: {
  person: { user_id: number; name: string; photo_url: string | null; headline: string | null; city: string | null };
  size?: 'sm' | 'md';
}) {
  const sub = [person.headline, person.city].filter(Boolean).join(' · ');
  return (
    <div className="flex min-w-0 items-center gap-3">
      <Avatar name={person.name} url={person.photo_url} size={size} />
      <div className="min-w-0">
        <Link to={`/user/profile/${person.user_id}`} className="font-medium break-words text-stone-900 hover:underline">
          {person.name}
        </Link>
        {sub ? <p className="truncate text-sm text-stone-600">{sub}</p> : null}
      </div>
    </div>
  );
}

/** Short labels as pills. */
export function Tags({ items, label }: { items: readonly string[]; label: string }) {
  if (items.length === 0) return null;
  return (
    <ul aria-label={label} className="flex flex-wrap gap-1.5">
      {items.map((item) => (
        <li key={item} className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs text-brand-800">
          {item}
        </li>
      ))}
    </ul>
  );
}

/** "Agritech, IoT" → ['Agritech', 'IoT'] */
export const splitList = (text: string) =>
  [
    ...new Set(
      text
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    ),
  ].slice(0, 10);

/** A date as the reader's language writes it (YYYY-MM-DD or an ISO time). */
export function formatDate(value: string, locale: string) {
  const date = value.length === 10 ? new Date(`${value}T00:00:00`) : new Date(value);
  return new Intl.DateTimeFormat(locale === 'hi' ? 'hi-IN' : 'en-IN', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  }).format(date);
}
