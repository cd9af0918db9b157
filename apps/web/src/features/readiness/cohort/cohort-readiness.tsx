import { COHORT_INACTIVE_DAYS_DEFAULT, READINESS_KEYS, type TReadinessKey } from '@ankur/shared/schemas/readiness';
import { BellRing, ShieldOff, UsersRound } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { INPUT_CLASS } from '../../../components/ui/field';
import { QueryErrorPanel } from '../../../components/ui/query-gate';
import { StatePanel } from '../../../components/ui/state-panel';
import { ApiError } from '../../../lib/api-client';
import type { CohortSlotPlace } from '../../../lib/cohort-slot';
import { useReadinessManageTranslation } from '../manage/i18n';
import { useCohortReadiness } from './api';
import { ReadinessCounts } from './counts';
import { ReadinessDistribution } from './distribution';
import { type Member, type MemberFilter, MembersTable, NO_FILTER } from './members-table';
import { NudgeDialog } from './nudge-dialog';

export const INACTIVE_DAY_CHOICES = [7, COHORT_INACTIVE_DAYS_DEFAULT, 30, 60, 90] as const;

function Controls({
  assessment,
  days,
  onAssessment,
  onDays,
}: {
  assessment: TReadinessKey;
  days: number;
  onAssessment: (key: TReadinessKey) => void;
  onDays: (days: number) => void;
}) {
  const { t } = useReadinessManageTranslation();
  return (
    <div className="flex flex-wrap gap-3">
      <div className="flex flex-col gap-1">
        <label htmlFor="readiness-assessment" className="text-sm font-medium text-stone-800">
          {t('cohort.assessment')}
        </label>
        <select
          id="readiness-assessment"
          className={`${INPUT_CLASS} w-auto`}
          value={assessment}
          onChange={(e) => onAssessment(e.target.value as TReadinessKey)}
        >
          {READINESS_KEYS.map((key) => (
            <option key={key} value={key}>
              {t(`assessments.${key}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor="readiness-days" className="text-sm font-medium text-stone-800">
          {t('cohort.inactiveDays')}
        </label>
        <select
          id="readiness-days"
          className={`${INPUT_CLASS} w-auto`}
          value={days}
          onChange={(e) => onDays(Number(e.target.value))}
        >
          {INACTIVE_DAY_CHOICES.map((d) => (
            <option key={d} value={d}>
              {t('cohort.days', { count: d })}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}

/**
 * A cohort's readiness for its managers (issue 24): pick the assessment and the inactivity days; the
 * counts, each dimension's distribution and mean, and the members with filters and the nudge.
 * On /cohort/:id (place 'cohort') a refusal or a missing cohort shows nothing; on the manage tab a note.
 */
export default function CohortReadiness({ cohortId, place }: { cohortId: number; place: CohortSlotPlace }) {
  const { t } = useReadinessManageTranslation();
  const [assessment, setAssessment] = useState<TReadinessKey>('investor');
  const [days, setDays] = useState<number>(COHORT_INACTIVE_DAYS_DEFAULT);
  const [filter, setFilter] = useState<MemberFilter>(NO_FILTER);
  const [nudging, setNudging] = useState<Member[] | null>(null);
  const query = useCohortReadiness(cohortId, assessment, days);
  const refused = query.error instanceof ApiError && [403, 404].includes(query.error.status);
  if (place === 'cohort' && refused) return null;

  const wrap = (children: ReactNode) =>
    place === 'cohort' ? (
      <section aria-labelledby="cohort-readiness-heading" className="mt-10 flex flex-col gap-5">
        <div>
          <h2 id="cohort-readiness-heading" className="text-xl font-bold text-stone-900">
            {t('cohort.heading')}
          </h2>
          <p className="text-sm text-stone-600">{t('cohort.intro')}</p>
        </div>
        {children}
      </section>
    ) : (
      <div className="flex flex-col gap-5">
        <p className="text-sm text-stone-600">{t('cohort.intro')}</p>
        {children}
      </div>
    );

  if (refused) {
    const forbidden = (query.error as ApiError).status === 403;
    return wrap(
      <StatePanel
        role="status"
        heading="h3"
        Icon={ShieldOff}
        title={forbidden ? t('cohort.noPermission.title') : t('cohort.notFound')}
        body={forbidden ? t('cohort.noPermission.body') : undefined}
      />,
    );
  }
  const controls = <Controls assessment={assessment} days={days} onAssessment={setAssessment} onDays={setDays} />;
  if (query.isPending) {
    return wrap(
      <>
        {controls}
        <div role="status" aria-live="polite" className="flex flex-col gap-3">
          <span className="sr-only">{t('cohort.loading')}</span>
          <span aria-hidden="true" className="h-20 animate-pulse rounded-xl bg-stone-100" />
          <span aria-hidden="true" className="h-40 animate-pulse rounded-xl bg-stone-100" />
        </div>
      </>,
    );
  }
  if (query.isError) {
    return wrap(
      <>
        {controls}
        <QueryErrorPanel
          heading="h3"
          title={t('cohort.error')}
          error={query.error}
          onRetry={() => void query.refetch()}
        />
      </>,
    );
  }

  const data = query.data;
  const title = t(`assessments.${assessment}`);
  let body: ReactNode;
  if (data.counts.members === 0) {
    body = (
      <StatePanel heading="h3" Icon={UsersRound} title={t('cohort.noMembers.title')} body={t('cohort.noMembers.body')}>
        <Link to={`/manage-cohort/${cohortId}?tab=enrolments`} className="btn-primary">
          {t('cohort.noMembers.action')}
        </Link>
      </StatePanel>
    );
  } else {
    const nobody = data.counts.completed === 0 && data.counts.in_progress === 0;
    body = (
      <>
        <ReadinessCounts counts={data.counts} />
        {nobody ? (
          <StatePanel
            heading="h3"
            Icon={BellRing}
            title={t('cohort.nobodyStarted.title', { assessment: title })}
            body={t('cohort.nobodyStarted.body')}
          >
            <button type="button" className="btn-primary" onClick={() => setNudging(data.members)}>
              {t('cohort.nobodyStarted.action')}
            </button>
          </StatePanel>
        ) : (
          <ReadinessDistribution distribution={data.distribution} completed={data.counts.completed} />
        )}
        <MembersTable members={data.members} filter={filter} onFilter={setFilter} onNudge={setNudging} />
      </>
    );
  }

  return wrap(
    <>
      {controls}
      <div aria-busy={query.isFetching} className="flex flex-col gap-6">
        {body}
      </div>
      <NudgeDialog cohortId={cohortId} assessment={assessment} members={nudging} onClose={() => setNudging(null)} />
    </>,
  );
}
