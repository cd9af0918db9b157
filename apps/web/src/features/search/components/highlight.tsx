/** A snippet whose matched words the server marked with « and »: shown as <mark>. */
export function Highlighted({ text, className = '' }: { text: string; className?: string }) {
  const parts = text.split(/(«[^»]*»)/g).filter(Boolean);
  return (
    <span className={className}>
      {parts.map((part, i) =>
        part.startsWith('«') && part.endsWith('»') ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed string
          <mark key={i} className="rounded bg-amber-100 px-0.5 text-stone-900">
            {part.slice(1, -1)}
          </mark>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed string
          <span key={i}>{part}</span>
        ),
      )}
    </span>
  );
}
