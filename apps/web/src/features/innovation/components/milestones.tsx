import { PRODUCT_NAME_MAX, type TProductDetail } from '@ankur/shared/schemas/innovation';
import { ArrowDown, ArrowUp, Trash2 } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Field, fieldAria, INPUT_CLASS } from '../../../components/ui/field';
import { notify } from '../../../components/ui/toaster';
import { useErrorText } from '../../../lib/api-errors';
import { useLanguage } from '../../../lib/i18n';
import { useAddMilestone, useEditMilestone, useRemoveMilestone, useReorderMilestones } from '../api/products';
import { useInnovationTranslation } from '../i18n';

/** A product's milestones: tick done, move up/down, remove; add one at the end. */
export function Milestones({ product, editable }: { product: TProductDetail; editable: boolean }) {
  const { t } = useInnovationTranslation();
  const errorText = useErrorText();
  const language = useLanguage();
  const id = product.product_id;
  const add = useAddMilestone(id);
  const edit = useEditMilestone(id);
  const remove = useRemoveMilestone(id);
  const reorder = useReorderMilestones(id);
  const [title, setTitle] = useState('');
  const [due, setDue] = useState('');
  const onError = { onError: (error: unknown) => notify.error(errorText(error)) };
  const ids = product.milestones.map((m) => m.milestone_id);
  const move = (index: number, by: -1 | 1) => {
    const next = [...ids];
    [next[index], next[index + by]] = [next[index + by]!, next[index]!];
    reorder.mutate(next, onError);
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    add.mutate(
      { title, due_on: due || null },
      {
        onSuccess: () => {
          setTitle('');
          setDue('');
        },
      },
    );
  };
  const dateText = (iso: string) =>
    new Intl.DateTimeFormat(language === 'hi' ? 'hi-IN' : 'en-IN', { dateStyle: 'medium', timeZone: 'UTC' }).format(
      new Date(`${iso}T00:00:00Z`),
    );

  return (
    <section
      aria-labelledby="milestones-heading"
      className="flex flex-col gap-3 rounded-2xl bg-white p-4 ring-1 ring-stone-200"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="milestones-heading" className="text-lg font-semibold text-stone-900">
          {t('product.milestones')}
        </h2>
        <p className="text-sm text-stone-600">
          {t('product.progress', { done: product.milestones_done, total: product.milestones_total })}
        </p>
      </div>
      {product.milestones.length === 0 ? (
        <p className="text-sm text-stone-600">{t('product.milestonesEmpty')}</p>
      ) : (
        <ol className="flex flex-col gap-2">
          {product.milestones.map((m, index) => (
            <li key={m.milestone_id} className="flex items-start gap-3 rounded-xl bg-stone-50 p-3">
              <input
                type="checkbox"
                className="mt-1 size-4 accent-brand-600"
                checked={m.done}
                disabled={!editable || edit.isPending}
                aria-label={t('product.done', { title: m.title })}
                onChange={(e) =>
                  edit.mutate({ milestoneId: m.milestone_id, patch: { done: e.target.checked } }, onError)
                }
              />
              <div className="min-w-0 flex-1">
                <p className={`text-sm font-medium ${m.done ? 'text-stone-600 line-through' : 'text-stone-900'}`}>
                  {m.title}
                </p>
                {m.description ? <p className="text-sm text-stone-600">{m.description}</p> : null}
                {m.due_on ? (
                  <p className="text-xs text-stone-600">{t('product.dueOn', { date: dateText(m.due_on) })}</p>
                ) : null}
              </div>
              {editable ? (
                <div className="flex shrink-0 gap-0.5">
                  <button
                    type="button"
                    className="rounded p-1.5 text-stone-700 hover:bg-stone-200 disabled:opacity-40"
                    aria-label={t('product.moveUp', { title: m.title })}
                    disabled={index === 0 || reorder.isPending}
                    onClick={() => move(index, -1)}
                  >
                    <ArrowUp aria-hidden className="size-4" />
                  </button>
                  <button
                    type="button"
                    className="rounded p-1.5 text-stone-700 hover:bg-stone-200 disabled:opacity-40"
                    aria-label={t('product.moveDown', { title: m.title })}
                    disabled={index === ids.length - 1 || reorder.isPending}
                    onClick={() => move(index, 1)}
                  >
                    <ArrowDown aria-hidden className="size-4" />
                  </button>
                  <button
                    type="button"
                    className="rounded p-1.5 text-red-700 hover:bg-red-50"
                    aria-label={t('product.removeMilestone', { title: m.title })}
                    disabled={remove.isPending}
                    onClick={() => remove.mutate(m.milestone_id, onError)}
                  >
                    <Trash2 aria-hidden className="size-4" />
                  </button>
                </div>
              ) : null}
            </li>
          ))}
        </ol>
      )}
      {editable ? (
        <form
          className="grid gap-3 border-t border-stone-100 pt-3 sm:grid-cols-[1fr_11rem_auto] sm:items-end"
          onSubmit={submit}
        >
          <Field id="milestone-title" label={t('product.milestoneTitle')}>
            <input
              {...fieldAria('milestone-title')}
              className={INPUT_CLASS}
              maxLength={PRODUCT_NAME_MAX}
              value={title}
              onChange={(e) => setTitle(e.target.value)}
            />
          </Field>
          <Field id="milestone-due" label={t('product.due')}>
            <input
              {...fieldAria('milestone-due')}
              type="date"
              className={INPUT_CLASS}
              value={due}
              onChange={(e) => setDue(e.target.value)}
            />
          </Field>
          <button type="submit" className="btn-primary" disabled={add.isPending || !title.trim()}>
            {t('product.addMilestone')}
          </button>
          {add.error ? (
            <p role="alert" className="text-sm text-red-700 sm:col-span-3">
              {errorText(add.error)}
            </p>
          ) : null}
        </form>
      ) : null}
    </section>
  );
}
