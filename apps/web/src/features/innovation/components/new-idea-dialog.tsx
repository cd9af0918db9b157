import { IDEA_SUMMARY_MAX, IDEA_TITLE_MAX } from '@ankur/shared/schemas/innovation';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { Field, fieldAria, INPUT_CLASS } from '../../../components/ui/field';
import { Modal } from '../../../components/ui/modal';
import { useErrorText } from '../../../lib/api-errors';
import { useCreateIdea } from '../api/ideas';
import { useInnovationTranslation } from '../i18n';
import { ideaHref } from './idea-card';

/** "New idea": a title and a summary; the idea opens on its (empty) canvas. */
export function NewIdeaDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useInnovationTranslation();
  const errorText = useErrorText();
  const navigate = useNavigate();
  const create = useCreateIdea();
  const [title, setTitle] = useState('');
  const [summary, setSummary] = useState('');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    create.mutate(
      { title, summary },
      {
        onSuccess: (idea) => {
          onOpenChange(false);
          setTitle('');
          setSummary('');
          navigate(ideaHref(idea.idea_id));
        },
      },
    );
  };
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={t('create.title')}
      width="32rem"
      footer={
        <>
          <button type="button" className="btn-ghost" onClick={() => onOpenChange(false)}>
            {t('create.cancel')}
          </button>
          <button
            type="submit"
            form="new-idea-form"
            className="btn-primary"
            disabled={create.isPending || !title.trim()}
          >
            {t('create.submit')}
          </button>
        </>
      }
    >
      <form id="new-idea-form" className="flex flex-col gap-4" onSubmit={submit}>
        <Field id="idea-title" label={t('create.name')} required>
          <input
            {...fieldAria('idea-title')}
            data-autofocus=""
            className={INPUT_CLASS}
            maxLength={IDEA_TITLE_MAX}
            required
            placeholder={t('create.namePlaceholder')}
            value={title}
            onChange={(e) => setTitle(e.target.value)}
          />
        </Field>
        <Field id="idea-summary" label={t('create.summary')}>
          <textarea
            {...fieldAria('idea-summary')}
            className={`${INPUT_CLASS} min-h-20`}
            maxLength={IDEA_SUMMARY_MAX}
            value={summary}
            onChange={(e) => setSummary(e.target.value)}
          />
        </Field>
        {create.error ? (
          <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
            {errorText(create.error)}
          </p>
        ) : null}
      </form>
    </Modal>
  );
}
