import {
  ENGINE_PHASES,
  type TEngineDashboard,
  type TEnginePhase,
  type TPhaseReason,
} from '@ankur/shared/schemas/engine';
import { Check, Compass } from 'lucide-react';
import { useId, useState } from 'react';
import { INPUT_CLASS } from '../../../components/ui/field';
import { notify } from '../../../components/ui/toaster';
import { useSetPhase } from '../api/engine';
import { useEngineTranslation } from '../i18n';
import { formatValue } from './format';

/** The phase stepper (awakening → growth), the founder's choice, and the suggestion with its reasons. */
export function PhasePanel({ data }: { data: TEngineDashboard }) {
  const { t } = useEngineTranslation();
  const setPhase = useSetPhase();
  const selectId = useId();
  const [choice, setChoice] = useState<TEnginePhase>(data.active_phase);
  const current = ENGINE_PHASES.indexOf(data.active_phase);
  const suggested = data.suggestion.phase;
  const save = (phase: TEnginePhase) =>
    setPhase.mutate(phase, {
      onSuccess: () => {
        setChoice(phase);
        notify.success(t('phase.saved', { phase: t(`phases.${phase}`) }));
      },
      onError: (e) => notify.error(e.message),
    });
  const reason = (r: TPhaseReason) =>
    t(`reasons.${r.code}`, {
      value:
        r.value === null
          ? ''
          : r.code === 'has_revenue' || r.code === 'revenue_growing'
            ? formatValue(r.value, 'INR')
            : formatValue(r.value, 'count'),
    });

  return (
    <section aria-labelledby="engine-phase" className="rounded-2xl bg-white p-5 ring-1 ring-stone-200">
      <div className="flex flex-col gap-1">
        <h2 id="engine-phase" className="text-lg font-semibold text-stone-900">
          {t('phase.heading')}
        </h2>
        <p className="text-2xl font-bold text-brand-800" data-testid="engine-phase">
          {t('phase.current', { phase: t(`phases.${data.active_phase}`) })}
        </p>
        <p className="text-sm text-stone-600">{t(`phaseMeaning.${data.active_phase}`)}</p>
      </div>
      <ol
        className="mt-4 grid grid-cols-3 gap-2 sm:grid-cols-6"
        aria-label={t('phase.step', { n: current + 1, total: ENGINE_PHASES.length })}
      >
        {ENGINE_PHASES.map((p, i) => (
          <li
            key={p}
            aria-current={i === current ? 'step' : undefined}
            className={`flex items-center gap-1.5 rounded-lg px-2 py-1.5 text-xs font-medium sm:text-sm ${
              i === current
                ? 'bg-brand-700 text-white'
                : i < current
                  ? 'bg-brand-50 text-brand-800'
                  : 'bg-stone-100 text-stone-700'
            }`}
          >
            {i < current ? <Check aria-hidden className="size-3.5 shrink-0" /> : <span aria-hidden>{i + 1}.</span>}
            {t(`phases.${p}`)}
          </li>
        ))}
      </ol>
      <div className="mt-4 rounded-xl bg-amber-50 p-4 text-sm text-stone-800 ring-1 ring-amber-200">
        <p className="flex items-center gap-2 font-semibold">
          <Compass aria-hidden className="size-4 text-amber-700" />
          {suggested === data.active_phase
            ? t('phase.matches')
            : t('phase.suggested', { phase: t(`phases.${suggested}`) })}
        </p>
        <ul className="mt-2 list-disc pl-5">
          {data.suggestion.reasons.map((r) => (
            <li key={r.code}>{reason(r)}</li>
          ))}
        </ul>
        {suggested !== data.active_phase ? (
          <button
            type="button"
            className="btn-outline mt-3"
            disabled={setPhase.isPending}
            onClick={() => save(suggested)}
          >
            {t('phase.useSuggestion', { phase: t(`phases.${suggested}`) })}
          </button>
        ) : null}
      </div>
      <form
        className="mt-4 flex flex-col gap-2 sm:flex-row sm:items-end"
        onSubmit={(e) => {
          e.preventDefault();
          save(choice);
        }}
      >
        <div className="flex flex-col gap-1 sm:w-64">
          <label htmlFor={selectId} className="text-sm font-medium text-stone-800">
            {t('phase.change')}
          </label>
          <select
            id={selectId}
            className={INPUT_CLASS}
            value={choice}
            onChange={(e) => setChoice(e.target.value as TEnginePhase)}
          >
            {ENGINE_PHASES.map((p) => (
              <option key={p} value={p}>
                {t(`phases.${p}`)}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="btn-primary" disabled={setPhase.isPending || choice === data.active_phase}>
          {t('phase.save')}
        </button>
      </form>
    </section>
  );
}
