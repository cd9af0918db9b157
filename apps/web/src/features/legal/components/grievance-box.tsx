import { Bug, Mail, MessageSquareText, Scale } from 'lucide-react';
import type { ComponentType, ReactNode, SVGProps } from 'react';
import { Link } from 'react-router';
import { config } from '../../../lib/config';
import { useLegalTranslation } from '../i18n';

type Icon = ComponentType<SVGProps<SVGSVGElement>>;

function Way({ icon: IconComponent, children }: { icon: Icon; children: ReactNode }) {
  return (
    <li className="flex items-center gap-2">
      <IconComponent aria-hidden="true" className="size-4 shrink-0 text-brand-700" />
      {children}
    </li>
  );
}

const LINK_CLASS = 'font-medium text-brand-800 underline underline-offset-2 hover:text-brand-950';

/**
 * "Questions? Contact the Grievance Officer": the ways to reach them (the configured e-mail address
 * when there is one, the Contact Us form, the Report Bugs page) and a link to the section that
 * explains how grievances are handled.
 */
export function GrievanceBox({ sectionId }: { sectionId: string }) {
  const { t } = useLegalTranslation();
  const email = config.contactEmail;
  return (
    <section
      aria-labelledby="legal-questions-heading"
      className="mt-12 rounded-2xl border border-brand-200 bg-brand-50 p-5 sm:p-6 print:border-stone-400 print:bg-transparent"
    >
      <h2 id="legal-questions-heading" className="text-lg font-semibold text-stone-900">
        {t('questions.heading')}
      </h2>
      <p className="mt-2 text-stone-800">{t('questions.body')}</p>
      <ul className="mt-4 space-y-2">
        {email ? (
          <Way icon={Mail}>
            <a href={`mailto:${email}`} className={LINK_CLASS}>
              {t('questions.email', { email })}
            </a>
          </Way>
        ) : null}
        <Way icon={MessageSquareText}>
          <Link to="/#contact-us" className={LINK_CLASS}>
            {t('questions.contactForm')}
          </Link>
        </Way>
        <Way icon={Bug}>
          <Link to="/report-bugs" className={LINK_CLASS}>
            {t('questions.reportBugs')}
          </Link>
        </Way>
        <Way icon={Scale}>
          <a href={`#${sectionId}`} className={LINK_CLASS}>
            {t('questions.howHandled')}
          </a>
        </Way>
      </ul>
    </section>
  );
}
