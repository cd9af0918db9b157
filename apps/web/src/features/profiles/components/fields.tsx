import { INDIAN_STATES, type TIndianState } from '@ankur/shared/schemas/profiles';
import type { ReactNode } from 'react';
import { Field, fieldAria, INPUT_CLASS } from '../../../components/ui/field';
import { useProfilesTranslation } from '../i18n';

/** The form controls of the profile screens, each a labelled Field with its error. */

/** "a, b, c" → ['a', 'b', 'c'] (blank entries dropped, duplicates once). */
export const splitTags = (text: string) => [
  ...new Set(
    text
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
  ),
];

export function TextField(props: {
  id: string;
  label: string;
  value: string;
  onChange: (v: string) => void;
  error?: string | undefined;
  hint?: ReactNode;
  required?: boolean;
  maxLength?: number;
  type?: 'text' | 'url' | 'number';
  aside?: ReactNode;
  autoComplete?: string;
}) {
  const { id, label, value, onChange, error, hint, required, maxLength, type = 'text', aside, autoComplete } = props;
  return (
    <Field id={id} label={label} error={error} hint={hint} required={required} aside={aside}>
      <input
        {...fieldAria(id, error, hint)}
        className={INPUT_CLASS}
        type={type}
        inputMode={type === 'number' ? 'numeric' : undefined}
        min={type === 'number' ? 0 : undefined}
        value={value}
        maxLength={maxLength}
        autoComplete={autoComplete ?? 'off'}
        aria-required={required || undefined}
        onChange={(e) => onChange(e.target.value)}
      />
    </Field>
  );
}

export function TextAreaField(props: {
  id: string;
  label: string;
  value: string;
  onChange: (v: string) => void;
  error?: string | undefined;
  hint?: ReactNode;
  rows?: number;
  maxLength?: number;
}) {
  const { id, label, value, onChange, error, hint, rows = 4, maxLength } = props;
  return (
    <Field id={id} label={label} error={error} hint={hint}>
      <textarea
        {...fieldAria(id, error, hint)}
        className={INPUT_CLASS}
        rows={rows}
        value={value}
        maxLength={maxLength}
        onChange={(e) => onChange(e.target.value)}
      />
    </Field>
  );
}

export function SelectField<T extends string>(props: {
  id: string;
  label: string;
  value: T | '';
  options: readonly T[];
  labelOf: (v: T) => string;
  onChange: (v: T | '') => void;
  error?: string | undefined;
  required?: boolean;
  hint?: ReactNode;
}) {
  const { t } = useProfilesTranslation();
  const { id, label, value, options, labelOf, onChange, error, required, hint } = props;
  return (
    <Field id={id} label={label} error={error} required={required} hint={hint}>
      <select
        {...fieldAria(id, error, hint)}
        className={INPUT_CLASS}
        value={value}
        aria-required={required || undefined}
        onChange={(e) => onChange(e.target.value as T | '')}
      >
        <option value="">{t('common.choose')}</option>
        {options.map((o) => (
          <option key={o} value={o}>
            {labelOf(o)}
          </option>
        ))}
      </select>
    </Field>
  );
}

/** A group of checkboxes (needs, causes) in a fieldset. */
export function CheckGroup<T extends string>(props: {
  legend: string;
  options: readonly T[];
  value: readonly T[];
  labelOf: (v: T) => string;
  onChange: (v: T[]) => void;
  error?: string | undefined;
}) {
  const { legend, options, value, labelOf, onChange, error } = props;
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="text-sm font-medium text-stone-800">{legend}</legend>
      <div className="flex flex-wrap gap-2">
        {options.map((o) => {
          const on = value.includes(o);
          return (
            <label
              key={o}
              className={`flex cursor-pointer items-center gap-2 rounded-full px-3 py-1.5 text-sm ring-1 ${on ? 'bg-brand-50 text-brand-900 ring-brand-600' : 'bg-white text-stone-700 ring-stone-300'}`}
            >
              <input
                type="checkbox"
                className="size-4 accent-brand-700"
                checked={on}
                onChange={() => onChange(on ? value.filter((v) => v !== o) : [...value, o])}
              />
              {labelOf(o)}
            </label>
          );
        })}
      </div>
      {error ? <p className="text-sm text-red-700">{error}</p> : null}
    </fieldset>
  );
}

/** A state (from the list of Indian states and union territories) and a city, side by side on wider screens. */
export function PlaceFields(props: {
  idPrefix: string;
  stateLabel: string;
  cityLabel: string;
  state: TIndianState | '';
  city: string;
  onState: (v: TIndianState | '') => void;
  onCity: (v: string) => void;
  errors: { state?: string | undefined; city?: string | undefined };
}) {
  const { idPrefix, stateLabel, cityLabel, state, city, onState, onCity, errors } = props;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <SelectField
        id={`${idPrefix}-state`}
        label={stateLabel}
        value={state}
        options={INDIAN_STATES}
        labelOf={(s) => s}
        onChange={onState}
        error={errors.state}
      />
      <TextField
        id={`${idPrefix}-city`}
        label={cityLabel}
        value={city}
        onChange={onCity}
        maxLength={80}
        error={errors.city}
      />
    </div>
  );
}
