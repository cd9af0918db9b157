import { HUB_SLUGS } from '@ankur/shared/routes';

interface HubChecklistProps {
  legend: string;
  hint?: string;
  error?: string | null;
  hubs: readonly string[];
  onChange: (hubs: string[]) => void;
  max: number;
  /** a hub's name in the reader's language */
  hubLabel: (slug: (typeof HUB_SLUGS)[number]) => string;
}

/** The SPEC's hubs as a checklist (at most `max` chosen): where a piece, an event or a competition shows. */
export function HubChecklist({ legend, hint, error, hubs, onChange, max, hubLabel }: HubChecklistProps) {
  return (
    <fieldset>
      <legend className="text-sm font-medium text-stone-800">{legend}</legend>
      {hint ? <p className="text-xs text-stone-600">{hint}</p> : null}
      <ul className="mt-2 grid max-h-56 gap-1 overflow-y-auto rounded-xl p-2 ring-1 ring-stone-200 sm:grid-cols-2">
        {HUB_SLUGS.map((hub) => {
          const checked = hubs.includes(hub);
          return (
            <li key={hub}>
              <label className="flex items-center gap-2 text-sm text-stone-800">
                <input
                  type="checkbox"
                  className="size-4 accent-brand-700"
                  checked={checked}
                  disabled={!checked && hubs.length >= max}
                  onChange={() => onChange(checked ? hubs.filter((h) => h !== hub) : [...hubs, hub])}
                />
                {hubLabel(hub)}
              </label>
            </li>
          );
        })}
      </ul>
      {error ? <p className="mt-1 text-sm text-red-700">{error}</p> : null}
    </fieldset>
  );
}
