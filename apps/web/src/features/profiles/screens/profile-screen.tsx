import type { TProfileView } from '@ankur/shared/schemas/profiles';
import { Pencil } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useParams } from 'react-router';
import { QueryGate } from '../../../components/ui/query-gate';
import { useSessionStore } from '../../../stores/session';
import { useMyProfile, useProfile } from '../api/profiles';
import { idParam, NotShared } from '../components/not-shared';
import { ProfileEditForm } from '../components/profile-edit-form';
import { ProfileHeader, ProfileSections } from '../components/profile-view';
import { useProfilesTranslation } from '../i18n';

const Skeleton = () => (
  <div className="flex flex-col gap-4">
    <div className="h-40 animate-pulse rounded-2xl bg-stone-100" />
    <div className="h-32 animate-pulse rounded-2xl bg-stone-100" />
  </div>
);

/**
 * /user/profile/:user_id: a person's profile as the viewer may see it (each section per its
 * visibility); the owner also sees an Edit mode for every field and who sees each part.
 */
export default function ProfileScreen({
  networkBar,
  reportAction,
}: {
  /** the bar under the header (the app puts the community's connections, follow and message bar here) */
  networkBar?: (profile: TProfileView) => ReactNode;
  /** what another person may do about this profile (the app puts a Report item here) */
  reportAction?: (profile: TProfileView) => ReactNode;
} = {}) {
  const { t } = useProfilesTranslation();
  const userId = idParam(useParams().user_id);
  const me = useSessionStore((s) => s.user?.user_id);
  const isOwner = me === userId;
  const profile = useProfile(userId);
  const mine = useMyProfile(isOwner);
  const [editing, setEditing] = useState(false);

  if (userId === 0)
    return (
      <Frame>
        <NotShared />
      </Frame>
    );
  return (
    <Frame>
      <QueryGate
        query={profile}
        pending={<Skeleton />}
        loadingLabel={t('common.loading')}
        notFound={<NotShared />}
        error={{ title: t('profile.loadFailed'), retryLabel: t('common.retry'), heading: 'h1' }}
      >
        {(data) =>
          editing && isOwner ? (
            <QueryGate
              query={mine}
              pending={<Skeleton />}
              error={{ title: t('profile.loadFailed'), retryLabel: t('common.retry') }}
            >
              {(own) => (
                <div className="flex flex-col gap-4">
                  <h1 className="text-2xl font-bold tracking-tight text-stone-900 sm:text-3xl">
                    {t('profile.editTitle')}
                  </h1>
                  <ProfileEditForm profile={own} onDone={() => setEditing(false)} />
                </div>
              )}
            </QueryGate>
          ) : (
            <div className="flex flex-col gap-4">
              <ProfileHeader profile={data} />
              {networkBar?.(data)}
              {data.hidden && data.is_owner ? (
                <p role="status" className="rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-900">
                  {t('profile.hiddenNote')}
                </p>
              ) : null}
              {!data.is_owner && reportAction ? <div className="self-end">{reportAction(data)}</div> : null}
              {data.is_owner ? (
                <div className="flex flex-col gap-2 rounded-xl bg-brand-50 px-4 py-3 sm:flex-row sm:items-center sm:justify-between">
                  <p className="text-sm text-brand-900">{t('profile.ownerNote')}</p>
                  <button type="button" className="btn-primary shrink-0" onClick={() => setEditing(true)}>
                    <Pencil className="size-4" aria-hidden />
                    {t('profile.edit')}
                  </button>
                </div>
              ) : null}
              <ProfileSections profile={data} />
            </div>
          )
        }
      </QueryGate>
    </Frame>
  );
}

function Frame({ children }: { children: ReactNode }) {
  return <div className="mx-auto w-full max-w-4xl px-4 py-8 sm:px-6 sm:py-10">{children}</div>;
}
