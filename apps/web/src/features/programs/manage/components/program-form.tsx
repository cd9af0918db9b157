import { PROGRAM_LANGUAGES, ZProgramCreate } from '@ankur/shared/schemas/programs';
import { useState } from 'react';
import { Field, fieldAria, INPUT_CLASS } from '../../../../components/ui/field';
import { PROGRAM_FIELDS, type ProgramValues, programBody } from '../api/manage-programs';
import { useProgramsManageTranslation } from '../i18n';
import { hasProblems, type Problems, problemsFromError, problemsOfIssues, useProblemText } from '../problems';

type ProgramField = (typeof PROGRAM_FIELDS)[number];
type TextField = Exclude<ProgramField, 'language' | 'self_paced'>;

/**
 * A program form's state: the values, their problems (checked with ZProgramCreate, the schema
 * the server uses), and the server's 400 details put back on the fields.
 */
export function useProgramForm(initial: ProgramValues) {
  const [values, setValues] = useState(initial);
  const [problems, setProblems] = useState<Problems<ProgramField>>({});
  return {
    values,
    problems,
    set<F extends ProgramField>(field: F, value: ProgramValues[F]) {
      setValues((current) => ({ ...current, [field]: value }));
      setProblems((current) => ({ ...current, [field]: undefined }));
    },
    reset(next: ProgramValues) {
      setValues(next);
      setProblems({});
    },
    /** True when the values may be sent; otherwise the problems show and the first field is focused. */
    check(formId: string): boolean {
      const result = ZProgramCreate.safeParse(programBody(values));
      const found = result.success ? {} : problemsOfIssues(result.error.issues, PROGRAM_FIELDS);
      setProblems(found);
      if (hasProblems(found)) focusFirst(formId, found);
      return !hasProblems(found);
    },
    /** Shows a 400's field details; false when the error names no field. */
    showServerError(formId: string, error: unknown): boolean {
      const found = problemsFromError(error, PROGRAM_FIELDS);
      if (!hasProblems(found)) return false;
      setProblems(found);
      focusFirst(formId, found);
      return true;
    },
  };
}

function focusFirst(formId: string, problems: Problems<ProgramField>) {
  const first = PROGRAM_FIELDS.find((field) => problems[field]);
  if (first) window.setTimeout(() => document.getElementById(`${formId}-${first}`)?.focus(), 0);
}

export type ProgramForm = ReturnType<typeof useProgramForm>;

/** Name, category, description, language, self-paced or dates of a program (the create dialog and the Settings tab). */
export function ProgramFields({ form, formId }: { form: ProgramForm; formId: string }) {
  const { t } = useProgramsManageTranslation();
  const problemText = useProblemText();
  const id = (field: ProgramField) => `${formId}-${field}`;
  const error = (field: ProgramField) => problemText(form.problems[field]);
  const input = (field: TextField) => ({
    ...fieldAria(id(field), error(field)),
    value: form.values[field],
    onChange: (event: { target: { value: string } }) => form.set(field, event.target.value),
    className: INPUT_CLASS,
  });

  return (
    <div className="flex flex-col gap-4">
      <Field id={id('program_name')} label={t('form.name')} error={error('program_name')} required>
        <input {...input('program_name')} type="text" autoComplete="off" maxLength={200} required />
      </Field>
      <Field
        id={id('program_category')}
        label={t('form.category')}
        error={error('program_category')}
        hint={t('form.categoryHint')}
      >
        <input
          {...input('program_category')}
          {...fieldAria(id('program_category'), error('program_category'), true)}
          type="text"
          autoComplete="off"
          maxLength={100}
        />
      </Field>
      <Field
        id={id('program_description')}
        label={t('form.description')}
        error={error('program_description')}
        hint={t('form.descriptionHint')}
      >
        <textarea
          {...input('program_description')}
          {...fieldAria(id('program_description'), error('program_description'), true)}
          rows={4}
          maxLength={10000}
        />
      </Field>
      <Field id={id('language')} label={t('form.language')} error={error('language')} hint={t('form.languageHint')}>
        <select
          {...fieldAria(id('language'), error('language'), true)}
          value={form.values.language}
          onChange={(event) => form.set('language', event.target.value === 'hi' ? 'hi' : 'en')}
          className={INPUT_CLASS}
        >
          {PROGRAM_LANGUAGES.map((code) => (
            <option key={code} value={code}>
              {t(`form.languageName.${code}`)}
            </option>
          ))}
        </select>
      </Field>
      <div className="flex items-start gap-3">
        <input
          id={id('self_paced')}
          type="checkbox"
          checked={form.values.self_paced}
          onChange={(event) => form.set('self_paced', event.target.checked)}
          aria-describedby={`${id('self_paced')}-hint`}
          className="mt-1 size-4 shrink-0 accent-brand-700"
        />
        <div>
          <label htmlFor={id('self_paced')} className="text-sm font-medium text-stone-800">
            {t('form.selfPaced')}
          </label>
          <p id={`${id('self_paced')}-hint`} className="text-xs text-stone-500">
            {t('form.selfPacedHint')}
          </p>
        </div>
      </div>
      {form.values.self_paced ? null : (
        <div className="grid gap-4 sm:grid-cols-2">
          <Field id={id('start_date')} label={t('form.startDate')} error={error('start_date')}>
            <input {...input('start_date')} type="date" />
          </Field>
          <Field id={id('end_date')} label={t('form.endDate')} error={error('end_date')} hint={t('form.endDateHint')}>
            <input
              {...input('end_date')}
              {...fieldAria(id('end_date'), error('end_date'), true)}
              type="date"
              min={form.values.start_date || undefined}
            />
          </Field>
        </div>
      )}
    </div>
  );
}
