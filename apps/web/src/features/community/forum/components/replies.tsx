import type { TForumReply, TForumThread } from '@ankur/shared/schemas/community-forum';
import { CheckCircle2, EyeOff, Flag, Pencil, Quote, Trash2, X } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';
import { Field, fieldAria, INPUT_CLASS } from '../../../../components/ui/field';
import { ItemDate } from '../../../../components/ui/item-date';
import { LoadMore } from '../../../../components/ui/load-more';
import { QueryGate } from '../../../../components/ui/query-gate';
import { SafeHtml } from '../../../../components/ui/safe-html';
import { notify } from '../../../../components/ui/toaster';
import { useErrorText } from '../../../../lib/api-errors';
import type { ReportTarget } from '../../moderation/components/report-dialog';
import { useAccept, useCreateReply, useDeleteReply, useEditReply, useReplies } from '../api/forum';
import { useForumTranslation } from '../i18n';
import { VoteButton } from './vote-button';

type Quoted = { reply_id: number; name: string; excerpt: string };

/** A thread's replies (oldest first, "Show more" pages) and the reply box below them. */
export function Replies({
  thread,
  viewerId,
  onReport,
}: {
  thread: TForumThread;
  viewerId: number | null;
  onReport: (target: ReportTarget) => void;
}) {
  const { t } = useForumTranslation();
  const errorText = useErrorText();
  const pages = useReplies(thread.thread_id);
  const [quote, setQuote] = useState<Quoted | null>(null);
  return (
    <section aria-labelledby="replies-heading" className="flex flex-col gap-3">
      <h2 id="replies-heading" className="text-lg font-semibold text-stone-900">
        {t('replies.heading', { count: thread.reply_count })}
      </h2>
      <QueryGate query={pages} error={{ title: t('replies.loadFailed'), variant: 'inline' }}>
        {(data) => {
          const items = data.pages.flatMap((p) => p.items);
          if (items.length === 0) return <p className="text-sm text-stone-600">{t('replies.none')}</p>;
          return (
            <>
              <ol className="flex flex-col gap-3">
                {items.map((reply) => (
                  <ReplyItem
                    key={reply.reply_id}
                    reply={reply}
                    thread={thread}
                    own={reply.author.user_id === viewerId}
                    onQuote={() =>
                      setQuote({ reply_id: reply.reply_id, name: reply.author.name, excerpt: plain(reply.body_html) })
                    }
                    onReport={() =>
                      onReport({ kind: 'forum_reply', id: reply.reply_id, quote: plain(reply.body_html) })
                    }
                  />
                ))}
              </ol>
              <LoadMore
                pages={pages}
                label={t('replies.loadMore')}
                loadingLabel={t('list.loadingMore')}
                error={pages.error ? errorText(pages.error) : null}
              />
            </>
          );
        }}
      </QueryGate>
      {thread.locked ? (
        <p className="rounded-lg bg-stone-100 px-3 py-2 text-sm text-stone-700">{t('thread.lockedNote')}</p>
      ) : (
        <ReplyForm threadId={thread.thread_id} quote={quote} onClearQuote={() => setQuote(null)} />
      )}
    </section>
  );
}

/** The visible text of a reply's HTML, shortened (quotes and report dialogs). */
function plain(html: string) {
  const text = new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '';
  return text.length > 240 ? `${text.slice(0, 239)}…` : text;
}

function ReplyItem({
  reply,
  thread,
  own,
  onQuote,
  onReport,
}: {
  reply: TForumReply;
  thread: TForumThread;
  own: boolean;
  onQuote: () => void;
  onReport: () => void;
}) {
  const { t } = useForumTranslation();
  const errorText = useErrorText();
  const accept = useAccept(thread.thread_id);
  const remove = useDeleteReply();
  const edit = useEditReply();
  const [confirming, setConfirming] = useState(false);
  const [draft, setDraft] = useState<string | null>(null);
  const id = useId();
  return (
    <li
      id={`reply-${reply.reply_id}`}
      className={`rounded-2xl bg-white p-4 ring-1 ${reply.accepted ? 'ring-2 ring-brand-500' : 'ring-stone-200'}`}
    >
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
        <span className="font-semibold text-stone-900">{reply.author.name}</span>
        <ItemDate date={reply.created_at} className="text-stone-500" />
        {reply.edited_at ? <span className="text-xs text-stone-500">({t('badge.edited')})</span> : null}
        {reply.accepted ? (
          <span className="flex items-center gap-1 font-medium text-brand-800">
            <CheckCircle2 className="size-4" aria-hidden />
            {t('badge.accepted')}
          </span>
        ) : null}
      </div>
      {reply.hidden ? (
        <p className="mt-2 flex items-center gap-1 rounded-lg bg-amber-50 px-3 py-1.5 text-sm text-amber-900">
          <EyeOff className="size-4" aria-hidden />
          {t('replies.hiddenNote')}
        </p>
      ) : null}
      {reply.quote ? (
        <blockquote className="mt-2 border-l-4 border-stone-300 bg-stone-50 px-3 py-2 text-sm text-stone-700">
          <p className="font-medium">{reply.quote.author_name}</p>
          <p className="line-clamp-3">{reply.quote.excerpt || t('replies.quotedGone')}</p>
        </blockquote>
      ) : null}
      {draft !== null ? (
        <form
          className="mt-2 flex flex-col gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            edit.mutate({ id: reply.reply_id, body: draft }, { onSuccess: () => setDraft(null) });
          }}
        >
          <Field id={`${id}-edit`} label={t('thread.edit')} error={edit.isError ? errorText(edit.error) : null}>
            <textarea
              {...fieldAria(`${id}-edit`, edit.isError ? 'x' : null)}
              data-autofocus
              className={INPUT_CLASS}
              rows={4}
              value={draft}
              onChange={(e) => setDraft(e.target.value)}
            />
          </Field>
          <div className="flex gap-2">
            <button type="submit" className="btn-primary" disabled={edit.isPending}>
              {edit.isPending ? t('thread.saving') : t('thread.save')}
            </button>
            <button type="button" className="btn-ghost" onClick={() => setDraft(null)}>
              {t('thread.cancel')}
            </button>
          </div>
        </form>
      ) : (
        <SafeHtml
          html={reply.body_html}
          className="mt-2 text-sm break-words text-stone-800 [&_li]:ml-5 [&_ol]:list-decimal [&_p+p]:mt-3 [&_ul]:list-disc"
        />
      )}
      <div className="mt-3 flex flex-wrap items-center gap-2">
        <VoteButton kind="replies" id={reply.reply_id} count={reply.vote_count} voted={reply.voted} own={own} />
        {!thread.locked ? (
          <button type="button" className="btn-ghost text-sm" onClick={onQuote}>
            <Quote className="size-4" aria-hidden />
            {t('replies.quote')}
          </button>
        ) : null}
        {thread.can_accept && !reply.hidden ? (
          <button
            type="button"
            className="btn-ghost text-sm text-brand-800"
            disabled={accept.isPending}
            onClick={() =>
              accept.mutate(reply.accepted ? null : reply.reply_id, {
                onSuccess: () => !reply.accepted && notify.success(t('replies.acceptedDone')),
                onError: (error) => notify.error(errorText(error)),
              })
            }
          >
            <CheckCircle2 className="size-4" aria-hidden />
            {reply.accepted ? t('replies.unaccept') : t('replies.accept')}
          </button>
        ) : null}
        {reply.can_edit && draft === null ? (
          <button type="button" className="btn-ghost text-sm" onClick={() => setDraft(plainBody(reply.body_html))}>
            <Pencil className="size-4" aria-hidden />
            {t('thread.edit')}
          </button>
        ) : null}
        {reply.can_delete ? (
          <button type="button" className="btn-ghost text-sm text-red-700" onClick={() => setConfirming(true)}>
            <Trash2 className="size-4" aria-hidden />
            {t('thread.delete')}
          </button>
        ) : null}
        {!own ? (
          <button type="button" className="btn-ghost text-sm text-stone-600" onClick={onReport}>
            <Flag className="size-4" aria-hidden />
            {t('thread.report')}
          </button>
        ) : null}
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('replies.deleteTitle')}
        confirmLabel={t('thread.delete')}
        destructive
        pending={remove.isPending}
        error={remove.isError ? errorText(remove.error) : null}
        onConfirm={() =>
          remove.mutate(reply.reply_id, {
            onSuccess: () => {
              setConfirming(false);
              notify.success(t('replies.deleted'));
            },
          })
        }
      >
        <p>{t('replies.deleteBody')}</p>
      </ConfirmDialog>
    </li>
  );
}

/** A reply's HTML as editable text: paragraphs become blank-line separated. */
function plainBody(html: string) {
  const doc = new DOMParser().parseFromString(
    html.replace(/<\/p>\s*<p>/g, '\n\n').replace(/<br\s*\/?>/g, '\n'),
    'text/html',
  );
  return doc.body.textContent ?? '';
}

function ReplyForm({
  threadId,
  quote,
  onClearQuote,
}: {
  threadId: number;
  quote: Quoted | null;
  onClearQuote: () => void;
}) {
  const { t } = useForumTranslation();
  const errorText = useErrorText();
  const create = useCreateReply(threadId);
  const [body, setBody] = useState('');
  const id = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!body.trim()) return;
    create.mutate(
      { body: body.trim(), quote_reply_id: quote?.reply_id },
      {
        onSuccess: () => {
          setBody('');
          onClearQuote();
          notify.success(t('replies.done'));
        },
      },
    );
  };
  const error = create.isError ? errorText(create.error) : null;
  return (
    <form onSubmit={submit} className="flex flex-col gap-2 rounded-2xl bg-white p-4 ring-1 ring-stone-200">
      {quote ? (
        <div className="flex items-start justify-between gap-2 border-l-4 border-brand-300 bg-brand-50 px-3 py-2 text-sm">
          <div className="min-w-0">
            <p className="font-medium text-brand-900">{t('replies.quoting', { name: quote.name })}</p>
            <p className="line-clamp-2 text-stone-700">{quote.excerpt}</p>
          </div>
          <button type="button" className="btn-ghost p-1" aria-label={t('replies.removeQuote')} onClick={onClearQuote}>
            <X className="size-4" aria-hidden />
          </button>
        </div>
      ) : null}
      <Field id={`${id}-body`} label={t('replies.yours')} error={error}>
        <textarea
          {...fieldAria(`${id}-body`, error)}
          className={INPUT_CLASS}
          rows={4}
          placeholder={t('replies.placeholder')}
          value={body}
          onChange={(e) => setBody(e.target.value)}
        />
      </Field>
      <button type="submit" className="btn-primary self-end" disabled={create.isPending || !body.trim()}>
        {create.isPending ? t('replies.posting') : t('replies.submit')}
      </button>
    </form>
  );
}
