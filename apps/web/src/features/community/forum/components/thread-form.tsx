import type { TForumCategory } from '@ankur/shared/schemas/community-forum';
import { type FormEvent, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { Field, fieldAria, INPUT_CLASS } from '../../../../components/ui/field';
import { Modal } from '../../../../components/ui/modal';
import { notify } from '../../../../components/ui/toaster';
import { fieldErrorsOf, useErrorText } from '../../../../lib/api-errors';
import { useLanguage } from '../../../../lib/i18n';
import { useCreateThread } from '../api/forum';
import { useForumTranslation } from '../i18n';
import { categoryName, parseTags } from './labels';

const FIELDS = ['category_id', 'title', 'body', 'tags'] as const;

/** "Ask a question": a new thread in a category (the one on screen chosen first). */
export function ThreadForm({
  open,
  onClose,
  categories,
  initialCategory,
}: {
  open: boolean;
  onClose: () => void;
  categories: TForumCategory[];
  initialCategory?: number;
}) {
  const { t } = useForumTranslation();
  const language = useLanguage();
  const errorText = useErrorText();
  const navigate = useNavigate();
  const id = useId();
  const create = useCreateThread();
  const [category, setCategory] = useState<number>(initialCategory ?? categories[0]?.category_id ?? 0);
  const [title, setTitle] = useState('');
  const [body, setBody] = useState('');
  const [tags, setTags] = useState('');

  const reset = () => {
    setTitle('');
    setBody('');
    setTags('');
    create.reset();
  };
  const close = () => {
    if (create.isPending) return;
    reset();
    onClose();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate(
      { category_id: category, title: title.trim(), body: body.trim(), tags: parseTags(tags) },
      {
        onSuccess: (thread) => {
          notify.success(t('newThread.done'));
          reset();
          onClose();
          void navigate(`/community/forum?category=${thread.category_slug}&thread=${thread.thread_id}`);
        },
      },
    );
  };
  const errors = fieldErrorsOf(create.error, FIELDS);
  const general = create.isError && Object.keys(errors).length === 0 ? errorText(create.error) : null;

  return (
    <Modal
      open={open}
      onOpenChange={(next) => !next && close()}
      title={t('newThread.title')}
      width="40rem"
      footer={
        <>
          <button type="button" className="btn-ghost" onClick={close} disabled={create.isPending}>
            {t('newThread.cancel')}
          </button>
          <button type="submit" form={`${id}-form`} className="btn-primary" disabled={create.isPending}>
            {create.isPending ? t('newThread.posting') : t('newThread.submit')}
          </button>
        </>
      }
    >
      <form id={`${id}-form`} onSubmit={submit} noValidate className="flex flex-col gap-4">
        <Field id={`${id}-category`} label={t('newThread.category')} error={errors.category_id} required>
          <select
            {...fieldAria(`${id}-category`, errors.category_id)}
            className={INPUT_CLASS}
            value={category}
            onChange={(e) => setCategory(Number(e.target.value))}
          >
            {categories.map((c) => (
              <option key={c.category_id} value={c.category_id}>
                {categoryName(c, language)}
              </option>
            ))}
          </select>
        </Field>
        <Field
          id={`${id}-title`}
          label={t('newThread.subject')}
          hint={t('newThread.subjectHint')}
          error={errors.title}
          required
        >
          <input
            {...fieldAria(`${id}-title`, errors.title, true)}
            data-autofocus
            className={INPUT_CLASS}
            value={title}
            maxLength={200}
            onChange={(e) => setTitle(e.target.value)}
          />
        </Field>
        <Field
          id={`${id}-body`}
          label={t('newThread.body')}
          hint={t('newThread.bodyHint')}
          error={errors.body}
          required
        >
          <textarea
            {...fieldAria(`${id}-body`, errors.body, true)}
            className={INPUT_CLASS}
            rows={7}
            value={body}
            onChange={(e) => setBody(e.target.value)}
          />
        </Field>
        <Field id={`${id}-tags`} label={t('newThread.tags')} hint={t('newThread.tagsHint')} error={errors.tags}>
          <input
            {...fieldAria(`${id}-tags`, errors.tags, true)}
            className={INPUT_CLASS}
            value={tags}
            onChange={(e) => setTags(e.target.value)}
          />
        </Field>
        {general ? (
          <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
            {general}
          </p>
        ) : null}
      </form>
    </Modal>
  );
}
