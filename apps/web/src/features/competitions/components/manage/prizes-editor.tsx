import { PRIZES_MAX } from '@ankur/shared/schemas/competitions';
import { Plus, Trash2 } from 'lucide-react';
import { useId } from 'react';
import { Field, fieldAria, INPUT_CLASS } from '../../../../components/ui/field';
import { type DraftProps, newUid, type PrizeDraft } from './draft';
import { useManageTranslation } from './i18n';
import { ICON_BTN, LEGEND, SECTION } from './styles';

function PrizeRow({
  prize,
  index,
  errors,
  onChange,
  onRemove,
}: {
  prize: PrizeDraft;
  index: number;
  errors: Record<string, string>;
  onChange: (next: PrizeDraft) => void;
  onRemove: () => void;
}) {
  const { t } = useManageTranslation();
  const id = useId();
  const err = (k: string) => errors[`prizes.${index}.${k}`];
  return (
    <li className="grid items-start gap-3 rounded-xl bg-stone-50 p-3 ring-1 ring-stone-200 sm:grid-cols-[6rem_1fr_1.4fr_auto]">
      <Field id={`${id}-rank`} label={t('prizes.rank')} error={err('rank')}>
        <input
          {...fieldAria(`${id}-rank`, err('rank'))}
          type="number"
          min={1}
          max={100}
          className={INPUT_CLASS}
          value={prize.rank || ''}
          onChange={(e) => onChange({ ...prize, rank: Number(e.target.value) })}
        />
      </Field>
      <Field id={`${id}-title`} label={t('prizes.title')} error={err('title')} required>
        <input
          {...fieldAria(`${id}-title`, err('title'))}
          className={INPUT_CLASS}
          maxLength={120}
          value={prize.title}
          onChange={(e) => onChange({ ...prize, title: e.target.value })}
        />
      </Field>
      <Field id={`${id}-reward`} label={t('prizes.reward')} hint={t('prizes.rewardHint')} error={err('reward')}>
        <input
          {...fieldAria(`${id}-reward`, err('reward'), true)}
          className={INPUT_CLASS}
          maxLength={200}
          value={prize.reward}
          onChange={(e) => onChange({ ...prize, reward: e.target.value })}
        />
      </Field>
      <button
        type="button"
        className={`${ICON_BTN} self-center text-red-700 sm:mt-6`}
        aria-label={t('prizes.remove', { n: index + 1 })}
        onClick={onRemove}
      >
        <Trash2 className="size-4" aria-hidden />
      </button>
    </li>
  );
}

/** The prizes by place: a title and what it brings. */
export function PrizesEditor({ draft, set, errors }: DraftProps) {
  const { t } = useManageTranslation();
  const prizes = draft.prizes;
  const add = () =>
    set('prizes', [
      ...prizes,
      { uid: newUid(), rank: Math.max(0, ...prizes.map((p) => p.rank)) + 1, title: '', reward: '' },
    ]);
  return (
    <fieldset className={SECTION}>
      <legend className={LEGEND}>{t('prizes.legend')}</legend>
      {prizes.length === 0 ? (
        <p className="rounded-xl bg-stone-50 p-4 text-sm text-stone-600">{t('prizes.empty')}</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {prizes.map((prize, index) => (
            <PrizeRow
              key={prize.uid}
              prize={prize}
              index={index}
              errors={errors}
              onChange={(next) =>
                set(
                  'prizes',
                  prizes.map((p, i) => (i === index ? next : p)),
                )
              }
              onRemove={() =>
                set(
                  'prizes',
                  prizes.filter((_, i) => i !== index),
                )
              }
            />
          ))}
        </ul>
      )}
      <button type="button" className="btn-outline self-start" disabled={prizes.length >= PRIZES_MAX} onClick={add}>
        <Plus className="size-4" aria-hidden />
        {t('prizes.add')}
      </button>
    </fieldset>
  );
}
