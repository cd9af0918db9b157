import { ACCESS_ERRORS } from '@ankur/shared/access';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { Modal } from '../../../../components/ui/modal';
import { notify } from '../../../../components/ui/toaster';
import { SEARCH_USERS, setUserRoles, type UserRecord } from '../api';
import { LoadError } from '../components/load-error';
import { changeErrorMessage } from '../errors';
import { roleName, useSystemRoleOptions } from '../role-options';
import { userLabel } from '../users';

const MAX_ROLES = 20;

/** Assigns system roles to a user (PUT auth/userRoles/{id}). Mount it to open it. */
export function UserRolesModal({ user, onClose }: { user: Partial<UserRecord>; onClose: () => void }) {
  const id = useId();
  const queryClient = useQueryClient();
  const options = useSystemRoleOptions();
  const [picked, setPicked] = useState<Set<number>>(() => new Set(user.roles?.map((r) => r.role_id) ?? []));
  const [problem, setProblem] = useState<string | null>(null);
  const name = userLabel(user, user.user_id);

  const save = useMutation({
    mutationFn: (roleIds: number[]) => setUserRoles(user.user_id!, roleIds),
    onSuccess: async () => {
      notify.success(`Roles of ${name} saved.`);
      onClose();
      await queryClient.invalidateQueries({ queryKey: [SEARCH_USERS] });
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (picked.size === 0) return setProblem('Choose at least one role.');
    if (picked.size > MAX_ROLES) return setProblem(`Choose at most ${MAX_ROLES} roles.`);
    setProblem(null);
    save.mutate([...picked].sort((a, b) => a - b));
  };
  const toggle = (roleId: number, on: boolean) =>
    setPicked((current) => {
      const next = new Set(current);
      if (on) next.add(roleId);
      else next.delete(roleId);
      return next;
    });

  const message = problem ?? (save.isError ? changeErrorMessage(save.error, 'The roles could not be saved.') : null);
  return (
    <Modal
      open
      onOpenChange={(open) => !open && !save.isPending && onClose()}
      title={`Roles of ${name}`}
      description="The system roles this person holds. Giving any role removes the temp role."
      width="30rem"
      footer={
        <>
          <button type="button" className="btn-ghost" onClick={onClose} disabled={save.isPending}>
            Cancel
          </button>
          <button type="submit" form={id} className="btn-primary" disabled={save.isPending || !options.isSuccess}>
            {save.isPending ? 'Saving…' : 'Save roles'}
          </button>
        </>
      }
    >
      <form id={id} noValidate onSubmit={submit} className="flex flex-col gap-3">
        {message ? (
          <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
            {message}
          </p>
        ) : null}
        {options.isPending ? (
          <p role="status" className="text-sm text-stone-600">
            Loading roles…
          </p>
        ) : options.isError ? (
          <LoadError error={options.error} message={ACCESS_ERRORS.userRoles} onRetry={() => void options.refetch()} />
        ) : (
          <fieldset>
            <legend className="sr-only">System roles</legend>
            <ul className="flex flex-col gap-1">
              {options.data.data.map((role) => (
                <li key={role.role_id}>
                  <label className="flex items-center gap-2 rounded-lg px-2 py-1.5 text-sm hover:bg-stone-50">
                    <input
                      type="checkbox"
                      className="size-4 accent-brand-600"
                      checked={picked.has(role.role_id!)}
                      onChange={(e) => toggle(role.role_id!, e.target.checked)}
                    />
                    <span>{roleName(role)}</span>
                    {role.role_view === 'admin' ? <span className="text-xs text-amber-700">(admin)</span> : null}
                  </label>
                </li>
              ))}
            </ul>
          </fieldset>
        )}
      </form>
    </Modal>
  );
}
