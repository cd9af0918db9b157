import { TEMP_ROLE } from '@ankur/shared/roles';
import type { TSelfServiceRole } from '@ankur/shared/schemas/identity';
import { useMutation, useQuery } from '@tanstack/react-query';
import { CircleAlert } from 'lucide-react';
import { type FormEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { ScreenLoader } from '../../../components/ui/loaders';
import { QueryErrorPanel } from '../../../components/ui/query-gate';
import { config } from '../../../lib/config';
import { languageFontStyle } from '../../../lib/i18n';
import { type SessionRole, useSessionStore } from '../../../stores/session';
import { FormAlert, SubmitButton } from '../components/form-status';
import { RoleOptions } from '../components/role-options';
import { formErrorMessage } from '../form-errors';
import { useIdentityTranslation } from '../i18n';
import { getSelfServiceRoles, selectRole } from '../provider-api';
import {
  clearStoredRole,
  fetchOnboarding,
  roleChosenWhenRegistering,
  roleDestination,
  storedRoleName,
} from '../select-role-target';

type RoleChoice = Pick<TSelfServiceRole, 'role_id' | 'role_name' | 'role_view'>;

/** The roles the user holds, temp aside (it only stands for "no role chosen yet"). */
export function heldRoles(roles: readonly SessionRole[] | undefined): SessionRole[] {
  return (roles ?? []).filter((role) => role.role_name !== TEMP_ROLE.role_name);
}

/** The roles to choose from: those the user holds first (described when self-service), then the other self-service ones. */
export function roleChoices(
  held: readonly SessionRole[],
  selfService: readonly TSelfServiceRole[],
): TSelfServiceRole[] {
  const offered = new Map(selfService.map((role) => [role.role_id, role]));
  const mine = held.map(
    (role): TSelfServiceRole =>
      offered.get(role.role_id) ?? {
        role_id: role.role_id,
        role_name: role.role_name,
        display_name: role.display_name,
        role_view: role.role_view,
        description: null,
      },
  );
  const ids = new Set(mine.map((role) => role.role_id));
  return [...mine, ...selfService.filter((role) => !ids.has(role.role_id))];
}

/**
 * /select-role, where sign-in returns (SPEC §2, §6), as a one-click step: a person holding a single
 * role passes straight through to its home; otherwise the roles they hold and the self-service
 * ones are offered with the active role preselected (before any role: the one Register stored), so
 * Continue goes on at once. POST /api/auth/selectRole when the role changes, then the role's home.
 */
export default function SelectRoleScreen() {
  const { t, i18n } = useIdentityTranslation();
  const navigate = useNavigate();
  const user = useSessionStore((state) => state.user);
  const roles = useQuery({ queryKey: ['auth', 'roles', 'self-service'], queryFn: getSelfServiceRoles });
  const [stored] = useState(storedRoleName);
  // "Your choice when registering" only when the visitor did choose: Register alone asks nothing
  const [chosen] = useState(roleChosenWhenRegistering);
  const [picked, setPicked] = useState<number | null>(null);
  const [hint, setHint] = useState<string | null>(null);

  // the role acted in when the screen opened: choosing another one (or a first one) is what leads
  // to its onboarding wizard; signing in again with the same role goes home, where "What to do
  // next" offers to finish it (issue 20, decision 31)
  const [activeBefore] = useState(() => user?.active_role ?? null);
  const goOn = async (role: RoleChoice) => {
    const fresh = role.role_id !== activeBefore;
    const onboarding = role.role_view === 'admin' || !fresh ? null : await fetchOnboarding();
    const target = roleDestination(role, onboarding);
    clearStoredRole();
    navigate(target, { replace: true });
  };
  const choose = useMutation({
    mutationFn: (role: RoleChoice) => selectRole(role.role_id),
    onSuccess: (profile, role) => {
      useSessionStore.getState().signedIn(profile);
      void goOn(role);
    },
  });

  const held = heldRoles(user?.roles);
  // decided once, from the roles held when the screen opened (a choice made here changes them)
  const [only] = useState(() => (held.length === 1 ? held[0]! : null));
  const passing = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, for the role held when the screen opened
  useEffect(() => {
    if (!only || passing.current) return;
    passing.current = true;
    const role = { role_id: only.role_id, role_name: only.role_name, role_view: only.role_view };
    if (user?.active_role === only.role_id) void goOn(role);
    else choose.mutate(role);
  }, []);

  const list = roleChoices(held, roles.data ?? []);
  const active = list.find((role) => role.role_id === user?.active_role);
  const selected = picked ?? active?.role_id ?? list.find((role) => role.role_name === stored)?.role_id ?? null;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (choose.isPending) return;
    const role = list.find((candidate) => candidate.role_id === selected);
    if (!role) {
      setHint(t('roles.chooseFirst'));
      return;
    }
    setHint(null);
    choose.mutate(role);
  };

  // a single role: no step to show, only the way through (the picker shows if saving the role fails)
  if (only !== null && !choose.isError) return <ScreenLoader />;

  let body: ReactNode;
  if (roles.isPending) body = <ScreenLoader />;
  else if (roles.isError) {
    body = (
      <QueryErrorPanel
        variant="inline"
        Icon={CircleAlert}
        title={t('roles.loadError')}
        body={formErrorMessage(roles.error, t)}
        error={roles.error}
        onRetry={() => void roles.refetch()}
        retryLabel={t('common.tryAgain')}
        retryClassName="btn-primary"
      />
    );
  } else if (list.length === 0) body = <p className="text-center text-stone-700">{t('roles.empty')}</p>;
  else {
    body = (
      <form noValidate onSubmit={onSubmit} aria-busy={choose.isPending} className="flex flex-col gap-6">
        <FormAlert>{hint ?? (choose.error ? formErrorMessage(choose.error, t) : null)}</FormAlert>
        <RoleOptions
          roles={list}
          selected={selected}
          suggested={chosen ? stored : null}
          describedBy="select-role-intro"
          onSelect={(roleId) => {
            setPicked(roleId);
            setHint(null);
          }}
        />
        <div className="sm:ml-auto sm:w-56">
          <SubmitButton pending={choose.isPending} label={t('roles.continue')} pendingLabel={t('roles.continuing')} />
        </div>
      </form>
    );
  }

  return (
    <section
      aria-labelledby="select-role-heading"
      className="mx-auto w-full max-w-3xl px-4 py-10 sm:px-6 sm:py-14"
      style={languageFontStyle(i18n.resolvedLanguage)}
    >
      <h1 id="select-role-heading" className="text-2xl font-bold tracking-tight text-stone-900 sm:text-3xl">
        {t('roles.title')}
      </h1>
      <p id="select-role-intro" className="mt-2 text-stone-600">
        {t('roles.intro', { brand: config.brandName })}
      </p>
      <div className="mt-8">{body}</div>
    </section>
  );
}
