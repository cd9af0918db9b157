import {
  DndContext,
  type DragEndEvent,
  type DragOverEvent,
  DragOverlay,
  KeyboardSensor,
  MeasuringStrategy,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { LayoutList, Plus } from 'lucide-react';
import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import { ConfirmDialog } from '../../../../../components/ui/confirm-dialog';
import { StatePanel } from '../../../../../components/ui/state-panel';
import { notify } from '../../../../../components/ui/toaster';
import { useErrorText } from '../../../../../lib/api-errors';
import { useSessionStore } from '../../../../../stores/session';
import type { OutlineCourse, OutlineUnit } from '../../../api/load-program-outline';
import { useOutlineItemMutations, useSaveOutlineOrder } from '../../api/outline';
import { useProgramsManageTranslation } from '../../i18n';
import {
  applyOrder,
  dragEnd,
  dragOver,
  itemDndId,
  nextSortOrder,
  type OutlineKind,
  type OutlineOrder,
  orderOf,
  parseDndId,
  sameOrder,
  stepItem,
} from '../../outline-order';
import { UnitEditorDialog } from '../unit-editor/unit-editor-dialog';
import { outlineAnnouncements, outlineCollisions, outlineKeyboardCoordinates } from './dnd';
import { InlineNameForm } from './inline-name-form';
import { itemKey, type OutlineActions, OutlineActionsContext } from './outline-context';
import { CourseNode } from './outline-course';
import { hideItems, namesOf } from './outline-view';
import { useAddForm } from './use-add-form';
import { UNDO_MS, usePendingDeletes } from './use-pending-deletes';

interface Deleting {
  kind: OutlineKind;
  id: number;
  name: string;
}

/**
 * The Outline tab: courses → modules → units with add, rename, delete (undoable for a few
 * seconds) and reordering by drag and drop (pointer, touch or keyboard) or Move up / Move down.
 * Every reorder sends the whole order (PUT …/outline/order) optimistically.
 */
export function OutlineEditor({ programId, courses }: { programId: number; courses: readonly OutlineCourse[] }) {
  const { t } = useProgramsManageTranslation();
  const errorText = useErrorText();
  const userId = useSessionStore((s) => s.user?.user_id ?? 0);
  const order = useSaveOutlineOrder(programId);
  const items = useOutlineItemMutations(programId);
  const deletes = usePendingDeletes({
    send: (kind, id, { keepalive }) => items.remove.mutateAsync({ kind, id, userId, keepalive }),
    onFailed: (name, error) => notify.error(t('outline.deleteFailed', { name, reason: errorText(error) })),
  });

  const visible = useMemo(() => hideItems(courses, deletes.hidden), [courses, deletes.hidden]);
  const base = useMemo(() => orderOf(visible), [visible]);
  const [draft, setDraft] = useState<OutlineOrder | null>(null);
  const [activeId, setActiveId] = useState<string | null>(null);
  const shown = useMemo(() => (draft ? applyOrder(visible, draft) : visible), [visible, draft]);
  const names = useMemo(() => namesOf(shown), [shown]);
  const [announcement, setAnnouncement] = useState('');
  const [deleting, setDeleting] = useState<Deleting | null>(null);
  const [unit, setUnit] = useState<OutlineUnit | null>(null);
  const addCourse = useAddForm();
  const focusAfterMove = useRef<{ key: string; move: 'up' | 'down' } | null>(null);
  const justMoved = useRef(false);

  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: outlineKeyboardCoordinates }),
  );

  /** Saves `next` (after sending any waiting deletion: the order must name every live item). */
  const commit = async (next: OutlineOrder) => {
    if (!sameOrder(next, base)) {
      await deletes.flush();
      order.save(next, {
        onError: (error) => notify.error(t('outline.orderFailed', { reason: errorText(error) })),
      });
    }
    setDraft(null);
  };

  // Move up / Move down re-mount the item elsewhere: focus follows it
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the outline on screen changes
  useLayoutEffect(() => {
    const wanted = focusAfterMove.current;
    if (!wanted) return;
    const element = document.querySelector(`[data-outline-key="${wanted.key}"]`);
    if (!element) return;
    focusAfterMove.current = null;
    const same = element.querySelector<HTMLButtonElement>(`[data-move="${wanted.move}"]`);
    const other = element.querySelector<HTMLButtonElement>(`[data-move="${wanted.move === 'up' ? 'down' : 'up'}"]`);
    (same && !same.disabled ? same : other)?.focus();
  }, [shown]);

  const nameOf = (kind: OutlineKind, id: number) => names.get(itemDndId(kind, id)) ?? '';

  const actions: OutlineActions = {
    canStep: (kind, id, delta) => stepItem(base, kind, id, delta) !== null,
    step(kind, id, delta) {
      const next = stepItem(base, kind, id, delta);
      if (!next) return;
      focusAfterMove.current = { key: itemKey(kind, id), move: delta < 0 ? 'up' : 'down' };
      setAnnouncement(t('outline.moved', { name: nameOf(kind, id) }));
      void commit(next);
    },
    async rename(kind, id, name) {
      try {
        await items.rename.mutateAsync({ kind, id, name });
        return true;
      } catch (error) {
        notify.error(t('outline.renameFailed', { reason: errorText(error) }));
        return false;
      }
    },
    async add(item) {
      try {
        await items.add.mutateAsync(item);
        setAnnouncement(t('outline.added', { name: item.name }));
        return true;
      } catch (error) {
        notify.error(t('outline.addFailed', { name: item.name, reason: errorText(error) }));
        return false;
      }
    },
    askDelete: (kind, id, name) => setDeleting({ kind, id, name }),
    openUnit: setUnit,
  };

  const confirmDelete = () => {
    if (!deleting) return;
    const { kind, id, name } = deleting;
    const key = deletes.schedule(kind, id, name);
    setDeleting(null);
    notify.success(t('outline.deleted', { name }), {
      duration: UNDO_MS,
      action: {
        label: t('outline.undo'),
        onClick: () => {
          // false when it was already sent (the page was hidden or left meanwhile)
          if (deletes.undo(key)) notify.info(t('outline.restored', { name }));
          else notify.info(t('outline.undoTooLate', { name }));
        },
      },
    });
  };

  const onDragOver = ({ active, over }: DragOverEvent) => {
    const from = parseDndId(active.id);
    const to = over ? parseDndId(over.id) : null;
    if (!from || !to || justMoved.current) return;
    setDraft((current) => {
      const before = current ?? base;
      const next = dragOver(before, from, to);
      if (next !== before) {
        // the lists re-measure after a move into another one: let them settle before the next
        justMoved.current = true;
        requestAnimationFrame(() => {
          justMoved.current = false;
        });
      }
      return next;
    });
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    setActiveId(null);
    const from = parseDndId(active.id);
    const to = over ? parseDndId(over.id) : null;
    const current = draft ?? base;
    void commit(from && to ? dragEnd(current, from, to) : current);
  };

  const confirmTitle = deleting ? t(`outline.confirm.${deleting.kind}Title`, { name: deleting.name }) : '';

  return (
    <OutlineActionsContext.Provider value={actions}>
      <div className="mb-4 flex flex-col gap-1 sm:flex-row sm:items-start sm:justify-between sm:gap-4">
        <p className="max-w-3xl text-sm text-stone-600">{t('outline.intro')}</p>
        <span aria-hidden="true" className={`shrink-0 text-xs text-stone-500 ${order.isPending ? '' : 'invisible'}`}>
          {t('outline.saving')}
        </span>
      </div>
      <DndContext
        sensors={sensors}
        collisionDetection={outlineCollisions}
        measuring={{ droppable: { strategy: MeasuringStrategy.Always } }}
        accessibility={{
          announcements: outlineAnnouncements(t, (id) => names.get(String(id)) ?? ''),
          screenReaderInstructions: { draggable: t('outline.dnd.instructions') },
        }}
        onDragStart={({ active }) => {
          setActiveId(String(active.id));
          setDraft(base);
        }}
        onDragOver={onDragOver}
        onDragEnd={onDragEnd}
        onDragCancel={() => {
          setActiveId(null);
          setDraft(null);
        }}
      >
        <SortableContext
          items={shown.map((c) => itemDndId('course', c.course_id))}
          strategy={verticalListSortingStrategy}
        >
          {shown.length > 0 ? (
            <ol aria-label={t('outline.heading')} className="flex flex-col gap-3">
              {shown.map((course) => (
                <CourseNode key={course.course_id} course={course} />
              ))}
            </ol>
          ) : (
            <StatePanel Icon={LayoutList} title={t('outline.emptyTitle')} body={t('outline.emptyBody')} />
          )}
        </SortableContext>
        <DragOverlay>
          {activeId ? (
            <div className="rounded-lg bg-white px-3 py-2 text-sm font-semibold text-stone-900 shadow-lg ring-1 ring-brand-300">
              {names.get(activeId)}
            </div>
          ) : null}
        </DragOverlay>
      </DndContext>

      <div className="mt-4">
        {addCourse.open ? (
          <InlineNameForm
            label={t('outline.courseName')}
            submitLabel={t('outline.add')}
            onSubmit={addCourse.closingOnSave((name) =>
              actions.add({ kind: 'course', parentId: programId, name, sortOrder: nextSortOrder(visible) }),
            )}
            onCancel={addCourse.close}
          />
        ) : (
          <button ref={addCourse.buttonRef} type="button" className="btn-outline" onClick={addCourse.show}>
            <Plus aria-hidden="true" className="size-4" />
            {t('outline.addCourse')}
          </button>
        )}
      </div>
      <p role="status" aria-live="polite" className="sr-only">
        {announcement}
      </p>

      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={confirmTitle}
        confirmLabel={t('outline.delete')}
        destructive
        onConfirm={confirmDelete}
      >
        {deleting ? <p>{t(`outline.confirm.${deleting.kind}Body`)}</p> : null}
        <p className="text-stone-500">{t('outline.confirm.undoHint')}</p>
      </ConfirmDialog>
      {unit ? <UnitEditorDialog programId={programId} unit={unit} onClose={() => setUnit(null)} /> : null}
    </OutlineActionsContext.Provider>
  );
}
