import { lazy, Suspense } from 'react';
import type { RichTextEditorProps } from '../../../../../components/rich-text/rich-text-editor';

/** Tiptap is fetched only when a unit's rich content is edited. */
const RichTextEditor = lazy(() => import('../../../../../components/rich-text/rich-text-editor'));

/** The rich-text editor, with a placeholder of its size while its code arrives. */
export function ContentField(props: RichTextEditorProps & { loadingLabel: string }) {
  const { loadingLabel, ...editor } = props;
  return (
    <Suspense
      fallback={
        <div
          role="status"
          className="flex min-h-52 items-center justify-center rounded-lg border border-stone-300 bg-stone-50"
        >
          <span className="text-sm text-stone-500">{loadingLabel}</span>
        </div>
      }
    >
      <RichTextEditor {...editor} />
    </Suspense>
  );
}
