import type { TApplication, TFormField } from '@ankur/shared/schemas/competitions';
import { ExternalLink } from 'lucide-react';
import { useCompetitionsTranslation } from '../i18n';

/** An application as a judge reads it: the team, each answer in the form's order, files in a new tab. */
export function ApplicationView({ application, form }: { application: TApplication; form: readonly TFormField[] }) {
  const { t } = useCompetitionsTranslation();
  const fileOf = (key: string) => application.files.find((f) => f.key === key);
  return (
    <div className="flex flex-col gap-5">
      <section aria-labelledby="judge-team">
        <h3 id="judge-team" className="text-sm font-semibold tracking-wide text-stone-600 uppercase">
          {t('judge.team')}
        </h3>
        <p className="mt-1 text-sm text-stone-900">
          {[application.lead, ...application.members].map((p) => p.name).join(', ')}
        </p>
      </section>
      <section aria-labelledby="judge-answers">
        <h3 id="judge-answers" className="text-sm font-semibold tracking-wide text-stone-600 uppercase">
          {t('judge.answers')}
        </h3>
        <dl className="mt-2 flex flex-col gap-4">
          {form.map((field) => {
            const value = application.answers[field.key];
            const file = field.kind === 'file' ? fileOf(field.key) : undefined;
            return (
              <div key={field.key}>
                <dt className="text-sm font-medium text-stone-800">{field.label}</dt>
                <dd className="mt-1 text-sm whitespace-pre-wrap text-stone-900">
                  {file ? (
                    <a
                      href={file.url}
                      target="_blank"
                      rel="noopener noreferrer"
                      className="inline-flex items-center gap-1 font-medium text-brand-700 hover:underline"
                    >
                      {file.file_name}
                      <ExternalLink aria-hidden className="size-3.5" />
                      <span className="sr-only">{t('apply.openFile', { name: file.file_name })}</span>
                    </a>
                  ) : value === undefined || value === '' ? (
                    <span className="text-stone-500 italic">{t('judge.noAnswer')}</span>
                  ) : field.kind === 'url' && typeof value === 'string' && /^https?:\/\//.test(value) ? (
                    <a
                      href={value}
                      target="_blank"
                      rel="noopener noreferrer nofollow"
                      className="break-all text-brand-700 hover:underline"
                    >
                      {value}
                    </a>
                  ) : (
                    String(value)
                  )}
                </dd>
              </div>
            );
          })}
        </dl>
      </section>
    </div>
  );
}
