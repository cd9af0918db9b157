import { Trash2, Upload } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { useErrorText } from '../../../../lib/api-errors';
import { uploadFile, uploadProblem } from '../../../../lib/upload-file';
import type { FileValue } from './draft';
import { useManageTranslation } from './i18n';

const IMAGE_TYPES = 'image/jpeg,image/png,image/webp';

/** The competition's cover: pick an image, upload it (purpose 'competition'), show it, replace or remove. */
export function CoverField({
  value,
  onChange,
  error,
}: {
  value: FileValue | null;
  onChange: (file: FileValue | null) => void;
  error?: string;
}) {
  const { t } = useManageTranslation();
  const errorText = useErrorText();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const id = useId();

  const pick = async (file: File | undefined) => {
    if (!file) return;
    setProblem(null);
    const bad = uploadProblem(file);
    if (bad || !file.type.startsWith('image/')) {
      setProblem(bad === 'too-large' ? t('setup.uploadTooLarge') : t('setup.uploadType'));
      return;
    }
    setBusy(true);
    try {
      const up = await uploadFile(file, 'competition');
      onChange({ upload_id: up.upload_id, file_name: up.file_name, url: up.url });
    } catch (e) {
      setProblem(errorText(e));
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  };
  const shown = problem ?? error;

  return (
    <div className="flex flex-col gap-2">
      <span id={`${id}-label`} className="text-sm font-medium text-stone-800">
        {t('setup.cover')}
      </span>
      {value ? (
        <div className="flex flex-wrap items-center gap-3 rounded-xl bg-stone-50 p-3 text-sm">
          <img src={value.url} alt={t('setup.coverAlt')} className="h-20 w-36 rounded-lg object-cover" />
          <span className="min-w-0 flex-1 truncate text-stone-700">{value.file_name}</span>
          <button
            type="button"
            className="btn-ghost p-1.5 text-red-700"
            aria-label={t('setup.coverRemove')}
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
          accept={IMAGE_TYPES}
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
          {busy ? t('setup.uploading') : value ? t('setup.coverReplace') : t('setup.coverPick')}
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
