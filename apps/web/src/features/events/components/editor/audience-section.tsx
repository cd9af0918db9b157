import { HUB_SLUGS } from '@ankur/shared/routes';
import { EVENT_TOPICS_MAX, EVENT_VISIBILITIES } from '@ankur/shared/schemas/events';
import { X } from 'lucide-react';
import { type KeyboardEvent, useId, useState } from 'react';
import { Field, fieldAria, INPUT_CLASS } from '../../../../components/ui/field';
import { type Choice, useMyCircles, usePrograms } from '../../api/manage';
import { useManageTranslation } from '../manage/i18n';
import { FieldError, Section, type SectionProps, setter } from './section';

const HUBS_MAX = 5;

/** Audience: who may see and register (public, members, a circle, a cohort), the community listing, topics, hubs. */
export function AudienceSection({ draft, update, errors }: SectionProps) {
  const { t } = useManageTranslation();
  const id = useId();
  const set = setter(update);
  const [topic, setTopic] = useState('');
  const circles = useMyCircles(draft.visibility === 'circle');
  const programs = usePrograms(draft.visibility === 'cohort');
  const addTopic = () => {
    const value = topic.trim().toLowerCase();
    if (value.length >= 2 && !draft.topics.includes(value) && draft.topics.length < EVENT_TOPICS_MAX) {
      set('topics', [...draft.topics, value]);
    }
    setTopic('');
  };
  const onTopicKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' || event.key === ',') {
      event.preventDefault();
      addTopic();
    }
  };
  return (
    <Section id="audience" title={t('editor.sections.audience')}>
      <Field id={`${id}-vis`} label={t('editor.fields.visibility')} error={errors.visibility}>
        <select
          {...fieldAria(`${id}-vis`, errors.visibility)}
          className={INPUT_CLASS}
          value={draft.visibility}
          onChange={(e) => set('visibility', e.target.value as typeof draft.visibility)}
        >
          {EVENT_VISIBILITIES.map((v) => (
            <option key={v} value={v}>
              {t(`editor.visibilities.${v}`)}
            </option>
          ))}
        </select>
      </Field>
      {draft.visibility === 'circle' ? (
        <ChoiceSelect
          label={t('editor.fields.circle')}
          choices={circles.data}
          value={draft.circle_id}
          error={errors.circle_id}
          onChange={(v) => set('circle_id', v)}
        />
      ) : null}
      {draft.visibility === 'cohort' ? (
        <ChoiceSelect
          label={t('editor.fields.program')}
          choices={programs.data}
          value={draft.program_id}
          error={errors.program_id}
          onChange={(v) => set('program_id', v)}
        />
      ) : null}
      <label className="flex items-center gap-2 text-sm text-stone-800">
        <input
          type="checkbox"
          className="size-4 accent-brand-700"
          checked={draft.community}
          onChange={(e) => set('community', e.target.checked)}
        />
        {t('editor.fields.community')}
      </label>
      <Field
        id={`${id}-topic`}
        label={t('editor.fields.topics')}
        hint={t('editor.fields.topicsHint')}
        error={errors.topics ?? Object.entries(errors).find(([k]) => k.startsWith('topics.'))?.[1]}
      >
        <div className="flex flex-col gap-2">
          {draft.topics.length ? (
            <ul className="flex flex-wrap gap-1.5">
              {draft.topics.map((tp) => (
                <li
                  key={tp}
                  className="inline-flex items-center gap-1 rounded-full bg-brand-50 py-0.5 pr-1 pl-2.5 text-sm text-brand-900"
                >
                  {tp}
                  <button
                    type="button"
                    className="rounded-full p-0.5 hover:bg-brand-100"
                    aria-label={t('editor.fields.removeTopic', { topic: tp })}
                    onClick={() =>
                      set(
                        'topics',
                        draft.topics.filter((x) => x !== tp),
                      )
                    }
                  >
                    <X className="size-3.5" aria-hidden />
                  </button>
                </li>
              ))}
            </ul>
          ) : null}
          <div className="flex gap-2">
            <input
              {...fieldAria(`${id}-topic`, errors.topics, true)}
              className={INPUT_CLASS}
              value={topic}
              maxLength={40}
              disabled={draft.topics.length >= EVENT_TOPICS_MAX}
              onChange={(e) => setTopic(e.target.value)}
              onKeyDown={onTopicKey}
            />
            <button type="button" className="btn-outline shrink-0" onClick={addTopic}>
              {t('editor.fields.addTopic')}
            </button>
          </div>
        </div>
      </Field>
      <fieldset>
        <legend className="text-sm font-medium text-stone-800">{t('editor.fields.hubs')}</legend>
        <p className="text-xs text-stone-600">{t('editor.fields.hubsHint')}</p>
        <ul className="mt-2 grid max-h-56 gap-1 overflow-y-auto rounded-xl p-2 ring-1 ring-stone-200 sm:grid-cols-2">
          {HUB_SLUGS.map((hub) => {
            const checked = draft.hubs.includes(hub);
            return (
              <li key={hub}>
                <label className="flex items-center gap-2 text-sm text-stone-800">
                  <input
                    type="checkbox"
                    className="size-4 accent-brand-700"
                    checked={checked}
                    disabled={!checked && draft.hubs.length >= HUBS_MAX}
                    onChange={() => set('hubs', checked ? draft.hubs.filter((h) => h !== hub) : [...draft.hubs, hub])}
                  />
                  {t(`hubs.${hub}`)}
                </label>
              </li>
            );
          })}
        </ul>
        <FieldError error={errors.hubs} />
      </fieldset>
    </Section>
  );
}

function ChoiceSelect({
  label,
  choices,
  value,
  error,
  onChange,
}: {
  label: string;
  choices: Choice[] | undefined;
  value: number | null;
  error?: string;
  onChange: (value: number | null) => void;
}) {
  const { t } = useManageTranslation();
  const id = useId();
  return (
    <Field id={id} label={label} error={error} required>
      <select
        {...fieldAria(id, error)}
        className={INPUT_CLASS}
        value={value ?? ''}
        onChange={(e) => onChange(e.target.value ? Number(e.target.value) : null)}
      >
        <option value="">{t('editor.fields.choose')}</option>
        {(choices ?? []).map((c) => (
          <option key={c.id} value={c.id}>
            {c.name}
          </option>
        ))}
      </select>
    </Field>
  );
}
