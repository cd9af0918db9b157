import { Fragment, type ReactNode } from 'react';
import { Link } from 'react-router';

/** The values a document's {{placeholders}} are filled with. */
export type LegalVariables = Readonly<Record<string, string>>;

/** [label](href) or **strong** (see content/types.ts). */
const INLINE = /\[([^\]]+)\]\(([^)\s]+)\)|\*\*(.+?)\*\*/g;
const PLACEHOLDER = /\{\{(\w+)\}\}/g;

const LINK_CLASS = 'font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900';

/** Replaces each {{name}} with its value; unknown names are left as they are. */
export function fillPlaceholders(text: string, variables: LegalVariables): string {
  return text.replace(PLACEHOLDER, (whole, name: string) => variables[name] ?? whole);
}

function renderLink(label: string, href: string, key: number): ReactNode {
  // an in-app path goes through the router; #anchors, mailto: and web addresses are plain links
  if (href.startsWith('/')) {
    return (
      <Link key={key} to={href} className={LINK_CLASS}>
        {label}
      </Link>
    );
  }
  const external = /^https?:/.test(href);
  return (
    <a key={key} href={href} className={LINK_CLASS} {...(external ? { rel: 'noopener noreferrer' } : {})}>
      {label}
    </a>
  );
}

/** A paragraph or list item of a legal document, with its placeholders filled and its links live. */
export function LegalText({ text, variables }: { text: string; variables: LegalVariables }) {
  const filled = fillPlaceholders(text, variables);
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of filled.matchAll(INLINE)) {
    const [whole, label, href, strong] = match;
    if (match.index > last) parts.push(<Fragment key={`text-${last}`}>{filled.slice(last, match.index)}</Fragment>);
    if (label !== undefined && href !== undefined) parts.push(renderLink(label, href, match.index));
    else
      parts.push(
        <strong key={match.index} className="font-semibold text-stone-900">
          {strong}
        </strong>,
      );
    last = match.index + whole.length;
  }
  if (last < filled.length) parts.push(<Fragment key={`text-${last}`}>{filled.slice(last)}</Fragment>);
  return <>{parts}</>;
}
