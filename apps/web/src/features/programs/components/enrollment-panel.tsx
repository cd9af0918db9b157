import type { ProgramSchedule } from '@ankur/shared/program-schedule';
import { ArrowRight, CalendarX2, Info, LogIn, RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Modal } from '../../../components/ui/modal';
import { notify } from '../../../components/ui/toaster';
import { useErrorText } from '../../../lib/api-errors';
import { useLanguage } from '../../../lib/i18n';
import { useCancelEnrollmentRequest } from '../api/cancel-enrollment-request';
import { useCreateEnrollment } from '../api/create-enrollment';
import { enrollmentStateOf, type MyEnrollment } from '../api/list-my-enrollments';
import { useWithdrawEnrollment } from '../api/withdraw-enrollment';
import { useProgramsTranslation } from '../i18n';
import { EnrollmentBadge } from './enrollment-badge';
import { dateFormat, parseIsoDate } from './format';

export const programContentPath = (programId: number) => `/program-content/${programId}`;
/** The catalogue showing the programs that take requests. */
export const OPEN_PROGRAMS_PATH = '/learning-journey?when=running,upcoming,self_paced';

interface PanelProps {
  programId: number;
  programName: string;
  userId: number;
  enrollment: MyEnrollment | undefined;
  /** where the program stands today: after its end a request is refused, so none is offered */
  schedule: ProgramSchedule;
  startDate: string | null;
}

/**
 * What the learner can do about this program. The server allows a learner to create their own
 * enrolment (it starts pending), to cancel it while pending (a soft delete: they may ask again
 * later) and to withdraw, nothing else (access/guards.ts); a withdrawn or rejected enrolment stays
 * on record, so only a program manager can reopen it.
 */
function SignedInPanel({ programId, programName, userId, enrollment, schedule, startDate }: PanelProps) {
  const { t } = useProgramsTranslation();
  const language = useLanguage();
  const errorText = useErrorText();
  const create = useCreateEnrollment(userId);
  const withdraw = useCancelEnrollmentRequest(userId);
  const leave = useWithdrawEnrollment();
  const [confirming, setConfirming] = useState<'cancel' | 'leave' | null>(null);
  const state = enrollmentStateOf(enrollment);
  const busy = withdraw.isPending || leave.isPending;

  const enrol = () => {
    withdraw.reset();
    create.mutate(programId, {
      onSuccess: (saved) => {
        if (saved.enrollment_status === 'pending') notify.success(t('panel.enrolled'));
      },
    });
  };
  const cancel = () => {
    if (!enrollment) return;
    create.reset();
    withdraw.mutate(enrollment.enrollment_id, {
      onSuccess: () => notify.success(t('panel.cancelled')),
      onSettled: () => setConfirming(null),
    });
  };
  const leaveProgram = () => {
    if (!enrollment) return;
    leave.mutate(enrollment.enrollment_id, {
      onSuccess: () => notify.success(t('panel.left')),
      onSettled: () => setConfirming(null),
    });
  };

  const start = parseIsoDate(startDate);
  const noneBody =
    schedule === 'self_paced'
      ? t('panel.selfPacedBody')
      : schedule === 'upcoming' && start
        ? t('panel.upcomingBody', { date: dateFormat(language).format(start) })
        : t('panel.noneBody');

  const failure = create.isError
    ? t('panel.enrolFailed', { reason: errorText(create.error) })
    : withdraw.isError
      ? t('panel.cancelFailed', { reason: errorText(withdraw.error) })
      : leave.isError
        ? t('panel.leaveFailed', { reason: errorText(leave.error) })
        : null;

  return (
    <>
      <div role="status" aria-live="polite" className="flex flex-col gap-3">
        {state !== 'none' ? <EnrollmentBadge state={state} className="self-start" /> : null}
        {state === 'none' && schedule === 'ended' ? (
          <>
            <p className="flex gap-2 text-sm font-medium text-stone-800">
              <CalendarX2 aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-stone-500" />
              {t('panel.endedBody')}
            </p>
            <p className="text-sm text-stone-700">{t('panel.endedHint')}</p>
            <Link to={OPEN_PROGRAMS_PATH} className="btn-outline w-full">
              {t('panel.browseOpen')}
            </Link>
          </>
        ) : state === 'none' ? (
          <>
            <p className="text-sm text-stone-700">{noneBody}</p>
            <button type="button" className="btn-primary w-full" disabled={create.isPending} onClick={enrol}>
              {create.isPending ? t('panel.enrolling') : t('panel.enrol')}
            </button>
          </>
        ) : state === 'pending' ? (
          <>
            <p className="text-sm text-stone-700">{t('panel.pendingBody')}</p>
            <button
              type="button"
              className="btn-outline w-full"
              // the stand-in of an enrolment still being created has no id to withdraw yet
              disabled={create.isPending || withdraw.isPending || (enrollment?.enrollment_id ?? 0) <= 0}
              onClick={() => setConfirming('cancel')}
            >
              {withdraw.isPending ? t('panel.cancelling') : t('panel.cancel')}
            </button>
          </>
        ) : state === 'enrolled' || state === 'completed' ? (
          <>
            <p className="text-sm text-stone-700">
              {state === 'enrolled' ? t('panel.enrolledBody') : t('panel.completedBody')}
            </p>
            <Link to={programContentPath(programId)} className="btn-primary w-full">
              {state === 'enrolled' ? t('panel.continue') : t('panel.review')}
              <ArrowRight aria-hidden="true" className="size-4" />
            </Link>
            {state === 'enrolled' ? (
              <button
                type="button"
                className="btn-ghost w-full text-stone-700"
                disabled={busy}
                onClick={() => setConfirming('leave')}
              >
                {leave.isPending ? t('panel.leaving') : t('panel.leave')}
              </button>
            ) : null}
          </>
        ) : (
          <>
            <p className="text-sm text-stone-700">
              {state === 'withdrawn' ? t('panel.withdrawnBody') : t('panel.rejectedBody')}
            </p>
            <p className="flex gap-2 rounded-lg bg-stone-50 p-3 text-sm text-stone-700 ring-1 ring-stone-200">
              <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-stone-500" />
              {t('panel.noReEnrol')}
            </p>
          </>
        )}
      </div>
      {failure ? (
        <p role="alert" className="mt-3 rounded-lg bg-red-50 p-3 text-sm text-red-800 ring-1 ring-red-200">
          {failure}
        </p>
      ) : null}
      <Modal
        open={confirming !== null}
        onOpenChange={(open) => {
          if (!busy && !open) setConfirming(null);
        }}
        title={confirming === 'leave' ? t('panel.leaveConfirm.title') : t('panel.confirm.title')}
        description={
          confirming === 'leave'
            ? t('panel.leaveConfirm.body', { name: programName })
            : t('panel.confirm.body', { name: programName })
        }
        width="28rem"
        footer={
          <>
            <button type="button" className="btn-ghost" disabled={busy} onClick={() => setConfirming(null)}>
              {confirming === 'leave' ? t('panel.leaveConfirm.keep') : t('panel.confirm.keep')}
            </button>
            <button
              type="button"
              className="btn bg-red-700 text-white hover:bg-red-800"
              disabled={busy}
              onClick={confirming === 'leave' ? leaveProgram : cancel}
            >
              {confirming === 'leave'
                ? leave.isPending
                  ? t('panel.leaving')
                  : t('panel.leaveConfirm.confirm')
                : withdraw.isPending
                  ? t('panel.cancelling')
                  : t('panel.confirm.confirm')}
            </button>
          </>
        }
      />
    </>
  );
}

/** The enrolment panel of the overview: heading, then the learner's state and actions. */
export function EnrollmentPanel({
  userId,
  loading,
  error,
  onRetry,
  ...rest
}: Omit<PanelProps, 'userId'> & {
  userId: number | undefined;
  loading: boolean;
  /** Why the learner's enrolments could not be read (then nothing is offered: enrolling twice fails). */
  error: unknown;
  onRetry: () => void;
}) {
  const { t } = useProgramsTranslation();
  const errorText = useErrorText();
  return (
    <section aria-labelledby="enrolment-panel-heading" className="rounded-2xl bg-white p-5 ring-1 ring-stone-200">
      <h2 id="enrolment-panel-heading" className="mb-3 text-base font-semibold text-stone-900">
        {t('panel.title')}
      </h2>
      {userId === undefined ? (
        <p className="flex gap-2 text-sm text-stone-700">
          <LogIn aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {t('panel.signedOut')}
        </p>
      ) : error ? (
        <div role="alert" className="flex flex-col gap-3">
          <p className="text-sm text-red-800">{errorText(error)}</p>
          <button type="button" className="btn-outline w-full" onClick={onRetry}>
            <RotateCcw aria-hidden="true" className="size-4" />
            {t('common.retry')}
          </button>
        </div>
      ) : loading ? (
        <div role="status" className="flex flex-col gap-3">
          <span className="sr-only">{t('common.loading')}</span>
          <span aria-hidden="true" className="h-4 w-full animate-pulse rounded bg-stone-100" />
          <span aria-hidden="true" className="h-9 w-full animate-pulse rounded-lg bg-stone-200" />
        </div>
      ) : (
        <SignedInPanel userId={userId} {...rest} />
      )}
    </section>
  );
}
