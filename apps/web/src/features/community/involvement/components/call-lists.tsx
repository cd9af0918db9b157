import type { TCall } from '@ankur/shared/schemas/community-involvement';
import { ClipboardList, Megaphone } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Badge } from '../../../../components/ui/badge';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';
import { LoadMore } from '../../../../components/ui/load-more';
import { QueryGate } from '../../../../components/ui/query-gate';
import { StatePanel } from '../../../../components/ui/state-panel';
import { notify } from '../../../../components/ui/toaster';
import { useErrorText } from '../../../../lib/api-errors';
import { useMyApplications, useMyCalls, useSetCallStatus, useWithdraw } from '../api/involvement';
import { useInvolvementTranslation } from '../i18n';
import { CallCard } from './call-card';
import { ApplicantsDialog } from './call-dialogs';
import { formatDate } from './page';

const TONE = { pending: 'amber', accepted: 'green', declined: 'red', withdrawn: 'stone' } as const;

/** "My applications": each with its status, the organiser's note, and Withdraw while it stands. */
export function MyApplications({ onOpen }: { onOpen: (callId: number) => void }) {
  const { t, i18n } = useInvolvementTranslation();
  const errorText = useErrorText();
  const pages = useMyApplications();
  const withdraw = useWithdraw();
  const [confirming, setConfirming] = useState<number | null>(null);
  return (
    <QueryGate query={pages} error={{ title: t('calls.applications.loadFailed'), retryLabel: t('common.retry') }}>
      {(data) => {
        const items = data.pages.flatMap((p) => p.data);
        if (!items.length) {
          return (
            <StatePanel
              Icon={ClipboardList}
              title={t('calls.applications.emptyTitle')}
              body={t('calls.applications.emptyBody')}
            >
              <Link to="?" className="btn-primary">
                {t('calls.applications.browse')}
              </Link>
            </StatePanel>
          );
        }
        return (
          <>
            <ul className="flex flex-col gap-3">
              {items.map((a) => (
                <li
                  key={a.application_id}
                  className="flex flex-col gap-2 rounded-2xl bg-white p-4 ring-1 ring-stone-200"
                >
                  <div className="flex flex-wrap items-center gap-2">
                    <Badge tone="green">{t(`kind.${a.call.kind}`)}</Badge>
                    <Badge tone={TONE[a.status]}>{t(`applicationStatus.${a.status}`)}</Badge>
                    <span className="text-xs text-stone-500">{formatDate(a.created_at, i18n.language)}</span>
                  </div>
                  <button
                    type="button"
                    className="text-left text-lg font-semibold break-words text-stone-900 hover:underline"
                    onClick={() => onOpen(a.call.call_id)}
                  >
                    {a.call.title}
                  </button>
                  <p className="text-sm text-stone-600">
                    {t('calls.applications.organiser', { name: a.call.organiser })}
                  </p>
                  <p className="text-sm whitespace-pre-line text-stone-700">{a.message}</p>
                  {a.decision_note ? (
                    <p className="rounded-lg bg-stone-50 px-3 py-2 text-sm text-stone-700">
                      <span className="font-medium">{t('calls.applications.note')}: </span>
                      {a.decision_note}
                    </p>
                  ) : null}
                  {a.status === 'pending' || a.status === 'accepted' ? (
                    <div>
                      <button type="button" className="btn-outline" onClick={() => setConfirming(a.application_id)}>
                        {t('calls.applications.withdraw')}
                      </button>
                    </div>
                  ) : null}
                </li>
              ))}
            </ul>
            <LoadMore pages={pages} label={t('common.loadMore')} loadingLabel={t('common.loading')} />
            <ConfirmDialog
              open={confirming !== null}
              onOpenChange={(next) => (next ? null : setConfirming(null))}
              title={t('calls.applications.withdraw')}
              confirmLabel={t('calls.applications.withdraw')}
              destructive
              pending={withdraw.isPending}
              error={withdraw.error ? errorText(withdraw.error) : null}
              onConfirm={() =>
                confirming !== null &&
                withdraw.mutate(confirming, {
                  onSuccess: () => {
                    notify.success(t('calls.applications.withdrawn'));
                    setConfirming(null);
                  },
                })
              }
            >
              <p>{t('calls.applications.withdrawConfirm')}</p>
            </ConfirmDialog>
          </>
        );
      }}
    </QueryGate>
  );
}

/** "Calls I run": the organiser's calls with waiting applications, applicants, close and reopen. */
export function CallsIRun({ canPost, onPost }: { canPost: boolean; onPost: () => void }) {
  const { t } = useInvolvementTranslation();
  const errorText = useErrorText();
  const pages = useMyCalls();
  const setStatus = useSetCallStatus();
  const [managing, setManaging] = useState<TCall | null>(null);
  const [closing, setClosing] = useState<TCall | null>(null);
  const reopen = (call: TCall) =>
    setStatus.mutate(
      { id: call.call_id, status: 'open' },
      { onSuccess: () => notify.success(t('calls.reopenedToast')) },
    );
  return (
    <QueryGate query={pages} error={{ title: t('calls.running.loadFailed'), retryLabel: t('common.retry') }}>
      {(data) => {
        const items = data.pages.flatMap((p) => p.data);
        if (!items.length) {
          return (
            <StatePanel
              Icon={Megaphone}
              title={t('calls.running.emptyTitle')}
              body={canPost ? t('calls.running.emptyBody') : t('calls.running.emptyCannot')}
            >
              {canPost ? (
                <button type="button" className="btn-primary" onClick={onPost}>
                  {t('calls.post')}
                </button>
              ) : null}
            </StatePanel>
          );
        }
        return (
          <>
            <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
              {items.map((call) => (
                <CallCard
                  key={call.call_id}
                  call={call}
                  actions={
                    <>
                      <button type="button" className="btn-primary" onClick={() => setManaging(call)}>
                        {t('calls.running.manage')}
                      </button>
                      {call.status === 'open' ? (
                        <button type="button" className="btn-outline" onClick={() => setClosing(call)}>
                          {t('calls.close')}
                        </button>
                      ) : (
                        <button
                          type="button"
                          className="btn-outline"
                          disabled={setStatus.isPending}
                          onClick={() => reopen(call)}
                        >
                          {t('calls.reopen')}
                        </button>
                      )}
                    </>
                  }
                />
              ))}
            </div>
            <LoadMore pages={pages} label={t('common.loadMore')} loadingLabel={t('common.loading')} />
            {managing ? <ApplicantsDialog call={managing} onClose={() => setManaging(null)} /> : null}
            <ConfirmDialog
              open={closing !== null}
              onOpenChange={(next) => (next ? null : setClosing(null))}
              title={t('calls.close')}
              confirmLabel={t('calls.close')}
              destructive
              pending={setStatus.isPending}
              error={setStatus.error ? errorText(setStatus.error) : null}
              onConfirm={() =>
                closing &&
                setStatus.mutate(
                  { id: closing.call_id, status: 'closed' },
                  {
                    onSuccess: () => {
                      notify.success(t('calls.closedToast'));
                      setClosing(null);
                    },
                  },
                )
              }
            >
              <p>{t('calls.closeConfirm')}</p>
            </ConfirmDialog>
          </>
        );
      }}
    </QueryGate>
  );
}
