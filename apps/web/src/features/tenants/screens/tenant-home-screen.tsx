import { HUB_MENUS, LOCKED_APPS } from '@ankur/shared/menus';
import { tenantHomePath } from '@ankur/shared/routes';
import type { LucideIcon } from 'lucide-react';
import { ArrowRight, BookOpen, CalendarDays, LogOut, ShieldUser, Trophy, Users } from 'lucide-react';
import { Link } from 'react-router';
import { useAccessCheck, useAccessStatus } from '../../../stores/access';
import { activeRoleOf, type SessionTenant, useSessionStore } from '../../../stores/session';
import { TenantGate } from '../components/tenant-gate';
import { TenantLogo } from '../components/tenant-logo';
import { useTenantsTranslation, useTenantTypeLabel } from '../i18n';
import type en from '../locales/en';
import { useTenantActions } from '../use-tenant-actions';

interface TenantApp {
  menu: string;
  /** Its label and description under home.apps (the hubs keep their menu name). */
  text?: keyof typeof en.home.apps;
  to: string;
  label: string;
  icon?: LucideIcon;
  description?: string;
}

/** The member's doors into the tenant: programs and activities first, then the hubs. */
export const TENANT_APPS: readonly TenantApp[] = [
  {
    menu: 'Programs and Courses',
    text: 'programs',
    to: '/learning-journey',
    label: 'Programs and courses',
    icon: BookOpen,
    description: 'Learning programs, their courses and your progress.',
  },
  {
    menu: 'Event',
    text: 'events',
    to: '/events',
    label: 'Events',
    icon: CalendarDays,
    description: 'Sessions, meet-ups and demo days to join.',
  },
  {
    menu: 'Competition',
    text: 'competitions',
    to: '/competitions',
    label: 'Competitions',
    icon: Trophy,
    description: 'Challenges to enter and their results.',
  },
  {
    menu: 'Community Circle',
    text: 'community',
    to: '/community',
    label: 'Community',
    icon: Users,
    description: 'The people, groups and conversations here.',
  },
  ...HUB_MENUS.filter((hub) => hub.name !== 'Home' && !(LOCKED_APPS as readonly string[]).includes(hub.name)).map(
    (hub) => ({ menu: hub.name, to: hub.route, label: hub.name }),
  ),
];

function AppCard({ app }: { app: TenantApp }) {
  const { t } = useTenantsTranslation();
  const Icon = app.icon ?? ArrowRight;
  const label = app.text ? t(`home.apps.${app.text}.label`) : app.label;
  const description = app.text ? t(`home.apps.${app.text}.description`) : app.description;
  return (
    <li>
      <Link
        to={app.to}
        className="flex h-full items-start gap-3 rounded-xl bg-white p-4 ring-1 ring-stone-200 transition-shadow hover:shadow-md hover:ring-brand-300"
      >
        <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
          <Icon className="size-5" aria-hidden />
        </span>
        <span className="flex min-w-0 flex-col">
          <span className="font-semibold text-stone-900">{label}</span>
          {description ? <span className="text-sm text-stone-600">{description}</span> : null}
        </span>
      </Link>
    </li>
  );
}

function MemberApps({ tenant }: { tenant: SessionTenant }) {
  const { t } = useTenantsTranslation();
  const can = useAccessCheck();
  const status = useAccessStatus();
  if (status === 'loading') {
    return (
      <p role="status" className="text-sm text-stone-600">
        {t('home.accessLoading')}
      </p>
    );
  }
  if (status === 'failed') {
    return (
      <p role="alert" className="text-sm text-red-700">
        {t('home.accessFailed')}
      </p>
    );
  }
  const apps = TENANT_APPS.filter((app) => can(app.menu, 'read'));
  if (apps.length === 0) {
    return (
      <p className="rounded-xl bg-white p-4 text-sm text-stone-700 ring-1 ring-stone-200">
        {t('home.noApps', { name: tenant.display_name })}
      </p>
    );
  }
  return (
    <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
      {apps.map((app) => (
        <AppCard key={app.menu} app={app} />
      ))}
    </ul>
  );
}

function TenantHome({ tenant }: { tenant: SessionTenant }) {
  const role = useSessionStore((s) => s.currentRole ?? activeRoleOf(s.user));
  const loading = useSessionStore((s) => s.tenantLoading);
  const { toMainPlatform } = useTenantActions();
  const isAdmin = role?.role_view === 'admin';
  const { t } = useTenantsTranslation();
  const typeLabel = useTenantTypeLabel();
  const name = tenant.display_name;

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 sm:py-10">
      <section
        aria-labelledby="tenant-home-heading"
        className="overflow-hidden rounded-2xl bg-white ring-1 ring-stone-200"
      >
        <div aria-hidden="true" className="h-2 bg-[var(--tenant-accent,var(--color-soil-400))]" />
        <div className="flex flex-col gap-5 p-5 sm:flex-row sm:items-center sm:p-8">
          <TenantLogo tenant={tenant} className="size-16 text-xl" labelled />
          <div className="min-w-0 flex-1">
            <p className="text-sm font-medium text-brand-700">{typeLabel(tenant.tenant_type)}</p>
            <h1 id="tenant-home-heading" className="text-2xl font-bold tracking-tight text-stone-900 sm:text-3xl">
              {t('home.welcome', { name })}
            </h1>
            <p className="mt-1 text-stone-600">
              {role ? t('home.asRole', { role: role.display_name }) : t('home.asMember')} {t('home.inside', { name })}
            </p>
          </div>
          <button
            type="button"
            className="btn-outline shrink-0"
            disabled={loading}
            onClick={() => void toMainPlatform({ leave: true, tenantName: tenant.display_name })}
          >
            <LogOut className="size-4" aria-hidden /> {t('home.leave', { name })}
          </button>
        </div>
      </section>

      {isAdmin ? (
        <section className="mt-6 flex flex-col gap-3 rounded-2xl bg-brand-50 p-5 sm:flex-row sm:items-center">
          <ShieldUser className="size-6 shrink-0 text-brand-700" aria-hidden />
          <p className="flex-1 text-sm text-brand-900">{t('home.administer', { name })}</p>
          <Link to={tenantHomePath(tenant.tenant_type, tenant.tenant_name, 'admin')} className="btn-primary shrink-0">
            {t('home.openAdmin')}
          </Link>
        </section>
      ) : null}

      <section aria-labelledby="tenant-apps-heading" className="mt-8">
        <h2 id="tenant-apps-heading" className="mb-4 text-lg font-semibold text-stone-900">
          {t('home.whatYouCanDo')}
        </h2>
        <MemberApps tenant={tenant} />
      </section>
    </div>
  );
}

/** /t/:tenant_type/:tenant_name/user/home: a member's home inside a tenant. */
export default function TenantHomeScreen() {
  return <TenantGate>{(tenant) => <TenantHome tenant={tenant} />}</TenantGate>;
}
