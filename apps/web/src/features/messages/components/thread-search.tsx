import { useEffect, useId, useState } from 'react';
import { SEARCH_DEBOUNCE_MS } from '../../../components/ui/data-table-controls';
import { INPUT_CLASS } from '../../../components/ui/field';
import { QueryErrorPanel } from '../../../components/ui/query-gate';
import { useFormatNumber, useLanguage } from '../../../lib/i18n';
import { useMessageSearch } from '../api/messages';
import { useMessagesTranslation } from '../i18n';
import { dayLabel, formatTime } from './format';
import { HighlightedText } from './message-text';

/** Search within the open conversation: its messages containing the words, the words marked. */
export function ThreadSearch({ conversationId }: { conversationId: number }) {
  const { t } = useMessagesTranslation();
  const formatNumber = useFormatNumber();
  const language = useLanguage();
  const id = useId();
  const [text, setText] = useState('');
  const [q, setQ] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setQ(text.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  const search = useMessageSearch(conversationId, q);
  const results = (search.data?.data ?? []).filter((m) => !m.deleted_at);

  const when = (date: string) => {
    const day = dayLabel(date, language);
    return `${day.kind === 'date' ? day.text : t(`thread.${day.kind}`)}, ${formatTime(date, language)}`;
  };

  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <div className="border-b border-stone-200 p-3">
        <label htmlFor={id} className="sr-only">
          {t('search.label')}
        </label>
        <input
          id={id}
          type="search"
          // biome-ignore lint/a11y/noAutofocus: search opens on the user's request, where they will type
          autoFocus
          value={text}
          placeholder={t('search.placeholder')}
          onChange={(e) => setText(e.target.value)}
          className={INPUT_CLASS}
        />
      </div>
      <div aria-live="polite" className="min-h-0 flex-1 overflow-y-auto p-3">
        {!q ? (
          <p className="text-sm text-stone-600">{t('search.hint')}</p>
        ) : search.isError ? (
          <QueryErrorPanel
            variant="inline"
            title={t('search.error')}
            body={null}
            error={search.error}
            onRetry={() => void search.refetch()}
          />
        ) : search.isPending ? (
          <p role="status" className="text-sm text-stone-600">
            {t('common.loading')}
          </p>
        ) : results.length === 0 ? (
          <p className="text-sm text-stone-600">{t('search.none', { q })}</p>
        ) : (
          <>
            <p className="mb-2 text-xs text-stone-600">
              {t('search.results', { count: results.length, number: formatNumber(results.length) })}
            </p>
            <ul className="flex flex-col gap-2">
              {results.map((message) => (
                <li key={message.message_id} className="rounded-xl bg-white px-3 py-2 text-sm ring-1 ring-stone-200">
                  <p className="mb-1 flex flex-wrap gap-x-2 text-xs text-stone-500">
                    <span className="font-semibold text-stone-700">{message.sender_name}</span>
                    <span>{when(message.created_at)}</span>
                  </p>
                  <HighlightedText text={message.body} term={q} className="text-stone-800" />
                </li>
              ))}
            </ul>
          </>
        )}
      </div>
    </div>
  );
}
