import { UsersRound } from 'lucide-react';
import type { ReactNode } from 'react';
import { LoadMore } from '../../../../components/ui/load-more';
import { QueryErrorPanel } from '../../../../components/ui/query-gate';
import { StatePanel } from '../../../../components/ui/state-panel';
import { type CircleScope, useCircles } from '../api/circles';
import { useCirclesTranslation } from '../i18n';
import { CircleCard } from './circle-card';

/** A grid of circles of one scope (and search): loading, error with Retry, empty with its action, Load more. */
export function CircleGrid({
  scope,
  q = '',
  topic = '',
  empty,
}: {
  scope: CircleScope;
  q?: string;
  topic?: string;
  empty: { title: string; body: string; action?: ReactNode };
}) {
  const { t } = useCirclesTranslation();
  const circles = useCircles(scope, q, topic);
  if (circles.isPending) {
    return (
      <ul aria-hidden className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {[0, 1, 2].map((i) => (
          <li key={i} className="h-64 animate-pulse rounded-xl bg-white ring-1 ring-stone-200" />
        ))}
      </ul>
    );
  }
  if (circles.isError) {
    return (
      <QueryErrorPanel
        error={circles.error}
        title={t('discover.loadFailed')}
        retryLabel={t('page.retry')}
        onRetry={() => void circles.refetch()}
      />
    );
  }
  const items = circles.data.pages.flatMap((p) => p.items);
  if (!items.length) {
    return (
      <StatePanel Icon={UsersRound} title={empty.title} body={empty.body} heading="h2">
        {empty.action}
      </StatePanel>
    );
  }
  return (
    <>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {items.map((c) => (
          <li key={c.circle_id}>
            <CircleCard circle={c} />
          </li>
        ))}
      </ul>
      <LoadMore pages={circles} label={t('members.loadMore')} loadingLabel={t('members.loading')} />
    </>
  );
}
