import { planItemState } from '@ankur/shared/plan-schedule';
import type { TPlanSummary } from '@ankur/shared/schemas/programs';
import { CalendarRange, Compass, Plus } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Modal } from '../../../../components/ui/modal';
import { QueryGate } from '../../../../components/ui/query-gate';
import { StatePanel } from '../../../../components/ui/state-panel';
import { notify } from '../../../../components/ui/toaster';
import { useErrorText } from '../../../../lib/api-errors';
import { useSessionStore } from '../../../../stores/session';
import { useApprovedPrograms } from '../api/approved-programs';
import { useDeletePlan, usePlanDetails, usePlans } from '../api/plans';
import { NewPlanDialog } from '../components/new-plan-dialog';
import { PlanCard, PlanCardSkeleton } from '../components/plan-card';
import { todayIso } from '../components/plan-format';
import { usePlannerTranslation } from '../i18n';
import { CATALOGUE_PATH, planPath } from '../paths';

const SKELETONS = [1, 2, 3];

/** /my-planner: the learner's plans as cards, "New plan", and Delete (after a confirmation). */
export default function PlannerScreen() {
  const { t } = usePlannerTranslation();
  const errorText = useErrorText();
  const navigate = useNavigate();
  const userId = useSessionStore((s) => s.user?.user_id);
  const plans = usePlans();
  const approved = useApprovedPrograms(userId);
  const details = usePlanDetails((plans.data ?? []).map((p) => p.plan_id));
  const remove = useDeletePlan();
  const [dialog, setDialog] = useState({ open: false, key: 0 });
  const [deleting, setDeleting] = useState<TPlanSummary | null>(null);

  const today = todayIso();
  const thisWeekOf = (planId: number): number | undefined => {
    const detail = details.find((d) => d.data?.plan_id === planId)?.data;
    if (!detail) return undefined;
    return detail.items.filter((item) => planItemState(item, today, detail.start_date) === 'this-week').length;
  };

  const canPlan = approved.items.length > 0;
  // known to have no approved enrolment (not merely still loading, or failed to load)
  const noProgram = !canPlan && !approved.isPending && !approved.isError;
  const openDialog = () => setDialog((d) => ({ open: true, key: d.key + 1 }));
  const confirmDelete = () => {
    if (!deleting) return;
    const plan = deleting;
    setDeleting(null);
    remove.mutate(plan.plan_id, {
      onSuccess: () => notify.success(t('list.deleted', { name: plan.plan_name })),
      onError: (error) => notify.error(t('list.deleteFailed', { reason: errorText(error) })),
    });
  };

  const newPlanButton = (
    <button type="button" className="btn-primary" onClick={openDialog} disabled={!canPlan}>
      <Plus aria-hidden="true" className="size-4" />
      {t('list.new')}
    </button>
  );

  const body = (
    <QueryGate
      query={plans}
      pending={
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {SKELETONS.map((n) => (
            <PlanCardSkeleton key={n} />
          ))}
        </div>
      }
      error={{ title: t('list.error') }}
    >
      {(list) =>
        list.length === 0 ? (
          <StatePanel
            role="status"
            Icon={noProgram ? Compass : CalendarRange}
            title={t('list.empty.title')}
            body={
              <>
                {t('list.empty.body')}
                {noProgram ? (
                  <>
                    <br />
                    <br />
                    {t('list.empty.noProgram')}
                  </>
                ) : null}
              </>
            }
          >
            {canPlan ? (
              newPlanButton
            ) : !noProgram ? null : (
              <Link to={CATALOGUE_PATH} className="btn-primary">
                <Compass aria-hidden="true" className="size-4" />
                {t('list.empty.browse')}
              </Link>
            )}
          </StatePanel>
        ) : (
          <ul aria-label={t('list.label')} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {list.map((plan) => (
              <li key={plan.plan_id}>
                <PlanCard plan={plan} thisWeek={thisWeekOf(plan.plan_id)} onDelete={setDeleting} />
              </li>
            ))}
          </ul>
        )
      }
    </QueryGate>
  );

  return (
    <section aria-labelledby="planner-heading" className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 sm:py-10">
      <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="max-w-3xl">
          <h1 id="planner-heading" className="text-2xl font-bold tracking-tight text-stone-900 sm:text-3xl">
            {t('list.title')}
          </h1>
          <p className="mt-2 text-stone-600">{t('list.intro')}</p>
        </div>
        {plans.data && plans.data.length > 0 ? (
          <div className="flex flex-col items-start gap-1 sm:items-end">
            {newPlanButton}
            {noProgram ? (
              <Link to={CATALOGUE_PATH} className="text-sm font-medium text-brand-700 hover:underline">
                {t('list.empty.browse')}
              </Link>
            ) : null}
          </div>
        ) : null}
      </header>
      <div className="mt-6">{body}</div>

      {/* mounted from the first opening on (its program outline loads only then), afresh on each opening */}
      {dialog.key > 0 ? (
        <NewPlanDialog
          key={dialog.key}
          open={dialog.open}
          onOpenChange={(open) => setDialog((d) => ({ ...d, open }))}
          programs={approved.items}
          onCreated={(planId) => {
            setDialog((d) => ({ ...d, open: false }));
            notify.success(t('dialog.created'));
            navigate(planPath(planId));
          }}
        />
      ) : null}
      <Modal
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
        title={t('list.confirm.title')}
        description={deleting ? t('list.confirm.body', { name: deleting.plan_name }) : undefined}
        width="28rem"
        footer={
          <>
            <button type="button" className="btn-ghost" onClick={() => setDeleting(null)}>
              {t('list.confirm.keep')}
            </button>
            <button type="button" className="btn bg-red-700 text-white hover:bg-red-800" onClick={confirmDelete}>
              {t('list.confirm.delete')}
            </button>
          </>
        }
      />
    </section>
  );
}
