/** The tenant screens' fields and badges are the UI kit's; shortDate is theirs. */
export { Badge, type BadgeTone } from '../../../components/ui/badge';
export { Field, fieldAria, INPUT_CLASS } from '../../../components/ui/field';

/** A date as "12 Mar 2026" (the raw value when it is not a date). */
export function shortDate(value: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric' }).format(date);
}
