import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { WEB_SLUGS, type WebSlug, webPath } from '../content/web-slugs';
import { useLandingTranslation } from '../i18n';

/** The ten ecosystem pages, the current one marked; scrolls sideways on narrow screens. */
export function SectionNav({ current }: { current: WebSlug }) {
  const { t } = useLandingTranslation();
  const listRef = useRef<HTMLUListElement>(null);
  const currentRef = useRef<HTMLAnchorElement>(null);

  // on a narrow screen the list scrolls sideways: bring the current page into view (sideways only)
  // biome-ignore lint/correctness/useExhaustiveDependencies: `current` decides which link currentRef holds.
  useEffect(() => {
    const list = listRef.current;
    const link = currentRef.current;
    if (!list || !link || list.scrollWidth <= list.clientWidth) return;
    list.scrollLeft = link.offsetLeft - (list.clientWidth - link.offsetWidth) / 2;
  }, [current]);

  return (
    <nav aria-label={t('webNav.label')} className="border-b border-stone-200 bg-white">
      <ul
        ref={listRef}
        className="relative mx-auto flex max-w-7xl gap-2 overflow-x-auto px-4 py-3 sm:px-6 lg:flex-wrap"
      >
        {WEB_SLUGS.map((slug) => {
          const active = slug === current;
          return (
            <li key={slug} className="shrink-0">
              <Link
                to={webPath(slug)}
                ref={active ? currentRef : undefined}
                aria-current={active ? 'page' : undefined}
                className={`inline-flex rounded-full px-3.5 py-1.5 text-sm font-medium whitespace-nowrap ${
                  active
                    ? 'bg-brand-700 text-white'
                    : 'border border-stone-300 text-stone-800 hover:border-brand-600 hover:text-brand-700'
                }`}
              >
                {t(`webNav.${slug}`)}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
