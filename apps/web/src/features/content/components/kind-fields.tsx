import type { TContentDetails } from '@ankur/shared/schemas/content';
import { Plus, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { Field, fieldAria, INPUT_CLASS } from '../../../components/ui/field';
import { useContentTranslation } from '../i18n';
import { FileField, type FileValue } from './file-field';
import { clock, parseClock } from './labels';

export const ACCEPT = {
  audio: 'audio/mpeg,audio/mp4,audio/ogg,audio/wav,audio/x-wav',
  video: 'video/mp4,video/webm',
  document: 'application/pdf,application/epub+zip',
  template:
    'application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document,application/vnd.ms-excel,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,application/vnd.ms-powerpoint,application/vnd.openxmlformats-officedocument.presentationml.presentation,text/csv',
  image: 'image/png,image/jpeg,image/webp',
};

/** Reads a media file's length in seconds (0 when the browser cannot tell). */
export function mediaDuration(file: File): Promise<number> {
  return new Promise((resolve) => {
    if (typeof URL.createObjectURL !== 'function') return resolve(0);
    const url = URL.createObjectURL(file);
    const el = document.createElement(file.type.startsWith('video') ? 'video' : 'audio');
    const done = (seconds: number) => {
      URL.revokeObjectURL(url);
      resolve(Number.isFinite(seconds) ? Math.round(seconds) : 0);
    };
    el.preload = 'metadata';
    el.onloadedmetadata = () => done(el.duration);
    el.onerror = () => done(0);
    el.src = url;
  });
}

type Errors = Record<string, string | undefined>;

const withDuration = (seconds: number) => (prev: TContentDetails) =>
  ({ ...prev, duration_seconds: seconds }) as TContentDetails;

/** The fields of the piece's kind. Details change as a whole; the attached file is `file`. */
export function KindFields({
  details,
  onChange,
  file,
  onFile,
  errors,
}: {
  details: TContentDetails;
  onChange: (next: TContentDetails | ((prev: TContentDetails) => TContentDetails)) => void;
  file: FileValue | null;
  onFile: (file: FileValue | null) => void;
  errors: Errors;
}) {
  const { t } = useContentTranslation();
  const id = useId();
  const err = (key: string) => errors[`details.${key}`];
  const text = (key: string, label: string, value: string, rows = 0, hint?: string) => (
    <Field id={`${id}-${key}`} label={label} error={err(key)} hint={hint}>
      {rows ? (
        <textarea
          {...fieldAria(`${id}-${key}`, err(key), hint)}
          className={INPUT_CLASS}
          rows={rows}
          value={value}
          onChange={(e) => onChange({ ...details, [key]: e.target.value } as TContentDetails)}
        />
      ) : (
        <input
          {...fieldAria(`${id}-${key}`, err(key), hint)}
          className={INPUT_CLASS}
          value={value}
          onChange={(e) => onChange({ ...details, [key]: e.target.value } as TContentDetails)}
        />
      )}
    </Field>
  );
  const number = (key: string, label: string, value: number | null, nullable = true) => (
    <Field id={`${id}-${key}`} label={label} error={err(key)}>
      <input
        {...fieldAria(`${id}-${key}`, err(key))}
        className={INPUT_CLASS}
        type="number"
        inputMode="numeric"
        min={0}
        value={value ?? ''}
        onChange={(e) =>
          onChange({
            ...details,
            [key]: e.target.value === '' ? (nullable ? null : 0) : Math.trunc(Number(e.target.value)),
          } as TContentDetails)
        }
      />
    </Field>
  );
  const withFile = (next: FileValue | null) => {
    onFile(next);
    onChange((prev) => ({ ...prev, file_id: next?.upload_id ?? null }) as TContentDetails);
  };

  switch (details.kind) {
    case 'article':
      return null;
    case 'video':
      return (
        <div className="flex flex-col gap-4">
          <Field id={`${id}-source`} label={t('editor.source')}>
            <select
              id={`${id}-source`}
              className={INPUT_CLASS}
              value={details.source}
              onChange={(e) => onChange({ ...details, source: e.target.value as typeof details.source })}
            >
              {(['youtube', 'vimeo', 'upload'] as const).map((s) => (
                <option key={s} value={s}>
                  {t(`editor.sources.${s}`)}
                </option>
              ))}
            </select>
          </Field>
          {details.source === 'upload' ? (
            <FileField
              label={t('editor.file')}
              accept={ACCEPT.video}
              value={file}
              onChange={withFile}
              error={err('file_id')}
              onFile={(f) => void mediaDuration(f).then((s) => s && onChange(withDuration(s)))}
            />
          ) : (
            <Field id={`${id}-url`} label={t('editor.url')} error={err('url')}>
              <input
                {...fieldAria(`${id}-url`, err('url'))}
                className={INPUT_CLASS}
                type="url"
                inputMode="url"
                placeholder="https://www.youtube.com/watch?v=…"
                value={details.url ?? ''}
                onChange={(e) => onChange({ ...details, url: e.target.value.trim() || null })}
              />
            </Field>
          )}
          {number('duration_seconds', t('editor.duration'), details.duration_seconds, false)}
          {text('transcript', t('editor.transcript'), details.transcript, 6)}
        </div>
      );
    case 'podcast':
      return (
        <div className="flex flex-col gap-4">
          <FileField
            label={t('editor.file')}
            accept={ACCEPT.audio}
            value={file}
            onChange={withFile}
            error={err('file_id')}
            onFile={(f) => void mediaDuration(f).then((s) => s && onChange(withDuration(s)))}
          />
          {number('duration_seconds', t('editor.duration'), details.duration_seconds, false)}
          <ChaptersEditor
            chapters={details.chapters}
            onChange={(chapters) => onChange({ ...details, chapters })}
            error={err('chapters')}
          />
          {text('transcript', t('editor.transcript'), details.transcript, 8)}
        </div>
      );
    case 'case_study':
      return (
        <div className="flex flex-col gap-4">
          {text('organisation', t('editor.organisation'), details.organisation)}
          {text('context', t('editor.context'), details.context, 4)}
          {text('challenge', t('editor.challenge'), details.challenge, 4)}
          {text('approach', t('editor.approach'), details.approach, 4)}
          {text('outcome', t('editor.outcome'), details.outcome, 4)}
        </div>
      );
    case 'template':
      return (
        <div className="flex flex-col gap-4">
          <FileField
            label={t('editor.file')}
            accept={ACCEPT.template}
            value={file}
            onChange={withFile}
            error={err('file_id')}
          />
          {text('preview', t('editor.preview'), details.preview, 6)}
        </div>
      );
    default:
      return (
        <div className="flex flex-col gap-4">
          <FileField
            label={t('editor.file')}
            accept={ACCEPT.document}
            value={file}
            onChange={withFile}
            error={err('file_id')}
          />
          {text('authors', t('editor.authors'), details.authors)}
          {text('publisher', t('editor.publisher'), details.publisher)}
          <div className="grid gap-4 sm:grid-cols-3">
            {number('year', t('editor.year'), details.year)}
            {number('pages', t('editor.pages'), details.pages)}
            <Field id={`${id}-isbn`} label={t('editor.isbn')} error={err('isbn')}>
              <input
                {...fieldAria(`${id}-isbn`, err('isbn'))}
                className={INPUT_CLASS}
                value={details.isbn ?? ''}
                onChange={(e) => onChange({ ...details, isbn: e.target.value.trim() || null })}
              />
            </Field>
          </div>
        </div>
      );
  }
}

type Chapter = { start_seconds: number; title: string };

/** The podcast's chapters: start (mm:ss) and title per row; add and remove rows. */
function ChaptersEditor({
  chapters,
  onChange,
  error,
}: {
  chapters: Chapter[];
  onChange: (chapters: Chapter[]) => void;
  error?: string;
}) {
  const { t } = useContentTranslation();
  const id = useId();
  // the typed start texts, so "1:" can be on its way to "1:30"
  const [starts, setStarts] = useState(() => chapters.map((c) => clock(c.start_seconds)));
  const update = (i: number, patch: Partial<Chapter>) =>
    onChange(chapters.map((c, j) => (j === i ? { ...c, ...patch } : c)));
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 text-sm font-medium text-stone-800">{t('editor.chapters')}</legend>
      {chapters.map((chapter, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: rows are edited in place by position
        <div key={i} className="flex items-end gap-2">
          <div className="w-28 shrink-0">
            <label htmlFor={`${id}-start-${i}`} className="text-xs text-stone-600">
              {t('editor.chapterStart')}
            </label>
            <input
              id={`${id}-start-${i}`}
              className={INPUT_CLASS}
              inputMode="numeric"
              value={starts[i] ?? ''}
              onChange={(e) => {
                const next = [...starts];
                next[i] = e.target.value;
                setStarts(next);
                const seconds = parseClock(e.target.value);
                if (seconds !== null) update(i, { start_seconds: seconds });
              }}
            />
          </div>
          <div className="min-w-0 flex-1">
            <label htmlFor={`${id}-title-${i}`} className="text-xs text-stone-600">
              {t('editor.chapterTitle')}
            </label>
            <input
              id={`${id}-title-${i}`}
              className={INPUT_CLASS}
              maxLength={120}
              value={chapter.title}
              onChange={(e) => update(i, { title: e.target.value })}
            />
          </div>
          <button
            type="button"
            className="btn-ghost p-2 text-red-700"
            aria-label={t('editor.removeChapter', { n: i + 1 })}
            onClick={() => {
              onChange(chapters.filter((_, j) => j !== i));
              setStarts(starts.filter((_, j) => j !== i));
            }}
          >
            <Trash2 className="size-4" aria-hidden />
          </button>
        </div>
      ))}
      {error ? <p className="text-sm text-red-700">{error}</p> : null}
      <button
        type="button"
        className="btn-outline self-start"
        onClick={() => {
          const last = chapters.at(-1)?.start_seconds ?? -60;
          onChange([...chapters, { start_seconds: last + 60, title: '' }]);
          setStarts([...starts, clock(last + 60)]);
        }}
      >
        <Plus className="size-4" aria-hidden />
        {t('editor.addChapter')}
      </button>
    </fieldset>
  );
}
