import { Link, useSearchParams } from 'react-router';
import { useCan } from '../../../stores/access';
import { MyIdeas } from '../components/my-ideas';
import { ProductList } from '../components/product-list';
import { SharedIdeas } from '../components/shared-ideas';
import { useInnovationTranslation } from '../i18n';
import IdeaScreen from './idea-screen';
import ProductScreen from './product-screen';

type Tab = 'ideas' | 'shared' | 'products';

/**
 * /innovation-workspace (issue 24): My ideas, Shared with me, My products as tabs (?tab=); an idea
 * opens on its Lean Canvas (?idea=), a product on its page (?product=). One route, so links share.
 */
export default function WorkspaceScreen() {
  const { t } = useInnovationTranslation();
  const [params] = useSearchParams();
  const canIdeas = useCan('My Ideas', 'read');
  const canProducts = useCan('My Product/Innovation', 'read');
  const ideaId = Number(params.get('idea'));
  const productId = Number(params.get('product'));
  if (Number.isInteger(ideaId) && ideaId > 0) return <IdeaScreen ideaId={ideaId} />;
  if (Number.isInteger(productId) && productId > 0) return <ProductScreen productId={productId} />;

  const tabs: Tab[] = [
    ...(canIdeas ? (['ideas'] as const) : []),
    'shared',
    ...(canProducts ? (['products'] as const) : []),
  ];
  const asked = params.get('tab') as Tab | null;
  const tab: Tab = asked && tabs.includes(asked) ? asked : tabs[0]!;

  return (
    <section aria-labelledby="innovation-heading" className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 sm:py-10">
      <header>
        <h1 id="innovation-heading" className="text-2xl font-bold tracking-tight text-stone-900 sm:text-3xl">
          {t('title')}
        </h1>
        <p className="mt-2 text-stone-600">{t('intro')}</p>
      </header>
      <nav aria-label={t('tabs.label')} className="mt-6 overflow-x-auto border-b border-stone-200">
        <ul className="flex gap-1">
          {tabs.map((name) => (
            <li key={name}>
              <Link
                to={`/innovation-workspace?tab=${name}`}
                aria-current={tab === name ? 'page' : undefined}
                className={`-mb-px inline-block border-b-2 px-3 py-2 text-sm font-medium whitespace-nowrap ${tab === name ? 'border-brand-600 text-brand-800' : 'border-transparent text-stone-700 hover:text-stone-900'}`}
              >
                {t(`tabs.${name}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <h2 className="sr-only">{t(`tabs.${tab}`)}</h2>
      <div className="mt-6">
        {!canIdeas && tab === 'shared' ? (
          <p className="mb-4 rounded-xl bg-sky-50 px-4 py-3 text-sm text-sky-900">{t('noAccess.body')}</p>
        ) : null}
        {tab === 'ideas' ? <MyIdeas /> : tab === 'products' ? <ProductList /> : <SharedIdeas />}
      </div>
    </section>
  );
}
