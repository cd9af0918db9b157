import { Inbox } from 'lucide-react';
import { QueryGate } from '../../../components/ui/query-gate';
import { StatePanel } from '../../../components/ui/state-panel';
import { useSharedIdeas } from '../api/ideas';
import { useInnovationTranslation } from '../i18n';
import { CardSkeletons, IdeaCard } from './idea-card';

/** Others' ideas shared with me (a mentor, or a member of a circle they were shared with). */
export function SharedIdeas() {
  const { t } = useInnovationTranslation();
  const shared = useSharedIdeas();
  return (
    <QueryGate query={shared} pending={<CardSkeletons />} error={{ title: t('list.sharedError') }}>
      {(list) =>
        list.length === 0 ? (
          <StatePanel Icon={Inbox} title={t('list.sharedEmptyTitle')} body={t('list.sharedEmptyBody')} />
        ) : (
          <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
            {list.map((idea) => (
              <IdeaCard key={idea.idea_id} idea={idea} showOwner />
            ))}
          </ul>
        )
      }
    </QueryGate>
  );
}
