import type { TForumThreadSummary } from '@ankur/shared/schemas/community-forum';
import { CheckCircle2, EyeOff, Lock, MessageSquare, Pin, Search, ThumbsUp } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Badge } from '../../../../components/ui/badge';
import { ItemDate } from '../../../../components/ui/item-date';
import { LoadMore } from '../../../../components/ui/load-more';
import { QueryGate } from '../../../../components/ui/query-gate';
import { StatePanel } from '../../../../components/ui/state-panel';
import { useErrorText } from '../../../../lib/api-errors';
import { type ThreadFilter, useThreads } from '../api/forum';
import { useForumTranslation } from '../i18n';

const Skeleton = () => (
  <div className="flex flex-col gap-3">
    {[0, 1, 2].map((i) => (
      <div key={i} className="h-24 animate-pulse rounded-2xl bg-stone-100" />
    ))}
  </div>
);

/** One thread's row: title (a link to it), excerpt, state badges, counts and the last activity. */
export function ThreadRow({ thread }: { thread: TForumThreadSummary }) {
  const { t } = useForumTranslation();
  return (
    <li className="rounded-2xl bg-white p-4 ring-1 ring-stone-200 hover:ring-brand-300">
      <div className="flex flex-wrap items-center gap-2">
        {thread.pinned ? (
          <Badge tone="blue">
            <Pin className="mr-1 inline size-3" aria-hidden />
            {t('badge.pinned')}
          </Badge>
        ) : null}
        {thread.locked ? (
          <Badge tone="stone">
            <Lock className="mr-1 inline size-3" aria-hidden />
            {t('badge.locked')}
          </Badge>
        ) : null}
        {thread.answered ? (
          <Badge tone="green">
            <CheckCircle2 className="mr-1 inline size-3" aria-hidden />
            {t('badge.answered')}
          </Badge>
        ) : null}
        {thread.hidden ? (
          <Badge tone="amber">
            <EyeOff className="mr-1 inline size-3" aria-hidden />
            {t('badge.hidden')}
          </Badge>
        ) : null}
      </div>
      <h3 className="mt-1 text-base font-semibold break-words text-stone-900">
        <Link
          to={`/community/forum?category=${thread.category_slug}&thread=${thread.thread_id}`}
          className="hover:text-brand-800 hover:underline focus-visible:underline"
        >
          {thread.title}
        </Link>
      </h3>
      {thread.excerpt ? <p className="mt-1 line-clamp-2 text-sm break-words text-stone-600">{thread.excerpt}</p> : null}
      <div className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-1 text-xs text-stone-500">
        <span>{t('list.by', { name: thread.author.name })}</span>
        <span className="flex items-center gap-1">
          <MessageSquare className="size-3.5" aria-hidden />
          {t('list.replies', { count: thread.reply_count })}
        </span>
        <span className="flex items-center gap-1">
          <ThumbsUp className="size-3.5" aria-hidden />
          {t('list.votes', { count: thread.vote_count })}
        </span>
        <ItemDate date={thread.last_activity_at} />
        {thread.tags.map((tag) => (
          <span key={tag} className="rounded-full bg-stone-100 px-2 py-0.5 text-stone-700">
            #{tag}
          </span>
        ))}
      </div>
    </li>
  );
}

/** A category's (or every category's, or a search's) threads: pinned first, then "Load more" pages. */
export function ThreadList({ filter, emptyAction }: { filter: ThreadFilter; emptyAction?: ReactNode }) {
  const { t } = useForumTranslation();
  const errorText = useErrorText();
  const pages = useThreads(filter);
  return (
    <QueryGate query={pages} pending={<Skeleton />} error={{ title: t('list.loadFailed') }}>
      {(data) => {
        const pinned = data.pages[0]?.pinned ?? [];
        const items = data.pages.flatMap((p) => p.items);
        if (pinned.length + items.length === 0) {
          return filter.q ? (
            <StatePanel Icon={Search} title={t('list.emptySearch')} body={t('list.emptySearchBody')} />
          ) : (
            <StatePanel Icon={MessageSquare} title={t('list.empty')} body={t('list.emptyBody')}>
              {emptyAction}
            </StatePanel>
          );
        }
        return (
          <>
            <ul className="flex flex-col gap-3">
              {[...pinned, ...items].map((thread) => (
                <ThreadRow key={thread.thread_id} thread={thread} />
              ))}
            </ul>
            <LoadMore
              pages={pages}
              label={t('list.loadMore')}
              loadingLabel={t('list.loadingMore')}
              error={pages.error ? errorText(pages.error) : null}
            />
          </>
        );
      }}
    </QueryGate>
  );
}
