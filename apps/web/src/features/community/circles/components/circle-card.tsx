import type { TCircle } from '@ankur/shared/schemas/community-circles';
import { Lock, Users } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '../../../../components/ui/badge';
import { useCirclesTranslation } from '../i18n';
import { JoinButton } from './join-button';

/** A circle in a list: cover, name, visibility, counts, my place in it, and the next step. */
export function CircleCard({ circle }: { circle: TCircle }) {
  const { t } = useCirclesTranslation();
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-xl bg-white ring-1 ring-stone-200">
      {circle.cover_url ? (
        <img src={circle.cover_url} alt="" className="h-24 w-full object-cover" />
      ) : (
        <div aria-hidden className="h-24 w-full bg-gradient-to-r from-brand-700 to-brand-500" />
      )}
      <div className="flex flex-1 flex-col gap-2 p-4">
        <div className="flex flex-wrap items-center gap-1.5">
          <Badge tone={circle.visibility === 'public' ? 'green' : 'amber'}>
            {circle.visibility !== 'public' ? <Lock className="mr-1 inline size-3" aria-hidden /> : null}
            {t(`card.visibility.${circle.visibility}`)}
          </Badge>
          {circle.my_role && circle.my_status === 'active' ? (
            <Badge tone="blue">{t(`card.role.${circle.my_role}`)}</Badge>
          ) : null}
          {circle.my_status === 'requested' || circle.my_status === 'invited' ? (
            <Badge tone="stone">{t(`card.status.${circle.my_status}`)}</Badge>
          ) : null}
          {circle.archived ? <Badge tone="stone">{t('card.archived')}</Badge> : null}
        </div>
        <h3 className="text-lg font-semibold text-stone-900">
          <Link to={`/community-group/${circle.circle_id}`} className="hover:underline">
            {circle.name}
          </Link>
        </h3>
        <p className="line-clamp-3 text-sm text-stone-600">{circle.description}</p>
        {circle.topics.length ? (
          <p className="flex flex-wrap gap-1.5 text-xs text-brand-700">
            {circle.topics.map((topic) => (
              <span key={topic}>#{topic}</span>
            ))}
          </p>
        ) : null}
        <p className="mt-auto flex items-center gap-3 pt-2 text-xs text-stone-500">
          <span>
            <Users className="mr-1 inline size-3.5" aria-hidden />
            {t('card.members', { count: circle.member_count })}
          </span>
          <span>{t('card.posts', { count: circle.post_count })}</span>
        </p>
        <div className="flex flex-wrap gap-2 pt-1">
          <Link to={`/community-group/${circle.circle_id}`} className="btn-outline px-3 py-1.5 text-sm">
            {t('card.open')}
          </Link>
          <JoinButton circle={circle} compact />
        </div>
      </div>
    </article>
  );
}
