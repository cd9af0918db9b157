import { contentPath, type TContentCard } from '@ankur/shared/schemas/content';
import { Star } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ItemDate } from '../../../components/ui/item-date';
import { languageFontStyle } from '../../../lib/i18n';
import { useContentTranslation } from '../i18n';
import { KIND_ICONS } from './labels';

/** The kind's icon and name, as a small pill. */
export function KindPill({ kind }: { kind: TContentCard['kind'] }) {
  const { t } = useContentTranslation();
  const Icon = KIND_ICONS[kind];
  return (
    <span className="inline-flex items-center gap-1 rounded-full bg-brand-50 px-2 py-0.5 text-xs font-medium text-brand-800">
      <Icon className="size-3.5" aria-hidden />
      {t(`kinds.${kind}`)}
    </span>
  );
}

/** One piece as a card: cover (or the kind's icon), kind, title (the link), summary, length and author. */
export function ContentCard({
  card,
  action,
  extra,
  headingLevel = 3,
}: {
  card: TContentCard;
  /** a button beside the title (unsave, remove) */
  action?: ReactNode;
  /** a line under the card's meta (progress, downloaded on) */
  extra?: ReactNode;
  headingLevel?: 2 | 3 | 4;
}) {
  const { t } = useContentTranslation();
  const Icon = KIND_ICONS[card.kind];
  const Heading = `h${headingLevel}` as 'h2' | 'h3' | 'h4';
  return (
    <article className="relative flex h-full flex-col overflow-hidden rounded-2xl bg-white ring-1 ring-stone-200 focus-within:ring-2 focus-within:ring-brand-600 hover:ring-brand-400">
      {card.cover_url ? (
        <img src={card.cover_url} alt="" className="aspect-[16/9] w-full object-cover" loading="lazy" />
      ) : (
        <div aria-hidden className="flex h-20 w-full items-center justify-center bg-brand-50 text-brand-600">
          <Icon className="size-8" />
        </div>
      )}
      <div className="flex flex-1 flex-col gap-2 p-4">
        <div className="flex flex-wrap items-center gap-2">
          <KindPill kind={card.kind} />
          {card.featured ? (
            <span className="inline-flex items-center gap-1 text-xs font-medium text-amber-800">
              <Star className="size-3.5" aria-hidden />
              {t('card.featured')}
            </span>
          ) : null}
        </div>
        <div className="flex items-start gap-2">
          <Heading className="min-w-0 flex-1 text-base font-semibold text-stone-900" lang={card.language}>
            <Link
              to={contentPath(card.kind, card.content_id)}
              className="outline-none after:absolute after:inset-0 hover:underline"
              style={languageFontStyle(card.language)}
            >
              {card.title}
            </Link>
          </Heading>
          {action ? <div className="relative z-10 shrink-0">{action}</div> : null}
        </div>
        {card.summary ? (
          <p
            className="line-clamp-3 text-sm text-stone-600"
            lang={card.language}
            style={languageFontStyle(card.language)}
          >
            {card.summary}
          </p>
        ) : null}
        <p className="mt-auto flex flex-wrap gap-x-2 gap-y-1 pt-1 text-xs text-stone-600">
          {card.minutes > 0 ? <span>{t('minutes', { count: card.minutes })}</span> : null}
          <span>{t(`levels.${card.level}`)}</span>
          <span>{t(`languages.${card.language}`)}</span>
          <span>{t('card.by', { name: card.author.name })}</span>
          {card.published_at ? <ItemDate date={card.published_at} /> : null}
        </p>
        {extra}
      </div>
    </article>
  );
}

/** Cards in a responsive grid (one column on phones). */
export function CardGrid({ cards, headingLevel }: { cards: TContentCard[]; headingLevel?: 2 | 3 | 4 }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {cards.map((card) => (
        <li key={card.content_id}>
          <ContentCard card={card} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}

/** A card-shaped skeleton grid for the loading state. */
export function CardSkeletons({ count = 6 }: { count?: number }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-hidden>
      {Array.from({ length: count }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <li key={i} className="h-72 animate-pulse rounded-2xl bg-stone-100" />
      ))}
    </ul>
  );
}
