import { Search, X } from 'lucide-react';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { INPUT_CLASS } from '../../../components/ui/field';
import { useContentTranslation } from '../i18n';

/** The library's search form: submits the words (two letters at least), or clears them. */
export function SearchBox({ initial, onSearch }: { initial: string; onSearch: (q: string | undefined) => void }) {
  const { t } = useContentTranslation();
  const id = useId();
  const [text, setText] = useState(initial);
  useEffect(() => setText(initial), [initial]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim().length >= 2 ? text.trim() : undefined);
  };
  return (
    <form aria-label={t('explorer.searchLabel')} onSubmit={submit} className="flex gap-2">
      <label htmlFor={id} className="sr-only">
        {t('explorer.searchLabel')}
      </label>
      <input
        id={id}
        type="search"
        className={INPUT_CLASS}
        placeholder={t('explorer.searchPlaceholder')}
        value={text}
        onChange={(e) => setText(e.target.value)}
      />
      <button type="submit" className="btn-primary" aria-label={t('explorer.search')}>
        <Search className="size-4" aria-hidden />
      </button>
      {initial ? (
        <button
          type="button"
          className="btn-ghost"
          aria-label={t('explorer.clear')}
          onClick={() => {
            setText('');
            onSearch(undefined);
          }}
        >
          <X className="size-4" aria-hidden />
        </button>
      ) : null}
    </form>
  );
}
