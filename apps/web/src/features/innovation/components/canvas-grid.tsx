import { CANVAS_BLOCK_MAX, CANVAS_BLOCKS, type TCanvas, type TCanvasBlock } from '@ankur/shared/schemas/innovation';
import { MessageSquare } from 'lucide-react';
import { INPUT_CLASS } from '../../../components/ui/field';
import { useInnovationTranslation } from '../i18n';

/**
 * Where each block sits on the Lean Canvas from 1024 px up (ten columns, three rows: the classic
 * layout); on narrower screens the blocks stack in CANVAS_BLOCKS order, which is also the DOM order.
 */
const PLACE: Record<TCanvasBlock, string> = {
  problem: 'lg:col-start-1 lg:col-span-2 lg:row-start-1 lg:row-span-2',
  solution: 'lg:col-start-3 lg:col-span-2 lg:row-start-1',
  key_metrics: 'lg:col-start-3 lg:col-span-2 lg:row-start-2',
  unique_value_proposition: 'lg:col-start-5 lg:col-span-2 lg:row-start-1 lg:row-span-2',
  unfair_advantage: 'lg:col-start-7 lg:col-span-2 lg:row-start-1',
  channels: 'lg:col-start-7 lg:col-span-2 lg:row-start-2',
  customer_segments: 'lg:col-start-9 lg:col-span-2 lg:row-start-1 lg:row-span-2',
  cost_structure: 'lg:col-start-1 lg:col-span-5 lg:row-start-3',
  revenue_streams: 'lg:col-start-6 lg:col-span-5 lg:row-start-3',
};

export interface CanvasGridProps {
  canvas: TCanvas;
  /** editable when given: the owner's draft */
  onChange?: (block: TCanvasBlock, text: string) => void;
  /** comments per block, and the action that opens a block's comments */
  commentCounts?: Partial<Record<TCanvasBlock, number>>;
  onComment?: (block: TCanvasBlock) => void;
  /** blocks to mark (a diff's changed ones) */
  highlight?: readonly TCanvasBlock[];
  idPrefix?: string;
}

/** The nine blocks of the Lean Canvas, each with its hint; textareas for the owner, text for readers. */
export function CanvasGrid({
  canvas,
  onChange,
  commentCounts,
  onComment,
  highlight,
  idPrefix = 'canvas',
}: CanvasGridProps) {
  const { t } = useInnovationTranslation();
  return (
    <div className="grid gap-3 lg:auto-rows-[minmax(11rem,auto)] lg:grid-cols-10">
      {CANVAS_BLOCKS.map((block) => {
        const id = `${idPrefix}-${block}`;
        const text = canvas[block] ?? '';
        const count = commentCounts?.[block] ?? 0;
        const marked = highlight?.includes(block);
        return (
          <section
            key={block}
            aria-labelledby={`${id}-label`}
            data-block={block}
            className={`flex min-w-0 flex-col gap-2 rounded-xl bg-white p-3 ring-1 ${marked ? 'ring-2 ring-amber-500' : 'ring-stone-200'} ${PLACE[block]}`}
          >
            <div className="flex items-start justify-between gap-2">
              <h3 id={`${id}-label`} className="text-sm font-semibold text-stone-900">
                {onChange ? <label htmlFor={id}>{t(`blocks.${block}`)}</label> : t(`blocks.${block}`)}
              </h3>
              {onComment ? (
                <button
                  type="button"
                  className="inline-flex shrink-0 items-center gap-1 rounded-md px-1.5 py-0.5 text-xs text-brand-800 hover:bg-brand-50"
                  aria-label={`${t('idea.commentOn', { block: t(`blocks.${block}`) })}${count ? ` (${t('idea.blockComments', { count })})` : ''}`}
                  onClick={() => onComment(block)}
                >
                  <MessageSquare aria-hidden className="size-3.5" />
                  {count || ''}
                </button>
              ) : null}
            </div>
            <p id={`${id}-hint`} className="text-xs text-stone-600">
              {t(`hints.${block}`)}
            </p>
            {onChange ? (
              <textarea
                id={id}
                aria-describedby={`${id}-hint`}
                className={`${INPUT_CLASS} min-h-24 flex-1 resize-y`}
                maxLength={CANVAS_BLOCK_MAX}
                value={text}
                onChange={(e) => onChange(block, e.target.value)}
              />
            ) : (
              <p className={`text-sm whitespace-pre-wrap ${text ? 'text-stone-800' : 'text-stone-500 italic'}`}>
                {text || t('idea.empty')}
              </p>
            )}
          </section>
        );
      })}
    </div>
  );
}

/** The blocks whose text differs between two canvases. */
export const changedBlocks = (a: TCanvas, b: TCanvas): TCanvasBlock[] =>
  CANVAS_BLOCKS.filter((block) => (a[block] ?? '') !== (b[block] ?? ''));
