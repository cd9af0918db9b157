import { EVENT_FORMATS } from '@ankur/shared/schemas/events';
import { useId } from 'react';
import { Field, fieldAria, INPUT_CLASS } from '../../../../components/ui/field';
import { useLanguage } from '../../../../lib/i18n';
import { useManageTranslation } from '../manage/i18n';
import { FieldError, Section, type SectionProps, setter } from './section';
import { formatInZone, timeZones, wallToInstant } from './zoned-time';

/** When: start and end on the wall clock of the event's zone (IST by default), shown back as attendees read it. */
export function WhenSection({ draft, update, errors }: SectionProps) {
  const { t } = useManageTranslation();
  const language = useLanguage();
  const id = useId();
  const set = setter(update);
  const zones = timeZones(draft.time_zone);
  const startsAt = wallToInstant(draft.starts, draft.time_zone);
  const endsAt = wallToInstant(draft.ends, draft.time_zone);
  const preview =
    startsAt && endsAt
      ? `${formatInZone(startsAt, draft.time_zone, language)} – ${formatInZone(endsAt, draft.time_zone, language)}`
      : null;
  return (
    <Section id="when" title={t('editor.sections.when')}>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id={`${id}-starts`} label={t('editor.fields.startsAt')} error={errors.starts_at} required>
          <input
            {...fieldAria(`${id}-starts`, errors.starts_at)}
            type="datetime-local"
            className={INPUT_CLASS}
            value={draft.starts}
            onChange={(e) => set('starts', e.target.value)}
          />
        </Field>
        <Field id={`${id}-ends`} label={t('editor.fields.endsAt')} error={errors.ends_at} required>
          <input
            {...fieldAria(`${id}-ends`, errors.ends_at)}
            type="datetime-local"
            className={INPUT_CLASS}
            value={draft.ends}
            min={draft.starts || undefined}
            onChange={(e) => set('ends', e.target.value)}
          />
        </Field>
      </div>
      <Field
        id={`${id}-tz`}
        label={t('editor.fields.timeZone')}
        hint={t('editor.fields.timeZoneHint')}
        error={errors.time_zone}
      >
        <select
          {...fieldAria(`${id}-tz`, errors.time_zone, true)}
          className={INPUT_CLASS}
          value={draft.time_zone}
          onChange={(e) => set('time_zone', e.target.value)}
        >
          {zones.map((z) => (
            <option key={z} value={z}>
              {z}
            </option>
          ))}
        </select>
      </Field>
      {preview ? (
        <p className="rounded-lg bg-brand-50 px-3 py-2 text-sm text-brand-900">
          {t('editor.fields.inZone', { when: preview })}
        </p>
      ) : null}
    </Section>
  );
}

/** Where: online, in person or hybrid; the venue for the last two, the join link for the first and last. */
export function WhereSection({ draft, update, errors }: SectionProps) {
  const { t } = useManageTranslation();
  const id = useId();
  const set = setter(update);
  const venue = draft.format !== 'online';
  const online = draft.format !== 'in_person';
  return (
    <Section id="where" title={t('editor.sections.where')}>
      <fieldset>
        <legend className="text-sm font-medium text-stone-800">{t('editor.fields.format')}</legend>
        <div className="mt-2 flex flex-wrap gap-2">
          {EVENT_FORMATS.map((f) => (
            <label
              key={f}
              className="flex cursor-pointer items-center gap-2 rounded-lg px-3 py-2 text-sm ring-1 ring-stone-300 has-[:checked]:bg-brand-50 has-[:checked]:ring-brand-600"
            >
              <input
                type="radio"
                name={`${id}-format`}
                className="accent-brand-700"
                checked={draft.format === f}
                onChange={() => set('format', f)}
              />
              {t(`editor.formats.${f}`)}
            </label>
          ))}
        </div>
        <FieldError error={errors.format} />
      </fieldset>
      {venue ? (
        <>
          <Field id={`${id}-venue`} label={t('editor.fields.venueName')} error={errors.venue_name} required>
            <input
              {...fieldAria(`${id}-venue`, errors.venue_name)}
              className={INPUT_CLASS}
              maxLength={160}
              value={draft.venue_name}
              onChange={(e) => set('venue_name', e.target.value)}
            />
          </Field>
          <Field id={`${id}-address`} label={t('editor.fields.venueAddress')} error={errors.venue_address}>
            <textarea
              {...fieldAria(`${id}-address`, errors.venue_address)}
              className={INPUT_CLASS}
              rows={2}
              maxLength={400}
              value={draft.venue_address}
              onChange={(e) => set('venue_address', e.target.value)}
            />
          </Field>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field id={`${id}-city`} label={t('editor.fields.city')} error={errors.city}>
              <input
                {...fieldAria(`${id}-city`, errors.city)}
                className={INPUT_CLASS}
                maxLength={80}
                value={draft.city}
                onChange={(e) => set('city', e.target.value)}
              />
            </Field>
            <Field id={`${id}-state`} label={t('editor.fields.state')} error={errors.state}>
              <input
                {...fieldAria(`${id}-state`, errors.state)}
                className={INPUT_CLASS}
                maxLength={80}
                value={draft.state}
                onChange={(e) => set('state', e.target.value)}
              />
            </Field>
          </div>
        </>
      ) : null}
      {online ? (
        <Field
          id={`${id}-url`}
          label={t('editor.fields.onlineUrl')}
          hint={t('editor.fields.onlineUrlHint')}
          error={errors.online_url}
          required={draft.format === 'online'}
        >
          <input
            {...fieldAria(`${id}-url`, errors.online_url, true)}
            type="url"
            inputMode="url"
            placeholder="https://meet.example.in/…"
            className={INPUT_CLASS}
            maxLength={500}
            value={draft.online_url}
            onChange={(e) => set('online_url', e.target.value)}
          />
        </Field>
      ) : null}
    </Section>
  );
}
