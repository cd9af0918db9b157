import {
  CONTENT_HUBS_MAX,
  CONTENT_LANGUAGES,
  CONTENT_LEVELS,
  CONTENT_SUMMARY_MAX,
  CONTENT_TITLE_MAX,
  CONTENT_TOPICS_MAX,
  contentPath,
  type TContent,
  type TContentDetails,
} from '@ankur/shared/schemas/content';
import { Save, Trash2 } from 'lucide-react';
import { type FormEvent, lazy, Suspense, useId, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Badge } from '../../../components/ui/badge';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Field, fieldAria, INPUT_CLASS } from '../../../components/ui/field';
import { HubChecklist } from '../../../components/ui/hub-checklist';
import { ItemDate } from '../../../components/ui/item-date';
import { notify } from '../../../components/ui/toaster';
import { TopicsInput } from '../../../components/ui/topics-input';
import { useErrorText } from '../../../lib/api-errors';
import { useCreateContent, useDeleteContent, useUpdateContent } from '../api/content';
import { useContentTranslation } from '../i18n';
import { type Draft, inputOf, localErrors, serverErrors } from './editor-draft';
import { FileField } from './file-field';
import { ACCEPT, KindFields } from './kind-fields';
import { WorkflowActions } from './workflow-actions';
import { STUDIO_PATH } from './write-link';

const RichTextEditor = lazy(() => import('../../../components/rich-text/rich-text-editor'));

/** The studio's editor: the common fields, the kind's fields, save, the workflow and the history. */
export function EditorForm({ initial, content }: { initial: Draft; content: TContent | null }) {
  const { t } = useContentTranslation();
  const errorText = useErrorText();
  const navigate = useNavigate();
  const [draft, setDraft] = useState<Draft>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [deleting, setDeleting] = useState(false);
  const create = useCreateContent();
  const update = useUpdateContent(content?.content_id ?? 0);
  const remove = useDeleteContent();
  const id = useId();
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((d) => ({ ...d, [key]: value }));
  const kindName = t(`kinds.${draft.kind}`);
  const pending = create.isPending || update.isPending;

  /** Saves the draft; true when it is stored (the workflow buttons save first). */
  const save = async (): Promise<boolean> => {
    const local = localErrors(draft, ({ code, limit }) =>
      code === 'too_small' && limit !== undefined
        ? t('editor.tooShort', { count: limit })
        : code === 'too_big' && limit !== undefined
          ? t('editor.tooLong', { count: limit })
          : t('editor.invalidValue'),
    );
    setErrors(local);
    if (Object.keys(local).length) {
      notify.error(t('editor.invalid'));
      return false;
    }
    try {
      const input = inputOf(draft);
      if (content) {
        const { kind: _kind, ...patch } = input;
        await update.mutateAsync(patch);
      } else {
        const created = await create.mutateAsync(input);
        navigate(`${STUDIO_PATH}/${created.content_id}`, { replace: true });
      }
      notify.success(t('editor.saved'));
      return true;
    } catch (error) {
      const fields = serverErrors(error);
      setErrors(fields);
      notify.error(Object.keys(fields).length ? t('editor.invalid') : errorText(error));
      return false;
    }
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void save();
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-8">
      <header className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <Link to={STUDIO_PATH} className="text-sm text-brand-800 hover:underline">
            {t('editor.back')}
          </Link>
          <h1 className="mt-1 text-2xl font-bold tracking-tight text-stone-900 sm:text-3xl">
            {content ? t('editor.titleEdit', { kind: kindName }) : t('editor.titleNew', { kind: kindName })}
          </h1>
          {content ? (
            <p className="mt-1 flex items-center gap-2 text-sm text-stone-600">
              {t('editor.status', { status: '' })}
              <Badge>{t(`statuses.${content.status}`)}</Badge>
              {content.status === 'published' ? (
                <Link to={contentPath(content.kind, content.content_id)} className="text-brand-800 underline">
                  {t('editor.view')}
                </Link>
              ) : null}
            </p>
          ) : null}
        </div>
        <div className="flex flex-wrap gap-2">
          <button type="submit" className="btn-primary" disabled={pending}>
            <Save className="size-4" aria-hidden />
            {pending ? t('editor.saving') : t('editor.saveDraft')}
          </button>
          {content ? (
            <WorkflowActions
              card={content}
              isAuthor={content.can_edit}
              canReview={content.can_review}
              beforeAction={content.status === 'published' || content.status === 'archived' ? undefined : save}
            />
          ) : null}
        </div>
      </header>

      <fieldset className="flex flex-col gap-4 rounded-2xl bg-white p-4 ring-1 ring-stone-200 sm:p-6">
        <legend className="px-1 text-lg font-semibold text-stone-900">{t('editor.common')}</legend>
        <Field id={`${id}-title`} label={t('editor.title')} error={errors.title} required>
          <input
            {...fieldAria(`${id}-title`, errors.title)}
            className={INPUT_CLASS}
            maxLength={CONTENT_TITLE_MAX}
            value={draft.title}
            onChange={(e) => set('title', e.target.value)}
          />
        </Field>
        <Field id={`${id}-summary`} label={t('editor.summary')} hint={t('editor.summaryHint')} error={errors.summary}>
          <textarea
            {...fieldAria(`${id}-summary`, errors.summary, true)}
            className={INPUT_CLASS}
            rows={3}
            maxLength={CONTENT_SUMMARY_MAX}
            value={draft.summary}
            onChange={(e) => set('summary', e.target.value)}
          />
        </Field>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field id={`${id}-language`} label={t('editor.language')}>
            <select
              id={`${id}-language`}
              className={INPUT_CLASS}
              value={draft.language}
              onChange={(e) => set('language', e.target.value as Draft['language'])}
            >
              {CONTENT_LANGUAGES.map((l) => (
                <option key={l} value={l}>
                  {t(`languages.${l}`)}
                </option>
              ))}
            </select>
          </Field>
          <Field id={`${id}-level`} label={t('editor.level')}>
            <select
              id={`${id}-level`}
              className={INPUT_CLASS}
              value={draft.level}
              onChange={(e) => set('level', e.target.value as Draft['level'])}
            >
              {CONTENT_LEVELS.map((l) => (
                <option key={l} value={l}>
                  {t(`levels.${l}`)}
                </option>
              ))}
            </select>
          </Field>
        </div>
        <TopicsInput
          id={`${id}-topic`}
          label={t('editor.topics')}
          hint={t('editor.topicsHint')}
          error={errors.topics}
          topics={draft.topics}
          onChange={(topics) => set('topics', topics)}
          max={CONTENT_TOPICS_MAX}
          addLabel={t('editor.addTopic')}
          removeLabel={(topic) => t('editor.removeTopic', { topic })}
        />
        <HubChecklist
          legend={t('editor.hubs')}
          hint={t('editor.hubsHint')}
          error={errors.hubs}
          hubs={draft.hubs}
          onChange={(hubs) => set('hubs', hubs)}
          max={CONTENT_HUBS_MAX}
          hubLabel={(hub) => t(`hubs.${hub}`)}
        />
        <FileField
          label={t('editor.cover')}
          accept={ACCEPT.image}
          image
          value={draft.cover}
          onChange={(cover) => set('cover', cover)}
          error={errors.cover_file_id}
        />
      </fieldset>

      {draft.kind !== 'article' ? (
        <fieldset className="flex flex-col gap-4 rounded-2xl bg-white p-4 ring-1 ring-stone-200 sm:p-6">
          <legend className="px-1 text-lg font-semibold text-stone-900">
            {t('editor.kindPart', { kind: kindName })}
          </legend>
          <KindFields
            details={draft.details}
            onChange={(next) =>
              setDraft((d) => ({
                ...d,
                details: typeof next === 'function' ? next(d.details) : (next as TContentDetails),
              }))
            }
            file={draft.file}
            onFile={(file) => set('file', file)}
            errors={errors}
          />
        </fieldset>
      ) : null}

      <div className="flex flex-col gap-1">
        <span id={`${id}-body-label`} className="text-sm font-medium text-stone-800">
          {draft.kind === 'article' ? t('editor.body') : t('editor.notes')}
        </span>
        <Suspense fallback={<div className="h-48 animate-pulse rounded-xl bg-stone-100" />}>
          <RichTextEditor
            value={draft.body_html}
            onChange={(html) => set('body_html', html)}
            label={draft.kind === 'article' ? t('editor.body') : t('editor.notes')}
            invalid={Boolean(errors.body_html)}
          />
        </Suspense>
        {errors.body_html ? <p className="text-sm text-red-700">{errors.body_html}</p> : null}
      </div>

      {content ? (
        <section aria-labelledby={`${id}-history`} className="flex flex-col gap-3">
          <h2 id={`${id}-history`} className="text-lg font-semibold text-stone-900">
            {t('editor.history')}
          </h2>
          {content.history.length === 0 ? (
            <p className="text-sm text-stone-600">{t('editor.historyEmpty')}</p>
          ) : (
            <ol className="flex flex-col gap-2 border-l-2 border-stone-200 pl-4">
              {content.history.map((entry) => (
                <li key={`${entry.at}-${entry.action}`} className="text-sm text-stone-700">
                  <span className="font-medium text-stone-900">
                    {t('editor.historyEntry', { action: t(`history.${entry.action}`), name: entry.by.name })}
                  </span>{' '}
                  · <ItemDate date={entry.at} />
                  {entry.note ? <p className="mt-1 rounded-lg bg-stone-50 p-2 text-stone-700">{entry.note}</p> : null}
                </li>
              ))}
            </ol>
          )}
          {content.status === 'draft' ? (
            <button type="button" className="btn-ghost self-start text-red-700" onClick={() => setDeleting(true)}>
              <Trash2 className="size-4" aria-hidden />
              {t('editor.delete')}
            </button>
          ) : null}
        </section>
      ) : null}
      {content ? (
        <ConfirmDialog
          open={deleting}
          onOpenChange={setDeleting}
          title={t('editor.deleteTitle')}
          confirmLabel={t('editor.delete')}
          destructive
          pending={remove.isPending}
          error={remove.isError ? errorText(remove.error) : null}
          onConfirm={() =>
            remove.mutate(content.content_id, {
              onSuccess: () => {
                notify.success(t('editor.deleted'));
                navigate(STUDIO_PATH, { replace: true });
              },
            })
          }
        >
          <p className="text-sm text-stone-700">{t('editor.deleteBody')}</p>
        </ConfirmDialog>
      ) : null}
    </form>
  );
}
