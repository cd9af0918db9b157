import type { TProfileView } from '@ankur/shared/schemas/profiles';
import { Brain, ExternalLink, HandHeart, MapPin, Rocket } from 'lucide-react';
import { Link } from 'react-router';
import { Avatar } from '../../../components/ui/avatar';
import { Badge } from '../../../components/ui/badge';
import { useProfilesTranslation } from '../i18n';
import { Card, Tags } from './page';
import { PhotoControls } from './photo-controls';
import { RoleDetailsView } from './role-details-view';

/** The header of /user/profile: photo, name, headline, location and roles. */
export function ProfileHeader({ profile }: { profile: TProfileView }) {
  const { t } = useProfilesTranslation();
  const place = [profile.city, profile.state].filter(Boolean).join(', ');
  return (
    <section aria-labelledby="profile-name" className="rounded-2xl bg-white p-4 ring-1 ring-stone-200 sm:p-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
        <Avatar name={profile.name} url={profile.photo_url} alt={t('profile.photoOf', { name: profile.name })} />
        <div className="min-w-0 flex-1">
          <h1 id="profile-name" className="text-2xl font-bold break-words text-stone-900 sm:text-3xl">
            {profile.name}
          </h1>
          {profile.headline ? <p className="mt-1 text-stone-700">{profile.headline}</p> : null}
          {place ? (
            <p className="mt-1 flex items-center gap-1 text-sm text-stone-600">
              <MapPin className="size-4" aria-hidden />
              {place}
            </p>
          ) : null}
          {profile.roles.length > 0 ? (
            <ul aria-label={t('profile.roles')} className="mt-2 flex flex-wrap gap-2">
              {profile.roles.map((r) => (
                <li key={r}>
                  <Badge tone="green">{r}</Badge>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      </div>
      {profile.is_owner ? (
        <div className="mt-4">
          <PhotoControls hasPhoto={profile.photo_url !== null} />
        </div>
      ) : null}
      <ProfileLinks profile={profile} />
    </section>
  );
}

function ProfileLinks({ profile }: { profile: TProfileView }) {
  const { t } = useProfilesTranslation();
  const links = [
    profile.personality || profile.is_owner
      ? { to: `/personality-profile/${profile.user_id}`, label: t('profile.personalityLink'), Icon: Brain }
      : null,
    profile.venture_id || (profile.is_owner && profile.roles.includes('Entrepreneur'))
      ? {
          to: profile.is_owner ? '/profile/entrepreneurial' : `/profile/entrepreneurial?venture=${profile.venture_id}`,
          label: t('profile.ventureLink'),
          Icon: Rocket,
        }
      : null,
    profile.role_details?.volunteer || (profile.is_owner && profile.roles.includes('Volunteer'))
      ? { to: `/volunteer-profile/${profile.user_id}`, label: t('profile.volunteerLink'), Icon: HandHeart }
      : null,
  ].filter((l) => l !== null);
  if (links.length === 0) return null;
  return (
    <ul className="mt-4 flex flex-wrap gap-2">
      {links.map(({ to, label, Icon }) => (
        <li key={to}>
          <Link to={to} className="btn-ghost text-brand-800">
            <Icon className="size-4" aria-hidden />
            {label}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** About, role details, programs and certificates: each only when the viewer may see it. */
export function ProfileSections({ profile }: { profile: TProfileView }) {
  const { t } = useProfilesTranslation();
  const about = profile.about;
  const empty = about && !about.bio && about.skills.length + about.languages.length + about.links.length === 0;
  return (
    <>
      {about ? (
        <Card id="profile-about" title={t('profile.about')}>
          {empty ? (
            <p className="text-sm text-stone-600">
              {profile.is_owner ? t('profile.noAboutOwner') : t('profile.noAbout')}
            </p>
          ) : (
            <div className="flex flex-col gap-3">
              {about.bio ? <p className="whitespace-pre-line text-stone-800">{about.bio}</p> : null}
              <Tags items={about.skills} label={t('profile.skills')} />
              {about.languages.length > 0 ? (
                <p className="text-sm text-stone-700">
                  <span className="font-medium">{t('profile.languages')}: </span>
                  {about.languages.join(', ')}
                </p>
              ) : null}
              {about.links.length > 0 ? (
                <ul aria-label={t('profile.links')} className="flex flex-col gap-1">
                  {about.links.map((href) => (
                    <li key={href}>
                      <a
                        href={href}
                        target="_blank"
                        rel="noopener noreferrer nofollow"
                        className="inline-flex items-center gap-1 text-sm break-all text-brand-800 underline"
                      >
                        {href.replace(/^https?:\/\//, '')}
                        <ExternalLink className="size-3.5 shrink-0" aria-hidden />
                      </a>
                    </li>
                  ))}
                </ul>
              ) : null}
            </div>
          )}
        </Card>
      ) : null}
      {profile.role_details && Object.keys(profile.role_details).length > 0 ? (
        <RoleDetailsView details={profile.role_details} />
      ) : null}
      {profile.learning &&
      (profile.is_owner || profile.learning.programs.length + profile.learning.certificates.length > 0) ? (
        <Card id="profile-learning" title={t('profile.learning')}>
          {profile.learning.programs.length + profile.learning.certificates.length === 0 ? (
            <p className="text-sm text-stone-600">{t('profile.noLearning')}</p>
          ) : (
            <div className="grid gap-4 sm:grid-cols-2">
              {profile.learning.programs.length > 0 ? (
                <div>
                  <h3 className="text-sm font-semibold text-stone-800">{t('profile.programs')}</h3>
                  <ul className="mt-2 flex flex-col gap-1 text-sm">
                    {profile.learning.programs.map((p) => (
                      <li key={p.program_id}>
                        <Link to={`/programs/overview/${p.program_id}`} className="text-brand-800 underline">
                          {p.program_name}
                        </Link>
                      </li>
                    ))}
                  </ul>
                </div>
              ) : null}
              {profile.learning.certificates.length > 0 ? (
                <div>
                  <h3 className="text-sm font-semibold text-stone-800">{t('profile.certificates')}</h3>
                  <ul className="mt-2 flex flex-col gap-1 text-sm">
                    {profile.learning.certificates.map((c) => (
                      <li key={c.code} className="flex flex-wrap gap-x-2">
                        <span className="text-stone-800">{c.program_name}</span>
                        <Link to={c.verify_path} className="text-brand-800 underline">
                          {t('profile.verify')}
                        </Link>
                      </li>
                    ))}
                  </ul>
                </div>
              ) : null}
            </div>
          )}
        </Card>
      ) : null}
    </>
  );
}
