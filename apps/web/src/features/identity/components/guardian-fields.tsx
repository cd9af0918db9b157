import { ShieldCheck } from 'lucide-react';
import type { TFunction } from '../../../lib/i18n';
import type { FieldErrors } from '../form-errors';
import { useIdentityTranslation } from '../i18n';
import type { IdentityMessages } from '../locales/en';
import { FormField } from './form-field';

export const GUARDIAN_FIELDS = ['parent_name', 'parent_email', 'parent_phone_number'] as const;
export type GuardianField = (typeof GUARDIAN_FIELDS)[number];

/**
 * The minor's rules of ZSignup, checked on their own: the schema's refinement only runs once every
 * other field is valid, and the parent's fields should be named together with the rest.
 */
export function guardianErrors(
  body: { is_underage: boolean; email: string; parent_name?: string; parent_email?: string },
  t: TFunction<IdentityMessages>,
): FieldErrors<GuardianField> {
  if (!body.is_underage) return {};
  const errors: FieldErrors<GuardianField> = {};
  if (!body.parent_name) errors.parent_name = t('errors.required');
  if (!body.parent_email) errors.parent_email = t('errors.required');
  else if (body.parent_email.toLowerCase() === body.email.toLowerCase()) {
    errors.parent_email = t('errors.parentEmailDiffers');
  }
  return errors;
}

interface GuardianFieldsProps {
  id: string;
  values: Record<GuardianField, string>;
  errors: FieldErrors<GuardianField>;
  idFor: (field: GuardianField) => string;
  onChange: (field: GuardianField, value: string) => void;
}

/** A minor's parent or guardian: why they are asked (DPDP Act), name, e-mail and phone. */
export function GuardianFields({ id, values, errors, idFor, onChange }: GuardianFieldsProps) {
  const { t } = useIdentityTranslation();
  const explainId = `${id}-explain`;
  return (
    <fieldset
      id={id}
      aria-describedby={explainId}
      className="flex min-w-0 flex-col gap-4 rounded-xl border border-soil-400/40 bg-soil-100/50 p-4"
    >
      <legend className="px-1 text-sm font-semibold text-stone-900">{t('register.guardianHeading')}</legend>
      <p id={explainId} className="flex gap-2 text-sm text-stone-700">
        <ShieldCheck className="mt-0.5 size-4 shrink-0 text-soil-600" aria-hidden />
        <span>{t('register.guardianExplain')}</span>
      </p>
      <FormField
        id={idFor('parent_name')}
        name="parent_name"
        label={t('fields.parentName')}
        autoComplete="off"
        maxLength={200}
        value={values.parent_name}
        error={errors.parent_name}
        onChange={(event) => onChange('parent_name', event.target.value)}
      />
      <FormField
        id={idFor('parent_email')}
        name="parent_email"
        label={t('fields.parentEmail')}
        type="email"
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        maxLength={254}
        value={values.parent_email}
        error={errors.parent_email}
        onChange={(event) => onChange('parent_email', event.target.value)}
      />
      <FormField
        id={idFor('parent_phone_number')}
        name="parent_phone_number"
        label={t('fields.parentPhone')}
        labelNote={t('common.optional')}
        type="tel"
        autoComplete="off"
        inputMode="tel"
        maxLength={20}
        value={values.parent_phone_number}
        error={errors.parent_phone_number}
        onChange={(event) => onChange('parent_phone_number', event.target.value)}
      />
    </fieldset>
  );
}
