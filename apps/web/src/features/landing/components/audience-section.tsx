import {
  ArrowRight,
  Briefcase,
  Building2,
  Factory,
  GraduationCap,
  HandHeart,
  Lightbulb,
  type LucideIcon,
  Rocket,
  TrendingUp,
} from 'lucide-react';
import { Link } from 'react-router';
import { useLandingTranslation } from '../i18n';
import type { LandingCoreMessages } from '../locales/en';

type AudienceId = keyof LandingCoreMessages['audience']['items'];

const AUDIENCES: readonly { id: AudienceId; icon: LucideIcon }[] = [
  { id: 'entrepreneurs', icon: Rocket },
  { id: 'aspiring', icon: Lightbulb },
  { id: 'students', icon: GraduationCap },
  { id: 'experts', icon: Briefcase },
  { id: 'smes', icon: Factory },
  { id: 'investors', icon: TrendingUp },
  { id: 'volunteers', icon: HandHeart },
  { id: 'organisations', icon: Building2 },
];

const PATHS = [
  { id: 'individual', to: '/individual' },
  { id: 'sme', to: '/sme' },
  { id: 'organisation', to: '/for-organisation' },
  { id: 'institution', to: '/for-institution' },
] as const;

export function AudienceSection() {
  const { t } = useLandingTranslation();
  return (
    <section id="who-is-it-for" aria-labelledby="audience-heading" className="scroll-mt-20 bg-brand-50 py-16 md:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <h2 id="audience-heading" className="text-3xl font-bold text-stone-900">
          {t('audience.heading')}
        </h2>
        <p className="mt-3 max-w-2xl text-stone-700">{t('audience.intro')}</p>
        <ul className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {AUDIENCES.map(({ id, icon: Icon }) => (
            <li key={id} className="rounded-2xl bg-white p-6 shadow-sm">
              <Icon className="size-7 text-brand-600" aria-hidden />
              <h3 className="mt-3 font-semibold text-stone-900">{t(`audience.items.${id}.name`)}</h3>
              <p className="mt-2 text-sm text-stone-700">{t(`audience.items.${id}.text`)}</p>
            </li>
          ))}
        </ul>
        <nav aria-labelledby="audience-paths" className="mt-10">
          <h3 id="audience-paths" className="font-semibold text-stone-900">
            {t('audience.pathsLabel')}
          </h3>
          <ul className="mt-3 flex flex-wrap gap-3">
            {PATHS.map(({ id, to }) => (
              <li key={id}>
                <Link to={to} className="btn-outline bg-white px-4 py-2.5">
                  {t(`audience.paths.${id}`)}
                  <ArrowRight className="size-4" aria-hidden />
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </section>
  );
}
