import {
  onboardingFlowOf,
  type TMyProfile,
  type TOnboardingFlow,
  type TProfileInput,
  type TVenture,
} from '@ankur/shared/schemas/profiles';
import { UserRoundCog } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { QueryGate } from '../../../components/ui/query-gate';
import { StatePanel } from '../../../components/ui/state-panel';
import { notify } from '../../../components/ui/toaster';
import { fieldErrorsOf, fieldIssuesOf, useErrorText } from '../../../lib/api-errors';
import { useSessionStore } from '../../../stores/session';
import { useCreateVenture, useMyProfile, useMyVentures, useSaveProfile, useUpdateVenture } from '../api/profiles';
import { splitTags } from '../components/fields';
import {
  draftFromProfile,
  STEPS,
  StepBody,
  type StepErrors,
  type StepId,
  type WizardDraft,
} from '../components/onboarding-steps';
import { ProfilesPage } from '../components/page';
import { draftOf, emptyDraft, inputOf, VENTURE_FIELDS } from '../components/venture-form';
import { volunteerDraftOf, volunteerOf } from '../components/volunteer-form';
import { useProfilesTranslation } from '../i18n';

export const ENTREPRENEUR_REGISTRATION_PATH = '/registration/entrepreneur';

/**
 * /onboarding (and /registration/entrepreneur, the entrepreneur's wizard): after /select-role a
 * short wizard for the role acted in, 3 to 5 steps. Each Next saves its step and the progress on
 * the server, so leaving and coming back resumes there; Skip leaves it for later. Ends on /home.
 */
export default function OnboardingScreen() {
  const { t } = useProfilesTranslation();
  const { pathname } = useLocation();
  const role = useSessionStore((s) => s.currentRole);
  const userId = useSessionStore((s) => s.user?.user_id);
  const entrepreneur = pathname === ENTREPRENEUR_REGISTRATION_PATH;
  const profile = useMyProfile();
  const ventures = useMyVentures();
  const flow: TOnboardingFlow | null = entrepreneur
    ? 'entrepreneur'
    : (onboardingFlowOf(role?.role_name) ?? profile.data?.onboarding.flow ?? null);
  const both = {
    isPending: profile.isPending || ventures.isPending,
    isError: profile.isError || ventures.isError,
    error: profile.error ?? ventures.error,
    data: profile.data && ventures.data ? { profile: profile.data, venture: ventures.data.items[0] } : undefined,
    refetch: () => Promise.all([profile.refetch(), ventures.refetch()]),
  };
  return (
    <ProfilesPage
      headingId="onboarding-heading"
      title={flow === 'entrepreneur' ? t('onboarding.titleEntrepreneur') : t('onboarding.title')}
      intro={t('onboarding.intro')}
    >
      {flow === null && role ? (
        // a role people are given rather than sign up as (Administrator, Cohort Manager): no questions
        <StatePanel
          Icon={UserRoundCog}
          title={t('onboarding.noFlowTitle', { role: role.display_name })}
          body={t('onboarding.noFlowBody')}
        >
          <div className="flex flex-wrap justify-center gap-3">
            {userId ? (
              <Link to={`/user/profile/${userId}`} className="btn-primary">
                {t('onboarding.openProfile')}
              </Link>
            ) : null}
            <Link to="/select-role" className="btn-outline">
              {t('onboarding.otherRole')}
            </Link>
          </div>
        </StatePanel>
      ) : flow === null ? (
        <StatePanel Icon={UserRoundCog} title={t('onboarding.noRoleTitle')} body={t('onboarding.noRoleBody')}>
          <Link to="/select-role" className="btn-primary">
            {t('onboarding.pickRole')}
          </Link>
        </StatePanel>
      ) : (
        <QueryGate
          query={both}
          pending={<div className="h-72 animate-pulse rounded-2xl bg-stone-100" />}
          error={{ title: t('onboarding.loadFailed'), retryLabel: t('common.retry') }}
        >
          {({ profile: p, venture }) => <Wizard key={flow} flow={flow} profile={p} venture={venture} />}
        </QueryGate>
      )}
    </ProfilesPage>
  );
}

/** The field a 400's issue names: the last named segment of its path ('body.role_details.student.study_year' → 'study_year'). */
function stepErrors(error: unknown): StepErrors {
  const out: StepErrors = {};
  for (const issue of fieldIssuesOf(error, 400)) {
    const key = issue.path
      .replace(/^body\.?/, '')
      .split(/[.[\]]/)
      .filter((s) => s && !/^\d+$/.test(s))
      .pop();
    if (key && !out[key]) out[key] = issue.message;
  }
  return out;
}

function Wizard({
  flow,
  profile,
  venture,
}: {
  flow: TOnboardingFlow;
  profile: TMyProfile;
  venture: TVenture | undefined;
}) {
  const { t } = useProfilesTranslation();
  const navigate = useNavigate();
  const errorText = useErrorText();
  const steps = STEPS[flow];
  const resume = profile.onboarding.flow === flow && !profile.onboarding.done ? profile.onboarding.step : 0;
  const [index, setIndex] = useState(Math.min(resume, steps.length - 1));
  const [draft, setDraft] = useState<WizardDraft>(() =>
    draftFromProfile(
      profile,
      venture ? draftOf(venture) : emptyDraft(),
      volunteerDraftOf(profile.role_details.volunteer),
    ),
  );
  const [ventureId, setVentureId] = useState(venture?.venture_id ?? null);
  const save = useSaveProfile();
  const create = useCreateVenture();
  const update = useUpdateVenture();
  const step = steps[index]!;
  const last = index === steps.length - 1;
  const failed = save.error ?? create.error ?? update.error;
  const pending = save.isPending || create.isPending || update.isPending;

  const progress = (patch: Partial<TMyProfile['onboarding']>) => ({
    onboarding: { flow, step: index, done: false, skipped: false, ...patch },
  });

  /** What this step writes to the profile (besides the progress). */
  const profilePart = (id: StepId): TProfileInput => {
    const expert = () => ({
      domains: splitTags(draft.domains),
      sectors: splitTags(draft.sectors),
      languages: splitTags(draft.mentor_languages),
      availability: (draft.availability || (id === 'expertise' ? 'on_request' : '')) as 'on_request',
    });
    switch (id) {
      case 'about':
        return {
          headline: draft.headline.trim(),
          city: draft.city.trim(),
          state: draft.state || null,
          languages: splitTags(draft.languages),
        };
      case 'photo':
        return { bio: draft.bio.trim() };
      case 'study':
        return {
          role_details: {
            student: { study_type: draft.study_type as 'other', study_year: Number(draft.study_year) || 0 },
          },
        };
      case 'expertise':
      case 'expertTime':
        return { role_details: { expert: expert() } };
      case 'volunteerWhat':
      case 'volunteerTime':
        return { role_details: { volunteer: volunteerOf(draft.volunteer) } };
      case 'organisation':
        return { role_details: { organisation: { org_type: draft.org_type as 'other' } } };
      default:
        return {};
    }
  };

  const next = async (e: FormEvent) => {
    e.preventDefault();
    save.reset();
    create.reset();
    update.reset();
    try {
      if (step.startsWith('venture')) {
        const input = inputOf(draft.venture);
        const saved = ventureId
          ? await update.mutateAsync({ id: ventureId, patch: input })
          : await create.mutateAsync(input);
        setVentureId(saved.venture_id);
      }
      await save.mutateAsync({
        ...profilePart(step),
        ...progress(last ? { step: index, done: true } : { step: index + 1 }),
      });
    } catch {
      return; // the error shows under the step
    }
    if (last) {
      notify.success(t('onboarding.finished'));
      navigate('/home');
    } else {
      setIndex(index + 1);
      window.scrollTo({ top: 0 });
    }
  };

  const skip = () =>
    save.mutate(progress({ skipped: true }), {
      onSuccess: () => {
        notify.info(t('onboarding.skipped'));
        navigate('/home');
      },
    });

  const fieldErrors = stepErrors(failed);
  const ventureErrors = fieldErrorsOf(create.error ?? update.error, VENTURE_FIELDS);
  const unnamed = failed && Object.keys(fieldErrors).length === 0;

  return (
    <form
      noValidate
      onSubmit={next}
      aria-labelledby="onboarding-heading"
      className="rounded-2xl bg-white p-4 ring-1 ring-stone-200 sm:p-6"
    >
      <div className="mb-5 flex flex-col gap-2">
        <p className="text-sm font-medium text-stone-700">
          {t('onboarding.step', { step: index + 1, total: steps.length })}
        </p>
        <ol className="flex gap-1" aria-hidden>
          {steps.map((s, i) => (
            <li key={s} className={`h-1.5 flex-1 rounded-full ${i <= index ? 'bg-brand-600' : 'bg-stone-200'}`} />
          ))}
        </ol>
      </div>
      <StepBody
        step={step}
        draft={draft}
        setDraft={setDraft}
        errors={fieldErrors}
        ventureErrors={ventureErrors}
        hasPhoto={profile.photo_url !== null}
      />
      {unnamed ? (
        <p role="alert" className="mt-4 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
          {t('onboarding.saveFailed', { reason: errorText(failed) })}
        </p>
      ) : null}
      <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:items-center sm:justify-between">
        <button type="button" className="btn-ghost" disabled={pending} onClick={skip}>
          {t('onboarding.skip')}
        </button>
        <div className="flex gap-2">
          {index > 0 ? (
            <button type="button" className="btn-outline" disabled={pending} onClick={() => setIndex(index - 1)}>
              {t('onboarding.back')}
            </button>
          ) : null}
          <button type="submit" className="btn-primary" disabled={pending}>
            {pending ? t('common.saving') : last ? t('onboarding.finish') : t('onboarding.next')}
          </button>
        </div>
      </div>
    </form>
  );
}
