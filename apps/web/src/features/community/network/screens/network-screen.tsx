import type { TSuggestionReason } from '@ankur/shared/schemas/community-network';
import { Sparkles, X } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { QueryGate } from '../../../../components/ui/query-gate';
import { StatePanel } from '../../../../components/ui/state-panel';
import { notify } from '../../../../components/ui/toaster';
import { useSessionStore } from '../../../../stores/session';
import { useNetworkCounts, useSuggestions } from '../api/network';
import { dismiss, dismissedIds, undismiss } from '../components/dismissed';
import { CardGrid, CardSkeletons, MemberCard } from '../components/member-card';
import { NetworkFrame } from '../components/network-nav';
import { useNetworkTranslation } from '../i18n';

/** /community/network: my numbers, and people to meet with the reason shown; "Not now" hides one for 90 days. */
export default function NetworkScreen() {
  const { t } = useNetworkTranslation();
  const me = useSessionStore((s) => s.user?.user_id) ?? 0;
  const suggestions = useSuggestions();
  const counts = useNetworkCounts();
  const [hidden, setHidden] = useState(() => dismissedIds(me));

  const reasonText = (r: TSuggestionReason) => {
    switch (r.kind) {
      case 'mutual':
        return t('network.reasonMutual', { count: r.count });
      case 'circles':
        return t('network.reasonCircles', { count: r.count });
      case 'program':
        return t('network.reasonProgram', { name: r.name });
      case 'sector':
        return t('network.reasonSector', { sector: t(`sectors.${r.sector}`) });
      case 'city':
        return t('network.reasonCity', { city: r.city });
    }
  };
  const hide = (userId: number, name: string) => {
    dismiss(me, userId);
    setHidden(dismissedIds(me));
    notify.success(`${t('network.dismissed')} (${name})`, {
      action: {
        label: t('network.undo'),
        onClick: () => {
          undismiss(me, userId);
          setHidden(dismissedIds(me));
        },
      },
    });
  };

  const stats = [
    { label: t('network.connections'), value: counts.data?.connections, to: '/community/my-connections' },
    { label: t('network.requests'), value: counts.data?.received, to: '/community/connections' },
    { label: t('network.followers'), value: counts.data?.followers, to: '/community/following' },
    { label: t('network.following'), value: counts.data?.following, to: '/community/following' },
  ];

  return (
    <NetworkFrame title={t('network.title')} intro={t('network.intro')}>
      <section aria-label={t('network.stats')} className="mb-8 grid grid-cols-2 gap-3 sm:grid-cols-4">
        {stats.map((s) => (
          <Link key={s.label} to={s.to} className="rounded-2xl bg-white p-4 ring-1 ring-stone-200 hover:ring-brand-300">
            <span className="block text-2xl font-bold text-stone-900">{s.value ?? '–'}</span>
            <span className="text-sm text-stone-600">{s.label}</span>
          </Link>
        ))}
      </section>
      <QueryGate
        query={suggestions}
        pending={<CardSkeletons />}
        loadingLabel={t('common.loading')}
        error={{ title: t('common.loadFailed'), retryLabel: t('common.retry') }}
      >
        {(data) => {
          const items = data.items.filter((s) => !hidden.has(s.person.user_id));
          if (!items.length)
            return (
              <StatePanel Icon={Sparkles} title={t('network.emptyTitle')} body={t('network.emptyBody')}>
                <Link to={`/user/profile/${me}`} className="btn-primary">
                  {t('network.editProfile')}
                </Link>
              </StatePanel>
            );
          return (
            <CardGrid label={t('network.title')}>
              {items.map((s) => (
                <MemberCard
                  key={s.person.user_id}
                  person={s.person}
                  footer={
                    <div className="flex items-start justify-between gap-2">
                      <ul aria-label={t('network.why')} className="flex flex-col gap-0.5 text-sm text-brand-800">
                        {s.reasons.map((r) => (
                          <li key={r.kind}>{reasonText(r)}</li>
                        ))}
                      </ul>
                      <button
                        type="button"
                        className="btn-ghost shrink-0 px-2 py-1 text-xs"
                        aria-label={t('network.dismissLabel', { name: s.person.name })}
                        onClick={() => hide(s.person.user_id, s.person.name)}
                      >
                        <X className="size-4" aria-hidden />
                        {t('network.dismiss')}
                      </button>
                    </div>
                  }
                />
              ))}
            </CardGrid>
          );
        }}
      </QueryGate>
    </NetworkFrame>
  );
}
