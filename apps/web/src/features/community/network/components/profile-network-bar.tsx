import { Flag } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { ReportDialog, type ReportTarget } from '../../moderation/components/report-dialog';
import { useRelation } from '../api/network';
import { useNetworkTranslation } from '../i18n';
import { PersonActions } from './person-actions';

/**
 * The profile page's network bar (app/screens/profile-screen.tsx passes it in): the person's
 * connection and follower counts and, for someone else, Connect / Follow / Message / Report member.
 * Renders nothing until known (or when the viewer may not use the community).
 */
export function ProfileNetworkBar({ userId, name }: { userId: number; name: string }) {
  const { t } = useNetworkTranslation();
  const relation = useRelation(userId);
  const [report, setReport] = useState<ReportTarget | null>(null);
  const r = relation.data;
  if (!r) return null;
  return (
    <section
      aria-label={t('profile.actions', { name })}
      className="flex flex-col gap-3 rounded-2xl bg-white px-4 py-3 ring-1 ring-stone-200 sm:flex-row sm:items-center sm:justify-between"
    >
      <p className="text-sm text-stone-700">
        {r.is_self ? (
          <Link to="/community/my-connections" className="font-medium text-brand-800 hover:underline">
            {t('profile.connections', { count: r.connections })}
          </Link>
        ) : (
          <span className="font-medium">{t('profile.connections', { count: r.connections })}</span>
        )}
        {' · '}
        {t('profile.followers', { count: r.followers })}
      </p>
      {r.is_self ? null : (
        <div className="flex flex-wrap items-center gap-2">
          <PersonActions person={{ ...r, name }} compact />
          <button
            type="button"
            className="btn-ghost px-3 py-1.5 text-sm"
            onClick={() => setReport({ kind: 'member', id: userId, quote: name })}
          >
            <Flag className="size-4" aria-hidden />
            {t('actions.reportMember')}
          </button>
        </div>
      )}
      <ReportDialog target={report} onClose={() => setReport(null)} />
    </section>
  );
}
