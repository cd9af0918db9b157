import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { FullScreenLoader } from '../../../components/ui/loaders';
import { type AuthRedirectAction, goToSignIn } from '../../../lib/auth-redirect';
import { AuthCard } from '../components/auth-card';
import { useIdentityTranslation } from '../i18n';
import { safeRedirectTarget } from '../safe-redirect';
import { clearSignInStarts, isSignInLooping, recordSignInStart } from '../sign-in-loop';

/** The actions GET /api/auth/redirect passes on (SPEC §4); anything else is a plain sign-in. */
function parseAction(raw: string | null): AuthRedirectAction | undefined {
  return raw === 'register' || raw === 'update-profile' || raw === 'update-password' ? raw : undefined;
}

/**
 * /sign-in (old links): starts the real sign-in at the provider (GET /api/auth/redirect) with the
 * link's action and same-site redirect_uri, showing the full-screen loader meanwhile. If the
 * browser keeps coming straight back here, it stops and offers a retry (see sign-in-loop.ts).
 */
export default function SignInScreen() {
  const { t } = useIdentityTranslation();
  const [params] = useSearchParams();
  const action = parseAction(params.get('action'));
  const target = safeRedirectTarget(params.get('redirect_uri'));
  const [looped, setLooped] = useState(() => isSignInLooping());

  useEffect(() => {
    if (looped) return;
    recordSignInStart();
    goToSignIn({ action, redirectUri: `${window.location.origin}${target}` });
  }, [looped, action, target]);

  if (!looped) return <FullScreenLoader />;
  return (
    <AuthCard heading={t('start.unavailableTitle')} subheading={t('start.unavailableBody')}>
      <button
        type="button"
        className="btn-primary w-full py-2.5 text-base"
        onClick={() => {
          clearSignInStarts();
          setLooped(false);
        }}
      >
        {t('common.tryAgain')}
      </button>
    </AuthCard>
  );
}
