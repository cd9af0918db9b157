import type { TVolunteerDetails } from '@ankur/shared/schemas/profiles';
import { Clock, HandHeart, Pencil } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Link, useParams } from 'react-router';
import { QueryGate } from '../../../components/ui/query-gate';
import { StatePanel } from '../../../components/ui/state-panel';
import { notify } from '../../../components/ui/toaster';
import { fieldIssuesOf, useErrorText } from '../../../lib/api-errors';
import { useProfile, useSaveProfile } from '../api/profiles';
import { idParam, NotShared } from '../components/not-shared';
import { Card, ProfilesPage, Tags } from '../components/page';
import {
  type VolunteerDraft,
  VolunteerFields,
  volunteerDraftOf,
  volunteerErrors,
  volunteerOf,
} from '../components/volunteer-form';
import { useProfilesTranslation } from '../i18n';

/**
 * /volunteer-profile/:UserId: the skills, causes and hours a person offers and has given (their
 * role details, shown as their 'roles' section allows); the owner edits them here.
 */
export default function VolunteerScreen() {
  const { t } = useProfilesTranslation();
  const userId = idParam(useParams().UserId);
  const profile = useProfile(userId);
  return (
    <ProfilesPage headingId="volunteer-heading" title={t('volunteer.title')} intro={t('volunteer.intro')}>
      {userId === 0 ? (
        <NotShared />
      ) : (
        <QueryGate
          query={profile}
          pending={<div className="h-48 animate-pulse rounded-2xl bg-stone-100" />}
          notFound={<NotShared />}
          error={{ title: t('volunteer.loadFailed'), retryLabel: t('common.retry') }}
        >
          {(p) => <Volunteer name={p.name} userId={p.user_id} owner={p.is_owner} details={p.role_details?.volunteer} />}
        </QueryGate>
      )}
    </ProfilesPage>
  );
}

function Volunteer({
  name,
  userId,
  owner,
  details,
}: {
  name: string;
  userId: number;
  owner: boolean;
  details?: TVolunteerDetails | undefined;
}) {
  const { t } = useProfilesTranslation();
  const [editing, setEditing] = useState(false);
  if (editing) return <VolunteerEditor details={details} onDone={() => setEditing(false)} />;
  if (!details) {
    return (
      <StatePanel
        Icon={HandHeart}
        title={t('volunteer.emptyTitle')}
        body={owner ? t('volunteer.emptyOwner') : t('volunteer.emptyOther')}
      >
        {owner ? (
          <button type="button" className="btn-primary" onClick={() => setEditing(true)}>
            {t('volunteer.add')}
          </button>
        ) : null}
      </StatePanel>
    );
  }
  return (
    <>
      <section aria-labelledby="volunteer-name" className="rounded-2xl bg-white p-4 ring-1 ring-stone-200 sm:p-6">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <h2 id="volunteer-name" className="text-xl font-bold text-stone-900">
            <Link to={`/user/profile/${userId}`} className="underline decoration-stone-300">
              {name}
            </Link>
          </h2>
          {owner ? (
            <button type="button" className="btn-outline" onClick={() => setEditing(true)}>
              <Pencil className="size-4" aria-hidden />
              {t('common.edit')}
            </button>
          ) : null}
        </div>
        <dl className="mt-4 grid grid-cols-2 gap-3">
          <div className="rounded-xl bg-brand-50 p-4">
            <dt className="flex items-center gap-1 text-sm text-brand-900">
              <Clock className="size-4" aria-hidden />
              {t('volunteer.hoursStat')}
            </dt>
            <dd className="text-3xl font-bold text-brand-900">{details.hours_per_month}</dd>
          </div>
          <div className="rounded-xl bg-amber-50 p-4">
            <dt className="flex items-center gap-1 text-sm text-amber-900">
              <HandHeart className="size-4" aria-hidden />
              {t('volunteer.givenStat')}
            </dt>
            <dd className="text-3xl font-bold text-amber-900">{details.hours_given}</dd>
          </div>
        </dl>
      </section>
      <Card id="volunteer-skills-card" title={t('volunteer.skills')}>
        <Tags items={details.skills} label={t('volunteer.skills')} />
      </Card>
      {details.causes.length > 0 ? (
        <Card id="volunteer-causes-card" title={t('volunteer.causes')}>
          <Tags items={details.causes.map((c) => t(`causes.${c}`))} label={t('volunteer.causes')} />
        </Card>
      ) : null}
    </>
  );
}

function VolunteerEditor({ details, onDone }: { details?: TVolunteerDetails | undefined; onDone: () => void }) {
  const { t } = useProfilesTranslation();
  const errorText = useErrorText();
  const save = useSaveProfile();
  const [draft, setDraft] = useState<VolunteerDraft>(volunteerDraftOf(details));
  const errors = volunteerErrors(fieldIssuesOf(save.error));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate(
      { role_details: { volunteer: volunteerOf(draft) } },
      {
        onSuccess: () => {
          notify.success(t('common.saved'));
          onDone();
        },
      },
    );
  };
  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label={t('volunteer.title')}
      className="rounded-2xl bg-white p-4 ring-1 ring-stone-200 sm:p-6"
    >
      <VolunteerFields draft={draft} onChange={setDraft} errors={errors} />
      {save.isError && Object.keys(errors).length === 0 ? (
        <p role="alert" className="mt-4 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
          {t('common.saveFailed', { reason: errorText(save.error) })}
        </p>
      ) : null}
      <div className="mt-4 flex justify-end gap-2">
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
