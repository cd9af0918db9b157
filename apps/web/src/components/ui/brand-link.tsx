import { Link } from 'react-router';
import { config } from '../../lib/config';
import { SproutLogo } from './sprout-logo';

interface BrandLinkProps {
  to: string;
  className?: string;
}

/** The logo and brand name, linking home. */
export function BrandLink({ to, className = '' }: BrandLinkProps) {
  return (
    <Link
      to={to}
      className={`flex shrink-0 items-center gap-2 rounded-md text-lg font-bold tracking-tight text-brand-800 ${className}`}
    >
      <SproutLogo className="size-9" />
      <span>{config.brandName}</span>
    </Link>
  );
}
