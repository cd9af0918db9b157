import { EVENT_SUMMARY_MAX, EVENT_TITLE_MAX } from '@ankur/shared/schemas/events';
import { ImagePlus, Trash2 } from 'lucide-react';
import { lazy, Suspense, useId, useRef, useState } from 'react';
import { Field, fieldAria, INPUT_CLASS } from '../../../../components/ui/field';
import { useErrorText } from '../../../../lib/api-errors';
import { uploadEventCover } from '../../api/manage';
import { useManageTranslation } from '../manage/i18n';
import { FieldError, Section, type SectionProps, setter } from './section';

/** What the API takes as an event's cover (modules/events registers the 'event' upload purpose so). */
const COVER_TYPES = ['image/jpeg', 'image/png', 'image/webp'];
const COVER_MAX_BYTES = 5 * 1024 * 1024;

const RichTextEditor = lazy(() => import('../../../../components/rich-text/rich-text-editor'));

/** Details: title, summary, the rich-text description and the cover image (upload purpose 'event'). */
export function DetailsSection({ draft, update, errors }: SectionProps) {
  const { t } = useManageTranslation();
  const id = useId();
  const set = setter(update);
  return (
    <Section id="details" title={t('editor.sections.details')}>
      <Field id={`${id}-title`} label={t('editor.fields.title')} error={errors.title} required>
        <input
          {...fieldAria(`${id}-title`, errors.title)}
          className={INPUT_CLASS}
          maxLength={EVENT_TITLE_MAX}
          value={draft.title}
          onChange={(e) => set('title', e.target.value)}
        />
      </Field>
      <Field
        id={`${id}-summary`}
        label={t('editor.fields.summary')}
        hint={t('editor.fields.summaryHint')}
        error={errors.summary}
      >
        <textarea
          {...fieldAria(`${id}-summary`, errors.summary, true)}
          className={INPUT_CLASS}
          rows={2}
          maxLength={EVENT_SUMMARY_MAX}
          value={draft.summary}
          onChange={(e) => set('summary', e.target.value)}
        />
      </Field>
      <div className="flex flex-col gap-1">
        <span className="text-sm font-medium text-stone-800">{t('editor.fields.description')}</span>
        <Suspense fallback={<div className="h-48 animate-pulse rounded-xl bg-stone-100" />}>
          <RichTextEditor
            value={draft.description_html}
            onChange={(html) => set('description_html', html)}
            label={t('editor.fields.description')}
            invalid={Boolean(errors.description_html)}
          />
        </Suspense>
        <FieldError error={errors.description_html} />
      </div>
      <CoverField draft={draft} update={update} errors={errors} />
    </Section>
  );
}

function CoverField({ draft, update, errors }: SectionProps) {
  const { t } = useManageTranslation();
  const errorText = useErrorText();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const set = setter(update);

  const pick = async (file: File | undefined) => {
    if (!file) return;
    setProblem(null);
    if (!COVER_TYPES.includes(file.type)) {
      setProblem(t('editor.fields.notImage'));
      return;
    }
    if (file.size > COVER_MAX_BYTES) {
      setProblem(t('editor.fields.tooLarge'));
      return;
    }
    setBusy(true);
    try {
      const up = await uploadEventCover(file);
      set('cover', { upload_id: up.upload_id, url: up.url, file_name: up.file_name });
    } catch (e) {
      setProblem(`${t('editor.fields.uploadFailed')}: ${errorText(e)}`);
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  };
  const shown = problem ?? errors.cover_file_id;
  return (
    <div className="flex flex-col gap-2">
      <span id={`${id}-label`} className="text-sm font-medium text-stone-800">
        {t('editor.fields.cover')}
      </span>
      {draft.cover ? (
        <div className="flex flex-wrap items-center gap-3">
          <img src={draft.cover.url} alt="" className="h-24 w-44 rounded-lg object-cover ring-1 ring-stone-200" />
          <button
            type="button"
            className="btn-ghost text-red-700"
            aria-label={t('editor.fields.removeCover')}
            onClick={() => set('cover', null)}
          >
            <Trash2 className="size-4" aria-hidden />
          </button>
        </div>
      ) : null}
      <div>
        <input
          ref={input}
          id={`${id}-input`}
          type="file"
          accept="image/jpeg,image/png,image/webp"
          className="peer sr-only"
          aria-labelledby={`${id}-label`}
          aria-describedby={shown ? `${id}-error` : undefined}
          onChange={(e) => void pick(e.target.files?.[0])}
        />
        <label
          htmlFor={`${id}-input`}
          className={`btn-outline cursor-pointer peer-focus-visible:ring-2 peer-focus-visible:ring-brand-600 ${busy ? 'pointer-events-none opacity-60' : ''}`}
        >
          <ImagePlus className="size-4" aria-hidden />
          {busy ? t('editor.fields.uploading') : draft.cover ? t('editor.fields.replace') : t('editor.fields.upload')}
        </label>
      </div>
      {shown ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-700">
          {shown}
        </p>
      ) : null}
    </div>
  );
}
