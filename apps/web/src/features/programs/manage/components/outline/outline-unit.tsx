import { UNIT_TYPES } from '@ankur/shared/schemas/programs';
import { useDroppable } from '@dnd-kit/core';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { BookOpen, ClipboardList, FileText, ListChecks, type LucideIcon, PlayCircle, Plus } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { INPUT_CLASS } from '../../../../../components/ui/field';
import type { OutlineUnit } from '../../../api/load-program-outline';
import { useProgramsManageTranslation } from '../../i18n';
import { itemDndId, listDndId, type OutlineKind } from '../../outline-order';
import { isUnitKind, type UnitKind } from '../../unit-draft';
import { InlineNameForm } from './inline-name-form';
import { itemKey, useOutlineActions } from './outline-context';
import { OutlineRow } from './outline-row';
import { useAddForm } from './use-add-form';

export const KIND_ICONS: Record<UnitKind, LucideIcon> = {
  lesson: BookOpen,
  video: PlayCircle,
  document: FileText,
  assignment: ClipboardList,
  quiz: ListChecks,
};

/** A sortable item's wrapper props: the node ref, its moving style, and a dimmed look while dragged. */
export function useSortableItem(kind: OutlineKind, id: number) {
  const sortable = useSortable({ id: itemDndId(kind, id) });
  return {
    handle: {
      attributes: sortable.attributes,
      listeners: sortable.listeners,
      setActivatorNodeRef: sortable.setActivatorNodeRef,
    },
    itemProps: {
      ref: sortable.setNodeRef,
      'data-outline-key': itemKey(kind, id),
      style: { transform: CSS.Translate.toString(sortable.transform), transition: sortable.transition },
      className: sortable.isDragging ? 'relative z-10 opacity-40' : 'relative',
    },
  };
}

/** One unit: its kind, name and duration; the pencil opens the unit editor (name, content, quiz…). */
export function UnitNode({ unit }: { unit: OutlineUnit }) {
  const { t } = useProgramsManageTranslation();
  const actions = useOutlineActions();
  const { handle, itemProps } = useSortableItem('unit', unit.unit_id);
  const kind = isUnitKind(unit.unit_type) ? unit.unit_type : 'lesson';
  const Icon = KIND_ICONS[kind];
  return (
    <li {...itemProps}>
      <div className="rounded-lg bg-white px-2 py-1 ring-1 ring-stone-200">
        <OutlineRow
          kind="unit"
          id={unit.unit_id}
          name={unit.unit_name}
          handle={handle}
          onEdit={() => actions.openUnit(unit)}
          title={
            <span className="inline-flex min-w-0 items-center gap-2 text-sm font-medium break-words text-stone-900">
              <Icon aria-hidden="true" className="size-4 shrink-0 text-brand-700" />
              <span className="min-w-0 break-words">{unit.unit_name}</span>
            </span>
          }
          meta={
            <span className="text-xs text-stone-500">
              {t(`unit.kinds.${kind}`)}
              {unit.duration_minutes ? ` · ${t('outline.minutes', { count: unit.duration_minutes })}` : ''}
            </span>
          }
        />
      </div>
    </li>
  );
}

/** The place to drop an item into a list that has none yet. */
export function EmptyDropZone({
  kind,
  parentId,
  children,
}: {
  kind: 'module' | 'unit';
  parentId: number;
  children: ReactNode;
}) {
  const { setNodeRef, isOver } = useDroppable({ id: listDndId(kind, parentId) });
  return (
    <p
      ref={setNodeRef}
      className={`rounded-lg border border-dashed px-3 py-3 text-sm ${isOver ? 'border-brand-500 bg-brand-50 text-brand-800' : 'border-stone-300 text-stone-500'}`}
    >
      {children}
    </p>
  );
}

/** "Add unit": a name and a kind, created at the end of the module. */
export function AddUnit({
  moduleId,
  moduleName,
  sortOrder,
}: {
  moduleId: number;
  moduleName: string;
  sortOrder: number;
}) {
  const { t } = useProgramsManageTranslation();
  const actions = useOutlineActions();
  const kindId = useId();
  const form = useAddForm();
  const [kind, setKind] = useState<UnitKind>('lesson');
  if (!form.open) {
    return (
      <button
        ref={form.buttonRef}
        type="button"
        className="btn-ghost self-start px-2 text-brand-700"
        onClick={form.show}
      >
        <Plus aria-hidden="true" className="size-4" />
        {t('outline.addUnit')}
      </button>
    );
  }
  return (
    <InlineNameForm
      label={t('outline.unitName', { name: moduleName })}
      submitLabel={t('outline.add')}
      onSubmit={form.closingOnSave((name) =>
        actions.add({ kind: 'unit', parentId: moduleId, name, sortOrder, unitType: kind }),
      )}
      onCancel={form.close}
    >
      <label htmlFor={kindId} className="sr-only">
        {t('outline.unitKind')}
      </label>
      <select
        id={kindId}
        value={kind}
        onChange={(event) => isUnitKind(event.target.value) && setKind(event.target.value)}
        className={`${INPUT_CLASS} sm:w-40`}
      >
        {UNIT_TYPES.map((type) => (
          <option key={type} value={type}>
            {t(`unit.kinds.${type}`)}
          </option>
        ))}
      </select>
    </InlineNameForm>
  );
}
