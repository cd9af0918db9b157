import type { TMyLearning, TMyProgram } from '@ankur/shared/schemas/programs';
import type { UseQueryResult } from '@tanstack/react-query';
import { ArrowRight, GraduationCap } from 'lucide-react';
import { Link } from 'react-router';
import { formatNumber } from '../../../lib/i18n';
import { HomeCard, HomeEmpty } from './home-card';
import { useHomeTranslation } from './i18n';

/** How many programs the home lists; the catalogue has them all. */
export const PROGRAMS_SHOWN = 3;

/** Where a learner reads a unit (features/programs' learning route). */
export const unitPath = (programId: number, unit: NonNullable<TMyProgram['next_unit']>) =>
  `/program-content/${programId}/course-content/${unit.course_id}/module-content/${unit.module_id}?unit=${unit.unit_id}`;

function ProgramRow({ program }: { program: TMyProgram }) {
  const { t } = useHomeTranslation();
  const next = program.next_unit;
  const barId = `home-progress-${program.program_id}`;
  return (
    <li className="flex flex-col gap-3 rounded-xl bg-stone-50 p-4 sm:flex-row sm:items-center">
      <div className="min-w-0 flex-1">
        <p className="font-semibold break-words text-stone-900">{program.program_name}</p>
        <p className="mt-1 text-sm text-stone-700">
          {next ? t('learning.next', { unit: next.unit_name }) : t('learning.finished')}
        </p>
        <div className="mt-2 flex items-center gap-3">
          <div
            id={barId}
            role="progressbar"
            aria-label={t('learning.progressLabel', { program: program.program_name })}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={program.percent}
            className="h-2 flex-1 overflow-hidden rounded-full bg-stone-200"
          >
            <div className="h-full rounded-full bg-brand-600" style={{ width: `${program.percent}%` }} />
          </div>
          <span className="shrink-0 text-sm font-medium text-stone-800">
            {t('learning.percent', { percent: formatNumber(program.percent) })}
          </span>
        </div>
        <p className="mt-1 text-xs text-stone-600">
          {t('learning.units', {
            done: formatNumber(program.completed_units),
            count: program.total_units,
            total: formatNumber(program.total_units),
          })}
        </p>
      </div>
      {next ? (
        <Link
          to={unitPath(program.program_id, next)}
          className="btn-primary shrink-0"
          aria-label={t('learning.resumeLabel', { program: program.program_name })}
        >
          {t('learning.resume')}
          <ArrowRight className="size-4" aria-hidden />
        </Link>
      ) : (
        <Link to={`/programs/overview/${program.program_id}`} className="btn-outline shrink-0">
          {t('learning.review')}
        </Link>
      )}
    </li>
  );
}

/** Continue learning: the programs the person is in, the unit to resume and how far they are. */
export function ContinueLearning({ query }: { query: UseQueryResult<TMyLearning> }) {
  const { t } = useHomeTranslation();
  return (
    <HomeCard
      id="home-learning"
      title={t('learning.heading')}
      Icon={GraduationCap}
      query={query}
      loadingLabel={t('learning.loading')}
      errorTitle={t('learning.failed')}
      className="lg:col-span-2"
    >
      {({ programs }) =>
        programs.length === 0 ? (
          <HomeEmpty text={t('learning.empty')} action={t('learning.browse')} to="/learning-journey" />
        ) : (
          <>
            <ul className="flex flex-col gap-3">
              {programs.slice(0, PROGRAMS_SHOWN).map((program) => (
                <ProgramRow key={program.program_id} program={program} />
              ))}
            </ul>
            {programs.length > PROGRAMS_SHOWN ? (
              <Link to="/my-planner" className="mt-3 text-sm font-medium text-brand-800 underline">
                {t('learning.more', { count: programs.length - PROGRAMS_SHOWN })}
              </Link>
            ) : null}
          </>
        )
      }
    </HomeCard>
  );
}
