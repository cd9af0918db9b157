import { ACCESS_ERRORS } from '@ankur/shared/access';
import type { ZGroupUser } from '@ankur/shared/schemas/access';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import type { z } from 'zod';
import { notify } from '../../../../components/ui/toaster';
import { invalidate, listQueryOptions } from '../../../../lib/resource-client';
import { customRoles, groupUsers } from '../../../../lib/resources';
import { useSessionStore } from '../../../../stores/session';
import { Field, INPUT_CLASS } from '../components/fields';
import { FormModal } from '../components/form-modal';
import { LoadError } from '../components/load-error';
import { type PickedUser, UserPicker } from '../components/user-picker';
import { CUSTOM_ROLE_OPTION_PARAMS, roleName } from '../role-options';
import { userLabel } from '../users';

export type GroupUser = Partial<z.infer<typeof ZGroupUser>>;
export const GROUP_STATUSES = ['active', 'invited', 'suspended'] as const;
type Status = (typeof GROUP_STATUSES)[number];

interface GroupUserFormModalProps {
  member: GroupUser | null;
  /** Names of the member and owner when editing (from the table's lookup). */
  labels?: { user: string; owner: string };
  onClose: () => void;
}

/** Add or edit a group member (user/groupUsers/createGroupUser, updateGroupUser/{id}). Mount it to open it. */
export function GroupUserFormModal({ member, labels, onClose }: GroupUserFormModalProps) {
  const id = useId();
  const queryClient = useQueryClient();
  const me = useSessionStore((state) => state.user);
  const editing = member?.table_id !== undefined;
  const [user, setUser] = useState<PickedUser | null>(() =>
    member?.user_id ? { user_id: member.user_id, label: labels?.user ?? `User #${member.user_id}` } : null,
  );
  const [owner, setOwner] = useState<PickedUser | null>(() => {
    if (member?.parent_user_id)
      return { user_id: member.parent_user_id, label: labels?.owner ?? `User #${member.parent_user_id}` };
    return me ? { user_id: me.user_id, label: `${userLabel(me)} (you)` } : null;
  });
  const [roleId, setRoleId] = useState(member?.role_id ? String(member.role_id) : '');
  const [status, setStatus] = useState<Status>(GROUP_STATUSES.find((s) => s === member?.status) ?? 'active');
  const [errors, setErrors] = useState<{ user?: string; owner?: string }>({});

  // the roles a member can hold: the owner's custom roles
  const ownerRoles = useQuery({
    ...listQueryOptions(customRoles, {
      ...CUSTOM_ROLE_OPTION_PARAMS,
      filterFields: { parent_user_id: owner?.user_id ?? 0 },
    }),
    enabled: owner !== null,
  });

  const save = useMutation({
    mutationFn: () => {
      const body = {
        user_id: user!.user_id,
        parent_user_id: owner!.user_id,
        role_id: roleId ? Number(roleId) : null,
        status,
      };
      return editing ? groupUsers.update(member.table_id!, body) : groupUsers.create(body);
    },
    onSuccess: async () => {
      notify.success(editing ? 'Group member saved.' : 'Group member added.');
      onClose();
      await invalidate(queryClient, groupUsers);
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: typeof errors = {};
    if (!user) found.user = 'Choose the member.';
    if (!owner) found.owner = 'Choose the owner.';
    setErrors(found);
    if (Object.keys(found).length === 0) save.mutate();
  };

  return (
    <FormModal
      id={id}
      title={editing ? 'Edit group member' : 'Add group member'}
      description="A member belongs to an owner's group and may hold one of the owner's custom roles."
      width="34rem"
      pending={save.isPending}
      error={save.isError ? save.error : null}
      errorFallback={'The group member could not be saved.'}
      submitLabel={editing ? 'Save member' : 'Add member'}
      onSubmit={submit}
      onClose={onClose}
    >
      <UserPicker id={`${id}-user`} label="Member" required value={user} onChange={setUser} error={errors.user} />
      <UserPicker
        id={`${id}-owner`}
        label="Owner"
        required
        value={owner}
        onChange={(next) => {
          setOwner(next);
          setRoleId('');
        }}
        error={errors.owner}
        loadError={ACCESS_ERRORS.parentUsers}
      />
      <Field id={`${id}-role`} label="Custom role" hint="One of the owner's custom roles.">
        <select
          id={`${id}-role`}
          aria-describedby={`${id}-role-note`}
          value={roleId}
          disabled={!owner || ownerRoles.isPending}
          onChange={(e) => setRoleId(e.target.value)}
          className={INPUT_CLASS}
        >
          <option value="">{owner && ownerRoles.isPending ? 'Loading roles…' : 'No role'}</option>
          {(ownerRoles.data?.data ?? []).map((r) => (
            <option key={r.role_id} value={r.role_id}>
              {roleName(r)}
            </option>
          ))}
        </select>
      </Field>
      {ownerRoles.isError ? (
        <LoadError
          error={ownerRoles.error}
          message={ACCESS_ERRORS.customRoles}
          onRetry={() => void ownerRoles.refetch()}
        />
      ) : ownerRoles.isSuccess && ownerRoles.data.data.length === 0 ? (
        <p className="text-xs text-stone-600">
          This owner has no custom roles yet; create one in the Custom roles tab.
        </p>
      ) : null}
      <Field id={`${id}-status`} label="Status">
        <select
          id={`${id}-status`}
          value={status}
          onChange={(e) => setStatus(e.target.value as Status)}
          className={INPUT_CLASS}
        >
          {GROUP_STATUSES.map((s) => (
            <option key={s} value={s}>
              {s[0]!.toUpperCase() + s.slice(1)}
            </option>
          ))}
        </select>
      </Field>
    </FormModal>
  );
}
