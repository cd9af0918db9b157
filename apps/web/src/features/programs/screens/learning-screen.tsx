import { programProgress } from '@ankur/shared/program-progress';
import { firstUnit, flattenOutline, nextUnit, previousUnit, type UnitPosition } from '@ankur/shared/unit-navigation';
import { ArrowLeft, ArrowRight, Hourglass, Lock, PartyPopper, SearchX, StepForward } from 'lucide-react';
import { type ReactNode, useCallback, useEffect, useMemo, useRef } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { QueryErrorPanel } from '../../../components/ui/query-gate';
import { StatePanel } from '../../../components/ui/state-panel';
import { notify } from '../../../components/ui/toaster';
import { ApiError } from '../../../lib/api-client';
import { useErrorText } from '../../../lib/api-errors';
import { useSessionStore } from '../../../stores/session';
import { enrollmentStateOf, enrollmentsByProgram, useMyEnrollments } from '../api/list-my-enrollments';
import { useLiveEnrollments } from '../api/live-enrollments';
import { type ProgramOutlineData, useProgramOutline } from '../api/load-program-outline';
import { useSetUnitComplete, useUnitProgress } from '../api/unit-progress';
import { LearningOutline, unitPath } from '../components/learning-outline';
import { LearningUnit } from '../components/learning-unit';
import { PreviewBanner, usePreview, withPreview } from '../components/preview';
import { unitKindOf } from '../components/program-outline';
import { completesItself } from '../components/unit-completion';
import { UnitNavigation } from '../components/unit-navigation';
import { useProgramsTranslation } from '../i18n';
import { CATALOGUE_PATH } from './program-overview-screen';

/** localStorage key of the unit last opened in a program. */
export const selectedUnitStorageKey = (programId: number) => `ankur.selectedUnit.${programId}`;

function readStoredUnit(programId: number): number | null {
  try {
    const value = Number(window.localStorage.getItem(selectedUnitStorageKey(programId)));
    return Number.isInteger(value) && value > 0 ? value : null;
  } catch {
    return null;
  }
}

function storeUnit(programId: number, unitId: number): void {
  try {
    window.localStorage.setItem(selectedUnitStorageKey(programId), String(unitId));
  } catch {
    // storage unavailable (private mode): the URL still says where the learner is
  }
}

const positiveInt = (value: string | null | undefined) => {
  const n = Number(value);
  return value && Number.isInteger(n) && n > 0 ? n : null;
};

/**
 * The unit to show: ?unit= when it is in the outline; otherwise the first unit of the module in the
 * path, else of the course in the path, else of the program.
 */
export function selectUnit(
  outline: ProgramOutlineData,
  ids: { courseId: number | null; moduleId: number | null; unitId: number | null },
): { position: UnitPosition | null; missing: boolean } {
  const units = flattenOutline(outline);
  if (ids.unitId !== null) {
    const found = units.find((u) => u.unitId === ids.unitId);
    if (found) return { position: found, missing: false };
  }
  const inModule = ids.moduleId !== null ? units.find((u) => u.moduleId === ids.moduleId) : undefined;
  const inCourse = ids.courseId !== null ? units.find((u) => u.courseId === ids.courseId) : undefined;
  return { position: inModule ?? inCourse ?? firstUnit(outline), missing: ids.unitId !== null };
}

/** Alt+Arrow keys are not taken over while the learner types. */
function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

function LearningSkeleton() {
  const { t } = useProgramsTranslation();
  return (
    <div role="status" aria-live="polite" className="mt-4 grid gap-6 lg:grid-cols-[20rem_minmax(0,1fr)]">
      <span className="sr-only">{t('learning.loading')}</span>
      <span aria-hidden="true" className="h-64 animate-pulse rounded-2xl bg-white ring-1 ring-stone-200" />
      <span aria-hidden="true" className="h-80 animate-pulse rounded-2xl bg-white ring-1 ring-stone-200" />
    </div>
  );
}

/**
 * /program-content/:programId[/course-content/:courseId[/module-content/:moduleId]]?unit=…:
 * the learner reads a program unit by unit (SPEC §4 "Unit navigation").
 */
export default function LearningScreen() {
  const { t } = useProgramsTranslation();
  const errorText = useErrorText();
  const params = useParams();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const programId = Number(params.programId);
  const validId = Number.isInteger(programId) && programId > 0;
  const courseId = positiveInt(params.courseId);
  const moduleId = positiveInt(params.moduleId);
  const unitParam = positiveInt(search.get('unit'));

  const userId = useSessionStore((s) => s.user?.user_id);
  const outline = useProgramOutline(programId);
  const enrolments = useMyEnrollments(userId);
  useLiveEnrollments(userId);
  const enrollment = enrollmentsByProgram(enrolments.data).get(programId);
  const state = enrollmentStateOf(enrollment);
  // a program's managers preview every unit (components/preview.tsx): nothing read or recorded as progress
  const preview = usePreview(outline.data?.program);
  const canLearn = preview || state === 'enrolled' || state === 'completed';
  const progressQuery = useUnitProgress(programId, validId && canLearn && !preview);
  const setComplete = useSetUnitComplete(programId);

  const completed = useMemo(
    () => new Set(progressQuery.data?.completed_unit_ids ?? []),
    [progressQuery.data?.completed_unit_ids],
  );
  const progress = useMemo(
    () => (outline.data && canLearn && !preview ? programProgress(outline.data, completed) : null),
    [outline.data, canLearn, preview, completed],
  );
  const selection = useMemo(
    () => (outline.data ? selectUnit(outline.data, { courseId, moduleId, unitId: unitParam }) : null),
    [outline.data, courseId, moduleId, unitParam],
  );
  const current = selection?.position ?? null;
  const next = outline.data && current ? nextUnit(outline.data, current.unitId) : null;
  const previous = outline.data && current ? previousUnit(outline.data, current.unitId) : null;

  // the unit offered to resume: read once per program, before this visit overwrites it
  const storedUnit = useMemo(() => (validId ? readStoredUnit(programId) : null), [validId, programId]);

  const headingRef = useRef<HTMLHeadingElement>(null);
  const focusPending = useRef(false);

  const go = useCallback(
    (to: UnitPosition | null) => {
      if (!to) return;
      focusPending.current = true;
      navigate(unitPath(programId, to.courseId, to.moduleId, to.unitId, preview));
    },
    [navigate, programId, preview],
  );

  // remember the unit; after a move, focus its heading and show it from the top
  const currentId = canLearn ? (current?.unitId ?? null) : null;
  const lastShown = useRef<number | null>(null);
  useEffect(() => {
    if (currentId === null) return;
    // a preview leaves no trace, not even the learner's "continue where you left off"
    if (!preview) storeUnit(programId, currentId);
    if (lastShown.current !== null && lastShown.current !== currentId) focusPending.current = true;
    lastShown.current = currentId;
    if (focusPending.current) {
      focusPending.current = false;
      headingRef.current?.focus({ preventScroll: true });
      window.scrollTo?.({ top: 0 });
    }
  }, [currentId, programId, preview]);

  useEffect(() => {
    if (!canLearn) return;
    const onKey = (event: KeyboardEvent) => {
      if (!event.altKey || event.ctrlKey || event.metaKey || event.shiftKey || isTyping(event.target)) return;
      const to = event.key === 'ArrowRight' ? next : event.key === 'ArrowLeft' ? previous : undefined;
      if (to === undefined) return;
      event.preventDefault();
      go(to);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [canLearn, next, previous, go]);

  const wrap = (children: ReactNode) => (
    <section aria-labelledby="unit-heading" className="mx-auto w-full max-w-6xl px-4 py-6 sm:px-6 sm:py-8">
      {children}
    </section>
  );

  const notFound = !validId || (outline.error instanceof ApiError && outline.error.status === 404);
  if (notFound) {
    return wrap(
      <StatePanel
        heading="h1"
        headingId="unit-heading"
        Icon={SearchX}
        title={t('overview.notFound.title')}
        body={t('overview.notFound.body')}
      >
        <Link to={CATALOGUE_PATH} className="btn-primary">
          {t('common.backToCatalogue')}
        </Link>
      </StatePanel>,
    );
  }
  if (outline.isPending) return wrap(<LearningSkeleton />);
  if (outline.isError) {
    return wrap(
      <QueryErrorPanel
        heading="h1"
        headingId="unit-heading"
        title={t('overview.error.title')}
        error={outline.error}
        onRetry={() => void outline.refetch()}
      />,
    );
  }

  const { program, courses } = outline.data;
  const overviewPath = withPreview(`/programs/overview/${programId}`, preview);
  const allUnits = flattenOutline(outline.data);
  const unit = current
    ? courses
        .find((c) => c.course_id === current.courseId)
        ?.modules.find((m) => m.module_id === current.moduleId)
        ?.units.find((u) => u.unit_id === current.unitId)
    : undefined;
  const resume =
    canLearn && !preview && unitParam === null && storedUnit !== null && storedUnit !== current?.unitId
      ? allUnits.find((u) => u.unitId === storedUnit)
      : undefined;
  const resumeName = resume
    ? courses
        .flatMap((c) => c.modules)
        .flatMap((m) => m.units)
        .find((u) => u.unit_id === resume.unitId)?.unit_name
    : undefined;

  const toggleComplete = () => {
    if (!unit) return;
    const complete = !completed.has(unit.unit_id);
    setComplete.mutate(
      { unitId: unit.unit_id, complete },
      {
        onSuccess: () => notify.success(complete ? t('learning.markedComplete') : t('learning.markedIncomplete')),
        onError: (error) => notify.error(t('learning.saveFailed', { reason: errorText(error) })),
      },
    );
  };

  let main: ReactNode;
  if (enrolments.isPending && userId !== undefined && !preview) {
    main = <LearningSkeleton />;
  } else if (!canLearn) {
    const pending = state === 'pending';
    const closed = state === 'withdrawn' || state === 'rejected';
    main = (
      <StatePanel
        heading="h1"
        headingId="unit-heading"
        role="status"
        Icon={pending ? Hourglass : Lock}
        title={t(
          pending
            ? 'learning.locked.pendingTitle'
            : closed
              ? 'learning.locked.closedTitle'
              : 'learning.locked.noneTitle',
        )}
        body={t(
          pending ? 'learning.locked.pendingBody' : closed ? 'learning.locked.closedBody' : 'learning.locked.noneBody',
        )}
      >
        <Link to={overviewPath} className="btn-primary">
          {t('learning.locked.action')}
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </StatePanel>
    );
  } else if (!unit || !current) {
    main = <StatePanel heading="h1" headingId="unit-heading" Icon={SearchX} title={t('learning.emptyProgram')} />;
  } else {
    const index = allUnits.findIndex((u) => u.unitId === current.unitId);
    main = (
      <>
        {progress && progress.program.total > 0 && progress.program.percent === 100 ? (
          <div
            role="status"
            className="flex items-start gap-3 rounded-2xl bg-brand-50 p-4 ring-1 ring-brand-200 sm:p-5"
          >
            <PartyPopper aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-brand-700" />
            <div>
              <h2 className="font-semibold text-brand-900">
                {t('learning.celebrate.title', { program: program.program_name })}
              </h2>
              <p className="mt-1 text-sm text-stone-700">{t('learning.celebrate.body')}</p>
              <Link
                to="/certifications"
                className="mt-2 inline-block text-sm font-semibold text-brand-800 underline underline-offset-4"
              >
                {t('learning.celebrate.certificate')}
              </Link>
            </div>
          </div>
        ) : null}
        {selection?.missing ? (
          <p role="status" className="rounded-xl bg-soil-100 px-4 py-3 text-sm text-stone-800">
            {t('learning.unitMissing')}
          </p>
        ) : null}
        {resume && resumeName ? (
          <button type="button" className="btn-outline self-start text-left" onClick={() => go(resume)}>
            <StepForward aria-hidden="true" className="size-4 shrink-0" />
            {t('learning.resume', { unit: resumeName })}
          </button>
        ) : null}
        {progressQuery.isError ? (
          <p role="alert" className="rounded-xl bg-red-50 px-4 py-3 text-sm text-red-800">
            {t('learning.progressError')}
          </p>
        ) : null}
        <LearningUnit
          unit={unit}
          programId={programId}
          position={{ n: index + 1, total: allUnits.length }}
          headingRef={headingRef}
          preview={preview}
          completion={
            preview
              ? null
              : {
                  completed: completed.has(unit.unit_id),
                  saving: setComplete.isPending,
                  // a quiz or an assignment completes itself (passing, submitting): no manual tick
                  onToggle: completesItself(unitKindOf(unit.unit_type)) ? null : toggleComplete,
                }
          }
        />
        <UnitNavigation onPrevious={previous ? () => go(previous) : null} onNext={next ? () => go(next) : null} />
      </>
    );
  }

  return wrap(
    <>
      <Link
        to={overviewPath}
        className="inline-flex items-center gap-1.5 rounded text-sm font-medium text-brand-700 hover:text-brand-800 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        <span className="break-words">{program.program_name}</span>
      </Link>
      {preview ? (
        <div className="mt-4">
          <PreviewBanner program={program} />
        </div>
      ) : null}
      <div className="mt-4 grid gap-6 lg:grid-cols-[20rem_minmax(0,1fr)] lg:items-start">
        <aside className="lg:sticky lg:top-4">
          <LearningOutline
            programId={programId}
            courses={courses}
            currentUnitId={current?.unitId ?? null}
            completed={canLearn ? completed : new Set()}
            progress={progress}
            readOnly={!canLearn}
            preview={preview}
            onOpenUnit={() => {
              focusPending.current = true;
            }}
          />
        </aside>
        <div className="flex min-w-0 flex-col gap-4">{main}</div>
      </div>
    </>,
  );
}
