import { Search } from 'lucide-react';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { INPUT_CLASS } from '../../../../components/ui/field';
import { useInvolvementTranslation } from '../i18n';

/** A search box with the list's own filters beside it; the text applies on Search (or Enter), the selects at once. */
export function FilterBar({
  label,
  placeholder,
  q,
  onSearch,
  children,
}: {
  label: string;
  placeholder: string;
  q: string;
  onSearch: (q: string) => void;
  children?: ReactNode;
}) {
  const { t } = useInvolvementTranslation();
  const id = useId();
  const [text, setText] = useState(q);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSearch(text.trim());
  };
  return (
    <search aria-label={label}>
      <form
        aria-label={label}
        onSubmit={submit}
        className="flex flex-col gap-2 rounded-2xl bg-white p-3 ring-1 ring-stone-200 sm:p-4"
      >
        <div className="flex gap-2">
          <label htmlFor={id} className="sr-only">
            {label}
          </label>
          <input
            id={id}
            type="search"
            className={INPUT_CLASS}
            placeholder={placeholder}
            value={text}
            onChange={(e) => setText(e.target.value)}
          />
          <button type="submit" className="btn-primary shrink-0">
            <Search aria-hidden="true" className="size-4" />
            <span className="sr-only sm:not-sr-only">{t('common.search')}</span>
          </button>
        </div>
        {children ? <div className="grid grid-cols-2 gap-2 sm:flex sm:flex-wrap">{children}</div> : null}
      </form>
    </search>
  );
}

/** A labelled select of the filter bar. */
export function FilterSelect({
  label,
  value,
  onChange,
  options,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly { value: string; label: string }[];
}) {
  const id = useId();
  return (
    <div className="flex min-w-0 flex-col sm:w-44">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <select id={id} className={INPUT_CLASS} value={value} onChange={(e) => onChange(e.target.value)}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** A labelled text filter applied when it loses focus or on Enter. */
export function FilterText({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const id = useId();
  const [text, setText] = useState(value);
  return (
    <div className="flex min-w-0 flex-col sm:w-44">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <input
        id={id}
        className={INPUT_CLASS}
        placeholder={label}
        value={text}
        onChange={(e) => setText(e.target.value)}
        onBlur={() => onChange(text.trim())}
        onKeyDown={(e) => {
          if (e.key === 'Enter') {
            e.preventDefault();
            onChange(text.trim());
          }
        }}
      />
    </div>
  );
}
