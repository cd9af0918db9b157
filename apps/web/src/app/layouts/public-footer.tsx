import { Link } from 'react-router';
import { SproutLogo } from '../../components/ui/sprout-logo';
import { config } from '../../lib/config';

const FOOTER_LINKS = [
  { to: '/terms-of-service', label: 'Terms of Service' },
  { to: '/privacy-policy', label: 'Privacy Policy' },
  { to: '/report-bugs', label: 'Report Bugs' },
] as const;

export function PublicFooter() {
  const year = new Date().getFullYear();
  return (
    <footer className="border-t border-stone-200 bg-brand-950 text-brand-50">
      <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-8 sm:px-6 md:flex-row md:items-center md:justify-between">
        <div className="flex items-center gap-3">
          <SproutLogo className="size-8" />
          <p className="text-sm text-brand-100">Where ideas take root.</p>
        </div>
        <nav aria-label="Legal and support">
          <ul className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
            {FOOTER_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className="rounded text-brand-100 hover:text-white hover:underline">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <p className="text-sm text-brand-200">
          © {year} {config.brandName}
        </p>
      </div>
    </footer>
  );
}
