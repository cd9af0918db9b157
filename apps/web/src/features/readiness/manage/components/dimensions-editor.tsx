import type { TDimension } from '@ankur/shared/schemas/readiness';
import { READINESS_DIMENSIONS_MAX } from '@ankur/shared/schemas/readiness';
import { Plus } from 'lucide-react';
import { useEditor } from '../editor-context';
import { useReadinessManageTranslation } from '../i18n';
import { fieldId } from '../validation';
import { ListProblem, NumberField, TextField } from './fields';
import { ItemActions } from './item-actions';

const tagsOf = (text: string) =>
  text
    .split(',')
    .map((tag) => tag.trim())
    .filter((tag, i, all) => tag !== '' && all.indexOf(tag) === i);

function DimensionCard({ dimension, index, count }: { dimension: TDimension; index: number; count: number }) {
  const { t } = useReadinessManageTranslation();
  const { dispatch, readOnly, problemWithin } = useEditor();
  const at = `dimensions[${index}]`;
  const set = (patch: Partial<TDimension>) => dispatch({ type: 'dimension', index, patch });
  const name = dimension.label || t('editor.dimensions.untitled');
  return (
    <li>
      <details
        id={`rd-dimension-${index}`}
        open={problemWithin(at) || undefined}
        className="group rounded-xl bg-white ring-1 ring-stone-200"
      >
        <summary className="flex cursor-pointer items-center gap-2 px-4 py-3 font-medium text-stone-900">
          <span className="text-sm text-stone-500">{t('editor.dimensions.item', { n: index + 1 })}</span>
          <span className="min-w-0 flex-1 truncate">{name}</span>
          {problemWithin(at) ? <span aria-hidden="true" className="size-2 rounded-full bg-red-600" /> : null}
        </summary>
        <div className="flex flex-col gap-4 border-t border-stone-100 px-4 py-4">
          {readOnly ? null : (
            <div className="flex justify-end">
              <ItemActions
                what={name}
                index={index}
                count={count}
                idPrefix="rd-dimension"
                onMove={(by) => dispatch({ type: 'move', list: 'dimensions', index, by })}
                onRemove={() => dispatch({ type: 'remove', list: 'dimensions', index })}
                canRemove={count > 1}
                confirm={{
                  title: t('editor.dimensions.remove.title', { label: name }),
                  body: t('editor.dimensions.remove.body'),
                  label: t('editor.dimensions.remove.confirm'),
                }}
              />
            </div>
          )}
          <ListProblem path={at} />
          <div className="grid gap-4 sm:grid-cols-[1fr_12rem_7rem]">
            <TextField
              path={`${at}.label`}
              label={t('editor.dimensions.label')}
              required
              maxLength={120}
              value={dimension.label}
              onChange={(label) => set({ label })}
            />
            <TextField
              path={`${at}.id`}
              label={t('editor.dimensions.id')}
              required
              maxLength={60}
              value={dimension.id}
              onChange={(id) => set({ id })}
            />
            <NumberField
              path={`${at}.weight`}
              label={t('editor.dimensions.weight')}
              min={0}
              max={10}
              value={dimension.weight}
              onChange={(weight) => set({ weight: weight ?? Number.NaN })}
            />
          </div>
          <p className="-mt-2 text-xs text-stone-500">{t('editor.dimensions.idHint')}</p>
          <TextField
            path={`${at}.description`}
            label={t('editor.dimensions.description')}
            rows={2}
            maxLength={1000}
            value={dimension.description}
            onChange={(description) => set({ description })}
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              path={`${at}.low_advice`}
              label={t('editor.dimensions.lowAdvice')}
              rows={3}
              maxLength={1000}
              value={dimension.low_advice}
              onChange={(low_advice) => set({ low_advice })}
            />
            <TextField
              path={`${at}.high_advice`}
              label={t('editor.dimensions.highAdvice')}
              rows={3}
              maxLength={1000}
              value={dimension.high_advice}
              onChange={(high_advice) => set({ high_advice })}
            />
          </div>
          <TagsField index={index} tags={dimension.tags} onChange={(tags) => set({ tags })} />
        </div>
      </details>
    </li>
  );
}

/** Tags as one comma-separated line: kept as typed while editing, split on leaving the field. */
function TagsField({ index, tags, onChange }: { index: number; tags: string[]; onChange: (tags: string[]) => void }) {
  const { t } = useReadinessManageTranslation();
  const { problem, readOnly } = useEditor();
  const path = `dimensions[${index}].tags`;
  const id = fieldId(path);
  const error = problem(path) ?? problem(`${path}[0]`);
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-stone-800">
        {t('editor.dimensions.tags')}
      </label>
      <input
        id={id}
        type="text"
        readOnly={readOnly}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        className="w-full rounded-lg border border-stone-300 bg-white px-3 py-2 text-base text-stone-900 aria-[invalid=true]:border-red-500 sm:text-sm"
        defaultValue={tags.join(', ')}
        key={tags.join(',')}
        onBlur={(e) => onChange(tagsOf(e.target.value))}
      />
      {error ? (
        <p id={`${id}-error`} className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
      <p id={`${id}-hint`} className="text-xs text-stone-500">
        {t('editor.dimensions.tagsHint')}
      </p>
    </div>
  );
}

/** The dimensions the assessment scores, each in a card that opens. */
export function DimensionsEditor({ dimensions }: { dimensions: readonly TDimension[] }) {
  const { t } = useReadinessManageTranslation();
  const { dispatch, readOnly } = useEditor();
  return (
    <section aria-labelledby="rd-dimensions" className="flex flex-col gap-3">
      <div>
        <h2 id="rd-dimensions" className="text-lg font-semibold text-stone-900">
          {t('editor.dimensions.heading')}
        </h2>
        <p className="text-sm text-stone-600">{t('editor.dimensions.intro')}</p>
      </div>
      <ListProblem path="dimensions" />
      <ul className="flex flex-col gap-2">
        {dimensions.map((d, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: ids are edited in place; the position is the item
          <DimensionCard key={i} dimension={d} index={i} count={dimensions.length} />
        ))}
      </ul>
      {readOnly ? null : (
        <button
          type="button"
          className="btn-outline self-start"
          disabled={dimensions.length >= READINESS_DIMENSIONS_MAX}
          onClick={() => {
            dispatch({ type: 'add', list: 'dimensions' });
            window.setTimeout(() => {
              const card = document.getElementById(`rd-dimension-${dimensions.length}`);
              if (card instanceof HTMLDetailsElement) card.open = true;
              document.getElementById(fieldId(`dimensions[${dimensions.length}].label`))?.focus();
            }, 0);
          }}
        >
          <Plus aria-hidden="true" className="size-4" />
          {t('editor.dimensions.add')}
        </button>
      )}
    </section>
  );
}
