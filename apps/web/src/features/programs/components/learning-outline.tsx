import type { ProgramProgress } from '@ankur/shared/program-progress';
import { CheckCircle2, ChevronDown, Circle, ListTree } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import type { OutlineCourse, OutlineUnit } from '../api/load-program-outline';
import { useProgramsTranslation } from '../i18n';
import { LearningProgressBar } from './learning-progress';
import { withPreview } from './preview';

/** Where a unit is read: /program-content/{p}/course-content/{c}/module-content/{m}?unit={u} (&preview=1 in a preview). */
export const unitPath = (programId: number, courseId: number, moduleId: number, unitId: number, preview = false) =>
  withPreview(
    `/program-content/${programId}/course-content/${courseId}/module-content/${moduleId}?unit=${unitId}`,
    preview,
  );

function UnitRow({
  unit,
  href,
  current,
  completed,
  onOpen,
}: {
  unit: OutlineUnit;
  /** null when the outline is read-only (not enrolled). */
  href: string | null;
  current: boolean;
  completed: boolean;
  onOpen?: () => void;
}) {
  const { t } = useProgramsTranslation();
  const Icon = completed ? CheckCircle2 : Circle;
  const body = (
    <>
      <Icon
        aria-hidden="true"
        className={`mt-0.5 size-4 shrink-0 ${completed ? 'text-brand-600' : 'text-stone-400'}`}
      />
      <span className="min-w-0 flex-1 break-words">{unit.unit_name}</span>
      {completed ? <span className="sr-only">({t('learning.completedUnit')})</span> : null}
    </>
  );
  const base = 'flex min-h-11 items-start gap-2 rounded-lg px-2 py-2 text-sm';
  if (!href) return <div className={`${base} text-stone-600`}>{body}</div>;
  return (
    <Link
      to={href}
      onClick={onOpen}
      aria-current={current ? 'step' : undefined}
      className={`${base} ${
        current ? 'bg-brand-50 font-semibold text-brand-800 ring-1 ring-brand-200' : 'text-stone-700 hover:bg-stone-50'
      }`}
    >
      {body}
    </Link>
  );
}

/**
 * The left column: program and course progress, then courses → modules → units, the current unit
 * marked aria-current="step". On phones it folds into a "Contents" disclosure.
 */
export function LearningOutline({
  programId,
  courses,
  currentUnitId,
  completed,
  progress,
  readOnly,
  preview = false,
  onOpenUnit,
}: {
  programId: number;
  courses: OutlineCourse[];
  currentUnitId: number | null;
  completed: ReadonlySet<number>;
  progress: ProgramProgress | null;
  readOnly: boolean;
  /** a learner preview: the links keep ?preview=1 */
  preview?: boolean;
  onOpenUnit?: () => void;
}) {
  const { t } = useProgramsTranslation();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <nav aria-label={t('learning.outlineLabel')} className="rounded-2xl bg-white p-3 ring-1 ring-stone-200 sm:p-4">
      <button
        type="button"
        className="flex min-h-11 w-full items-center justify-between gap-2 rounded-lg px-1 text-left font-semibold text-stone-900 lg:hidden"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        <span className="inline-flex items-center gap-2">
          <ListTree aria-hidden="true" className="size-4 text-brand-700" />
          {t('learning.contents')}
          {progress ? (
            <span className="text-sm font-normal text-stone-600">
              · {t('learning.percent', { percent: progress.program.percent })}
            </span>
          ) : null}
        </span>
        <ChevronDown
          aria-hidden="true"
          className={`size-4 text-stone-500 transition-transform motion-reduce:transition-none ${open ? 'rotate-180' : ''}`}
        />
      </button>
      <h2 className="hidden px-1 font-semibold text-stone-900 lg:block">{t('learning.contents')}</h2>
      <div id={panelId} className={`${open ? 'block' : 'hidden'} mt-3 lg:block`}>
        {progress ? (
          <div className="mb-4 px-1">
            <LearningProgressBar label={t('learning.programProgress')} progress={progress.program} />
          </div>
        ) : null}
        {courses.length === 0 ? <p className="px-1 text-sm text-stone-600">{t('learning.emptyProgram')}</p> : null}
        <ol className="flex flex-col gap-4">
          {courses.map((course) => {
            const courseProgress = progress?.courses.get(course.course_id);
            return (
              <li key={course.course_id}>
                <h3 className="px-1 text-sm font-semibold break-words text-stone-900">{course.course_name}</h3>
                {courseProgress ? (
                  <div className="mt-1.5 px-1">
                    <LearningProgressBar
                      size="sm"
                      label={t('learning.courseProgress', { course: course.course_name })}
                      progress={courseProgress}
                    />
                  </div>
                ) : null}
                <ol className="mt-2 flex flex-col gap-2">
                  {course.modules.map((module) => (
                    <li key={module.module_id}>
                      <p className="px-1 text-xs font-semibold tracking-wide break-words text-stone-600 uppercase">
                        {module.module_name}
                      </p>
                      {module.units.length === 0 ? (
                        <p className="px-1 py-1 text-sm text-stone-500">{t('learning.emptyModule')}</p>
                      ) : (
                        <ol className="mt-1 flex flex-col gap-0.5">
                          {module.units.map((unit) => (
                            <li key={unit.unit_id}>
                              <UnitRow
                                unit={unit}
                                href={
                                  readOnly
                                    ? null
                                    : unitPath(programId, course.course_id, module.module_id, unit.unit_id, preview)
                                }
                                current={!readOnly && unit.unit_id === currentUnitId}
                                completed={completed.has(unit.unit_id)}
                                onOpen={() => {
                                  setOpen(false);
                                  onOpenUnit?.();
                                }}
                              />
                            </li>
                          ))}
                        </ol>
                      )}
                    </li>
                  ))}
                </ol>
              </li>
            );
          })}
        </ol>
      </div>
    </nav>
  );
}
