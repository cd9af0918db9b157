import type { LucideIcon } from 'lucide-react';
import { BookOpen, Globe2, Palette, UserPlus } from 'lucide-react';
import { config } from '../../../lib/config';
import { useTenantsTranslation } from '../i18n';

interface Benefit {
  id: string;
  icon: LucideIcon;
  title: string;
  body: string;
}

/** What an organisation or institution gets on the platform, above the onboarding form. */
export function OnboardingIntro({ page }: { page: 'organisation' | 'institution' }) {
  const { t } = useTenantsTranslation();
  const brand = config.brandName;
  const benefits: Benefit[] = [
    {
      id: 'look',
      icon: Palette,
      title: t('intro.benefits.look.title'),
      body: t('intro.benefits.look.body', { brand }),
    },
    {
      id: 'people',
      icon: UserPlus,
      title: t('intro.benefits.people.title'),
      body: t(`intro.benefits.people.body.${page}`),
    },
    {
      id: 'programmes',
      icon: BookOpen,
      title: t(`intro.benefits.programmes.title.${page}`),
      body: t(`intro.benefits.programmes.body.${page}`),
    },
    {
      id: 'ecosystem',
      icon: Globe2,
      title: t('intro.benefits.ecosystem.title'),
      body: t('intro.benefits.ecosystem.body', { brand }),
    },
  ];
  return (
    <section aria-labelledby="onboarding-heading" className="bg-brand-50">
      <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 sm:py-14">
        <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{t(`intro.eyebrow.${page}`)}</p>
        <h1
          id="onboarding-heading"
          className="mt-2 max-w-3xl text-3xl font-bold tracking-tight text-stone-900 sm:text-4xl"
        >
          {t(`intro.heading.${page}`, { brand })}
        </h1>
        <p className="mt-4 max-w-3xl text-lg text-stone-700">{t(`intro.lead.${page}`)}</p>
        <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {benefits.map(({ id, icon: Icon, title, body }) => (
            <li key={id} className="rounded-xl bg-white p-5 ring-1 ring-brand-100">
              <Icon className="size-6 text-brand-700" aria-hidden />
              <h2 className="mt-3 font-semibold text-stone-900">{title}</h2>
              <p className="mt-1 text-sm text-stone-600">{body}</p>
            </li>
          ))}
        </ul>
        <ol className="mt-8 flex flex-col gap-2 text-sm text-stone-700 sm:flex-row sm:gap-6">
          <li>
            <span className="font-semibold text-brand-800">1.</span> {t('intro.steps.name')}
          </li>
          <li>
            <span className="font-semibold text-brand-800">2.</span> {t('intro.steps.invite')}
          </li>
          <li>
            <span className="font-semibold text-brand-800">3.</span> {t('intro.steps.open')}
          </li>
        </ol>
      </div>
    </section>
  );
}
