import type { TMyCollabPage } from '@ankur/shared/schemas/community-involvement';
import { Handshake, MessageSquare } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Badge } from '../../../../components/ui/badge';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';
import { LoadMore } from '../../../../components/ui/load-more';
import { QueryGate } from '../../../../components/ui/query-gate';
import { StatePanel } from '../../../../components/ui/state-panel';
import { notify } from '../../../../components/ui/toaster';
import { useErrorText } from '../../../../lib/api-errors';
import { useCloseRequest, useMyRequests } from '../api/involvement';
import { useInvolvementTranslation } from '../i18n';
import { CollabCard } from './collab-card';
import { PersonLine } from './page';

type Mine = TMyCollabPage['data'][number];

/** "My requests": the author's requests, each with its responses (and their conversations), closed here. */
export function MyRequests({ onPost }: { onPost: () => void }) {
  const { t } = useInvolvementTranslation();
  const errorText = useErrorText();
  const pages = useMyRequests();
  const close = useCloseRequest();
  const [closing, setClosing] = useState<{ request: Mine; status: 'fulfilled' | 'withdrawn' } | null>(null);
  const now = Date.now();
  return (
    <QueryGate query={pages} error={{ title: t('collab.mine.loadFailed'), retryLabel: t('common.retry') }}>
      {(data) => {
        const items = data.pages.flatMap((p) => p.data);
        if (!items.length) {
          return (
            <StatePanel Icon={Handshake} title={t('collab.mine.emptyTitle')} body={t('collab.mine.emptyBody')}>
              <button type="button" className="btn-primary" onClick={onPost}>
                {t('collab.post')}
              </button>
            </StatePanel>
          );
        }
        return (
          <>
            <div className="flex flex-col gap-4">
              {items.map((r) => {
                const expired = r.status === 'open' && new Date(r.expires_at).getTime() <= now;
                const state = expired ? 'expired' : r.status;
                return (
                  <CollabCard
                    key={r.request_id}
                    request={r}
                    actions={
                      <>
                        <Badge tone={state === 'open' ? 'green' : 'stone'}>{t(`collab.mine.status.${state}`)}</Badge>
                        {state === 'open' ? (
                          <>
                            <button
                              type="button"
                              className="btn-primary"
                              onClick={() => setClosing({ request: r, status: 'fulfilled' })}
                            >
                              {t('collab.mine.fulfilled')}
                            </button>
                            <button
                              type="button"
                              className="btn-outline"
                              onClick={() => setClosing({ request: r, status: 'withdrawn' })}
                            >
                              {t('collab.mine.withdraw')}
                            </button>
                          </>
                        ) : null}
                      </>
                    }
                  >
                    <section
                      aria-label={t('collab.responses', { count: r.responses.length })}
                      className="border-t border-stone-100 pt-3"
                    >
                      {r.responses.length === 0 ? (
                        <p className="text-sm text-stone-500">{t('collab.mine.noResponses')}</p>
                      ) : (
                        <ul className="flex flex-col gap-3">
                          {r.responses.map((res) => (
                            <li key={res.response_id} className="flex flex-col gap-2 rounded-xl bg-stone-50 p-3">
                              <div className="flex flex-wrap items-center justify-between gap-2">
                                <PersonLine person={res.responder} />
                                {res.conversation_id ? (
                                  <Link to={`/messages?c=${res.conversation_id}`} className="btn-outline">
                                    <MessageSquare aria-hidden="true" className="size-4" />
                                    {t('collab.mine.message')}
                                  </Link>
                                ) : null}
                              </div>
                              <p className="text-sm whitespace-pre-line text-stone-700">{res.note}</p>
                            </li>
                          ))}
                        </ul>
                      )}
                    </section>
                  </CollabCard>
                );
              })}
            </div>
            <LoadMore pages={pages} label={t('common.loadMore')} loadingLabel={t('common.loading')} />
            <ConfirmDialog
              open={closing !== null}
              onOpenChange={(next) => (next ? null : setClosing(null))}
              title={t('collab.mine.closeTitle')}
              confirmLabel={closing?.status === 'withdrawn' ? t('collab.mine.withdraw') : t('collab.mine.fulfilled')}
              destructive={closing?.status === 'withdrawn'}
              pending={close.isPending}
              error={close.error ? errorText(close.error) : null}
              onConfirm={() =>
                closing &&
                close.mutate(
                  { id: closing.request.request_id, status: closing.status },
                  {
                    onSuccess: () => {
                      notify.success(t('collab.mine.closed'));
                      setClosing(null);
                    },
                  },
                )
              }
            >
              <p>
                {closing?.status === 'withdrawn' ? t('collab.mine.closeWithdrawn') : t('collab.mine.closeFulfilled')}
              </p>
            </ConfirmDialog>
          </>
        );
      }}
    </QueryGate>
  );
}
