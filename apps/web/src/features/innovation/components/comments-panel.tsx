import { CANVAS_BLOCKS, COMMENT_MAX, type TCanvasBlock, type TIdeaComment } from '@ankur/shared/schemas/innovation';
import { Trash2 } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Field, fieldAria, INPUT_CLASS } from '../../../components/ui/field';
import { QueryGate } from '../../../components/ui/query-gate';
import { useErrorText } from '../../../lib/api-errors';
import { useAddComment, useComments, useDeleteComment } from '../api/ideas';
import { useInnovationTranslation } from '../i18n';
import { useWhen } from './when';

/** Comments on an idea: per block or on the whole; write one, delete one's own (the owner: any). */
export function CommentsPanel({
  ideaId,
  block,
  onBlockChange,
}: {
  ideaId: number;
  /** the block the form comments on ('' for the whole idea), chosen from the canvas too */
  block: TCanvasBlock | '';
  onBlockChange: (block: TCanvasBlock | '') => void;
}) {
  const { t } = useInnovationTranslation();
  const errorText = useErrorText();
  const when = useWhen();
  const comments = useComments(ideaId);
  const add = useAddComment(ideaId);
  const remove = useDeleteComment(ideaId);
  const [body, setBody] = useState('');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    add.mutate({ block: block || null, body }, { onSuccess: () => setBody('') });
  };
  const label = (c: TIdeaComment) => (c.block ? t(`blocks.${c.block}`) : t('comments.whole'));

  return (
    <section
      aria-labelledby="comments-heading"
      className="flex flex-col gap-4 rounded-2xl bg-white p-4 ring-1 ring-stone-200"
    >
      <h2 id="comments-heading" className="text-lg font-semibold text-stone-900">
        {t('comments.title')}
      </h2>
      <form className="flex flex-col gap-3" onSubmit={submit}>
        <Field id="comment-block" label={t('comments.on')}>
          <select
            {...fieldAria('comment-block')}
            className={INPUT_CLASS}
            value={block}
            onChange={(e) => onBlockChange(e.target.value as TCanvasBlock | '')}
          >
            <option value="">{t('comments.whole')}</option>
            {CANVAS_BLOCKS.map((b) => (
              <option key={b} value={b}>
                {t(`blocks.${b}`)}
              </option>
            ))}
          </select>
        </Field>
        <Field id="comment-body" label={t('comments.body')}>
          <textarea
            {...fieldAria('comment-body')}
            className={`${INPUT_CLASS} min-h-20`}
            maxLength={COMMENT_MAX}
            placeholder={t('comments.placeholder')}
            value={body}
            onChange={(e) => setBody(e.target.value)}
          />
        </Field>
        {add.error ? (
          <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
            {errorText(add.error)}
          </p>
        ) : null}
        <button type="submit" className="btn-primary self-start" disabled={add.isPending || !body.trim()}>
          {t('comments.post')}
        </button>
      </form>
      <QueryGate
        query={comments}
        error={{ title: t('comments.loadError'), variant: 'inline' }}
        pending={<p className="h-10 animate-pulse rounded bg-stone-100" />}
      >
        {(list) =>
          list.length === 0 ? (
            <p className="text-sm text-stone-600">{t('comments.empty')}</p>
          ) : (
            <ul className="flex flex-col gap-3" aria-label={t('comments.title')}>
              {[...list].reverse().map((c) => (
                <li key={c.comment_id} data-comment-block={c.block ?? ''} className="rounded-xl bg-stone-50 p-3">
                  <div className="flex flex-wrap items-baseline justify-between gap-2">
                    <p className="text-sm font-semibold text-stone-900">{c.author.name}</p>
                    <p className="text-xs text-stone-600">
                      {t('comments.onBlock', { block: label(c) })} · {t('comments.onVersion', { version: c.version })} ·{' '}
                      {when(c.created_at)}
                    </p>
                  </div>
                  <p className="mt-1 text-sm whitespace-pre-wrap text-stone-800">{c.body}</p>
                  {c.can_delete ? (
                    <button
                      type="button"
                      className="btn-ghost mt-1 px-2 py-1 text-xs text-red-700"
                      disabled={remove.isPending}
                      onClick={() => remove.mutate(c.comment_id)}
                    >
                      <Trash2 aria-hidden className="size-3.5" />
                      {t('comments.delete')}
                    </button>
                  ) : null}
                </li>
              ))}
            </ul>
          )
        }
      </QueryGate>
    </section>
  );
}
