import type { TFormField } from '@ankur/shared/schemas/competitions';
import { Paperclip, Upload } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { Field, fieldAria, INPUT_CLASS } from '../../../components/ui/field';
import { uploadFile } from '../../../lib/upload-file';
import { useCompetitionsTranslation } from '../i18n';

/** The largest application file the screen sends (the server caps 'competition' uploads the same). */
export const APPLICATION_FILE_MAX_BYTES = 50 * 1024 * 1024;

export type AnswerValue = string | number;
export interface AttachedFile {
  file_name: string;
  url: string;
}

/** A file answer: pick, upload (purpose 'competition'), show the attached file with a link, replace. */
function FileAnswer({
  id,
  field,
  file,
  disabled,
  error,
  onUploaded,
}: {
  id: string;
  field: TFormField;
  file: AttachedFile | null;
  disabled: boolean;
  error?: string;
  onUploaded: (uploadId: number, file: AttachedFile) => void;
}) {
  const { t } = useCompetitionsTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const pick = async (picked: File | undefined) => {
    if (!picked) return;
    setProblem(null);
    if (picked.size > APPLICATION_FILE_MAX_BYTES) {
      setProblem(t('apply.fileTooLarge'));
      return;
    }
    setBusy(true);
    try {
      const up = await uploadFile(picked, 'competition');
      onUploaded(up.upload_id, { file_name: up.file_name, url: up.url });
    } catch (e) {
      setProblem(e instanceof Error && e.message ? e.message : t('apply.uploadFailed'));
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  };
  const shown = problem ?? error;
  return (
    <Field id={id} label={field.label} hint={field.help || undefined} error={shown} required={field.required}>
      <div className="flex flex-wrap items-center gap-3 rounded-xl bg-stone-50 p-3 text-sm ring-1 ring-stone-200">
        {file ? (
          <a
            href={file.url}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex min-w-0 items-center gap-1.5 font-medium text-brand-800 hover:underline"
          >
            <Paperclip aria-hidden className="size-4 shrink-0" />
            <span className="truncate">{file.file_name}</span>
          </a>
        ) : null}
        {disabled ? null : (
          <>
            <input
              ref={input}
              {...fieldAria(id, shown, field.help)}
              type="file"
              className="sr-only"
              onChange={(e) => void pick(e.target.files?.[0])}
            />
            <button type="button" className="btn-outline" disabled={busy} onClick={() => input.current?.click()}>
              <Upload aria-hidden className="size-4" />
              {busy ? t('apply.uploading') : file ? t('apply.replace') : t('apply.upload')}
            </button>
          </>
        )}
      </div>
    </Field>
  );
}

/** One field of the application form, drawn by its kind; errors from the API show at the field. */
export function AnswerField({
  field,
  value,
  file,
  disabled,
  error,
  onChange,
  onFile,
}: {
  field: TFormField;
  value: AnswerValue | undefined;
  file: AttachedFile | null;
  disabled: boolean;
  error?: string;
  onChange: (value: AnswerValue | undefined) => void;
  onFile: (uploadId: number, file: AttachedFile) => void;
}) {
  const { t } = useCompetitionsTranslation();
  const id = `answer-${field.key}-${useId()}`;
  if (field.kind === 'file') {
    return <FileAnswer id={id} field={field} file={file} disabled={disabled} error={error} onUploaded={onFile} />;
  }
  const text = value === undefined ? '' : String(value);
  const counter =
    field.max_length && (field.kind === 'text' || field.kind === 'long_text') ? (
      <span className="text-xs text-stone-500">{t('apply.chars', { count: text.length, max: field.max_length })}</span>
    ) : undefined;
  const common = {
    ...fieldAria(id, error, field.help),
    disabled,
    required: field.required,
    className: INPUT_CLASS,
  };
  let control: React.ReactNode;
  if (field.kind === 'long_text') {
    control = (
      <textarea
        {...common}
        rows={5}
        maxLength={field.max_length ?? undefined}
        value={text}
        onChange={(e) => onChange(e.target.value)}
      />
    );
  } else if (field.kind === 'choice') {
    control = (
      <select {...common} value={text} onChange={(e) => onChange(e.target.value || undefined)}>
        <option value="">{t('apply.choose')}</option>
        {field.options.map((o) => (
          <option key={o} value={o}>
            {o}
          </option>
        ))}
      </select>
    );
  } else if (field.kind === 'number') {
    control = (
      <input
        {...common}
        type="number"
        inputMode="decimal"
        value={text}
        onChange={(e) => onChange(e.target.value === '' ? undefined : Number(e.target.value))}
      />
    );
  } else {
    control = (
      <input
        {...common}
        type={field.kind === 'url' ? 'url' : 'text'}
        maxLength={field.max_length ?? undefined}
        value={text}
        onChange={(e) => onChange(e.target.value)}
      />
    );
  }
  return (
    <Field
      id={id}
      label={field.label}
      hint={field.help || undefined}
      error={error}
      required={field.required}
      aside={counter}
    >
      {control}
    </Field>
  );
}
