import { tenantHomePath } from '@ankur/shared/routes';
import { useQueryClient } from '@tanstack/react-query';
import { Tabs } from 'radix-ui';
import { type ReactNode, useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { activeRoleOf, type SessionTenant, useSessionStore } from '../../../stores/session';
import { BrandingTab } from '../admin/branding-tab';
import { InvitationsTab } from '../admin/invitations-tab';
import { MembersTab } from '../admin/members-tab';
import { statusOf, TENANT_KEY } from '../api';
import { TenantGate, TenantNotice } from '../components/tenant-gate';
import { TenantLogo } from '../components/tenant-logo';
import { useTenantsTranslation } from '../i18n';

/** The English notice (tests read it; the screen shows admin.notAdmin.title in the language on screen). */
export const NOT_ADMIN_MESSAGE = 'You are not an administrator of this organisation';

/** The admin center's own tabs, in English (the screen shows admin.tabs.<id> in the language on screen). */
export const TENANT_ADMIN_TABS = [
  { id: 'members', label: 'Members', intro: 'Everyone who belongs here: their roles and whether they can sign in.' },
  {
    id: 'invitations',
    label: 'Invitations',
    intro: 'Invite people by e-mail and follow what became of each invitation.',
  },
  { id: 'branding', label: 'Branding', intro: 'The name, logo and colours your members see.' },
] as const;
type BaseTabId = (typeof TENANT_ADMIN_TABS)[number]['id'];

/** A tab another feature adds to a tenant's admin center (the app puts them together). */
export interface TenantAdminExtraTab {
  id: string;
  label: string;
  intro: string;
  panel: ReactNode;
}

/** True once a query of this tenant's administration answers 403 (the server has the last word). */
function useForbidden(tenantId: string): boolean {
  const queryClient = useQueryClient();
  const [forbidden, setForbidden] = useState(false);
  useEffect(
    () =>
      queryClient.getQueryCache().subscribe((event) => {
        const key = event.query.queryKey;
        if (
          event.type === 'updated' &&
          key[0] === TENANT_KEY &&
          key[1] === tenantId &&
          statusOf(event.query.state.error) === 403
        ) {
          setForbidden(true);
        }
      }),
    [queryClient, tenantId],
  );
  return forbidden;
}

function NotAdmin({ tenant, roleName }: { tenant: SessionTenant; roleName: string | null }) {
  const { t } = useTenantsTranslation();
  const name = tenant.display_name;
  return (
    <TenantNotice
      title={t('admin.notAdmin.title')}
      actions={
        <Link to={tenantHomePath(tenant.tenant_type, tenant.tenant_name, 'other')} className="btn-primary">
          {t('admin.notAdmin.goTo', { name })}
        </Link>
      }
    >
      <p>{roleName ? t('admin.notAdmin.bodyWithRole', { name, role: roleName }) : t('admin.notAdmin.body')}</p>
    </TenantNotice>
  );
}

function TenantAdmin({ tenant, extraTabs }: { tenant: SessionTenant; extraTabs: readonly TenantAdminExtraTab[] }) {
  const role = useSessionStore((s) => s.currentRole ?? activeRoleOf(s.user));
  const selfId = useSessionStore((s) => s.user?.user_id ?? 0);
  const forbidden = useForbidden(tenant.tenant_id);
  const { t: tr } = useTenantsTranslation();
  const [params, setParams] = useSearchParams();
  const baseTabs = TENANT_ADMIN_TABS.map(({ id }) => ({
    id,
    label: tr(`admin.tabs.${id}.label`),
    intro: tr(`admin.tabs.${id}.intro`),
  }));
  const tabs = [...baseTabs, ...extraTabs];
  const isTab = (value: string | null) => tabs.some((t) => t.id === value);
  const tab = isTab(params.get('tab')) ? (params.get('tab') as string) : 'members';

  if (role?.role_view !== 'admin' || forbidden)
    return <NotAdmin tenant={tenant} roleName={role?.display_name ?? null} />;

  const panels: Record<string, ReactNode> = {
    members: <MembersTab tenantId={tenant.tenant_id} selfId={selfId} tenantName={tenant.display_name} />,
    invitations: <InvitationsTab tenantId={tenant.tenant_id} />,
    branding: <BrandingTab tenant={tenant} />,
    ...Object.fromEntries(extraTabs.map((t) => [t.id, t.panel])),
  } satisfies Record<BaseTabId, ReactNode>;

  return (
    <section aria-labelledby="tenant-admin-heading" className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 sm:py-10">
      <div className="flex items-start gap-3 sm:items-center">
        <TenantLogo tenant={tenant} className="size-10 text-sm" />
        <div className="min-w-0">
          <h1 id="tenant-admin-heading" className="text-2xl font-bold tracking-tight text-stone-900 sm:text-3xl">
            {tr('admin.title', { name: tenant.display_name })}
          </h1>
          <p className="text-stone-600">{tr('admin.intro')}</p>
        </div>
      </div>
      <Tabs.Root
        value={tab}
        onValueChange={(value) =>
          isTab(value) &&
          setParams((current) => {
            const next = new URLSearchParams(current);
            next.set('tab', value);
            return next;
          })
        }
        activationMode="manual"
        className="mt-6"
      >
        <Tabs.List
          aria-label={tr('admin.sections', { name: tenant.display_name })}
          className="-mx-4 flex gap-1 overflow-x-auto border-b border-stone-200 px-4 sm:mx-0 sm:px-0"
        >
          {tabs.map((t) => (
            <Tabs.Trigger
              key={t.id}
              value={t.id}
              className="-mb-px shrink-0 border-b-2 border-transparent px-3 py-2 text-sm font-medium whitespace-nowrap text-stone-600 hover:text-stone-900 data-[state=active]:border-brand-600 data-[state=active]:text-brand-800"
            >
              {t.label}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {tabs.map((t) => (
          <Tabs.Content key={t.id} value={t.id} className="pt-5 focus-visible:outline-none">
            <h2 className="sr-only">{t.label}</h2>
            <p className="mb-4 text-sm text-stone-600">{t.intro}</p>
            {tab === t.id ? panels[t.id] : null}
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </section>
  );
}

/**
 * /t/:tenant_type/:tenant_name/admin-center: a tenant administrator's members, invitations and
 * branding, then the tabs other features add (app/screens/tenant-admin-center-screen.tsx).
 */
export function TenantAdminCenter({ extraTabs = [] }: { extraTabs?: readonly TenantAdminExtraTab[] }) {
  return (
    <TenantGate>{(tenant) => <TenantAdmin key={tenant.tenant_id} tenant={tenant} extraTabs={extraTabs} />}</TenantGate>
  );
}

export default function TenantAdminScreen() {
  return <TenantAdminCenter />;
}
