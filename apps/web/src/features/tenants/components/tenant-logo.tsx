import { useState } from 'react';
import type { SessionTenant } from '../../../stores/session';
import { brandPalette, initialsOf, readableTextOn } from '../branding';
import { useTenantsTranslation } from '../i18n';

interface TenantLogoProps {
  tenant: Pick<SessionTenant, 'display_name' | 'branding'>;
  /** Tailwind size and text-size classes (the initials' size); default size-8 text-xs. */
  className?: string;
  /** Announce the logo (alt "<name> logo") instead of treating it as decoration beside the name. */
  labelled?: boolean;
}

/** A tenant's logo, or its initials on its primary colour when it has none (or it fails to load). */
export function TenantLogo({ tenant, className = 'size-8 text-xs', labelled = false }: TenantLogoProps) {
  const { t } = useTenantsTranslation();
  const [failed, setFailed] = useState<string | null>(null);
  const alt = t('logo', { name: tenant.display_name });
  const url = tenant.branding.logo_url;
  if (url && failed !== url) {
    return (
      <img
        src={url}
        alt={labelled ? alt : ''}
        onError={() => setFailed(url)}
        className={`shrink-0 rounded-md bg-white object-contain ring-1 ring-stone-200 ${className}`}
      />
    );
  }
  const background = brandPalette(tenant.branding.primary_color)?.['600'] ?? 'var(--color-brand-600)';
  const colour = background.startsWith('#') ? readableTextOn(background) : '#ffffff';
  const style = { background, color: colour };
  const classes = `flex shrink-0 items-center justify-center rounded-md font-bold ${className}`;
  const initials = initialsOf(tenant.display_name);
  if (labelled) {
    return (
      <span role="img" aria-label={alt} style={style} className={classes}>
        {initials}
      </span>
    );
  }
  return (
    <span aria-hidden="true" style={style} className={classes}>
      {initials}
    </span>
  );
}
