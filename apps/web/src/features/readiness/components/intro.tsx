import type { TAssessmentPage, TResponseForType, TStartAttempt } from '@ankur/shared/schemas/readiness';
import { Clock, ListChecks, Play } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Field, fieldAria, INPUT_CLASS } from '../../../components/ui/field';
import { useLanguage } from '../../../lib/i18n';
import { useReadinessTranslation } from '../i18n';
import { formatDate } from './format';

interface Props {
  page: TAssessmentPage;
  starting: boolean;
  error: string | null;
  onStart: (input: TStartAttempt) => void;
}

/**
 * Before starting: what the assessment measures, how long it takes, its dimensions, and who the
 * answers are for (SPEC §3 response_for_type: myself, an organisation or a cohort, with
 * institute_name; a cohort's managers then see the result).
 */
export function AssessmentIntro({ page, starting, error, onStart }: Props) {
  const { t } = useReadinessTranslation();
  const language = useLanguage();
  const def = page.definition;
  const questions = def.sections.reduce((n, s) => n + s.questions.length, 0);
  const [forType, setForType] = useState<TResponseForType>(page.cohorts.length ? 'self' : 'self');
  const [institute, setInstitute] = useState('');
  const [cohortId, setCohortId] = useState<string>('');
  const [problems, setProblems] = useState<{ institute?: string; cohort?: string }>({});

  const start = () => {
    const next: typeof problems = {};
    if (forType !== 'self' && !institute.trim()) next.institute = t('take.instituteRequired');
    if (forType === 'cohort' && !cohortId) next.cohort = t('take.cohortRequired');
    setProblems(next);
    if (next.institute) document.getElementById('rd-institute')?.focus();
    else if (next.cohort) document.getElementById('rd-cohort')?.focus();
    if (Object.keys(next).length) return;
    onStart({
      response_for_type: forType,
      institute_name: forType === 'self' ? null : institute.trim(),
      cohort_id: forType === 'cohort' ? Number(cohortId) : null,
    });
  };

  const forOptions: [TResponseForType, string][] = [
    ['self', t('take.forSelf')],
    ['organisation', t('take.forOrganisation')],
    ['cohort', t('take.forCohort')],
  ];

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-4 rounded-2xl bg-white p-4 ring-1 ring-stone-200 sm:p-6">
        <ul className="flex flex-wrap gap-x-6 gap-y-2 text-sm text-stone-700">
          <li className="flex items-center gap-2">
            <Clock aria-hidden className="size-4" />
            {t('take.minutes', { count: def.minutes })}
          </li>
          <li className="flex items-center gap-2">
            <ListChecks aria-hidden className="size-4" />
            {t('take.steps', { count: def.sections.length })} · {t('take.questions', { count: questions })}
          </li>
        </ul>
        <div>
          <h2 className="text-lg font-semibold text-stone-900">{t('take.measures')}</h2>
          <ul className="mt-2 grid gap-2 sm:grid-cols-2">
            {def.dimensions.map((d) => (
              <li key={d.id} className="rounded-lg bg-stone-50 p-3">
                <p className="font-medium text-stone-900">{d.label}</p>
                {d.description ? <p className="text-sm text-stone-600">{d.description}</p> : null}
              </li>
            ))}
          </ul>
        </div>
      </div>

      <form
        noValidate
        className="flex flex-col gap-4 rounded-2xl bg-white p-4 ring-1 ring-stone-200 sm:p-6"
        onSubmit={(e) => {
          e.preventDefault();
          start();
        }}
      >
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-2 text-lg font-semibold text-stone-900">{t('take.forWhom')}</legend>
          {forOptions.map(([value, label]) => (
            <label key={value} className="flex min-h-11 items-center gap-3 text-stone-800">
              <input
                type="radio"
                name="response_for_type"
                className="size-4 accent-brand-700"
                value={value}
                checked={forType === value}
                onChange={() => setForType(value)}
              />
              {label}
            </label>
          ))}
        </fieldset>
        {forType !== 'self' ? (
          <Field id="rd-institute" label={t('take.instituteName')} required error={problems.institute}>
            <input
              {...fieldAria('rd-institute', problems.institute)}
              className={INPUT_CLASS}
              value={institute}
              maxLength={200}
              onChange={(e) => setInstitute(e.target.value)}
            />
          </Field>
        ) : null}
        {forType === 'cohort' ? (
          page.cohorts.length ? (
            <Field id="rd-cohort" label={t('take.cohort')} required error={problems.cohort}>
              <select
                {...fieldAria('rd-cohort', problems.cohort)}
                className={INPUT_CLASS}
                value={cohortId}
                onChange={(e) => setCohortId(e.target.value)}
              >
                <option value="">{t('take.cohortPick')}</option>
                {page.cohorts.map((c) => (
                  <option key={c.cohort_id} value={c.cohort_id}>
                    {c.name}
                  </option>
                ))}
              </select>
            </Field>
          ) : (
            <p className="text-sm text-stone-600">{t('take.noCohorts')}</p>
          )
        ) : null}
        {error ? (
          <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
            {error}
          </p>
        ) : null}
        <div>
          <button
            type="submit"
            className="btn-primary"
            disabled={starting || (forType === 'cohort' && !page.cohorts.length)}
          >
            <Play aria-hidden className="size-4" />
            {starting ? t('take.starting') : t('take.start')}
          </button>
        </div>
      </form>

      {page.history.length ? (
        <section aria-labelledby="rd-history" className="flex flex-col gap-2">
          <h2 id="rd-history" className="text-lg font-semibold text-stone-900">
            {t('take.history')}
          </h2>
          <ul className="flex flex-col gap-1">
            {page.history.map((h) => (
              <li key={h.attempt_id}>
                <Link to={`/readiness-journey/results/${h.attempt_id}`} className="text-brand-800 underline">
                  {t('take.historyRow', {
                    date: formatDate(h.submitted_at, language),
                    overall: h.result.overall,
                    band: t(`bands.${h.result.band}`),
                  })}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
