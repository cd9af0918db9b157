import { useQueryClient } from '@tanstack/react-query';
import { ArrowUp } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { useRealtimeEvent } from '../../../../lib/socket';
import { type FeedTab, feedKeys, fetchNewer, prependPosts } from '../api/feed';
import { useFeedTranslation } from '../i18n';
import { Composer } from './composer';
import { PostList } from './post-list';

/** Counts live 'post:new' events for the feed; `take` fetches them and puts them on top. */
export function useNewPosts(tab: FeedTab) {
  const qc = useQueryClient();
  const [pending, setPending] = useState<number[]>([]);
  useRealtimeEvent('post:new', (p) => setPending((list) => (list.includes(p.post_id) ? list : [...list, p.post_id])));
  const take = async () => {
    const after = Math.min(...pending) - 1;
    setPending([]);
    const page = await fetchNewer(tab, after);
    prependPosts(qc, { kind: 'feed', tab }, page.items);
    void qc.invalidateQueries({
      queryKey: feedKeys.list({ kind: 'feed', tab: tab === 'following' ? 'everyone' : 'following' }),
    });
  };
  return { count: pending.length, take };
}

/**
 * The community feed of /community: Following (connections, follows, circles) and Everyone, a
 * composer, and the "N new posts" pill: new posts arrive live but never push the list; a click
 * puts them on top.
 */
export function CommunityFeed() {
  const { t } = useFeedTranslation();
  const [tab, setTab] = useState<FeedTab>('following');
  const fresh = useNewPosts(tab);
  return (
    <section aria-labelledby="community-feed" className="flex flex-col gap-4">
      <div>
        <h2 id="community-feed" className="text-xl font-semibold text-stone-900">
          {t('feed.heading')}
        </h2>
        <p className="mt-1 text-sm text-stone-600">{t('feed.intro')}</p>
      </div>
      <Composer />
      <div role="tablist" aria-label={t('feed.tabsLabel')} className="flex gap-1 border-b border-stone-200">
        {(['following', 'everyone'] as const).map((key) => (
          <button
            key={key}
            type="button"
            role="tab"
            aria-selected={tab === key}
            className={`-mb-px border-b-2 px-4 py-2 text-sm font-medium ${tab === key ? 'border-brand-700 text-brand-800' : 'border-transparent text-stone-600 hover:text-stone-900'}`}
            onClick={() => setTab(key)}
          >
            {t(`feed.tabs.${key}`)}
          </button>
        ))}
      </div>
      {fresh.count > 0 ? (
        <div className="sticky top-2 z-10 flex justify-center">
          <button type="button" className="btn-primary rounded-full shadow-md" onClick={() => void fresh.take()}>
            <ArrowUp className="size-4" aria-hidden />
            {t('feed.newPosts', { count: fresh.count })}
          </button>
        </div>
      ) : null}
      <div role="tabpanel">
        <PostList
          key={tab}
          source={{ kind: 'feed', tab }}
          empty={
            tab === 'following'
              ? {
                  title: t('feed.emptyFollowing'),
                  body: t('feed.emptyFollowingBody'),
                  action: (
                    <div className="flex flex-wrap justify-center gap-2">
                      <Link to="/community/groups" className="btn-primary">
                        {t('feed.findCircles')}
                      </Link>
                      <button type="button" className="btn-outline" onClick={() => setTab('everyone')}>
                        {t('feed.tabs.everyone')}
                      </button>
                    </div>
                  ),
                }
              : { title: t('feed.emptyEveryone'), body: t('feed.emptyEveryoneBody') }
          }
        />
      </div>
    </section>
  );
}
