import { lazy, Suspense } from 'react';
import { INPUT_CLASS } from '../../../../components/ui/field';

/** The shared rich-text editor (tiptap), loaded only when a composer opens. */
const RichTextEditor = lazy(() => import('../../../../components/rich-text/rich-text-editor'));

export function RichEditor(props: {
  value: string;
  onChange: (html: string) => void;
  label: string;
  describedBy?: string;
}) {
  return (
    <Suspense fallback={<div className={`${INPUT_CLASS} min-h-28`} aria-busy="true" />}>
      <RichTextEditor {...props} />
    </Suspense>
  );
}
