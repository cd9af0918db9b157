import {
  BookOpen,
  ChevronRight,
  ClipboardList,
  Clock,
  FileText,
  Layers,
  ListChecks,
  type LucideIcon,
  PlayCircle,
  Shapes,
} from 'lucide-react';
import type { OutlineCourse, OutlineModule } from '../api/load-program-outline';
import { useProgramsTranslation } from '../i18n';
import { useProgramFormat } from './format';

const UNIT_KINDS = ['lesson', 'video', 'document', 'assignment', 'quiz'] as const;
type UnitKind = (typeof UNIT_KINDS)[number] | 'other';

const UNIT_ICONS: Record<UnitKind, LucideIcon> = {
  lesson: BookOpen,
  video: PlayCircle,
  document: FileText,
  assignment: ClipboardList,
  quiz: ListChecks,
  other: Shapes,
};

export const unitKindOf = (type: string | null | undefined): UnitKind =>
  (UNIT_KINDS as readonly string[]).includes(type ?? '') ? (type as UnitKind) : 'other';

const SUMMARY =
  'flex cursor-pointer list-none items-start gap-3 rounded-xl p-3 hover:bg-stone-50 [&::-webkit-details-marker]:hidden';
const CHEVRON = 'mt-0.5 size-4 shrink-0 text-stone-500 transition-transform motion-reduce:transition-none';

function ModuleDetails({ module }: { module: OutlineModule }) {
  const { t } = useProgramsTranslation();
  const format = useProgramFormat();
  const minutes = module.units.reduce((sum, unit) => sum + (unit.duration_minutes ?? 0), 0);
  return (
    <details className="group/module rounded-xl ring-1 ring-stone-200">
      <summary className={SUMMARY}>
        <ChevronRight aria-hidden="true" className={`${CHEVRON} group-open/module:rotate-90`} />
        <span className="min-w-0 flex-1">
          <span className="block font-medium break-words text-stone-900">{module.module_name}</span>
          <span className="mt-0.5 block text-sm text-stone-600">
            {t('overview.unitCount', { count: module.units.length })}
            {minutes > 0 ? ` · ${format.minutes(minutes)}` : ''}
          </span>
        </span>
      </summary>
      {module.units.length === 0 ? (
        <p className="px-10 pb-3 text-sm text-stone-600">{t('overview.emptyModule')}</p>
      ) : (
        <ol className="flex flex-col gap-1 px-3 pb-3">
          {module.units.map((unit) => {
            const kind = unitKindOf(unit.unit_type);
            const Icon = UNIT_ICONS[kind];
            return (
              <li
                key={unit.unit_id}
                className="flex items-start gap-3 rounded-lg px-2 py-2 text-sm"
                data-unit-kind={kind}
              >
                <span className="flex size-7 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
                  <Icon aria-hidden="true" className="size-4" />
                </span>
                <span className="min-w-0 flex-1">
                  <span className="block break-words text-stone-800">{unit.unit_name}</span>
                  <span className="mt-0.5 flex flex-wrap items-center gap-x-2 text-xs text-stone-600">
                    <span>{t(`overview.unitType.${kind}`)}</span>
                    {unit.duration_minutes ? (
                      <span className="inline-flex items-center gap-1">
                        <Clock aria-hidden="true" className="size-3" />
                        {format.minutes(unit.duration_minutes)}
                      </span>
                    ) : null}
                  </span>
                </span>
              </li>
            );
          })}
        </ol>
      )}
    </details>
  );
}

/** Courses → modules → units as native disclosures: keyboard and screen reader support for free. */
export function ProgramOutlineList({ courses }: { courses: readonly OutlineCourse[] }) {
  const { t } = useProgramsTranslation();
  if (courses.length === 0) {
    return <p className="rounded-xl bg-white p-4 text-stone-600 ring-1 ring-stone-200">{t('overview.emptyOutline')}</p>;
  }
  return (
    <ol className="flex flex-col gap-3">
      {courses.map((course, index) => {
        const units = course.modules.reduce((sum, module) => sum + module.units.length, 0);
        return (
          <li key={course.course_id}>
            <details className="group/course rounded-2xl bg-white ring-1 ring-stone-200" open={index === 0}>
              <summary className={`${SUMMARY} p-4`}>
                <ChevronRight aria-hidden="true" className={`${CHEVRON} mt-1 group-open/course:rotate-90`} />
                <span className="min-w-0 flex-1">
                  <span className="block text-xs font-semibold tracking-wide text-brand-700 uppercase">
                    {t('overview.courseLabel', { n: index + 1 })}
                  </span>
                  <span className="mt-0.5 block text-base font-semibold break-words text-stone-900">
                    {course.course_name}
                  </span>
                  <span className="mt-1 flex flex-wrap items-center gap-x-2 text-sm text-stone-600">
                    <Layers aria-hidden="true" className="size-3.5" />
                    {t('overview.moduleCount', { count: course.modules.length })} ·{' '}
                    {t('overview.unitCount', { count: units })}
                  </span>
                </span>
              </summary>
              <div className="flex flex-col gap-2 px-4 pb-4">
                {course.course_description ? (
                  <p className="text-sm break-words text-stone-600">{course.course_description}</p>
                ) : null}
                {course.modules.map((module) => (
                  <ModuleDetails key={module.module_id} module={module} />
                ))}
              </div>
            </details>
          </li>
        );
      })}
    </ol>
  );
}
