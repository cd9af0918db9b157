import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { Plus } from 'lucide-react';
import type { OutlineCourse, OutlineModule } from '../../../api/load-program-outline';
import { useProgramsManageTranslation } from '../../i18n';
import { itemDndId, nextSortOrder } from '../../outline-order';
import { InlineNameForm } from './inline-name-form';
import { useOutlineActions } from './outline-context';
import { OutlineRow } from './outline-row';
import { AddUnit, EmptyDropZone, UnitNode, useSortableItem } from './outline-unit';
import { useAddForm } from './use-add-form';

/** A module: its row, then its units (sortable, also into and out of other modules) and "Add unit". */
function ModuleNode({ module }: { module: OutlineModule }) {
  const { t } = useProgramsManageTranslation();
  const { handle, itemProps } = useSortableItem('module', module.module_id);
  return (
    <li {...itemProps}>
      <div className="rounded-xl bg-stone-50 p-2 ring-1 ring-stone-200 sm:p-3">
        <OutlineRow
          kind="module"
          id={module.module_id}
          name={module.module_name}
          handle={handle}
          title={
            <h4 className="min-w-0 font-semibold break-words text-stone-900">
              <span className="sr-only">{t('outline.module')}: </span>
              {module.module_name}
            </h4>
          }
          meta={<span className="text-xs text-stone-500">{t('outline.units', { count: module.units.length })}</span>}
        />
        <div className="mt-2 flex flex-col gap-2 sm:pl-6">
          <SortableContext
            items={module.units.map((u) => itemDndId('unit', u.unit_id))}
            strategy={verticalListSortingStrategy}
          >
            {module.units.length > 0 ? (
              <ol aria-label={t('outline.unitsLabel', { name: module.module_name })} className="flex flex-col gap-1.5">
                {module.units.map((unit) => (
                  <UnitNode key={unit.unit_id} unit={unit} />
                ))}
              </ol>
            ) : (
              <EmptyDropZone kind="unit" parentId={module.module_id}>
                {t('outline.emptyModule')}
              </EmptyDropZone>
            )}
          </SortableContext>
          <AddUnit
            moduleId={module.module_id}
            moduleName={module.module_name}
            sortOrder={nextSortOrder(module.units)}
          />
        </div>
      </div>
    </li>
  );
}

/** "Add module" at the end of a course. */
function AddModule({ course }: { course: OutlineCourse }) {
  const { t } = useProgramsManageTranslation();
  const actions = useOutlineActions();
  const form = useAddForm();
  if (!form.open) {
    return (
      <button
        ref={form.buttonRef}
        type="button"
        className="btn-ghost self-start px-2 text-brand-700"
        onClick={form.show}
      >
        <Plus aria-hidden="true" className="size-4" />
        {t('outline.addModule')}
      </button>
    );
  }
  return (
    <InlineNameForm
      label={t('outline.moduleName', { name: course.course_name })}
      submitLabel={t('outline.add')}
      onSubmit={form.closingOnSave((name) =>
        actions.add({ kind: 'module', parentId: course.course_id, name, sortOrder: nextSortOrder(course.modules) }),
      )}
      onCancel={form.close}
    />
  );
}

/** A course: its row, then its modules (sortable, also into other courses) and "Add module". */
export function CourseNode({ course }: { course: OutlineCourse }) {
  const { t } = useProgramsManageTranslation();
  const { handle, itemProps } = useSortableItem('course', course.course_id);
  const units = course.modules.reduce((sum, m) => sum + m.units.length, 0);
  return (
    <li {...itemProps}>
      <div className="rounded-2xl bg-white p-3 shadow-sm ring-1 ring-stone-200 sm:p-4">
        <OutlineRow
          kind="course"
          id={course.course_id}
          name={course.course_name}
          handle={handle}
          title={
            <h3 className="min-w-0 text-base font-semibold break-words text-stone-900 sm:text-lg">
              <span className="sr-only">{t('outline.course')}: </span>
              {course.course_name}
            </h3>
          }
          meta={
            <span className="text-xs text-stone-500">
              {t('outline.modules', { count: course.modules.length })} · {t('outline.units', { count: units })}
            </span>
          }
        />
        <div className="mt-3 flex flex-col gap-2 sm:pl-6">
          <SortableContext
            items={course.modules.map((m) => itemDndId('module', m.module_id))}
            strategy={verticalListSortingStrategy}
          >
            {course.modules.length > 0 ? (
              <ol aria-label={t('outline.modulesLabel', { name: course.course_name })} className="flex flex-col gap-2">
                {course.modules.map((module) => (
                  <ModuleNode key={module.module_id} module={module} />
                ))}
              </ol>
            ) : (
              <EmptyDropZone kind="module" parentId={course.course_id}>
                {t('outline.emptyCourse')}
              </EmptyDropZone>
            )}
          </SortableContext>
          <AddModule course={course} />
        </div>
      </div>
    </li>
  );
}
