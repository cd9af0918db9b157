import { COMMENT_MAX_CHARS } from '@ankur/shared/schemas/community';
import type { TComment } from '@ankur/shared/schemas/community-feed';
import { type FormEvent, useId, useState } from 'react';
import { Avatar } from '../../../../components/ui/avatar';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';
import { INPUT_CLASS } from '../../../../components/ui/field';
import { ItemDate } from '../../../../components/ui/item-date';
import { QueryErrorPanel } from '../../../../components/ui/query-gate';
import { ApiError } from '../../../../lib/api-client';
import { ReportDialog } from '../../moderation/components/report-dialog';
import { useAddComment, useComments, useDeleteComment } from '../api/feed';
import { useFeedTranslation } from '../i18n';
import { ActionMenu } from './menu';

function CommentForm({ postId, parent, onDone }: { postId: number; parent?: TComment; onDone?: () => void }) {
  const { t } = useFeedTranslation();
  const id = useId();
  const [body, setBody] = useState('');
  const add = useAddComment(postId);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!body.trim()) return;
    add.mutate(
      { body: body.trim(), parent_id: parent?.comment_id ?? null },
      {
        onSuccess: () => {
          setBody('');
          onDone?.();
        },
      },
    );
  };
  const label = parent ? t('comments.replyTo', { name: parent.author.name }) : t('comments.write');
  return (
    <form onSubmit={submit} className="flex flex-col gap-2">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <div className="flex items-start gap-2">
        <textarea
          id={id}
          rows={1}
          maxLength={COMMENT_MAX_CHARS}
          value={body}
          placeholder={label}
          className={`${INPUT_CLASS} min-h-10 flex-1`}
          onChange={(e) => setBody(e.target.value)}
        />
        <button type="submit" className="btn-primary shrink-0" disabled={add.isPending || !body.trim()}>
          {add.isPending ? t('comments.sending') : t('comments.send')}
        </button>
      </div>
      {add.error ? (
        <p role="alert" className="text-sm text-red-700">
          {add.error instanceof ApiError ? add.error.message : t('post.failed')}
        </p>
      ) : null}
    </form>
  );
}

function CommentItem({
  comment,
  postId,
  onReply,
  onReport,
  onDelete,
}: {
  comment: TComment;
  postId: number;
  onReply?: () => void;
  onReport: () => void;
  onDelete: () => void;
}) {
  const { t } = useFeedTranslation();
  void postId;
  return (
    <div className="flex gap-2">
      <Avatar name={comment.author.name} url={null} size="sm" alt="" />
      <div className="min-w-0 flex-1">
        <div className="rounded-xl bg-stone-50 px-3 py-2">
          <div className="flex items-start justify-between gap-2">
            <p className="text-sm">
              <span className="font-semibold text-stone-900">{comment.author.name}</span>{' '}
              <ItemDate date={comment.created_at} className="text-xs text-stone-500" />
              {comment.edited_at ? <span className="text-xs text-stone-500"> · {t('post.edited')}</span> : null}
            </p>
            {comment.deleted ? null : (
              <ActionMenu
                label={t('post.actions', { name: comment.author.name })}
                items={[
                  { label: t('post.report'), onSelect: onReport },
                  ...(comment.can_delete ? [{ label: t('comments.delete'), onSelect: onDelete, danger: true }] : []),
                ]}
              />
            )}
          </div>
          {comment.hidden ? <p className="text-xs font-medium text-amber-700">{t('comments.hidden')}</p> : null}
          <p className="whitespace-pre-line break-words text-sm text-stone-800">
            {comment.deleted ? <em className="text-stone-500">{t('comments.deleted')}</em> : comment.body}
          </p>
        </div>
        {onReply && !comment.deleted ? (
          <button
            type="button"
            className="mt-1 ml-2 text-xs font-medium text-brand-700 hover:underline"
            onClick={onReply}
          >
            {t('comments.reply')}
          </button>
        ) : null}
      </div>
    </div>
  );
}

/** A post's comments: one level of replies under each, a form at the bottom; report and delete. */
export function Comments({ postId }: { postId: number }) {
  const { t } = useFeedTranslation();
  const comments = useComments(postId, true);
  const remove = useDeleteComment(postId);
  const [replying, setReplying] = useState<number | null>(null);
  const [reporting, setReporting] = useState<TComment | null>(null);
  const [deleting, setDeleting] = useState<TComment | null>(null);

  if (comments.isPending) return <p className="text-sm text-stone-500">{t('feed.loading')}</p>;
  if (comments.isError) {
    return (
      <QueryErrorPanel
        error={comments.error}
        title={t('comments.loadFailed')}
        retryLabel={t('feed.retry')}
        onRetry={() => void comments.refetch()}
      />
    );
  }
  const all = comments.data.items;
  const top = all.filter((c) => c.parent_id === null);
  const item = (c: TComment, reply?: () => void) => (
    <CommentItem
      comment={c}
      postId={postId}
      onReply={reply}
      onReport={() => setReporting(c)}
      onDelete={() => setDeleting(c)}
    />
  );
  return (
    <section aria-label={t('comments.heading')} className="flex flex-col gap-3">
      {top.length === 0 ? <p className="text-sm text-stone-500">{t('comments.empty')}</p> : null}
      <ul className="flex flex-col gap-3">
        {top.map((c) => (
          <li key={c.comment_id} className="flex flex-col gap-2">
            {item(c, () => setReplying(c.comment_id))}
            <ul className="ml-10 flex flex-col gap-2">
              {all
                .filter((r) => r.parent_id === c.comment_id)
                .map((r) => (
                  <li key={r.comment_id}>{item(r, () => setReplying(c.comment_id))}</li>
                ))}
              {replying === c.comment_id ? (
                <li>
                  <CommentForm postId={postId} parent={c} onDone={() => setReplying(null)} />
                </li>
              ) : null}
            </ul>
          </li>
        ))}
      </ul>
      <CommentForm postId={postId} />
      <ReportDialog
        target={reporting ? { kind: 'comment', id: reporting.comment_id, quote: reporting.body } : null}
        onClose={() => setReporting(null)}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(o) => !o && setDeleting(null)}
        title={t('comments.deleteTitle')}
        confirmLabel={t('comments.delete')}
        cancelLabel={t('composer.cancel')}
        destructive
        pending={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting.comment_id, { onSuccess: () => setDeleting(null) })}
      />
    </section>
  );
}
