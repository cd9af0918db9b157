import type { LucideIcon } from 'lucide-react';
import { BookOpen, Globe2, Palette, UserPlus } from 'lucide-react';
import { config } from '../../../lib/config';

interface Benefit {
  icon: LucideIcon;
  title: string;
  body: string;
}

function benefits(page: 'organisation' | 'institution'): Benefit[] {
  const brand = config.brandName;
  const people = page === 'institution' ? 'students, faculty and mentors' : 'team, founders and mentors';
  return [
    {
      icon: Palette,
      title: 'A space that looks like you',
      body: `Your own address on ${brand}, with your name, logo and colours on every page your members open.`,
    },
    {
      icon: UserPlus,
      title: 'Your people, your roles',
      body: `Invite your ${people} by e-mail, give each a role, and suspend or remove access when things change.`,
    },
    {
      icon: BookOpen,
      title: page === 'institution' ? 'Programmes for your campus' : 'Programmes, events and challenges',
      body:
        page === 'institution'
          ? 'Run entrepreneurship courses, idea and readiness assessments and incubation cohorts for your campus.'
          : 'Run cohorts and courses, host events and competitions, and follow how your founders progress.',
    },
    {
      icon: Globe2,
      title: 'Connected to the whole ecosystem',
      body: `Members keep the hubs, mentors, funding and community of ${brand}; moving between your space and the main platform is one click.`,
    },
  ];
}

/** What an organisation or institution gets on the platform, above the onboarding form. */
export function OnboardingIntro({ page }: { page: 'organisation' | 'institution' }) {
  const brand = config.brandName;
  return (
    <section aria-labelledby="onboarding-heading" className="bg-brand-50">
      <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 sm:py-14">
        <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">
          {page === 'institution' ? 'For institutions' : 'For organisations'}
        </p>
        <h1
          id="onboarding-heading"
          className="mt-2 max-w-3xl text-3xl font-bold tracking-tight text-stone-900 sm:text-4xl"
        >
          {page === 'institution'
            ? `Give your campus a home for innovation on ${brand}`
            : `Bring your organisation's programmes to ${brand}`}
        </h1>
        <p className="mt-4 max-w-3xl text-lg text-stone-700">
          {page === 'institution'
            ? 'Universities, colleges and schools use their own space to run entrepreneurship cells, incubation programmes and innovation challenges, and to connect students with mentors, investors and the wider start-up community.'
            : 'Incubators, accelerators, companies, networks and event organisers use their own space to bring their people together, run programmes and events, and open the wider start-up ecosystem to everyone they support.'}
        </p>
        <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {benefits(page).map(({ icon: Icon, title, body }) => (
            <li key={title} className="rounded-xl bg-white p-5 ring-1 ring-brand-100">
              <Icon className="size-6 text-brand-700" aria-hidden />
              <h2 className="mt-3 font-semibold text-stone-900">{title}</h2>
              <p className="mt-1 text-sm text-stone-600">{body}</p>
            </li>
          ))}
        </ul>
        <ol className="mt-8 flex flex-col gap-2 text-sm text-stone-700 sm:flex-row sm:gap-6">
          <li>
            <span className="font-semibold text-brand-800">1.</span> Name your space below.
          </li>
          <li>
            <span className="font-semibold text-brand-800">2.</span> Invite your people from its admin center.
          </li>
          <li>
            <span className="font-semibold text-brand-800">3.</span> Open your programmes to them.
          </li>
        </ol>
      </div>
    </section>
  );
}
