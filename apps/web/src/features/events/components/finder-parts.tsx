import { EVENT_MENU } from '@ankur/shared/schemas/events';
import { ChevronLeft, ChevronRight, Plus, Search } from 'lucide-react';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { Link } from 'react-router';
import { INPUT_CLASS } from '../../../components/ui/field';
import { useCan } from '../../../stores/access';
import { useSessionStore } from '../../../stores/session';
import { useEventsTranslation } from '../i18n';
import { NEW_EVENT_PATH } from './format';

/** The finder's search form: submits the words, or clears them when empty. */
export function EventSearchBox({ initial, onSearch }: { initial: string; onSearch: (q: string | undefined) => void }) {
  const { t } = useEventsTranslation();
  const id = useId();
  const [text, setText] = useState(initial);
  useEffect(() => setText(initial), [initial]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim() || undefined);
  };
  return (
    <form aria-label={t('finder.searchLabel')} onSubmit={submit} className="flex gap-2">
      <label htmlFor={id} className="sr-only">
        {t('finder.searchLabel')}
      </label>
      <input
        id={id}
        type="search"
        className={INPUT_CLASS}
        placeholder={t('finder.searchPlaceholder')}
        value={text}
        maxLength={100}
        onChange={(e) => setText(e.target.value)}
      />
      <button type="submit" className="btn-primary" aria-label={t('finder.search')}>
        <Search className="size-4" aria-hidden />
      </button>
    </form>
  );
}

/** Previous / "Page 2 of 5" / Next. */
export function EventPager({ page, total, onPage }: { page: number; total: number; onPage: (page: number) => void }) {
  const { t } = useEventsTranslation();
  if (total <= 1) return null;
  return (
    <nav aria-label={t('finder.pages')} className="mt-6 flex items-center justify-center gap-3">
      <button type="button" className="btn-outline" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        <ChevronLeft className="size-4" aria-hidden />
        {t('finder.previous')}
      </button>
      <span className="text-sm text-stone-700">{t('finder.page', { page, total })}</span>
      <button type="button" className="btn-outline" disabled={page >= total} onClick={() => onPage(page + 1)}>
        {t('finder.next')}
        <ChevronRight className="size-4" aria-hidden />
      </button>
    </nav>
  );
}

/** Whether the signed-in person may create events (the 'Event' create privilege). */
export function useCanCreateEvent(): boolean {
  const signedIn = useSessionStore((s) => s.isLoggedIn);
  const can = useCan(EVENT_MENU, 'create');
  return signedIn && can;
}

/** "Create event", for those with the Event create privilege. */
export function CreateEventLink() {
  const { t } = useEventsTranslation();
  if (!useCanCreateEvent()) return null;
  return (
    <Link to={NEW_EVENT_PATH} className="btn-primary">
      <Plus className="size-4" aria-hidden />
      {t('finder.create')}
    </Link>
  );
}
