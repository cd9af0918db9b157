import { Building2, RotateCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ScreenLoader } from '../../../components/ui/loaders';
import { Trans } from '../../../lib/i18n';
import type { SessionTenant } from '../../../stores/session';
import { TENANTS_NS, useTenantsTranslation } from '../i18n';
import { useTenantRoute } from '../use-tenant-route';

/** A centred message for the states a tenant page can be in besides "ready". */
export function TenantNotice({
  title,
  children,
  actions,
}: {
  title: string;
  children: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <section aria-labelledby="tenant-notice-heading" className="mx-auto max-w-xl px-4 py-16 text-center sm:px-6">
      <span className="mx-auto flex size-14 items-center justify-center rounded-full bg-stone-100 text-stone-600">
        <Building2 className="size-7" aria-hidden />
      </span>
      <h1 id="tenant-notice-heading" className="mt-6 text-2xl font-bold text-stone-900">
        {title}
      </h1>
      <div className="mt-3 text-stone-700">{children}</div>
      {actions ? <div className="mt-8 flex flex-wrap justify-center gap-3">{actions}</div> : null}
    </section>
  );
}

/**
 * Shows `children` once the session is in the tenant the URL names (entering it when the user is
 * a member); otherwise a loader, a clear "not a member" state, or the error with Try again.
 */
export function TenantGate({ children }: { children: (tenant: SessionTenant) => ReactNode }) {
  const state = useTenantRoute();
  const { t } = useTenantsTranslation();
  if (state.status === 'ready') return children(state.tenant);
  if (state.status === 'loading') return <ScreenLoader />;
  if (state.status === 'not-member') {
    return (
      <TenantNotice
        title={t('gate.notMember')}
        actions={
          <>
            <Link to="/home" className="btn-primary">
              {t('gate.mainPlatform')}
            </Link>
            <Link to="/for-organisation" className="btn-outline">
              {t('gate.ownOrganisation')}
            </Link>
          </>
        }
      >
        <p>
          <Trans
            ns={TENANTS_NS}
            i18nKey="gate.notMemberBody"
            values={{ name: state.tenantName }}
            components={{ name: <strong /> }}
          />
        </p>
      </TenantNotice>
    );
  }
  return (
    <TenantNotice
      title={t('gate.openFailed')}
      actions={
        <button type="button" className="btn-primary" onClick={state.retry}>
          <RotateCw className="size-4" aria-hidden /> {t('common.tryAgain')}
        </button>
      }
    >
      <p role="alert">{state.message || t('gate.somethingWrong')}</p>
    </TenantNotice>
  );
}
