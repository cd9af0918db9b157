import type { TProfile } from '@ankur/shared/schemas/auth';
import { useState } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { config } from '../../../lib/config';
import { useSessionStore } from '../../../stores/session';
import { ScreenLoader } from '../../shell/components/full-screen-loader';
import { AuthCard } from '../components/auth-card';
import { AccountSettingsNotice, RegisterNotice } from '../components/auth-notices';
import { SignInForm } from '../components/sign-in-form';
import { safeRedirectTarget } from '../safe-redirect';

/** The actions GET /api/auth/redirect passes on (SPEC §4); anything else is a plain sign-in. */
type SignInAction = 'register' | 'update-profile' | 'update-password';

function parseAction(raw: string | null): SignInAction | null {
  return raw === 'register' || raw === 'update-profile' || raw === 'update-password' ? raw : null;
}

/**
 * /sign-in: where GET /api/auth/redirect sends the browser (until the OpenID provider lands).
 * Signs in with username or e-mail and password, then opens the same-site `redirect_uri`.
 */
export default function SignInScreen() {
  const [params] = useSearchParams();
  const target = safeRedirectTarget(params.get('redirect_uri'));
  const action = parseAction(params.get('action'));
  const isLoggedIn = useSessionStore((state) => state.isLoggedIn);
  const rehydration = useSessionStore((state) => state.rehydrationStatus);
  const signedIn = useSessionStore((state) => state.signedIn);
  const [justSignedIn, setJustSignedIn] = useState(false);

  if (rehydration === 'idle' || rehydration === 'loading') return <ScreenLoader />;

  // Signed in here, or already signed in with nothing else to do: on to the return address.
  if (isLoggedIn && (justSignedIn || action === null || action === 'register')) {
    return <Navigate to={target} replace />;
  }

  if (isLoggedIn && (action === 'update-profile' || action === 'update-password')) {
    const subject = action === 'update-profile' ? 'profile' : 'password';
    return (
      <AuthCard heading={subject === 'profile' ? 'Update your profile' : 'Change your password'}>
        <AccountSettingsNotice subject={subject} />
      </AuthCard>
    );
  }

  const onSignedIn = (user: TProfile) => {
    setJustSignedIn(true);
    signedIn(user);
  };

  return (
    <AuthCard
      heading={`Sign in to ${config.brandName}`}
      subheading={
        <>
          Welcome back. Use your username or <span className="whitespace-nowrap">e-mail address</span>.
        </>
      }
    >
      {action === 'register' ? <RegisterNotice /> : null}
      <SignInForm onSignedIn={onSignedIn} />
    </AuthCard>
  );
}
