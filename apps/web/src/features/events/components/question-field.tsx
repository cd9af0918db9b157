import type { TRegistrationQuestion } from '@ankur/shared/schemas/events';
import { Field, fieldAria, INPUT_CLASS } from '../../../components/ui/field';
import { useEventsTranslation } from '../i18n';

export type Answer = string | string[];

/** One registration question as its control: text, long text, a choice, several choices, or yes/no. */
export function QuestionField({
  question,
  value,
  error,
  onChange,
}: {
  question: TRegistrationQuestion;
  value: Answer | undefined;
  error?: string | null;
  onChange: (value: Answer) => void;
}) {
  const { t } = useEventsTranslation();
  const id = `q-${question.key}`;
  const text = typeof value === 'string' ? value : '';
  const list = Array.isArray(value) ? value : [];
  if (question.kind === 'text' || question.kind === 'long_text' || question.kind === 'choice') {
    return (
      <Field id={id} label={question.label} error={error} required={question.required}>
        {question.kind === 'text' ? (
          <input
            {...fieldAria(id, error)}
            className={INPUT_CLASS}
            value={text}
            maxLength={500}
            onChange={(e) => onChange(e.target.value)}
          />
        ) : question.kind === 'long_text' ? (
          <textarea
            {...fieldAria(id, error)}
            className={INPUT_CLASS}
            rows={3}
            value={text}
            maxLength={4000}
            onChange={(e) => onChange(e.target.value)}
          />
        ) : (
          <select
            {...fieldAria(id, error)}
            className={INPUT_CLASS}
            value={text}
            onChange={(e) => onChange(e.target.value)}
          >
            <option value="">{t('register.choose')}</option>
            {question.options.map((o) => (
              <option key={o} value={o}>
                {o}
              </option>
            ))}
          </select>
        )}
      </Field>
    );
  }
  const options =
    question.kind === 'yes_no'
      ? [
          { value: 'yes', label: t('register.yes') },
          { value: 'no', label: t('register.no') },
        ]
      : question.options.map((o) => ({ value: o, label: o }));
  const multi = question.kind === 'multi_choice';
  return (
    <fieldset
      className="flex flex-col gap-1"
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? `${id}-error` : undefined}
    >
      <legend className="text-sm font-medium text-stone-800">
        {question.label}
        {question.required ? <span aria-hidden="true"> *</span> : null}
      </legend>
      <div className="mt-1 flex flex-wrap gap-x-4 gap-y-2">
        {options.map((o) => {
          const checked = multi ? list.includes(o.value) : text === o.value;
          return (
            <label key={o.value} className="inline-flex items-center gap-2 text-sm text-stone-800">
              <input
                type={multi ? 'checkbox' : 'radio'}
                name={id}
                value={o.value}
                checked={checked}
                className="size-4 accent-brand-700"
                onChange={() =>
                  onChange(multi ? (checked ? list.filter((v) => v !== o.value) : [...list, o.value]) : o.value)
                }
              />
              {o.label}
            </label>
          );
        })}
      </div>
      {error ? (
        <p id={`${id}-error`} className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

/** Whether a required question has its answer. */
export function isAnswered(value: Answer | undefined): boolean {
  return Array.isArray(value) ? value.length > 0 : Boolean(value?.trim());
}
