import { Briefcase, Building2, GraduationCap, HandHeart, Lightbulb, Rocket, TrendingUp } from 'lucide-react';
import type { ComponentType, SVGProps } from 'react';

interface Audience {
  icon: ComponentType<SVGProps<SVGSVGElement>>;
  name: string;
  text: string;
}

const AUDIENCES: readonly Audience[] = [
  {
    icon: Rocket,
    name: 'Entrepreneurs',
    text: 'Validate, build and scale your venture with structured programmes, cohorts, mentors and funding connections.',
  },
  {
    icon: Lightbulb,
    name: 'Aspiring entrepreneurs',
    text: 'Test whether your idea is ready, learn the fundamentals and find co-founders before you take the leap.',
  },
  {
    icon: GraduationCap,
    name: 'Students',
    text: 'Learn by doing: join challenges, internships and innovation labs, and build a portfolio that shows what you can do.',
  },
  {
    icon: Briefcase,
    name: 'Experts',
    text: 'Mentor founders as a subject-matter expert, share your knowledge in the content library and judge competitions.',
  },
  {
    icon: TrendingUp,
    name: 'Investors',
    text: 'Meet investment-ready startups whose readiness has been assessed, and follow their progress through cohorts.',
  },
  {
    icon: HandHeart,
    name: 'Volunteers',
    text: 'Give your time to events, community circles and outreach that carry innovation to every corner of the country.',
  },
  {
    icon: Building2,
    name: 'Organisations',
    text: 'Run your own programmes, events and hubs on the platform, with your members, your cohorts and your administration.',
  },
];

export function AudienceSection() {
  return (
    <section id="who-is-it-for" aria-labelledby="audience-heading" className="scroll-mt-20 bg-brand-50 py-16 md:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <h2 id="audience-heading" className="text-3xl font-bold text-stone-900">
          Who is it for?
        </h2>
        <p className="mt-3 max-w-2xl text-stone-700">
          An ecosystem grows when everyone in it grows together. There is a place for you here.
        </p>
        <ul className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {AUDIENCES.map(({ icon: Icon, name, text }) => (
            <li key={name} className="rounded-2xl bg-white p-6 shadow-sm">
              <Icon className="size-7 text-brand-600" aria-hidden />
              <h3 className="mt-3 font-semibold text-stone-900">{name}</h3>
              <p className="mt-2 text-sm text-stone-600">{text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
