import { EVENT_SPEAKERS_MAX } from '@ankur/shared/schemas/events';
import type { TPerson } from '@ankur/shared/schemas/messages';
import { Trash2, UserPlus, UserRound } from 'lucide-react';
import { useId, useState } from 'react';
import { Field, fieldAria, INPUT_CLASS } from '../../../../components/ui/field';
import { Modal } from '../../../../components/ui/modal';
import { PeoplePicker } from '../../../../components/ui/people-picker';
import { useManageTranslation } from '../manage/i18n';
import { rowKey, type SpeakerDraft } from './event-draft';
import { FieldError, Section, type SectionProps } from './section';

/** Speakers: people on the platform (found with the people search the community uses) or guests. */
export function SpeakersSection({ draft, update, errors }: SectionProps) {
  const { t } = useManageTranslation();
  const [picking, setPicking] = useState(false);
  const full = draft.speakers.length >= EVENT_SPEAKERS_MAX;
  const add = (speaker: Omit<SpeakerDraft, 'key'>) =>
    update((d) => ({ ...d, speakers: [...d.speakers, { key: rowKey(), ...speaker }] }));
  const change = (key: string, patch: Partial<SpeakerDraft>) =>
    update((d) => ({ ...d, speakers: d.speakers.map((s) => (s.key === key ? { ...s, ...patch } : s)) }));
  const remove = (key: string) =>
    update((d) => ({
      ...d,
      speakers: d.speakers.filter((s) => s.key !== key),
      sessions: d.sessions.map((s) => ({ ...s, speaker_keys: s.speaker_keys.filter((k) => k !== key) })),
    }));
  const chosen: TPerson[] = draft.speakers
    .filter((s) => s.user_id !== null)
    .map((s) => ({ user_id: s.user_id as number, name: s.name }));
  const togglePerson = (person: TPerson) => {
    const existing = draft.speakers.find((s) => s.user_id === person.user_id);
    if (existing) remove(existing.key);
    else if (!full) add({ user_id: person.user_id, name: person.name, title: '', organisation: '', bio: '' });
  };

  return (
    <Section id="speakers" title={t('editor.sections.speakers')}>
      {draft.speakers.length === 0 ? <p className="text-sm text-stone-600">{t('editor.speakers.empty')}</p> : null}
      <ol className="flex flex-col gap-3">
        {draft.speakers.map((s, i) => (
          <SpeakerRow key={s.key} speaker={s} index={i} errors={errors} onChange={change} onRemove={remove} />
        ))}
      </ol>
      <FieldError error={errors.speakers} />
      <div className="flex flex-wrap gap-2">
        <button type="button" className="btn-outline" disabled={full} onClick={() => setPicking(true)}>
          <UserPlus className="size-4" aria-hidden />
          {t('editor.speakers.addPerson')}
        </button>
        <button
          type="button"
          className="btn-outline"
          disabled={full}
          onClick={() => add({ user_id: null, name: '', title: '', organisation: '', bio: '' })}
        >
          <UserRound className="size-4" aria-hidden />
          {t('editor.speakers.addGuest')}
        </button>
      </div>
      <Modal
        open={picking}
        onOpenChange={setPicking}
        title={t('editor.speakers.pickTitle')}
        width="32rem"
        footer={
          <button type="button" className="btn-primary" onClick={() => setPicking(false)}>
            {t('editor.speakers.done')}
          </button>
        }
      >
        <PeoplePicker selected={chosen} onToggle={togglePerson} multiple />
      </Modal>
    </Section>
  );
}

function SpeakerRow({
  speaker,
  index,
  errors,
  onChange,
  onRemove,
}: {
  speaker: SpeakerDraft;
  index: number;
  errors: Record<string, string>;
  onChange: (key: string, patch: Partial<SpeakerDraft>) => void;
  onRemove: (key: string) => void;
}) {
  const { t } = useManageTranslation();
  const id = useId();
  const path = `speakers.${index}`;
  const guest = speaker.user_id === null;
  return (
    <li className="flex flex-col gap-3 rounded-xl bg-stone-50 p-3 ring-1 ring-stone-200">
      <div className="flex items-center justify-between gap-2">
        <p className="text-sm font-medium text-stone-900">
          {speaker.name || `#${index + 1}`}{' '}
          <span className="text-xs font-normal text-stone-600">
            · {guest ? t('editor.speakers.guest') : t('editor.speakers.person')}
          </span>
        </p>
        <button
          type="button"
          className="btn-ghost p-1.5 text-red-700"
          aria-label={t('editor.speakers.remove', { name: speaker.name || `#${index + 1}` })}
          onClick={() => onRemove(speaker.key)}
        >
          <Trash2 className="size-4" aria-hidden />
        </button>
      </div>
      <div className="grid gap-3 sm:grid-cols-3">
        {guest ? (
          <Field id={`${id}-name`} label={t('editor.speakers.name')} error={errors[`${path}.name`]} required>
            <input
              {...fieldAria(`${id}-name`, errors[`${path}.name`])}
              className={INPUT_CLASS}
              maxLength={120}
              value={speaker.name}
              onChange={(e) => onChange(speaker.key, { name: e.target.value })}
            />
          </Field>
        ) : null}
        <Field id={`${id}-title`} label={t('editor.speakers.title')} error={errors[`${path}.title`]}>
          <input
            {...fieldAria(`${id}-title`, errors[`${path}.title`])}
            className={INPUT_CLASS}
            maxLength={160}
            value={speaker.title}
            onChange={(e) => onChange(speaker.key, { title: e.target.value })}
          />
        </Field>
        <Field id={`${id}-org`} label={t('editor.speakers.organisation')} error={errors[`${path}.organisation`]}>
          <input
            {...fieldAria(`${id}-org`, errors[`${path}.organisation`])}
            className={INPUT_CLASS}
            maxLength={160}
            value={speaker.organisation}
            onChange={(e) => onChange(speaker.key, { organisation: e.target.value })}
          />
        </Field>
      </div>
      <Field id={`${id}-bio`} label={t('editor.speakers.bio')} error={errors[`${path}.bio`]}>
        <textarea
          {...fieldAria(`${id}-bio`, errors[`${path}.bio`])}
          className={INPUT_CLASS}
          rows={2}
          maxLength={1000}
          value={speaker.bio}
          onChange={(e) => onChange(speaker.key, { bio: e.target.value })}
        />
      </Field>
    </li>
  );
}
