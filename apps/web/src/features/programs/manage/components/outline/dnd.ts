import {
  type Announcements,
  type CollisionDetection,
  closestCenter,
  type DroppableContainers,
  type KeyboardCoordinateGetter,
  pointerWithin,
} from '@dnd-kit/core';
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import type { TFunction } from '../../../../../lib/i18n';
import type { ProgramsManageMessages } from '../../locales/en';
import { accepts, parseDndId } from '../../outline-order';

/** The droppables the dragged item may land on: its own kind only (units on units or an empty module, …). */
function acceptsActive(activeId: string | number | undefined) {
  const active = activeId === undefined ? null : parseDndId(activeId);
  return (id: string | number) => {
    const over = parseDndId(id);
    return active !== null && over !== null && accepts(active, over);
  };
}

/** The pointer's droppable when it is inside one of the right kind, otherwise the closest one. */
export const outlineCollisions: CollisionDetection = (args) => {
  const fits = acceptsActive(args.active.id);
  const droppableContainers = args.droppableContainers.filter((c) => fits(c.id));
  const within = args.pointerCoordinates ? pointerWithin({ ...args, droppableContainers }) : [];
  return within.length > 0 ? within : closestCenter({ ...args, droppableContainers });
};

/**
 * The keyboard sensor's moves (arrow keys) of dnd-kit's sortable lists, looking only at
 * droppables of the dragged item's kind: a unit steps from unit to unit, across modules too.
 */
export const outlineKeyboardCoordinates: KeyboardCoordinateGetter = (event, args) => {
  const { context } = args;
  const fits = acceptsActive(context.active?.id);
  const all = context.droppableContainers;
  const filtered = {
    get: (id: string | number) => all.get(id),
    getEnabled: () => all.getEnabled().filter((c) => fits(c.id)),
  } as unknown as DroppableContainers;
  return sortableKeyboardCoordinates(event, { ...args, context: { ...context, droppableContainers: filtered } });
};

/** What screen readers hear while an item is dragged, in the language on screen. */
export function outlineAnnouncements(
  t: TFunction<ProgramsManageMessages>,
  nameOf: (id: string | number) => string,
): Announcements {
  const over = (activeId: string | number, overId: string | number | undefined) => {
    const name = nameOf(activeId);
    if (overId === undefined) return t('outline.dnd.notOver', { name });
    const target = parseDndId(overId);
    return target?.type === 'list'
      ? t('outline.dnd.overList', { name, over: nameOf(overId) })
      : t('outline.dnd.over', { name, over: nameOf(overId) });
  };
  return {
    onDragStart: ({ active }) => t('outline.dnd.pickedUp', { name: nameOf(active.id) }),
    onDragOver: ({ active, over: target }) => over(active.id, target?.id),
    onDragEnd: ({ active }) => t('outline.dnd.dropped', { name: nameOf(active.id) }),
    onDragCancel: ({ active }) => t('outline.dnd.cancelled', { name: nameOf(active.id) }),
  };
}
