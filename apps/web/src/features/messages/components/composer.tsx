import { MESSAGE_MAX_LENGTH, type TMessageAttachment } from '@ankur/shared/schemas/messages';
import { CircleAlert, LoaderCircle, Paperclip, SendHorizontal, X } from 'lucide-react';
import { type KeyboardEvent, useId, useLayoutEffect, useRef, useState } from 'react';
import { useFormatNumber } from '../../../lib/i18n';
import { ATTACHMENT_ACCEPT } from '../api/upload-attachment';
import { useMessagesTranslation } from '../i18n';
import { useAttachments } from './use-attachments';

/** The counter shows from this many characters left. */
const COUNTER_FROM = 200;
const MAX_ROWS_PX = 192;

/**
 * Writing a message: an auto-growing text box (Enter sends, Shift+Enter adds a line), files that
 * upload as they are chosen, a counter near the limit. `onTyping` says when typing starts and stops.
 */
export function Composer({
  onSend,
  onTyping,
}: {
  onSend: (body: string, attachments: TMessageAttachment[]) => void;
  onTyping: (typing: boolean) => void;
}) {
  const { t } = useMessagesTranslation();
  const formatNumber = useFormatNumber();
  const id = useId();
  const [text, setText] = useState('');
  const box = useRef<HTMLTextAreaElement>(null);
  const picker = useRef<HTMLInputElement>(null);
  const files = useAttachments();
  const left = MESSAGE_MAX_LENGTH - text.length;
  const tooLong = left < 0;
  const canSend = !tooLong && !files.uploading && (text.trim().length > 0 || files.ready.length > 0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the box grows (or shrinks) with its text
  useLayoutEffect(() => {
    const el = box.current;
    if (!el) return;
    el.style.height = 'auto';
    el.style.height = `${Math.min(el.scrollHeight, MAX_ROWS_PX)}px`;
  }, [text]);

  const send = () => {
    if (!canSend) return;
    onSend(text.trim(), files.ready);
    onTyping(false);
    setText('');
    files.clear();
    box.current?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      send();
    }
  };

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        send();
      }}
      className="flex flex-col gap-2 border-t border-stone-200 bg-white px-3 py-2 sm:px-4"
    >
      {files.files.length > 0 ? (
        <ul aria-label={t('composer.attachments')} className="flex flex-wrap gap-2">
          {files.files.map((file) => (
            <li
              key={file.key}
              className={`flex max-w-full items-center gap-2 rounded-lg px-2 py-1 text-xs ring-1 ${
                file.status === 'error'
                  ? 'bg-red-50 text-red-800 ring-red-200'
                  : 'bg-stone-50 text-stone-700 ring-stone-200'
              }`}
            >
              {file.status === 'uploading' ? (
                <LoaderCircle aria-hidden="true" className="size-3.5 shrink-0 motion-safe:animate-spin" />
              ) : file.status === 'error' ? (
                <CircleAlert aria-hidden="true" className="size-3.5 shrink-0" />
              ) : (
                <Paperclip aria-hidden="true" className="size-3.5 shrink-0" />
              )}
              <span role={file.status === 'error' ? 'alert' : undefined} className="min-w-0 truncate">
                {file.status === 'uploading'
                  ? t('composer.uploading', { name: file.name, percent: `${Math.round(file.progress * 100)}%` })
                  : file.status === 'error'
                    ? t('composer.uploadFailed', { name: file.name, reason: file.error ?? '' })
                    : file.name}
              </span>
              {file.status === 'uploading' ? (
                <progress value={file.progress} max={1} className="h-1.5 w-12" aria-hidden="true" />
              ) : null}
              <button
                type="button"
                aria-label={t('composer.removeFile', { name: file.name })}
                className="rounded p-0.5 hover:bg-stone-200"
                onClick={() => files.remove(file.key)}
              >
                <X aria-hidden="true" className="size-3.5" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {files.notice ? (
        <p role="alert" className="text-xs text-red-700">
          {files.notice}
        </p>
      ) : null}
      <div className="flex items-end gap-2">
        <input
          ref={picker}
          type="file"
          multiple
          accept={ATTACHMENT_ACCEPT}
          className="sr-only"
          tabIndex={-1}
          aria-hidden="true"
          onChange={(event) => {
            files.add(Array.from(event.target.files ?? []));
            event.target.value = '';
          }}
        />
        <button
          type="button"
          aria-label={t('composer.attach')}
          title={t('composer.attach')}
          disabled={files.full}
          onClick={() => picker.current?.click()}
          className="rounded-full p-2.5 text-stone-600 hover:bg-stone-100 hover:text-brand-700 disabled:opacity-50"
        >
          <Paperclip aria-hidden="true" className="size-5" />
        </button>
        <label htmlFor={id} className="sr-only">
          {t('composer.label')}
        </label>
        <textarea
          id={id}
          ref={box}
          rows={1}
          value={text}
          placeholder={t('composer.placeholder')}
          aria-describedby={`${id}-hint${tooLong || left <= COUNTER_FROM ? ` ${id}-count` : ''}`}
          aria-invalid={tooLong || undefined}
          onChange={(event) => {
            setText(event.target.value);
            onTyping(event.target.value.length > 0);
          }}
          onBlur={() => onTyping(false)}
          onKeyDown={onKeyDown}
          className="max-h-48 min-h-11 flex-1 resize-none rounded-2xl border border-stone-300 bg-white px-4 py-2.5 text-base text-stone-900 placeholder:text-stone-400 aria-[invalid=true]:border-red-500 sm:text-sm"
        />
        <button
          type="submit"
          disabled={!canSend}
          aria-label={t('composer.send')}
          title={t('composer.send')}
          className="flex size-11 shrink-0 items-center justify-center rounded-full bg-brand-600 text-white hover:bg-brand-700 disabled:cursor-not-allowed disabled:opacity-50"
        >
          <SendHorizontal aria-hidden="true" className="size-5" />
        </button>
      </div>
      <div className="flex items-center justify-between gap-2 text-xs text-stone-500">
        <p id={`${id}-hint`} className="hidden sm:block">
          {t('composer.hint')}
        </p>
        {tooLong || left <= COUNTER_FROM ? (
          <p id={`${id}-count`} aria-live="polite" className={`ml-auto ${tooLong ? 'font-semibold text-red-700' : ''}`}>
            {tooLong
              ? t('composer.tooLong', { max: formatNumber(MESSAGE_MAX_LENGTH) })
              : t('composer.remaining', { number: formatNumber(left) })}
          </p>
        ) : null}
      </div>
    </form>
  );
}
