import type { TPathwayItem } from '@ankur/shared/schemas/readiness';
import { Compass } from 'lucide-react';
import { Link } from 'react-router';
import { useTickPathway } from '../api/readiness';
import { useReadinessTranslation } from '../i18n';

/** Items grouped by dimension, in the order the API sends them (weakest first). */
export function groupByDimension(items: TPathwayItem[]) {
  const groups: { id: string; label: string; score: number; max: number; items: TPathwayItem[] }[] = [];
  for (const item of items) {
    let g = groups.find((x) => x.id === item.dimension);
    if (!g) {
      g = { id: item.dimension, label: item.dimension_label, score: item.score, max: item.max, items: [] };
      groups.push(g);
    }
    g.items.push(item);
  }
  return groups;
}

function ItemLink({ item, onOpen }: { item: TPathwayItem; onOpen: () => void }) {
  const className = 'font-medium text-brand-800 underline underline-offset-2';
  return item.link.startsWith('/') ? (
    <Link to={item.link} className={className} onClick={onOpen}>
      {item.title}
    </Link>
  ) : (
    <a href={item.link} className={className} target="_blank" rel="noreferrer" onClick={onOpen}>
      {item.title}
    </a>
  );
}

/**
 * The personal pathway: what addresses the weakest dimensions, grouped by dimension, each with its
 * kind and the reason in words ("because your market validation scored 2/5"). Opening an item
 * ticks it off; the checkbox ticks and unticks.
 */
export function Pathway({ attemptId, items }: { attemptId: number; items: TPathwayItem[] }) {
  const { t } = useReadinessTranslation();
  const tick = useTickPathway(attemptId);
  const done = items.filter((i) => i.done).length;
  return (
    <section aria-labelledby="rd-pathway-heading" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="rd-pathway-heading" className="text-lg font-semibold text-stone-900">
          {t('result.pathway')}
        </h2>
        {items.length ? (
          <p className="text-sm font-medium text-stone-700" aria-live="polite">
            {t('result.pathwayProgress', { done, total: items.length })}
          </p>
        ) : null}
      </div>
      {items.length ? (
        <>
          <p className="text-sm text-stone-600 print:hidden">{t('result.pathwayIntro')}</p>
          <div
            role="progressbar"
            aria-label={t('result.pathway')}
            aria-valuemin={0}
            aria-valuemax={items.length}
            aria-valuenow={done}
            className="h-2 overflow-hidden rounded-full bg-stone-200"
          >
            <div className="h-full bg-brand-600" style={{ width: `${Math.round((done / items.length) * 100)}%` }} />
          </div>
          {tick.isError ? (
            <p role="alert" className="text-sm text-red-700">
              {t('result.tickFailed')}
            </p>
          ) : null}
          {groupByDimension(items).map((g) => (
            <div key={g.id} className="flex flex-col gap-2">
              <h3 className="font-semibold text-stone-900">
                {g.label}{' '}
                <span className="font-normal text-stone-600">
                  {t('result.scoreOf', { score: g.score, max: g.max })}
                </span>
              </h3>
              <ul className="flex flex-col gap-2">
                {g.items.map((item) => (
                  <li
                    key={item.item_id}
                    className="flex items-start gap-3 rounded-xl bg-white p-3 ring-1 ring-stone-200"
                  >
                    <input
                      type="checkbox"
                      className="mt-1 size-5 shrink-0 accent-brand-700"
                      checked={item.done}
                      aria-label={t('result.markDone', { title: item.title })}
                      onChange={(e) => tick.mutate({ itemId: item.item_id, done: e.target.checked })}
                    />
                    <div className="flex min-w-0 flex-col gap-0.5">
                      <span className="text-xs font-semibold uppercase tracking-wide text-stone-600">
                        {t(`kinds.${item.kind}`)}
                      </span>
                      <span className={item.done ? 'line-through decoration-stone-400' : ''}>
                        <ItemLink
                          item={item}
                          onOpen={() => {
                            if (!item.done) tick.mutate({ itemId: item.item_id, done: true });
                          }}
                        />
                      </span>
                      <span className="text-sm text-stone-600">
                        {t('result.because', {
                          dimension: item.dimension_label.toLocaleLowerCase(),
                          score: item.score,
                          max: item.max,
                        })}
                      </span>
                    </div>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </>
      ) : (
        <div className="flex items-center gap-3 rounded-xl bg-white p-4 text-sm text-stone-700 ring-1 ring-stone-200">
          <Compass aria-hidden className="size-5 shrink-0 text-stone-500" />
          <p>{t('result.pathwayEmpty')}</p>
        </div>
      )}
    </section>
  );
}
