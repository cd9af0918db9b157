import { COMPETITION_TITLE_MAX, SCORE_METHODS, TEAM_SIZE_MAX } from '@ankur/shared/schemas/competitions';
import { lazy, Suspense, useId } from 'react';
import { Field, fieldAria, INPUT_CLASS } from '../../../../components/ui/field';
import { TopicsInput } from '../../../../components/ui/topics-input';
import { useMyOrganisedEvents } from '../../api/manage';
import { CoverField } from './cover-field';
import type { DraftProps } from './draft';
import { FormBuilder } from './form-builder';
import { useManageTranslation } from './i18n';
import { PrizesEditor } from './prizes-editor';
import { LEGEND, SECTION } from './styles';

const RichTextEditor = lazy(() => import('../../../../components/rich-text/rich-text-editor'));

function RichField({
  label,
  value,
  onChange,
  error,
}: {
  label: string;
  value: string;
  onChange: (html: string) => void;
  error?: string;
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <span id={id} className="text-sm font-medium text-stone-800">
        {label}
      </span>
      <Suspense fallback={<div className="h-40 animate-pulse rounded-xl bg-stone-100" />}>
        <RichTextEditor value={value} onChange={onChange} label={label} invalid={Boolean(error)} />
      </Suspense>
      {error ? <p className="text-sm text-red-700">{error}</p> : null}
    </div>
  );
}

/** Setup: what the competition is, when it runs, who may apply, how it is scored, its form and prizes. */
export function SetupTab({ draft, set, errors }: DraftProps) {
  const { t } = useManageTranslation();
  const id = useId();
  const events = useMyOrganisedEvents();
  const eventOptions = events.data?.data ?? [];
  const attachedMissing = draft.event_id !== null && !eventOptions.some((e) => e.event_id === draft.event_id);

  const num = (value: string) => (value === '' ? 0 : Number(value));

  return (
    <div className="flex flex-col gap-6">
      <fieldset className={SECTION}>
        <legend className={LEGEND}>{t('setup.basics')}</legend>
        <Field id={`${id}-title`} label={t('setup.title')} error={errors.title} required>
          <input
            {...fieldAria(`${id}-title`, errors.title)}
            className={INPUT_CLASS}
            maxLength={COMPETITION_TITLE_MAX}
            value={draft.title}
            onChange={(e) => set('title', e.target.value)}
          />
        </Field>
        <Field id={`${id}-summary`} label={t('setup.summary')} hint={t('setup.summaryHint')} error={errors.summary}>
          <textarea
            {...fieldAria(`${id}-summary`, errors.summary, true)}
            className={INPUT_CLASS}
            rows={2}
            maxLength={400}
            value={draft.summary}
            onChange={(e) => set('summary', e.target.value)}
          />
        </Field>
        <RichField
          label={t('setup.description')}
          value={draft.description_html}
          onChange={(html) => set('description_html', html)}
          error={errors.description_html}
        />
        <RichField
          label={t('setup.eligibility')}
          value={draft.eligibility_html}
          onChange={(html) => set('eligibility_html', html)}
          error={errors.eligibility_html}
        />
        <Field
          id={`${id}-event`}
          label={t('setup.event')}
          hint={events.isError ? t('setup.eventsFailed') : t('setup.eventHint')}
          error={errors.event_id}
        >
          <select
            {...fieldAria(`${id}-event`, errors.event_id, true)}
            className={INPUT_CLASS}
            value={draft.event_id ?? ''}
            onChange={(e) => set('event_id', e.target.value ? Number(e.target.value) : null)}
          >
            <option value="">{t('setup.eventNone')}</option>
            {attachedMissing ? <option value={draft.event_id ?? ''}>#{draft.event_id}</option> : null}
            {eventOptions.map((e) => (
              <option key={e.event_id} value={e.event_id}>
                {e.title}
              </option>
            ))}
          </select>
        </Field>
        <CoverField value={draft.cover} onChange={(cover) => set('cover', cover)} error={errors.cover_file_id} />
      </fieldset>

      <fieldset className={SECTION}>
        <legend className={LEGEND}>{t('setup.dates')}</legend>
        <p id={`${id}-dates-hint`} className="-mt-2 text-sm text-stone-600">
          {t('setup.datesHint')}
        </p>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field id={`${id}-opens`} label={t('setup.opensAt')} error={errors.opens_at} required>
            <input
              {...fieldAria(`${id}-opens`, errors.opens_at)}
              type="datetime-local"
              className={INPUT_CLASS}
              value={draft.opens_at}
              onChange={(e) => set('opens_at', e.target.value)}
            />
          </Field>
          <Field id={`${id}-closes`} label={t('setup.closesAt')} error={errors.closes_at} required>
            <input
              {...fieldAria(`${id}-closes`, errors.closes_at)}
              type="datetime-local"
              className={INPUT_CLASS}
              value={draft.closes_at}
              onChange={(e) => set('closes_at', e.target.value)}
            />
          </Field>
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field id={`${id}-tmin`} label={t('setup.teamMin')} hint={t('setup.teamHint')} error={errors.team_min}>
            <input
              {...fieldAria(`${id}-tmin`, errors.team_min, true)}
              type="number"
              min={1}
              max={TEAM_SIZE_MAX}
              className={INPUT_CLASS}
              value={draft.team_min || ''}
              onChange={(e) => set('team_min', num(e.target.value))}
            />
          </Field>
          <Field id={`${id}-tmax`} label={t('setup.teamMax')} error={errors.team_max}>
            <input
              {...fieldAria(`${id}-tmax`, errors.team_max)}
              type="number"
              min={1}
              max={TEAM_SIZE_MAX}
              className={INPUT_CLASS}
              value={draft.team_max || ''}
              onChange={(e) => set('team_max', num(e.target.value))}
            />
          </Field>
        </div>
      </fieldset>

      <FormBuilder draft={draft} set={set} errors={errors} />

      <fieldset className={SECTION}>
        <legend className={LEGEND}>{t('setup.scoring')}</legend>
        <fieldset>
          <legend className="text-sm font-medium text-stone-800">{t('setup.scoreMethod')}</legend>
          <div className="mt-2 flex flex-col gap-2">
            {SCORE_METHODS.map((m) => (
              <label key={m} className="flex items-start gap-2 text-sm text-stone-800">
                <input
                  type="radio"
                  name={`${id}-method`}
                  className="mt-0.5 size-4 accent-brand-700"
                  checked={draft.score_method === m}
                  onChange={() => set('score_method', m)}
                />
                {t(`setup.methods.${m}`)}
              </label>
            ))}
          </div>
          <p className="mt-1 text-xs text-stone-500">{t('setup.methodHint')}</p>
        </fieldset>
        <label className="flex items-center gap-2 text-sm text-stone-800">
          <input
            type="checkbox"
            className="size-4 accent-brand-700"
            checked={draft.leaderboard_public}
            onChange={(e) => set('leaderboard_public', e.target.checked)}
          />
          {t('setup.leaderboard')}
        </label>
        <TopicsInput
          id={`${id}-topic`}
          label={t('setup.topics')}
          hint={t('setup.topicsHint')}
          error={errors.topics}
          topics={draft.topics}
          onChange={(topics) => set('topics', topics)}
          max={8}
          addLabel={t('setup.addTopic')}
          removeLabel={(topic) => t('setup.removeTopic', { topic })}
        />
      </fieldset>

      <PrizesEditor draft={draft} set={set} errors={errors} />
    </div>
  );
}
