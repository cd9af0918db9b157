import type { TConnection } from '@ankur/shared/schemas/community-network';
import { Inbox, Send } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';
import { ItemDate } from '../../../../components/ui/item-date';
import { LoadMore } from '../../../../components/ui/load-more';
import { QueryGate } from '../../../../components/ui/query-gate';
import { StatePanel } from '../../../../components/ui/state-panel';
import { notify } from '../../../../components/ui/toaster';
import { useErrorText } from '../../../../lib/api-errors';
import { useConnections, useNetworkCounts, useRemoveConnection, useRespond } from '../api/network';
import { profileLink } from '../components/member-card';
import { NetworkFrame, Segmented } from '../components/network-nav';
import { PersonRow, RowList, RowSkeletons } from '../components/person-row';
import { useNetworkTranslation } from '../i18n';

type Box = 'received' | 'sent';

/**
 * /community/connections: requests received (accept or decline) and sent (withdraw, with a
 * confirm). The received list and its count follow the live 'community:network' event.
 */
export default function ConnectionsScreen() {
  const { t } = useNetworkTranslation();
  const errorText = useErrorText();
  const [box, setBox] = useState<Box>('received');
  const counts = useNetworkCounts();
  const list = useConnections(box);
  const respond = useRespond();
  const remove = useRemoveConnection();
  const [withdrawing, setWithdrawing] = useState<TConnection | null>(null);

  const answer = (c: TConnection, action: 'accept' | 'decline') =>
    respond.mutate(
      { id: c.connection_id, action },
      {
        onSuccess: () =>
          notify.success(action === 'accept' ? t('actions.accepted', { name: c.person.name }) : t('actions.declined')),
        onError: (err) => notify.error(errorText(err)),
      },
    );

  return (
    <NetworkFrame title={t('connections.title')} intro={t('connections.intro')}>
      <Segmented
        label={t('connections.title')}
        value={box}
        onChange={setBox}
        options={[
          { value: 'received', label: t('connections.receivedCount', { count: counts.data?.received ?? 0 }) },
          { value: 'sent', label: t('connections.sentCount', { count: counts.data?.sent ?? 0 }) },
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
              <StatePanel
                Icon={box === 'received' ? Inbox : Send}
                title={t(box === 'received' ? 'connections.emptyReceivedTitle' : 'connections.emptySentTitle')}
                body={t(box === 'received' ? 'connections.emptyReceivedBody' : 'connections.emptySentBody')}
              >
                <Link to="/community/members" className="btn-primary">
                  {t('connections.findPeople')}
                </Link>
              </StatePanel>
            );
          return (
            <>
              <RowList label={t(`connections.${box}`)}>
                {items.map((c) => (
                  <PersonRow
                    key={c.connection_id}
                    name={c.person.name}
                    imageUrl={c.person.photo_url}
                    link={profileLink(c.person.user_id)}
                    subtitle={c.person.headline}
                    meta={
                      <>
                        {c.note ? <q className="mb-1 block text-sm text-stone-700 italic">{c.note}</q> : null}
                        {t('connections.askedOn')} <ItemDate date={c.created_at} />
                      </>
                    }
                  >
                    {box === 'received' ? (
                      <>
                        <button
                          type="button"
                          className="btn-primary px-3 py-1.5 text-sm"
                          disabled={respond.isPending}
                          onClick={() => answer(c, 'accept')}
                        >
                          {t('actions.accept')}
                        </button>
                        <button
                          type="button"
                          className="btn-outline px-3 py-1.5 text-sm"
                          disabled={respond.isPending}
                          onClick={() => answer(c, 'decline')}
                        >
                          {t('actions.decline')}
                        </button>
                      </>
                    ) : (
                      <button
                        type="button"
                        className="btn-outline px-3 py-1.5 text-sm"
                        onClick={() => setWithdrawing(c)}
                      >
                        {t('actions.withdraw')}
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
      <ConfirmDialog
        open={withdrawing !== null}
        onOpenChange={(open) => {
          if (!open) setWithdrawing(null);
        }}
        title={t('connections.confirmWithdrawTitle', { name: withdrawing?.person.name ?? '' })}
        confirmLabel={t('actions.withdraw')}
        destructive
        pending={remove.isPending}
        error={remove.isError ? errorText(remove.error) : null}
        onConfirm={() =>
          withdrawing &&
          remove.mutate(withdrawing.connection_id, {
            onSuccess: () => {
              setWithdrawing(null);
              notify.success(t('actions.withdrawn'));
            },
          })
        }
      >
        <p className="text-sm text-stone-700">{t('connections.confirmWithdrawBody')}</p>
      </ConfirmDialog>
    </NetworkFrame>
  );
}
