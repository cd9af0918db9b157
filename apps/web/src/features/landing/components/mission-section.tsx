import { Eye, Target } from 'lucide-react';
import { config } from '../../../lib/config';

export function MissionSection() {
  return (
    <section id="mission-vision" aria-labelledby="mission-heading" className="scroll-mt-20 py-16 md:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <h2 id="mission-heading" className="text-3xl font-bold text-stone-900">
          Mission &amp; Vision
        </h2>
        <div className="mt-10 grid gap-6 md:grid-cols-2">
          <article className="rounded-2xl border border-brand-100 bg-white p-8 shadow-sm">
            <Target className="size-8 text-brand-600" aria-hidden />
            <h3 className="mt-4 text-xl font-semibold text-stone-900">Our mission</h3>
            <p className="mt-3 text-stone-700">
              To give every person with an idea — in a metro, a small town or a village — the knowledge, mentors,
              networks and opportunities to turn it into something real. A seed needs soil, water and light; an idea
              needs learning, guidance and a community.
              {` ${config.brandName}`} provides all three in one place.
            </p>
          </article>
          <article className="rounded-2xl border border-brand-100 bg-white p-8 shadow-sm">
            <Eye className="size-8 text-brand-600" aria-hidden />
            <h3 className="mt-4 text-xl font-semibold text-stone-900">Our vision</h3>
            <p className="mt-3 text-stone-700">
              A connected, self-reliant innovation ecosystem for Bharat, where entrepreneurs, students, experts,
              investors, institutions and volunteers work together, where ventures serve society as well as markets, and
              where the next generation of builders can find its way from first spark to lasting impact.
            </p>
          </article>
        </div>
      </div>
    </section>
  );
}
