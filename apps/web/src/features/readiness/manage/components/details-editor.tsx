import type { TAssessmentDefinition, TScoringMethod } from '@ankur/shared/schemas/readiness';
import { useEditor } from '../editor-context';
import { useReadinessManageTranslation } from '../i18n';
import { NumberField, SelectField, TextField } from './fields';

/** The assessment's title, summary, minutes and scoring method. */
export function DetailsEditor({ definition }: { definition: TAssessmentDefinition }) {
  const { t } = useReadinessManageTranslation();
  const { dispatch } = useEditor();
  return (
    <section
      aria-labelledby="rd-details"
      className="flex flex-col gap-4 rounded-2xl bg-white p-4 ring-1 ring-stone-200 sm:p-6"
    >
      <h2 id="rd-details" className="text-lg font-semibold text-stone-900">
        {t('editor.details.heading')}
      </h2>
      <TextField
        path="title"
        label={t('editor.details.title')}
        required
        maxLength={160}
        value={definition.title}
        onChange={(title) => dispatch({ type: 'meta', patch: { title } })}
      />
      <TextField
        path="summary"
        label={t('editor.details.summary')}
        hint={t('editor.details.summaryHint')}
        rows={3}
        maxLength={1000}
        value={definition.summary}
        onChange={(summary) => dispatch({ type: 'meta', patch: { summary } })}
      />
      <div className="grid gap-4 sm:grid-cols-[10rem_1fr]">
        <NumberField
          path="minutes"
          label={t('editor.details.minutes')}
          min={1}
          max={240}
          step={1}
          value={definition.minutes}
          onChange={(minutes) => dispatch({ type: 'meta', patch: { minutes: minutes ?? Number.NaN } })}
        />
        <SelectField<TScoringMethod>
          path="scoring"
          label={t('editor.details.scoring')}
          value={definition.scoring}
          options={(['weighted', 'levels'] as const).map((value) => ({
            value,
            label: t(`editor.details.scorings.${value}`),
          }))}
          onChange={(scoring) => dispatch({ type: 'meta', patch: { scoring } })}
        />
      </div>
    </section>
  );
}
