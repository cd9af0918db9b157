import { COMPETITION_ROUNDS_MAX } from '@ankur/shared/schemas/competitions';
import { Plus } from 'lucide-react';
import { type DraftProps, newRound, type RoundDraft } from './draft';
import { moved } from './form-builder';
import { useManageTranslation } from './i18n';
import { RoundEditor } from './round-editor';

/** Rounds and judges: the rounds in order, each with its judges and rubric. */
export function RoundsTab({ draft, set, errors }: DraftProps) {
  const { t } = useManageTranslation();
  const rounds = draft.rounds;
  const defaults = () => [
    { name: t('rubric.defaults.problem'), description: t('rubric.defaults.problemText') },
    { name: t('rubric.defaults.market'), description: t('rubric.defaults.marketText') },
    { name: t('rubric.defaults.team'), description: t('rubric.defaults.teamText') },
  ];
  const add = () => {
    const previous = rounds.at(-1);
    const round = newRound({ name: t('rounds.finalName'), criteria: defaults() });
    // a later round starts from the rubric before it (judges usually add a criterion or two)
    if (previous) round.rubric = previous.rubric.map((c) => ({ ...c }));
    set('rounds', [...rounds, round]);
  };
  const change = (index: number, next: RoundDraft) =>
    set(
      'rounds',
      rounds.map((r, i) => (i === index ? next : r)),
    );

  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-stone-600">{t('rounds.intro')}</p>
      {errors.rounds ? <p className="text-sm text-red-700">{errors.rounds}</p> : null}
      <ol className="flex flex-col gap-4">
        {rounds.map((round, index) => (
          <RoundEditor
            key={round.uid}
            round={round}
            index={index}
            count={rounds.length}
            errors={errors}
            onChange={(next) => change(index, next)}
            onMove={(by) => set('rounds', moved(rounds, index, by))}
            onRemove={() =>
              set(
                'rounds',
                rounds.filter((_, i) => i !== index),
              )
            }
          />
        ))}
      </ol>
      <button
        type="button"
        className="btn-outline self-start"
        disabled={rounds.length >= COMPETITION_ROUNDS_MAX}
        onClick={add}
      >
        <Plus className="size-4" aria-hidden />
        {t('rounds.add')}
      </button>
    </div>
  );
}
