import { ArrowDown, ArrowUp, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';
import { useReadinessManageTranslation } from '../i18n';

/**
 * Move up, move down and remove (after a confirmation) for one item of a list. After a move, focus
 * follows the item to its new place (`idPrefix-<index>-up|down`) and its card (`idPrefix-<index>`)
 * opens, so a keyboard user can keep moving it.
 */
export function ItemActions({
  what,
  index,
  count,
  idPrefix,
  onMove,
  onRemove,
  confirm,
  canRemove = true,
}: {
  what: string;
  index: number;
  count: number;
  idPrefix: string;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
  confirm: { title: string; body: string; label: string };
  canRemove?: boolean;
}) {
  const { t } = useReadinessManageTranslation();
  const [confirming, setConfirming] = useState(false);
  const moveBy = (by: -1 | 1) => {
    onMove(by);
    const to = index + by;
    window.setTimeout(() => {
      const card = document.getElementById(`${idPrefix}-${to}`);
      if (card instanceof HTMLDetailsElement) card.open = true;
      const atEdge = (by === -1 && to === 0) || (by === 1 && to === count - 1);
      const button = document.getElementById(
        `${idPrefix}-${to}-${atEdge ? (by === -1 ? 'down' : 'up') : by === -1 ? 'up' : 'down'}`,
      );
      button?.focus();
    }, 0);
  };
  const button = 'rounded-lg p-2 text-stone-600 hover:bg-stone-100 hover:text-stone-900 disabled:opacity-40';
  return (
    <div className="flex shrink-0 items-center gap-1">
      <button
        type="button"
        id={`${idPrefix}-${index}-up`}
        className={button}
        disabled={index === 0}
        aria-label={t('editor.move.up', { what })}
        title={t('editor.move.up', { what })}
        onClick={() => moveBy(-1)}
      >
        <ArrowUp aria-hidden="true" className="size-4" />
      </button>
      <button
        type="button"
        id={`${idPrefix}-${index}-down`}
        className={button}
        disabled={index === count - 1}
        aria-label={t('editor.move.down', { what })}
        title={t('editor.move.down', { what })}
        onClick={() => moveBy(1)}
      >
        <ArrowDown aria-hidden="true" className="size-4" />
      </button>
      {canRemove ? (
        <button
          type="button"
          className={`${button} hover:text-red-700`}
          aria-label={t('editor.move.remove', { what })}
          title={t('editor.move.remove', { what })}
          onClick={() => setConfirming(true)}
        >
          <Trash2 aria-hidden="true" className="size-4" />
        </button>
      ) : null}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={confirm.title}
        confirmLabel={confirm.label}
        destructive
        onConfirm={() => {
          setConfirming(false);
          onRemove();
        }}
      >
        <p>{confirm.body}</p>
      </ConfirmDialog>
    </div>
  );
}
