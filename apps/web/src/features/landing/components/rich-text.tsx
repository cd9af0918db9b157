import { Fragment, type ReactNode } from 'react';

const TAG = /<(\w+)>(.*?)<\/\1>/g;

interface RichTextProps {
  /** A translated text, such as "Read our <privacy>Privacy Policy</privacy>." */
  text: string;
  /** How each tag's content is drawn; unknown tags show their content as plain text. */
  tags: Readonly<Record<string, (content: string) => ReactNode>>;
}

/**
 * A translated sentence with links inside it. A small stand-in for react-i18next's <Trans>, so the
 * landing page's chunk does not carry it; texts keep the same "<tag>…</tag>" form.
 */
export function RichText({ text, tags }: RichTextProps) {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(TAG)) {
    const [whole, name = '', content = ''] = match;
    parts.push(text.slice(last, match.index));
    const draw = tags[name];
    parts.push(<Fragment key={match.index}>{draw ? draw(content) : content}</Fragment>);
    last = match.index + whole.length;
  }
  parts.push(text.slice(last));
  return <>{parts}</>;
}
