import { useId } from 'react';

const CHIP =
  'inline-flex min-h-9 items-center gap-1.5 rounded-full px-3.5 py-1.5 text-sm font-medium ring-1 transition-colors';
const CHIP_ON = 'bg-brand-700 text-white ring-brand-700 hover:bg-brand-800';
const CHIP_OFF = 'bg-white text-stone-700 ring-stone-300 hover:bg-stone-50 hover:ring-brand-400';

export interface ChipOption<T extends string> {
  value: T;
  label: string;
  /** the language the label is written in, when it differs from the page's */
  lang?: string;
}

/**
 * A catalogue filter as toggle buttons (Tab reaches each, Enter or Space toggles; aria-pressed
 * says which are on): "all" clears it, any other chip adds or removes its value.
 */
export function FilterChips<T extends string>({
  legend,
  allLabel,
  options,
  selected,
  onChange,
  hint,
}: {
  legend: string;
  allLabel: string;
  options: readonly ChipOption<T>[];
  selected: readonly T[];
  onChange: (next: T[]) => void;
  hint?: string;
}) {
  const hintId = useId();
  const toggle = (value: T) =>
    onChange(selected.includes(value) ? selected.filter((v) => v !== value) : [...selected, value]);
  return (
    <fieldset aria-describedby={hint ? hintId : undefined}>
      <legend className="mb-2 text-sm font-medium text-stone-800">{legend}</legend>
      <div className="flex flex-wrap items-center gap-2">
        <button
          type="button"
          aria-pressed={selected.length === 0}
          onClick={() => onChange([])}
          className={`${CHIP} ${selected.length === 0 ? CHIP_ON : CHIP_OFF}`}
        >
          {allLabel}
        </button>
        {options.map((option) => {
          const on = selected.includes(option.value);
          return (
            <button
              key={option.value}
              type="button"
              lang={option.lang}
              aria-pressed={on}
              onClick={() => toggle(option.value)}
              className={`${CHIP} ${on ? CHIP_ON : CHIP_OFF}`}
            >
              {option.label}
            </button>
          );
        })}
      </div>
      {hint ? (
        <p id={hintId} className="mt-2 text-xs text-stone-600">
          {hint}
        </p>
      ) : null}
    </fieldset>
  );
}
