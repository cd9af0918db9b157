import type { TForumCategory } from '@ankur/shared/schemas/community-forum';
import { ArrowDown, ArrowUp, Pencil } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Field, fieldAria, INPUT_CLASS } from '../../../../components/ui/field';
import { Modal } from '../../../../components/ui/modal';
import { notify } from '../../../../components/ui/toaster';
import { fieldErrorsOf, useErrorText } from '../../../../lib/api-errors';
import { useReorderCategories, useSaveCategory } from '../api/forum';
import { useForumTranslation } from '../i18n';

const FIELDS = ['slug', 'name', 'name_hi', 'description', 'description_hi'] as const;
type Draft = Record<(typeof FIELDS)[number], string>;
const EMPTY: Draft = { slug: '', name: '', name_hi: '', description: '', description_hi: '' };

/** Moderators: the categories in order (move up or down), edit one, or add one. */
export function CategoryManager({
  open,
  onClose,
  categories,
}: {
  open: boolean;
  onClose: () => void;
  categories: TForumCategory[];
}) {
  const { t } = useForumTranslation();
  const errorText = useErrorText();
  const reorder = useReorderCategories();
  const save = useSaveCategory();
  const [editing, setEditing] = useState<number | null>(null);
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const id = useId();

  const move = (index: number, by: -1 | 1) => {
    const ids = categories.map((c) => c.category_id);
    const [moved] = ids.splice(index, 1);
    ids.splice(index + by, 0, moved!);
    reorder.mutate(ids, { onError: (error) => notify.error(errorText(error)) });
  };
  const startEdit = (c: TForumCategory) => {
    save.reset();
    setEditing(c.category_id);
    setDraft({
      slug: c.slug,
      name: c.name,
      name_hi: c.name_hi,
      description: c.description,
      description_hi: c.description_hi,
    });
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(
      { id: editing, input: draft },
      {
        onSuccess: () => {
          notify.success(t('manage.saved'));
          setEditing(null);
          setDraft(EMPTY);
        },
      },
    );
  };
  const errors = fieldErrorsOf(save.error, FIELDS);
  const general = save.isError && Object.keys(errors).length === 0 ? errorText(save.error) : null;

  return (
    <Modal
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title={t('manage.title')}
      width="40rem"
      footer={
        <button type="button" className="btn-ghost" onClick={onClose}>
          {t('manage.close')}
        </button>
      }
    >
      <ol className="flex flex-col divide-y divide-stone-100">
        {categories.map((c, i) => (
          <li key={c.category_id} className="flex items-center gap-2 py-2">
            <span className="min-w-0 flex-1 text-sm">
              <span className="font-medium text-stone-900">{c.name}</span>
              {c.name_hi ? <span className="ml-2 text-stone-500">{c.name_hi}</span> : null}
            </span>
            <button
              type="button"
              className="btn-ghost p-1.5"
              aria-label={t('manage.up', { name: c.name })}
              disabled={i === 0 || reorder.isPending}
              onClick={() => move(i, -1)}
            >
              <ArrowUp className="size-4" aria-hidden />
            </button>
            <button
              type="button"
              className="btn-ghost p-1.5"
              aria-label={t('manage.down', { name: c.name })}
              disabled={i === categories.length - 1 || reorder.isPending}
              onClick={() => move(i, 1)}
            >
              <ArrowDown className="size-4" aria-hidden />
            </button>
            <button
              type="button"
              className="btn-ghost p-1.5"
              aria-label={t('manage.edit', { name: c.name })}
              onClick={() => startEdit(c)}
            >
              <Pencil className="size-4" aria-hidden />
            </button>
          </li>
        ))}
      </ol>
      <form onSubmit={submit} noValidate className="mt-4 flex flex-col gap-3 rounded-xl bg-stone-50 p-3">
        <h3 className="text-sm font-semibold text-stone-900">
          {editing === null ? t('manage.add') : t('manage.edit', { name: draft.name })}
        </h3>
        {FIELDS.map((field) => (
          <Field
            key={field}
            id={`${id}-${field}`}
            label={t(`manage.${field === 'name_hi' ? 'nameHi' : field === 'description_hi' ? 'descriptionHi' : field}`)}
            hint={field === 'slug' ? t('manage.slugHint') : undefined}
            error={errors[field]}
            required={field === 'slug' || field === 'name'}
          >
            <input
              {...fieldAria(`${id}-${field}`, errors[field], field === 'slug')}
              className={INPUT_CLASS}
              value={draft[field]}
              onChange={(e) => setDraft({ ...draft, [field]: e.target.value })}
            />
          </Field>
        ))}
        {general ? (
          <p role="alert" className="text-sm text-red-700">
            {general}
          </p>
        ) : null}
        <button type="submit" className="btn-primary self-end" disabled={save.isPending}>
          {save.isPending ? t('manage.saving') : t('manage.save')}
        </button>
      </form>
    </Modal>
  );
}
