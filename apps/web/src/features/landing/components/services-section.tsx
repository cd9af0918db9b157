import {
  CalendarDays,
  ClipboardCheck,
  Layers,
  LibraryBig,
  MessagesSquare,
  Trophy,
  Users,
  Waypoints,
} from 'lucide-react';
import type { ComponentType, SVGProps } from 'react';

interface Service {
  icon: ComponentType<SVGProps<SVGSVGElement>>;
  name: string;
  text: string;
}

const SERVICES: readonly Service[] = [
  {
    icon: Layers,
    name: 'Hubs',
    text: 'Thirty focused hubs — knowledge, funding, IP and compliance, jobs and internships, wellbeing, investors and more — each gathering the resources for one need.',
  },
  {
    icon: Waypoints,
    name: 'Programmes and cohorts',
    text: 'Learning programmes made of courses, modules and units, taken on your own or with a cohort that moves forward together.',
  },
  {
    icon: ClipboardCheck,
    name: 'Readiness assessments',
    text: 'Find out how ready your idea, your technology and your venture are for the next step, and what to work on first.',
  },
  {
    icon: Users,
    name: 'Mentoring',
    text: 'A shared workspace where subject-matter experts and founders plan, meet and track progress together.',
  },
  {
    icon: CalendarDays,
    name: 'Events',
    text: 'Summits, workshops and meet-ups with registration, tickets and a calendar that keeps you on time.',
  },
  {
    icon: Trophy,
    name: 'Competitions',
    text: 'Challenges and pitch competitions that reward bold ideas with visibility, mentorship and support.',
  },
  {
    icon: LibraryBig,
    name: 'Content library',
    text: 'Articles, videos, podcasts, case studies, templates and reports — save what helps and build your own library.',
  },
  {
    icon: MessagesSquare,
    name: 'Community and messaging',
    text: 'Forums, groups, community circles, announcements and direct messages with the people who share your path.',
  },
];

export function ServicesSection() {
  return (
    <section id="platform-services" aria-labelledby="services-heading" className="scroll-mt-20 py-16 md:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <h2 id="services-heading" className="text-3xl font-bold text-stone-900">
          Platform Services
        </h2>
        <p className="mt-3 max-w-2xl text-stone-700">
          Everything an idea needs on its way to becoming a venture, on one platform and with one account.
        </p>
        <ul className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {SERVICES.map(({ icon: Icon, name, text }) => (
            <li key={name} className="rounded-2xl border border-stone-200 bg-white p-6">
              <span className="flex size-11 items-center justify-center rounded-xl bg-brand-100 text-brand-700">
                <Icon className="size-6" aria-hidden />
              </span>
              <h3 className="mt-4 font-semibold text-stone-900">{name}</h3>
              <p className="mt-2 text-sm text-stone-600">{text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
