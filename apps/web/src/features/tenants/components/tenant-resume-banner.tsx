import { ArrowRight, X } from 'lucide-react';
import { useLocation } from 'react-router';
import { useSessionStore } from '../../../stores/session';
import { dismissResumeOffer, tenantOfPath, useTenantStore } from '../../../stores/tenant';
import { useTenantsTranslation } from '../i18n';
import { useTenantActions } from '../use-tenant-actions';
import { TenantLogo } from './tenant-logo';

/**
 * "Continue in <tenant>?": offered once per visit on the main platform when the user last worked
 * inside a tenant. Continue re-enters it and opens the route visited last; the cross dismisses.
 */
export function TenantResumeBanner() {
  const { t } = useTenantsTranslation();
  const offer = useTenantStore((s) => s.resumeOffer);
  const roleContext = useSessionStore((s) => s.roleContext);
  const loading = useSessionStore((s) => s.tenantLoading);
  const { pathname } = useLocation();
  const { enter } = useTenantActions();
  if (!offer || roleContext !== 'main_platform' || tenantOfPath(pathname)) return null;
  const name = offer.tenant.display_name;

  return (
    <section
      aria-label={t('resume.label', { name })}
      className="border-t border-stone-200 bg-stone-50 px-4 py-2 sm:px-6"
    >
      <div className="mx-auto flex max-w-7xl items-center gap-3">
        <TenantLogo tenant={offer.tenant} className="size-7 text-[0.625rem]" />
        <p className="min-w-0 flex-1 text-sm text-stone-800">
          <span className="font-medium">{t('resume.question', { name })}</span>
          <span className="hidden text-stone-600 sm:inline">{t('resume.lead')}</span>
        </p>
        <button
          type="button"
          className="btn-primary shrink-0 px-3 py-1.5"
          disabled={loading}
          aria-busy={loading || undefined}
          onClick={() => void enter(offer.tenant, { route: offer.route })}
        >
          {t('resume.action')} <ArrowRight className="size-4" aria-hidden />
        </button>
        <button
          type="button"
          className="shrink-0 rounded-md p-1.5 text-stone-500 hover:bg-stone-200 hover:text-stone-800"
          aria-label={t('resume.dismiss')}
          onClick={dismissResumeOffer}
        >
          <X className="size-4" aria-hidden />
        </button>
      </div>
    </section>
  );
}
