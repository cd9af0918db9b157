import type { TAccountSession } from '@ankur/shared/schemas/account';
import { LogOut, Monitor, MonitorSmartphone, Smartphone } from 'lucide-react';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { QueryGate } from '../../../components/ui/query-gate';
import { notify } from '../../../components/ui/toaster';
import { useErrorText } from '../../../lib/api-errors';
import { numberLocale, useLanguage } from '../../../lib/i18n';
import { useSessions, useSignOutOthers, useSignOutSession } from '../api/account';
import { useAccountTranslation } from '../i18n';
import { describeUserAgent } from '../user-agent';
import { Section } from './section';

function useDeviceName() {
  const { t } = useAccountTranslation();
  return (session: TAccountSession) => {
    const ua = describeUserAgent(session.user_agent);
    return ua ? t('sessions.device', { browser: ua.browser, os: ua.os }) : t('sessions.unknownDevice');
  };
}

function SessionRow({
  session,
  onSignOut,
}: {
  session: TAccountSession;
  onSignOut: (session: TAccountSession, name: string) => void;
}) {
  const { t } = useAccountTranslation();
  const language = useLanguage();
  const deviceName = useDeviceName();
  const name = deviceName(session);
  const when = new Intl.DateTimeFormat(numberLocale(language), { dateStyle: 'medium', timeStyle: 'short' });
  const Icon = describeUserAgent(session.user_agent)?.mobile ? Smartphone : Monitor;
  return (
    <li className="flex flex-col gap-3 py-3 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex min-w-0 items-start gap-3">
        <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-stone-500" />
        <div className="min-w-0">
          <p className="flex flex-wrap items-center gap-2 text-sm font-medium text-stone-900">
            {name}
            {session.current ? (
              <span className="rounded-full bg-brand-100 px-2 py-0.5 text-xs font-semibold text-brand-800">
                {t('sessions.thisDevice')}
              </span>
            ) : null}
          </p>
          <p className="text-xs text-stone-600">
            {t('sessions.lastSeen', { date: when.format(new Date(session.last_seen_at)) })}
            {' · '}
            {t('sessions.signedIn', { date: when.format(new Date(session.created_at)) })}
          </p>
        </div>
      </div>
      {session.current ? null : (
        <button
          type="button"
          className="btn-ghost self-start text-red-700 hover:bg-red-50 sm:self-auto"
          aria-label={t('sessions.signOutOf', { device: name })}
          onClick={() => onSignOut(session, name)}
        >
          <LogOut aria-hidden="true" className="size-4" />
          {t('sessions.signOut')}
        </button>
      )}
    </li>
  );
}

/** Active sessions: every device signed in, this one marked; sign one out, or all the others (confirmed). */
export function SessionsSection() {
  const { t } = useAccountTranslation();
  const errorText = useErrorText();
  const sessions = useSessions();
  const others = useSignOutOthers();
  const signOut = useSignOutSession();
  const [confirming, setConfirming] = useState(false);
  // the row leaves the list at once (optimistic), so the answer is handled here, not in the row
  const onSignOut = (session: TAccountSession, name: string) =>
    signOut.mutate(session.id, {
      onSuccess: () => notify.success(t('sessions.signedOut', { device: name })),
      onError: (error) => notify.error(t('sessions.signOutFailed', { reason: errorText(error) })),
    });

  return (
    <Section title={t('sessions.title')} intro={t('sessions.intro')} Icon={MonitorSmartphone}>
      <QueryGate
        query={sessions}
        pending={<div className="h-16 animate-pulse rounded-lg bg-stone-100" />}
        loadingLabel={t('common.loading')}
        error={{ title: t('sessions.loadFailed'), variant: 'inline', retryLabel: t('common.retry') }}
      >
        {(list) => (
          <>
            <ul aria-label={t('sessions.title')} className="flex flex-col divide-y divide-stone-100">
              {list.map((session) => (
                <SessionRow key={session.id} session={session} onSignOut={onSignOut} />
              ))}
            </ul>
            {list.some((s) => !s.current) ? (
              <button type="button" className="btn-outline mt-3" onClick={() => setConfirming(true)}>
                <LogOut aria-hidden="true" className="size-4" />
                {t('sessions.everywhere')}
              </button>
            ) : (
              <p className="mt-2 text-sm text-stone-600">{t('sessions.onlyThis')}</p>
            )}
          </>
        )}
      </QueryGate>
      <ConfirmDialog
        open={confirming}
        onOpenChange={(open) => {
          setConfirming(open);
          if (!open) others.reset();
        }}
        title={t('sessions.confirmTitle')}
        confirmLabel={t('sessions.confirm')}
        cancelLabel={t('common.cancel')}
        destructive
        pending={others.isPending}
        error={others.isError ? t('sessions.everywhereFailed', { reason: errorText(others.error) }) : null}
        onConfirm={() =>
          others.mutate(undefined, {
            onSuccess: ({ revoked }) => {
              setConfirming(false);
              notify.success(t('sessions.everywhereDone', { count: revoked }));
            },
          })
        }
      >
        <p className="text-sm text-stone-700">{t('sessions.confirmBody')}</p>
      </ConfirmDialog>
    </Section>
  );
}
