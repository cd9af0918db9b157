import { Tabs } from 'radix-ui';
import { type ReactNode, useEffect, useRef } from 'react';
import { Link, useBlocker, useSearchParams } from 'react-router';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { AccessDenied } from '../admin/components/load-error';
import { CustomRolesTab } from '../admin/custom-roles/custom-roles-tab';
import { GroupUsersTab } from '../admin/group-users/group-users-tab';
import { MenusTab } from '../admin/menus/menus-tab';
import { PrivilegesTab } from '../admin/privileges/privileges-tab';
import { formatRoleRef, parseRoleRef, type RoleRef } from '../admin/role-options';
import { RolesTab } from '../admin/roles/roles-tab';
import { useAccessDenied } from '../admin/use-access-denied';
import { UsersTab } from '../admin/users/users-tab';

export const ADMIN_TABS = [
  {
    id: 'users',
    label: 'Users',
    intro: 'Find people, see how they sign in, give them system roles, enable or disable them.',
  },
  { id: 'roles', label: 'Roles', intro: 'The system roles people hold. Admin roles open the Admin Center.' },
  { id: 'privileges', label: 'Privileges', intro: 'What a role may do on each menu. Changes apply once saved.' },
  { id: 'menus', label: 'Menus', intro: 'The menus privileges are granted on, grouped under their parents.' },
  { id: 'custom-roles', label: 'Custom roles', intro: 'Roles a user owns and gives to the members of their group.' },
  { id: 'group-users', label: 'Group users', intro: 'Who belongs to whose group, with which custom role.' },
] as const;
export type AdminTab = (typeof ADMIN_TABS)[number]['id'];

/** A tab another part of the app adds to the Admin Center (features do not import each other). */
export interface AdminCenterExtraTab {
  id: string;
  label: string;
  intro: string;
  /** shown after the label on the tab (a live count); its words belong in the tab's name */
  badge?: ReactNode;
  panel: ReactNode;
}

interface TabInfo {
  id: string;
  label: string;
  intro: string;
  badge?: ReactNode;
}

const isBuiltIn = (value: string): value is AdminTab => ADMIN_TABS.some((t) => t.id === value);

/**
 * /admin-center: users, roles, privileges, menus, custom roles and group users, then any
 * `extraTabs` (app/screens/admin-center-screen.tsx adds the support inbox). The tab (and the
 * Privileges tab's role) live in the URL; leaving unsaved privilege changes asks first.
 */
export function AdminCenter({ extraTabs = [] }: { extraTabs?: readonly AdminCenterExtraTab[] }) {
  const [params, setParams] = useSearchParams();
  const tabs: readonly TabInfo[] = [...ADMIN_TABS, ...extraTabs.filter((t) => !isBuiltIn(t.id))];
  const isTab = (value: string | null): value is string => tabs.some((t) => t.id === value);
  const requested = params.get('tab');
  const tab: string = isTab(requested) ? requested : 'users';
  const roleRef = parseRoleRef(params.get('role'));
  const denied = useAccessDenied();

  // unsaved privilege changes: read at navigation time, so a ref (not state)
  const dirty = useRef(false);
  const setDirty = (next: boolean) => {
    dirty.current = next;
  };
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty.current &&
      (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
  );
  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      if (dirty.current) event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, []);

  // on a phone the tab strip scrolls: the open tab (a deep link such as ?tab=programs) is kept in view
  const tabList = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const active = tabList.current?.querySelector<HTMLElement>(`[data-tab="${tab}"]`);
    active?.scrollIntoView?.({ block: 'nearest', inline: 'center' });
  }, [tab]);

  const open = (next: string, role?: RoleRef | null) =>
    setParams((current) => {
      const search = new URLSearchParams(current);
      search.set('tab', next);
      if (next === 'privileges' && role) search.set('role', formatRoleRef(role));
      else if (next !== 'privileges' || role === null) search.delete('role');
      return search;
    });

  const builtInPanels: Record<AdminTab, ReactNode> = {
    users: <UsersTab />,
    roles: <RolesTab />,
    privileges: (
      <PrivilegesTab roleRef={roleRef} onRoleChange={(ref) => open('privileges', ref)} onDirtyChange={setDirty} />
    ),
    menus: <MenusTab />,
    'custom-roles': <CustomRolesTab onEditPrivileges={(id) => open('privileges', { kind: 'custom', id })} />,
    'group-users': <GroupUsersTab />,
  };
  const panelOf = (id: string): ReactNode =>
    isBuiltIn(id) ? builtInPanels[id] : extraTabs.find((t) => t.id === id)?.panel;

  return (
    <section aria-labelledby="admin-center-heading" className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 sm:py-10">
      <h1 id="admin-center-heading" className="text-2xl font-bold tracking-tight text-stone-900 sm:text-3xl">
        Admin Center
      </h1>
      <p className="mt-2 text-stone-600">Manage who may do what: users, roles, privileges, menus and groups.</p>
      {denied ? (
        <div className="mt-8 flex flex-col items-center gap-4">
          <AccessDenied />
          <Link to="/" className="btn-primary">
            Go to the home page
          </Link>
        </div>
      ) : (
        <Tabs.Root
          value={tab}
          onValueChange={(value) => isTab(value) && open(value)}
          activationMode="manual"
          className="mt-6"
        >
          <Tabs.List
            ref={tabList}
            aria-label="Admin Center sections"
            className="-mx-4 flex gap-1 overflow-x-auto border-b border-stone-200 px-4 sm:mx-0 sm:px-0"
          >
            {tabs.map((t) => (
              <Tabs.Trigger
                key={t.id}
                value={t.id}
                data-tab={t.id}
                className="-mb-px shrink-0 border-b-2 border-transparent px-3 py-2 text-sm font-medium whitespace-nowrap text-stone-600 hover:text-stone-900 data-[state=active]:border-brand-600 data-[state=active]:text-brand-800"
              >
                {t.label}
                {t.badge}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          {tabs.map((t) => (
            <Tabs.Content key={t.id} value={t.id} className="pt-5 focus-visible:outline-none">
              <h2 className="sr-only">{t.label}</h2>
              <p className="mb-4 text-sm text-stone-600">{t.intro}</p>
              {tab === t.id ? panelOf(t.id) : null}
            </Tabs.Content>
          ))}
        </Tabs.Root>
      )}
      <ConfirmDialog
        open={blocker.state === 'blocked'}
        onOpenChange={(isOpen) => !isOpen && blocker.reset?.()}
        title="Discard unsaved changes?"
        confirmLabel="Discard changes"
        cancelLabel="Keep editing"
        destructive
        onConfirm={() => {
          setDirty(false);
          blocker.proceed?.();
        }}
      >
        <p>The privilege matrix has changes that are not saved. Leaving now loses them.</p>
      </ConfirmDialog>
    </section>
  );
}

/** /admin-center with the Admin Center's own tabs only. */
export default function AdminCenterScreen() {
  return <AdminCenter />;
}
