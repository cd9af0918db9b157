import { CircleAlert, Clock } from 'lucide-react';
import { QueryErrorPanel } from '../../../components/ui/query-gate';
import { goToSignIn } from '../../../lib/auth-redirect';
import { useIdentityTranslation } from '../i18n';
import { AuthCard } from './auth-card';

/** The sign-in session is gone (404): start a new one (the requested action is not kept). */
export function ExpiredView() {
  const { t } = useIdentityTranslation();
  return (
    <AuthCard
      heading={t('expired.title')}
      subheading={t('expired.body')}
      icon={
        <span className="flex size-14 items-center justify-center rounded-full bg-stone-100 text-stone-600">
          <Clock className="size-7" aria-hidden />
        </span>
      }
    >
      <button type="button" className="btn-primary w-full py-2.5 text-base" onClick={() => goToSignIn()}>
        {t('expired.startAgain')}
      </button>
    </AuthCard>
  );
}

/** Loading the page failed for another reason (network, 5xx): say so and offer a retry. */
export function LoadErrorView({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useIdentityTranslation();
  return (
    <AuthCard heading={t('loadError.title')}>
      <QueryErrorPanel
        variant="inline"
        inline={{ alertOn: 'message' }}
        Icon={CircleAlert}
        title={message}
        body={null}
        error={null}
        onRetry={onRetry}
        retryLabel={t('common.tryAgain')}
        retryClassName="btn-primary mt-3 w-full py-2.5 text-base"
      />
    </AuthCard>
  );
}
