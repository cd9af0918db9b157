import type { TPerson } from '@ankur/shared/schemas/messages';
import { Check, X } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { usePeopleSearch } from '../../lib/people-search';
import { InitialsAvatar } from './avatar';
import { SEARCH_DEBOUNCE_MS } from './data-table-controls';
import { INPUT_CLASS } from './field';
import { useUiTranslation } from './i18n';
import { QueryErrorPanel } from './query-gate';

/** The text, SEARCH_DEBOUNCE_MS after the last change. */
function useDebounced(value: string): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [value]);
  return settled;
}

/**
 * Finding people of the organisation (GET messaging/people?q, debounced) and choosing them: one
 * (a click chooses) or several (each toggles; the chosen ones show as removable chips).
 */
export function PeoplePicker({
  selected,
  onToggle,
  exclude = [],
  multiple,
}: {
  selected: readonly TPerson[];
  onToggle: (person: TPerson) => void;
  exclude?: readonly number[];
  multiple: boolean;
}) {
  const { t } = useUiTranslation();
  const id = useId();
  const [text, setText] = useState('');
  const q = useDebounced(text).trim();
  const people = usePeopleSearch(q, q.length > 0);
  const results = (people.data?.data ?? []).filter((p) => !exclude.includes(p.user_id));
  const isChosen = (person: TPerson) => selected.some((p) => p.user_id === person.user_id);

  return (
    <div className="flex flex-col gap-3">
      {multiple && selected.length > 0 ? (
        <div>
          <p className="mb-1 text-xs font-medium text-stone-600">{t('people.selected')}</p>
          <ul className="flex flex-wrap gap-1.5">
            {selected.map((person) => (
              <li key={person.user_id}>
                <span className="inline-flex items-center gap-1 rounded-full bg-brand-50 py-0.5 pr-1 pl-2.5 text-sm text-brand-900 ring-1 ring-brand-200">
                  {person.name}
                  <button
                    type="button"
                    aria-label={t('people.remove', { name: person.name })}
                    className="rounded-full p-0.5 hover:bg-brand-100"
                    onClick={() => onToggle(person)}
                  >
                    <X aria-hidden="true" className="size-3.5" />
                  </button>
                </span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <div className="flex flex-col gap-1">
        <label htmlFor={id} className="text-sm font-medium text-stone-800">
          {t('people.people')}
        </label>
        <input
          id={id}
          type="search"
          // the dialog opens on this box: finding a person is what "New message" is for
          data-autofocus=""
          value={text}
          autoComplete="off"
          placeholder={t('people.peoplePlaceholder')}
          onChange={(e) => setText(e.target.value)}
          className={INPUT_CLASS}
        />
      </div>
      <div aria-live="polite" className="min-h-24">
        {!q ? (
          <p className="py-3 text-sm text-stone-600">{t('people.typeToSearch')}</p>
        ) : people.isError ? (
          <QueryErrorPanel
            variant="inline"
            title={t('people.peopleError')}
            body={null}
            error={people.error}
            onRetry={() => void people.refetch()}
          />
        ) : people.isPending ? (
          <p role="status" className="py-3 text-sm text-stone-600">
            {t('people.loading')}
          </p>
        ) : results.length === 0 ? (
          <p className="py-3 text-sm text-stone-600">{t('people.noPeople', { q })}</p>
        ) : (
          <ul aria-label={t('people.peopleLabel')} className="flex flex-col gap-1">
            {results.map((person) => {
              const chosen = isChosen(person);
              return (
                <li key={person.user_id}>
                  <button
                    type="button"
                    aria-pressed={multiple ? chosen : undefined}
                    onClick={() => onToggle(person)}
                    className={`flex w-full items-center gap-3 rounded-lg px-2 py-2 text-left hover:bg-stone-50 ${
                      chosen ? 'bg-brand-50' : ''
                    }`}
                  >
                    <InitialsAvatar name={person.name} seed={person.user_id} size="sm" />
                    <span className="flex min-w-0 flex-1 flex-col">
                      <span className="truncate text-sm font-medium text-stone-900">{person.name}</span>
                    </span>
                    {chosen ? <Check aria-hidden="true" className="size-4 text-brand-700" /> : null}
                  </button>
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </div>
  );
}
