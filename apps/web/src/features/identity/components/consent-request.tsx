import { Loader2, UserRoundCheck } from 'lucide-react';
import { Link } from 'react-router';
import { config } from '../../../lib/config';
import { Trans } from '../../../lib/i18n';
import { useIdentityTranslation } from '../i18n';
import type { ParentalConsentDetails } from '../provider-api';
import { AuthCard } from './auth-card';
import { FormAlert } from './form-status';

type Decision = 'approve' | 'decline';

interface ConsentRequestProps {
  details: ParentalConsentDetails;
  /** The decision being sent, if any. */
  pending: Decision | null;
  error: string | null;
  onDecide: (decision: Decision) => void;
}

const privacyLink = <Link to="/privacy-policy" className="font-medium text-brand-700 underline underline-offset-2" />;

/** Who asked, what approving means (DPDP Act consent), and the two buttons. */
export function ConsentRequest({ details, pending, error, onDecide }: ConsentRequestProps) {
  const { t } = useIdentityTranslation();
  const values = {
    child: details.child_name,
    email: details.child_email,
    parent: details.parent_name ?? '',
    brand: config.brandName,
  };
  const button = (decision: Decision, className: string, label: string, busyLabel: string) => (
    <button
      type="button"
      className={`${className} w-full py-2.5 text-base aria-disabled:cursor-not-allowed aria-disabled:opacity-70`}
      aria-disabled={pending !== null || undefined}
      onClick={() => onDecide(decision)}
    >
      {pending === decision ? (
        <>
          <Loader2 className="size-5 animate-spin motion-reduce:animate-none" aria-hidden />
          {busyLabel}
        </>
      ) : (
        label
      )}
    </button>
  );

  return (
    <AuthCard
      heading={t('consent.title')}
      icon={
        <span className="flex size-14 items-center justify-center rounded-full bg-brand-100 text-brand-700">
          <UserRoundCheck className="size-7" aria-hidden />
        </span>
      }
      legalNote={false}
    >
      <div className="flex flex-col gap-5 text-stone-700">
        <FormAlert>{error}</FormAlert>
        <p>
          <Trans
            ns="identity"
            i18nKey={details.parent_name ? 'consent.requestNamed' : 'consent.request'}
            values={values}
            components={{ strong: <strong className="text-stone-900" /> }}
          />
        </p>
        <section aria-labelledby="consent-meaning" className="rounded-xl bg-stone-50 p-4">
          <h2 id="consent-meaning" className="font-semibold text-stone-900">
            {t('consent.meaningHeading')}
          </h2>
          <ul className="mt-2 list-disc space-y-2 pl-5 text-sm">
            <li>{t('consent.meaningOpen', { brand: config.brandName })}</li>
            <li>
              <Trans ns="identity" i18nKey="consent.meaningData" components={{ privacy: privacyLink }} />
            </li>
            <li>
              <Trans ns="identity" i18nKey="consent.meaningDeletion" components={{ privacy: privacyLink }} />
            </li>
          </ul>
        </section>
        <p className="text-sm">{t('consent.declineNote')}</p>
        <div className="flex flex-col gap-3 sm:flex-row-reverse">
          {button('approve', 'btn-primary', t('consent.approve'), t('consent.approving'))}
          {button('decline', 'btn-outline', t('consent.decline'), t('consent.declining'))}
        </div>
      </div>
    </AuthCard>
  );
}
