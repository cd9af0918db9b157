import { type TVolunteerDetails, VOLUNTEER_CAUSES } from '@ankur/shared/schemas/profiles';
import { useProfilesTranslation } from '../i18n';
import { CheckGroup, splitTags, TextField } from './fields';

export type VolunteerCause = (typeof VOLUNTEER_CAUSES)[number];

/** The volunteer's details as typed (numbers as text until sent). */
export interface VolunteerDraft {
  skills: string;
  causes: VolunteerCause[];
  hours_per_month: string;
  hours_given: string;
}

export const volunteerDraftOf = (v: TVolunteerDetails | undefined): VolunteerDraft => ({
  skills: v?.skills.join(', ') ?? '',
  causes: v?.causes ?? [],
  hours_per_month: String(v?.hours_per_month ?? 4),
  hours_given: String(v?.hours_given ?? 0),
});

export const volunteerOf = (d: VolunteerDraft): TVolunteerDetails => ({
  skills: splitTags(d.skills),
  causes: d.causes,
  hours_per_month: Number(d.hours_per_month),
  hours_given: Number(d.hours_given),
});

type Errors = Partial<Record<'skills' | 'causes' | 'hours_per_month' | 'hours_given', string>>;

/** Skills and causes (`parts` 'what'), hours offered and given ('time'). */
export function VolunteerFields({
  draft,
  onChange,
  errors = {},
  parts = ['what', 'time'],
}: {
  draft: VolunteerDraft;
  onChange: (d: VolunteerDraft) => void;
  errors?: Errors;
  parts?: ('what' | 'time')[];
}) {
  const { t } = useProfilesTranslation();
  return (
    <div className="flex flex-col gap-4">
      {parts.includes('what') ? (
        <>
          <TextField
            id="volunteer-skills"
            label={t('volunteer.skills')}
            hint={t('common.commaHint')}
            value={draft.skills}
            onChange={(skills) => onChange({ ...draft, skills })}
            error={errors.skills}
          />
          <CheckGroup
            legend={t('volunteer.causes')}
            options={VOLUNTEER_CAUSES}
            value={draft.causes}
            labelOf={(c) => t(`causes.${c}`)}
            onChange={(causes) => onChange({ ...draft, causes })}
            error={errors.causes}
          />
        </>
      ) : null}
      {parts.includes('time') ? (
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            id="volunteer-hours"
            type="number"
            label={t('volunteer.hoursPerMonth')}
            value={draft.hours_per_month}
            onChange={(hours_per_month) => onChange({ ...draft, hours_per_month })}
            error={errors.hours_per_month}
          />
          <TextField
            id="volunteer-given"
            type="number"
            label={t('volunteer.hoursGiven')}
            value={draft.hours_given}
            onChange={(hours_given) => onChange({ ...draft, hours_given })}
            error={errors.hours_given}
          />
        </div>
      ) : null}
    </div>
  );
}

/** The first issue under role_details.volunteer of a 400, per field. */
export function volunteerErrors(issues: { path: string; message: string }[]): Errors {
  const out: Errors = {};
  for (const { path, message } of issues) {
    const m = /role_details\.volunteer\.(\w+)/.exec(path);
    const key = m?.[1] as keyof Errors | undefined;
    if (key && !out[key]) out[key] = message;
  }
  return out;
}
