import { useLocation } from 'react-router';
import { OnboardingForm } from '../components/onboarding-form';
import { OnboardingIntro } from '../components/onboarding-intro';
import { INSTITUTION_PATH } from '../onboarding';

/**
 * /for-organisation and /for-institution: what a space on the platform offers, then the form that
 * creates one (POST user/tenants/createTenantIfNotExists) and opens its admin center.
 */
export default function OnboardingScreen() {
  const { pathname } = useLocation();
  const page = pathname.startsWith(INSTITUTION_PATH) ? 'institution' : 'organisation';
  return (
    <div>
      <OnboardingIntro page={page} />
      <div className="mx-auto max-w-2xl px-4 py-10 sm:px-6">
        <div className="rounded-2xl bg-white p-5 ring-1 ring-stone-200 sm:p-8">
          <OnboardingForm key={page} page={page} />
        </div>
      </div>
    </div>
  );
}
