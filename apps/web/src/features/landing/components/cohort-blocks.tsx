import { ArrowRight, FileCheck2, type LucideIcon } from 'lucide-react';
import type { MouseEvent, ReactNode } from 'react';
import { Link } from 'react-router';
import { goToSignIn } from '../../../lib/auth-redirect';
import { interpolate } from '../../../lib/i18n-core';
import { useSessionStore } from '../../../stores/session';

/** Building blocks of a cohort microsite (/program/pitchalchemy), next to the shared ones in page-blocks.tsx. */

const CONTAINER = 'mx-auto max-w-7xl px-4 sm:px-6';

function isPlainLeftClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

interface ApplyLinkProps {
  /** A private route: the program page where the request to join is sent. */
  to: string;
  className: string;
  children: ReactNode;
}

/**
 * A link to a private page. A visitor known to be signed out goes through the sign-in service
 * and comes back to that page (a private route would otherwise send them to "/"); the link keeps
 * its real address, so it can still be copied or opened in a new tab.
 */
export function ApplyLink({ to, className, children }: ApplyLinkProps) {
  const isLoggedIn = useSessionStore((state) => state.isLoggedIn);
  const rehydration = useSessionStore((state) => state.rehydrationStatus);
  const signedOut = !isLoggedIn && (rehydration === 'succeeded' || rehydration === 'failed');
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!signedOut || event.defaultPrevented || !isPlainLeftClick(event)) return;
    event.preventDefault();
    goToSignIn({ redirectUri: `${window.location.origin}${to}` });
  };
  return (
    <Link to={to} className={className} onClick={onClick}>
      {children}
      <ArrowRight className="size-5" aria-hidden />
    </Link>
  );
}

/** A short list of who a page speaks to, as chips. */
export function ChipList({ items, label }: { items: readonly string[]; label?: string }) {
  return (
    <ul aria-label={label} className="flex flex-wrap gap-2">
      {items.map((item) => (
        <li
          key={item}
          className="rounded-full bg-white px-3 py-1.5 text-sm font-medium text-stone-800 ring-1 ring-brand-200"
        >
          {item}
        </li>
      ))}
    </ul>
  );
}

export interface CurriculumCourse {
  icon: LucideIcon;
  name: string;
  text: string;
  /** `units`: the kinds of unit in the module, each once, in order. */
  modules: readonly { title: string; text: string; units: readonly string[] }[];
  produces: string;
}

interface CurriculumProps {
  id: string;
  heading: string;
  intro: string;
  courses: readonly CurriculumCourse[];
  /** "Course {{number}}" */
  courseLabel: string;
  unitsLabel: string;
  producesLabel: string;
}

/** The courses of a program as cards: h3 per course, h4 per module, the kinds of unit in it and what the course produces. */
export function Curriculum({ id, heading, intro, courses, courseLabel, unitsLabel, producesLabel }: CurriculumProps) {
  return (
    <section aria-labelledby={id} className="py-14 md:py-20">
      <div className={CONTAINER}>
        <h2 id={id} className="text-2xl font-bold text-stone-900 sm:text-3xl">
          {heading}
        </h2>
        <p className="mt-3 max-w-3xl text-stone-700">{intro}</p>
        <ol className="mt-8 grid gap-5 lg:grid-cols-3">
          {courses.map(({ icon: Icon, name, text, modules, produces }, index) => (
            <li key={name} className="flex flex-col rounded-2xl border border-stone-200 bg-white p-5 sm:p-6">
              <div className="flex items-center gap-3">
                <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-100 text-brand-700">
                  <Icon className="size-6" aria-hidden />
                </span>
                <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">
                  {interpolate(courseLabel, { number: index + 1 })}
                </p>
              </div>
              <h3 className="mt-4 text-lg font-bold text-stone-900">{name}</h3>
              <p className="mt-2 text-sm text-stone-700">{text}</p>
              <ol className="mt-5 space-y-4 border-l-2 border-brand-200 pl-4">
                {modules.map((module) => (
                  <li key={module.title}>
                    <h4 className="font-semibold text-stone-900">{module.title}</h4>
                    <p className="mt-1 text-sm text-stone-700">{module.text}</p>
                    <p className="mt-2 flex flex-wrap items-center gap-1.5 text-xs">
                      <span className="sr-only">{unitsLabel}: </span>
                      {module.units.map((unit, unitIndex) => (
                        <span key={unit} className="rounded-md bg-stone-100 px-2 py-0.5 font-medium text-stone-700">
                          {unit}
                          {unitIndex < module.units.length - 1 ? <span className="sr-only">, </span> : null}
                        </span>
                      ))}
                    </p>
                  </li>
                ))}
              </ol>
              <div className="mt-auto pt-6">
                <div className="flex gap-3 rounded-xl bg-brand-50 p-4">
                  <FileCheck2 className="mt-0.5 size-5 shrink-0 text-brand-700" aria-hidden />
                  <p className="text-sm text-stone-800">
                    <strong className="block font-semibold text-stone-900">{producesLabel}</strong>
                    {produces}
                  </p>
                </div>
              </div>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}

export interface Fact {
  icon: LucideIcon;
  label: string;
  value: string;
  text: string;
}

/** Key facts of a program's format as a description list, with a note under it. */
export function FactList({
  id,
  heading,
  facts,
  note,
}: {
  id: string;
  heading: string;
  facts: readonly Fact[];
  note: string;
}) {
  return (
    <section aria-labelledby={id} className="py-14 md:py-20">
      <div className={CONTAINER}>
        <h2 id={id} className="text-2xl font-bold text-stone-900 sm:text-3xl">
          {heading}
        </h2>
        <dl className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-5">
          {facts.map(({ icon: Icon, label, value, text }) => (
            <div key={label} className="rounded-2xl border border-stone-200 bg-white p-5">
              <dt className="flex items-center gap-2 text-sm font-semibold text-brand-700">
                <Icon className="size-5" aria-hidden />
                {label}
              </dt>
              <dd className="mt-2 text-lg font-bold text-stone-900">{value}</dd>
              <dd className="mt-1 text-sm text-stone-700">{text}</dd>
            </div>
          ))}
        </dl>
        <p className="mt-6 max-w-3xl text-sm text-stone-600">{note}</p>
      </div>
    </section>
  );
}

/** The closing call to action on the brand's dark green, with the page's own actions. */
export function CohortClosing({
  id,
  title,
  text,
  children,
}: {
  id: string;
  title: string;
  text: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="px-4 pb-16 sm:px-6 md:pb-24">
      <div className="mx-auto max-w-5xl rounded-3xl bg-brand-800 px-6 py-10 text-center sm:px-12 sm:py-14">
        <h2 id={id} className="text-2xl font-bold text-balance text-white sm:text-3xl">
          {title}
        </h2>
        <p className="mx-auto mt-4 max-w-2xl text-brand-50">{text}</p>
        <div className="mt-8 flex flex-wrap items-center justify-center gap-4">{children}</div>
      </div>
    </section>
  );
}
