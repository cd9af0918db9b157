import type { TCompetitionDetail } from '@ankur/shared/schemas/competitions';
import { Medal } from 'lucide-react';
import { SafeHtml } from '../../../components/ui/safe-html';
import { useLanguage } from '../../../lib/i18n';
import { useCompetitionsTranslation } from '../i18n';
import { formatWhen } from './deadline';

const PROSE =
  'break-words text-base leading-relaxed text-stone-800 [&_a]:text-brand-800 [&_a]:underline [&_blockquote]:border-l-4 [&_blockquote]:border-stone-300 [&_blockquote]:pl-4 [&_h2]:mt-5 [&_h2]:text-lg [&_h2]:font-semibold [&_h3]:mt-4 [&_h3]:font-semibold [&_li]:ml-5 [&_ol]:list-decimal [&_p:not(:first-child)]:mt-3 [&_ul]:mt-2 [&_ul]:list-disc';

/** The description and who may apply (rich text, sanitised again in the browser). */
export function Overview({ competition }: { competition: TCompetitionDetail }) {
  const { t } = useCompetitionsTranslation();
  return (
    <div className="flex flex-col gap-6">
      {competition.description_html ? <SafeHtml html={competition.description_html} className={PROSE} /> : null}
      {competition.eligibility_html ? (
        <section aria-labelledby="eligibility-heading" className="rounded-2xl bg-amber-50/60 p-4 ring-1 ring-amber-200">
          <h3 id="eligibility-heading" className="mb-2 font-semibold text-stone-900">
            {t('page.eligibility')}
          </h3>
          <SafeHtml html={competition.eligibility_html} className={PROSE} />
        </section>
      ) : null}
    </div>
  );
}

/** Applications open → deadline → each round with its judging deadline and status. */
export function Timeline({ competition }: { competition: TCompetitionDetail }) {
  const { t } = useCompetitionsTranslation();
  const language = useLanguage();
  const steps = [
    { key: 'opens', title: t('page.opens'), when: formatWhen(competition.opens_at, language), note: null },
    { key: 'closes', title: t('page.closes'), when: formatWhen(competition.closes_at, language), note: null },
    ...[...competition.rounds]
      .sort((a, b) => a.position - b.position)
      .map((r) => ({
        key: `round-${r.round_id}`,
        title: r.name,
        when: r.judging_ends_at ? t('page.roundJudgingEnds', { date: formatWhen(r.judging_ends_at, language) }) : '',
        note: t(`roundStatuses.${r.status}`),
      })),
  ];
  return (
    <section aria-labelledby="timeline-heading" className="rounded-2xl bg-white p-4 ring-1 ring-stone-200">
      <h2 id="timeline-heading" className="mb-3 font-semibold text-stone-900">
        {t('page.timeline')}
      </h2>
      <ol className="relative flex flex-col gap-4 border-l-2 border-brand-100 pl-4">
        {steps.map((s) => (
          <li key={s.key} className="relative">
            <span aria-hidden className="absolute top-1.5 -left-[1.4rem] size-2.5 rounded-full bg-brand-600" />
            <p className="text-sm font-medium text-stone-900">{s.title}</p>
            {s.when ? <p className="text-xs text-stone-600">{s.when}</p> : null}
            {s.note ? <p className="text-xs text-brand-800">{s.note}</p> : null}
          </li>
        ))}
      </ol>
    </section>
  );
}

/** The prizes by rank. */
export function Prizes({ competition }: { competition: TCompetitionDetail }) {
  const { t } = useCompetitionsTranslation();
  if (competition.prizes.length === 0) return null;
  return (
    <section aria-labelledby="prizes-heading" className="rounded-2xl bg-white p-4 ring-1 ring-stone-200">
      <h2 id="prizes-heading" className="mb-3 font-semibold text-stone-900">
        {t('page.prizes')}
      </h2>
      <ul className="flex flex-col gap-3">
        {[...competition.prizes]
          .sort((a, b) => a.rank - b.rank)
          .map((p) => (
            <li key={`${p.rank}-${p.title}`} className="flex gap-3">
              <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-amber-50 text-amber-700 ring-1 ring-amber-200">
                <Medal aria-hidden className="size-4" />
                <span className="sr-only">{t('page.rank', { rank: p.rank })}</span>
              </span>
              <span className="min-w-0">
                <span className="block text-sm font-medium text-stone-900">{p.title}</span>
                {p.reward ? <span className="block text-sm text-stone-600">{p.reward}</span> : null}
              </span>
            </li>
          ))}
      </ul>
    </section>
  );
}
