import type { TSelfServiceRole } from '@ankur/shared/schemas/identity';
import { Check, Star } from 'lucide-react';
import { useIdentityTranslation } from '../i18n';

interface RoleOptionsProps {
  roles: readonly TSelfServiceRole[];
  selected: number | null;
  /** The role picked before registering, marked as such. */
  suggested: string | null;
  onSelect: (roleId: number) => void;
  describedBy?: string;
}

/** The self-service roles as a radio group drawn as cards. */
export function RoleOptions({ roles, selected, suggested, onSelect, describedBy }: RoleOptionsProps) {
  const { t } = useIdentityTranslation();
  return (
    <fieldset aria-describedby={describedBy} className="min-w-0">
      <legend className="sr-only">{t('roles.legend')}</legend>
      <ul className="grid gap-3 sm:grid-cols-2">
        {roles.map((role) => {
          const id = `role-${role.role_id}`;
          const checked = selected === role.role_id;
          const isSuggested = suggested !== null && role.role_name === suggested;
          return (
            <li key={role.role_id}>
              <label
                htmlFor={id}
                className={`flex h-full cursor-pointer gap-3 rounded-xl border-2 bg-white p-4 transition-colors has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-500 ${
                  checked ? 'border-brand-600 bg-brand-50' : 'border-stone-200 hover:border-stone-300'
                }`}
              >
                <input
                  id={id}
                  type="radio"
                  name="role"
                  value={role.role_id}
                  checked={checked}
                  onChange={() => onSelect(role.role_id)}
                  className="sr-only"
                  aria-describedby={role.description ? `${id}-description` : undefined}
                />
                <span
                  aria-hidden
                  className={`mt-0.5 flex size-5 shrink-0 items-center justify-center rounded-full border-2 ${
                    checked ? 'border-brand-600 bg-brand-600 text-white' : 'border-stone-400'
                  }`}
                >
                  {checked ? <Check className="size-3.5" strokeWidth={3} /> : null}
                </span>
                <span className="min-w-0">
                  <span className="block font-semibold text-stone-900">{role.display_name}</span>
                  {role.description ? (
                    <span id={`${id}-description`} className="mt-1 block text-sm text-stone-600">
                      {role.description}
                    </span>
                  ) : null}
                  {isSuggested ? (
                    <span className="mt-2 inline-flex items-center gap-1 rounded-full bg-soil-100 px-2 py-0.5 text-xs font-medium text-soil-600">
                      <Star className="size-3" aria-hidden />
                      {t('roles.suggested')}
                    </span>
                  ) : null}
                </span>
              </label>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
