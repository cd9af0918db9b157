import type { TPrajnaBenchRun } from '@ankur/shared/schemas/prajna';
import type { ReactNode } from 'react';
import { usePrajnaTranslation } from '../i18n';
import { AnswerText, Marked } from './answer-text';

function Block({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rounded-2xl bg-white p-4 ring-1 ring-stone-200 sm:p-6">
      <h3 className="text-base font-semibold text-stone-900">{title}</h3>
      <div className="mt-3">{children}</div>
    </section>
  );
}

/** Every step of one test run: documents with ranks, passages, the prompt, both answers. */
export function BenchRunResult({ run }: { run: TPrajnaBenchRun }) {
  const { t } = usePrajnaTranslation();
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-stone-700">
        <span className="font-medium">{t('bench.scrubbed')}:</span> <span className="break-words">{run.scrubbed}</span>
      </p>
      <Block title={t('bench.documents', { ms: run.retrieval_ms })}>
        {run.documents.length ? (
          <div className="overflow-x-auto">
            <table className="w-full text-left text-sm">
              <thead className="text-stone-600">
                <tr>
                  <th scope="col" className="py-1 pr-3 font-medium">
                    {t('bench.rank')}
                  </th>
                  <th scope="col" className="py-1 pr-3 font-medium">
                    {t('bench.docTitle')}
                  </th>
                  <th scope="col" className="py-1 text-right font-medium">
                    {t('bench.score')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {run.documents.map((d) => (
                  <tr key={`${d.kind}-${d.url}`} className="border-t border-stone-100">
                    <td className="py-1.5 pr-3 tabular-nums">{d.rank}</td>
                    <td className="py-1.5 pr-3">
                      <span className="text-stone-900">{d.title}</span>{' '}
                      <span className="text-xs text-stone-500">({t(`kinds.${d.kind}`, { defaultValue: d.kind })})</span>
                    </td>
                    <td className="py-1.5 text-right font-mono tabular-nums">{d.score.toFixed(3)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : (
          <p className="text-sm text-stone-600">{t('bench.noDocuments')}</p>
        )}
      </Block>
      <Block title={t('bench.passages')}>
        <ol className="flex flex-col gap-3 text-sm">
          {run.passages.map((p) => (
            <li key={p.n}>
              <p className="font-medium text-stone-900">
                [{p.n}] {p.title} <span className="font-mono text-xs text-stone-500">{p.score.toFixed(3)}</span>
              </p>
              <p className="mt-1 text-stone-700">
                <Marked text={p.text} />
              </p>
            </li>
          ))}
        </ol>
      </Block>
      <Block title={t('bench.prompt')}>
        <div className="flex flex-col gap-3">
          {run.prompt.map((m) => (
            <div key={m.role}>
              <p className="text-xs font-semibold uppercase tracking-wide text-stone-500">{m.role}</p>
              {/* scrolls when long: focusable so a keyboard can scroll it (axe scrollable-region-focusable) */}
              <section
                // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take focus to scroll by keyboard
                tabIndex={0}
                aria-label={`${t('bench.prompt')}: ${m.role}`}
                className="mt-1 max-h-72 overflow-auto rounded-lg bg-stone-50 p-3"
              >
                <pre className="whitespace-pre-wrap font-sans text-xs text-stone-800">{m.content}</pre>
              </section>
            </div>
          ))}
        </div>
      </Block>
      <div className="grid gap-4 lg:grid-cols-2">
        <Block title={t('bench.passagesAnswer', { ms: run.passages_answer.ms })}>
          <AnswerText text={run.passages_answer.text} citations={run.passages_answer.citations} />
        </Block>
        <Block title={t('bench.providerAnswer', { ms: run.provider_answer?.ms ?? 0 })}>
          {!run.provider_answer ? (
            <p className="text-sm text-stone-600">{t('bench.providerNone')}</p>
          ) : run.provider_answer.error ? (
            <p role="alert" className="text-sm text-red-700">
              {t('bench.providerError', { message: run.provider_answer.error })}
            </p>
          ) : (
            <AnswerText text={run.provider_answer.text} citations={run.provider_answer.citations} />
          )}
        </Block>
      </div>
    </div>
  );
}
