import { ArrowRight, LayoutDashboard } from 'lucide-react';
import { Link } from 'react-router';
import { config } from '../../../lib/config';
import { interpolate } from '../../../lib/i18n-core';
import { useSessionStore } from '../../../stores/session';
import { ApplyLink, ChipList, CohortClosing, Curriculum, FactList } from '../components/cohort-blocks';
import { Faq, PageHero, Steps } from '../components/page-blocks';
import { FACT_KEYS, PITCH_ALCHEMY, type PitchAlchemyText } from '../content/pitchalchemy';
import { pitchAlchemyEn } from '../content/text/pitchalchemy.en';
import { pitchAlchemyHi } from '../content/text/pitchalchemy.hi';
import { LANDING_NS, registerLandingContent, useLandingTranslation } from '../i18n';

registerLandingContent({ en: { pitchalchemy: pitchAlchemyEn }, hi: { pitchalchemy: pitchAlchemyHi } });

/**
 * The microsite's texts in the language on screen. They join the "landing" namespace with this
 * chunk, so the namespace's compiled type (locales/en.ts) does not list them: read them whole.
 */
function usePitchAlchemyText(): PitchAlchemyText {
  const { i18n } = useLandingTranslation();
  return i18n.t(LANDING_NS, 'pitchalchemy', { returnObjects: true, brand: config.brandName }) as PitchAlchemyText;
}

const PRIMARY = 'btn-primary px-6 py-3 text-base';
const SECONDARY = 'btn-outline bg-white px-6 py-3 text-base';
const LIGHT = 'btn bg-white px-6 py-3 text-base text-brand-800 hover:bg-brand-50 focus-visible:outline-white';
const LIGHT_OUTLINE =
  'btn border border-white px-6 py-3 text-base text-white hover:bg-brand-700 focus-visible:outline-white';

/** /program/pitchalchemy: the public microsite of the Pitch Alchemy cohort (SPEC §2), the demo program the header's /cohort/2 opens. */
export default function PitchAlchemyScreen() {
  const text = usePitchAlchemyText();
  const isLoggedIn = useSessionStore((state) => state.isLoggedIn);
  const layout = PITCH_ALCHEMY;

  const dashboardLink = (className: string) => (
    <Link to={layout.dashboardPath} className={className}>
      <LayoutDashboard className="size-5" aria-hidden />
      {text.dashboardCta}
    </Link>
  );

  return (
    <div>
      <PageHero icon={layout.icon} eyebrow={text.eyebrow} title={text.title} lead={text.lead}>
        <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-center sm:gap-4">
          <ApplyLink to={layout.applyPath} className={PRIMARY}>
            {text.applyCta}
          </ApplyLink>
          {isLoggedIn ? dashboardLink(SECONDARY) : null}
        </div>
        {isLoggedIn ? null : <p className="mt-3 max-w-2xl text-sm text-stone-600">{text.signInNote}</p>}
      </PageHero>

      <section aria-labelledby="for-whom-heading" className="py-14 md:py-20">
        <div className="mx-auto max-w-7xl px-4 sm:px-6">
          <h2 id="for-whom-heading" className="text-2xl font-bold text-stone-900 sm:text-3xl">
            {text.forWhomHeading}
          </h2>
          <p className="mt-3 max-w-3xl text-stone-700">{text.forWhomIntro}</p>
          <div className="mt-6">
            <ChipList items={text.forWhom} />
          </div>
          <p className="mt-6 text-stone-700">
            {text.notYetText}{' '}
            <Link
              to={layout.programsPath}
              className="inline-flex items-center gap-1 font-semibold text-brand-700 underline underline-offset-4"
            >
              {text.notYetLink}
              <ArrowRight className="size-4" aria-hidden />
            </Link>
          </p>
        </div>
      </section>

      <div className="bg-white">
        <Curriculum
          id="curriculum-heading"
          heading={text.curriculumHeading}
          intro={text.curriculumIntro}
          courseLabel={text.courseLabel}
          unitsLabel={text.unitsLabel}
          producesLabel={text.producesLabel}
          courses={layout.courses.map((course, courseIndex) => {
            const words = text.courses[courseIndex];
            return {
              icon: course.icon,
              name: words?.name ?? '',
              text: words?.text ?? '',
              produces: words?.produces ?? '',
              modules: course.modules.map((units, moduleIndex) => ({
                title: words?.modules[moduleIndex]?.title ?? '',
                text: words?.modules[moduleIndex]?.text ?? '',
                units: units.map((unit) => text.unitKinds[unit]),
              })),
            };
          })}
        />
      </div>

      <Steps
        id="how-it-works"
        heading={text.stepsHeading}
        steps={text.steps}
        stepLabel={(count) => interpolate(text.stepLabel, { count })}
      />

      <FactList
        id="format-heading"
        heading={text.formatHeading}
        note={text.formatNote}
        facts={FACT_KEYS.map((key) => ({ icon: layout.factIcons[key], ...text.facts[key] }))}
      />

      <Faq id="faq-heading" heading={text.faqHeading} items={text.faq} />

      <CohortClosing id="closing-heading" title={text.closingTitle} text={text.closingText}>
        <ApplyLink to={layout.applyPath} className={LIGHT}>
          {text.applyCta}
        </ApplyLink>
        {isLoggedIn ? dashboardLink(LIGHT_OUTLINE) : null}
      </CohortClosing>
    </div>
  );
}
