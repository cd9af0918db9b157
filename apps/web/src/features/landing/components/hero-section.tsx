import { ArrowRight } from 'lucide-react';
import { config } from '../../../lib/config';
import { SproutIllustration } from './sprout-illustration';

interface HeroSectionProps {
  isLoggedIn: boolean;
  onRegister: () => void;
  onLogin: () => void;
}

export function HeroSection({ isLoggedIn, onRegister, onLogin }: HeroSectionProps) {
  return (
    <section id="home" aria-labelledby="home-heading" className="scroll-mt-20 bg-gradient-to-b from-brand-50 to-cream">
      <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 py-16 sm:px-6 md:grid-cols-2 md:py-24">
        <div>
          <p className="text-sm font-semibold uppercase tracking-widest text-brand-700">
            <span lang="hi">अंकुर</span> · {config.brandName} means “sprout”
          </p>
          <h1 id="home-heading" className="mt-4 text-4xl font-extrabold leading-tight text-stone-900 sm:text-5xl">
            Where ideas take root and grow into ventures.
          </h1>
          <p className="mt-6 max-w-xl text-lg text-stone-700">
            {config.brandName} brings India’s innovation ecosystem onto one platform: hubs for every need, programmes
            and cohorts that teach by doing, readiness assessments, mentors who have walked the road, and events and
            competitions that put your idea in front of the people who can help it grow.
          </p>
          {isLoggedIn ? null : (
            <div className="mt-8 flex flex-wrap gap-3">
              <button type="button" className="btn-primary px-6 py-3 text-base" onClick={onRegister}>
                Start your journey
                <ArrowRight className="size-5" aria-hidden />
              </button>
              <button type="button" className="btn-outline px-6 py-3 text-base" onClick={onLogin}>
                I already have an account
              </button>
            </div>
          )}
        </div>
        <SproutIllustration className="mx-auto w-full max-w-md drop-shadow-sm" />
      </div>
    </section>
  );
}
