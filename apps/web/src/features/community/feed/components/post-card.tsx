import { REACTION_KINDS, type TPost, type TReactionKind } from '@ankur/shared/schemas/community-feed';
import {
  Bookmark,
  ExternalLink,
  HandHeart,
  Lightbulb,
  type LucideIcon,
  MessageCircle,
  PartyPopper,
  Pin,
  Repeat2,
  ThumbsUp,
} from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Avatar } from '../../../../components/ui/avatar';
import { Badge } from '../../../../components/ui/badge';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';
import { ItemDate } from '../../../../components/ui/item-date';
import { SafeHtml } from '../../../../components/ui/safe-html';
import { notify } from '../../../../components/ui/toaster';
import { ReportDialog } from '../../moderation/components/report-dialog';
import { useDeletePost, usePinPost, useReact, useSavePost } from '../api/feed';
import { useFeedTranslation } from '../i18n';
import { Comments } from './comments';
import { ActionMenu } from './menu';
import { EditPostDialog, SharePostDialog } from './post-dialogs';

const REACTION_ICONS: Record<TReactionKind, LucideIcon> = {
  like: ThumbsUp,
  celebrate: PartyPopper,
  insightful: Lightbulb,
  support: HandHeart,
};

function Reactions({ post }: { post: TPost }) {
  const { t } = useFeedTranslation();
  const react = useReact();
  return (
    <fieldset className="flex flex-wrap items-center gap-1">
      <legend className="sr-only">{t('post.react')}</legend>
      {REACTION_KINDS.map((kind) => {
        const on = post.my_reaction === kind;
        const Icon = REACTION_ICONS[kind];
        return (
          <button
            key={kind}
            type="button"
            aria-pressed={on}
            title={t(`post.reactions.${kind}`)}
            disabled={react.isPending}
            className={`flex items-center gap-1 rounded-full px-2 py-1 text-xs ring-1 transition ${on ? 'bg-brand-50 font-semibold text-brand-800 ring-brand-400' : 'text-stone-600 ring-stone-200 hover:bg-stone-50'}`}
            onClick={() => react.mutate({ postId: post.post_id, kind: on ? null : kind })}
          >
            <Icon className="size-3.5" aria-hidden />
            <span className="sr-only sm:not-sr-only">{t(`post.reactions.${kind}`)}</span>
          </button>
        );
      })}
    </fieldset>
  );
}

/** One post: who, where, when; its text, images, link or shared original; reactions, comments and actions. */
export function PostCard({ post }: { post: TPost }) {
  const { t } = useFeedTranslation();
  const [commentsOpen, setCommentsOpen] = useState(false);
  const [editing, setEditing] = useState(false);
  const [sharing, setSharing] = useState(false);
  const [reporting, setReporting] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const save = useSavePost();
  const remove = useDeletePost();
  const pin = usePinPost();

  const menu = [
    ...(post.can_edit ? [{ label: t('post.edit'), onSelect: () => setEditing(true) }] : []),
    {
      label: post.saved ? t('post.unsave') : t('post.save'),
      onSelect: () => save.mutate({ postId: post.post_id, saved: !post.saved }),
    },
    ...(post.can_pin
      ? [
          {
            label: post.pinned ? t('post.unpin') : t('post.pin'),
            onSelect: () => pin.mutate({ postId: post.post_id, pinned: !post.pinned }),
          },
        ]
      : []),
    { label: t('post.report'), onSelect: () => setReporting(true) },
    ...(post.can_delete ? [{ label: t('post.delete'), onSelect: () => setDeleting(true), danger: true }] : []),
  ];

  return (
    <article id={`post-${post.post_id}`} className="rounded-xl bg-white p-4 ring-1 ring-stone-200 sm:p-5">
      <header className="flex items-start gap-3">
        <Avatar name={post.organisation?.name ?? post.author.name} url={null} size="sm" alt="" />
        <div className="min-w-0 flex-1">
          <p className="text-sm text-stone-900">
            <Link to={`/profile?user=${post.author.user_id}`} className="font-semibold hover:underline">
              {post.author.name}
            </Link>
            {post.organisation ? (
              <span className="text-stone-600"> {t('post.asOrganisation', { name: post.organisation.name })}</span>
            ) : null}
            {post.circle ? (
              <>
                {' '}
                <Link to={`/community-group/${post.circle.circle_id}`} className="text-brand-700 hover:underline">
                  {t('post.inCircle', { name: post.circle.name })}
                </Link>
              </>
            ) : null}
          </p>
          <p className="text-xs text-stone-500">
            <ItemDate date={post.created_at} />
            {post.edited_at ? ` · ${t('post.edited')}` : ''}
          </p>
        </div>
        {post.pinned ? (
          <Badge tone="amber">
            <Pin className="mr-1 inline size-3" aria-hidden />
            {t('post.pinned')}
          </Badge>
        ) : null}
        <ActionMenu label={t('post.actions', { name: post.author.name })} items={menu} />
      </header>
      {post.hidden ? (
        <p className="mt-2 rounded-md bg-amber-50 px-2 py-1 text-xs font-medium text-amber-800">{t('post.hidden')}</p>
      ) : null}
      {post.body_html ? (
        <SafeHtml html={post.body_html} className="prose prose-sm mt-3 max-w-none break-words text-stone-800" />
      ) : null}
      {post.shared_post_id ? (
        <div className="mt-3 rounded-lg bg-stone-50 p-3 ring-1 ring-stone-200">
          {post.shared ? (
            <>
              <p className="text-xs text-stone-600">
                <span className="font-semibold text-stone-800">{post.shared.author.name}</span> ·{' '}
                <ItemDate date={post.shared.created_at} />
              </p>
              <SafeHtml html={post.shared.body_html} className="prose prose-sm mt-1 max-w-none break-words" />
            </>
          ) : (
            <p className="text-sm text-stone-500">{t('post.sharedGone')}</p>
          )}
        </div>
      ) : null}
      {post.images.length ? (
        <ul className={`mt-3 grid gap-2 ${post.images.length > 1 ? 'grid-cols-2' : 'grid-cols-1'}`}>
          {post.images.map((img) => (
            <li key={img.upload_id}>
              <img src={img.url} alt={img.alt} className="max-h-96 w-full rounded-lg object-cover" loading="lazy" />
            </li>
          ))}
        </ul>
      ) : null}
      {post.link_url ? (
        <a
          href={post.link_url}
          target="_blank"
          rel="noopener noreferrer"
          className="mt-3 flex items-center gap-2 truncate rounded-lg px-3 py-2 text-sm text-brand-800 ring-1 ring-stone-200 hover:bg-stone-50"
        >
          <ExternalLink className="size-4 shrink-0" aria-hidden />
          <span className="truncate">{post.link_url}</span>
        </a>
      ) : null}
      {post.topics.length ? (
        <p className="mt-2 flex flex-wrap gap-1.5 text-xs text-brand-700">
          {post.topics.map((topic) => (
            <span key={topic}>#{topic}</span>
          ))}
        </p>
      ) : null}
      <div className="mt-3 flex flex-wrap items-center justify-between gap-2 border-t border-stone-100 pt-3">
        <Reactions post={post} />
        <div className="flex items-center gap-1 text-sm">
          <span className="mr-1 whitespace-nowrap text-xs text-stone-500">
            <ThumbsUp className="mr-0.5 inline size-3" aria-hidden />
            {t('post.reactionCount', { count: post.reaction_count })}
          </span>
          <button
            type="button"
            className="btn-ghost whitespace-nowrap px-2 py-1"
            aria-expanded={commentsOpen}
            aria-label={t('post.comments', { count: post.comment_count })}
            onClick={() => setCommentsOpen((o) => !o)}
          >
            <MessageCircle className="size-4" aria-hidden />
            <span className="sm:hidden">{post.comment_count}</span>
            <span className="hidden sm:inline">{t('post.comments', { count: post.comment_count })}</span>
          </button>
          <button
            type="button"
            className="btn-ghost px-2 py-1"
            aria-label={t('post.share')}
            onClick={() => setSharing(true)}
          >
            <Repeat2 className="size-4" aria-hidden />
            <span className="hidden sm:inline">{t('post.share')}</span>
          </button>
          <button
            type="button"
            className="btn-ghost px-2 py-1"
            aria-pressed={post.saved}
            aria-label={post.saved ? t('post.unsave') : t('post.save')}
            onClick={() => save.mutate({ postId: post.post_id, saved: !post.saved })}
          >
            <Bookmark className={`size-4 ${post.saved ? 'fill-current text-brand-700' : ''}`} aria-hidden />
          </button>
        </div>
      </div>
      {commentsOpen ? (
        <div className="mt-3">
          <Comments postId={post.post_id} />
        </div>
      ) : null}
      {editing ? <EditPostDialog post={post} onClose={() => setEditing(false)} /> : null}
      {sharing ? <SharePostDialog post={post} onClose={() => setSharing(false)} /> : null}
      <ReportDialog
        target={
          reporting
            ? { kind: 'post', id: post.post_id, quote: post.body_html.replace(/<[^>]+>/g, ' ').slice(0, 200) }
            : null
        }
        onClose={() => setReporting(false)}
      />
      <ConfirmDialog
        open={deleting}
        onOpenChange={setDeleting}
        title={t('post.deleteTitle')}
        confirmLabel={t('post.delete')}
        cancelLabel={t('composer.cancel')}
        destructive
        pending={remove.isPending}
        onConfirm={() =>
          remove.mutate(post.post_id, {
            onSuccess: () => {
              setDeleting(false);
              notify.success(t('post.deleted'));
            },
          })
        }
      >
        <p>{t('post.deleteBody')}</p>
      </ConfirmDialog>
    </article>
  );
}
