import type { TInteractionDetails } from '@ankur/shared/schemas/identity';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { useParams } from 'react-router';
import { ScreenLoader } from '../../../components/ui/loaders';
import { ApiError } from '../../../lib/api-client';
import { ExpiredView, LoadErrorView } from '../components/expired-view';
import { ForgotPasswordView } from '../components/forgot-password-view';
import { LoginView } from '../components/login-view';
import { RegisterView } from '../components/register-view';
import { UpdatePasswordView } from '../components/update-password-view';
import { UpdateProfileView } from '../components/update-profile-view';
import { VerifyView } from '../components/verify-view';
import { WaitingView } from '../components/waiting-view';
import { formErrorMessage } from '../form-errors';
import { useIdentityTranslation } from '../i18n';
import { getInteraction } from '../provider-api';
import { clearSignInStarts } from '../sign-in-loop';
import { interactionQueryKey } from '../use-interaction-expiry';
import { useViewFocusArm, ViewFocusContext } from '../view-focus';

/** The views of the provider's pages and what each one needs. */
export type ProviderView =
  | { name: 'login' }
  | { name: 'register' }
  | { name: 'verify'; email: string; sentAt: number }
  | { name: 'forgot'; email: string }
  | { name: 'waiting'; parentEmail: string }
  | { name: 'update-profile' }
  | { name: 'update-password' };

/** Where a sign-in starts: register for prompt "create", the update forms for a signed-in account. */
export function initialView(details: TInteractionDetails): ProviderView {
  if (details.prompt === 'create' || details.action === 'register') return { name: 'register' };
  const signedIn = details.prompt === 'kc_action' || details.account !== null;
  if (signedIn && details.account && details.action === 'update-profile') return { name: 'update-profile' };
  if (signedIn && details.action === 'update-password') return { name: 'update-password' };
  return { name: 'login' };
}

/**
 * /sign-in/:uid: the embedded OpenID provider's own pages. Loads the sign-in session
 * (GET /api/auth/interaction/:uid) and shows its view: sign in, register, verify the e-mail,
 * reset the password, wait for a parent, or update the profile or password.
 */
export default function ProviderScreen() {
  const { t } = useIdentityTranslation();
  const { uid = '' } = useParams();
  const details = useQuery({ queryKey: interactionQueryKey(uid), queryFn: () => getInteraction(uid) });
  const [chosen, setChosen] = useState<ProviderView | null>(null);
  const armed = useViewFocusArm(details.isSuccess);
  // the sign-in service answered with its screen: no redirect loop (see sign-in-loop.ts)
  useEffect(clearSignInStarts, []);

  let content: ReactNode;
  if (details.isPending) {
    content = <ScreenLoader />;
  } else if (details.isError) {
    content =
      details.error instanceof ApiError && details.error.status === 404 ? (
        <ExpiredView />
      ) : (
        <LoadErrorView message={formErrorMessage(details.error, t)} onRetry={() => void details.refetch()} />
      );
  } else {
    const view = chosen ?? initialView(details.data);
    const { account, login_hint: loginHint } = details.data;
    const toVerify = (email: string) => setChosen({ name: 'verify', email, sentAt: Date.now() });
    const toWaiting = (parentEmail: string) => setChosen({ name: 'waiting', parentEmail });
    const toLogin = () => setChosen({ name: 'login' });
    switch (view.name) {
      case 'register':
        content = <RegisterView uid={uid} onSignIn={toLogin} onRegistered={toVerify} />;
        break;
      case 'verify':
        content = <VerifyView uid={uid} email={view.email} sentAt={view.sentAt} onWaiting={toWaiting} />;
        break;
      case 'forgot':
        content = <ForgotPasswordView initialEmail={view.email} onBackToSignIn={toLogin} />;
        break;
      case 'waiting':
        content = <WaitingView uid={uid} parentEmail={view.parentEmail} />;
        break;
      case 'update-profile':
        content = account ? <UpdateProfileView uid={uid} account={account} /> : null;
        break;
      case 'update-password':
        content = <UpdatePasswordView uid={uid} />;
        break;
      default:
        content = (
          <LoginView
            uid={uid}
            loginHint={loginHint}
            onRegister={() => setChosen({ name: 'register' })}
            onForgot={(email) => setChosen({ name: 'forgot', email })}
            onVerify={toVerify}
            onWaiting={toWaiting}
          />
        );
    }
  }

  return <ViewFocusContext value={armed}>{content}</ViewFocusContext>;
}
