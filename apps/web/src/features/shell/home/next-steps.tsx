import type { TNextStep } from '@ankur/shared/schemas/profiles';
import { useQuery } from '@tanstack/react-query';
import { ArrowRight, Compass } from 'lucide-react';
import { Link } from 'react-router';
import { apiFetch } from '../../../lib/api-client';
import { HomeCard, HomeEmpty } from './home-card';
import { useHomeTranslation } from './i18n';

/** The query key the profile screens refresh when what they change alters the next steps. */
export const NEXT_STEPS_KEY = ['profiles', 'me', 'next-steps'] as const;

/**
 * "What to do next" (issue 20): GET profiles/me/next-steps, computed by the API from what the
 * person said while onboarding (their role, their venture's needs, their studies) and what their
 * profile still lacks. Each step links to a screen that exists.
 */
export function NextSteps() {
  const { t } = useHomeTranslation();
  const query = useQuery({
    queryKey: NEXT_STEPS_KEY,
    queryFn: ({ signal }) => apiFetch<{ items: TNextStep[] }>('profiles/me/next-steps', { signal }),
  });
  return (
    <HomeCard
      id="home-next-steps"
      title={t('nextSteps.title')}
      Icon={Compass}
      query={query}
      loadingLabel={t('nextSteps.loading')}
      errorTitle={t('nextSteps.failed')}
      className="lg:col-span-3"
    >
      {({ items }) =>
        items.length === 0 ? (
          <HomeEmpty text={t('nextSteps.empty')} action={t('nextSteps.emptyAction')} to="/learning-journey" />
        ) : (
          <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {items.map((step) => (
              <li key={step.kind}>
                <Link
                  to={step.link}
                  className="group flex h-full items-start gap-3 rounded-xl bg-stone-50 p-4 ring-1 ring-stone-200 hover:bg-brand-50 hover:ring-brand-300"
                >
                  <span className="min-w-0 flex-1">
                    <span className="block font-semibold text-stone-900">
                      {t(`nextSteps.steps.${step.kind}.title`)}
                    </span>
                    <span className="mt-1 block text-sm text-stone-700">{t(`nextSteps.steps.${step.kind}.text`)}</span>
                  </span>
                  <ArrowRight className="mt-1 size-4 shrink-0 text-brand-700" aria-hidden />
                </Link>
              </li>
            ))}
          </ul>
        )
      }
    </HomeCard>
  );
}
