import { ANSWER_TYPES, type TAnswerType, type TQuestion } from '@ankur/shared/schemas/readiness';
import { useEditor } from '../editor-context';
import { useReadinessManageTranslation } from '../i18n';
import { NumberEditor, OptionsEditor, ScaleEditor } from './answer-config';
import { NumberField, SelectField, TextField } from './fields';
import { ItemActions } from './item-actions';

const NO_DIMENSION = '';

/** One question in a card that opens: prompt, help, answer type and its settings, dimension, weight. */
export function QuestionCard({
  q,
  section,
  index,
  count,
}: {
  q: TQuestion;
  section: number;
  index: number;
  count: number;
}) {
  const { t } = useReadinessManageTranslation();
  const { dispatch, readOnly, problemWithin, dimensions } = useEditor();
  const at = `sections[${section}].questions[${index}]`;
  const where = { section, question: index, at };
  const set = (patch: Partial<Omit<TQuestion, 'type'>>) => dispatch({ type: 'question', section, index, patch });
  const name = t('editor.question.item', { n: index + 1 });
  const broken = problemWithin(at);
  return (
    <li>
      <details
        id={`rd-${section}-question-${index}`}
        open={broken || undefined}
        className="rounded-xl bg-white ring-1 ring-stone-200"
      >
        <summary className="flex cursor-pointer items-center gap-2 px-4 py-3 text-sm">
          <span className="shrink-0 font-medium text-stone-500">{name}</span>
          <span className="min-w-0 flex-1 truncate font-medium text-stone-900">
            {q.prompt || t('editor.question.untitled')}
          </span>
          <span className="hidden shrink-0 text-xs text-stone-500 sm:inline">
            {t(`editor.question.types.${q.type}`)}
          </span>
          {broken ? <span aria-hidden="true" className="size-2 shrink-0 rounded-full bg-red-600" /> : null}
        </summary>
        <div className="flex flex-col gap-4 border-t border-stone-100 px-4 py-4">
          {readOnly ? null : (
            <div className="flex justify-end">
              <ItemActions
                what={name}
                index={index}
                count={count}
                idPrefix={`rd-${section}-question`}
                onMove={(by) => dispatch({ type: 'moveQuestion', section, index, by })}
                onRemove={() => dispatch({ type: 'removeQuestion', section, index })}
                canRemove={count > 1}
                confirm={{
                  title: t('editor.question.remove.title'),
                  body: q.prompt
                    ? `“${q.prompt}” ${t('editor.question.remove.body')}`
                    : t('editor.question.remove.body'),
                  label: t('editor.question.remove.confirm'),
                }}
              />
            </div>
          )}
          <TextField
            path={`${at}.prompt`}
            label={t('editor.question.prompt')}
            required
            rows={2}
            maxLength={500}
            value={q.prompt}
            onChange={(prompt) => set({ prompt })}
          />
          <TextField
            path={`${at}.help`}
            label={t('editor.question.help')}
            rows={2}
            maxLength={1000}
            value={q.help}
            onChange={(help) => set({ help })}
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <SelectField<TAnswerType>
              path={`${at}.type`}
              label={t('editor.question.type')}
              value={q.type}
              options={ANSWER_TYPES.map((value) => ({ value, label: t(`editor.question.types.${value}`) }))}
              onChange={(answer) => dispatch({ type: 'questionType', section, index, answer })}
            />
            <TextField
              path={`${at}.id`}
              label={t('editor.question.id')}
              hint={t('editor.question.idHint')}
              required
              maxLength={60}
              value={q.id}
              onChange={(id) => set({ id })}
            />
          </div>
          {q.type === 'scale' ? <ScaleEditor q={q} where={where} /> : null}
          {q.type === 'choice' || q.type === 'multi' ? <OptionsEditor q={q} where={where} /> : null}
          {q.type === 'number' ? <NumberEditor q={q} where={where} /> : null}
          <div className="grid gap-4 sm:grid-cols-[1fr_7rem]">
            <SelectField<string>
              path={`${at}.dimension`}
              label={t('editor.question.dimension')}
              value={q.dimension ?? NO_DIMENSION}
              options={[
                { value: NO_DIMENSION, label: t('editor.question.noDimension') },
                ...(q.type === 'text' ? [] : dimensions.map((d) => ({ value: d.id, label: d.label || d.id }))),
              ]}
              onChange={(dimension) => set({ dimension: dimension === NO_DIMENSION ? null : dimension })}
            />
            <NumberField
              path={`${at}.weight`}
              label={t('editor.question.weight')}
              min={0}
              max={10}
              value={q.weight}
              onChange={(weight) => set({ weight: weight ?? Number.NaN })}
            />
          </div>
          <label className="flex items-center gap-2 text-sm font-medium text-stone-800">
            <input
              type="checkbox"
              className="size-4 accent-brand-700"
              checked={q.required}
              disabled={readOnly}
              onChange={(e) => set({ required: e.target.checked })}
            />
            {t('editor.question.required')}
          </label>
        </div>
      </details>
    </li>
  );
}
