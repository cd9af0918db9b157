import { useQueryClient } from '@tanstack/react-query';
import { ArrowUp, Bookmark, Settings2, UsersRound } from 'lucide-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useRealtimeEvent } from '../../../../lib/socket';
import { useCircles } from '../../circles/api/circles';
import { type FeedTab, feedKeys, fetchNewer, prependPosts, usePost } from '../api/feed';
import { useFeedTranslation } from '../i18n';
import { Composer } from './composer';
import { PostCard } from './post-card';
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

/** Beside the feed on wide screens (below it on phones): my circles and where to go next. */
function FeedSide() {
  const { t } = useFeedTranslation();
  const circles = useCircles('mine');
  const mine = (circles.data?.pages.flatMap((p) => p.items) ?? []).filter((c) => c.my_status === 'active').slice(0, 6);
  return (
    <aside aria-labelledby="feed-side" className="flex flex-col gap-4 lg:sticky lg:top-4">
      <section className="rounded-xl bg-white p-4 ring-1 ring-stone-200">
        <h3 id="feed-side" className="font-semibold text-stone-900">
          {t('feed.side.circles')}
        </h3>
        {circles.isPending ? null : mine.length ? (
          <ul className="mt-2 flex flex-col gap-1">
            {mine.map((c) => (
              <li key={c.circle_id}>
                <Link
                  to={`/community-group/${c.circle_id}`}
                  className="flex items-center gap-2 rounded-md px-2 py-1.5 text-sm text-stone-800 hover:bg-stone-50"
                >
                  <UsersRound className="size-4 shrink-0 text-brand-700" aria-hidden />
                  <span className="truncate">{c.name}</span>
                </Link>
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-2 text-sm text-stone-600">{t('feed.side.none')}</p>
        )}
        <Link to="/community/groups" className="btn-outline mt-3 w-full">
          {t('feed.side.browse')}
        </Link>
      </section>
      <nav className="flex flex-col gap-1 rounded-xl bg-white p-2 ring-1 ring-stone-200">
        <Link
          to="/community/my-posts"
          className="flex items-center gap-2 rounded-md px-2 py-2 text-sm text-stone-800 hover:bg-stone-50"
        >
          <Bookmark className="size-4 text-brand-700" aria-hidden />
          {t('feed.side.myPosts')}
        </Link>
        <Link
          to="/community/manage"
          className="flex items-center gap-2 rounded-md px-2 py-2 text-sm text-stone-800 hover:bg-stone-50"
        >
          <Settings2 className="size-4 text-brand-700" aria-hidden />
          {t('feed.side.manage')}
        </Link>
      </nav>
    </aside>
  );
}

/** The post a link points at (/community?post=ID), above the feed; gone or not visible: said so. */
function LinkedPost({ postId, onClose }: { postId: number; onClose: () => void }) {
  const { t } = useFeedTranslation();
  const post = usePost(postId);
  if (post.isPending) return null;
  return (
    <div className="flex flex-col gap-2">
      {post.data ? (
        <PostCard post={post.data} />
      ) : (
        <p className="rounded-lg bg-stone-100 p-3 text-sm text-stone-700">{t('post.sharedGone')}</p>
      )}
      <button type="button" className="btn-ghost self-start" onClick={onClose}>
        {t('feed.backToFeed')}
      </button>
    </div>
  );
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
  const [params, setParams] = useSearchParams();
  const linked = Number(params.get('post'));
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_18rem]">
      <section aria-labelledby="community-feed" className="flex min-w-0 flex-col gap-4">
        <div>
          <h2 id="community-feed" className="text-xl font-semibold text-stone-900">
            {t('feed.heading')}
          </h2>
          <p className="mt-1 text-sm text-stone-600">{t('feed.intro')}</p>
        </div>
        {Number.isInteger(linked) && linked > 0 ? (
          <LinkedPost
            postId={linked}
            onClose={() => {
              params.delete('post');
              setParams(params, { replace: true });
            }}
          />
        ) : null}
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
      <FeedSide />
    </div>
  );
}
