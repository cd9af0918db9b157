import { ACCOUNT_MENUS, TENANT_ADMIN_CENTER_MENU } from '@ankur/shared/menus';
import { tenantHomePath } from '@ankur/shared/routes';
import {
  BadgeCheck,
  Building2,
  Check,
  ChevronDown,
  CircleUser,
  Gauge,
  Library,
  LogOut,
  type LucideIcon,
  Map as MapIcon,
  Settings,
  ShieldUser,
} from 'lucide-react';
import { type KeyboardEvent as ReactKeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { LanguageSwitch } from '../../components/ui/language-switch';
import { notify } from '../../components/ui/toaster';
import { ADMIN_CENTER_PATH, USER_HOME_PATH } from '../../features/identity/select-role-target';
import { useShellTranslation } from '../../features/shell/i18n';
import { useAccessCheck } from '../../stores/access';
import { activeRoleOf, displayName, type SessionRole, useSessionStore } from '../../stores/session';

/** SPEC §9: the profile dropdown hides 150 ms after the pointer leaves it. */
export const PROFILE_DROPDOWN_HIDE_DELAY_MS = 150;

type AccountMenuName = (typeof ACCOUNT_MENUS)[number]['name'];

const ACCOUNT_ICONS: Record<AccountMenuName, LucideIcon> = {
  'My Profile': CircleUser,
  Engine: Gauge,
  'My Library': Library,
  'My Ecosystem Map': MapIcon,
  Memberships: BadgeCheck,
  'Admin Center': ShieldUser,
  Settings,
};

/**
 * The key of each entry's displayed label (shell namespace, userMenu.entries). Only the label is
 * translated: the entry is still shown or hidden by its English menu name (SPEC §2, §6).
 */
const ACCOUNT_LABEL_KEYS = {
  'My Profile': 'myProfile',
  Engine: 'engine',
  'My Library': 'myLibrary',
  'My Ecosystem Map': 'myEcosystemMap',
  Memberships: 'memberships',
  'Admin Center': 'adminCenter',
  Settings: 'settings',
} as const satisfies Record<AccountMenuName, string>;

const ITEM_CLASS =
  'flex w-full items-center gap-2 rounded-lg px-3 py-2 text-left text-sm text-stone-700 hover:bg-stone-100 focus-visible:bg-stone-100 focus-visible:outline-none';

function initials(name: string): string {
  const letters = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part.charAt(0).toUpperCase());
  return letters.join('') || '?';
}

/** SPEC §6: an admin view leads to the admin centre, any other to the user home. */
export function roleHome(role: Pick<SessionRole, 'role_view'>): string {
  return role.role_view === 'admin' ? ADMIN_CENTER_PATH : USER_HOME_PATH;
}

/**
 * The signed-in user's menu: name and e-mail; the account entries the active role may read
 * (SPEC §2); a role switcher when the user holds more than one role; Logout, always. Below the
 * menu (outside it: a menu holds only menu items) a row with the language switch, reached by Tab.
 */
export function UserMenu() {
  const { t } = useShellTranslation();
  const user = useSessionStore((state) => state.user);
  const currentRole = useSessionStore((state) => state.currentRole);
  const signOut = useSessionStore((state) => state.signOut);
  const switchRole = useSessionStore((state) => state.switchRole);
  const can = useAccessCheck();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [switching, setSwitching] = useState<number | null>(null);
  const menuId = useId();
  const rolesLabelId = useId();
  const containerRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const languageRef = useRef<HTMLDivElement>(null);
  const hideTimer = useRef<number | undefined>(undefined);
  const name = displayName(user);
  const roleContext = useSessionStore((state) => state.roleContext);
  const currentTenant = useSessionStore((state) => state.currentTenant);
  // filtered by the English menu name; only `label` is in the language on screen
  const entries: { key: string; label: string; route: string; Icon: LucideIcon }[] = ACCOUNT_MENUS.filter((entry) =>
    can(entry.name, 'read'),
  ).map((entry) => ({
    key: entry.name,
    label: t(`userMenu.entries.${ACCOUNT_LABEL_KEYS[entry.name]}`),
    // My Profile is the person's own profile page (issue 20), whatever the menu table's route says
    route: entry.name === 'My Profile' && user ? `/user/profile/${user.user_id}` : entry.route,
    Icon: ACCOUNT_ICONS[entry.name],
  }));
  // inside a tenant, its administrators reach the tenant's own admin centre from here too
  if (roleContext === 'tenant' && currentTenant && can(TENANT_ADMIN_CENTER_MENU, 'read')) {
    entries.unshift({
      key: TENANT_ADMIN_CENTER_MENU,
      label: t('userMenu.tenantAdminCenter', { tenant: currentTenant.display_name ?? currentTenant.tenant_name }),
      route: tenantHomePath(currentTenant.tenant_type, currentTenant.tenant_name, 'admin'),
      Icon: Building2,
    });
  }
  const roles = user?.roles ?? [];
  const activeRoleId = (currentRole ?? activeRoleOf(user))?.role_id ?? null;

  const cancelHide = () => window.clearTimeout(hideTimer.current);
  const scheduleHide = () => {
    cancelHide();
    hideTimer.current = window.setTimeout(() => setOpen(false), PROFILE_DROPDOWN_HIDE_DELAY_MS);
  };

  const items = () => Array.from(menuRef.current?.querySelectorAll<HTMLElement>('[role^="menuitem"]') ?? []);
  /** Roving focus: moves to the item at `index` (wrapping), or the last with -1. */
  const focusItem = (index: number) => {
    const list = items();
    if (list.length === 0) return;
    list[(index + list.length) % list.length]?.focus();
  };
  const openAndFocus = (index: number) => {
    setOpen(true);
    // the menu is hidden until React renders it open
    window.requestAnimationFrame(() => focusItem(index));
  };
  const closeToButton = () => {
    setOpen(false);
    buttonRef.current?.focus();
  };

  useEffect(() => () => window.clearTimeout(hideTimer.current), []);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!containerRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        buttonRef.current?.focus();
      }
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  const onMenuKeyDown = (event: ReactKeyboardEvent<HTMLDivElement>) => {
    const list = items();
    const current = list.indexOf(document.activeElement as HTMLElement);
    const moves: Record<string, number> = {
      ArrowDown: current + 1,
      ArrowUp: current < 0 ? -1 : current - 1,
      Home: 0,
      End: -1,
    };
    if (event.key in moves) {
      event.preventDefault();
      focusItem(moves[event.key] ?? 0);
    } else if (event.key === 'Tab') {
      const row = languageRef.current;
      const language =
        row?.querySelector<HTMLElement>('button[aria-pressed="true"]') ?? row?.querySelector<HTMLElement>('button');
      if (!event.shiftKey && language) {
        // on to the language row below the menu; the panel stays open
        event.preventDefault();
        language.focus();
        return;
      }
      // leave the menu: it closes, and Tab carries on from the button
      setOpen(false);
      buttonRef.current?.focus();
    }
  };

  const chooseRole = async (role: SessionRole) => {
    closeToButton();
    if (role.role_id === activeRoleId || switching !== null) return;
    setSwitching(role.role_id);
    try {
      await switchRole(role.role_id);
      navigate(roleHome(useSessionStore.getState().currentRole ?? role));
    } catch (error) {
      notify.error(t('userMenu.switchFailed', { role: role.display_name }), {
        description: error instanceof Error ? error.message : undefined,
      });
    } finally {
      setSwitching(null);
    }
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: hovering only delays closing for pointer users; the button and Escape handle keyboard use.
    <div
      ref={containerRef}
      className="relative"
      onMouseEnter={cancelHide}
      onMouseLeave={() => {
        if (open) scheduleHide();
      }}
      // focus moved on to something outside (Tab past the language row, the dropdown's last stop): it closes
      onBlur={(event) => {
        if (open && event.relatedTarget instanceof Node && !containerRef.current?.contains(event.relatedTarget)) {
          setOpen(false);
        }
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className="flex items-center gap-1 rounded-full p-1 hover:bg-stone-100"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={t('userMenu.button', { name })}
        onClick={(event) => {
          // a keyboard "click" (Enter or Space) opens with focus on the first item
          if (!open && event.detail === 0) openAndFocus(0);
          else setOpen((value) => !value);
        }}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
            event.preventDefault();
            openAndFocus(event.key === 'ArrowDown' ? 0 : -1);
          }
        }}
      >
        <span className="flex size-8 items-center justify-center rounded-full bg-brand-600 text-sm font-semibold text-white">
          {initials(name)}
        </span>
        <ChevronDown className="hidden size-4 text-stone-500 sm:block" aria-hidden />
      </button>
      <div
        hidden={!open}
        className="absolute right-0 mt-2 max-h-[calc(100dvh-7rem)] w-64 max-w-[calc(100vw-1rem)] overflow-y-auto rounded-xl border border-stone-200 bg-white p-2 shadow-lg"
      >
        <div
          ref={menuRef}
          id={menuId}
          role="menu"
          aria-label={t('userMenu.menu')}
          hidden={!open}
          onKeyDown={onMenuKeyDown}
        >
          <div className="border-b border-stone-100 px-3 pb-2 pt-1">
            <p className="truncate font-semibold text-stone-900">{name}</p>
            {user?.email ? <p className="truncate text-sm text-stone-500">{user.email}</p> : null}
          </div>
          {entries.length > 0 ? (
            // biome-ignore lint/a11y/useSemanticElements: a group of menu items inside an ARIA menu, not a form's fieldset
            <div role="group" aria-label={t('userMenu.pages')} className="mt-1 border-b border-stone-100 pb-1">
              {entries.map((entry) => {
                const Icon = entry.Icon;
                return (
                  <Link
                    key={entry.key}
                    to={entry.route}
                    role="menuitem"
                    tabIndex={-1}
                    className={ITEM_CLASS}
                    onClick={() => setOpen(false)}
                  >
                    <Icon className="size-4" aria-hidden />
                    {entry.label}
                  </Link>
                );
              })}
            </div>
          ) : null}
          {roles.length > 1 ? (
            // biome-ignore lint/a11y/useSemanticElements: a group of menu items inside an ARIA menu, not a form's fieldset
            <div role="group" aria-labelledby={rolesLabelId} className="mt-1 border-b border-stone-100 pb-1">
              <p
                id={rolesLabelId}
                className="px-3 pb-1 pt-2 text-xs font-semibold uppercase tracking-wide text-stone-500"
              >
                {t('userMenu.switchRole')}
              </p>
              {roles.map((role) => {
                const active = role.role_id === activeRoleId;
                return (
                  <button
                    key={role.role_id}
                    type="button"
                    role="menuitemradio"
                    aria-checked={active}
                    aria-disabled={switching !== null || undefined}
                    tabIndex={-1}
                    className={`${ITEM_CLASS} ${active ? 'font-semibold text-brand-800' : ''}`}
                    onClick={() => void chooseRole(role)}
                  >
                    <Check className={`size-4 ${active ? '' : 'invisible'}`} aria-hidden />
                    <span className="truncate">{role.display_name}</span>
                  </button>
                );
              })}
            </div>
          ) : null}
          <button
            type="button"
            role="menuitem"
            tabIndex={-1}
            className={`mt-1 ${ITEM_CLASS}`}
            onClick={() => {
              setOpen(false);
              void signOut();
            }}
          >
            <LogOut className="size-4" aria-hidden />
            {t('userMenu.logout')}
          </button>
        </div>
        <div
          ref={languageRef}
          className="mt-1 flex flex-wrap items-center justify-between gap-2 border-t border-stone-100 px-3 pt-2 pb-1"
        >
          <span aria-hidden="true" className="text-sm text-stone-600">
            {t('common.language')}
          </span>
          <LanguageSwitch className="[&_button]:px-2 [&_button]:py-0.5" />
        </div>
      </div>
    </div>
  );
}
