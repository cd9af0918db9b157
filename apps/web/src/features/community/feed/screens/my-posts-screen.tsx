import { useState } from 'react';
import { Link } from 'react-router';
import { PostList } from '../components/post-list';
import { useFeedTranslation } from '../i18n';

/** /community/my-posts: the caller's own posts (every circle) and the posts they saved. */
export default function MyPostsScreen() {
  const { t } = useFeedTranslation();
  const [tab, setTab] = useState<'mine' | 'saved'>('mine');
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-6">
      <h1 className="text-2xl font-bold text-stone-900 sm:text-3xl">{t('mine.title')}</h1>
      <p className="mt-1 text-sm text-stone-600">{t('mine.intro')}</p>
      <div role="tablist" aria-label={t('mine.title')} className="mt-6 mb-4 flex gap-1 border-b border-stone-200">
        {(['mine', 'saved'] as const).map((key) => (
          <button
            key={key}
            type="button"
            role="tab"
            aria-selected={tab === key}
            className={`-mb-px border-b-2 px-4 py-2 text-sm font-medium ${tab === key ? 'border-brand-700 text-brand-800' : 'border-transparent text-stone-600 hover:text-stone-900'}`}
            onClick={() => setTab(key)}
          >
            {t(`mine.tabs.${key}`)}
          </button>
        ))}
      </div>
      <div role="tabpanel">
        <PostList
          key={tab}
          source={{ kind: tab }}
          empty={
            tab === 'mine'
              ? {
                  title: t('mine.empty'),
                  body: t('mine.emptyBody'),
                  action: (
                    <Link to="/community" className="btn-primary">
                      {t('mine.toFeed')}
                    </Link>
                  ),
                }
              : { title: t('mine.emptySaved'), body: t('mine.emptySavedBody') }
          }
        />
      </div>
    </div>
  );
}
