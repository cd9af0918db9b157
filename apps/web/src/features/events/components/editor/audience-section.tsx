import { EVENT_TOPICS_MAX, EVENT_VISIBILITIES } from '@ankur/shared/schemas/events';
import { useId } from 'react';
import { Field, fieldAria, INPUT_CLASS } from '../../../../components/ui/field';
import { HubChecklist } from '../../../../components/ui/hub-checklist';
import { TopicsInput } from '../../../../components/ui/topics-input';
import { type Choice, useMyCircles, usePrograms } from '../../api/manage';
import { useManageTranslation } from '../manage/i18n';
import { Section, type SectionProps, setter } from './section';

const HUBS_MAX = 5;

/** Audience: who may see and register (public, members, a circle, a cohort), the community listing, topics, hubs. */
export function AudienceSection({ draft, update, errors }: SectionProps) {
  const { t } = useManageTranslation();
  const id = useId();
  const set = setter(update);
  const circles = useMyCircles(draft.visibility === 'circle');
  const programs = usePrograms(draft.visibility === 'cohort');
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
      <TopicsInput
        id={`${id}-topic`}
        label={t('editor.fields.topics')}
        hint={t('editor.fields.topicsHint')}
        error={errors.topics ?? Object.entries(errors).find(([k]) => k.startsWith('topics.'))?.[1]}
        topics={draft.topics}
        onChange={(topics) => set('topics', topics)}
        max={EVENT_TOPICS_MAX}
        addLabel={t('editor.fields.addTopic')}
        removeLabel={(topic) => t('editor.fields.removeTopic', { topic })}
      />
      <HubChecklist
        legend={t('editor.fields.hubs')}
        hint={t('editor.fields.hubsHint')}
        error={errors.hubs}
        hubs={draft.hubs}
        onChange={(hubs) => set('hubs', hubs)}
        max={HUBS_MAX}
        hubLabel={(hub) => t(`hubs.${hub}`)}
      />
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
