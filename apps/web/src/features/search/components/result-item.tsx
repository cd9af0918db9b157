import type { TSearchResult } from '@ankur/shared/schemas/search';
import { Link } from 'react-router';
import { useSearchTranslation } from '../i18n';
import { Highlighted } from './highlight';
import { KindIcon } from './kind-icon';

/** One result on the results page: picture or kind icon, title (a link), second line, highlighted snippet. */
export function ResultItem({ item, showKind }: { item: TSearchResult; showKind: boolean }) {
  const { t } = useSearchTranslation();
  const snippet = item.snippet && item.snippet !== item.title ? item.snippet : '';
  return (
    <li className="flex gap-3 px-4 py-3 sm:px-5">
      {item.image_url ? (
        <img
          src={item.image_url}
          alt=""
          className="size-10 shrink-0 rounded-full object-cover ring-1 ring-stone-200"
          loading="lazy"
        />
      ) : (
        <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
          <KindIcon kind={item.kind} className="size-5" />
        </span>
      )}
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-baseline gap-x-2">
          <Link
            to={item.url}
            lang={item.language === 'hi' ? 'hi' : undefined}
            className="font-semibold text-brand-800 hover:underline [overflow-wrap:anywhere]"
          >
            {item.title}
          </Link>
          {showKind ? <span className="text-xs text-stone-600">{t(`kind.${item.kind}`)}</span> : null}
        </div>
        {item.subtitle ? <p className="truncate text-sm text-stone-700">{item.subtitle}</p> : null}
        {snippet ? (
          <p className="mt-1 line-clamp-2 text-sm text-stone-600" lang={item.language === 'hi' ? 'hi' : undefined}>
            <Highlighted text={snippet} />
          </p>
        ) : null}
      </div>
    </li>
  );
}
