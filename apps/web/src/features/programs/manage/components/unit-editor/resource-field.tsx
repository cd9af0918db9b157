import { UPLOAD_CONTENT_TYPES } from '@ankur/shared/schemas/uploads';
import { ExternalLink, Paperclip, Upload, X } from 'lucide-react';
import { type ChangeEvent, useEffect, useId, useState } from 'react';
import { Field, fieldAria, INPUT_CLASS } from '../../../../../components/ui/field';
import { useErrorText } from '../../../../../lib/api-errors';
import { uploadFile, uploadProblem } from '../../../../../lib/upload-file';
import { useProgramsManageTranslation } from '../../i18n';

const VIDEO_TYPES = UPLOAD_CONTENT_TYPES.filter((type) => type.startsWith('video/'));
const DOCUMENT_TYPES = UPLOAD_CONTENT_TYPES.filter((type) => !type.startsWith('video/'));

const isUpload = (url: string) => url.startsWith('/api/uploads/');

/** The file name at the end of an upload's address (/api/uploads/{public id}/{file_name}). */
export function uploadName(url: string): string {
  const last = url.split('/').pop() ?? '';
  try {
    return decodeURIComponent(last);
  } catch {
    return last;
  }
}

interface ResourceFieldProps {
  kind: 'video' | 'document';
  value: string;
  onChange: (url: string) => void;
  error: string | null;
  /** True while a file is being sent (the unit cannot be saved meanwhile). */
  onBusyChange: (busy: boolean) => void;
}

type Note = { tone: 'ok' | 'error'; text: string } | null;

/**
 * A video's link (https, e.g. YouTube or Vimeo) or uploaded file, or a document's uploaded file.
 * A file is checked before it is sent (20 MB, allowed types: upload-file.ts), then sent to
 * POST /api/uploads with purpose 'unit'; its address becomes the unit's resource_url.
 */
export function ResourceField({ kind, value, onChange, error, onBusyChange }: ResourceFieldProps) {
  const { t } = useProgramsManageTranslation();
  const errorText = useErrorText();
  const id = useId();
  const fileId = useId();
  const [uploading, setUploading] = useState<{ name: string; controller: AbortController } | null>(null);
  const [note, setNote] = useState<Note>(null);

  // closing the editor stops an upload under way
  useEffect(() => () => uploading?.controller.abort(), [uploading]);

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const problem = uploadProblem(file);
    if (problem) {
      setNote({
        tone: 'error',
        text: t(problem === 'too-large' ? 'unit.tooLarge' : 'unit.wrongType', { name: file.name }),
      });
      return;
    }
    const controller = new AbortController();
    setNote(null);
    setUploading({ name: file.name, controller });
    onBusyChange(true);
    try {
      const upload = await uploadFile(file, 'unit', controller.signal);
      onChange(upload.url);
      setNote({ tone: 'ok', text: t('unit.uploaded', { name: upload.file_name }) });
    } catch (failure) {
      if (!controller.signal.aborted) {
        setNote({ tone: 'error', text: t('unit.uploadFailed', { reason: errorText(failure) }) });
      }
    } finally {
      setUploading(null);
      onBusyChange(false);
    }
  };

  const video = kind === 'video';
  const uploaded = isUpload(value);
  const linkInput = video && !uploaded;
  // the field's label names the link input, or the file input when there is none
  const fieldId = linkInput ? id : fileId;
  const describedBy = `${fieldId}-hint${error ? ` ${fieldId}-error` : ''}${note ? ` ${id}-note` : ''}`;

  return (
    <Field
      id={fieldId}
      label={video ? t('unit.videoUrl') : t('unit.file')}
      error={error}
      hint={video ? t('unit.videoUrlHint') : t('unit.fileHint')}
    >
      <div className="flex flex-col gap-2">
        {linkInput ? (
          <input
            {...fieldAria(id, error, true)}
            aria-describedby={describedBy}
            type="url"
            inputMode="url"
            placeholder="https://"
            value={value}
            onChange={(event) => onChange(event.target.value)}
            className={INPUT_CLASS}
          />
        ) : (
          <p className="flex flex-wrap items-center gap-2 text-sm text-stone-700">
            <Paperclip aria-hidden="true" className="size-4 text-stone-500" />
            {value ? (
              <>
                <span className="min-w-0 break-all">
                  {t('unit.currentFile', { name: uploaded ? uploadName(value) : value })}
                </span>
                <a
                  href={value}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-flex items-center gap-1 text-brand-700 hover:underline"
                >
                  {t('unit.openFile')}
                  <ExternalLink aria-hidden="true" className="size-3.5" />
                </a>
                <button type="button" className="btn-ghost px-2 py-1" onClick={() => onChange('')}>
                  <X aria-hidden="true" className="size-4" />
                  {t('unit.removeFile')}
                </button>
              </>
            ) : (
              <span>{t('unit.noFile')}</span>
            )}
          </p>
        )}

        {uploading ? (
          <div role="status" className="flex flex-col gap-1">
            <span className="text-sm text-stone-700">{t('unit.uploading', { name: uploading.name })}</span>
            <div className="flex items-center gap-2">
              <progress
                className="h-2 w-full accent-brand-600"
                aria-label={t('unit.uploading', { name: uploading.name })}
              />
              <button type="button" className="btn-ghost px-2 py-1" onClick={() => uploading.controller.abort()}>
                {t('unit.cancelUpload')}
              </button>
            </div>
          </div>
        ) : (
          <div>
            <input
              {...(linkInput ? { id: fileId } : { ...fieldAria(fileId, error, true), 'aria-describedby': describedBy })}
              type="file"
              className="peer sr-only"
              accept={(video ? VIDEO_TYPES : DOCUMENT_TYPES).join(',')}
              onChange={(event) => void choose(event)}
            />
            <label
              htmlFor={fileId}
              className="btn-outline cursor-pointer peer-focus-visible:outline-3 peer-focus-visible:outline-brand-500"
            >
              <Upload aria-hidden="true" className="size-4" />
              {video ? t('unit.uploadVideo') : value ? t('unit.replaceFile') : t('unit.uploadFile')}
            </label>
          </div>
        )}
        {note ? (
          <p
            id={`${id}-note`}
            role={note.tone === 'error' ? 'alert' : 'status'}
            className={`text-sm ${note.tone === 'error' ? 'text-red-700' : 'text-brand-800'}`}
          >
            {note.text}
          </p>
        ) : null}
      </div>
    </Field>
  );
}
