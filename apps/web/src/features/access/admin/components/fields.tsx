import type { ReactNode } from 'react';

/** The Admin Center's fields and badges are the UI kit's; FilterSelect is its own. */
export { Badge, type BadgeTone } from '../../../../components/ui/badge';
export { Field, fieldAria, INPUT_CLASS } from '../../../../components/ui/field';

/** A small labelled filter select of a table toolbar. */
export function FilterSelect({
  id,
  label,
  value,
  onChange,
  children,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  children: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-1 text-sm sm:w-48">
      <label htmlFor={id} className="text-xs font-medium text-stone-600">
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        className="rounded-lg border border-stone-300 bg-white px-2 py-2"
      >
        {children}
      </select>
    </div>
  );
}
