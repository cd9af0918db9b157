import type { TUserTenant } from '@ankur/shared/schemas/tenants';
import { Building2, Check, ChevronsUpDown, Globe, LoaderCircle, Plus, RotateCw } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { Link } from 'react-router';
import { useShellTranslation } from '../../features/shell/i18n';
import shellEn from '../../features/shell/locales/en';
import { TenantLogo } from '../../features/tenants/components/tenant-logo';
import { useTenantActions } from '../../features/tenants/use-tenant-actions';
import { config } from '../../lib/config';
import { useSessionStore } from '../../stores/session';
import { loadAvailableTenants, useTenantStore } from '../../stores/tenant';

/** The English texts (tests); the switcher shows them in the language on screen. */
export const MAIN_PLATFORM_LABEL = shellEn.tenantSwitcher.mainPlatform;
export const NO_TENANTS_MESSAGE = shellEn.tenantSwitcher.noTenants;
export const ONBOARDING_PATH = '/for-organisation';

const ITEM =
  'flex w-full cursor-pointer items-center gap-2 rounded-lg px-2 py-2 text-left text-sm text-stone-800 outline-none select-none data-[disabled]:cursor-not-allowed data-[disabled]:opacity-60 data-[highlighted]:bg-stone-100';
const HEADING = 'px-2 pt-2 pb-1 text-xs font-semibold tracking-wide text-stone-500 uppercase';

function useMembershipText(): (status: string) => string {
  const { t } = useShellTranslation();
  return (status) => {
    if (status === 'suspended') return t('tenantSwitcher.membership.suspended');
    if (status === 'pending') return t('tenantSwitcher.membership.pending');
    return t('tenantSwitcher.membership.other', { status });
  };
}

function TenantItem({ tenant, active, onChoose }: { tenant: TUserTenant; active: boolean; onChoose: () => void }) {
  const { t } = useShellTranslation();
  const membership = useMembershipText();
  const suspended = tenant.status !== 'active';
  return (
    <DropdownMenu.Item className={ITEM} disabled={suspended} onSelect={onChoose} aria-current={active || undefined}>
      <TenantLogo tenant={tenant} className="size-7 text-[0.625rem]" />
      <span className="flex min-w-0 flex-1 flex-col">
        <span className="truncate font-medium">{tenant.display_name}</span>
        <span className="truncate text-xs text-stone-500">
          {suspended ? membership(tenant.status) : tenant.role_name}
        </span>
      </span>
      {active ? <Check className="size-4 shrink-0 text-brand-700" aria-label={t('tenantSwitcher.current')} /> : null}
    </DropdownMenu.Item>
  );
}

function TenantList({ onChoose }: { onChoose: (tenant: TUserTenant) => void }) {
  const { t } = useShellTranslation();
  const all = useSessionStore((s) => s.availableTenants);
  // the default tenant is the main platform itself (docs/tenancy.md): it is the entry above
  const tenants = all.filter((t) => t.tenant_id !== config.defaultTenant);
  const currentId = useSessionStore((s) => (s.roleContext === 'tenant' ? s.currentTenant?.tenant_id : undefined));
  const status = useTenantStore((s) => s.tenantsStatus);
  const error = useTenantStore((s) => s.tenantsError);

  if (status === 'failed') {
    return (
      <div className="px-2 py-2">
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
        <DropdownMenu.Item
          className={`${ITEM} mt-1 text-brand-800`}
          onSelect={(event) => {
            event.preventDefault();
            void loadAvailableTenants(true);
          }}
        >
          <RotateCw className="size-4" aria-hidden /> {t('tenantSwitcher.tryAgain')}
        </DropdownMenu.Item>
      </div>
    );
  }
  if (tenants.length === 0 && status !== 'succeeded') {
    return (
      <p role="status" className="flex items-center gap-2 px-2 py-3 text-sm text-stone-600">
        <LoaderCircle className="size-4 animate-spin" aria-hidden /> {t('tenantSwitcher.loading')}
      </p>
    );
  }
  if (tenants.length === 0) {
    return (
      <div className="px-2 py-2 text-sm text-stone-600">
        <p>{t('tenantSwitcher.noTenants')}</p>
        <DropdownMenu.Item asChild className={`${ITEM} mt-1 text-brand-800`}>
          <Link to={ONBOARDING_PATH}>
            <Building2 className="size-4" aria-hidden /> {t('tenantSwitcher.setUp')}
          </Link>
        </DropdownMenu.Item>
      </div>
    );
  }
  return tenants.map((tenant) => (
    <TenantItem
      key={tenant.tenant_id}
      tenant={tenant}
      active={tenant.tenant_id === currentId}
      onChoose={() => onChoose(tenant)}
    />
  ));
}

/**
 * The header's context switcher: shows where the user is (the main platform, or a tenant with its
 * logo and name) and moves between the main platform and the user's organisations.
 */
export function TenantSwitcher() {
  const { t } = useShellTranslation();
  const tenant = useSessionStore((s) => (s.roleContext === 'tenant' ? s.currentTenant : null));
  const loading = useSessionStore((s) => s.tenantLoading);
  const tenantError = useSessionStore((s) => s.tenantError);
  const { enter, toMainPlatform } = useTenantActions();
  const label = tenant?.display_name ?? t('tenantSwitcher.mainPlatform');
  const prefetch = () => void loadAvailableTenants();

  return (
    <DropdownMenu.Root
      onOpenChange={(open) => {
        if (open) void loadAvailableTenants();
      }}
    >
      <DropdownMenu.Trigger
        className="flex h-9 max-w-56 min-w-0 items-center gap-1.5 rounded-full py-1 pr-1.5 pl-1 text-sm font-medium text-stone-800 hover:bg-stone-100 data-[state=open]:bg-stone-100 sm:pr-2"
        aria-label={t('tenantSwitcher.trigger', { name: label })}
        aria-busy={loading || undefined}
        onPointerEnter={prefetch}
        onFocus={prefetch}
      >
        {loading ? (
          <LoaderCircle className="size-7 shrink-0 animate-spin p-1 text-stone-500" aria-hidden />
        ) : tenant ? (
          <TenantLogo tenant={tenant} className="size-7 text-[0.625rem]" />
        ) : (
          <span className="flex size-7 shrink-0 items-center justify-center rounded-md bg-stone-100 text-stone-600">
            <Globe className="size-4" aria-hidden />
          </span>
        )}
        <span className="hidden truncate sm:inline">{label}</span>
        <ChevronsUpDown className="hidden size-4 shrink-0 text-stone-500 sm:block" aria-hidden />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          collisionPadding={8}
          aria-label={t('tenantSwitcher.menu')}
          className="z-50 max-h-[min(32rem,calc(100dvh-6rem))] w-[min(20rem,calc(100vw-1rem))] overflow-y-auto rounded-xl border border-stone-200 bg-white p-2 shadow-lg"
        >
          <DropdownMenu.Item
            className={ITEM}
            onSelect={() => {
              if (tenant) void toMainPlatform();
            }}
            aria-current={tenant ? undefined : true}
          >
            <span className="flex size-7 shrink-0 items-center justify-center rounded-md bg-stone-100 text-stone-600">
              <Globe className="size-4" aria-hidden />
            </span>
            <span className="flex-1 font-medium">{t('tenantSwitcher.mainPlatform')}</span>
            {tenant ? null : (
              <Check className="size-4 shrink-0 text-brand-700" aria-label={t('tenantSwitcher.current')} />
            )}
          </DropdownMenu.Item>
          <DropdownMenu.Separator className="my-1 h-px bg-stone-100" />
          <DropdownMenu.Label className={HEADING}>{t('tenantSwitcher.heading')}</DropdownMenu.Label>
          <TenantList
            onChoose={(choice) => {
              if (choice.tenant_id !== tenant?.tenant_id) void enter(choice);
            }}
          />
          {tenantError ? (
            <p role="alert" className="mx-2 my-1 rounded-lg bg-red-50 px-2 py-1.5 text-xs text-red-800">
              {tenantError}
            </p>
          ) : null}
          <DropdownMenu.Separator className="my-1 h-px bg-stone-100" />
          <DropdownMenu.Item asChild className={`${ITEM} text-brand-800`}>
            <Link to={ONBOARDING_PATH}>
              <Plus className="size-4" aria-hidden /> {t('tenantSwitcher.create')}
            </Link>
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
