import { READINESS_OPTIONS_MAX, type TQuestion } from '@ankur/shared/schemas/readiness';
import { Plus } from 'lucide-react';
import { useEditor } from '../editor-context';
import type { ListOp } from '../editor-reducer';
import { useReadinessManageTranslation } from '../i18n';
import { ListProblem, NumberField, TextField } from './fields';
import { ItemActions } from './item-actions';

interface Where {
  section: number;
  question: number;
  /** the question's path: sections[s].questions[q] */
  at: string;
}

type Option = TQuestion['options'][number];
type Band = NonNullable<TQuestion['number']>['bands'][number];

/** Choice and multiple choice: the options with their scores (0–1). */
export function OptionsEditor({ q, where }: { q: TQuestion; where: Where }) {
  const { t } = useReadinessManageTranslation();
  const { dispatch, readOnly } = useEditor();
  const op = (o: ListOp<Option>) =>
    dispatch({ type: 'option', section: where.section, question: where.question, op: o });
  const prefix = `rd-${where.section}-${where.question}-option`;
  return (
    <fieldset className="flex flex-col gap-3 rounded-lg bg-stone-50 p-3">
      <legend className="px-1 text-sm font-semibold text-stone-800">{t('editor.question.options')}</legend>
      <p className="text-xs text-stone-600">{t('editor.question.optionsHint')}</p>
      <ListProblem path={`${where.at}.options`} />
      <ol className="flex flex-col gap-3">
        {q.options.map((o, i) => {
          const path = `${where.at}.options[${i}]`;
          const name = o.label || t('editor.question.option', { n: i + 1 });
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: values are edited in place
            <li key={i} className="grid gap-2 sm:grid-cols-[1fr_9rem_6rem_auto] sm:items-end">
              <TextField
                path={`${path}.label`}
                label={t('editor.question.optionLabel')}
                required
                maxLength={200}
                value={o.label}
                onChange={(label) => op({ kind: 'set', index: i, patch: { label } })}
              />
              <TextField
                path={`${path}.value`}
                label={t('editor.question.optionValue')}
                required
                maxLength={60}
                value={o.value}
                onChange={(value) => op({ kind: 'set', index: i, patch: { value } })}
              />
              <NumberField
                path={`${path}.score`}
                label={t('editor.question.optionScore')}
                min={0}
                max={1}
                step={0.05}
                value={o.score}
                onChange={(score) => op({ kind: 'set', index: i, patch: { score: score ?? Number.NaN } })}
              />
              {readOnly ? null : (
                <ItemActions
                  what={name}
                  index={i}
                  count={q.options.length}
                  idPrefix={prefix}
                  onMove={(by) => op({ kind: 'move', index: i, by })}
                  onRemove={() => op({ kind: 'remove', index: i })}
                  confirm={{
                    title: t('editor.question.removeOption.title', { label: name }),
                    body: t('editor.question.removeOption.body'),
                    label: t('editor.question.removeOption.confirm'),
                  }}
                />
              )}
            </li>
          );
        })}
      </ol>
      {readOnly ? null : (
        <button
          type="button"
          className="btn-outline self-start"
          disabled={q.options.length >= READINESS_OPTIONS_MAX}
          onClick={() => op({ kind: 'add' })}
        >
          <Plus aria-hidden="true" className="size-4" />
          {t('editor.question.addOption')}
        </button>
      )}
    </fieldset>
  );
}

/** Scale: how many points, and the words at both ends. */
export function ScaleEditor({ q, where }: { q: TQuestion; where: Where }) {
  const { t } = useReadinessManageTranslation();
  const { dispatch } = useEditor();
  const scale = q.scale ?? { points: 5, min_label: '', max_label: '' };
  const set = (patch: Partial<typeof scale>) =>
    dispatch({
      type: 'question',
      section: where.section,
      index: where.question,
      patch: { scale: { ...scale, ...patch } },
    });
  return (
    <fieldset className="grid gap-3 rounded-lg bg-stone-50 p-3 sm:grid-cols-[7rem_1fr_1fr]">
      <legend className="px-1 text-sm font-semibold text-stone-800">{t('editor.question.scale')}</legend>
      <NumberField
        path={`${where.at}.scale.points`}
        label={t('editor.question.points')}
        min={2}
        max={10}
        step={1}
        value={scale.points}
        onChange={(points) => set({ points: points ?? Number.NaN })}
      />
      <TextField
        path={`${where.at}.scale.min_label`}
        label={t('editor.question.minLabel')}
        maxLength={80}
        value={scale.min_label}
        onChange={(min_label) => set({ min_label })}
      />
      <TextField
        path={`${where.at}.scale.max_label`}
        label={t('editor.question.maxLabel')}
        maxLength={80}
        value={scale.max_label}
        onChange={(max_label) => set({ max_label })}
      />
    </fieldset>
  );
}

/** Number: bounds, unit, and the scoring bands (the first band whose limit the answer does not exceed). */
export function NumberEditor({ q, where }: { q: TQuestion; where: Where }) {
  const { t } = useReadinessManageTranslation();
  const { dispatch, readOnly } = useEditor();
  const number = q.number ?? { min: null, max: null, unit: '', bands: [] };
  const set = (patch: Partial<typeof number>) =>
    dispatch({
      type: 'question',
      section: where.section,
      index: where.question,
      patch: { number: { ...number, ...patch } },
    });
  const band = (o: ListOp<Band>) => dispatch({ type: 'band', section: where.section, question: where.question, op: o });
  return (
    <fieldset className="flex flex-col gap-3 rounded-lg bg-stone-50 p-3">
      <legend className="px-1 text-sm font-semibold text-stone-800">{t('editor.question.number')}</legend>
      <div className="grid gap-3 sm:grid-cols-3">
        <NumberField
          path={`${where.at}.number.min`}
          label={t('editor.question.min')}
          nullable
          value={number.min}
          onChange={(min) => set({ min })}
        />
        <NumberField
          path={`${where.at}.number.max`}
          label={t('editor.question.max')}
          nullable
          value={number.max}
          onChange={(max) => set({ max })}
        />
        <TextField
          path={`${where.at}.number.unit`}
          label={t('editor.question.unit')}
          maxLength={30}
          value={number.unit}
          onChange={(unit) => set({ unit })}
        />
      </div>
      <h5 className="text-sm font-semibold text-stone-800">{t('editor.question.bands')}</h5>
      <p className="-mt-2 text-xs text-stone-600">{t('editor.question.bandsHint')}</p>
      <ListProblem path={`${where.at}.number.bands`} />
      <ol className="flex flex-col gap-2">
        {number.bands.map((b, i) => {
          const path = `${where.at}.number.bands[${i}]`;
          const name = t('editor.question.band', { n: i + 1 });
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: bands have no id
            <li key={i} className="grid grid-cols-[1fr_1fr_auto] items-end gap-2">
              <NumberField
                path={`${path}.upto`}
                label={`${name}: ${t('editor.question.upto')}`}
                nullable
                placeholder={t('editor.question.noLimit')}
                value={b.upto}
                onChange={(upto) => band({ kind: 'set', index: i, patch: { upto } })}
              />
              <NumberField
                path={`${path}.score`}
                label={t('editor.question.bandScore')}
                min={0}
                max={1}
                step={0.05}
                value={b.score}
                onChange={(score) => band({ kind: 'set', index: i, patch: { score: score ?? Number.NaN } })}
              />
              {readOnly ? null : (
                <ItemActions
                  what={name}
                  index={i}
                  count={number.bands.length}
                  idPrefix={`rd-${where.section}-${where.question}-band`}
                  onMove={(by) => band({ kind: 'move', index: i, by })}
                  onRemove={() => band({ kind: 'remove', index: i })}
                  confirm={{
                    title: t('editor.question.removeBand.title', { n: i + 1 }),
                    body: t('editor.question.removeBand.body'),
                    label: t('editor.question.removeBand.confirm'),
                  }}
                />
              )}
            </li>
          );
        })}
      </ol>
      {readOnly ? null : (
        <button type="button" className="btn-outline self-start" onClick={() => band({ kind: 'add' })}>
          <Plus aria-hidden="true" className="size-4" />
          {t('editor.question.addBand')}
        </button>
      )}
    </fieldset>
  );
}
