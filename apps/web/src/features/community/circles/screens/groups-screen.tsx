import { Plus } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { SEARCH_DEBOUNCE_MS } from '../../../../components/ui/data-table-controls';
import { INPUT_CLASS } from '../../../../components/ui/field';
import { useAccessCheck } from '../../../../stores/access';
import { CircleForm } from '../components/circle-form';
import { CircleGrid } from '../components/circle-grid';
import { useCirclesTranslation } from '../i18n';

/** Topics offered as filters (circles carry any topic; these are the common ones). */
export const COMMON_TOPICS = [
  'agritech',
  'fintech',
  'healthtech',
  'edtech',
  'deeptech',
  'women-founders',
  'fundraising',
  'climate',
];

/** /community/groups: discover circles (search, topic), join or ask, start one. */
export default function GroupsScreen() {
  const { t } = useCirclesTranslation();
  const id = useId();
  const can = useAccessCheck();
  const [text, setText] = useState('');
  const [q, setQ] = useState('');
  const [topic, setTopic] = useState('');
  const [creating, setCreating] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setQ(text.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  const mayCreate = can('Community Circle', 'create');
  const create = mayCreate ? (
    <button type="button" className="btn-primary" onClick={() => setCreating(true)}>
      <Plus className="size-4" aria-hidden />
      {t('discover.create')}
    </button>
  ) : null;
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold text-stone-900 sm:text-3xl">{t('discover.title')}</h1>
          <p className="mt-1 max-w-2xl text-sm text-stone-600">{t('discover.intro')}</p>
        </div>
        {create}
      </div>
      <div className="mt-6 mb-6 grid gap-3 sm:grid-cols-[1fr_14rem]">
        <div>
          <label htmlFor={`${id}-q`} className="text-sm font-medium text-stone-800">
            {t('discover.search')}
          </label>
          <input
            id={`${id}-q`}
            type="search"
            placeholder={t('discover.searchPlaceholder')}
            className={INPUT_CLASS}
            value={text}
            onChange={(e) => setText(e.target.value)}
          />
        </div>
        <div>
          <label htmlFor={`${id}-topic`} className="text-sm font-medium text-stone-800">
            {t('discover.topic')}
          </label>
          <select id={`${id}-topic`} className={INPUT_CLASS} value={topic} onChange={(e) => setTopic(e.target.value)}>
            <option value="">{t('discover.anyTopic')}</option>
            {COMMON_TOPICS.map((x) => (
              <option key={x} value={x}>
                #{x}
              </option>
            ))}
          </select>
        </div>
      </div>
      <CircleGrid
        scope="discover"
        q={q}
        topic={topic}
        empty={{ title: t('discover.empty'), body: t('discover.emptyBody'), action: create }}
      />
      {creating ? <CircleForm onClose={() => setCreating(false)} /> : null}
    </div>
  );
}
