import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { SproutLogo } from '../../../components/ui/sprout-logo';

interface AuthCardProps {
  heading: string;
  subheading?: ReactNode;
  children: ReactNode;
}

/** The centred card of the sign-in screens: logo, heading, content, and the legal links under it. */
export function AuthCard({ heading, subheading, children }: AuthCardProps) {
  return (
    <div className="bg-gradient-to-b from-brand-50 via-cream to-cream px-4 py-10 sm:py-16">
      <section
        aria-labelledby="auth-card-heading"
        className="mx-auto w-full max-w-md rounded-2xl border border-stone-200 bg-white px-5 py-8 shadow-sm sm:px-8 sm:py-10"
      >
        <div className="flex flex-col items-center text-center">
          <SproutLogo className="size-14" />
          <h1 id="auth-card-heading" className="mt-4 text-2xl font-bold tracking-tight text-stone-900">
            {heading}
          </h1>
          {subheading ? <p className="mt-2 text-balance text-sm text-stone-600">{subheading}</p> : null}
        </div>
        <div className="mt-8">{children}</div>
      </section>
      <p className="mx-auto mt-6 max-w-md text-center text-xs leading-relaxed text-stone-500">
        By signing in you agree to our{' '}
        <Link to="/terms-of-service" className="font-medium text-stone-700 underline underline-offset-2">
          Terms of Service
        </Link>{' '}
        and{' '}
        <Link to="/privacy-policy" className="font-medium text-stone-700 underline underline-offset-2">
          Privacy Policy
        </Link>
        .
      </p>
    </div>
  );
}
