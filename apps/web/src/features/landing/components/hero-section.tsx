import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { config } from '../../../lib/config';
import { useLanguage } from '../../../lib/i18n';
import { useLandingTranslation } from '../i18n';
import { SproutIllustration } from './sprout-illustration';

interface HeroSectionProps {
  isLoggedIn: boolean;
  onRegister: () => void;
  onLogin: () => void;
}

/** Whether the brand is Ankur itself, whose name means "sprout" (a configured brand has its own meaning). */
function brandIsAnkur(): boolean {
  return config.brandName.trim().toLowerCase() === 'ankur';
}

export function HeroSection({ isLoggedIn, onRegister, onLogin }: HeroSectionProps) {
  const { t } = useLandingTranslation();
  const language = useLanguage();
  const brand = config.brandName;
  return (
    <section id="home" aria-labelledby="home-heading" className="scroll-mt-20 bg-gradient-to-b from-brand-50 to-cream">
      <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 py-16 sm:px-6 md:grid-cols-2 md:py-24">
        <div>
          <p className="text-sm font-semibold uppercase tracking-widest text-brand-700">
            {brandIsAnkur() ? (
              <>
                {language === 'hi' ? null : (
                  <>
                    <span lang="hi">अंकुर</span> ·{' '}
                  </>
                )}
                {t('hero.eyebrowMeaning', { brand })}
              </>
            ) : (
              t('hero.eyebrow')
            )}
          </p>
          <h1
            id="home-heading"
            className="mt-4 text-4xl font-extrabold leading-tight text-balance text-stone-900 sm:text-5xl"
          >
            {t('hero.title')}
          </h1>
          <p className="mt-6 max-w-xl text-lg text-stone-700">{t('hero.lead', { brand })}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            {isLoggedIn ? (
              <Link to="/community" className="btn-primary px-6 py-3 text-base">
                {t('hero.community')}
                <ArrowRight className="size-5" aria-hidden />
              </Link>
            ) : (
              <>
                <button type="button" className="btn-primary px-6 py-3 text-base" onClick={onRegister}>
                  {t('hero.register')}
                  <ArrowRight className="size-5" aria-hidden />
                </button>
                <button type="button" className="btn-outline px-6 py-3 text-base" onClick={onLogin}>
                  {t('hero.login')}
                </button>
              </>
            )}
          </div>
        </div>
        <SproutIllustration className="mx-auto w-full max-w-md drop-shadow-sm" title={t('sprout.title')} />
      </div>
    </section>
  );
}
