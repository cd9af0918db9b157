import { ArrowRight, Info, Settings } from 'lucide-react';
import { Link } from 'react-router';
import { config } from '../../../lib/config';

/** Shown above the sign-in form for the "register" action: registration is not open yet. */
export function RegisterNotice() {
  return (
    <section
      aria-labelledby="register-notice-heading"
      className="mb-6 flex gap-3 rounded-xl border border-soil-400/40 bg-soil-100/60 p-4"
    >
      <Info className="mt-0.5 size-5 shrink-0 text-soil-600" aria-hidden />
      <div className="text-sm text-stone-700">
        <h2 id="register-notice-heading" className="font-semibold text-stone-900">
          Creating an account
        </h2>
        <p className="mt-1">New {config.brandName} accounts, with e-mail verification, open in the next release.</p>
        <p className="mt-1">Already a member? Sign in below.</p>
      </div>
    </section>
  );
}

/** For update-profile and update-password when the user is already signed in. */
export function AccountSettingsNotice({ subject }: { subject: 'profile' | 'password' }) {
  return (
    <div className="flex flex-col items-center text-center">
      <span className="flex size-12 items-center justify-center rounded-full bg-brand-100 text-brand-700">
        <Settings className="size-6" aria-hidden />
      </span>
      <p className="mt-4 text-stone-700">
        {subject === 'profile'
          ? 'Your name, photo and contact details are managed in Account settings.'
          : 'Your password is managed in Account settings.'}
      </p>
      <Link to="/account" className="btn-primary mt-6 w-full py-2.5">
        Go to Account settings
        <ArrowRight className="size-4" aria-hidden />
      </Link>
    </div>
  );
}
