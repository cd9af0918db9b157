import type { DraggableAttributes, DraggableSyntheticListeners } from '@dnd-kit/core';
import { ArrowDown, ArrowUp, GripVertical, Pencil, Trash2 } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useProgramsManageTranslation } from '../../i18n';
import type { OutlineKind } from '../../outline-order';
import { InlineNameForm } from './inline-name-form';
import { useOutlineActions } from './outline-context';

export interface DragHandle {
  attributes: DraggableAttributes;
  listeners: DraggableSyntheticListeners;
  setActivatorNodeRef: (element: HTMLElement | null) => void;
}

const ICON_BUTTON =
  'inline-flex size-9 shrink-0 items-center justify-center rounded-lg text-stone-600 transition-colors hover:bg-stone-100 hover:text-stone-900 disabled:cursor-not-allowed disabled:opacity-35 disabled:hover:bg-transparent';

interface OutlineRowProps {
  kind: OutlineKind;
  id: number;
  name: string;
  handle: DragHandle;
  /** How the name shows: a heading for courses and modules, the kind and name of a unit. */
  title: ReactNode;
  /**
   * The pencil's action when the item has more than a name (a unit: the unit editor, where the
   * name is edited too); without it the pencil renames in place (courses, modules).
   */
  onEdit?: () => void;
  /** Counts, kind and duration after the name. */
  meta?: ReactNode;
}

/**
 * One item of the outline: drag handle, name, and Move up, Move down, Edit (the pencil: the unit
 * editor for a unit, renaming in place for a course or a module) and Delete. On phones the
 * buttons wrap under the name.
 */
export function OutlineRow({ kind, id, name, handle, title, meta, onEdit }: OutlineRowProps) {
  const { t } = useProgramsManageTranslation();
  const actions = useOutlineActions();
  const [renaming, setRenaming] = useState(false);

  if (renaming) {
    return (
      <div className="flex items-start gap-2 py-1">
        <InlineNameForm
          label={t('outline.renameInput', { name })}
          initial={name}
          submitLabel={t('common.save')}
          onSubmit={async (next) => {
            const saved = next === name || (await actions.rename(kind, id, next));
            if (saved) setRenaming(false);
            return saved;
          }}
          onCancel={() => setRenaming(false)}
        />
      </div>
    );
  }

  return (
    <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
      <button
        type="button"
        ref={handle.setActivatorNodeRef}
        {...handle.attributes}
        {...handle.listeners}
        aria-label={t('outline.drag', { name })}
        title={t('outline.drag', { name })}
        className={`${ICON_BUTTON} cursor-grab touch-none active:cursor-grabbing`}
      >
        <GripVertical aria-hidden="true" className="size-4" />
      </button>
      <div className="flex min-w-0 flex-1 basis-44 flex-wrap items-center gap-x-2 gap-y-1">
        {title}
        {meta}
      </div>
      <div className="ml-auto flex items-center gap-0.5">
        <button
          type="button"
          data-move="up"
          className={ICON_BUTTON}
          aria-label={t('outline.moveUpLabel', { name })}
          title={t('outline.moveUp')}
          disabled={!actions.canStep(kind, id, -1)}
          onClick={() => actions.step(kind, id, -1)}
        >
          <ArrowUp aria-hidden="true" className="size-4" />
        </button>
        <button
          type="button"
          data-move="down"
          className={ICON_BUTTON}
          aria-label={t('outline.moveDownLabel', { name })}
          title={t('outline.moveDown')}
          disabled={!actions.canStep(kind, id, 1)}
          onClick={() => actions.step(kind, id, 1)}
        >
          <ArrowDown aria-hidden="true" className="size-4" />
        </button>
        <button
          type="button"
          className={ICON_BUTTON}
          aria-label={onEdit ? t('outline.editLabel', { name }) : t('outline.renameLabel', { name })}
          title={onEdit ? t('outline.edit') : t('outline.rename')}
          onClick={onEdit ?? (() => setRenaming(true))}
        >
          <Pencil aria-hidden="true" className="size-4" />
        </button>
        <button
          type="button"
          className={`${ICON_BUTTON} hover:bg-red-50 hover:text-red-700`}
          aria-label={t('outline.deleteLabel', { name })}
          title={t('outline.delete')}
          onClick={() => actions.askDelete(kind, id, name)}
        >
          <Trash2 aria-hidden="true" className="size-4" />
        </button>
      </div>
    </div>
  );
}
