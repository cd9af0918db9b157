import { ArrowRight, ChevronDown, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { goToRegister } from '../../../lib/auth-redirect';
import { useSessionStore } from '../../../stores/session';
import { useLandingTranslation } from '../i18n';

/** Building blocks of the audience and web section pages: one h1 in the hero, h2 per block, h3 per card. */

const CONTAINER = 'mx-auto max-w-7xl px-4 sm:px-6';

/** Register (signed out: the sign-in service's register action) or, when signed in, a link to /community. */
export function JoinButton({ variant = 'primary' }: { variant?: 'primary' | 'light' }) {
  const { t } = useLandingTranslation();
  const isLoggedIn = useSessionStore((state) => state.isLoggedIn);
  const className =
    variant === 'primary'
      ? 'btn-primary px-6 py-3 text-base'
      : 'btn bg-white px-6 py-3 text-base text-brand-800 hover:bg-brand-50 focus-visible:outline-white';
  const content = (label: string) => (
    <>
      {label}
      <ArrowRight className="size-5" aria-hidden />
    </>
  );
  return isLoggedIn ? (
    <Link to="/community" className={className}>
      {content(t('cta.community'))}
    </Link>
  ) : (
    <button type="button" className={className} onClick={goToRegister}>
      {content(t('cta.register'))}
    </button>
  );
}

interface PageHeroProps {
  icon: LucideIcon;
  eyebrow: string;
  title: string;
  lead: string;
  children?: ReactNode;
}

export function PageHero({ icon: Icon, eyebrow, title, lead, children }: PageHeroProps) {
  return (
    <section aria-labelledby="page-heading" className="bg-gradient-to-b from-brand-50 to-cream">
      <div className={`${CONTAINER} py-12 md:py-20`}>
        <p className="flex items-center gap-2 text-sm font-semibold uppercase tracking-widest text-brand-700">
          <Icon className="size-5" aria-hidden />
          {eyebrow}
        </p>
        <h1
          id="page-heading"
          className="mt-4 max-w-4xl text-3xl font-extrabold leading-tight text-balance text-stone-900 sm:text-4xl lg:text-5xl"
        >
          {title}
        </h1>
        <p className="mt-6 max-w-3xl text-lg text-stone-700">{lead}</p>
        {children}
      </div>
    </section>
  );
}

export interface CardItem {
  icon: LucideIcon;
  title: string;
  text: string;
}

interface CardGridProps {
  id: string;
  heading: string;
  intro?: string;
  items: readonly CardItem[];
  /** A small label on every card, such as "Planned". */
  badge?: string;
  className?: string;
}

export function CardGrid({ id, heading, intro, items, badge, className = '' }: CardGridProps) {
  const columns = items.length % 3 === 0 ? 'lg:grid-cols-3' : 'lg:grid-cols-4';
  return (
    <section aria-labelledby={id} className={`py-14 md:py-20 ${className}`}>
      <div className={CONTAINER}>
        <h2 id={id} className="text-2xl font-bold text-stone-900 sm:text-3xl">
          {heading}
        </h2>
        {intro ? <p className="mt-3 max-w-2xl text-stone-700">{intro}</p> : null}
        <ul className={`mt-8 grid gap-5 sm:grid-cols-2 ${columns}`}>
          {items.map(({ icon: Icon, title, text }) => (
            <li key={title} className="flex flex-col rounded-2xl border border-stone-200 bg-white p-6">
              <div className="flex items-start justify-between gap-3">
                <span className="flex size-11 items-center justify-center rounded-xl bg-brand-100 text-brand-700">
                  <Icon className="size-6" aria-hidden />
                </span>
                {badge ? (
                  <span className="rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-semibold text-amber-900">
                    {badge}
                  </span>
                ) : null}
              </div>
              <h3 className="mt-4 font-semibold text-stone-900">{title}</h3>
              <p className="mt-2 text-sm text-stone-700">{text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

interface StepsProps {
  id: string;
  heading: string;
  steps: readonly { title: string; text: string }[];
  stepLabel: (number: number) => string;
}

/** "How it works": three numbered steps. */
export function Steps({ id, heading, steps, stepLabel }: StepsProps) {
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className="scroll-mt-20 bg-brand-50 py-14 md:py-20">
      <div className={CONTAINER}>
        <h2 id={`${id}-heading`} className="text-2xl font-bold text-stone-900 sm:text-3xl">
          {heading}
        </h2>
        <ol className="mt-8 grid gap-5 md:grid-cols-3">
          {steps.map((step, index) => (
            <li key={step.title} className="rounded-2xl bg-white p-6 shadow-sm">
              <span
                className="flex size-10 items-center justify-center rounded-full bg-brand-700 text-lg font-bold text-white"
                aria-hidden="true"
              >
                {index + 1}
              </span>
              <h3 className="mt-4 font-semibold text-stone-900">
                <span className="sr-only">{stepLabel(index + 1)}: </span>
                {step.title}
              </h3>
              <p className="mt-2 text-sm text-stone-700">{step.text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}

interface FaqProps {
  id: string;
  heading: string;
  items: readonly { question: string; answer: string }[];
}

/** Questions and answers as native disclosure widgets. */
export function Faq({ id, heading, items }: FaqProps) {
  return (
    <section aria-labelledby={id} className="py-14 md:py-20">
      <div className="mx-auto max-w-3xl px-4 sm:px-6">
        <h2 id={id} className="text-2xl font-bold text-stone-900 sm:text-3xl">
          {heading}
        </h2>
        <div className="mt-8 divide-y divide-stone-200 rounded-2xl border border-stone-200 bg-white">
          {items.map((item) => (
            <details key={item.question} className="group px-5 py-1 sm:px-6">
              <summary className="flex cursor-pointer list-none items-center justify-between gap-4 py-4 font-semibold text-stone-900 [&::-webkit-details-marker]:hidden">
                {item.question}
                <ChevronDown
                  className="size-5 shrink-0 text-brand-700 transition-transform group-open:rotate-180"
                  aria-hidden
                />
              </summary>
              <p className="pb-5 text-stone-700">{item.answer}</p>
            </details>
          ))}
        </div>
      </div>
    </section>
  );
}

interface ClosingCtaProps {
  id: string;
  title: string;
  text: string;
  children?: ReactNode;
}

/** The closing call to action, on the brand's dark green. */
export function ClosingCta({ id, title, text, children }: ClosingCtaProps) {
  return (
    <section aria-labelledby={id} className="px-4 pb-16 sm:px-6 md:pb-24">
      <div className="mx-auto max-w-5xl rounded-3xl bg-brand-800 px-6 py-10 text-center sm:px-12 sm:py-14">
        <h2 id={id} className="text-2xl font-bold text-balance text-white sm:text-3xl">
          {title}
        </h2>
        <p className="mx-auto mt-4 max-w-2xl text-brand-50">{text}</p>
        <div className="mt-8 flex justify-center">
          <JoinButton variant="light" />
        </div>
        {children}
      </div>
    </section>
  );
}
