import type { TPerson } from '@ankur/shared/schemas/messages';
import { ArrowDown, ArrowUp, Lock, Trash2, UserPlus, X } from 'lucide-react';
import { useId, useState } from 'react';
import { Badge } from '../../../../components/ui/badge';
import { Field, fieldAria, INPUT_CLASS } from '../../../../components/ui/field';
import { Modal } from '../../../../components/ui/modal';
import { PeoplePicker } from '../../../../components/ui/people-picker';
import type { RoundDraft } from './draft';
import { useManageTranslation } from './i18n';
import { RubricBuilder } from './rubric-builder';
import { ICON_BTN } from './styles';

/** One round: name, judging deadline, how many move on, its judges and its rubric. */
export function RoundEditor({
  round,
  index,
  count,
  errors,
  onChange,
  onMove,
  onRemove,
}: {
  round: RoundDraft;
  index: number;
  count: number;
  errors: Record<string, string>;
  onChange: (next: RoundDraft) => void;
  onMove: (by: number) => void;
  onRemove: () => void;
}) {
  const { t } = useManageTranslation();
  const id = useId();
  const [picking, setPicking] = useState(false);
  const n = index + 1;
  const prefix = `rounds.${index}`;
  const err = (k: string) => errors[`${prefix}.${k}`];
  const begun = round.status !== 'pending';
  const set = <K extends keyof RoundDraft>(k: K, v: RoundDraft[K]) => onChange({ ...round, [k]: v });
  const toggleJudge = (person: TPerson) =>
    set(
      'judges',
      round.judges.some((j) => j.user_id === person.user_id)
        ? round.judges.filter((j) => j.user_id !== person.user_id)
        : [...round.judges, { user_id: person.user_id, name: person.name, photo_url: null }],
    );
  const title = round.name.trim() || t('rounds.round', { n });

  return (
    <li className="flex flex-col gap-4 rounded-2xl bg-white p-4 ring-1 ring-stone-200 sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="flex items-center gap-2 text-lg font-semibold text-stone-900">
          <span className="text-stone-500">{t('rounds.round', { n })}</span>
          <Badge>{t(`rounds.statuses.${round.status}`)}</Badge>
        </h3>
        <div className="flex gap-1">
          <button
            type="button"
            className={ICON_BTN}
            disabled={index === 0 || begun}
            aria-label={t('rounds.moveUp', { n })}
            onClick={() => onMove(-1)}
          >
            <ArrowUp className="size-4" aria-hidden />
          </button>
          <button
            type="button"
            className={ICON_BTN}
            disabled={index === count - 1 || begun}
            aria-label={t('rounds.moveDown', { n })}
            onClick={() => onMove(1)}
          >
            <ArrowDown className="size-4" aria-hidden />
          </button>
          <button
            type="button"
            className={`${ICON_BTN} text-red-700`}
            disabled={count === 1 || begun}
            aria-label={t('rounds.remove', { n })}
            onClick={onRemove}
          >
            <Trash2 className="size-4" aria-hidden />
          </button>
        </div>
      </div>
      {errors[prefix] ? <p className="text-sm text-red-700">{errors[prefix]}</p> : null}
      <div className="grid gap-3 sm:grid-cols-2">
        <Field id={`${id}-name`} label={t('rounds.name')} error={err('name')} required>
          <input
            {...fieldAria(`${id}-name`, err('name'))}
            className={INPUT_CLASS}
            maxLength={80}
            value={round.name}
            onChange={(e) => set('name', e.target.value)}
          />
        </Field>
        <Field id={`${id}-ends`} label={t('rounds.judgingEnds')} error={err('judging_ends_at')}>
          <input
            {...fieldAria(`${id}-ends`, err('judging_ends_at'))}
            type="datetime-local"
            className={INPUT_CLASS}
            value={round.judging_ends_at}
            onChange={(e) => set('judging_ends_at', e.target.value)}
          />
        </Field>
        <Field
          id={`${id}-adv`}
          label={t('rounds.advanceCount')}
          hint={t('rounds.advanceHint')}
          error={err('advance_count')}
        >
          <input
            {...fieldAria(`${id}-adv`, err('advance_count'), true)}
            type="number"
            min={1}
            className={INPUT_CLASS}
            value={round.advance_count}
            onChange={(e) => set('advance_count', e.target.value)}
          />
        </Field>
        <Field id={`${id}-per`} label={t('rounds.perApplication')} error={err('judges_per_application')}>
          <input
            {...fieldAria(`${id}-per`, err('judges_per_application'))}
            type="number"
            min={1}
            max={10}
            className={INPUT_CLASS}
            value={round.judges_per_application || ''}
            onChange={(e) => set('judges_per_application', Number(e.target.value))}
          />
        </Field>
      </div>

      <div className="flex flex-col gap-2">
        <span className="text-sm font-semibold text-stone-900">{t('rounds.judges')}</span>
        {round.judges.length === 0 ? (
          <p className="text-sm text-stone-600">{t('rounds.judgesEmpty')}</p>
        ) : (
          <ul aria-label={t('rounds.judges')} className="flex flex-wrap gap-1.5">
            {round.judges.map((judge) => (
              <li
                key={judge.user_id}
                className="inline-flex items-center gap-1 rounded-full bg-brand-50 py-0.5 pr-1 pl-2.5 text-sm text-brand-900 ring-1 ring-brand-200"
              >
                {judge.name}
                <button
                  type="button"
                  className="rounded-full p-0.5 hover:bg-brand-100"
                  aria-label={t('rounds.removeJudge', { name: judge.name })}
                  onClick={() => toggleJudge(judge)}
                >
                  <X className="size-3.5" aria-hidden />
                </button>
              </li>
            ))}
          </ul>
        )}
        {err('judge_ids') ? <p className="text-sm text-red-700">{err('judge_ids')}</p> : null}
        <button type="button" className="btn-outline self-start" onClick={() => setPicking(true)}>
          <UserPlus className="size-4" aria-hidden />
          {t('rounds.pickJudges')}
        </button>
      </div>

      {begun ? (
        <p className="flex items-center gap-2 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
          <Lock className="size-4 shrink-0" aria-hidden />
          {t('rounds.begun')}
        </p>
      ) : null}
      <RubricBuilder
        rubric={round.rubric}
        readOnly={begun}
        errors={errors}
        prefix={`${prefix}.rubric`}
        onChange={(rubric) => set('rubric', rubric)}
      />

      <Modal
        open={picking}
        onOpenChange={setPicking}
        title={t('rounds.pickTitle', { round: title })}
        width="32rem"
        footer={
          <button type="button" className="btn-primary" onClick={() => setPicking(false)}>
            {t('rounds.done')}
          </button>
        }
      >
        <PeoplePicker multiple selected={round.judges} onToggle={toggleJudge} />
      </Modal>
    </li>
  );
}
