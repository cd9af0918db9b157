import { config } from '../../../lib/config';
import { useLandingTranslation } from '../i18n';
import { LINK_CLASS } from './contact-fields';
import { RichText } from './rich-text';

const GROUPS = ['founders', 'mentors', 'partners', 'volunteers'] as const;

export function TeamSection() {
  const { t } = useLandingTranslation();
  return (
    <section id="team" aria-labelledby="team-heading" className="scroll-mt-20 bg-soil-100 py-16 md:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <h2 id="team-heading" className="text-3xl font-bold text-stone-900">
          {t('team.heading')}
        </h2>
        <p className="mt-3 max-w-2xl text-stone-700">{t('team.intro', { brand: config.brandName })}</p>
        <ul className="mt-10 grid gap-5 sm:grid-cols-2">
          {GROUPS.map((group) => (
            <li key={group} className="rounded-2xl bg-white p-6 shadow-sm">
              <h3 className="font-semibold text-stone-900">{t(`team.groups.${group}.name`)}</h3>
              <p className="mt-2 text-sm text-stone-700">{t(`team.groups.${group}.text`)}</p>
            </li>
          ))}
        </ul>
        <p className="mt-8 text-stone-800">
          <RichText
            text={t('team.join')}
            tags={{
              contact: (label) => (
                <a href="#contact-us" className={LINK_CLASS}>
                  {label}
                </a>
              ),
            }}
          />
        </p>
      </div>
    </section>
  );
}
