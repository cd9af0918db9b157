import type { TOrganisationDetail } from '@ankur/shared/schemas/community-network';
import { ArrowLeft, BadgeCheck, Flag, Globe, Handshake, ImageUp, MapPin, Newspaper, Pencil } from 'lucide-react';
import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { Badge } from '../../../../components/ui/badge';
import { notify } from '../../../../components/ui/toaster';
import { useErrorText } from '../../../../lib/api-errors';
import { ReportDialog, type ReportTarget } from '../../moderation/components/report-dialog';
import { useFollow } from '../api/network';
import { useOrganisationLogo } from '../api/organisations';
import { useNetworkTranslation } from '../i18n';
import { OrganisationForm } from './organisation-form';
import { OrganisationLogo } from './organisation-logo';
import { OrganisationMembers } from './organisation-members';

/** One organisation's page: about, category, place, website, logo, follow, members and admins, and its posts' slot. */
export function OrganisationPage({ org }: { org: TOrganisationDetail }) {
  const { t } = useNetworkTranslation();
  const errorText = useErrorText();
  const follow = useFollow();
  const logo = useOrganisationLogo(org.organisation_id, org.slug);
  const file = useRef<HTMLInputElement>(null);
  const [editing, setEditing] = useState(false);
  const [report, setReport] = useState<ReportTarget | null>(null);
  const place = [org.city, org.state].filter(Boolean).join(', ');

  const toggleFollow = () =>
    follow.mutate(
      { target_kind: 'organisation', target_id: org.organisation_id, follow: !org.following },
      {
        onSuccess: (s) =>
          notify.success(t(s.following ? 'actions.followed' : 'actions.unfollowed', { name: org.name })),
        onError: (err) => notify.error(errorText(err)),
      },
    );

  return (
    <div className="flex flex-col gap-6">
      <Link to="/organization" className="inline-flex items-center gap-1 text-sm text-brand-800 hover:underline">
        <ArrowLeft className="size-4" aria-hidden />
        {t('organisation.back')}
      </Link>
      <header className="flex flex-col gap-4 rounded-2xl bg-white p-5 ring-1 ring-stone-200 sm:flex-row sm:items-start">
        <OrganisationLogo url={org.logo_url} alt={t('organisations.logoOf', { name: org.name })} size="lg" />
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <h1 className="text-2xl font-bold tracking-tight text-stone-900 sm:text-3xl">{org.name}</h1>
            {org.verified ? (
              <BadgeCheck className="size-6 text-brand-700" aria-label={t('organisations.verified')} />
            ) : null}
          </div>
          <div className="mt-2 flex flex-wrap items-center gap-2 text-sm text-stone-600">
            <Badge tone="green">{t(`category.${org.category}`)}</Badge>
            {org.open_to_collaborate ? (
              <Badge tone="blue">
                <Handshake className="mr-1 inline size-3.5" aria-hidden />
                {t('organisation.openToCollaborate')}
              </Badge>
            ) : null}
            {org.hidden ? <Badge tone="red">{t('organisations.hidden')}</Badge> : null}
            {place ? (
              <span className="inline-flex items-center gap-1">
                <MapPin className="size-4" aria-hidden />
                {place}
              </span>
            ) : null}
            {org.website ? (
              <a
                href={org.website}
                target="_blank"
                rel="noopener noreferrer nofollow"
                className="inline-flex items-center gap-1 text-brand-800 hover:underline"
              >
                <Globe className="size-4" aria-hidden />
                {org.website.replace(/^https?:\/\//, '')}
              </a>
            ) : null}
          </div>
          <p className="mt-2 text-sm text-stone-600">
            {t('organisations.followers', { count: org.follower_count })} ·{' '}
            {t('organisations.members', { count: org.member_count })}
            {org.represents_tenant ? ` · ${t('organisations.tenantPage')}` : ''}
          </p>
          <div className="mt-4 flex flex-wrap gap-2">
            <button
              type="button"
              className={org.following ? 'btn-outline' : 'btn-primary'}
              aria-pressed={org.following}
              disabled={follow.isPending}
              onClick={toggleFollow}
            >
              {org.following ? t('actions.following') : t('actions.follow')}
            </button>
            {org.may_manage ? (
              <>
                <button type="button" className="btn-outline" onClick={() => setEditing(true)}>
                  <Pencil className="size-4" aria-hidden />
                  {t('organisation.edit')}
                </button>
                <button
                  type="button"
                  className="btn-outline"
                  disabled={logo.isPending}
                  title={t('organisation.logoHint')}
                  onClick={() => file.current?.click()}
                >
                  <ImageUp className="size-4" aria-hidden />
                  {t('organisation.logo')}
                </button>
                <input
                  ref={file}
                  type="file"
                  accept="image/jpeg,image/png,image/webp"
                  className="sr-only"
                  tabIndex={-1}
                  aria-label={t('organisation.logo')}
                  onChange={(e) => {
                    const picked = e.target.files?.[0];
                    e.target.value = '';
                    if (picked)
                      logo.mutate(picked, {
                        onSuccess: () => notify.success(t('organisation.logoSaved')),
                        onError: (err) => notify.error(errorText(err)),
                      });
                  }}
                />
              </>
            ) : (
              <button
                type="button"
                className="btn-ghost"
                onClick={() => setReport({ kind: 'organisation', id: org.organisation_id, quote: org.name })}
              >
                <Flag className="size-4" aria-hidden />
                {t('organisation.reportOrganisation')}
              </button>
            )}
          </div>
        </div>
      </header>
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
        <div className="flex flex-col gap-6 lg:col-span-2">
          <section aria-labelledby="org-about" className="rounded-2xl bg-white p-5 ring-1 ring-stone-200">
            <h2 id="org-about" className="text-lg font-semibold text-stone-900">
              {t('organisation.about')}
            </h2>
            <p className="mt-2 whitespace-pre-line text-stone-700">{org.description || t('organisation.noAbout')}</p>
          </section>
          <section
            aria-labelledby="org-posts"
            className="rounded-2xl border border-dashed border-stone-300 p-5"
            data-slot="organisation-posts"
          >
            <h2 id="org-posts" className="flex items-center gap-2 text-lg font-semibold text-stone-900">
              <Newspaper className="size-5" aria-hidden />
              {t('organisation.posts')}
            </h2>
            <p className="mt-2 text-sm text-stone-600">{t('organisation.postsSoon', { name: org.name })}</p>
          </section>
        </div>
        <OrganisationMembers org={org} />
      </div>
      {editing ? <OrganisationForm open organisation={org} onClose={() => setEditing(false)} /> : null}
      <ReportDialog target={report} onClose={() => setReport(null)} />
    </div>
  );
}
