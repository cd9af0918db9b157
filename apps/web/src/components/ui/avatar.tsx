import { Users } from 'lucide-react';

/**
 * People's round pictures, shared by every feature: Avatar (a photo, or initials; labelled, for
 * profiles and the community) and InitialsAvatar (a decorative tinted badge, for messages and the
 * people picker).
 */

/** A person's photo, or their initials on a coloured disc when there is none. */
export function Avatar({
  name,
  url,
  size = 'lg',
  alt,
}: {
  name: string;
  url: string | null;
  size?: 'sm' | 'lg';
  alt: string;
}) {
  const box = size === 'lg' ? 'size-24 sm:size-28 text-3xl' : 'size-10 text-sm';
  if (url) return <img src={url} alt={alt} className={`${box} shrink-0 rounded-full object-cover ring-4 ring-white`} />;
  const letters =
    name
      .split(/\s+/)
      .filter(Boolean)
      .slice(0, 2)
      .map((p) => p.charAt(0).toUpperCase())
      .join('') || '?';
  return (
    <span
      // an empty alt makes it decoration (the name is written beside it), like <img alt="">
      {...(alt ? { role: 'img', 'aria-label': alt } : { 'aria-hidden': true })}
      className={`${box} flex shrink-0 items-center justify-center rounded-full bg-brand-100 font-semibold text-brand-800 ring-4 ring-white`}
    >
      {letters}
    </span>
  );
}

/** Up to two letters of a name, for the avatar. */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0], words.at(-1)] : [words[0]?.slice(0, 2)];
  return letters
    .map((w) => (w ? Array.from(w)[0] : ''))
    .join('')
    .toUpperCase();
}

const TONES = [
  'bg-brand-100 text-brand-800',
  'bg-amber-100 text-amber-800',
  'bg-sky-100 text-sky-800',
  'bg-rose-100 text-rose-800',
];

/** A round badge with a person's initials (a group icon for groups); decorative. */
export function InitialsAvatar({
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
