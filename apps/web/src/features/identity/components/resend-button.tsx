import { OTP_RESEND_MS, OTP_SEND_ERROR } from '@ankur/shared/schemas/identity';
import { useState } from 'react';
import { notify } from '../../../components/ui/toaster';
import { ApiError } from '../../../lib/api-client';
import { formErrorMessage } from '../form-errors';
import { useIdentityTranslation } from '../i18n';
import { rateLimitSeconds } from '../provider-api';
import { useCountdown } from '../use-countdown';

interface ResendButtonProps {
  /** When the last code was sent (epoch ms): a new one may follow OTP_RESEND_MS later. */
  sentAt: number | null;
  send: () => Promise<void>;
  /** A new code is on its way: the caller announces it and restarts the countdown. */
  onSent: (at: number) => void;
  /** Something went wrong (not the toast case): the caller shows it. */
  onError: (message: string) => void;
}

/** "Send a new code", counting down from 60 s after each code (OTP_RESEND_MS) or a 429. */
export function ResendButton({ sentAt, send, onSent, onError }: ResendButtonProps) {
  const { t } = useIdentityTranslation();
  const [pending, setPending] = useState(false);
  const [blockedUntil, setBlockedUntil] = useState<number | null>(null);
  const deadline = Math.max(sentAt === null ? 0 : sentAt + OTP_RESEND_MS, blockedUntil ?? 0);
  const remaining = useCountdown(deadline || null);
  const waiting = remaining > 0;

  const onClick = async () => {
    if (pending || waiting) return;
    setPending(true);
    try {
      await send();
      onSent(Date.now());
    } catch (error) {
      const wait = rateLimitSeconds(error);
      if (wait !== null) setBlockedUntil(Date.now() + wait * 1000);
      else if (error instanceof ApiError && error.message === OTP_SEND_ERROR) notify.error(t('errors.otpSend'));
      else onError(formErrorMessage(error, t));
    } finally {
      setPending(false);
    }
  };

  return (
    <button
      type="button"
      className="btn-ghost w-full py-2.5 aria-disabled:cursor-not-allowed aria-disabled:text-stone-500 aria-disabled:hover:bg-transparent"
      aria-disabled={pending || waiting || undefined}
      onClick={onClick}
    >
      {waiting ? t('verify.resendIn', { count: remaining }) : t('verify.resend')}
    </button>
  );
}
