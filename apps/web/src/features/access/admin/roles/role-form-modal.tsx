import type { TRole } from '@ankur/shared/schemas/access';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { notify } from '../../../../components/ui/toaster';
import { invalidate } from '../../../../lib/resource-client';
import { roles } from '../../../../lib/resources';
import { Field, fieldAria, INPUT_CLASS } from '../components/fields';
import { FormModal } from '../components/form-modal';

type RoleView = 'admin' | 'other';

interface RoleForm {
  role_name: string;
  display_name: string;
  description: string;
  role_view: RoleView;
  is_self_service: boolean;
}

const toForm = (role: Partial<TRole> | null): RoleForm => ({
  role_name: role?.role_name ?? '',
  display_name: role?.display_name ?? '',
  description: role?.description ?? '',
  role_view: role?.role_view === 'admin' ? 'admin' : 'other',
  is_self_service: role?.is_self_service ?? false,
});

function check(form: RoleForm): Partial<Record<keyof RoleForm, string>> {
  const errors: Partial<Record<keyof RoleForm, string>> = {};
  if (!form.role_name.trim()) errors.role_name = 'Enter a role name.';
  else if (form.role_name.trim().length > 100) errors.role_name = 'At most 100 characters.';
  if (form.display_name.length > 100) errors.display_name = 'At most 100 characters.';
  if (form.description.length > 500) errors.description = 'At most 500 characters.';
  return errors;
}

interface RoleFormModalProps {
  /** The role to edit; null creates one. */
  role: Partial<TRole> | null;
  onClose: () => void;
}

/** Create or edit a system role (user/roles/createRole, updateRole/{id}). Mount it to open it. */
export function RoleFormModal({ role, onClose }: RoleFormModalProps) {
  const id = useId();
  const queryClient = useQueryClient();
  const [form, setForm] = useState(() => toForm(role));
  const [errors, setErrors] = useState<ReturnType<typeof check>>({});
  const editing = role?.role_id !== undefined;
  const set = <K extends keyof RoleForm>(key: K, value: RoleForm[K]) => setForm((f) => ({ ...f, [key]: value }));

  const save = useMutation({
    mutationFn: (body: RoleForm) => {
      const payload = {
        role_name: body.role_name.trim(),
        display_name: body.display_name.trim() || null,
        description: body.description.trim() || null,
        role_view: body.role_view,
        is_self_service: body.is_self_service,
      };
      return editing ? roles.update(role.role_id!, payload) : roles.create(payload);
    },
    onSuccess: async (saved) => {
      notify.success(editing ? 'Role saved.' : `Role “${saved.display_name || saved.role_name}” created.`);
      onClose();
      await invalidate(queryClient, roles);
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = check(form);
    setErrors(found);
    if (Object.keys(found).length === 0) save.mutate(form);
  };

  return (
    <FormModal
      id={id}
      title={editing ? `Edit role ${role.display_name || role.role_name}` : 'New role'}
      width="32rem"
      pending={save.isPending}
      error={save.isError ? save.error : null}
      errorFallback={'The role could not be saved.'}
      submitLabel={editing ? 'Save role' : 'Create role'}
      onSubmit={submit}
      onClose={onClose}
    >
      <Field
        id={`${id}-name`}
        label="Role name"
        required
        error={errors.role_name}
        hint="The internal name, e.g. mentor."
      >
        <input
          {...fieldAria(`${id}-name`, errors.role_name, 'hint')}
          value={form.role_name}
          onChange={(e) => set('role_name', e.target.value)}
          className={INPUT_CLASS}
        />
      </Field>
      <Field id={`${id}-display`} label="Display name" error={errors.display_name}>
        <input
          {...fieldAria(`${id}-display`, errors.display_name)}
          value={form.display_name}
          onChange={(e) => set('display_name', e.target.value)}
          className={INPUT_CLASS}
        />
      </Field>
      <Field id={`${id}-description`} label="Description" error={errors.description}>
        <textarea
          {...fieldAria(`${id}-description`, errors.description)}
          rows={3}
          value={form.description}
          onChange={(e) => set('description', e.target.value)}
          className={INPUT_CLASS}
        />
      </Field>
      <Field id={`${id}-view`} label="Role view" hint="Admin roles open the Admin Center after sign-in.">
        <select
          {...fieldAria(`${id}-view`, null, 'hint')}
          value={form.role_view}
          onChange={(e) => set('role_view', e.target.value as RoleView)}
          className={INPUT_CLASS}
        >
          <option value="other">Other (user home)</option>
          <option value="admin">Admin (Admin Center)</option>
        </select>
      </Field>
      <label className="flex items-start gap-2 text-sm text-stone-800">
        <input
          type="checkbox"
          checked={form.is_self_service}
          onChange={(e) => set('is_self_service', e.target.checked)}
          className="mt-0.5 size-4 accent-brand-600"
        />
        <span>
          Self-service
          <span className="block text-xs text-stone-500">People may pick this role themselves after signing in.</span>
        </span>
      </label>
    </FormModal>
  );
}
