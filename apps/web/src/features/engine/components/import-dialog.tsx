import { ENGINE_IMPORT_MAX_ROWS } from '@ankur/shared/schemas/engine';
import { useId, useState } from 'react';
import { INPUT_CLASS } from '../../../components/ui/field';
import { Modal } from '../../../components/ui/modal';
import { notify } from '../../../components/ui/toaster';
import { useImportScores } from '../api/engine';
import { useEngineTranslation } from '../i18n';
import { importRows, type ParsedCsv, parseEngineCsv } from './csv';

const PREVIEW_ROWS = 50;

/** Choose a CSV, see each row checked (problems named per row), then import them all in one go. */
export function ImportDialog({
  open,
  onOpenChange,
  statNames,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  statNames: string[];
}) {
  const { t } = useEngineTranslation();
  const fileId = useId();
  const [csv, setCsv] = useState<ParsedCsv | null>(null);
  const run = useImportScores();
  const problems = csv?.rows.filter((r) => r.problem) ?? [];
  const ready = !!csv?.layout && csv.rows.length > 0 && !problems.length && !csv.tooMany;
  // rows with problems first, so they are in the preview
  const preview = csv ? [...problems, ...csv.rows.filter((r) => !r.problem)].slice(0, PREVIEW_ROWS) : [];
  const close = (next: boolean) => {
    if (!next) {
      setCsv(null);
      run.reset();
    }
    onOpenChange(next);
  };
  return (
    <Modal
      open={open}
      onOpenChange={close}
      title={t('import.title')}
      width="44rem"
      footer={
        <>
          <button type="button" className="btn-ghost" onClick={() => close(false)}>
            {t('import.cancel')}
          </button>
          <button
            type="button"
            className="btn-primary"
            disabled={!ready || run.isPending}
            onClick={() =>
              csv &&
              run.mutate(importRows(csv), {
                onSuccess: (r) => {
                  notify.success(t('import.done', r));
                  close(false);
                },
              })
            }
          >
            {t('import.submit', { count: csv?.rows.length ?? 0 })}
          </button>
        </>
      }
    >
      <div className="flex flex-col gap-3 text-sm text-stone-700">
        <p>{t('import.intro')}</p>
        <div className="flex flex-col gap-1">
          <label htmlFor={fileId} className="font-medium text-stone-800">
            {t('import.file')}
          </label>
          <input
            id={fileId}
            type="file"
            accept=".csv,text/csv"
            className={INPUT_CLASS}
            onChange={async (e) => {
              const file = e.target.files?.[0];
              run.reset();
              setCsv(file ? await parseEngineCsv(await file.text(), statNames) : null);
            }}
          />
        </div>
        {csv ? (
          <div role="status" className="flex flex-col gap-1">
            <p>
              {csv.layout === 'long'
                ? t('import.layoutLong', { n: csv.rows.length })
                : csv.layout === 'wide'
                  ? t('import.layoutWide', { n: csv.rows.length })
                  : t('import.layoutUnknown')}
            </p>
            {csv.tooMany ? (
              <p className="text-red-700">{t('import.tooMany', { max: ENGINE_IMPORT_MAX_ROWS })}</p>
            ) : null}
            {problems.length ? (
              <p className="font-medium text-red-700">{t('import.problems', { count: problems.length })}</p>
            ) : csv.layout && csv.rows.length ? (
              <p className="font-medium text-brand-800">{t('import.ready')}</p>
            ) : null}
          </div>
        ) : null}
        {run.error ? (
          <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-red-800">
            {run.error.message}
          </p>
        ) : null}
        {preview.length ? (
          <div className="max-h-72 overflow-auto rounded-lg ring-1 ring-stone-200">
            <table className="min-w-full text-xs sm:text-sm" data-testid="import-preview">
              <thead className="sticky top-0 bg-stone-50">
                <tr>
                  {(['line', 'stat', 'period', 'value', 'unit', 'problem'] as const).map((c) => (
                    <th key={c} scope="col" className="px-2 py-1.5 text-left font-medium text-stone-700">
                      {t(`import.${c}`)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {preview.map((r) => (
                  <tr
                    key={`${r.line}-${r.period}`}
                    className={`border-t border-stone-100 ${r.problem ? 'bg-red-50' : ''}`}
                  >
                    <td className="px-2 py-1">{r.line}</td>
                    <td className="px-2 py-1">{r.stat}</td>
                    <td className="px-2 py-1">{r.period}</td>
                    <td className="px-2 py-1 text-right tabular-nums">{r.value}</td>
                    <td className="px-2 py-1">{r.unit}</td>
                    <td className={`px-2 py-1 ${r.problem ? 'font-medium text-red-800' : 'text-brand-800'}`}>
                      {r.problem ? t(`import.problems.${r.problem}`) : t('import.ok')}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
            {csv && csv.rows.length > preview.length ? (
              <p className="px-2 py-1 text-stone-600">{t('import.more', { n: csv.rows.length - preview.length })}</p>
            ) : null}
          </div>
        ) : null}
      </div>
    </Modal>
  );
}
