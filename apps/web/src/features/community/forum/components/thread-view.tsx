import type { TForumThread } from '@ankur/shared/schemas/community-forum';
import { EyeOff, Flag, Lock, LockOpen, MessageSquareOff, Pencil, Pin, PinOff, Trash2 } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Badge } from '../../../../components/ui/badge';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';
import { Field, fieldAria, INPUT_CLASS } from '../../../../components/ui/field';
import { ItemDate } from '../../../../components/ui/item-date';
import { QueryGate } from '../../../../components/ui/query-gate';
import { SafeHtml } from '../../../../components/ui/safe-html';
import { StatePanel } from '../../../../components/ui/state-panel';
import { notify } from '../../../../components/ui/toaster';
import { useErrorText } from '../../../../lib/api-errors';
import { useSessionStore } from '../../../../stores/session';
import { ReportDialog, type ReportTarget } from '../../moderation/components/report-dialog';
import { useDeleteThread, useEditThread, useModerateThread, useThread } from '../api/forum';
import { useForumTranslation } from '../i18n';
import { Replies } from './replies';
import { VoteButton } from './vote-button';

const Skeleton = () => <div className="h-64 animate-pulse rounded-2xl bg-stone-100" />;

/** One thread (?thread=id): the question, its votes and actions, then its replies. */
export function ThreadView({ threadId }: { threadId: number }) {
  const { t } = useForumTranslation();
  const thread = useThread(threadId);
  const viewerId = useSessionStore((s) => s.user?.user_id ?? null);
  const [report, setReport] = useState<ReportTarget | null>(null);
  const notFound = (
    <StatePanel Icon={MessageSquareOff} title={t('thread.notFound')} body={t('thread.notFoundBody')}>
      <Link to="/community/forum" className="btn-primary">
        {t('backToForum')}
      </Link>
    </StatePanel>
  );
  return (
    <>
      <QueryGate query={thread} pending={<Skeleton />} notFound={notFound} error={{ title: t('thread.loadFailed') }}>
        {(data) => (
          <div className="flex flex-col gap-6">
            <Question thread={data} own={data.author.user_id === viewerId} onReport={setReport} />
            <Replies thread={data} viewerId={viewerId} onReport={setReport} />
          </div>
        )}
      </QueryGate>
      <ReportDialog target={report} onClose={() => setReport(null)} />
    </>
  );
}

function Question({
  thread,
  own,
  onReport,
}: {
  thread: TForumThread;
  own: boolean;
  onReport: (target: ReportTarget) => void;
}) {
  const { t } = useForumTranslation();
  const errorText = useErrorText();
  const navigate = useNavigate();
  const remove = useDeleteThread();
  const moderate = useModerateThread(thread.thread_id);
  const edit = useEditThread(thread.thread_id);
  const [confirming, setConfirming] = useState(false);
  const [draft, setDraft] = useState<{ title: string; body: string } | null>(null);
  const id = useId();
  // a link to one reply (#reply-12) scrolls to it once the page has drawn
  useEffect(() => {
    const hash = window.location.hash.slice(1);
    if (hash) window.setTimeout(() => document.getElementById(hash)?.scrollIntoView({ block: 'center' }), 300);
  }, []);
  const toggle = (input: { pinned?: boolean; locked?: boolean }) =>
    moderate.mutate(input, { onError: (error) => notify.error(errorText(error)) });

  return (
    <article aria-labelledby="thread-title" className="rounded-2xl bg-white p-4 ring-1 ring-stone-200 sm:p-6">
      <div className="flex flex-wrap gap-2">
        {thread.pinned ? <Badge tone="blue">{t('badge.pinned')}</Badge> : null}
        {thread.locked ? <Badge tone="stone">{t('badge.locked')}</Badge> : null}
        {thread.answered ? <Badge tone="green">{t('badge.answered')}</Badge> : null}
      </div>
      {thread.hidden ? (
        <p className="mt-2 flex items-center gap-1 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
          <EyeOff className="size-4 shrink-0" aria-hidden />
          {t('thread.hiddenNote')}
        </p>
      ) : null}
      {draft ? (
        <form
          className="mt-2 flex flex-col gap-3"
          onSubmit={(e) => {
            e.preventDefault();
            edit.mutate(draft, { onSuccess: () => setDraft(null) });
          }}
        >
          <Field id={`${id}-title`} label={t('newThread.subject')} error={edit.isError ? errorText(edit.error) : null}>
            <input
              {...fieldAria(`${id}-title`)}
              data-autofocus
              className={INPUT_CLASS}
              value={draft.title}
              onChange={(e) => setDraft({ ...draft, title: e.target.value })}
            />
          </Field>
          <Field id={`${id}-body`} label={t('newThread.body')}>
            <textarea
              {...fieldAria(`${id}-body`)}
              className={INPUT_CLASS}
              rows={6}
              value={draft.body}
              onChange={(e) => setDraft({ ...draft, body: e.target.value })}
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
        <>
          <h2 id="thread-title" className="mt-2 text-xl font-bold break-words text-stone-900 sm:text-2xl">
            {thread.title}
          </h2>
          <p className="mt-1 flex flex-wrap gap-x-3 text-sm text-stone-600">
            <span>{t('list.by', { name: thread.author.name })}</span>
            <ItemDate date={thread.created_at} />
            {thread.edited_at ? <span>({t('badge.edited')})</span> : null}
          </p>
          <SafeHtml
            html={thread.body_html}
            className="mt-4 break-words text-stone-800 [&_li]:ml-5 [&_ol]:list-decimal [&_p+p]:mt-3 [&_ul]:list-disc"
          />
          {thread.tags.length ? (
            <ul className="mt-3 flex flex-wrap gap-2">
              {thread.tags.map((tag) => (
                <li key={tag} className="rounded-full bg-stone-100 px-2 py-0.5 text-xs text-stone-700">
                  #{tag}
                </li>
              ))}
            </ul>
          ) : null}
        </>
      )}
      <div className="mt-4 flex flex-wrap items-center gap-2 border-t border-stone-100 pt-3">
        <VoteButton kind="threads" id={thread.thread_id} count={thread.vote_count} voted={thread.voted} own={own} />
        {thread.can_edit && !draft ? (
          <button
            type="button"
            className="btn-ghost text-sm"
            onClick={() => setDraft({ title: thread.title, body: textOf(thread.body_html) })}
          >
            <Pencil className="size-4" aria-hidden />
            {t('thread.edit')}
          </button>
        ) : null}
        {thread.can_moderate ? (
          <>
            <button type="button" className="btn-ghost text-sm" onClick={() => toggle({ pinned: !thread.pinned })}>
              {thread.pinned ? <PinOff className="size-4" aria-hidden /> : <Pin className="size-4" aria-hidden />}
              {thread.pinned ? t('thread.unpin') : t('thread.pin')}
            </button>
            <button type="button" className="btn-ghost text-sm" onClick={() => toggle({ locked: !thread.locked })}>
              {thread.locked ? <LockOpen className="size-4" aria-hidden /> : <Lock className="size-4" aria-hidden />}
              {thread.locked ? t('thread.unlock') : t('thread.lock')}
            </button>
          </>
        ) : null}
        {thread.can_delete ? (
          <button type="button" className="btn-ghost text-sm text-red-700" onClick={() => setConfirming(true)}>
            <Trash2 className="size-4" aria-hidden />
            {t('thread.delete')}
          </button>
        ) : null}
        {!own ? (
          <button
            type="button"
            className="btn-ghost text-sm text-stone-600"
            onClick={() => onReport({ kind: 'thread', id: thread.thread_id, quote: thread.title })}
          >
            <Flag className="size-4" aria-hidden />
            {t('thread.report')}
          </button>
        ) : null}
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('thread.deleteTitle')}
        confirmLabel={t('thread.delete')}
        destructive
        pending={remove.isPending}
        error={remove.isError ? errorText(remove.error) : null}
        onConfirm={() =>
          remove.mutate(thread.thread_id, {
            onSuccess: () => {
              setConfirming(false);
              notify.success(t('thread.deleted'));
              void navigate(`/community/forum?category=${thread.category_slug}`);
            },
          })
        }
      >
        <p>{t('thread.deleteBody')}</p>
      </ConfirmDialog>
    </article>
  );
}

/** A body's HTML as editable text: paragraphs become blank-line separated. */
function textOf(html: string) {
  const doc = new DOMParser().parseFromString(
    html.replace(/<\/p>\s*<p>/g, '\n\n').replace(/<br\s*\/?>/g, '\n'),
    'text/html',
  );
  return doc.body.textContent ?? '';
}
