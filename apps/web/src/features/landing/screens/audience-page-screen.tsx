import { ArrowRight } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { config } from '../../../lib/config';
import { CardGrid, ClosingCta, Faq, JoinButton, PageHero, Steps } from '../components/page-blocks';
import { AUDIENCE_PAGES, audienceFromPath } from '../content/audience-pages';
import { audiencePagesEn } from '../content/text/audience-pages.en';
import { audiencePagesHi } from '../content/text/audience-pages.hi';
import { registerLandingContent, useLandingTranslation } from '../i18n';

registerLandingContent({ en: { pages: audiencePagesEn }, hi: { pages: audiencePagesHi } });

/** /individual and /sme: what the platform offers each audience, how to start, and questions people ask. */
export default function AudiencePageScreen() {
  const { pathname } = useLocation();
  const kind = audienceFromPath(pathname);
  const layout = AUDIENCE_PAGES[kind];
  const { t } = useLandingTranslation();
  const brand = config.brandName;
  const page = t(`pages.${kind}`, { returnObjects: true, brand });

  return (
    <div>
      <PageHero icon={layout.icon} eyebrow={page.eyebrow} title={page.title} lead={page.lead}>
        <div className="mt-8 flex flex-wrap items-center gap-x-6 gap-y-3">
          <JoinButton />
          <a
            href="#how-it-works"
            className="inline-flex items-center gap-1 rounded font-semibold text-brand-700 underline-offset-4 hover:underline"
          >
            {t('pages.common.howItWorksLink')}
          </a>
        </div>
        <div className="mt-8">
          <p className="text-sm font-semibold text-stone-800">{page.forWhomLabel}</p>
          <ul className="mt-2 flex flex-wrap gap-2">
            {page.forWhom.map((who) => (
              <li
                key={who}
                className="rounded-full bg-white px-3 py-1 text-sm font-medium text-stone-800 ring-1 ring-brand-200"
              >
                {who}
              </li>
            ))}
          </ul>
        </div>
      </PageHero>
      <CardGrid
        id="benefits-heading"
        heading={page.benefitsHeading}
        intro={page.benefitsIntro}
        items={page.benefits.map((benefit, index) => ({ ...benefit, icon: layout.benefitIcons[index] ?? layout.icon }))}
      />
      <Steps
        id="how-it-works"
        heading={page.stepsHeading}
        steps={page.steps}
        stepLabel={(count) => t('pages.common.stepLabel', { count })}
      />
      <Faq id="faq-heading" heading={page.faqHeading} items={page.faq} />
      <ClosingCta id="closing-heading" title={page.closingTitle} text={page.closingText}>
        <p className="mt-8 text-brand-50">
          {page.alsoSeeText}{' '}
          <Link
            to={layout.alsoSeePath}
            className="inline-flex items-center gap-1 font-semibold text-white underline underline-offset-4 focus-visible:outline-white"
          >
            {page.alsoSeeLink}
            <ArrowRight className="size-4" aria-hidden />
          </Link>
        </p>
      </ClosingCta>
    </div>
  );
}
