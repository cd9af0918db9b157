import type { TInvitationPreview, TUserTenant } from '@ankur/shared/schemas/tenants';
import { useMutation, useQuery } from '@tanstack/react-query';
import { CalendarClock, Mail, RotateCw, UserRound } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Link, useParams } from 'react-router';
import { ScreenLoader } from '../../../components/ui/loaders';
import { QueryErrorPanel } from '../../../components/ui/query-gate';
import { goToSignIn } from '../../../lib/auth-redirect';
import { useSessionStore } from '../../../stores/session';
import { loadAvailableTenants } from '../../../stores/tenant';
import { acceptInvitation, invitationQueryOptions, messageOf, statusOf } from '../api';
import { useShortDate } from '../components/fields';
import { TenantNotice } from '../components/tenant-gate';
import { TenantLogo } from '../components/tenant-logo';
import { useTenantsTranslation, useTenantTypeLabel } from '../i18n';
import en from '../locales/en';
import { useTenantActions } from '../use-tenant-actions';

type RefusalKey = keyof typeof en.invitation.refused;

/** Each refusal of an invitation, by HTTP status (GET or POST accept): its texts under invitation.refused. */
const REFUSALS: Record<number, RefusalKey> = { 403: 'forbidden', 404: 'notFound', 409: 'used', 410: 'expired' };

/** What each refusal means, in English (tests read it; the screen shows the language on screen). */
export const INVITATION_ERRORS: Record<number, { title: string; body: string }> = Object.fromEntries(
  Object.entries(REFUSALS).map(([status, key]) => [status, en.invitation.refused[key]]),
);

const STATUS_ERRORS: Record<Exclude<TInvitationPreview['status'], 'pending'>, number> = {
  accepted: 409,
  revoked: 409,
  expired: 410,
};

function Refusal({ status, message }: { status: number | null; message: string }) {
  const { t } = useTenantsTranslation();
  const known = status === null ? undefined : REFUSALS[status];
  return (
    <TenantNotice
      title={known ? t(`invitation.refused.${known}.title`) : t('invitation.openFailed')}
      actions={
        <Link to="/" className="btn-outline">
          {t('invitation.homePage')}
        </Link>
      }
    >
      <p role="alert">{known ? t(`invitation.refused.${known}.body`) : message}</p>
    </TenantNotice>
  );
}

function Detail({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className="flex items-start gap-3">
      <span className="mt-0.5 text-stone-500">{icon}</span>
      <div>
        <dt className="text-xs font-medium text-stone-500 uppercase">{label}</dt>
        <dd className="text-stone-900">{children}</dd>
      </div>
    </div>
  );
}

/**
 * /invitations/:token: the link an invitation e-mail carries. Shows the organisation, the role and
 * the (masked) invited address; a signed-out visitor signs in or registers and comes back here;
 * a signed-in one accepts, becomes a member and lands in the organisation.
 */
export default function InvitationScreen() {
  const { token = '' } = useParams();
  const { t } = useTenantsTranslation();
  const shortDate = useShortDate();
  const typeLabel = useTenantTypeLabel();
  const isLoggedIn = useSessionStore((s) => s.isLoggedIn);
  const email = useSessionStore((s) => s.user?.email ?? '');
  const preview = useQuery(invitationQueryOptions(token));
  const { enter } = useTenantActions();
  const [joined, setJoined] = useState<{ membership: TUserTenant; error: string } | null>(null);
  const open = async (membership: TUserTenant) => {
    setJoined(null);
    const entry = await enter(membership);
    if (!entry.ok) setJoined({ membership, error: entry.error });
  };
  const accept = useMutation({
    mutationFn: () => acceptInvitation(token),
    onSuccess: (membership) => {
      void loadAvailableTenants(true);
      return open(membership);
    },
  });

  if (joined) {
    return (
      <TenantNotice
        title={t('invitation.joined', { name: joined.membership.display_name })}
        actions={
          <button type="button" className="btn-primary" onClick={() => void open(joined.membership)}>
            <RotateCw className="size-4" aria-hidden /> {t('invitation.open', { name: joined.membership.display_name })}
          </button>
        }
      >
        <p role="alert">{t('invitation.joinedOpenFailed', { error: joined.error })}</p>
      </TenantNotice>
    );
  }
  // accepted: the tenant is being entered (its data reloads) until the tenant home opens
  if (preview.isPending || accept.isSuccess) return <ScreenLoader />;
  if (preview.isError) {
    const status = statusOf(preview.error);
    if (status !== null && REFUSALS[status]) return <Refusal status={status} message="" />;
    return (
      <section className="mx-auto max-w-xl px-4 py-16 sm:px-6">
        <QueryErrorPanel
          heading="h1"
          title={t('invitation.openFailed')}
          body={messageOf(preview.error, t('invitation.connection'))}
          error={preview.error}
          onRetry={() => void preview.refetch()}
          retryLabel={t('common.tryAgain')}
        />
      </section>
    );
  }
  const invitation = preview.data;
  if (invitation.status !== 'pending') return <Refusal status={STATUS_ERRORS[invitation.status]} message="" />;
  if (accept.isError)
    return <Refusal status={statusOf(accept.error)} message={messageOf(accept.error, t('common.pleaseTryAgain'))} />;

  const { tenant } = invitation;
  const here = typeof window === 'undefined' ? undefined : window.location.href;

  return (
    <section aria-labelledby="invitation-heading" className="mx-auto max-w-lg px-4 py-12 sm:px-6">
      <div className="overflow-hidden rounded-2xl bg-white ring-1 ring-stone-200">
        <div className="flex flex-col items-center gap-3 px-6 pt-8 text-center">
          <TenantLogo tenant={tenant} className="size-16 text-xl" labelled />
          <p className="text-sm font-medium text-brand-700">{typeLabel(tenant.tenant_type)}</p>
          <h1 id="invitation-heading" className="text-2xl font-bold text-stone-900">
            {t('invitation.heading', { name: tenant.display_name })}
          </h1>
        </div>
        <dl className="mx-6 mt-6 flex flex-col gap-3 rounded-xl bg-stone-50 p-4 text-sm">
          <Detail icon={<UserRound className="size-4" aria-hidden />} label={t('invitation.role')}>
            {invitation.role_name}
          </Detail>
          <Detail icon={<Mail className="size-4" aria-hidden />} label={t('invitation.sentTo')}>
            {invitation.email}
          </Detail>
          <Detail icon={<CalendarClock className="size-4" aria-hidden />} label={t('invitation.validUntil')}>
            {shortDate(invitation.expires_at)}
          </Detail>
        </dl>
        <div className="flex flex-col gap-3 p-6">
          {isLoggedIn ? (
            <>
              <button
                type="button"
                className="btn-primary py-2.5"
                disabled={accept.isPending}
                onClick={() => accept.mutate()}
              >
                {accept.isPending ? t('invitation.joining') : t('invitation.accept', { name: tenant.display_name })}
              </button>
              <p className="text-center text-xs text-stone-500">{t('invitation.signedInAs', { email })}</p>
            </>
          ) : (
            <>
              <button type="button" className="btn-primary py-2.5" onClick={() => goToSignIn({ redirectUri: here })}>
                {t('invitation.signIn')}
              </button>
              <button
                type="button"
                className="btn-outline py-2.5"
                onClick={() => goToSignIn({ action: 'register', redirectUri: here })}
              >
                {t('common.createAccount')}
              </button>
              <p className="text-center text-xs text-stone-500">{t('invitation.useAddress')}</p>
            </>
          )}
        </div>
      </div>
    </section>
  );
}
