import { config } from '../../../lib/config';

const TEAM_GROUPS = [
  {
    name: 'Founders’ circle',
    text: 'Entrepreneurs and ecosystem builders who have started ventures themselves and know how lonely the first steps can be.',
  },
  {
    name: 'Mentors and experts',
    text: 'Practitioners in technology, law, finance, design and marketing who give their time to guide founders through each stage.',
  },
  {
    name: 'Partner institutions',
    text: 'Universities, incubators, industry bodies and public programmes that bring their cohorts, events and resources to the platform.',
  },
  {
    name: 'Volunteers',
    text: 'People across the country who organise events, welcome newcomers and carry the spirit of the community beyond the screen.',
  },
] as const;

export function TeamSection() {
  return (
    <section id="team" aria-labelledby="team-heading" className="scroll-mt-20 bg-soil-100 py-16 md:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <h2 id="team-heading" className="text-3xl font-bold text-stone-900">
          Team
        </h2>
        <p className="mt-3 max-w-2xl text-stone-700">
          {config.brandName} is built and tended by a community, not only by a company. These are the people who help
          every sprout find its light.
        </p>
        <ul className="mt-10 grid gap-5 sm:grid-cols-2">
          {TEAM_GROUPS.map((group) => (
            <li key={group.name} className="rounded-2xl bg-white p-6 shadow-sm">
              <h3 className="font-semibold text-stone-900">{group.name}</h3>
              <p className="mt-2 text-sm text-stone-600">{group.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
