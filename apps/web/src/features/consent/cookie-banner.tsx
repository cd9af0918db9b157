import { Cookie } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Modal } from '../../components/ui/modal';
import { config } from '../../lib/config';
import { useConsentStore } from '../../stores/consent';

interface CookieCategory {
  name: string;
  description: string;
  alwaysOn?: boolean;
}

/** The three categories the Preferences dialog explains (SPEC §2). */
export const COOKIE_CATEGORIES: readonly CookieCategory[] = [
  {
    name: 'Essential',
    description:
      'Needed for the site to work: keeping you signed in, remembering your role and tenant, and keeping your session secure. These cannot be switched off.',
    alwaysOn: true,
  },
  {
    name: 'Performance and functionality',
    description:
      'Help pages load faster and remember choices you make, such as language and layout, so the site works better for you.',
  },
  {
    name: 'Analytics and customization',
    description:
      'Tell us how the platform is used so we can improve it, and tailor content and recommendations to your interests.',
  },
];

/**
 * The cookie notice at the bottom of every page (SPEC §2, §4). It shows only while no choice is stored:
 * Accept and Allow All store consent, Decline All stores a refusal.
 */
export function CookieBanner() {
  const status = useConsentStore((state) => state.status);
  const accept = useConsentStore((state) => state.accept);
  const decline = useConsentStore((state) => state.decline);
  const [preferencesOpen, setPreferencesOpen] = useState(false);
  const banner = useRef<HTMLElement>(null);

  // the page keeps room below its content for the notice, so the notice never hides the end of a
  // form (a Continue or Submit button) while the visitor has not chosen yet
  useEffect(() => {
    const el = banner.current;
    if (!el || status !== 'unset') return;
    const pad = () => {
      document.body.style.paddingBottom = `${el.offsetHeight}px`;
    };
    pad();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(pad);
    observer?.observe(el);
    return () => {
      observer?.disconnect();
      document.body.style.paddingBottom = '';
    };
  }, [status]);

  if (status !== 'unset') return null;

  return (
    <section
      ref={banner}
      aria-label="Cookie notice"
      className="fixed inset-x-0 bottom-0 z-40 p-3 sm:p-4 print:hidden"
      data-testid="cookie-banner"
    >
      <div className="mx-auto flex max-w-4xl flex-col gap-4 rounded-2xl border border-stone-200 bg-white p-4 shadow-xl sm:flex-row sm:items-center sm:gap-6 sm:p-5">
        <div className="flex min-w-0 flex-1 items-start gap-3">
          <Cookie aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-soil-600" />
          <p className="text-sm leading-relaxed text-stone-700">
            {config.brandName} uses essential cookies to work. We use other cookies only with your consent.{' '}
            <Link to="/privacy-policy" className="font-medium text-brand-700 underline underline-offset-2">
              Privacy policy
            </Link>
          </p>
        </div>
        <div className="flex shrink-0 gap-2">
          <button type="button" className="btn-outline flex-1 sm:flex-none" onClick={() => setPreferencesOpen(true)}>
            Preferences
          </button>
          <button type="button" className="btn-primary flex-1 sm:flex-none" onClick={accept}>
            Accept
          </button>
        </div>
      </div>

      <Modal
        open={preferencesOpen}
        onOpenChange={setPreferencesOpen}
        title="Cookie preferences"
        description="Choose which cookies we may use. You can change your mind later."
        width="min(36rem, calc(100% - 2rem))"
        footer={
          <>
            <button type="button" className="btn-outline" onClick={decline}>
              Decline All
            </button>
            <button type="button" className="btn-primary" onClick={accept}>
              Allow All
            </button>
          </>
        }
      >
        <ul className="space-y-3">
          {COOKIE_CATEGORIES.map((category) => (
            <li key={category.name} className="rounded-xl border border-stone-200 bg-cream p-4">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <h3 className="font-semibold text-stone-900">{category.name}</h3>
                <span
                  className={`rounded-full px-2.5 py-0.5 text-xs font-medium ${
                    category.alwaysOn ? 'bg-brand-100 text-brand-800' : 'bg-stone-100 text-stone-600'
                  }`}
                >
                  {category.alwaysOn ? 'Always on' : 'Only with consent'}
                </span>
              </div>
              <p className="mt-1.5 text-sm leading-relaxed text-stone-600">{category.description}</p>
            </li>
          ))}
        </ul>
      </Modal>
    </section>
  );
}
