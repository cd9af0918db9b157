import type { TQuestion, TSection } from '@ankur/shared/schemas/readiness';
import { useState } from 'react';
import { INPUT_CLASS } from '../../../../components/ui/field';
import { Modal } from '../../../../components/ui/modal';
import { useReadinessManageTranslation } from '../i18n';

type Answer = number | string | string[] | null;

function PreviewQuestion({ q, n }: { q: TQuestion; n: number }) {
  const { t } = useReadinessManageTranslation();
  const [answer, setAnswer] = useState<Answer>(null);
  const id = `rd-preview-${n}`;
  const help = q.help ? <p className="text-sm text-stone-600">{q.help}</p> : null;
  const legend = (
    <span className="font-medium text-stone-900">
      {q.prompt || t('editor.question.untitled')}
      {q.required ? null : (
        <span className="ml-2 text-xs font-normal text-stone-500">({t('editor.preview.optional')})</span>
      )}
    </span>
  );

  if (q.type === 'number' || q.type === 'text') {
    return (
      <div className="flex flex-col gap-1">
        <label htmlFor={id}>{legend}</label>
        {help}
        {q.type === 'text' ? (
          <textarea id={id} rows={3} className={INPUT_CLASS} />
        ) : (
          <span className="flex items-center gap-2">
            <input
              id={id}
              type="number"
              className={`${INPUT_CLASS} max-w-48`}
              min={q.number?.min ?? undefined}
              max={q.number?.max ?? undefined}
            />
            {q.number?.unit ? <span className="text-sm text-stone-600">{q.number.unit}</span> : null}
          </span>
        )}
      </div>
    );
  }

  const points = q.scale?.points ?? 5;
  const choices =
    q.type === 'scale'
      ? Array.from({ length: points }, (_, i) => ({ value: String(i + 1), label: String(i + 1) }))
      : q.options.map((o) => ({ value: o.value, label: o.label || o.value }));
  const multi = q.type === 'multi';
  const chosen = (value: string) =>
    multi ? Array.isArray(answer) && answer.includes(value) : String(answer) === value;
  const choose = (value: string) => {
    if (!multi) return setAnswer(q.type === 'scale' ? Number(value) : value);
    const list = Array.isArray(answer) ? answer : [];
    setAnswer(list.includes(value) ? list.filter((v) => v !== value) : [...list, value]);
  };
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1">{legend}</legend>
      {help}
      <div className={q.type === 'scale' ? 'flex flex-wrap gap-2' : 'flex flex-col gap-2'}>
        {choices.map((c) => (
          <label
            key={c.value}
            className={`flex min-h-10 cursor-pointer items-center gap-2 rounded-lg px-3 py-2 text-sm ring-1 ${chosen(c.value) ? 'bg-brand-50 ring-brand-600' : 'ring-stone-300'}`}
          >
            <input
              type={multi ? 'checkbox' : 'radio'}
              name={id}
              value={c.value}
              className="size-4 accent-brand-700"
              checked={chosen(c.value)}
              onChange={() => choose(c.value)}
            />
            {c.label}
          </label>
        ))}
      </div>
      {q.type === 'scale' && (q.scale?.min_label || q.scale?.max_label) ? (
        <p className="flex justify-between gap-4 text-xs text-stone-600">
          <span>1 = {q.scale?.min_label}</span>
          <span>
            {points} = {q.scale?.max_label}
          </span>
        </p>
      ) : null}
    </fieldset>
  );
}

/** A section as the person taking the assessment sees it (answers here are kept nowhere). */
export function SectionPreview({
  section,
  index,
  total,
  onClose,
}: {
  section: TSection | null;
  index: number;
  total: number;
  onClose: () => void;
}) {
  const { t } = useReadinessManageTranslation();
  return (
    <Modal
      open={section !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t('editor.preview.title', { title: section?.title || t('editor.sections.untitled') })}
      description={t('editor.preview.intro')}
      width="42rem"
      footer={
        <button type="button" className="btn-primary" onClick={onClose}>
          {t('editor.preview.close')}
        </button>
      }
    >
      {section ? (
        <form className="flex flex-col gap-6" onSubmit={(e) => e.preventDefault()}>
          <p className="text-sm font-medium text-brand-800">{t('editor.preview.step', { n: index + 1, total })}</p>
          {section.intro ? <p className="text-stone-700">{section.intro}</p> : null}
          {section.questions.map((q, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a preview of the draft as it is
            <PreviewQuestion key={i} q={q} n={i} />
          ))}
        </form>
      ) : null}
    </Modal>
  );
}
