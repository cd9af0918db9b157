import { ThumbsUp } from 'lucide-react';
import { notify } from '../../../../components/ui/toaster';
import { useErrorText } from '../../../../lib/api-errors';
import { useVote } from '../api/forum';
import { useForumTranslation } from '../i18n';

/** The up-vote toggle of a thread or reply (its count beside it); one's own writing shows the count only. */
export function VoteButton({
  kind,
  id,
  count,
  voted,
  own,
}: {
  kind: 'threads' | 'replies';
  id: number;
  count: number;
  voted: boolean;
  own: boolean;
}) {
  const { t } = useForumTranslation();
  const errorText = useErrorText();
  const vote = useVote();
  if (own) {
    return (
      <span className="flex items-center gap-1 text-sm text-stone-600">
        <ThumbsUp className="size-4" aria-hidden />
        {t('list.votes', { count })}
      </span>
    );
  }
  return (
    <button
      type="button"
      aria-pressed={voted}
      aria-label={`${voted ? t('thread.unvote') : t('thread.vote')} (${t('list.votes', { count })})`}
      disabled={vote.isPending}
      className={`inline-flex items-center gap-1 rounded-full px-3 py-1 text-sm ring-1 ${voted ? 'bg-brand-50 text-brand-800 ring-brand-300' : 'text-stone-700 ring-stone-300 hover:bg-stone-50'}`}
      onClick={() => vote.mutate({ kind, id, on: !voted }, { onError: (error) => notify.error(errorText(error)) })}
    >
      <ThumbsUp className={`size-4 ${voted ? 'fill-current' : ''}`} aria-hidden />
      {count}
    </button>
  );
}
