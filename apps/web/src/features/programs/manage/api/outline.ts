import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../../lib/api-client';
import { invalidate } from '../../../../lib/resource-client';
import { courses, modules, programs, units } from '../../../../lib/resources';
import { type ProgramOutlineData, programOutlineQueryOptions } from '../../api/load-program-outline';
import { applyOrder, type OutlineKind, type OutlineOrder, orderPayload } from '../outline-order';
import type { UnitKind } from '../unit-draft';

/** PUT programs/{programId}/outline/order → 204: the whole outline's order (ZOutlineOrder). */
export function saveOutlineOrder(programId: number, order: OutlineOrder): Promise<void> {
  return apiFetch<void>(`programs/${programId}/outline/order`, { method: 'PUT', body: orderPayload(order) });
}

/**
 * Saves a new order optimistically: the outline shows it at once (synchronously, so a dropped
 * item never jumps back for a frame); a refusal puts the old one back (the caller says why);
 * either way the outline refetches.
 */
export function useSaveOutlineOrder(programId: number) {
  const client = useQueryClient();
  const key = programOutlineQueryOptions(programId).queryKey;
  const mutation = useMutation({
    mutationFn: ({ order }: { order: OutlineOrder; before: ProgramOutlineData | undefined }) =>
      saveOutlineOrder(programId, order),
    onError: (_error, { before }) => {
      client.setQueryData(key, before);
    },
    onSettled: () => client.invalidateQueries({ queryKey: key }),
  });
  const save = (order: OutlineOrder, options: { onError?: (error: unknown) => void } = {}) => {
    // a refetch still under way would overwrite the new order with the old one
    void client.cancelQueries({ queryKey: key });
    const before = client.getQueryData<ProgramOutlineData>(key);
    client.setQueryData<ProgramOutlineData>(key, (data) =>
      data ? { ...data, courses: applyOrder(data.courses, order) } : data,
    );
    mutation.mutate({ order, before }, { onError: options.onError });
  };
  return { save, isPending: mutation.isPending };
}

export interface NewOutlineItem {
  kind: OutlineKind;
  /** the course of a new module, the module of a new unit (unused for a course) */
  parentId: number;
  name: string;
  sortOrder: number;
  unitType?: UnitKind;
}

/** POST courses/createCourse, modules/createModule or units/createUnit. */
export function createOutlineItem(programId: number, item: NewOutlineItem): Promise<unknown> {
  const name = item.name.trim();
  if (item.kind === 'course') {
    return courses.create({ program_id: programId, course_name: name, sort_order: item.sortOrder });
  }
  if (item.kind === 'module') {
    return modules.create({ course_id: item.parentId, module_name: name, sort_order: item.sortOrder });
  }
  return units.create({
    module_id: item.parentId,
    unit_name: name,
    unit_type: item.unitType ?? 'lesson',
    sort_order: item.sortOrder,
  });
}

/** PUT courses/updateCourse/{id} (and so on) with the new name. */
export function renameOutlineItem(kind: OutlineKind, id: number, name: string): Promise<unknown> {
  const trimmed = name.trim();
  if (kind === 'course') return courses.update(id, { course_name: trimmed });
  if (kind === 'module') return modules.update(id, { module_name: trimmed });
  return units.update(id, { unit_name: trimmed });
}

/**
 * DELETE courses/deleteCourse/{id}/{userId} (and so on): a soft delete. `keepalive` lets it
 * outlive the page (sent while the page is being closed or hidden).
 */
export function deleteOutlineItem(
  kind: OutlineKind,
  id: number,
  userId: number,
  options: { keepalive?: boolean } = {},
): Promise<unknown> {
  const client = kind === 'course' ? courses : kind === 'module' ? modules : units;
  return client.remove(id, userId, options);
}

/** Add, rename and delete at every level; each refreshes the outline (and the programs' lists) when done. */
export function useOutlineItemMutations(programId: number) {
  const client = useQueryClient();
  const refresh = () => invalidate(client, programs);
  const add = useMutation({
    mutationFn: (item: NewOutlineItem) => createOutlineItem(programId, item),
    onSettled: refresh,
  });
  const rename = useMutation({
    mutationFn: ({ kind, id, name }: { kind: OutlineKind; id: number; name: string }) =>
      renameOutlineItem(kind, id, name),
    onSettled: refresh,
  });
  const remove = useMutation({
    mutationFn: ({
      kind,
      id,
      userId,
      keepalive,
    }: {
      kind: OutlineKind;
      id: number;
      userId: number;
      keepalive?: boolean;
    }) => deleteOutlineItem(kind, id, userId, { keepalive }),
    onSettled: refresh,
  });
  return { add, rename, remove };
}
