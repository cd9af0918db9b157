import { daysBetween, iterationEnd, weekMonday } from '@ankur/shared/plan-schedule';
import { PLAN_ITERATIONS_MAX } from '@ankur/shared/schemas/programs';
import { useId, useState } from 'react';
import { Field, fieldAria, INPUT_CLASS } from '../../../../components/ui/field';
import { Modal } from '../../../../components/ui/modal';
import { useErrorText } from '../../../../lib/api-errors';
import { outlineTotals, useProgramOutline } from '../../api/load-program-outline';
import { programLength } from '../../components/format';
import type { PlannableProgram } from '../api/approved-programs';
import { type NewPlan, useCreatePlan } from '../api/plans';
import { usePlannerTranslation } from '../i18n';
import { todayIso, usePlanFormat } from './plan-format';

/** Weeks offered when the program's dates say nothing. */
export const DEFAULT_PLAN_WEEKS = 4;
const ISO = /^\d{4}-\d{2}-\d{2}$/;
const clampWeeks = (n: number) => Math.min(Math.max(Math.round(n), 1), PLAN_ITERATIONS_MAX);

/**
 * Weeks a plan starting on `start` needs to finish with the program: up to its end date when that
 * is still ahead, else the program's own length, else DEFAULT_PLAN_WEEKS; always 1–52.
 */
export function suggestWeeks(program: Pick<PlannableProgram, 'start_date' | 'end_date'>, start: string): number {
  const end = program.end_date?.slice(0, 10);
  if (end && ISO.test(end) && ISO.test(start)) {
    try {
      const days = daysBetween(weekMonday(start), end) + 1;
      if (days >= 1) return clampWeeks(Math.ceil(days / 7));
    } catch {
      // a malformed date: fall through
    }
  }
  const length = programLength(program.start_date, program.end_date);
  if (length) return clampWeeks(length.unit === 'weeks' ? length.count : 1);
  return DEFAULT_PLAN_WEEKS;
}

/** "New plan": for which approved program, its name, when it starts and over how many weeks. */
export function NewPlanDialog({
  open,
  onOpenChange,
  programs,
  onCreated,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  programs: readonly PlannableProgram[];
  onCreated: (planId: number) => void;
}) {
  const { t } = usePlannerTranslation();
  const errorText = useErrorText();
  const format = usePlanFormat();
  const id = useId();
  const ids = { program: `${id}-program`, name: `${id}-name`, start: `${id}-start`, weeks: `${id}-weeks` };
  const create = useCreatePlan();

  const [programId, setProgramId] = useState<number | null>(programs[0]?.program_id ?? null);
  const program = programs.find((p) => p.program_id === programId) ?? programs[0];
  const [name, setName] = useState<string | null>(null); // null: the default name
  const [start, setStart] = useState(() => todayIso());
  const [weeks, setWeeks] = useState<string | null>(null); // null: the suggestion
  const [submitted, setSubmitted] = useState(false);

  const outline = useProgramOutline(program?.program_id ?? 0);
  const unitCount = outline.data ? outlineTotals(outline.data).units : null;

  const planName = name ?? (program ? t('dialog.defaultName', { program: program.program_name }) : '');
  const validStart = ISO.test(start);
  const weekText =
    weeks ?? String(program ? suggestWeeks(program, validStart ? start : todayIso()) : DEFAULT_PLAN_WEEKS);
  const weekCount = Number(weekText);
  const weeksOk = Number.isInteger(weekCount) && weekCount >= 1 && weekCount <= PLAN_ITERATIONS_MAX;

  const errors = {
    name:
      planName.trim() === ''
        ? t('dialog.errors.name')
        : planName.trim().length > 120
          ? t('dialog.errors.nameLong')
          : null,
    start: validStart ? null : t('dialog.errors.start'),
    weeks: weeksOk ? null : t('dialog.errors.weeks', { max: PLAN_ITERATIONS_MAX }),
  };
  const shown = (error: string | null) => (submitted ? error : null);

  const close = (next: boolean) => {
    if (create.isPending) return;
    onOpenChange(next);
    if (!next) {
      setSubmitted(false);
      create.reset();
    }
  };

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (!program || errors.name || errors.start || errors.weeks || unitCount === 0) return;
    const body: NewPlan = {
      program_id: program.program_id,
      plan_name: planName.trim(),
      start_date: start,
      iterations: weekCount,
    };
    create.mutate(body, { onSuccess: (saved) => onCreated(saved.plan_id) });
  };

  const monday = validStart ? weekMonday(start) : null;
  let preview: string;
  if (outline.isPending) preview = t('dialog.counting');
  else if (unitCount === null) preview = t('dialog.countFailed');
  else if (unitCount === 0) preview = t('dialog.noUnits');
  else if (!weeksOk) preview = '';
  else
    preview = t('dialog.preview', {
      units: t('dialog.units', { count: unitCount, n: format.number(unitCount) }),
      weeks: t('dialog.weeks', { count: weekCount, n: format.number(weekCount) }),
      perWeek: format.number(Math.ceil(unitCount / weekCount)),
    });

  return (
    <Modal
      open={open}
      onOpenChange={close}
      title={t('dialog.title')}
      description={t('dialog.intro')}
      width="34rem"
      footer={
        <>
          <button type="button" className="btn-ghost" disabled={create.isPending} onClick={() => close(false)}>
            {t('dialog.cancel')}
          </button>
          <button type="submit" form={`${id}-form`} className="btn-primary" disabled={create.isPending}>
            {create.isPending ? t('dialog.creating') : t('dialog.create')}
          </button>
        </>
      }
    >
      <form id={`${id}-form`} noValidate onSubmit={submit} className="flex flex-col gap-4">
        <Field id={ids.program} label={t('dialog.program')} required>
          <select
            {...fieldAria(ids.program)}
            className={INPUT_CLASS}
            value={program?.program_id ?? ''}
            onChange={(event) => {
              setProgramId(Number(event.target.value));
              setWeeks(null);
            }}
          >
            {programs.map((p) => (
              <option key={p.program_id} value={p.program_id}>
                {p.program_name}
              </option>
            ))}
          </select>
        </Field>
        <Field id={ids.name} label={t('dialog.name')} required error={shown(errors.name)}>
          <input
            {...fieldAria(ids.name, shown(errors.name))}
            className={INPUT_CLASS}
            value={planName}
            maxLength={120}
            autoComplete="off"
            onChange={(event) => setName(event.target.value)}
          />
        </Field>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            id={ids.start}
            label={t('dialog.start')}
            required
            error={shown(errors.start)}
            hint={monday ? t('dialog.startHint', { date: format.weekday(monday) }) : undefined}
          >
            <input
              {...fieldAria(ids.start, shown(errors.start), monday)}
              type="date"
              className={INPUT_CLASS}
              value={start}
              onChange={(event) => setStart(event.target.value)}
            />
          </Field>
          <Field
            id={ids.weeks}
            label={t('dialog.weeksLabel')}
            required
            error={shown(errors.weeks)}
            hint={t('dialog.weeksHint', { max: PLAN_ITERATIONS_MAX })}
          >
            <input
              {...fieldAria(ids.weeks, shown(errors.weeks), true)}
              type="number"
              inputMode="numeric"
              min={1}
              max={PLAN_ITERATIONS_MAX}
              step={1}
              className={INPUT_CLASS}
              value={weekText}
              onChange={(event) => setWeeks(event.target.value)}
            />
          </Field>
        </div>
        <div
          aria-live="polite"
          className="rounded-xl bg-brand-50 px-4 py-3 text-sm text-brand-900 ring-1 ring-brand-200"
        >
          <p className="font-semibold">{preview}</p>
          {monday && weeksOk ? (
            <p className="mt-1 text-brand-800">
              {t('dialog.previewDates', {
                from: format.date(monday),
                to: format.date(iterationEnd(monday, weekCount)),
              })}
            </p>
          ) : null}
        </div>
        {create.isError ? (
          <p role="alert" className="rounded-xl bg-red-50 px-4 py-3 text-sm text-red-800">
            {t('dialog.failed', { reason: errorText(create.error) })}
          </p>
        ) : null}
      </form>
    </Modal>
  );
}
