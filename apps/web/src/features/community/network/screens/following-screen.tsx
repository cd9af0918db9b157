import type { TFollowItem, TFollowsQuery } from '@ankur/shared/schemas/community-network';
import { Heart } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { ItemDate } from '../../../../components/ui/item-date';
import { LoadMore } from '../../../../components/ui/load-more';
import { QueryGate } from '../../../../components/ui/query-gate';
import { StatePanel } from '../../../../components/ui/state-panel';
import { notify } from '../../../../components/ui/toaster';
import { useErrorText } from '../../../../lib/api-errors';
import { useFollow, useFollows } from '../api/network';
import { NetworkFrame, Segmented } from '../components/network-nav';
import { PersonRow, RowList, RowSkeletons } from '../components/person-row';
import { useNetworkTranslation } from '../i18n';

type Kind = TFollowsQuery['kind'];

const EMPTY: Record<Kind, { body: string; link: string; action: string }> = {
  user: { body: 'following.emptyPeople', link: '/community/members', action: 'following.browseMembers' },
  organisation: {
    body: 'following.emptyOrganisations',
    link: '/organization',
    action: 'following.browseOrganisations',
  },
  circle: { body: 'following.emptyCircles', link: '/community/groups', action: 'following.browseCircles' },
  followers: { body: 'following.emptyFollowers', link: '/community/members', action: 'following.browseMembers' },
};

/** /community/following: who and what I follow (people, organisations, circles) and my followers. */
export default function FollowingScreen() {
  const { t } = useNetworkTranslation();
  const errorText = useErrorText();
  const [kind, setKind] = useState<Kind>('user');
  const list = useFollows(kind);
  const follow = useFollow();

  const toggle = (item: TFollowItem, next: boolean) =>
    follow.mutate(
      { target_kind: item.target_kind, target_id: item.target_id, follow: next },
      {
        onSuccess: () => notify.success(t(next ? 'actions.followed' : 'actions.unfollowed', { name: item.name })),
        onError: (err) => notify.error(errorText(err)),
      },
    );

  const empty = EMPTY[kind];
  return (
    <NetworkFrame title={t('following.title')} intro={t('following.intro')}>
      <Segmented
        label={t('following.title')}
        value={kind}
        onChange={setKind}
        options={[
          { value: 'user', label: t('following.people') },
          { value: 'organisation', label: t('following.organisations') },
          { value: 'circle', label: t('following.circles') },
          { value: 'followers', label: t('following.followers') },
        ]}
      />
      <QueryGate
        query={list}
        pending={<RowSkeletons />}
        loadingLabel={t('common.loading')}
        error={{ title: t('common.loadFailed'), retryLabel: t('common.retry') }}
      >
        {(data) => {
          const items = data.pages.flatMap((p) => p.items);
          if (!items.length)
            return (
              <StatePanel Icon={Heart} title={t(empty.body as 'following.emptyPeople')}>
                <Link to={empty.link} className="btn-primary">
                  {t(empty.action as 'following.browseMembers')}
                </Link>
              </StatePanel>
            );
          return (
            <>
              <RowList label={t('following.title')}>
                {items.map((item) => (
                  <PersonRow
                    key={item.follow_id}
                    name={item.name}
                    imageUrl={item.image_url}
                    link={item.link}
                    subtitle={item.subtitle}
                    meta={
                      <>
                        {t('following.since')} <ItemDate date={item.created_at} />
                      </>
                    }
                  >
                    {kind === 'followers' && item.following ? null : (
                      <button
                        type="button"
                        className={`${kind === 'followers' ? 'btn-primary' : 'btn-outline'} px-3 py-1.5 text-sm`}
                        disabled={follow.isPending}
                        onClick={() => toggle(item, kind === 'followers')}
                      >
                        {kind === 'followers' ? t('actions.followBack') : t('actions.unfollow')}
                      </button>
                    )}
                  </PersonRow>
                ))}
              </RowList>
              <LoadMore
                pages={list}
                label={t('common.loadMore')}
                loadingLabel={t('common.loadingMore')}
                error={list.isFetchNextPageError ? errorText(list.error) : null}
              />
            </>
          );
        }}
      </QueryGate>
    </NetworkFrame>
  );
}
