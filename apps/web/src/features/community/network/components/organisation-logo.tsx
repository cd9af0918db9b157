import { Building2 } from 'lucide-react';

/**
 * An organisation's logo, or a building on a tinted square when it has none. With an empty `alt`
 * (the logo sits beside the name) the placeholder is decoration, hidden from screen readers.
 */
export function OrganisationLogo({ url, alt, size = 'sm' }: { url: string | null; alt: string; size?: 'sm' | 'lg' }) {
  const box = size === 'lg' ? 'size-20 sm:size-24' : 'size-12';
  if (url)
    return <img src={url} alt={alt} className={`${box} shrink-0 rounded-xl object-cover ring-1 ring-stone-200`} />;
  const className = `${box} flex shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700`;
  const icon = <Building2 className={size === 'lg' ? 'size-10' : 'size-6'} aria-hidden />;
  if (!alt)
    return (
      <span aria-hidden className={className}>
        {icon}
      </span>
    );
  return (
    <span role="img" aria-label={alt} className={className}>
      {icon}
    </span>
  );
}
