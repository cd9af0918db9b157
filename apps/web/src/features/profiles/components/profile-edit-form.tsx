import { PROFILE_VISIBILITIES } from '@ankur/shared/schemas/account';
import {
  INDIAN_STATES,
  PROFILE_SECTIONS,
  type TIndianState,
  type TMyProfile,
  type TProfileSection,
  type TVisibility,
} from '@ankur/shared/schemas/profiles';
import { type FormEvent, useState } from 'react';
import { notify } from '../../../components/ui/toaster';
import { fieldErrorsOf, useErrorText } from '../../../lib/api-errors';
import { useSaveProfile } from '../api/profiles';
import { useProfilesTranslation } from '../i18n';
import { SelectField, splitTags, TextAreaField, TextField } from './fields';
import { Card } from './page';

const FIELDS = ['headline', 'bio', 'city', 'state', 'languages', 'links', 'skills', 'visibility'] as const;

/** The owner's Edit mode of /user/profile: every field, which programs to show, and who sees each part. */
export function ProfileEditForm({ profile, onDone }: { profile: TMyProfile; onDone: () => void }) {
  const { t } = useProfilesTranslation();
  const errorText = useErrorText();
  const save = useSaveProfile();
  const [headline, setHeadline] = useState(profile.headline);
  const [bio, setBio] = useState(profile.bio);
  const [city, setCity] = useState(profile.city);
  const [state, setState] = useState<TIndianState | ''>(profile.state ?? '');
  const [languages, setLanguages] = useState(profile.languages.join(', '));
  const [skills, setSkills] = useState(profile.skills.join(', '));
  const [links, setLinks] = useState(profile.links.join('\n'));
  const [visibility, setVisibility] = useState(profile.visibility);
  const [shown, setShown] = useState(profile.shown_programs);
  const [showCertificates, setShowCertificates] = useState(profile.show_certificates);
  const errors = fieldErrorsOf(save.error, FIELDS);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate(
      {
        headline: headline.trim(),
        bio: bio.trim(),
        city: city.trim(),
        state: state || null,
        languages: splitTags(languages),
        skills: splitTags(skills),
        links: links
          .split('\n')
          .map((l) => l.trim())
          .filter(Boolean),
        visibility,
        shown_programs: shown,
        show_certificates: showCertificates,
      },
      {
        onSuccess: () => {
          notify.success(t('common.saved'));
          onDone();
        },
      },
    );
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4" aria-label={t('profile.editTitle')}>
      <Card id="profile-edit-basic" title={t('sections.basic')}>
        <div className="flex flex-col gap-4">
          <TextField
            id="profile-headline"
            label={t('profile.headline')}
            hint={t('profile.headlineHint')}
            value={headline}
            onChange={setHeadline}
            maxLength={120}
            error={errors.headline}
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              id="profile-city"
              label={t('profile.city')}
              value={city}
              onChange={setCity}
              maxLength={80}
              error={errors.city}
            />
            <SelectField
              id="profile-state"
              label={t('profile.state')}
              value={state}
              options={INDIAN_STATES}
              labelOf={(s) => s}
              onChange={setState}
              error={errors.state}
            />
          </div>
        </div>
      </Card>
      <Card id="profile-edit-about" title={t('sections.about')}>
        <div className="flex flex-col gap-4">
          <TextAreaField
            id="profile-bio"
            label={t('profile.bio')}
            hint={t('profile.bioHint')}
            value={bio}
            onChange={setBio}
            rows={5}
            maxLength={2000}
            error={errors.bio}
          />
          <TextField
            id="profile-skills"
            label={t('profile.skills')}
            hint={t('common.commaHint')}
            value={skills}
            onChange={setSkills}
            error={errors.skills}
          />
          <TextField
            id="profile-languages"
            label={t('profile.languages')}
            hint={t('common.commaHint')}
            value={languages}
            onChange={setLanguages}
            error={errors.languages}
          />
          <TextAreaField
            id="profile-links"
            label={t('profile.links')}
            hint={t('profile.linksHint')}
            value={links}
            onChange={setLinks}
            rows={3}
            error={errors.links}
          />
        </div>
      </Card>
      <Card id="profile-edit-learning" title={t('profile.learning')}>
        <fieldset className="flex flex-col gap-2">
          <legend className="text-sm font-medium text-stone-800">{t('profile.showPrograms')}</legend>
          {profile.enrolled_programs.length === 0 ? (
            <p className="text-sm text-stone-600">{t('profile.noPrograms')}</p>
          ) : null}
          {profile.enrolled_programs.map((p) => (
            <label key={p.program_id} className="flex items-center gap-2 text-sm text-stone-800">
              <input
                type="checkbox"
                className="size-4 accent-brand-700"
                checked={shown.includes(p.program_id)}
                onChange={(e) =>
                  setShown(e.target.checked ? [...shown, p.program_id] : shown.filter((id) => id !== p.program_id))
                }
              />
              {p.program_name}
            </label>
          ))}
        </fieldset>
        <label className="mt-3 flex items-center gap-2 text-sm text-stone-800">
          <input
            type="checkbox"
            className="size-4 accent-brand-700"
            checked={showCertificates}
            onChange={(e) => setShowCertificates(e.target.checked)}
          />
          {t('profile.showCertificates')}
        </label>
      </Card>
      <Card id="profile-edit-privacy" title={t('profile.privacy')}>
        <p className="mb-3 text-sm text-stone-600">
          {t('profile.privacyIntro', { value: t(`visibility.${profile.default_visibility}`) })}
        </p>
        <div className="grid gap-4 sm:grid-cols-2">
          {PROFILE_SECTIONS.map((section: TProfileSection) => (
            <SelectField
              key={section}
              id={`profile-visibility-${section}`}
              label={t(`sections.${section}`)}
              value={visibility[section]}
              options={PROFILE_VISIBILITIES}
              labelOf={(v) => t(`visibility.${v}`)}
              onChange={(v) => v && setVisibility({ ...visibility, [section]: v as TVisibility })}
            />
          ))}
        </div>
      </Card>
      {save.isError && Object.keys(errors).length === 0 ? (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
          {t('common.saveFailed', { reason: errorText(save.error) })}
        </p>
      ) : null}
      <div className="flex flex-wrap justify-end gap-2">
        <button type="button" className="btn-ghost" onClick={onDone}>
          {t('common.cancel')}
        </button>
        <button type="submit" className="btn-primary" disabled={save.isPending}>
          {save.isPending ? t('common.saving') : t('common.save')}
        </button>
      </div>
    </form>
  );
}
