import { Users } from 'lucide-react';
import { initials } from './format';

const TONES = [
  'bg-brand-100 text-brand-800',
  'bg-amber-100 text-amber-800',
  'bg-sky-100 text-sky-800',
  'bg-rose-100 text-rose-800',
];

/** A round badge with a person's initials (a group icon for groups); decorative. */
export function Avatar({
  name,
  group = false,
  seed = 0,
  size = 'md',
}: {
  name: string;
  group?: boolean;
  seed?: number;
  size?: 'sm' | 'md';
}) {
  const box = size === 'sm' ? 'size-8 text-xs' : 'size-10 text-sm';
  return (
    <span
      aria-hidden="true"
      className={`flex shrink-0 items-center justify-center rounded-full font-semibold ${box} ${TONES[Math.abs(seed) % TONES.length]}`}
    >
      {group ? <Users className="size-4" /> : initials(name) || '?'}
    </span>
  );
}
