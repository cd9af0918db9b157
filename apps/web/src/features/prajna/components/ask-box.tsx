import { PRAJNA_QUESTION_MAX, PRAJNA_QUESTION_MIN } from '@ankur/shared/schemas/prajna';
import { CornerDownLeft } from 'lucide-react';
import { type FormEvent, type KeyboardEvent, useState } from 'react';
import { INPUT_CLASS } from '../../../components/ui/field';
import { usePrajnaTranslation } from '../i18n';

/** The question box: English or Hindi; Enter sends, Shift+Enter breaks the line. */
export function AskBox({
  value,
  onChange,
  onAsk,
  pending,
}: {
  value: string;
  onChange: (v: string) => void;
  onAsk: (question: string) => void;
  pending: boolean;
}) {
  const { t } = usePrajnaTranslation();
  const [tooShort, setTooShort] = useState(false);

  const send = () => {
    const q = value.trim();
    if (q.length < PRAJNA_QUESTION_MIN) {
      setTooShort(true);
      return;
    }
    setTooShort(false);
    if (!pending) onAsk(q);
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    send();
  };
  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault();
      send();
    }
  };

  return (
    <form onSubmit={submit} className="rounded-2xl bg-white p-3 ring-1 ring-stone-200 sm:p-4">
      <label htmlFor="prajna-question" className="text-sm font-medium text-stone-800">
        {t('ask.label')}
      </label>
      <div className="mt-2 flex items-end gap-2">
        <textarea
          id="prajna-question"
          rows={2}
          maxLength={PRAJNA_QUESTION_MAX}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          onKeyDown={onKeyDown}
          placeholder={t('ask.placeholder')}
          aria-describedby="prajna-question-hint"
          aria-invalid={tooShort || undefined}
          className={`${INPUT_CLASS} min-h-16 resize-y`}
        />
        <button type="submit" className="btn-primary inline-flex shrink-0 items-center gap-1.5" disabled={pending}>
          <CornerDownLeft className="size-4" aria-hidden />
          <span>{t('ask.submit')}</span>
        </button>
      </div>
      <p id="prajna-question-hint" className={`mt-1.5 text-xs ${tooShort ? 'text-red-700' : 'text-stone-500'}`}>
        {tooShort ? t('ask.tooShort') : t('ask.hint')}
      </p>
    </form>
  );
}
