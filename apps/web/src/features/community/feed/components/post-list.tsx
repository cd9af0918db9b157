import { Newspaper } from 'lucide-react';
import type { ReactNode } from 'react';
import { LoadMore } from '../../../../components/ui/load-more';
import { QueryErrorPanel } from '../../../../components/ui/query-gate';
import { StatePanel } from '../../../../components/ui/state-panel';
import { type PostSource, usePosts } from '../api/feed';
import { useFeedTranslation } from '../i18n';
import { PostCard } from './post-card';

function Skeleton() {
  return (
    <ul aria-hidden className="flex flex-col gap-4">
      {[0, 1, 2].map((i) => (
        <li key={i} className="h-40 animate-pulse rounded-xl bg-white ring-1 ring-stone-200" />
      ))}
    </ul>
  );
}

/** A list of posts from one source: loading, error with Retry, empty (with its action), pinned first, Load more. */
export function PostList({
  source,
  empty,
}: {
  source: PostSource;
  empty: { title: string; body: string; action?: ReactNode };
}) {
  const { t } = useFeedTranslation();
  const posts = usePosts(source);
  if (posts.isPending) {
    return (
      <div role="status" aria-label={t('feed.loading')}>
        <Skeleton />
      </div>
    );
  }
  if (posts.isError) {
    return (
      <QueryErrorPanel
        error={posts.error}
        title={t('feed.loadFailed')}
        retryLabel={t('feed.retry')}
        onRetry={() => void posts.refetch()}
      />
    );
  }
  const pinned = posts.data.pages[0]?.pinned ?? [];
  const items = posts.data.pages.flatMap((p) => p.items);
  if (!items.length && !pinned.length) {
    return (
      <StatePanel Icon={Newspaper} title={empty.title} body={empty.body} heading="h3">
        {empty.action}
      </StatePanel>
    );
  }
  return (
    <>
      <ul className="flex flex-col gap-4">
        {[...pinned, ...items].map((post) => (
          <li key={post.post_id}>
            <PostCard post={post} />
          </li>
        ))}
      </ul>
      <LoadMore pages={posts} label={t('feed.loadMore')} loadingLabel={t('feed.loadingMore')} />
    </>
  );
}
