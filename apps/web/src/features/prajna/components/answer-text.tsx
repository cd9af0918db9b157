import type { TPrajnaCitation } from '@ankur/shared/schemas/prajna';
import { Fragment, type ReactNode } from 'react';
import { Link } from 'react-router';
import { usePrajnaTranslation } from '../i18n';

/** A snippet with the matched words (between « and ») marked. */
export function Marked({ text }: { text: string }) {
  const parts = text.split(/«|»/);
  return (
    <>
      {parts.map((part, i) =>
        i % 2 === 1 ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed string
          <mark key={i} className="rounded bg-amber-100 px-0.5 text-stone-900">
            {part}
          </mark>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed string
          <Fragment key={i}>{part}</Fragment>
        ),
      )}
    </>
  );
}

/** A link inside the app, or to another site (a citation's url may be either). */
export function SourceLink({
  url,
  className,
  label,
  children,
}: {
  url: string;
  className?: string;
  label?: string;
  children: ReactNode;
}) {
  if (/^https?:\/\//.test(url)) {
    return (
      <a href={url} className={className} aria-label={label} target="_blank" rel="noreferrer noopener">
        {children}
      </a>
    );
  }
  return (
    <Link to={url} className={className} aria-label={label}>
      {children}
    </Link>
  );
}

/** The answer's paragraphs with each [n] a link to its source. */
export function AnswerText({ text, citations }: { text: string; citations: TPrajnaCitation[] }) {
  const { t } = usePrajnaTranslation();
  const byN = new Map(citations.map((c) => [c.n, c]));
  return (
    <div className="flex flex-col gap-3 text-[15px] leading-relaxed text-stone-800">
      {text.split(/\n{2,}/).map((para, p) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs of one fixed answer
        <p key={p} className="whitespace-pre-line">
          {para.split(/(\[\d+\])/).map((piece, i) => {
            const n = /^\[(\d+)\]$/.exec(piece)?.[1];
            const c = n ? byN.get(Number(n)) : undefined;
            if (!c) {
              // biome-ignore lint/suspicious/noArrayIndexKey: pieces of one fixed paragraph
              return <Fragment key={i}>{piece}</Fragment>;
            }
            return (
              <SourceLink
                // biome-ignore lint/suspicious/noArrayIndexKey: pieces of one fixed paragraph
                key={i}
                url={c.url}
                label={t('answer.cite', { n: c.n, title: c.title })}
                className="mx-0.5 inline-flex min-w-6 items-center justify-center rounded-md bg-brand-50 px-1.5 align-baseline text-xs font-semibold text-brand-800 ring-1 ring-brand-200 hover:bg-brand-100"
              >
                {c.n}
              </SourceLink>
            );
          })}
        </p>
      ))}
    </div>
  );
}
