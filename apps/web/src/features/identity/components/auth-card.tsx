import { type ReactNode, useRef } from 'react';
import { Link } from 'react-router';
import { LanguageSwitch } from '../../../components/ui/language-switch';
import { SproutLogo } from '../../../components/ui/sprout-logo';
import { languageFontStyle, Trans } from '../../../lib/i18n';
import { useIdentityTranslation } from '../i18n';
import { useFocusOnViewChange } from '../view-focus';

interface AuthCardProps {
  heading: string;
  subheading?: ReactNode;
  children: ReactNode;
  /** Links under the card: "By continuing you agree to …" (off where a checkbox asks for it). */
  legalNote?: boolean;
  /** An icon drawn in place of the logo (e.g. a check mark on a success view). */
  icon?: ReactNode;
}

const legalLinkClass = 'font-medium text-stone-700 underline underline-offset-2';

/**
 * The centred card of the identity screens: language switch, logo, heading, content, and the
 * legal links under it. Its heading takes the focus when the view changes (see view-focus.ts).
 */
export function AuthCard({ heading, subheading, children, legalNote = true, icon }: AuthCardProps) {
  const { i18n } = useIdentityTranslation();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useFocusOnViewChange(headingRef, heading);
  return (
    <div
      className="bg-gradient-to-b from-brand-50 via-cream to-cream px-3 py-8 sm:px-4 sm:py-14"
      style={languageFontStyle(i18n.resolvedLanguage)}
    >
      <section
        aria-labelledby="auth-card-heading"
        className="mx-auto w-full max-w-md rounded-2xl border border-stone-200 bg-white px-4 pt-3 pb-8 shadow-sm sm:px-8 sm:pb-10"
      >
        <LanguageSwitch />
        <div className="mt-2 flex flex-col items-center text-center">
          {icon ?? <SproutLogo className="size-14" />}
          <h1
            ref={headingRef}
            id="auth-card-heading"
            tabIndex={-1}
            className="mt-4 text-balance text-2xl font-bold tracking-tight text-stone-900 focus:outline-none"
          >
            {heading}
          </h1>
          {subheading ? <div className="mt-2 text-balance text-sm text-stone-600">{subheading}</div> : null}
        </div>
        <div className="mt-8">{children}</div>
      </section>
      {legalNote ? (
        <p className="mx-auto mt-6 max-w-md text-center text-xs leading-relaxed text-stone-500">
          <Trans
            ns="identity"
            i18nKey="common.legal"
            components={{
              terms: <Link to="/terms-of-service" className={legalLinkClass} />,
              privacy: <Link to="/privacy-policy" className={legalLinkClass} />,
            }}
          />
        </p>
      ) : null}
    </div>
  );
}
