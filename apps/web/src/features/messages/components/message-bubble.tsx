import { MESSAGE_EDIT_WINDOW_MS, MESSAGE_MAX_LENGTH, type TMessage } from '@ankur/shared/schemas/messages';
import { Check, CheckCheck, Clock, EllipsisVertical, Flag, Pencil, RotateCcw, Trash2, X } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { type KeyboardEvent, useId, useState } from 'react';
import { useErrorText } from '../../../lib/api-errors';
import { useFormatNumber, useLanguage } from '../../../lib/i18n';
import { useEditMessage } from '../api/messages';
import { useMessagesTranslation } from '../i18n';
import type { OutboxItem } from '../state/outbox';
import { Attachments } from './attachments';
import { formatTime } from './format';
import { MessageText } from './message-text';
import type { Receipt } from './receipts';

export type MessageAction = 'delete' | 'report';

const ITEM =
  'flex cursor-pointer items-center gap-2 rounded-md px-3 py-2 text-sm text-stone-800 outline-none data-[highlighted]:bg-stone-100';

function ReceiptMark({ receipt }: { receipt: Receipt }) {
  const { t } = useMessagesTranslation();
  const formatNumber = useFormatNumber();
  const label =
    receipt.state === 'seen'
      ? receipt.group
        ? t('message.seenBy', { count: receipt.by, number: formatNumber(receipt.by) })
        : t('message.seen')
      : t(`message.${receipt.state}`);
  const Icon = receipt.state === 'sent' ? Check : CheckCheck;
  return (
    <span
      data-testid="receipt"
      className={`inline-flex items-center gap-1 ${receipt.state === 'seen' ? 'text-sky-700' : ''}`}
    >
      <Icon aria-hidden="true" className="size-3.5" />
      <span>{label}</span>
    </span>
  );
}

function InlineEditor({ message, onDone }: { message: TMessage; onDone: () => void }) {
  const { t } = useMessagesTranslation();
  const errorText = useErrorText();
  const id = useId();
  const edit = useEditMessage();
  const [text, setText] = useState(message.body);
  const trimmed = text.trim();
  const save = () => {
    if (!trimmed || trimmed.length > MESSAGE_MAX_LENGTH) return;
    if (trimmed === message.body) return onDone();
    edit.mutate({ message, body: trimmed }, { onSuccess: onDone });
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onDone();
    } else if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      save();
    }
  };
  return (
    <div className="flex w-full flex-col gap-2">
      <label htmlFor={id} className="sr-only">
        {t('message.editLabel')}
      </label>
      <textarea
        id={id}
        // biome-ignore lint/a11y/noAutofocus: the editor opens on the user's request, where they will type
        autoFocus
        value={text}
        maxLength={MESSAGE_MAX_LENGTH}
        rows={Math.min(8, Math.max(2, text.split('\n').length))}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={onKeyDown}
        aria-describedby={`${id}-hint`}
        className="w-full rounded-lg border border-stone-300 bg-white px-3 py-2 text-base text-stone-900 sm:text-sm"
      />
      <p id={`${id}-hint`} className="text-xs text-stone-600">
        {t('message.editHint')}
      </p>
      {edit.isError ? (
        <p role="alert" className="text-sm text-red-700">
          {t('message.editFailed', { reason: errorText(edit.error) })}
        </p>
      ) : null}
      <div className="flex justify-end gap-2">
        <button type="button" className="btn-ghost px-3 py-1.5" onClick={onDone} disabled={edit.isPending}>
          {t('common.cancel')}
        </button>
        <button type="button" className="btn-primary px-3 py-1.5" onClick={save} disabled={edit.isPending || !trimmed}>
          {t('common.save')}
        </button>
      </div>
    </div>
  );
}

function bubbleClass(own: boolean, muted: boolean) {
  if (muted) return 'bg-stone-100 text-stone-500 italic ring-1 ring-stone-200';
  return own ? 'bg-brand-700 text-white' : 'bg-white text-stone-900 ring-1 ring-stone-200';
}

/** One stored message: its text, files, time, edited mark, receipt (own) and its actions. */
export function MessageBubble({
  message,
  own,
  showSender,
  receipt,
  onAction,
}: {
  message: TMessage;
  own: boolean;
  showSender: boolean;
  receipt: Receipt | null;
  onAction: (action: MessageAction, message: TMessage) => void;
}) {
  const { t } = useMessagesTranslation();
  const language = useLanguage();
  const [editing, setEditing] = useState(false);
  const deleted = message.deleted_at !== null;
  const editable = own && !deleted && Date.now() - new Date(message.created_at).getTime() < MESSAGE_EDIT_WINDOW_MS;
  const canAct = !deleted;

  return (
    <article
      aria-label={`${message.sender_name}, ${formatTime(message.created_at, language)}`}
      data-message-id={message.message_id}
      className={`group flex flex-col gap-1 ${own ? 'items-end' : 'items-start'}`}
    >
      {showSender && !own ? (
        <span className="px-1 text-xs font-semibold text-stone-600">{message.sender_name}</span>
      ) : null}
      <div className={`flex max-w-[min(36rem,85%)] items-start gap-1 ${own ? 'flex-row-reverse' : ''}`}>
        {editing ? (
          <div className="w-[min(36rem,80vw)] rounded-2xl bg-white p-2 ring-1 ring-brand-300">
            <InlineEditor message={message} onDone={() => setEditing(false)} />
          </div>
        ) : (
          <div className={`flex min-w-0 flex-col gap-2 rounded-2xl px-3 py-2 text-sm ${bubbleClass(own, deleted)}`}>
            {deleted ? <p>{t('message.deleted')}</p> : null}
            {!deleted && message.body ? <MessageText text={message.body} /> : null}
            {!deleted ? <Attachments items={message.attachments} own={own} /> : null}
          </div>
        )}
        {canAct && !editing ? (
          <DropdownMenu.Root>
            <DropdownMenu.Trigger
              aria-label={t('message.actions')}
              className="rounded-full p-1.5 text-stone-500 hover:bg-stone-100 hover:text-stone-800 focus-visible:opacity-100 data-[state=open]:bg-stone-100 sm:opacity-0 sm:group-hover:opacity-100"
            >
              <EllipsisVertical aria-hidden="true" className="size-4" />
            </DropdownMenu.Trigger>
            <DropdownMenu.Portal>
              <DropdownMenu.Content
                align={own ? 'end' : 'start'}
                sideOffset={4}
                collisionPadding={8}
                className="z-50 min-w-40 rounded-xl border border-stone-200 bg-white p-1 shadow-lg"
              >
                {editable ? (
                  <DropdownMenu.Item className={ITEM} onSelect={() => setEditing(true)}>
                    <Pencil aria-hidden="true" className="size-4" />
                    {t('message.edit')}
                  </DropdownMenu.Item>
                ) : null}
                {own ? (
                  <DropdownMenu.Item className={`${ITEM} text-red-700`} onSelect={() => onAction('delete', message)}>
                    <Trash2 aria-hidden="true" className="size-4" />
                    {t('message.delete')}
                  </DropdownMenu.Item>
                ) : (
                  <DropdownMenu.Item className={ITEM} onSelect={() => onAction('report', message)}>
                    <Flag aria-hidden="true" className="size-4" />
                    {t('message.report')}
                  </DropdownMenu.Item>
                )}
              </DropdownMenu.Content>
            </DropdownMenu.Portal>
          </DropdownMenu.Root>
        ) : null}
      </div>
      <span className="flex items-center gap-2 px-1 text-xs text-stone-500">
        <time dateTime={message.created_at}>{formatTime(message.created_at, language)}</time>
        {message.edited_at && !deleted ? <span>· {t('message.edited')}</span> : null}
        {own && receipt && !deleted ? <ReceiptMark receipt={receipt} /> : null}
      </span>
    </article>
  );
}

/** A message still on its way, or refused: "Sending…", or "Not sent — Retry". */
export function PendingBubble({
  item,
  onRetry,
  onDiscard,
}: {
  item: OutboxItem;
  onRetry: () => void;
  onDiscard: () => void;
}) {
  const { t } = useMessagesTranslation();
  const failed = item.status === 'failed';
  return (
    <article data-testid="pending-message" className="flex flex-col items-end gap-1">
      <div
        className={`flex max-w-[min(36rem,85%)] flex-col gap-2 rounded-2xl px-3 py-2 text-sm ${
          failed ? 'bg-red-50 text-red-900 ring-1 ring-red-200' : 'bg-brand-700/80 text-white'
        }`}
      >
        {item.body ? <MessageText text={item.body} /> : null}
        <Attachments items={item.attachments} own />
      </div>
      {failed ? (
        <div role="alert" className="flex flex-wrap items-center justify-end gap-2 px-1 text-xs text-red-800">
          <span>
            {t('message.notSent')}
            {item.error ? ` — ${item.error}` : ''}
          </span>
          <button type="button" className="inline-flex items-center gap-1 font-semibold underline" onClick={onRetry}>
            <RotateCcw aria-hidden="true" className="size-3.5" />
            {t('message.retry')}
          </button>
          <button type="button" className="inline-flex items-center gap-1 underline" onClick={onDiscard}>
            <X aria-hidden="true" className="size-3.5" />
            {t('message.discard')}
          </button>
        </div>
      ) : (
        <span className="flex items-center gap-1 px-1 text-xs text-stone-500">
          <Clock aria-hidden="true" className="size-3.5" />
          {t('message.sending')}
        </span>
      )}
    </article>
  );
}
