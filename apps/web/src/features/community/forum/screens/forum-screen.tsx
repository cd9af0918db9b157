import { FORUM_SORTS, type TForumCategory, type TForumSort } from '@ankur/shared/schemas/community-forum';
import { ArrowLeft, FolderOpen, MessageSquarePlus, Search, Settings2, X } from 'lucide-react';
import { type FormEvent, useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { INPUT_CLASS } from '../../../../components/ui/field';
import { QueryGate } from '../../../../components/ui/query-gate';
import { StatePanel } from '../../../../components/ui/state-panel';
import { useLanguage } from '../../../../lib/i18n';
import { useCategories } from '../api/forum';
import { CategoryManager } from '../components/category-manager';
import { categoryDescription, categoryName } from '../components/labels';
import { ThreadForm } from '../components/thread-form';
import { ThreadList } from '../components/thread-list';
import { ThreadView } from '../components/thread-view';
import { useForumTranslation } from '../i18n';

const isSort = (v: string | null): v is TForumSort => FORUM_SORTS.includes(v as TForumSort);
const idOf = (v: string | null) => {
  const n = Number(v);
  return Number.isInteger(n) && n > 0 && n <= 2147483647 ? n : 0;
};

/**
 * /community/forum: the categories and the latest threads; ?category=slug its threads (sorted);
 * ?q=words a search; ?thread=id one thread. Everything lives in the address, so back and forward
 * move between them.
 */
export default function ForumScreen() {
  const { t } = useForumTranslation();
  const language = useLanguage();
  const [params, setParams] = useSearchParams();
  const categories = useCategories();
  const slug = params.get('category') ?? undefined;
  const threadParam = params.get('thread');
  const q = params.get('q')?.trim() || undefined;
  const sort = isSort(params.get('sort')) ? (params.get('sort') as TForumSort) : 'activity';
  const [asking, setAsking] = useState(false);
  const [managing, setManaging] = useState(false);
  const [search, setSearch] = useState(q ?? '');
  useEffect(() => setSearch(q ?? ''), [q]);

  const change = (next: Record<string, string | undefined>) => {
    const merged = new URLSearchParams(params);
    for (const [k, v] of Object.entries(next)) {
      if (v) merged.set(k, v);
      else merged.delete(k);
    }
    merged.delete('thread');
    setParams(merged);
  };
  const submitSearch = (event: FormEvent) => {
    event.preventDefault();
    change({ q: search.trim().length >= 2 ? search.trim() : undefined });
  };

  return (
    <section aria-labelledby="forum-heading" className="mx-auto w-full max-w-5xl px-4 py-8 sm:px-6 sm:py-10">
      <QueryGate query={categories} error={{ title: t('categoriesFailed') }}>
        {({ items, can_manage }) => {
          const current = items.find((c) => c.slug === slug);
          const heading = current ? categoryName(current, language) : t('title');
          return (
            <>
              <header className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
                <div className="min-w-0">
                  {slug || threadParam || q ? (
                    <Link
                      to={threadParam && current ? `/community/forum?category=${current.slug}` : '/community/forum'}
                      className="mb-2 inline-flex items-center gap-1 text-sm text-brand-800 hover:underline"
                    >
                      <ArrowLeft className="size-4" aria-hidden />
                      {threadParam && current ? categoryName(current, language) : t('backToForum')}
                    </Link>
                  ) : null}
                  <h1 id="forum-heading" className="text-2xl font-bold tracking-tight text-stone-900 sm:text-3xl">
                    {heading}
                  </h1>
                  {!threadParam ? (
                    <p className="mt-2 text-stone-600">
                      {current ? categoryDescription(current, language) : t('intro')}
                    </p>
                  ) : null}
                </div>
                <div className="flex shrink-0 flex-wrap gap-2">
                  {can_manage ? (
                    <button type="button" className="btn-outline" onClick={() => setManaging(true)}>
                      <Settings2 className="size-4" aria-hidden />
                      {t('manage.action')}
                    </button>
                  ) : null}
                  {items.length ? (
                    <button type="button" className="btn-primary" onClick={() => setAsking(true)}>
                      <MessageSquarePlus className="size-4" aria-hidden />
                      {t('newThread.action')}
                    </button>
                  ) : null}
                </div>
              </header>
              <div className="mt-6">
                {threadParam ? (
                  <ThreadView key={threadParam} threadId={idOf(threadParam)} />
                ) : items.length === 0 ? (
                  <StatePanel Icon={FolderOpen} title={t('noCategories')} body={t('noCategoriesBody')} />
                ) : (
                  <div className="flex flex-col gap-5">
                    <form aria-label={t('search.label')} onSubmit={submitSearch} className="flex gap-2">
                      <label htmlFor="forum-search" className="sr-only">
                        {t('search.label')}
                      </label>
                      <input
                        id="forum-search"
                        type="search"
                        className={INPUT_CLASS}
                        placeholder={t('search.placeholder')}
                        value={search}
                        onChange={(e) => setSearch(e.target.value)}
                      />
                      <button type="submit" className="btn-outline" aria-label={t('search.submit')}>
                        <Search className="size-4" aria-hidden />
                      </button>
                      {q ? (
                        <button
                          type="button"
                          className="btn-ghost"
                          aria-label={t('search.clear')}
                          onClick={() => change({ q: undefined })}
                        >
                          <X className="size-4" aria-hidden />
                        </button>
                      ) : null}
                    </form>
                    {!slug && !q ? <CategoryGrid items={items} language={language} /> : null}
                    <div className="flex flex-wrap items-center justify-between gap-3">
                      <h2 className="text-lg font-semibold text-stone-900">
                        {q ? t('search.results', { q }) : t(`sort.${sort}`)}
                      </h2>
                      {!q ? (
                        <label className="flex items-center gap-2 text-sm text-stone-700">
                          {t('sort.label')}
                          <select
                            className={`${INPUT_CLASS} w-auto`}
                            value={sort}
                            onChange={(e) =>
                              change({ sort: e.target.value === 'activity' ? undefined : e.target.value })
                            }
                          >
                            {FORUM_SORTS.map((s) => (
                              <option key={s} value={s}>
                                {t(`sort.${s}`)}
                              </option>
                            ))}
                          </select>
                        </label>
                      ) : null}
                    </div>
                    <ThreadList
                      filter={{ category: slug, sort, q }}
                      emptyAction={
                        <button type="button" className="btn-primary" onClick={() => setAsking(true)}>
                          {t('newThread.action')}
                        </button>
                      }
                    />
                  </div>
                )}
              </div>
              {asking ? (
                <ThreadForm
                  open
                  onClose={() => setAsking(false)}
                  categories={items}
                  initialCategory={current?.category_id}
                />
              ) : null}
              {can_manage ? (
                <CategoryManager open={managing} onClose={() => setManaging(false)} categories={items} />
              ) : null}
            </>
          );
        }}
      </QueryGate>
    </section>
  );
}

function CategoryGrid({ items, language }: { items: TForumCategory[]; language: string }) {
  const { t } = useForumTranslation();
  return (
    <nav aria-label={t('categories')}>
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {items.map((c) => (
          <li key={c.category_id}>
            <Link
              to={`/community/forum?category=${c.slug}`}
              className="flex h-full flex-col rounded-2xl bg-white p-4 ring-1 ring-stone-200 hover:ring-brand-400 focus-visible:ring-2 focus-visible:ring-brand-600"
            >
              <span className="font-semibold text-stone-900">{categoryName(c, language)}</span>
              <span className="mt-1 line-clamp-2 text-sm text-stone-600">{categoryDescription(c, language)}</span>
              <span className="mt-2 text-xs text-stone-500">{t('threadsCount', { count: c.thread_count })}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
