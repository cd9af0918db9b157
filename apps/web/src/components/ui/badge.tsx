import type { ReactNode } from 'react';

const TONES = {
  stone: 'bg-stone-100 text-stone-700',
  green: 'bg-brand-100 text-brand-800',
  red: 'bg-red-100 text-red-800',
  amber: 'bg-amber-100 text-amber-800',
  blue: 'bg-sky-100 text-sky-800',
} as const;
export type BadgeTone = keyof typeof TONES;

/** A pill for short states (enabled, status, kind). */
export function Badge({ tone = 'stone', children }: { tone?: BadgeTone; children: ReactNode }) {
  return (
    <span
      className={`inline-flex items-center rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap ${TONES[tone]}`}
    >
      {children}
    </span>
  );
}
