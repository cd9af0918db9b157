import { FORM_FIELD_KINDS, FORM_FIELDS_MAX, type TFormField } from '@ankur/shared/schemas/competitions';
import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import { useId } from 'react';
import { Field, fieldAria, INPUT_CLASS } from '../../../../components/ui/field';
import { type DraftProps, type FieldDraft, keyOf, newUid } from './draft';
import { useManageTranslation } from './i18n';
import { ICON_BTN, LEGEND, SECTION } from './styles';

/** Moves item `from` of a list by `by` places (a new list). */
export function moved<T>(list: readonly T[], from: number, by: number): T[] {
  const to = from + by;
  if (to < 0 || to >= list.length) return [...list];
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item as T);
  return next;
}

function FieldRow({
  field,
  index,
  count,
  errors,
  onChange,
  onMove,
  onRemove,
}: {
  field: FieldDraft;
  index: number;
  count: number;
  errors: Record<string, string>;
  onChange: (next: FieldDraft) => void;
  onMove: (by: number) => void;
  onRemove: () => void;
}) {
  const { t } = useManageTranslation();
  const id = useId();
  const n = index + 1;
  const err = (k: string) => errors[`form.${index}.${k}`];
  const set = <K extends keyof FieldDraft>(k: K, v: FieldDraft[K]) => onChange({ ...field, [k]: v });
  const textual = field.kind === 'text' || field.kind === 'long_text';

  return (
    <li className="flex flex-col gap-3 rounded-xl bg-stone-50 p-3 ring-1 ring-stone-200 sm:p-4">
      <div className="flex items-center justify-between gap-2">
        <h4 className="text-sm font-semibold text-stone-900">{t('form.field', { n })}</h4>
        <div className="flex gap-1">
          <button
            type="button"
            className={ICON_BTN}
            disabled={index === 0}
            aria-label={t('form.moveUp', { n })}
            onClick={() => onMove(-1)}
          >
            <ArrowUp className="size-4" aria-hidden />
          </button>
          <button
            type="button"
            className={ICON_BTN}
            disabled={index === count - 1}
            aria-label={t('form.moveDown', { n })}
            onClick={() => onMove(1)}
          >
            <ArrowDown className="size-4" aria-hidden />
          </button>
          <button
            type="button"
            className={`${ICON_BTN} text-red-700`}
            aria-label={t('form.remove', { n })}
            onClick={onRemove}
          >
            <Trash2 className="size-4" aria-hidden />
          </button>
        </div>
      </div>
      <div className="grid gap-3 sm:grid-cols-[2fr_1fr_1fr]">
        <Field id={`${id}-label`} label={t('form.label')} error={err('label')} required>
          <input
            {...fieldAria(`${id}-label`, err('label'))}
            className={INPUT_CLASS}
            maxLength={200}
            value={field.label}
            onChange={(e) => set('label', e.target.value)}
          />
        </Field>
        <Field id={`${id}-key`} label={t('form.key')} hint={t('form.keyHint')} error={err('key')}>
          <input
            {...fieldAria(`${id}-key`, err('key'), true)}
            className={`${INPUT_CLASS} font-mono`}
            maxLength={40}
            value={field.key}
            onChange={(e) => set('key', e.target.value.toLowerCase())}
          />
        </Field>
        <Field id={`${id}-kind`} label={t('form.kind')}>
          <select
            id={`${id}-kind`}
            className={INPUT_CLASS}
            value={field.kind}
            onChange={(e) => set('kind', e.target.value as TFormField['kind'])}
          >
            {FORM_FIELD_KINDS.map((k) => (
              <option key={k} value={k}>
                {t(`form.kinds.${k}`)}
              </option>
            ))}
          </select>
        </Field>
      </div>
      <Field id={`${id}-help`} label={t('form.help')} error={err('help')}>
        <input
          {...fieldAria(`${id}-help`, err('help'))}
          className={INPUT_CLASS}
          maxLength={400}
          value={field.help}
          onChange={(e) => set('help', e.target.value)}
        />
      </Field>
      {field.kind === 'choice' ? (
        <Field id={`${id}-options`} label={t('form.options')} hint={t('form.optionsHint')} error={err('options')}>
          <textarea
            {...fieldAria(`${id}-options`, err('options'), true)}
            className={INPUT_CLASS}
            rows={3}
            value={field.options.join('\n')}
            onChange={(e) => set('options', e.target.value.split('\n'))}
          />
        </Field>
      ) : null}
      <div className="flex flex-wrap items-end gap-4">
        <label className="flex items-center gap-2 text-sm text-stone-800">
          <input
            type="checkbox"
            className="size-4 accent-brand-700"
            checked={field.required}
            onChange={(e) => set('required', e.target.checked)}
          />
          {t('form.required')}
        </label>
        {textual ? (
          <div className="w-48">
            <Field id={`${id}-max`} label={t('form.maxLength')} error={err('max_length')}>
              <input
                {...fieldAria(`${id}-max`, err('max_length'))}
                type="number"
                min={1}
                max={10000}
                className={INPUT_CLASS}
                value={field.max_length ?? ''}
                onChange={(e) => set('max_length', e.target.value ? Number(e.target.value) : null)}
              />
            </Field>
          </div>
        ) : null}
      </div>
    </li>
  );
}

/** The application form: questions with their key, help, answer type, options and limits; reordered with the arrows. */
export function FormBuilder({ draft, set, errors }: DraftProps) {
  const { t } = useManageTranslation();
  const fields = draft.form;
  const add = () =>
    set('form', [
      ...fields,
      {
        uid: newUid(),
        key: keyOf(
          '',
          fields.map((f) => f.key),
          `question_${fields.length + 1}`,
        ),
        label: '',
        help: '',
        kind: 'long_text',
        required: true,
        options: [],
        max_length: null,
      },
    ]);
  const change = (index: number, next: FieldDraft) => {
    const before = fields[index];
    // the key follows the label until the organiser edits the key
    const autoKey =
      before &&
      next.label !== before.label &&
      before.key ===
        keyOf(
          before.label,
          fields.filter((_, i) => i !== index).map((f) => f.key),
          `question_${index + 1}`,
        );
    const key = autoKey
      ? keyOf(
          next.label,
          fields.filter((_, i) => i !== index).map((f) => f.key),
          `question_${index + 1}`,
        )
      : next.key;
    set(
      'form',
      fields.map((f, i) => (i === index ? { ...next, key } : f)),
    );
  };

  return (
    <fieldset className={SECTION}>
      <legend className={LEGEND}>{t('form.legend')}</legend>
      <p className="-mt-2 text-sm text-stone-600">{t('form.intro')}</p>
      {errors.form ? <p className="text-sm text-red-700">{errors.form}</p> : null}
      {fields.length === 0 ? (
        <p className="rounded-xl bg-stone-50 p-4 text-sm text-stone-600">{t('form.empty')}</p>
      ) : (
        <ol className="flex flex-col gap-3">
          {fields.map((field, index) => (
            <FieldRow
              key={field.uid}
              field={field}
              index={index}
              count={fields.length}
              errors={errors}
              onChange={(next) => change(index, next)}
              onMove={(by) => set('form', moved(fields, index, by))}
              onRemove={() =>
                set(
                  'form',
                  fields.filter((_, i) => i !== index),
                )
              }
            />
          ))}
        </ol>
      )}
      <button
        type="button"
        className="btn-outline self-start"
        disabled={fields.length >= FORM_FIELDS_MAX}
        onClick={add}
      >
        <Plus className="size-4" aria-hidden />
        {t('form.add')}
      </button>
    </fieldset>
  );
}
