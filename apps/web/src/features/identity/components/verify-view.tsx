import { ZInteractionVerify } from '@ankur/shared/schemas/identity';
import { MailCheck } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { Trans } from '../../../lib/i18n';
import { formErrorMessage, issuesToErrors, translateServerMessage } from '../form-errors';
import { useIdentityTranslation } from '../i18n';
import { providerNavigation, rateLimitSeconds, resend, verify } from '../provider-api';
import { useFieldErrors } from '../use-field-errors';
import { useInteractionExpiry } from '../use-interaction-expiry';
import { AbortButton } from './abort-button';
import { AuthCard } from './auth-card';
import { CodeField } from './code-field';
import { FormAlert, LiveStatus, SubmitButton } from './form-status';
import { ResendButton } from './resend-button';

const FIELDS = ['otp'] as const;

interface VerifyViewProps {
  uid: string;
  email: string;
  /** When the code now in the mailbox was sent (epoch ms). */
  sentAt: number | null;
  /** The code was right but a minor's account waits for the parent at `parentEmail`. */
  onWaiting: (parentEmail: string) => void;
}

/** The 6-digit code from the e-mail (POST …/verify), with a resend countdown. */
export function VerifyView({ uid, email, sentAt: initialSentAt, onWaiting }: VerifyViewProps) {
  const { t } = useIdentityTranslation();
  const expired = useInteractionExpiry(uid);
  const [otp, setOtp] = useState('');
  const { errors, show, clear, idFor } = useFieldErrors(FIELDS);
  const [formError, setFormError] = useState<string | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [sentAt, setSentAt] = useState(initialSentAt);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    setFormError(null);
    const parsed = ZInteractionVerify.safeParse({ email, otp });
    if (!parsed.success) {
      show(issuesToErrors(parsed.error.issues, { otp }, FIELDS, t));
      return;
    }
    show({});
    setPending(true);
    try {
      const result = await verify(uid, parsed.data);
      if ('redirectTo' in result) {
        setStatus(t('verify.signingIn'));
        providerNavigation.assign(result.redirectTo);
      } else {
        onWaiting(result.parent_email);
      }
    } catch (error) {
      setPending(false);
      if (expired(error)) return;
      const wait = rateLimitSeconds(error);
      if (wait !== null) setFormError(t('common.tooManyAttempts', { count: wait }));
      else if (error instanceof ApiError && error.status === 400) {
        show({
          otp:
            error.message === 'Invalid or expired code.'
              ? t('errors.codeInvalid')
              : translateServerMessage('otp', error.message, t),
        });
      } else setFormError(formErrorMessage(error, t));
    }
  };

  return (
    <AuthCard
      heading={t('verify.title')}
      icon={
        <span className="flex size-14 items-center justify-center rounded-full bg-brand-100 text-brand-700">
          <MailCheck className="size-7" aria-hidden />
        </span>
      }
      subheading={
        <>
          <p>
            <Trans
              ns="identity"
              i18nKey="verify.sentTo"
              values={{ email }}
              components={{ strong: <strong className="break-all text-stone-900" /> }}
            />
          </p>
          <p className="mt-2">{t('verify.validity')}</p>
        </>
      }
    >
      <form noValidate onSubmit={onSubmit} aria-busy={pending} className="flex flex-col gap-5">
        <FormAlert>{formError}</FormAlert>
        <CodeField
          id={idFor('otp')}
          name="otp"
          label={t('fields.code')}
          value={otp}
          error={errors.otp}
          onChange={(value) => {
            setOtp(value);
            clear('otp');
          }}
        />
        <SubmitButton pending={pending} label={t('verify.submit')} pendingLabel={t('verify.submitting')} />
      </form>
      <div className="mt-3">
        <ResendButton
          sentAt={sentAt}
          send={() => resend(uid, email)}
          onSent={(at) => {
            setSentAt(at);
            setFormError(null);
            setStatus(t('verify.resent', { email }));
          }}
          onError={setFormError}
        />
      </div>
      <div className="mt-3 text-center">
        <LiveStatus>{status}</LiveStatus>
      </div>
      <AbortButton uid={uid} />
    </AuthCard>
  );
}
