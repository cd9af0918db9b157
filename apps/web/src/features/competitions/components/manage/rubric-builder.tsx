import { RUBRIC_CRITERIA_MAX } from '@ankur/shared/schemas/competitions';
import { Plus, Trash2 } from 'lucide-react';
import { useId } from 'react';
import { Field, fieldAria, INPUT_CLASS } from '../../../../components/ui/field';
import { type CriterionDraft, keyOf, weightShares } from './draft';
import { useManageTranslation } from './i18n';
import { ICON_BTN } from './styles';

function CriterionRow({
  criterion,
  share,
  prefix,
  readOnly,
  errors,
  onChange,
  onRemove,
  canRemove,
}: {
  criterion: CriterionDraft;
  share: number;
  prefix: string;
  readOnly: boolean;
  errors: Record<string, string>;
  onChange: (next: CriterionDraft) => void;
  onRemove: () => void;
  canRemove: boolean;
}) {
  const { t } = useManageTranslation();
  const id = useId();
  const err = (k: string) => errors[`${prefix}.${k}`];
  return (
    <li className="grid items-start gap-3 rounded-xl bg-white p-3 ring-1 ring-stone-200 sm:grid-cols-[1.2fr_2fr_6rem_6rem_auto]">
      <Field id={`${id}-name`} label={t('rubric.name')} error={err('name') ?? err('key')} required>
        <input
          {...fieldAria(`${id}-name`, err('name') ?? err('key'))}
          className={INPUT_CLASS}
          maxLength={80}
          readOnly={readOnly}
          value={criterion.name}
          onChange={(e) => onChange({ ...criterion, name: e.target.value })}
        />
      </Field>
      <Field id={`${id}-desc`} label={t('rubric.description')} error={err('description')}>
        <input
          {...fieldAria(`${id}-desc`, err('description'))}
          className={INPUT_CLASS}
          maxLength={400}
          readOnly={readOnly}
          value={criterion.description}
          onChange={(e) => onChange({ ...criterion, description: e.target.value })}
        />
      </Field>
      <Field
        id={`${id}-weight`}
        label={t('rubric.weight')}
        hint={t('rubric.share', { pct: share })}
        error={err('weight')}
      >
        <input
          {...fieldAria(`${id}-weight`, err('weight'), true)}
          type="number"
          min={0.1}
          max={100}
          step="any"
          className={INPUT_CLASS}
          readOnly={readOnly}
          value={Number.isFinite(criterion.weight) ? criterion.weight : ''}
          onChange={(e) =>
            onChange({ ...criterion, weight: e.target.value === '' ? Number.NaN : Number(e.target.value) })
          }
        />
      </Field>
      <Field id={`${id}-scale`} label={t('rubric.scale')} error={err('scale_max')}>
        <input
          {...fieldAria(`${id}-scale`, err('scale_max'))}
          type="number"
          min={2}
          max={10}
          className={INPUT_CLASS}
          readOnly={readOnly}
          value={criterion.scale_max || ''}
          onChange={(e) => onChange({ ...criterion, scale_max: Number(e.target.value) })}
        />
      </Field>
      {readOnly ? (
        <span />
      ) : (
        <button
          type="button"
          className={`${ICON_BTN} self-center text-red-700 sm:mt-6`}
          disabled={!canRemove}
          aria-label={t('rubric.remove', { name: criterion.name || '—' })}
          onClick={onRemove}
        >
          <Trash2 className="size-4" aria-hidden />
        </button>
      )}
    </li>
  );
}

/** A round's rubric: criteria with weights (shown as a share of the total) and scales; read-only once the round has begun. */
export function RubricBuilder({
  rubric,
  onChange,
  readOnly,
  errors,
  prefix,
}: {
  rubric: CriterionDraft[];
  onChange: (next: CriterionDraft[]) => void;
  readOnly: boolean;
  errors: Record<string, string>;
  /** the rubric's error path, 'rounds.0.rubric' */
  prefix: string;
}) {
  const { t } = useManageTranslation();
  const shares = weightShares(rubric);
  const change = (index: number, next: CriterionDraft) => {
    const before = rubric[index];
    const others = rubric.filter((_, i) => i !== index).map((c) => c.key);
    // a criterion's key follows its name while the round has not been saved with it
    const key =
      before && next.name !== before.name && before.key === keyOf(before.name, others, `criterion_${index + 1}`)
        ? keyOf(next.name, others, `criterion_${index + 1}`)
        : next.key;
    onChange(rubric.map((c, i) => (i === index ? { ...next, key } : c)));
  };
  const add = () =>
    onChange([
      ...rubric,
      {
        key: keyOf(
          '',
          rubric.map((c) => c.key),
          `criterion_${rubric.length + 1}`,
        ),
        name: '',
        description: '',
        weight: 1,
        scale_max: 5,
      },
    ]);

  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="text-sm font-semibold text-stone-900">{t('rubric.legend')}</legend>
      {errors[prefix] ? <p className="text-sm text-red-700">{errors[prefix]}</p> : null}
      <ol className="flex flex-col gap-2">
        {rubric.map((criterion, index) => (
          <CriterionRow
            // criteria have no id of their own; their position is their identity here
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            key={index}
            criterion={criterion}
            share={shares[index] ?? 0}
            prefix={`${prefix}.${index}`}
            readOnly={readOnly}
            errors={errors}
            canRemove={rubric.length > 1}
            onChange={(next) => change(index, next)}
            onRemove={() => onChange(rubric.filter((_, i) => i !== index))}
          />
        ))}
      </ol>
      {readOnly ? null : (
        <button
          type="button"
          className="btn-outline self-start"
          disabled={rubric.length >= RUBRIC_CRITERIA_MAX}
          onClick={add}
        >
          <Plus className="size-4" aria-hidden />
          {t('rubric.add')}
        </button>
      )}
    </fieldset>
  );
}
