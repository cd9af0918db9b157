import { Eye, Hammer, Sprout, Target, UsersRound } from 'lucide-react';
import { config } from '../../../lib/config';
import { useLandingTranslation } from '../i18n';

const VALUES = [
  { id: 'open', icon: UsersRound },
  { id: 'doing', icon: Hammer },
  { id: 'together', icon: Sprout },
] as const;

export function MissionSection() {
  const { t } = useLandingTranslation();
  return (
    <section id="mission-vision" aria-labelledby="mission-heading" className="scroll-mt-20 py-16 md:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <h2 id="mission-heading" className="text-3xl font-bold text-stone-900">
          {t('mission.heading')}
        </h2>
        <div className="mt-10 grid gap-6 md:grid-cols-2">
          <article className="rounded-2xl border border-brand-100 bg-white p-6 shadow-sm sm:p-8">
            <Target className="size-8 text-brand-600" aria-hidden />
            <h3 className="mt-4 text-xl font-semibold text-stone-900">{t('mission.missionTitle')}</h3>
            <p className="mt-3 text-stone-700">{t('mission.missionText', { brand: config.brandName })}</p>
          </article>
          <article className="rounded-2xl border border-brand-100 bg-white p-6 shadow-sm sm:p-8">
            <Eye className="size-8 text-brand-600" aria-hidden />
            <h3 className="mt-4 text-xl font-semibold text-stone-900">{t('mission.visionTitle')}</h3>
            <p className="mt-3 text-stone-700">{t('mission.visionText')}</p>
          </article>
        </div>
        <h3 className="mt-12 text-xl font-semibold text-stone-900">{t('mission.valuesHeading')}</h3>
        <ul className="mt-5 grid gap-5 md:grid-cols-3">
          {VALUES.map(({ id, icon: Icon }) => (
            <li key={id} className="flex gap-3">
              <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-100 text-brand-700">
                <Icon className="size-5" aria-hidden />
              </span>
              <div>
                <p className="font-semibold text-stone-900">{t(`mission.values.${id}.title`)}</p>
                <p className="mt-1 text-sm text-stone-700">{t(`mission.values.${id}.text`)}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
