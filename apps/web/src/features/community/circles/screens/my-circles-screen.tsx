import { Link } from 'react-router';
import { CircleGrid } from '../components/circle-grid';
import { useCirclesTranslation } from '../i18n';

/** /community/my-community-circles: circles I am in (with my role), my requests and invitations to accept. */
export default function MyCirclesScreen() {
  const { t } = useCirclesTranslation();
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6">
      <h1 className="text-2xl font-bold text-stone-900 sm:text-3xl">{t('mine.title')}</h1>
      <p className="mt-1 mb-6 text-sm text-stone-600">{t('mine.intro')}</p>
      <CircleGrid
        scope="mine"
        empty={{
          title: t('mine.empty'),
          body: t('mine.emptyBody'),
          action: (
            <Link to="/community/groups" className="btn-primary">
              {t('mine.browse')}
            </Link>
          ),
        }}
      />
    </div>
  );
}
