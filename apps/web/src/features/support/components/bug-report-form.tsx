import { BUG_SEVERITIES, SUPPORT_LIMITS, type TBugReportCreated } from '@ankur/shared/schemas/support';
import { type FormEvent, useId, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { useErrorText } from '../../../lib/api-errors';
import { useFormatNumber } from '../../../lib/i18n';
import { useCreateBugReport } from '../api/create-bug-report';
import {
  BUG_REPORT_FIELDS,
  type BugReportField,
  type BugReportProblem,
  type BugReportProblems,
  type BugReportValues,
  EMPTY_BUG_REPORT,
  retryAfterMinutes,
  serverFieldErrors,
  validateBugReport,
} from '../bug-report';
import { useSupportTranslation } from '../i18n';
import { Field, fieldAria, INPUT_CLASS } from './fields';

const SEVERITY_DOT = {
  low: 'bg-sky-500',
  medium: 'bg-amber-400',
  high: 'bg-orange-500',
  critical: 'bg-red-600',
} as const;

interface BugReportFormProps {
  /** the page the report is about, filled in for the reporter (they may change it) */
  initialPage: string;
  onSubmitted: (created: TBugReportCreated) => void;
}

/**
 * The bug report form: title, what happened, steps, severity and page. It checks what the server
 * will check before sending; field errors sit under their fields (aria-describedby), and a 429 or
 * a failure to send is said above the button.
 */
export function BugReportForm({ initialPage, onSubmitted }: BugReportFormProps) {
  const id = useId();
  const { t } = useSupportTranslation();
  const errorText = useErrorText();
  const formatNumber = useFormatNumber();
  const [values, setValues] = useState<BugReportValues>({ ...EMPTY_BUG_REPORT, page: initialPage });
  const [problems, setProblems] = useState<BugReportProblems>({});
  const [rejected, setRejected] = useState<Partial<Record<BugReportField, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const create = useCreateBugReport();
  const field = (name: BugReportField) => `${id}-${name}`;

  const set = <K extends BugReportField>(key: K, value: BugReportValues[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    setProblems(({ [key]: _, ...rest }) => rest);
    setRejected(({ [key]: _, ...rest }) => rest);
  };

  const word = (problem: BugReportProblem): string => {
    switch (problem.code) {
      case 'titleRequired':
        return t('report.errors.titleRequired');
      case 'descriptionRequired':
        return t('report.errors.descriptionRequired');
      case 'severity':
        return t('report.errors.severity');
      case 'page':
        return t('report.errors.page');
      case 'titleShort':
        return t('report.errors.titleShort', { min: problem.min });
      case 'descriptionShort':
        return t('report.errors.descriptionShort', { min: problem.min });
      case 'tooLong':
        return t('report.errors.tooLong', { max: formatNumber(problem.max) });
    }
  };
  const errorOf = (name: BugReportField): string | null => {
    const problem = problems[name];
    if (problem) return word(problem);
    const reason = rejected[name];
    return reason === undefined ? null : t('common.rejected', { reason });
  };

  const focusField = (name: BugReportField) => {
    const target =
      name === 'severity' ? document.getElementById(`${field('severity')}-0`) : document.getElementById(field(name));
    target?.focus();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (create.isPending) return;
    setFormError(null);
    setRejected({});
    const result = validateBugReport(values);
    if (!result.ok) {
      setProblems(result.problems);
      const first = BUG_REPORT_FIELDS.find((name) => result.problems[name]);
      if (first) focusField(first);
      return;
    }
    setProblems({});
    create.mutate(result.body, {
      onSuccess: onSubmitted,
      onError: (error) => {
        const fields = serverFieldErrors(error);
        const first = BUG_REPORT_FIELDS.find((name) => fields[name] !== undefined);
        if (first) {
          setRejected(fields);
          setFormError(t('report.errors.summary'));
          focusField(first);
          return;
        }
        if (!(error instanceof ApiError) || error.status >= 500) return setFormError(errorText(error));
        if (error.status === 429) return setFormError(t('common.tooMany', { count: retryAfterMinutes(error) }));
        if (error.status === 401) return setFormError(t('common.signedOut'));
        setFormError(t('common.rejected', { reason: error.message }));
      },
    });
  };

  const hasErrors = Object.keys(problems).length > 0;
  const counter = (value: string, max: number) => (
    <span className="text-xs text-stone-500 tabular-nums">
      {t('report.fields.counter', { n: formatNumber(value.length), max: formatNumber(max) })}
    </span>
  );

  return (
    <form noValidate onSubmit={submit} aria-label={t('report.formLabel')} className="flex flex-col gap-5">
      {hasErrors ? (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
          {t('report.errors.summary')}
        </p>
      ) : null}
      <Field
        id={field('title')}
        label={t('report.fields.title')}
        required
        error={errorOf('title')}
        hint={t('report.fields.titleHint')}
      >
        <input
          {...fieldAria(field('title'), errorOf('title'), true)}
          className={INPUT_CLASS}
          value={values.title}
          maxLength={SUPPORT_LIMITS.title.max}
          autoComplete="off"
          aria-required="true"
          onChange={(e) => set('title', e.target.value)}
        />
      </Field>
      <Field
        id={field('description')}
        label={t('report.fields.description')}
        required
        error={errorOf('description')}
        hint={t('report.fields.descriptionHint')}
        aside={counter(values.description, SUPPORT_LIMITS.description.max)}
      >
        <textarea
          {...fieldAria(field('description'), errorOf('description'), true)}
          className={`${INPUT_CLASS} min-h-32 resize-y`}
          rows={5}
          value={values.description}
          maxLength={SUPPORT_LIMITS.description.max}
          aria-required="true"
          onChange={(e) => set('description', e.target.value)}
        />
      </Field>
      <Field
        id={field('steps')}
        label={
          <>
            {t('report.fields.steps')} <span className="font-normal text-stone-500">{t('common.optional')}</span>
          </>
        }
        error={errorOf('steps')}
        hint={t('report.fields.stepsHint')}
      >
        <textarea
          {...fieldAria(field('steps'), errorOf('steps'), true)}
          className={`${INPUT_CLASS} min-h-24 resize-y`}
          rows={4}
          value={values.steps}
          maxLength={SUPPORT_LIMITS.steps}
          placeholder={t('report.fields.stepsPlaceholder')}
          onChange={(e) => set('steps', e.target.value)}
        />
      </Field>
      <fieldset
        className="flex flex-col gap-2"
        aria-describedby={errorOf('severity') ? `${field('severity')}-error` : undefined}
      >
        <legend className="mb-1 text-sm font-medium text-stone-800">
          {t('report.fields.severity')}
          <span aria-hidden="true"> *</span>
        </legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {BUG_SEVERITIES.map((severity, i) => {
            const optionId = `${field('severity')}-${i}`;
            return (
              <label
                key={severity}
                htmlFor={optionId}
                className="flex cursor-pointer items-start gap-3 rounded-lg bg-white p-3 ring-1 ring-stone-200 hover:bg-stone-50 has-[:checked]:bg-brand-50 has-[:checked]:ring-2 has-[:checked]:ring-brand-500"
              >
                <input
                  id={optionId}
                  type="radio"
                  name={field('severity')}
                  value={severity}
                  checked={values.severity === severity}
                  onChange={() => set('severity', severity)}
                  aria-describedby={`${optionId}-hint`}
                  aria-invalid={errorOf('severity') ? true : undefined}
                  required
                  className="mt-1 size-4 shrink-0 accent-brand-600"
                />
                <span className="min-w-0">
                  <span className="flex items-center gap-2 text-sm font-semibold text-stone-900">
                    <span aria-hidden="true" className={`size-2.5 rounded-full ${SEVERITY_DOT[severity]}`} />
                    {t(`severity.${severity}`)}
                  </span>
                  <span id={`${optionId}-hint`} className="mt-0.5 block text-xs text-stone-600">
                    {t(`severityHint.${severity}`)}
                  </span>
                </span>
              </label>
            );
          })}
        </div>
        {errorOf('severity') ? (
          <p id={`${field('severity')}-error`} className="text-sm text-red-700">
            {errorOf('severity')}
          </p>
        ) : null}
      </fieldset>
      <Field
        id={field('page')}
        label={
          <>
            {t('report.fields.page')} <span className="font-normal text-stone-500">{t('common.optional')}</span>
          </>
        }
        error={errorOf('page')}
        hint={t('report.fields.pageHint')}
      >
        <input
          {...fieldAria(field('page'), errorOf('page'), true)}
          className={`${INPUT_CLASS} font-mono`}
          value={values.page}
          maxLength={SUPPORT_LIMITS.pageUrl}
          inputMode="url"
          autoCapitalize="none"
          autoComplete="off"
          spellCheck={false}
          placeholder="/programs"
          onChange={(e) => set('page', e.target.value)}
        />
      </Field>
      {formError && !hasErrors ? (
        <div role="alert" className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
          <p className="font-semibold">{t('report.failed')}</p>
          <p className="mt-0.5">{formError}</p>
        </div>
      ) : null}
      <div className="flex flex-col sm:flex-row sm:justify-end">
        <button type="submit" className="btn-primary w-full py-2.5 sm:w-auto" disabled={create.isPending}>
          {create.isPending ? t('report.sending') : t('report.submit')}
        </button>
      </div>
    </form>
  );
}
