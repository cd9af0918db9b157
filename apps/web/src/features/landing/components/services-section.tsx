import {
  CalendarDays,
  ClipboardCheck,
  Layers,
  LibraryBig,
  type LucideIcon,
  MessagesSquare,
  Trophy,
  Users,
  Waypoints,
} from 'lucide-react';
import { Link } from 'react-router';
import { WEB_SLUGS, webPath } from '../content/web-slugs';
import { useLandingTranslation } from '../i18n';
import type { LandingCoreMessages } from '../locales/en';

type ServiceId = keyof LandingCoreMessages['services']['items'];

const SERVICES: readonly { id: ServiceId; icon: LucideIcon }[] = [
  { id: 'hubs', icon: Layers },
  { id: 'programmes', icon: Waypoints },
  { id: 'readiness', icon: ClipboardCheck },
  { id: 'mentoring', icon: Users },
  { id: 'events', icon: CalendarDays },
  { id: 'competitions', icon: Trophy },
  { id: 'library', icon: LibraryBig },
  { id: 'community', icon: MessagesSquare },
];

export function ServicesSection() {
  const { t } = useLandingTranslation();
  return (
    <section id="platform-services" aria-labelledby="services-heading" className="scroll-mt-20 py-16 md:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <h2 id="services-heading" className="text-3xl font-bold text-stone-900">
          {t('services.heading')}
        </h2>
        <p className="mt-3 max-w-2xl text-stone-700">{t('services.intro')}</p>
        <ul className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {SERVICES.map(({ id, icon: Icon }) => (
            <li key={id} className="rounded-2xl border border-stone-200 bg-white p-6">
              <span className="flex size-11 items-center justify-center rounded-xl bg-brand-100 text-brand-700">
                <Icon className="size-6" aria-hidden />
              </span>
              <h3 className="mt-4 font-semibold text-stone-900">{t(`services.items.${id}.name`)}</h3>
              <p className="mt-2 text-sm text-stone-700">{t(`services.items.${id}.text`)}</p>
            </li>
          ))}
        </ul>
        <nav aria-labelledby="services-explore" className="mt-10">
          <h3 id="services-explore" className="font-semibold text-stone-900">
            {t('webNav.label')}
          </h3>
          <ul className="mt-3 flex flex-wrap gap-2">
            {WEB_SLUGS.map((slug) => (
              <li key={slug}>
                <Link
                  to={webPath(slug)}
                  className="inline-flex rounded-full border border-stone-300 bg-white px-3.5 py-1.5 text-sm font-medium text-stone-800 hover:border-brand-600 hover:text-brand-700"
                >
                  {t(`webNav.${slug}`)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </section>
  );
}
