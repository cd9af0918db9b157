import { LogIn, UserPlus } from 'lucide-react';
import { useLocation } from 'react-router';
import { goToRegister, goToSignIn } from '../../../lib/auth-redirect';
import { config } from '../../../lib/config';
import { useSessionStore } from '../../../stores/session';
import { OnboardingForm } from '../components/onboarding-form';
import { OnboardingIntro } from '../components/onboarding-intro';
import { useTenantsTranslation } from '../i18n';
import { INSTITUTION_PATH } from '../onboarding';

/** Signed out: creating a space needs an account, so the form's place offers sign-in and sign-up. */
function SignInToStart({ page }: { page: 'organisation' | 'institution' }) {
  const { t } = useTenantsTranslation();
  return (
    <div className="text-center">
      <h2 className="text-xl font-semibold text-stone-900">{t(`signIn.title.${page}`)}</h2>
      <p className="mt-2 text-stone-700">{t('signIn.body', { brand: config.brandName })}</p>
      <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
        <button type="button" className="btn-primary" onClick={() => goToSignIn()}>
          <LogIn className="size-4" aria-hidden />
          {t('signIn.signIn')}
        </button>
        <button type="button" className="btn-outline" onClick={goToRegister}>
          <UserPlus className="size-4" aria-hidden />
          {t('signIn.register')}
        </button>
      </div>
    </div>
  );
}

/**
 * /for-organisation and /for-institution: what a space on the platform offers, then the form that
 * creates one (POST user/tenants/createTenantIfNotExists) and opens its admin center.
 */
export default function OnboardingScreen() {
  const { pathname } = useLocation();
  const isLoggedIn = useSessionStore((state) => state.isLoggedIn);
  const page = pathname.startsWith(INSTITUTION_PATH) ? 'institution' : 'organisation';
  return (
    <div>
      <OnboardingIntro page={page} />
      <div className="mx-auto max-w-2xl px-4 py-10 sm:px-6">
        <div className="rounded-2xl bg-white p-5 ring-1 ring-stone-200 sm:p-8">
          {isLoggedIn ? <OnboardingForm key={page} page={page} /> : <SignInToStart page={page} />}
        </div>
      </div>
    </div>
  );
}
