import {
  AVAILABILITIES,
  ORG_TYPES,
  STUDY_TYPES,
  type TIndianState,
  type TMyProfile,
  type TOnboardingFlow,
} from '@ankur/shared/schemas/profiles';
import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { useProfilesTranslation } from '../i18n';
import { PlaceFields, SelectField, TextAreaField, TextField } from './fields';
import { PhotoControls } from './photo-controls';
import type { VentureDraft, VentureErrors } from './venture-form';
import { VentureFields } from './venture-form';
import { type VolunteerDraft, VolunteerFields } from './volunteer-form';

/** The steps of each role's wizard (3 to 5): the role's own questions, then about you and a photo. */
export const STEPS: Record<TOnboardingFlow, readonly StepId[]> = {
  entrepreneur: ['ventureBasics', 'ventureWhere', 'venturePitch', 'about', 'photo'],
  student: ['study', 'about', 'photo'],
  expert: ['expertise', 'expertTime', 'about', 'photo'],
  investor: ['about', 'photo', 'investor'],
  volunteer: ['volunteerWhat', 'volunteerTime', 'about', 'photo'],
  organisation: ['organisation', 'about', 'photo'],
};
export type StepId =
  | 'ventureBasics'
  | 'ventureWhere'
  | 'venturePitch'
  | 'about'
  | 'photo'
  | 'study'
  | 'expertise'
  | 'expertTime'
  | 'investor'
  | 'volunteerWhat'
  | 'volunteerTime'
  | 'organisation';

type StudyType = (typeof STUDY_TYPES)[number];
type Availability = (typeof AVAILABILITIES)[number];
type OrgType = (typeof ORG_TYPES)[number];

/** Everything the wizard asks, as typed. */
export interface WizardDraft {
  venture: VentureDraft;
  headline: string;
  bio: string;
  city: string;
  state: TIndianState | '';
  languages: string;
  study_type: StudyType | '';
  study_year: string;
  domains: string;
  sectors: string;
  mentor_languages: string;
  availability: Availability | '';
  volunteer: VolunteerDraft;
  org_type: OrgType | '';
}

export const draftFromProfile = (p: TMyProfile, venture: VentureDraft, volunteer: VolunteerDraft): WizardDraft => ({
  venture,
  headline: p.headline,
  bio: p.bio,
  city: p.city,
  state: p.state ?? '',
  languages: p.languages.join(', '),
  study_type: p.role_details.student?.study_type ?? '',
  study_year: p.role_details.student ? String(p.role_details.student.study_year) : '',
  domains: p.role_details.expert?.domains.join(', ') ?? '',
  sectors: p.role_details.expert?.sectors.join(', ') ?? '',
  mentor_languages: p.role_details.expert?.languages.join(', ') ?? '',
  availability: p.role_details.expert?.availability ?? '',
  volunteer,
  org_type: p.role_details.organisation?.org_type ?? '',
});

export type StepErrors = Record<string, string | undefined>;

/** The title, introduction and fields of one step. */
export function StepBody({
  step,
  draft,
  setDraft,
  errors,
  ventureErrors,
  hasPhoto,
}: {
  step: StepId;
  draft: WizardDraft;
  setDraft: (d: WizardDraft) => void;
  errors: StepErrors;
  ventureErrors: VentureErrors;
  hasPhoto: boolean;
}) {
  const { t } = useProfilesTranslation();
  const set =
    <K extends keyof WizardDraft>(key: K) =>
    (value: WizardDraft[K]) =>
      setDraft({ ...draft, [key]: value });
  const venture = (parts: ('basics' | 'where' | 'pitch' | 'visibility')[]) => (
    <VentureFields draft={draft.venture} onChange={set('venture')} errors={ventureErrors} parts={parts} />
  );
  switch (step) {
    case 'ventureBasics':
      return (
        <Step title={t('onboarding.ventureBasics')} intro={t('onboarding.ventureBasicsIntro')}>
          {venture(['basics'])}
        </Step>
      );
    case 'ventureWhere':
      return (
        <Step title={t('onboarding.ventureWhere')} intro={t('onboarding.ventureWhereIntro')}>
          {venture(['where'])}
        </Step>
      );
    case 'venturePitch':
      return (
        <Step title={t('onboarding.venturePitch')} intro={t('onboarding.venturePitchIntro')}>
          {venture(['pitch', 'visibility'])}
        </Step>
      );
    case 'about':
      return (
        <Step title={t('onboarding.aboutTitle')} intro={t('onboarding.aboutIntro')}>
          <TextField
            id="onb-headline"
            label={t('profile.headline')}
            hint={t('profile.headlineHint')}
            value={draft.headline}
            onChange={set('headline')}
            maxLength={120}
            error={errors.headline}
          />
          <PlaceFields
            idPrefix="onb"
            stateLabel={t('profile.state')}
            cityLabel={t('profile.city')}
            state={draft.state}
            city={draft.city}
            onState={set('state')}
            onCity={set('city')}
            errors={errors}
          />
          <TextField
            id="onb-languages"
            label={t('profile.languages')}
            hint={t('common.commaHint')}
            value={draft.languages}
            onChange={set('languages')}
            error={errors.languages}
          />
        </Step>
      );
    case 'photo':
      return (
        <Step title={t('onboarding.photoTitle')} intro={t('onboarding.photoIntro')}>
          <PhotoControls hasPhoto={hasPhoto} />
          <TextAreaField
            id="onb-bio"
            label={t('profile.bio')}
            hint={t('profile.bioHint')}
            value={draft.bio}
            onChange={set('bio')}
            maxLength={2000}
            error={errors.bio}
          />
        </Step>
      );
    case 'study':
      return (
        <Step title={t('onboarding.studyTitle')} intro={t('onboarding.studyIntro')}>
          <SelectField
            id="onb-study-type"
            label={t('onboarding.studyType')}
            value={draft.study_type}
            options={STUDY_TYPES}
            labelOf={(s) => t(`studyTypes.${s}`)}
            onChange={set('study_type')}
            required
            error={errors.study_type}
          />
          <SelectField
            id="onb-study-year"
            label={t('onboarding.studyYear')}
            value={draft.study_year as '1'}
            options={['1', '2', '3', '4', '5', '6'] as const}
            labelOf={(y) => y}
            onChange={set('study_year')}
            required
            error={errors.study_year}
          />
        </Step>
      );
    case 'expertise':
      return (
        <Step title={t('onboarding.expertTitle')} intro={t('onboarding.expertIntro')}>
          <TextField
            id="onb-domains"
            label={t('onboarding.domains')}
            hint={t('onboarding.domainsHint')}
            value={draft.domains}
            onChange={set('domains')}
            error={errors.domains}
          />
          <TextField
            id="onb-sectors"
            label={t('onboarding.sectors')}
            hint={t('common.commaHint')}
            value={draft.sectors}
            onChange={set('sectors')}
            error={errors.sectors}
          />
        </Step>
      );
    case 'expertTime':
      return (
        <Step title={t('onboarding.expertTimeTitle')} intro={t('onboarding.expertTimeIntro')}>
          <TextField
            id="onb-mentor-languages"
            label={t('onboarding.mentorLanguages')}
            hint={t('common.commaHint')}
            value={draft.mentor_languages}
            onChange={set('mentor_languages')}
            error={errors.languages}
          />
          <SelectField
            id="onb-availability"
            label={t('onboarding.availability')}
            value={draft.availability}
            options={AVAILABILITIES}
            labelOf={(a) => t(`availability.${a}`)}
            onChange={set('availability')}
            required
            error={errors.availability}
          />
        </Step>
      );
    case 'volunteerWhat':
      return (
        <Step title={t('onboarding.volunteerTitle')} intro={t('onboarding.volunteerIntro')}>
          <VolunteerFields draft={draft.volunteer} onChange={set('volunteer')} parts={['what']} errors={errors} />
        </Step>
      );
    case 'volunteerTime':
      return (
        <Step title={t('onboarding.volunteerTimeTitle')} intro={t('onboarding.volunteerTimeIntro')}>
          <VolunteerFields draft={draft.volunteer} onChange={set('volunteer')} parts={['time']} errors={errors} />
        </Step>
      );
    case 'organisation':
      return (
        <Step title={t('onboarding.orgTitle')} intro={t('onboarding.orgIntro')}>
          <SelectField
            id="onb-org-type"
            label={t('onboarding.orgType')}
            value={draft.org_type}
            options={ORG_TYPES}
            labelOf={(o) => t(`orgTypes.${o}`)}
            onChange={set('org_type')}
            required
            error={errors.org_type}
          />
        </Step>
      );
    case 'investor':
      return (
        <Step title={t('onboarding.investorTitle')} intro={t('onboarding.investorIntro')}>
          <Link to="/investor-registration" className="btn-outline self-start">
            {t('onboarding.investorLink')}
            <ArrowRight className="size-4" aria-hidden />
          </Link>
        </Step>
      );
  }
}

function Step({ title, intro, children }: { title: string; intro: string; children: React.ReactNode }) {
  return (
    <div className="flex flex-col gap-4">
      <div>
        <h2 className="text-xl font-semibold text-stone-900">{title}</h2>
        <p className="mt-1 text-sm text-stone-600">{intro}</p>
      </div>
      {children}
    </div>
  );
}
