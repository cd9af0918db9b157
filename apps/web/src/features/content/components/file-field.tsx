import { Paperclip, Trash2, Upload } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { useErrorText } from '../../../lib/api-errors';
import { contentFileTooLarge, uploadContentFile } from '../api/upload';
import { useContentTranslation } from '../i18n';

export interface FileValue {
  upload_id: number;
  file_name: string;
  url: string;
  content_type: string;
}

/**
 * A file of a piece (audio, video, PDF, EPUB, template, cover image): pick, upload (purpose
 * 'content'), show what is attached, replace or remove. `onFile` also gets the picked File (the
 * podcast reads its length from it).
 */
export function FileField({
  label,
  accept,
  value,
  onChange,
  onFile,
  error,
  image = false,
}: {
  label: string;
  accept: string;
  value: FileValue | null;
  onChange: (file: FileValue | null) => void;
  onFile?: (file: File) => void;
  error?: string;
  image?: boolean;
}) {
  const { t } = useContentTranslation();
  const errorText = useErrorText();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const id = useId();

  const pick = async (file: File | undefined) => {
    if (!file) return;
    setProblem(null);
    if (contentFileTooLarge(file)) {
      setProblem(t('editor.tooLarge'));
      return;
    }
    setBusy(true);
    try {
      const uploaded = await uploadContentFile(file);
      onChange({
        upload_id: uploaded.upload_id,
        file_name: uploaded.file_name,
        url: uploaded.url,
        content_type: uploaded.content_type,
      });
      onFile?.(file);
    } catch (e) {
      setProblem(`${t('editor.uploadFailed')}: ${errorText(e)}`);
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  };
  const shown = problem ?? error;

  return (
    <div className="flex flex-col gap-2">
      <span id={`${id}-label`} className="text-sm font-medium text-stone-800">
        {label}
      </span>
      {value ? (
        <div className="flex flex-wrap items-center gap-3 rounded-xl bg-stone-50 p-3 text-sm">
          {image ? (
            <img src={value.url} alt="" className="h-16 w-28 rounded-lg object-cover" />
          ) : (
            <Paperclip className="size-4 text-stone-600" aria-hidden />
          )}
          <a
            href={value.url}
            className="min-w-0 flex-1 truncate text-brand-800 underline"
            target="_blank"
            rel="noreferrer"
          >
            {value.file_name}
          </a>
          <button
            type="button"
            className="btn-ghost p-1.5 text-red-700"
            aria-label={`${t('editor.removeFile')}: ${value.file_name}`}
            onClick={() => onChange(null)}
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
          accept={accept}
          className="peer sr-only"
          aria-labelledby={`${id}-label`}
          aria-describedby={shown ? `${id}-error` : undefined}
          onChange={(e) => void pick(e.target.files?.[0])}
        />
        <label
          htmlFor={`${id}-input`}
          className={`btn-outline cursor-pointer peer-focus-visible:ring-2 peer-focus-visible:ring-brand-600 ${busy ? 'pointer-events-none opacity-60' : ''}`}
        >
          <Upload className="size-4" aria-hidden />
          {busy ? t('editor.uploading') : value ? t('editor.replace') : t('editor.upload')}
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
