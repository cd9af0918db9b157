import { ACCESS_ERRORS } from '@ankur/shared/access';
import type { ZCustomRole } from '@ankur/shared/schemas/access';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import type { z } from 'zod';
import { notify } from '../../../../components/ui/toaster';
import { invalidate } from '../../../../lib/resource-client';
import { customRoles } from '../../../../lib/resources';
import { useSessionStore } from '../../../../stores/session';
import { Field, fieldAria, INPUT_CLASS } from '../components/fields';
import { FormModal } from '../components/form-modal';
import { type PickedUser, UserPicker } from '../components/user-picker';
import { userLabel } from '../users';

export type CustomRole = Partial<z.infer<typeof ZCustomRole>>;
type RoleView = 'admin' | 'other';

interface CustomRoleFormModalProps {
  role: CustomRole | null;
  /** The owner's name when editing (from the table's lookup). */
  ownerLabel?: string;
  onClose: () => void;
}

/** Create or edit a custom role (user/customRole/create, update/{id}). Mount it to open it. */
export function CustomRoleFormModal({ role, ownerLabel, onClose }: CustomRoleFormModalProps) {
  const id = useId();
  const queryClient = useQueryClient();
  const me = useSessionStore((state) => state.user);
  const editing = role?.role_id !== undefined;
  const [name, setName] = useState(role?.role_name ?? '');
  const [display, setDisplay] = useState(role?.display_name ?? '');
  const [view, setView] = useState<RoleView>(role?.role_view === 'admin' ? 'admin' : 'other');
  const [owner, setOwner] = useState<PickedUser | null>(() => {
    if (role?.parent_user_id)
      return { user_id: role.parent_user_id, label: ownerLabel ?? `User #${role.parent_user_id}` };
    return me ? { user_id: me.user_id, label: `${userLabel(me)} (you)` } : null;
  });
  const [errors, setErrors] = useState<{ name?: string; display?: string; owner?: string }>({});

  const save = useMutation({
    mutationFn: () => {
      const body = {
        role_name: name.trim(),
        display_name: display.trim() || null,
        role_view: view,
        parent_user_id: owner!.user_id,
      };
      return editing ? customRoles.update(role.role_id!, body) : customRoles.create(body);
    },
    onSuccess: async (saved) => {
      notify.success(
        editing ? 'Custom role saved.' : `Custom role “${saved.display_name || saved.role_name}” created.`,
      );
      onClose();
      await invalidate(queryClient, customRoles);
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: typeof errors = {};
    if (!name.trim()) found.name = 'Enter a role name.';
    else if (name.trim().length > 100) found.name = 'At most 100 characters.';
    if (display.length > 100) found.display = 'At most 100 characters.';
    if (!owner) found.owner = 'Choose the owner.';
    setErrors(found);
    if (Object.keys(found).length === 0) save.mutate();
  };

  return (
    <FormModal
      id={id}
      title={editing ? `Edit custom role ${role.display_name || role.role_name}` : 'New custom role'}
      description="A custom role belongs to its owner, who gives it to the members of their group."
      width="34rem"
      pending={save.isPending}
      error={save.isError ? save.error : null}
      errorFallback={'The custom role could not be saved.'}
      submitLabel={editing ? 'Save custom role' : 'Create custom role'}
      onSubmit={submit}
      onClose={onClose}
    >
      <Field id={`${id}-name`} label="Role name" required error={errors.name}>
        <input
          {...fieldAria(`${id}-name`, errors.name)}
          value={name}
          onChange={(e) => setName(e.target.value)}
          className={INPUT_CLASS}
        />
      </Field>
      <Field id={`${id}-display`} label="Display name" error={errors.display}>
        <input
          {...fieldAria(`${id}-display`, errors.display)}
          value={display}
          onChange={(e) => setDisplay(e.target.value)}
          className={INPUT_CLASS}
        />
      </Field>
      <Field id={`${id}-view`} label="Role view">
        <select
          id={`${id}-view`}
          value={view}
          onChange={(e) => setView(e.target.value as RoleView)}
          className={INPUT_CLASS}
        >
          <option value="other">Other (user home)</option>
          <option value="admin">Admin (Admin Center)</option>
        </select>
      </Field>
      <UserPicker
        id={`${id}-owner`}
        label="Owner"
        required
        value={owner}
        onChange={setOwner}
        error={errors.owner}
        loadError={ACCESS_ERRORS.parentUsers}
      />
    </FormModal>
  );
}
