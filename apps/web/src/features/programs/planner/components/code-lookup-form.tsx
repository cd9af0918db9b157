import { certificateVerifyPath } from '@ankur/shared/schemas/programs';
import { Search } from 'lucide-react';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { Field, fieldAria, INPUT_CLASS } from '../../../../components/ui/field';
import { usePlannerTranslation } from '../i18n';

/** "Check a code": opens the verification page of the code typed in (codes are upper case). */
export function CodeLookupForm({ initial = '' }: { initial?: string }) {
  const { t } = usePlannerTranslation();
  const navigate = useNavigate();
  const id = useId();
  const [code, setCode] = useState(initial);
  const [error, setError] = useState<string | null>(null);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const value = code.trim().toUpperCase();
    if (!value) {
      setError(t('verify.lookup.empty'));
      return;
    }
    setError(null);
    navigate(certificateVerifyPath(value));
  };

  return (
    <form
      noValidate
      onSubmit={submit}
      className="flex w-full max-w-md flex-col gap-2 text-left sm:flex-row sm:items-start"
    >
      <div className="min-w-0 flex-1">
        <Field id={`${id}-code`} label={t('verify.lookup.label')} error={error}>
          <input
            {...fieldAria(`${id}-code`, error)}
            className={`${INPUT_CLASS} font-mono uppercase`}
            value={code}
            maxLength={40}
            placeholder="ANK-XXXX-XXXX-XXXX-XXXX"
            autoComplete="off"
            spellCheck={false}
            onChange={(event) => setCode(event.target.value)}
          />
        </Field>
      </div>
      <button type="submit" className="btn-primary justify-center sm:mt-6">
        <Search aria-hidden="true" className="size-4" />
        {t('verify.lookup.submit')}
      </button>
    </form>
  );
}
