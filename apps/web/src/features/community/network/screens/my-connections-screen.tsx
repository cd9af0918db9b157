import type { TConnection } from '@ankur/shared/schemas/community-network';
import { MessageSquare, SearchX, Users } from 'lucide-react';
import { useDeferredValue, useId, useState } from 'react';
import { Link } from 'react-router';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';
import { INPUT_CLASS } from '../../../../components/ui/field';
import { ItemDate } from '../../../../components/ui/item-date';
import { LoadMore } from '../../../../components/ui/load-more';
import { QueryGate } from '../../../../components/ui/query-gate';
import { StatePanel } from '../../../../components/ui/state-panel';
import { notify } from '../../../../components/ui/toaster';
import { useErrorText } from '../../../../lib/api-errors';
import { useConnections, useNetworkCounts, useRemoveConnection } from '../api/network';
import { profileLink } from '../components/member-card';
import { NetworkFrame } from '../components/network-nav';
import { useMessagePerson } from '../components/person-actions';
import { PersonRow, RowList, RowSkeletons } from '../components/person-row';
import { useNetworkTranslation } from '../i18n';

/** /community/my-connections: my accepted connections; search by name, message, remove (with a confirm). */
export default function MyConnectionsScreen() {
  const { t } = useNetworkTranslation();
  const errorText = useErrorText();
  const id = useId();
  const [q, setQ] = useState('');
  const search = useDeferredValue(q.trim());
  const list = useConnections('accepted', search);
  const counts = useNetworkCounts();
  const remove = useRemoveConnection();
  const message = useMessagePerson();
  const [removing, setRemoving] = useState<TConnection | null>(null);

  return (
    <NetworkFrame
      title={t('mine.title')}
      intro={counts.data ? t('mine.count', { count: counts.data.connections }) : t('mine.intro')}
    >
      <div className="mb-4 max-w-md">
        <label htmlFor={`${id}-q`} className="sr-only">
          {t('mine.search')}
        </label>
        <input
          id={`${id}-q`}
          type="search"
          className={INPUT_CLASS}
          placeholder={t('mine.search')}
          value={q}
          maxLength={100}
          onChange={(e) => setQ(e.target.value)}
        />
      </div>
      <QueryGate
        query={list}
        pending={<RowSkeletons />}
        loadingLabel={t('common.loading')}
        error={{ title: t('common.loadFailed'), retryLabel: t('common.retry') }}
      >
        {(data) => {
          const items = data.pages.flatMap((p) => p.items);
          if (!items.length)
            return search ? (
              <StatePanel Icon={SearchX} title={t('mine.emptySearch', { q: search })}>
                <button type="button" className="btn-outline" onClick={() => setQ('')}>
                  {t('common.clear')}
                </button>
              </StatePanel>
            ) : (
              <StatePanel Icon={Users} title={t('mine.emptyTitle')} body={t('mine.emptyBody')}>
                <Link to="/community/network" className="btn-primary">
                  {t('nav.network')}
                </Link>
              </StatePanel>
            );
          return (
            <>
              <RowList label={t('mine.title')}>
                {items.map((c) => (
                  <PersonRow
                    key={c.connection_id}
                    name={c.person.name}
                    imageUrl={c.person.photo_url}
                    link={profileLink(c.person.user_id)}
                    subtitle={c.person.headline}
                    meta={
                      c.responded_at ? (
                        <>
                          {t('mine.connectedOn')} <ItemDate date={c.responded_at} />
                        </>
                      ) : null
                    }
                  >
                    <button
                      type="button"
                      className="btn-primary px-3 py-1.5 text-sm"
                      disabled={message.pending}
                      onClick={() => message.open(c.person.user_id)}
                    >
                      <MessageSquare className="size-4" aria-hidden />
                      {t('actions.message')}
                    </button>
                    <button type="button" className="btn-ghost px-3 py-1.5 text-sm" onClick={() => setRemoving(c)}>
                      {t('actions.remove')}
                    </button>
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
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => {
          if (!open) setRemoving(null);
        }}
        title={t('mine.confirmRemoveTitle', { name: removing?.person.name ?? '' })}
        confirmLabel={t('actions.remove')}
        destructive
        pending={remove.isPending}
        error={remove.isError ? errorText(remove.error) : null}
        onConfirm={() =>
          removing &&
          remove.mutate(removing.connection_id, {
            onSuccess: () => {
              setRemoving(null);
              notify.success(t('actions.removed'));
            },
          })
        }
      >
        <p className="text-sm text-stone-700">{t('mine.confirmRemoveBody')}</p>
      </ConfirmDialog>
    </NetworkFrame>
  );
}
