import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import { StarterKit } from '@tiptap/starter-kit';
import {
  Bold,
  Heading2,
  Heading3,
  Italic,
  Link2,
  Link2Off,
  List,
  ListOrdered,
  type LucideIcon,
  Quote,
  Redo2,
  Undo2,
} from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { INPUT_CLASS } from '../ui/field';
import { useUiTranslation } from '../ui/i18n';

/** Only https links: anything else (javascript:, data:, http:) is refused here and by the server's sanitiser. */
export function isHttpsUrl(value: string): boolean {
  try {
    return new URL(value).protocol === 'https:';
  } catch {
    return false;
  }
}

export interface RichTextEditorProps {
  /** HTML; '' for nothing. */
  value: string;
  onChange: (html: string) => void;
  /** The editable area's accessible name. */
  label: string;
  /** The ids of the texts describing it (hint, error). */
  describedBy?: string;
  invalid?: boolean;
}

const BUTTON =
  'inline-flex size-9 items-center justify-center rounded-md text-stone-700 hover:bg-stone-100 aria-pressed:bg-brand-100 aria-pressed:text-brand-900 disabled:opacity-40';

/**
 * Tiptap with a small toolbar: bold, italic, two heading levels, lists, quote, https links,
 * undo and redo. Load this module with React.lazy (a program unit's content field, the community
 * composer), so the editor's code stays out of every other screen.
 */
export default function RichTextEditor({ value, onChange, label, describedBy, invalid }: RichTextEditorProps) {
  const { t } = useUiTranslation();
  const linkId = useId();
  const [linking, setLinking] = useState<string | null>(null);
  const [linkError, setLinkError] = useState(false);

  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        code: false,
        codeBlock: false,
        link: {
          openOnClick: false,
          autolink: true,
          protocols: ['https'],
          defaultProtocol: 'https',
          isAllowedUri: (url) => isHttpsUrl(url),
          HTMLAttributes: { rel: 'noopener noreferrer nofollow', target: '_blank' },
        },
      }),
    ],
    content: value || '',
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? '' : current.getHTML()),
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-label': label,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        ...(invalid ? { 'aria-invalid': 'true' } : {}),
        class:
          'min-h-40 max-w-none px-3 py-2 text-base text-stone-900 focus:outline-none sm:text-sm [&_a]:text-brand-700 [&_a]:underline [&_blockquote]:border-l-4 [&_blockquote]:border-stone-300 [&_blockquote]:pl-3 [&_h2]:text-lg [&_h2]:font-semibold [&_h3]:font-semibold [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:my-2 [&_ul]:list-disc [&_ul]:pl-6',
      },
    },
  });

  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      h2: e.isActive('heading', { level: 2 }),
      h3: e.isActive('heading', { level: 3 }),
      bullet: e.isActive('bulletList'),
      ordered: e.isActive('orderedList'),
      quote: e.isActive('blockquote'),
      link: e.isActive('link'),
      href: (e.getAttributes('link').href as string | undefined) ?? '',
      canUndo: e.can().undo(),
      canRedo: e.can().redo(),
    }),
  });

  const chain = () => editor.chain().focus();
  const tool = (Icon: LucideIcon, name: string, pressed: boolean | undefined, run: () => void, disabled = false) => (
    <button
      type="button"
      className={BUTTON}
      aria-label={name}
      title={name}
      aria-pressed={pressed}
      disabled={disabled}
      onClick={run}
    >
      <Icon aria-hidden="true" className="size-4" />
    </button>
  );

  const applyLink = (event: Pick<FormEvent, 'preventDefault' | 'stopPropagation'>) => {
    event.preventDefault();
    event.stopPropagation();
    const href = (linking ?? '').trim();
    if (!isHttpsUrl(href)) return setLinkError(true);
    chain().extendMarkRange('link').setLink({ href }).run();
    setLinking(null);
  };

  return (
    <div
      className={`overflow-hidden rounded-lg border bg-white ${invalid ? 'border-red-500' : 'border-stone-300'} focus-within:ring-2 focus-within:ring-brand-400`}
    >
      <div
        role="toolbar"
        aria-label={t('editor.toolbar')}
        className="flex flex-wrap gap-0.5 border-b border-stone-200 bg-stone-50 p-1"
      >
        {tool(Bold, t('editor.bold'), state.bold, () => chain().toggleBold().run())}
        {tool(Italic, t('editor.italic'), state.italic, () => chain().toggleItalic().run())}
        {tool(Heading2, t('editor.heading'), state.h2, () => chain().toggleHeading({ level: 2 }).run())}
        {tool(Heading3, t('editor.subheading'), state.h3, () => chain().toggleHeading({ level: 3 }).run())}
        {tool(List, t('editor.bulletList'), state.bullet, () => chain().toggleBulletList().run())}
        {tool(ListOrdered, t('editor.orderedList'), state.ordered, () => chain().toggleOrderedList().run())}
        {tool(Quote, t('editor.blockquote'), state.quote, () => chain().toggleBlockquote().run())}
        {tool(Link2, t('editor.link'), state.link, () => {
          setLinkError(false);
          setLinking(state.href || 'https://');
        })}
        {state.link ? tool(Link2Off, t('editor.unlink'), undefined, () => chain().unsetLink().run()) : null}
        {tool(Undo2, t('editor.undo'), undefined, () => chain().undo().run(), !state.canUndo)}
        {tool(Redo2, t('editor.redo'), undefined, () => chain().redo().run(), !state.canRedo)}
      </div>
      {linking !== null ? (
        // a nested <form> is not allowed inside the unit form: a group that submits on Enter instead
        // biome-ignore lint/a11y/useSemanticElements: see above
        <div
          role="group"
          aria-label={t('editor.link')}
          className="flex flex-col gap-1 border-b border-stone-200 p-2"
          onKeyDown={(event) => {
            if (event.key === 'Enter') applyLink(event);
            if (event.key === 'Escape') {
              event.stopPropagation();
              setLinking(null);
            }
          }}
        >
          <div className="flex flex-col gap-2 sm:flex-row">
            <label htmlFor={linkId} className="sr-only">
              {t('editor.linkUrl')}
            </label>
            <input
              id={linkId}
              type="url"
              inputMode="url"
              value={linking}
              // biome-ignore lint/a11y/noAutofocus: opened by the Link button to type the address
              autoFocus
              aria-invalid={linkError || undefined}
              aria-describedby={`${linkId}-hint`}
              onChange={(event) => {
                setLinking(event.target.value);
                setLinkError(false);
              }}
              className={INPUT_CLASS}
            />
            <button type="button" className="btn-primary px-3" onClick={applyLink}>
              {t('editor.linkApply')}
            </button>
            <button type="button" className="btn-ghost px-3" onClick={() => setLinking(null)}>
              {t('confirm.cancel')}
            </button>
          </div>
          <p id={`${linkId}-hint`} className={`text-xs ${linkError ? 'text-red-700' : 'text-stone-500'}`}>
            {t('editor.linkHttps')}
          </p>
        </div>
      ) : null}
      <EditorContent editor={editor} />
    </div>
  );
}
