import { PROFILE_VISIBILITIES } from '@ankur/shared/schemas/account';
import type { TPersonalityHistory } from '@ankur/shared/schemas/profiles';
import { Brain, RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { useParams } from 'react-router';
import { QueryGate } from '../../../components/ui/query-gate';
import { StatePanel } from '../../../components/ui/state-panel';
import { notify } from '../../../components/ui/toaster';
import { useLanguage } from '../../../lib/i18n';
import { useSessionStore } from '../../../stores/session';
import { usePersonality, useSaveProfile } from '../api/profiles';
import { SelectField } from '../components/fields';
import { idParam, NotShared } from '../components/not-shared';
import { ProfilesPage } from '../components/page';
import { PersonalityQuiz } from '../components/personality-quiz';
import { formatDay, PersonalityResult } from '../components/personality-result';
import { useProfilesTranslation } from '../i18n';

/**
 * /personality-profile/:UserId: the IPIP Big-Five result a person chose to show; the owner takes
 * the 50 statements (or retakes them: earlier results stay, for the owner only) and sets who sees it.
 */
export default function PersonalityScreen() {
  const { t } = useProfilesTranslation();
  const userId = idParam(useParams().UserId);
  const me = useSessionStore((s) => s.user?.user_id);
  const history = usePersonality(userId);
  const [taking, setTaking] = useState(false);
  return (
    <ProfilesPage
      headingId="personality-heading"
      title={t('personality.title')}
      intro={me === userId ? t('personality.intro') : undefined}
    >
      {userId === 0 ? (
        <NotShared />
      ) : taking ? (
        <PersonalityQuiz userId={userId} onDone={() => setTaking(false)} onCancel={() => setTaking(false)} />
      ) : (
        <QueryGate
          query={history}
          pending={<div className="h-64 animate-pulse rounded-2xl bg-stone-100" />}
          notFound={<NotShared body={t('personality.emptyOther')} />}
          error={{ title: t('personality.loadFailed'), retryLabel: t('common.retry') }}
        >
          {(h) => <Result history={h} onTake={() => setTaking(true)} />}
        </QueryGate>
      )}
      <p className="text-xs text-stone-500">{t('personality.source')}</p>
    </ProfilesPage>
  );
}

function Result({ history, onTake }: { history: TPersonalityHistory; onTake: () => void }) {
  const { t } = useProfilesTranslation();
  const language = useLanguage();
  const save = useSaveProfile();
  if (!history.latest) {
    return (
      <StatePanel Icon={Brain} title={t('personality.take')} body={t('personality.intro')}>
        <button type="button" className="btn-primary" onClick={onTake}>
          {t('personality.take')}
        </button>
      </StatePanel>
    );
  }
  return (
    <>
      <PersonalityResult result={history.latest} />
      {history.is_owner ? (
        <div className="flex flex-col gap-4 rounded-2xl bg-white p-4 ring-1 ring-stone-200 sm:flex-row sm:items-end sm:justify-between sm:p-6">
          <div className="sm:w-80">
            <SelectField
              id="personality-visibility"
              label={t('visibility.label')}
              value={history.visibility}
              options={PROFILE_VISIBILITIES}
              labelOf={(v) => t(`visibility.${v}`)}
              onChange={(v) =>
                v &&
                save.mutate({ visibility: { personality: v } }, { onSuccess: () => notify.success(t('common.saved')) })
              }
            />
          </div>
          <button type="button" className="btn-outline" onClick={onTake}>
            <RotateCcw className="size-4" aria-hidden />
            {t('personality.retake')}
          </button>
        </div>
      ) : null}
      {history.history.length > 1 ? (
        <section
          aria-labelledby="personality-history"
          className="rounded-2xl bg-white p-4 ring-1 ring-stone-200 sm:p-6"
        >
          <h2 id="personality-history" className="text-lg font-semibold text-stone-900">
            {t('personality.history')}
          </h2>
          <ul className="mt-2 flex flex-col gap-1 text-sm text-stone-700">
            {history.history.slice(1).map((r) => (
              <li key={r.result_id}>
                {formatDay(r.taken_at, language)} —{' '}
                {Object.entries(r.scores)
                  .map(([k, v]) => `${t(`traits.${k as keyof typeof r.scores}`)} ${v}`)
                  .join(' · ')}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}
