import type { TAnswer, TQuestion } from '@ankur/shared/schemas/readiness';
import { INPUT_CLASS } from '../../../components/ui/field';
import { useReadinessTranslation } from '../i18n';

interface Props {
  question: TQuestion;
  value: TAnswer | undefined;
  error?: string;
  onChange: (value: TAnswer) => void;
}

/** The id of a question's block; the first control inside takes focus when the step has problems. */
export const questionDomId = (id: string) => `rq-${id}`;

const CHOSEN =
  'cursor-pointer rounded-lg border border-stone-300 bg-white text-sm text-stone-800 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600';
const OPTION_CLASS = `flex min-h-11 items-center gap-3 px-3 py-2 ${CHOSEN}`;
/** a scale's points share one row (five fit at 390 px) */
const POINT_CLASS = `flex min-h-11 items-center justify-center gap-1.5 px-1 py-2 ${CHOSEN}`;

/**
 * One question as an accessible control: a scale is a radio group with its end labels, a choice
 * radios, a multiple choice checkboxes, a number an input with its unit, a text a text area. Radio
 * groups and checkboxes sit in a fieldset whose legend is the prompt; the error is read with it.
 */
export function QuestionField({ question: q, value, error, onChange }: Props) {
  const { t } = useReadinessTranslation();
  const domId = questionDomId(q.id);
  const errorId = `${domId}-error`;
  const helpId = `${domId}-help`;
  const described = [error ? errorId : null, q.help ? helpId : null].filter(Boolean).join(' ') || undefined;
  const prompt = (
    <>
      {q.prompt}
      {q.required ? null : <span className="ml-2 text-xs font-normal text-stone-500">({t('take.optional')})</span>}
    </>
  );
  const help = q.help ? (
    <p id={helpId} className="text-sm text-stone-600">
      {q.help}
    </p>
  ) : null;
  const errorText = error ? (
    <p id={errorId} className="text-sm font-medium text-red-700">
      {error}
    </p>
  ) : null;

  if (q.type === 'number' || q.type === 'text') {
    const inputId = `${domId}-input`;
    return (
      <div id={domId} data-question={q.id} className="flex flex-col gap-2">
        <label htmlFor={inputId} className="font-medium text-stone-900">
          {prompt}
        </label>
        {help}
        {q.type === 'text' ? (
          <textarea
            id={inputId}
            className={INPUT_CLASS}
            rows={4}
            maxLength={4000}
            value={typeof value === 'string' ? value : ''}
            aria-invalid={error ? true : undefined}
            aria-describedby={described}
            aria-required={q.required || undefined}
            onChange={(e) => onChange(e.target.value === '' ? null : e.target.value)}
          />
        ) : (
          <div className="flex items-center gap-2">
            <input
              id={inputId}
              type="number"
              inputMode="decimal"
              className={`${INPUT_CLASS} max-w-48`}
              value={typeof value === 'number' ? value : ''}
              min={q.number?.min ?? undefined}
              max={q.number?.max ?? undefined}
              aria-invalid={error ? true : undefined}
              aria-describedby={described}
              aria-required={q.required || undefined}
              onChange={(e) => {
                const n = e.target.valueAsNumber;
                onChange(e.target.value === '' || Number.isNaN(n) ? null : n);
              }}
            />
            {q.number?.unit ? <span className="text-sm text-stone-700">{q.number.unit}</span> : null}
          </div>
        )}
        {errorText}
      </div>
    );
  }

  const points = q.scale?.points ?? 5;
  const options =
    q.type === 'scale'
      ? Array.from({ length: points }, (_, i) => ({ value: i + 1, label: String(i + 1) }))
      : q.options.map((o) => ({ value: o.value, label: o.label }));
  const chosen = Array.isArray(value) ? value : [];

  return (
    <fieldset id={domId} data-question={q.id} className="flex flex-col gap-2" aria-describedby={described}>
      <legend className="mb-2 font-medium text-stone-900">{prompt}</legend>
      {help}
      {q.type === 'scale' ? (
        <div className="flex flex-col gap-1">
          <div
            className={points <= 7 ? 'grid gap-2' : 'flex flex-wrap gap-2'}
            style={points <= 7 ? { gridTemplateColumns: `repeat(${points}, minmax(0, 3.5rem))` } : undefined}
          >
            {options.map((o) => {
              const end = o.value === 1 ? q.scale?.min_label : o.value === points ? q.scale?.max_label : '';
              return (
                <label key={o.value} className={POINT_CLASS}>
                  <input
                    type="radio"
                    className="size-4 accent-brand-700"
                    name={domId}
                    value={o.value}
                    checked={value === o.value}
                    onChange={() => onChange(o.value as number)}
                  />
                  <span>{o.label}</span>
                  {end ? <span className="sr-only">({end})</span> : null}
                </label>
              );
            })}
          </div>
          {q.scale?.min_label || q.scale?.max_label ? (
            <div aria-hidden className="flex justify-between gap-4 text-xs text-stone-600">
              <span>1 = {q.scale?.min_label}</span>
              <span>
                {points} = {q.scale?.max_label}
              </span>
            </div>
          ) : null}
        </div>
      ) : (
        <div className="flex flex-col gap-2">
          {options.map((o) => {
            const v = String(o.value);
            const multi = q.type === 'multi';
            return (
              <label key={v} className={OPTION_CLASS}>
                <input
                  type={multi ? 'checkbox' : 'radio'}
                  className="size-4 accent-brand-700"
                  name={domId}
                  value={v}
                  checked={multi ? chosen.includes(v) : value === v}
                  onChange={(e) => {
                    if (!multi) return onChange(v);
                    const next = e.target.checked ? [...chosen, v] : chosen.filter((x) => x !== v);
                    onChange(next.length ? next : null);
                  }}
                />
                <span>{o.label}</span>
              </label>
            );
          })}
        </div>
      )}
      {errorText}
    </fieldset>
  );
}
