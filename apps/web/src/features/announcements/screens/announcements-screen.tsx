import { ADMIN_CENTER_MENU, TENANT_ADMIN_CENTER_MENU } from '@ankur/shared/menus';
import type { TAnnouncement, TAnnouncementList } from '@ankur/shared/schemas/announcements';
import { type InfiniteData, useQueryClient } from '@tanstack/react-query';
import { Megaphone, Plus } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { LoadMore } from '../../../components/ui/load-more';
import { QueryGate } from '../../../components/ui/query-gate';
import { StatePanel } from '../../../components/ui/state-panel';
import { notify } from '../../../components/ui/toaster';
import { useErrorText } from '../../../lib/api-errors';
import { removeFromPages, rowsOfPages, upsertIntoPages, useLiveQueryUpdate } from '../../../lib/live-query';
import { useRealtimeEvent } from '../../../lib/socket';
import { useAccessCheck } from '../../../stores/access';
import { announcementKeys, useAnnouncement, useAnnouncementFeed } from '../api/list-announcements';
import { useDeleteAnnouncement } from '../api/write-announcements';
import { AnnouncementCard } from '../components/announcement-card';
import { ComposerDialog } from '../components/composer-dialog';
import { ScheduledList } from '../components/scheduled-list';
import { useAnnouncementsTranslation } from '../i18n';

type FeedData = InfiniteData<TAnnouncementList, number>;
const idOf = (a: TAnnouncement) => a.announcement_id;

/** The announcement a link points at (?a=ID), or null. */
export function linkedIdFrom(params: URLSearchParams): number | null {
  const id = Number(params.get('a'));
  return Number.isInteger(id) && id > 0 ? id : null;
}

/**
 * /announcements (inside the Communication screen's tabs): the reader's feed, newest first, a
 * page at a time, with live arrivals on top marked "New"; ?a=ID outlines and scrolls to one.
 * Administrators also write (the composer), see what is scheduled (edit, cancel) and delete.
 */
export default function AnnouncementsScreen() {
  const { t } = useAnnouncementsTranslation();
  const errorText = useErrorText();
  const client = useQueryClient();
  const can = useAccessCheck();
  const writer = can(ADMIN_CENTER_MENU, 'create') || can(TENANT_ADMIN_CENTER_MENU, 'create');
  const [params] = useSearchParams();
  const linkedId = linkedIdFrom(params);

  const pages = useAnnouncementFeed();
  const remove = useDeleteAnnouncement();
  // which rows arrived live since this screen opened (marked "New"); the rows live in the feed's cache
  const [fresh, setFresh] = useState<ReadonlySet<number>>(new Set());
  const [composer, setComposer] = useState<{ open: boolean; editing: TAnnouncement | null }>({
    open: false,
    editing: null,
  });
  const [confirm, setConfirm] = useState<{ item: TAnnouncement; kind: 'cancel' | 'delete' } | null>(null);

  useLiveQueryUpdate('announcement:new', announcementKeys.feed, (data: FeedData | undefined, announcement) =>
    upsertIntoPages(data, announcement, idOf),
  );
  useRealtimeEvent('announcement:new', (announcement) => {
    setFresh((prev) => new Set(prev).add(announcement.announcement_id));
    // a scheduled one that just went out leaves the Scheduled list
    if (writer) void client.invalidateQueries({ queryKey: announcementKeys.scheduled });
  });

  const loaded = pages.data?.pages;
  const items = useMemo(() => rowsOfPages(pages.data, idOf), [pages.data]);

  const linkedInList = linkedId !== null && items.some((a) => a.announcement_id === linkedId);
  const linked = useAnnouncement(loaded && linkedId !== null && !linkedInList ? linkedId : null);
  const scrolledTo = useRef<number | null>(null);
  useEffect(() => {
    if (linkedId === null || scrolledTo.current === linkedId) return;
    const el = document.getElementById(`announcement-${linkedId}`);
    if (!el) return;
    scrolledTo.current = linkedId;
    el.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
    el.focus({ preventScroll: true });
  });

  const onConfirm = () => {
    if (!confirm) return;
    const { item, kind } = confirm;
    remove.mutate(item.announcement_id, {
      onSuccess: () => {
        const gone = (a: TAnnouncement) => a.announcement_id === item.announcement_id;
        client.setQueryData<FeedData>(announcementKeys.feed, (data) => removeFromPages(data, gone));
        client.removeQueries({ queryKey: announcementKeys.one(item.announcement_id), exact: true });
        setConfirm(null);
        notify.success(t(kind === 'cancel' ? 'scheduled.cancelled' : 'remove.done'));
      },
    });
  };
  const pinned = linked.data ?? null;

  return (
    <section aria-labelledby="announcements-heading" className="mx-auto w-full max-w-3xl px-4 py-6 sm:px-6">
      <header className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <h1 id="announcements-heading" className="text-xl font-bold tracking-tight text-stone-900">
            {t('feed.title')}
          </h1>
          <p className="mt-1 text-sm text-stone-600">{t('feed.intro')}</p>
        </div>
        {writer ? (
          <button
            type="button"
            className="btn-primary sm:shrink-0"
            onClick={() => setComposer({ open: true, editing: null })}
          >
            <Plus aria-hidden="true" className="size-4" />
            {t('compose.open')}
          </button>
        ) : null}
      </header>

      {writer ? (
        <div className="mt-5">
          <ScheduledList
            onEdit={(item) => setComposer({ open: true, editing: item })}
            onCancel={(item) => setConfirm({ item, kind: 'cancel' })}
          />
        </div>
      ) : null}

      {pinned ? (
        <div className="mt-5">
          <p className="mb-2 text-xs font-semibold uppercase tracking-wide text-stone-500">{t('feed.linked')}</p>
          <AnnouncementCard item={pinned} linked />
        </div>
      ) : linked.isError ? (
        <p role="status" className="mt-5 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {t('feed.linkedGone')}
        </p>
      ) : null}

      <div className="mt-5">
        <QueryGate
          query={pages}
          keepDataOnError
          pendingClassName="flex flex-col gap-3"
          pending={['a', 'b', 'c'].map((key) => (
            <div key={key} className="h-28 animate-pulse rounded-xl bg-stone-100" />
          ))}
          error={{ title: t('feed.error') }}
        >
          {() =>
            items.length === 0 ? (
              <StatePanel role="status" Icon={Megaphone} title={t('feed.empty.title')} body={t('feed.empty.body')} />
            ) : (
              <>
                <ul aria-label={t('feed.listLabel')} className="flex flex-col gap-3">
                  {items.map((item) => (
                    <li key={item.announcement_id}>
                      <AnnouncementCard
                        item={item}
                        fresh={fresh.has(item.announcement_id)}
                        linked={item.announcement_id === linkedId}
                        onDelete={writer ? (target) => setConfirm({ item: target, kind: 'delete' }) : undefined}
                      />
                    </li>
                  ))}
                </ul>
                <LoadMore
                  pages={pages}
                  label={t('feed.loadMore')}
                  loadingLabel={t('feed.loadingMore')}
                  error={errorText(pages.error)}
                />
              </>
            )
          }
        </QueryGate>
      </div>

      {writer ? (
        <ComposerDialog
          open={composer.open}
          editing={composer.editing}
          onOpenChange={(open) => setComposer((prev) => ({ ...prev, open }))}
        />
      ) : null}
      <ConfirmDialog
        open={confirm !== null}
        onOpenChange={(open) => {
          if (!open) {
            setConfirm(null);
            remove.reset();
          }
        }}
        title={t(confirm?.kind === 'cancel' ? 'scheduled.confirmTitle' : 'remove.confirmTitle')}
        confirmLabel={t(confirm?.kind === 'cancel' ? 'scheduled.confirm' : 'remove.confirm')}
        cancelLabel={t('scheduled.keep')}
        destructive
        pending={remove.isPending}
        error={remove.isError ? errorText(remove.error) : null}
        onConfirm={onConfirm}
      >
        <p className="text-sm text-stone-700">
          {t(confirm?.kind === 'cancel' ? 'scheduled.confirmBody' : 'remove.confirmBody', {
            title: confirm?.item.title ?? '',
          })}
        </p>
      </ConfirmDialog>
    </section>
  );
}
