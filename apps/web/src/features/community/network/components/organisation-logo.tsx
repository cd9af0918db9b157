import { Building2 } from 'lucide-react';

/** An organisation's logo, or a building on a tinted square when it has none. */
export function OrganisationLogo({ url, alt, size = 'sm' }: { url: string | null; alt: string; size?: 'sm' | 'lg' }) {
  const box = size === 'lg' ? 'size-20 sm:size-24' : 'size-12';
  if (url)
    return <img src={url} alt={alt} className={`${box} shrink-0 rounded-xl object-cover ring-1 ring-stone-200`} />;
  return (
    <span
      role="img"
      aria-label={alt}
      className={`${box} flex shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700`}
    >
      <Building2 className={size === 'lg' ? 'size-10' : 'size-6'} aria-hidden />
    </span>
  );
}
