import { HUB_SLUGS } from '@ankur/shared/routes';
import { EVENT_FORMATS, EVENT_WHEN, type TEventPage } from '@ankur/shared/schemas/events';
import { fieldAria, INPUT_CLASS } from '../../../components/ui/field';
import { useFormatNumber } from '../../../lib/i18n';
import { useEventsTranslation } from '../i18n';

export interface FinderChoice {
  when: (typeof EVENT_WHEN)[number];
  on?: string;
  format?: string;
  city?: string;
  topic?: string;
  hub?: string;
}

/** A group of toggles, each with the number of events it would show; pressing the chosen one clears it. */
function ToggleGroup({
  legend,
  options,
  chosen,
  onChange,
}: {
  legend: string;
  options: { value: string; label: string; count?: number }[];
  chosen?: string;
  onChange: (value: string | undefined) => void;
}) {
  const number = useFormatNumber();
  if (options.length === 0) return null;
  return (
    <fieldset className="flex flex-col gap-1.5">
      <legend className="mb-1 text-sm font-semibold text-stone-900">{legend}</legend>
      <div className="flex flex-wrap gap-1.5">
        {options.map((o) => {
          const on = chosen === o.value;
          return (
            <button
              key={o.value}
              type="button"
              aria-pressed={on}
              onClick={() => onChange(on ? undefined : o.value)}
              className={`inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-sm ring-1 ${
                on
                  ? 'bg-brand-700 text-white ring-brand-700'
                  : 'bg-white text-stone-800 ring-stone-300 hover:bg-stone-50'
              }`}
            >
              {o.label}
              {o.count !== undefined ? (
                <span className={on ? 'text-brand-100' : 'text-stone-500'}>{number(o.count)}</span>
              ) : null}
            </button>
          );
        })}
      </div>
    </fieldset>
  );
}

const byCount = (record: Record<string, number>) =>
  Object.entries(record)
    .filter(([value]) => value)
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));

/** The finder's filters: when, a date, format, city, topic (with counts) and hub. */
export function FinderFilters({
  facets,
  chosen,
  onChange,
}: {
  facets: TEventPage['facets'] | undefined;
  chosen: FinderChoice;
  onChange: (next: Partial<Record<keyof FinderChoice, string | undefined>>) => void;
}) {
  const { t } = useEventsTranslation();
  const formats = EVENT_FORMATS.map((f) => ({ value: f, label: t(`formats.${f}`), count: facets?.format[f] ?? 0 }));
  const cities = byCount(facets?.city ?? {})
    .slice(0, 12)
    .map(([value, count]) => ({ value, label: value, count }));
  if (chosen.city && !cities.some((c) => c.value === chosen.city))
    cities.unshift({ value: chosen.city, label: chosen.city, count: 0 });
  const topics = byCount(facets?.topic ?? {})
    .slice(0, 12)
    .map(([value, count]) => ({ value, label: value, count }));
  if (chosen.topic && !topics.some((c) => c.value === chosen.topic))
    topics.unshift({ value: chosen.topic, label: chosen.topic, count: 0 });
  return (
    <div className="flex flex-col gap-5 rounded-2xl bg-white p-4 ring-1 ring-stone-200">
      <ToggleGroup
        legend={t('finder.when')}
        options={EVENT_WHEN.map((w) => ({ value: w, label: t(`when.${w}`) }))}
        chosen={chosen.on ? undefined : chosen.when}
        onChange={(when) => onChange({ when: when === 'upcoming' ? undefined : when, on: undefined })}
      />
      <div className="flex flex-col gap-1">
        <label htmlFor="event-on" className="text-sm font-semibold text-stone-900">
          {t('finder.on')}
        </label>
        <div className="flex items-center gap-2">
          <input
            {...fieldAria('event-on')}
            type="date"
            className={INPUT_CLASS}
            value={chosen.on ?? ''}
            onChange={(e) => onChange({ on: e.target.value || undefined })}
          />
          {chosen.on ? (
            <button type="button" className="btn-ghost shrink-0" onClick={() => onChange({ on: undefined })}>
              {t('finder.clearDate')}
            </button>
          ) : null}
        </div>
      </div>
      <ToggleGroup
        legend={t('finder.format')}
        options={formats}
        chosen={chosen.format}
        onChange={(format) => onChange({ format })}
      />
      <ToggleGroup
        legend={t('finder.city')}
        options={cities}
        chosen={chosen.city}
        onChange={(city) => onChange({ city })}
      />
      <ToggleGroup
        legend={t('finder.topic')}
        options={topics}
        chosen={chosen.topic}
        onChange={(topic) => onChange({ topic })}
      />
      <div className="flex flex-col gap-1">
        <label htmlFor="event-hub" className="text-sm font-semibold text-stone-900">
          {t('finder.hub')}
        </label>
        <select
          id="event-hub"
          className={INPUT_CLASS}
          value={chosen.hub ?? ''}
          onChange={(e) => onChange({ hub: e.target.value || undefined })}
        >
          <option value="">{t('finder.any')}</option>
          {HUB_SLUGS.map((slug) => (
            <option key={slug} value={slug}>
              {t(`hubs.${slug}`)}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
