import type { TPost } from '@ankur/shared/schemas/community-feed';
import { type FormEvent, useId, useState } from 'react';
import { Field, INPUT_CLASS } from '../../../../components/ui/field';
import { Modal } from '../../../../components/ui/modal';
import { notify } from '../../../../components/ui/toaster';
import { ApiError } from '../../../../lib/api-client';
import { useCircles } from '../../circles/api/circles';
import { useEditPost, useSharePost } from '../api/feed';
import { useFeedTranslation } from '../i18n';
import { RichEditor } from './rich-editor';

const errorOf = (e: unknown, fallback: string) => (e instanceof ApiError ? e.message : fallback);

/** Edit a post within its window (the rich-text editor, keeping its mentions). */
export function EditPostDialog({ post, onClose }: { post: TPost; onClose: () => void }) {
  const { t } = useFeedTranslation();
  const [html, setHtml] = useState(post.body_html);
  const edit = useEditPost();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    edit.mutate({ postId: post.post_id, patch: { body_html: html } }, { onSuccess: onClose });
  };
  return (
    <Modal open onOpenChange={(o) => !o && onClose()} title={t('post.editTitle')}>
      <form onSubmit={submit} className="flex flex-col gap-3">
        <RichEditor value={html} onChange={setHtml} label={t('composer.label')} />
        {edit.error ? (
          <p role="alert" className="text-sm text-red-700">
            {errorOf(edit.error, t('post.failed'))}
          </p>
        ) : null}
        <div className="flex justify-end gap-2">
          <button type="button" className="btn-outline" onClick={onClose}>
            {t('composer.cancel')}
          </button>
          <button type="submit" className="btn-primary" disabled={edit.isPending}>
            {t('post.editSave')}
          </button>
        </div>
      </form>
    </Modal>
  );
}

/** Share a post to the main community or one of my circles, with a note. */
export function SharePostDialog({ post, onClose }: { post: TPost; onClose: () => void }) {
  const { t } = useFeedTranslation();
  const id = useId();
  const [circle, setCircle] = useState('');
  const [note, setNote] = useState('');
  const circles = useCircles('mine');
  const share = useSharePost();
  const mine = (circles.data?.pages.flatMap((p) => p.items) ?? []).filter(
    (c) => c.my_status === 'active' && !c.archived,
  );
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const body = note.trim()
      ? `<p>${note.trim().replace(/[&<>]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;' })[c]!)}</p>`
      : '';
    share.mutate(
      { postId: post.post_id, input: { circle_id: circle ? Number(circle) : null, body_html: body } },
      {
        onSuccess: () => {
          notify.success(t('post.shareDone'));
          onClose();
        },
      },
    );
  };
  return (
    <Modal open onOpenChange={(o) => !o && onClose()} title={t('post.shareTitle')}>
      <form onSubmit={submit} className="flex flex-col gap-3">
        <Field id={`${id}-to`} label={t('post.shareTo')}>
          <select id={`${id}-to`} className={INPUT_CLASS} value={circle} onChange={(e) => setCircle(e.target.value)}>
            <option value="">{t('composer.mainCommunity')}</option>
            {mine.map((c) => (
              <option key={c.circle_id} value={c.circle_id}>
                {c.name}
              </option>
            ))}
          </select>
        </Field>
        <Field id={`${id}-note`} label={t('post.shareNote')}>
          <textarea
            id={`${id}-note`}
            rows={3}
            maxLength={1000}
            className={INPUT_CLASS}
            value={note}
            onChange={(e) => setNote(e.target.value)}
          />
        </Field>
        {share.error ? (
          <p role="alert" className="text-sm text-red-700">
            {errorOf(share.error, t('post.failed'))}
          </p>
        ) : null}
        <div className="flex justify-end gap-2">
          <button type="button" className="btn-outline" onClick={onClose}>
            {t('composer.cancel')}
          </button>
          <button type="submit" className="btn-primary" disabled={share.isPending}>
            {t('post.share')}
          </button>
        </div>
      </form>
    </Modal>
  );
}
