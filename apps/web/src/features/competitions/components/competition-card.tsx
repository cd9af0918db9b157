import type { TCompetitionCard } from '@ankur/shared/schemas/competitions';
import { CalendarDays, Trophy, Users } from 'lucide-react';
import { Link } from 'react-router';
import { useCompetitionsTranslation } from '../i18n';
import { DeadlineText, MyPartPills, StatusPill } from './badges';

export const competitionPath = (id: number) => `/competition/${id}`;

/** One competition as a card: cover, status and my part, title (the link), event, deadline, prizes. */
export function CompetitionCard({ card, headingLevel = 3 }: { card: TCompetitionCard; headingLevel?: 2 | 3 }) {
  const { t } = useCompetitionsTranslation();
  const Heading = `h${headingLevel}` as 'h2' | 'h3';
  const [first, ...rest] = [...card.prizes].sort((a, b) => a.rank - b.rank);
  const showDeadline = card.status === 'open' || card.status === 'draft';
  return (
    <article className="relative flex h-full flex-col overflow-hidden rounded-2xl bg-white ring-1 ring-stone-200 focus-within:ring-2 focus-within:ring-brand-600 hover:ring-brand-400">
      {card.cover_url ? (
        <img src={card.cover_url} alt="" className="aspect-[16/9] w-full object-cover" loading="lazy" />
      ) : (
        <div
          aria-hidden
          className="flex h-20 w-full items-center justify-center bg-gradient-to-r from-brand-50 to-amber-50 text-brand-600"
        >
          <Trophy className="size-8" />
        </div>
      )}
      <div className="flex flex-1 flex-col gap-2 p-4">
        <div className="flex flex-wrap items-center gap-1.5">
          <StatusPill status={card.status} opensAt={card.opens_at} />
          <MyPartPills card={card} />
        </div>
        <Heading className="text-base font-semibold text-stone-900">
          <Link
            to={competitionPath(card.competition_id)}
            className="outline-none after:absolute after:inset-0 hover:underline"
          >
            {card.title}
          </Link>
        </Heading>
        {card.event ? (
          <p className="flex items-center gap-1 text-xs text-stone-600">
            <CalendarDays aria-hidden className="size-3.5 shrink-0" />
            {t('card.partOf', { event: card.event.title })}
          </p>
        ) : null}
        {card.summary ? <p className="line-clamp-3 text-sm text-stone-600">{card.summary}</p> : null}
        {first ? (
          <p className="text-sm text-stone-800">
            <Trophy aria-hidden className="mr-1 inline size-3.5 text-amber-600" />
            <span className="sr-only">{t('card.prizes')}: </span>
            {first.reward ? t('card.topPrize', { title: first.title, reward: first.reward }) : first.title}
            {rest.length ? (
              <span className="text-stone-600"> · {t('card.morePrizes', { count: rest.length })}</span>
            ) : null}
          </p>
        ) : null}
        <p className="mt-auto flex flex-wrap items-center gap-x-3 gap-y-1 pt-1 text-xs text-stone-600">
          {showDeadline ? <DeadlineText card={card} /> : null}
          <span className="inline-flex items-center gap-1">
            <Users aria-hidden className="size-3.5" />
            {t('card.applications', { count: card.application_count })}
          </span>
        </p>
      </div>
    </article>
  );
}

/** Cards in a responsive grid (one column on phones). */
export function CompetitionGrid({ cards, headingLevel }: { cards: TCompetitionCard[]; headingLevel?: 2 | 3 }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {cards.map((card) => (
        <li key={card.competition_id}>
          <CompetitionCard card={card} headingLevel={headingLevel} />
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
        <li key={i} className="h-64 animate-pulse rounded-2xl bg-stone-100" />
      ))}
    </ul>
  );
}
