import type { TRoleDetails } from '@ankur/shared/schemas/profiles';
import { useProfilesTranslation } from '../i18n';
import { Card, Tags } from './page';

/** What a person said about their role: studies, expertise, volunteering, organisation. */
export function RoleDetailsView({ details }: { details: TRoleDetails }) {
  const { t } = useProfilesTranslation();
  const { student, expert, volunteer, organisation } = details;
  return (
    <Card id="profile-roles" title={t('sections.roles')}>
      <dl className="grid gap-4 sm:grid-cols-2">
        {student ? (
          <div>
            <dt className="text-sm font-semibold text-stone-800">{t('roleDetails.student')}</dt>
            <dd className="mt-1 text-sm text-stone-700">
              {t('roleDetails.studyLine', { type: t(`studyTypes.${student.study_type}`), year: student.study_year })}
            </dd>
          </div>
        ) : null}
        {expert ? (
          <div>
            <dt className="text-sm font-semibold text-stone-800">{t('roleDetails.expert')}</dt>
            <dd className="mt-1 flex flex-col gap-2 text-sm text-stone-700">
              <Tags items={[...expert.domains, ...expert.sectors]} label={t('roleDetails.domains')} />
              {expert.languages.length > 0 ? (
                <span>
                  {t('roleDetails.languages')}: {expert.languages.join(', ')}
                </span>
              ) : null}
              <span>
                {t('roleDetails.availability')}: {t(`availability.${expert.availability}`)}
              </span>
            </dd>
          </div>
        ) : null}
        {volunteer ? (
          <div>
            <dt className="text-sm font-semibold text-stone-800">{t('roleDetails.volunteer')}</dt>
            <dd className="mt-1 flex flex-col gap-2 text-sm text-stone-700">
              <Tags items={volunteer.skills} label={t('volunteer.skills')} />
              <span>
                {t('roleDetails.hoursLine', { hours: volunteer.hours_per_month, given: volunteer.hours_given })}
              </span>
            </dd>
          </div>
        ) : null}
        {organisation ? (
          <div>
            <dt className="text-sm font-semibold text-stone-800">{t('roleDetails.organisation')}</dt>
            <dd className="mt-1 text-sm text-stone-700">{t(`orgTypes.${organisation.org_type}`)}</dd>
          </div>
        ) : null}
      </dl>
    </Card>
  );
}
