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
      role="img"
      aria-label={alt}
      className={`${box} flex shrink-0 items-center justify-center rounded-full bg-brand-100 font-semibold text-brand-800 ring-4 ring-white`}
    >
      {letters}
    </span>
  );
}
