import { EVENT_QUESTIONS_MAX, QUESTION_KINDS } from '@ankur/shared/schemas/events';
import { Plus, Trash2 } from 'lucide-react';
import { useId } from 'react';
import { Field, fieldAria, INPUT_CLASS } from '../../../../components/ui/field';
import { useManageTranslation } from '../manage/i18n';
import { type QuestionDraft, rowKey } from './event-draft';
import { FieldError, Section, type SectionProps, setter } from './section';

/** Registration: capacity, approval, and the questions registrants answer (key, label, kind, options, required). */
export function RegistrationSection({ draft, update, errors }: SectionProps) {
  const { t } = useManageTranslation();
  const id = useId();
  const set = setter(update);
  const change = (key: string, patch: Partial<QuestionDraft>) =>
    update((d) => ({ ...d, questions: d.questions.map((q) => (q.key === key ? { ...q, ...patch } : q)) }));
  return (
    <Section id="registration" title={t('editor.sections.registration')}>
      <Field
        id={`${id}-capacity`}
        label={t('editor.fields.capacity')}
        hint={t('editor.fields.capacityHint')}
        error={errors.capacity}
      >
        <input
          {...fieldAria(`${id}-capacity`, errors.capacity, true)}
          type="number"
          inputMode="numeric"
          min={1}
          className={`${INPUT_CLASS} sm:max-w-48`}
          value={draft.capacity}
          onChange={(e) => set('capacity', e.target.value)}
        />
      </Field>
      <label className="flex items-center gap-2 text-sm text-stone-800">
        <input
          type="checkbox"
          className="size-4 accent-brand-700"
          checked={draft.approval_required}
          onChange={(e) => set('approval_required', e.target.checked)}
        />
        {t('editor.fields.approval')}
      </label>
      {draft.questions.length === 0 ? <p className="text-sm text-stone-600">{t('editor.questions.empty')}</p> : null}
      <ol className="flex flex-col gap-3">
        {draft.questions.map((q, i) => (
          <QuestionRow
            key={q.key}
            question={q}
            index={i}
            errors={errors}
            onChange={change}
            onRemove={(key) => update((d) => ({ ...d, questions: d.questions.filter((x) => x.key !== key) }))}
          />
        ))}
      </ol>
      <FieldError error={errors.questions} />
      <button
        type="button"
        className="btn-outline self-start"
        disabled={draft.questions.length >= EVENT_QUESTIONS_MAX}
        onClick={() =>
          update((d) => ({
            ...d,
            questions: [
              ...d.questions,
              {
                key: rowKey(),
                question_key: `question_${d.questions.length + 1}`,
                label: '',
                kind: 'text',
                required: false,
                options: '',
              },
            ],
          }))
        }
      >
        <Plus className="size-4" aria-hidden />
        {t('editor.questions.add')}
      </button>
    </Section>
  );
}

function QuestionRow({
  question,
  index,
  errors,
  onChange,
  onRemove,
}: {
  question: QuestionDraft;
  index: number;
  errors: Record<string, string>;
  onChange: (key: string, patch: Partial<QuestionDraft>) => void;
  onRemove: (key: string) => void;
}) {
  const { t } = useManageTranslation();
  const id = useId();
  const err = (field: string) => errors[`questions.${index}.${field}`];
  const withOptions = question.kind === 'choice' || question.kind === 'multi_choice';
  return (
    <li className="flex flex-col gap-3 rounded-xl bg-stone-50 p-3 ring-1 ring-stone-200">
      <div className="grid gap-3 sm:grid-cols-[2fr_1fr_1fr_auto] sm:items-start">
        <Field id={`${id}-label`} label={t('editor.questions.label')} error={err('label')} required>
          <input
            {...fieldAria(`${id}-label`, err('label'))}
            className={INPUT_CLASS}
            maxLength={200}
            value={question.label}
            onChange={(e) => onChange(question.key, { label: e.target.value })}
          />
        </Field>
        <Field
          id={`${id}-key`}
          label={t('editor.questions.key')}
          hint={t('editor.questions.keyHint')}
          error={err('key')}
        >
          <input
            {...fieldAria(`${id}-key`, err('key'), true)}
            className={`${INPUT_CLASS} font-mono`}
            maxLength={40}
            value={question.question_key}
            onChange={(e) => onChange(question.key, { question_key: e.target.value })}
          />
        </Field>
        <Field id={`${id}-kind`} label={t('editor.questions.kind')} error={err('kind')}>
          <select
            {...fieldAria(`${id}-kind`, err('kind'))}
            className={INPUT_CLASS}
            value={question.kind}
            onChange={(e) => onChange(question.key, { kind: e.target.value as QuestionDraft['kind'] })}
          >
            {QUESTION_KINDS.map((k) => (
              <option key={k} value={k}>
                {t(`editor.questions.kinds.${k}`)}
              </option>
            ))}
          </select>
        </Field>
        <button
          type="button"
          className="btn-ghost self-end p-2 text-red-700"
          aria-label={t('editor.questions.remove', { n: index + 1 })}
          onClick={() => onRemove(question.key)}
        >
          <Trash2 className="size-4" aria-hidden />
        </button>
      </div>
      {withOptions ? (
        <Field
          id={`${id}-options`}
          label={t('editor.questions.options')}
          hint={t('editor.questions.optionsHint')}
          error={err('options') ?? errors[`questions.${index}.options.0`]}
        >
          <textarea
            {...fieldAria(`${id}-options`, err('options'), true)}
            className={INPUT_CLASS}
            rows={3}
            value={question.options}
            onChange={(e) => onChange(question.key, { options: e.target.value })}
          />
        </Field>
      ) : null}
      <label className="flex items-center gap-2 text-sm text-stone-800">
        <input
          type="checkbox"
          className="size-4 accent-brand-700"
          checked={question.required}
          onChange={(e) => onChange(question.key, { required: e.target.checked })}
        />
        {t('editor.questions.required')}
      </label>
    </li>
  );
}
