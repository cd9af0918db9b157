import { Check, X } from 'lucide-react';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { fieldAria, INPUT_CLASS } from '../../../../../components/ui/field';
import { useProgramsManageTranslation } from '../../i18n';
import { type Problem, useProblemText } from '../../problems';

export const NAME_MAX = 200;

interface InlineNameFormProps {
  /** The input's accessible name ("Name of the new module in Basics"). */
  label: string;
  initial?: string;
  submitLabel: string;
  /** Resolves true when saved: the form then empties (adding) or closes (renaming, via onDone). */
  onSubmit: (name: string) => Promise<boolean>;
  onCancel: () => void;
  /** Extra controls beside the name (the kind of a new unit). */
  children?: ReactNode;
}

/** A one-line name input: Enter saves, Escape cancels (adding and renaming outline items). */
export function InlineNameForm({
  label,
  initial = '',
  submitLabel,
  onSubmit,
  onCancel,
  children,
}: InlineNameFormProps) {
  const { t } = useProgramsManageTranslation();
  const problemText = useProblemText();
  const id = useId();
  const [name, setName] = useState(initial);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [busy, setBusy] = useState(false);
  const error = problemText(problem);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) return setProblem({ code: 'required' });
    if (trimmed.length > NAME_MAX) return setProblem({ code: 'tooLong', max: NAME_MAX });
    setBusy(true);
    const saved = await onSubmit(trimmed);
    setBusy(false);
    if (saved) setName('');
  };

  return (
    <form
      onSubmit={(event) => void submit(event)}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.stopPropagation();
          onCancel();
        }
      }}
      className="flex w-full flex-col gap-1"
    >
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
        <label htmlFor={id} className="sr-only">
          {label}
        </label>
        <input
          {...fieldAria(id, error)}
          type="text"
          value={name}
          placeholder={label}
          // biome-ignore lint/a11y/noAutofocus: the input appears because the person asked to type a name
          autoFocus
          autoComplete="off"
          maxLength={NAME_MAX + 50}
          disabled={busy}
          onChange={(event) => {
            setName(event.target.value);
            setProblem(null);
          }}
          className={`${INPUT_CLASS} min-w-0 sm:flex-1`}
        />
        {children}
        <div className="flex gap-2">
          <button type="submit" className="btn-primary px-3" disabled={busy}>
            <Check aria-hidden="true" className="size-4" />
            {busy ? t('common.saving') : submitLabel}
          </button>
          <button type="button" className="btn-ghost px-3" disabled={busy} onClick={onCancel}>
            <X aria-hidden="true" className="size-4" />
            {t('common.cancel')}
          </button>
        </div>
      </div>
      {error ? (
        <p id={`${id}-error`} className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </form>
  );
}
