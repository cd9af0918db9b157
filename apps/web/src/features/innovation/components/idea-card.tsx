import type { TIdeaCard } from '@ankur/shared/schemas/innovation';
import { Lightbulb, Trash2, Users } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '../../../components/ui/badge';
import { useInnovationTranslation } from '../i18n';
import { useWhen } from './when';

export const ideaHref = (id: number) => `/innovation-workspace?idea=${id}`;

/** An idea as a card: title, summary, version, last edited, shared with, comments; the owner's actions. */
export function IdeaCard({
  idea,
  showOwner,
  onArchive,
  onDelete,
}: {
  idea: TIdeaCard;
  showOwner?: boolean;
  onArchive?: (idea: TIdeaCard) => void;
  onDelete?: (idea: TIdeaCard) => void;
}) {
  const { t } = useInnovationTranslation();
  const when = useWhen();
  const archived = idea.status === 'archived';
  return (
    <li className="flex flex-col gap-3 rounded-2xl bg-white p-4 ring-1 ring-stone-200">
      <div className="flex items-start gap-3">
        <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-amber-50 text-amber-700">
          <Lightbulb aria-hidden className="size-5" />
        </span>
        <div className="min-w-0 flex-1">
          <h3 className="font-semibold text-stone-900">
            <Link to={ideaHref(idea.idea_id)} className="hover:underline">
              {idea.title}
            </Link>
          </h3>
          {idea.summary ? <p className="mt-1 line-clamp-2 text-sm text-stone-600">{idea.summary}</p> : null}
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-2 text-xs text-stone-600">
        <Badge tone={idea.status === 'promoted' ? 'green' : archived ? 'stone' : 'blue'}>
          {t(`statuses.${idea.status}`)}
        </Badge>
        <span>{t('list.version', { version: idea.version })}</span>
        <span aria-hidden>·</span>
        <span>{t('list.edited', { when: when(idea.updated_at) })}</span>
        {idea.comment_count ? (
          <>
            <span aria-hidden>·</span>
            <span>{t('list.comments', { count: idea.comment_count })}</span>
          </>
        ) : null}
      </div>
      <p className="flex items-center gap-1.5 text-xs text-stone-600">
        <Users aria-hidden className="size-3.5 shrink-0" />
        {showOwner
          ? t('list.by', { name: idea.owner.name })
          : idea.shared_with.length
            ? t('list.sharedWith', { names: idea.shared_with.join(', ') })
            : t('list.private')}
      </p>
      {onArchive || onDelete ? (
        <div className="mt-auto flex flex-wrap gap-2 border-t border-stone-100 pt-3">
          {onArchive && idea.status !== 'promoted' ? (
            <button type="button" className="btn-ghost px-2 py-1 text-xs" onClick={() => onArchive(idea)}>
              {archived ? t('list.unarchive') : t('list.archive')}
              <span className="sr-only">: {idea.title}</span>
            </button>
          ) : null}
          {onDelete ? (
            <button type="button" className="btn-ghost px-2 py-1 text-xs text-red-700" onClick={() => onDelete(idea)}>
              <Trash2 aria-hidden className="size-4" />
              {t('list.delete')}
              <span className="sr-only">: {idea.title}</span>
            </button>
          ) : null}
        </div>
      ) : null}
    </li>
  );
}

export function CardSkeletons() {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
      {[0, 1, 2].map((i) => (
        <li key={i} className="h-40 animate-pulse rounded-2xl bg-stone-100" />
      ))}
    </ul>
  );
}
