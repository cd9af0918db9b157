import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CircleCheck, CircleX, Link2Off } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { ScreenLoader } from '../../../components/ui/loaders';
import { ApiError } from '../../../lib/api-client';
import { AuthCard } from '../components/auth-card';
import { ConsentRequest } from '../components/consent-request';
import { LoadErrorView } from '../components/expired-view';
import { formErrorMessage } from '../form-errors';
import { useIdentityTranslation } from '../i18n';
import { decideParentalConsent, getParentalConsent, type ParentalConsentDetails } from '../provider-api';
import { useViewFocusArm, ViewFocusContext } from '../view-focus';

function Outcome({ details }: { details: ParentalConsentDetails }) {
  const { t } = useIdentityTranslation();
  const approved = details.status === 'approved';
  return (
    <AuthCard
      heading={approved ? t('consent.approvedTitle') : t('consent.declinedTitle')}
      icon={
        approved ? (
          <CircleCheck className="size-14 text-brand-600" aria-hidden />
        ) : (
          <CircleX className="size-14 text-stone-500" aria-hidden />
        )
      }
      legalNote={false}
    >
      <p className="text-center text-stone-700">
        {approved
          ? t('consent.approvedBody', { child: details.child_name })
          : t('consent.declinedBody', { child: details.child_name })}
      </p>
      <Link to="/" className="btn-outline mt-6 w-full py-2.5">
        {t('consent.home')}
      </Link>
    </AuthCard>
  );
}

function InvalidLink() {
  const { t } = useIdentityTranslation();
  return (
    <AuthCard
      heading={t('consent.invalidTitle')}
      icon={
        <span className="flex size-14 items-center justify-center rounded-full bg-stone-100 text-stone-600">
          <Link2Off className="size-7" aria-hidden />
        </span>
      }
      legalNote={false}
    >
      <p className="text-center text-stone-700">{t('consent.invalidBody')}</p>
      <Link to="/" className="btn-outline mt-6 w-full py-2.5">
        {t('consent.home')}
      </Link>
    </AuthCard>
  );
}

/**
 * /parental-consent/:token: the link e-mailed to a minor's parent or guardian. Shows who asked
 * and what approving means, then Approve or Decline (POST), then the outcome.
 */
export default function ParentalConsentScreen() {
  const { t } = useIdentityTranslation();
  const { token = '' } = useParams();
  const queryClient = useQueryClient();
  const queryKey = ['auth', 'parental-consent', token];
  const details = useQuery({ queryKey, queryFn: () => getParentalConsent(token) });
  const decide = useMutation({
    mutationFn: (decision: 'approve' | 'decline') => decideParentalConsent(token, decision),
    onSuccess: (result) => queryClient.setQueryData(queryKey, result),
    // already answered (here, in another tab or by the other parent): show that answer
    onError: (error) => {
      if (error instanceof ApiError && error.status === 409) void queryClient.invalidateQueries({ queryKey });
    },
  });
  const armed = useViewFocusArm(details.isSuccess);

  const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;
  let content: ReactNode;
  if (details.isPending) content = <ScreenLoader />;
  else if (details.isError) {
    content = isNotFound(details.error) ? (
      <InvalidLink />
    ) : (
      <LoadErrorView message={formErrorMessage(details.error, t)} onRetry={() => void details.refetch()} />
    );
  } else if (isNotFound(decide.error)) content = <InvalidLink />;
  else if (details.data.status !== 'pending') content = <Outcome details={details.data} />;
  else {
    content = (
      <ConsentRequest
        details={details.data}
        pending={decide.isPending ? (decide.variables ?? null) : null}
        error={decide.error ? formErrorMessage(decide.error, t) : null}
        onDecide={(decision) => {
          if (!decide.isPending) decide.mutate(decision);
        }}
      />
    );
  }
  return <ViewFocusContext value={armed}>{content}</ViewFocusContext>;
}
