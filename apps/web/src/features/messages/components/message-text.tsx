import { linkTokens, matchTokens } from './text-tokens';

/**
 * A message's text: plain text nodes, with http/https/mailto links as anchors that open in a new
 * tab without access to this page (rel noopener noreferrer nofollow). Never HTML.
 */
export function MessageText({ text, className = '' }: { text: string; className?: string }) {
  return (
    <p className={`break-words whitespace-pre-wrap ${className}`}>
      {linkTokens(text).map((token, index) =>
        token.kind === 'link' ? (
          <a
            // biome-ignore lint/suspicious/noArrayIndexKey: the pieces of one text never reorder
            key={index}
            href={token.href}
            target="_blank"
            rel="noopener noreferrer nofollow"
            className="underline decoration-1 underline-offset-2 hover:decoration-2"
          >
            {token.text}
          </a>
        ) : (
          token.text
        ),
      )}
    </p>
  );
}

/** Text with each occurrence of `term` in a <mark> (search results). */
export function HighlightedText({ text, term, className = '' }: { text: string; term: string; className?: string }) {
  return (
    <p className={`break-words whitespace-pre-wrap ${className}`}>
      {matchTokens(text, term).map((token, index) =>
        token.kind === 'match' ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the pieces of one text never reorder
          <mark key={index} className="rounded bg-amber-200 px-0.5 text-stone-900">
            {token.text}
          </mark>
        ) : (
          token.text
        ),
      )}
    </p>
  );
}
