import type { TSelfServiceRole } from '@ankur/shared/schemas/identity';
import { useMutation, useQuery } from '@tanstack/react-query';
import { CircleAlert } from 'lucide-react';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useNavigate } from 'react-router';
import { ScreenLoader } from '../../../components/ui/loaders';
import { QueryErrorPanel } from '../../../components/ui/query-gate';
import { config } from '../../../lib/config';
import { languageFontStyle } from '../../../lib/i18n';
import { useSessionStore } from '../../../stores/session';
import { FormAlert, SubmitButton } from '../components/form-status';
import { RoleOptions } from '../components/role-options';
import { formErrorMessage } from '../form-errors';
import { useIdentityTranslation } from '../i18n';
import { getSelfServiceRoles, selectRole } from '../provider-api';
import { clearStoredRole, roleDestination, storedRoleName } from '../select-role-target';

/**
 * /select-role: after signing in, the user picks one of the self-service roles (the one chosen
 * before registering comes preselected). POST /api/auth/selectRole, then on to the role's home.
 */
export default function SelectRoleScreen() {
  const { t, i18n } = useIdentityTranslation();
  const navigate = useNavigate();
  const roles = useQuery({ queryKey: ['auth', 'roles', 'self-service'], queryFn: getSelfServiceRoles });
  const [suggested] = useState(storedRoleName);
  const [picked, setPicked] = useState<number | null>(null);
  const [hint, setHint] = useState<string | null>(null);

  const choose = useMutation({
    mutationFn: (role: TSelfServiceRole) => selectRole(role.role_id),
    onSuccess: (profile, role) => {
      useSessionStore.getState().signedIn(profile);
      const target = roleDestination(role);
      clearStoredRole();
      navigate(target, { replace: true });
    },
  });

  const list = roles.data ?? [];
  const selected = picked ?? list.find((role) => role.role_name === suggested)?.role_id ?? null;

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
          suggested={suggested}
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
