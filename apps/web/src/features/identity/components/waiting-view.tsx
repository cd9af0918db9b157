import { Hourglass } from 'lucide-react';
import { Trans } from '../../../lib/i18n';
import { useIdentityTranslation } from '../i18n';
import { AbortButton } from './abort-button';
import { AuthCard } from './auth-card';

/** A minor's account waits for the parent or guardian, who was e-mailed a consent link. */
export function WaitingView({ uid, parentEmail }: { uid: string; parentEmail: string }) {
  const { t } = useIdentityTranslation();
  return (
    <AuthCard
      heading={t('waiting.title')}
      icon={
        <span className="flex size-14 items-center justify-center rounded-full bg-soil-100 text-soil-600">
          <Hourglass className="size-7" aria-hidden />
        </span>
      }
    >
      <div className="flex flex-col gap-3 text-stone-700">
        {parentEmail ? (
          <p>
            <Trans
              ns="identity"
              i18nKey="waiting.body"
              values={{ email: parentEmail }}
              components={{ strong: <strong className="break-all text-stone-900" /> }}
            />
          </p>
        ) : null}
        <p>{t('waiting.next')}</p>
        <p className="text-sm text-stone-600">{t('waiting.notReceived')}</p>
      </div>
      <AbortButton uid={uid} />
    </AuthCard>
  );
}
