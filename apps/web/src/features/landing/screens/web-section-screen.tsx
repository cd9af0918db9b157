import { ArrowUpRight, Info } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { config } from '../../../lib/config';
import { CardGrid, ClosingCta, PageHero } from '../components/page-blocks';
import { SectionNav } from '../components/section-nav';
import { StoryList } from '../components/story-list';
import { webSectionsEn } from '../content/text/web-sections.en';
import { webSectionsHi } from '../content/text/web-sections.hi';
import { AREA_PATHS, type AreaText, WEB_SECTIONS } from '../content/web-sections';
import { webSlugFromPath } from '../content/web-slugs';
import { registerLandingContent, useLandingTranslation } from '../i18n';

registerLandingContent({ en: { web: webSectionsEn }, hi: { web: webSectionsHi } });

/** /web/<section>: one of the ten ecosystem pages (SPEC §2), picked by the path. */
export default function WebSectionScreen() {
  const { pathname } = useLocation();
  const slug = webSlugFromPath(pathname);
  const layout = WEB_SECTIONS[slug];
  const { t } = useLandingTranslation();
  const brand = config.brandName;
  const section = t(`web.sections.${slug}`, { returnObjects: true, brand });
  const common = t('web.common', { returnObjects: true, brand });
  const areas = t('web.areas', { returnObjects: true, brand });

  return (
    <div>
      <SectionNav current={slug} />
      <PageHero icon={layout.icon} eyebrow={section.eyebrow} title={section.title} lead={section.description}>
        {section.note ? (
          <p className="mt-6 flex max-w-3xl gap-2 rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-950">
            <Info className="mt-0.5 size-5 shrink-0" aria-hidden />
            <span>{section.note}</span>
          </p>
        ) : null}
      </PageHero>
      <CardGrid
        id="highlights-heading"
        heading={section.highlightsHeading}
        badge={layout.upcoming ? common.plannedBadge : undefined}
        items={section.highlights.map((highlight, index) => ({
          ...highlight,
          icon: layout.highlightIcons[index] ?? layout.icon,
        }))}
      />
      {section.stories ? <StoryList stories={section.stories} common={common} /> : null}
      {section.principles ? (
        <section aria-labelledby="principles-heading" className="pb-14 md:pb-20">
          <div className="mx-auto max-w-7xl px-4 sm:px-6">
            <h2 id="principles-heading" className="text-2xl font-bold text-stone-900 sm:text-3xl">
              {section.principles.heading}
            </h2>
            <ul className="mt-6 max-w-3xl list-disc space-y-2 pl-6 text-stone-800 marker:text-brand-600">
              {section.principles.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </div>
        </section>
      ) : null}
      <section aria-labelledby="related-heading" className="bg-brand-50 py-14 md:py-20">
        <div className="mx-auto max-w-7xl px-4 sm:px-6">
          <h2 id="related-heading" className="text-2xl font-bold text-stone-900 sm:text-3xl">
            {common.relatedHeading}
          </h2>
          <p className="mt-3 text-stone-700">{common.relatedIntro}</p>
          <ul
            className={`mt-8 grid gap-4 sm:grid-cols-2 ${layout.related.length === 3 ? 'lg:grid-cols-3' : 'lg:grid-cols-4'}`}
          >
            {layout.related.map((area) => {
              const text: AreaText = areas[area];
              return (
                <li key={area}>
                  <Link
                    to={AREA_PATHS[area]}
                    className="group flex h-full flex-col rounded-2xl bg-white p-5 shadow-sm ring-1 ring-brand-100 hover:ring-brand-600"
                  >
                    <span className="flex items-center justify-between gap-2 font-semibold text-brand-800 group-hover:underline">
                      {text.label}
                      <ArrowUpRight className="size-5 shrink-0" aria-hidden />
                    </span>
                    <span className="mt-1 text-sm text-stone-700">{text.text}</span>
                  </Link>
                </li>
              );
            })}
          </ul>
        </div>
      </section>
      <div className="pt-14 md:pt-20">
        <ClosingCta id="closing-heading" title={common.closingTitle} text={common.closingText} />
      </div>
    </div>
  );
}
