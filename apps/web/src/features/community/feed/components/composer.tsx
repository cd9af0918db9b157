import { POST_IMAGES_MAX } from '@ankur/shared/schemas/community-feed';
import type { TPerson } from '@ankur/shared/schemas/messages';
import { AtSign, ImagePlus, X } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Avatar } from '../../../../components/ui/avatar';
import { Field, INPUT_CLASS } from '../../../../components/ui/field';
import { notify } from '../../../../components/ui/toaster';
import { ApiError } from '../../../../lib/api-client';
import { usePeopleSearch } from '../../../../lib/people-search';
import { uploadFile } from '../../../../lib/upload-file';
import { useSessionStore } from '../../../../stores/session';
import { useCircles } from '../../circles/api/circles';
import { useCreatePost } from '../api/feed';
import { useFeedTranslation } from '../i18n';
import { RichEditor } from './rich-editor';

interface Img {
  upload_id: number;
  url: string;
  alt: string;
}

/** Adds "@Name" at the end of the text (inside its last paragraph). */
export function withMention(html: string, name: string): string {
  const at = `@${name}&nbsp;`;
  return html.trim().endsWith('</p>') ? html.replace(/<\/p>\s*$/, ` ${at}</p>`) : `${html}<p>${at}</p>`;
}

function MentionSearch({ onPick }: { onPick: (p: TPerson) => void }) {
  const { t } = useFeedTranslation();
  const id = useId();
  const [q, setQ] = useState('');
  const people = usePeopleSearch(q.trim(), q.trim().length > 0);
  return (
    <div className="rounded-lg p-2 ring-1 ring-stone-200">
      <label htmlFor={id} className="text-xs font-medium text-stone-700">
        {t('composer.mentionSearch')}
      </label>
      <input
        id={id}
        type="search"
        autoComplete="off"
        className={INPUT_CLASS}
        value={q}
        onChange={(e) => setQ(e.target.value)}
      />
      <ul className="mt-1 max-h-40 overflow-auto">
        {(people.data?.data ?? []).map((p) => (
          <li key={p.user_id}>
            <button
              type="button"
              className="flex w-full items-center gap-2 rounded px-2 py-1 text-left text-sm hover:bg-stone-50"
              onClick={() => onPick(p)}
            >
              <Avatar name={p.name} url={null} size="sm" alt="" />
              {p.name}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * Writing a post: the rich-text editor, where (the whole community or one of my circles, unless
 * `circleId` fixes it), @mentions picked from the people search, up to four images with alt text,
 * and a link. Collapsed to one button until opened.
 */
export function Composer({ circleId }: { circleId?: number }) {
  const { t } = useFeedTranslation();
  const id = useId();
  const user = useSessionStore((s) => s.user);
  const [open, setOpen] = useState(false);
  const [html, setHtml] = useState('');
  const [editorKey, setEditorKey] = useState(0);
  const [where, setWhere] = useState('');
  const [mentions, setMentions] = useState<TPerson[]>([]);
  const [mentioning, setMentioning] = useState(false);
  const [images, setImages] = useState<Img[]>([]);
  const [uploading, setUploading] = useState(false);
  const [imageError, setImageError] = useState<string | null>(null);
  const [link, setLink] = useState('');
  const create = useCreatePost();
  const circles = useCircles('mine', '', '', open && circleId === undefined);
  const myCircles = (circles.data?.pages.flatMap((p) => p.items) ?? []).filter(
    (c) => c.my_status === 'active' && !c.archived,
  );
  const linkBad = link.trim() !== '' && !/^https?:\/\/\S+$/i.test(link.trim());

  const reset = () => {
    setHtml('');
    setEditorKey((k) => k + 1);
    setMentions([]);
    setImages([]);
    setLink('');
    setOpen(false);
  };

  const addImages = async (files: FileList | null) => {
    if (!files?.length) return;
    setImageError(null);
    const room = POST_IMAGES_MAX - images.length;
    if (files.length > room) setImageError(t('composer.tooManyImages'));
    setUploading(true);
    try {
      for (const file of Array.from(files).slice(0, room)) {
        const up = await uploadFile(file, 'community');
        setImages((list) => [...list, { upload_id: up.upload_id, url: up.url, alt: '' }]);
      }
    } catch {
      setImageError(t('composer.imageFailed'));
    } finally {
      setUploading(false);
    }
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (linkBad) return;
    create.mutate(
      {
        body_html: html,
        circle_id: circleId ?? (where ? Number(where) : null),
        images: images.map(({ upload_id, alt }) => ({ upload_id, alt })),
        link_url: link.trim() || null,
        mentions: mentions.map((m) => m.user_id),
      },
      {
        onSuccess: () => {
          notify.success(t('composer.posted'));
          reset();
        },
      },
    );
  };

  const name = user?.firstName?.trim() || user?.username || '';
  if (!open) {
    return (
      <div className="flex items-center gap-3 rounded-xl bg-white p-4 ring-1 ring-stone-200">
        <Avatar name={name} url={null} size="sm" alt="" />
        <button
          type="button"
          className="flex-1 rounded-full px-4 py-2.5 text-left text-sm text-stone-500 ring-1 ring-stone-300 hover:bg-stone-50"
          onClick={() => setOpen(true)}
        >
          {t('composer.placeholder')}
        </button>
      </div>
    );
  }
  return (
    <form
      onSubmit={submit}
      className="flex flex-col gap-3 rounded-xl bg-white p-4 ring-1 ring-stone-200"
      aria-label={t('composer.label')}
    >
      <RichEditor
        key={editorKey}
        value={html}
        onChange={setHtml}
        label={t('composer.label')}
        describedBy={`${id}-hint`}
      />
      <p id={`${id}-hint`} className="text-xs text-stone-500">
        {t('composer.hintTopics')}
      </p>
      {mentions.length ? (
        <p className="flex flex-wrap gap-1 text-xs text-brand-800">
          {mentions.map((m) => (
            <span key={m.user_id} className="rounded-full bg-brand-50 px-2 py-0.5">
              @{m.name}
            </span>
          ))}
        </p>
      ) : null}
      {mentioning ? (
        <MentionSearch
          onPick={(p) => {
            setMentions((list) => (list.some((m) => m.user_id === p.user_id) ? list : [...list, p]));
            setHtml((h) => withMention(h, p.name));
            setEditorKey((k) => k + 1);
            setMentioning(false);
          }}
        />
      ) : null}
      {images.length ? (
        <ul className="grid grid-cols-2 gap-2 sm:grid-cols-4">
          {images.map((img, i) => (
            <li key={img.upload_id} className="flex flex-col gap-1">
              <div className="relative">
                <img src={img.url} alt="" className="h-24 w-full rounded-md object-cover" />
                <button
                  type="button"
                  aria-label={t('composer.removeImage', { number: i + 1 })}
                  className="absolute top-1 right-1 rounded-full bg-white/90 p-1"
                  onClick={() => setImages((list) => list.filter((x) => x.upload_id !== img.upload_id))}
                >
                  <X className="size-3.5" aria-hidden />
                </button>
              </div>
              <input
                aria-label={t('composer.imageAlt', { number: i + 1 })}
                placeholder={t('composer.imageAlt', { number: i + 1 })}
                maxLength={300}
                className={`${INPUT_CLASS} text-xs`}
                value={img.alt}
                onChange={(e) =>
                  setImages((list) =>
                    list.map((x) => (x.upload_id === img.upload_id ? { ...x, alt: e.target.value } : x)),
                  )
                }
              />
            </li>
          ))}
        </ul>
      ) : null}
      {imageError ? (
        <p role="alert" className="text-sm text-red-700">
          {imageError}
        </p>
      ) : null}
      <div className="grid gap-3 sm:grid-cols-2">
        {circleId === undefined ? (
          <Field id={`${id}-where`} label={t('composer.in')}>
            <select id={`${id}-where`} className={INPUT_CLASS} value={where} onChange={(e) => setWhere(e.target.value)}>
              <option value="">{t('composer.mainCommunity')}</option>
              {myCircles.map((c) => (
                <option key={c.circle_id} value={c.circle_id}>
                  {c.name}
                </option>
              ))}
            </select>
          </Field>
        ) : null}
        <Field id={`${id}-link`} label={t('composer.link')} error={linkBad ? t('composer.linkInvalid') : null}>
          <input
            id={`${id}-link`}
            type="url"
            inputMode="url"
            placeholder="https://"
            className={INPUT_CLASS}
            value={link}
            onChange={(e) => setLink(e.target.value)}
          />
        </Field>
      </div>
      {create.error ? (
        <p role="alert" className="text-sm text-red-700">
          {create.error instanceof ApiError ? create.error.message : t('composer.failed')}
        </p>
      ) : null}
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="flex gap-1">
          <label
            className={`btn-ghost cursor-pointer px-2 ${images.length >= POST_IMAGES_MAX ? 'pointer-events-none opacity-50' : ''}`}
          >
            <ImagePlus className="size-4" aria-hidden />
            <span>{uploading ? t('composer.uploading') : t('composer.addImages')}</span>
            <input
              type="file"
              accept="image/png,image/jpeg,image/webp"
              multiple
              className="sr-only"
              disabled={uploading || images.length >= POST_IMAGES_MAX}
              onChange={(e) => {
                void addImages(e.target.files);
                e.target.value = '';
              }}
            />
          </label>
          <button
            type="button"
            className="btn-ghost px-2"
            aria-expanded={mentioning}
            onClick={() => setMentioning((m) => !m)}
          >
            <AtSign className="size-4" aria-hidden />
            {t('composer.mention')}
          </button>
        </div>
        <div className="flex gap-2">
          <button type="button" className="btn-outline" onClick={reset}>
            {t('composer.cancel')}
          </button>
          <button type="submit" className="btn-primary" disabled={create.isPending || uploading || linkBad}>
            {create.isPending ? t('composer.posting') : t('composer.post')}
          </button>
        </div>
      </div>
    </form>
  );
}
