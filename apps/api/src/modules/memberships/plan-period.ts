import type { TPlanPeriod } from '@ankur/shared/schemas/memberships';

/** When a membership that starts at `start` on a plan of `period` ends (null: never). */
export function endOf(start: Date, period: TPlanPeriod): string | null {
  if (period === 'lifetime') return null;
  const end = new Date(start);
  if (period === 'month') end.setUTCMonth(end.getUTCMonth() + 1);
  else end.setUTCFullYear(end.getUTCFullYear() + 1);
  return end.toISOString();
}
