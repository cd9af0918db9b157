import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

interface AccountPageProps {
  /** id of the heading that names the page's section */
  headingId: string;
  title: string;
  intro: string;
  /** the sibling page (/account ↔ /settings) linked beside the heading */
  link: { to: string; label: string; icon: LucideIcon };
  /** classes of the body below the header */
  bodyClassName?: string;
  children: ReactNode;
}

/** The frame of /account and /settings: heading, introduction, a link to the other page, then the body. */
export function AccountPage({ headingId, title, intro, link, bodyClassName = 'mt-6', children }: AccountPageProps) {
  const Icon = link.icon;
  return (
    <section aria-labelledby={headingId} className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-6 sm:py-10">
      <header className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 id={headingId} className="text-2xl font-bold tracking-tight text-stone-900 sm:text-3xl">
            {title}
          </h1>
          <p className="mt-2 text-stone-600">{intro}</p>
        </div>
        <Link to={link.to} className="btn-ghost shrink-0 self-start text-brand-800 sm:self-auto">
          <Icon aria-hidden="true" className="size-4" />
          {link.label}
        </Link>
      </header>
      <div className={bodyClassName}>{children}</div>
    </section>
  );
}
