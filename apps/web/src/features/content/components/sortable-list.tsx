import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ArrowDown, ArrowUp, GripVertical } from 'lucide-react';
import type { ReactNode } from 'react';

export interface SortableLabels {
  drag: (name: string) => string;
  up: (name: string) => string;
  down: (name: string) => string;
}

/**
 * A list reordered by dragging its handle (pointer or keyboard: space, arrows, space) or by the
 * Move up / Move down buttons on each row. `onReorder` gets the ids in their new order.
 */
export function SortableList<T>({
  items,
  idOf,
  nameOf,
  labels,
  onReorder,
  disabled,
  children,
}: {
  items: T[];
  idOf: (item: T) => number;
  nameOf: (item: T) => string;
  labels: SortableLabels;
  onReorder: (ids: number[]) => void;
  disabled?: boolean;
  children: (item: T) => ReactNode;
}) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = items.map(idOf);
  const move = (from: number, to: number) => {
    if (to < 0 || to >= ids.length || from === to) return;
    onReorder(arrayMove(ids, from, to));
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    move(ids.indexOf(Number(active.id)), ids.indexOf(Number(over.id)));
  };
  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <ol className="flex flex-col gap-2">
          {items.map((item, index) => (
            <Row
              key={idOf(item)}
              id={idOf(item)}
              name={nameOf(item)}
              labels={labels}
              first={index === 0}
              last={index === items.length - 1}
              disabled={disabled}
              onUp={() => move(index, index - 1)}
              onDown={() => move(index, index + 1)}
            >
              {children(item)}
            </Row>
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}

function Row({
  id,
  name,
  labels,
  first,
  last,
  disabled,
  onUp,
  onDown,
  children,
}: {
  id: number;
  name: string;
  labels: SortableLabels;
  first: boolean;
  last: boolean;
  disabled?: boolean;
  onUp: () => void;
  onDown: () => void;
  children: ReactNode;
}) {
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({ id, disabled });
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      className={`flex items-center gap-2 rounded-2xl bg-white p-3 ring-1 ring-stone-200 ${isDragging ? 'z-10 shadow-lg' : ''}`}
    >
      <button
        type="button"
        className="btn-ghost shrink-0 cursor-grab touch-none p-1.5"
        aria-label={labels.drag(name)}
        {...attributes}
        {...listeners}
      >
        <GripVertical className="size-4" aria-hidden />
      </button>
      <div className="min-w-0 flex-1">{children}</div>
      <div className="flex shrink-0 flex-col sm:flex-row">
        <button
          type="button"
          className="btn-ghost p-1.5"
          aria-label={labels.up(name)}
          disabled={first || disabled}
          onClick={onUp}
        >
          <ArrowUp className="size-4" aria-hidden />
        </button>
        <button
          type="button"
          className="btn-ghost p-1.5"
          aria-label={labels.down(name)}
          disabled={last || disabled}
          onClick={onDown}
        >
          <ArrowDown className="size-4" aria-hidden />
        </button>
      </div>
    </li>
  );
}
