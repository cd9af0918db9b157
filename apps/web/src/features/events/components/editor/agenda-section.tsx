import { EVENT_SESSIONS_MAX } from '@ankur/shared/schemas/events';
import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import { useId } from 'react';
import { Field, fieldAria, INPUT_CLASS } from '../../../../components/ui/field';
import { useManageTranslation } from '../manage/i18n';
import { rowKey, type SessionDraft } from './event-draft';
import { FieldError, Section, type SectionProps } from './section';

/** Agenda: sessions with their time, place and speakers (picked from the event's speakers). */
export function AgendaSection({ draft, update, errors }: SectionProps) {
  const { t } = useManageTranslation();
  const change = (key: string, patch: Partial<SessionDraft>) =>
    update((d) => ({ ...d, sessions: d.sessions.map((s) => (s.key === key ? { ...s, ...patch } : s)) }));
  const move = (index: number, by: -1 | 1) =>
    update((d) => {
      const sessions = [...d.sessions];
      const [item] = sessions.splice(index, 1);
      if (item) sessions.splice(index + by, 0, item);
      return { ...d, sessions };
    });
  const add = () =>
    update((d) => {
      const last = d.sessions.at(-1);
      const starts = last?.ends || d.starts;
      return {
        ...d,
        sessions: [
          ...d.sessions,
          { key: rowKey(), title: '', description: '', starts, ends: starts, location: '', speaker_keys: [] },
        ],
      };
    });
  return (
    <Section id="agenda" title={t('editor.sections.agenda')}>
      {draft.sessions.length === 0 ? <p className="text-sm text-stone-600">{t('editor.agenda.empty')}</p> : null}
      <ol className="flex flex-col gap-3">
        {draft.sessions.map((s, i) => (
          <SessionRow
            key={s.key}
            session={s}
            index={i}
            count={draft.sessions.length}
            speakers={draft.speakers.map((sp) => ({ key: sp.key, name: sp.name || '—' }))}
            errors={errors}
            onChange={change}
            onMove={move}
            onRemove={(key) => update((d) => ({ ...d, sessions: d.sessions.filter((x) => x.key !== key) }))}
          />
        ))}
      </ol>
      <FieldError error={errors.sessions} />
      <button
        type="button"
        className="btn-outline self-start"
        disabled={draft.sessions.length >= EVENT_SESSIONS_MAX}
        onClick={add}
      >
        <Plus className="size-4" aria-hidden />
        {t('editor.agenda.add')}
      </button>
    </Section>
  );
}

function SessionRow({
  session,
  index,
  count,
  speakers,
  errors,
  onChange,
  onMove,
  onRemove,
}: {
  session: SessionDraft;
  index: number;
  count: number;
  speakers: { key: string; name: string }[];
  errors: Record<string, string>;
  onChange: (key: string, patch: Partial<SessionDraft>) => void;
  onMove: (index: number, by: -1 | 1) => void;
  onRemove: (key: string) => void;
}) {
  const { t } = useManageTranslation();
  const id = useId();
  const path = `sessions.${index}`;
  const n = index + 1;
  const err = (field: string) => errors[`${path}.${field}`];
  return (
    <li className="flex flex-col gap-3 rounded-xl bg-stone-50 p-3 ring-1 ring-stone-200">
      <div className="flex items-center justify-between gap-2">
        <p className="text-sm font-medium text-stone-900">{t('editor.agenda.session', { n })}</p>
        <div className="flex gap-1">
          <button
            type="button"
            className="btn-ghost p-1.5"
            disabled={index === 0}
            aria-label={t('editor.agenda.up', { n })}
            onClick={() => onMove(index, -1)}
          >
            <ArrowUp className="size-4" aria-hidden />
          </button>
          <button
            type="button"
            className="btn-ghost p-1.5"
            disabled={index === count - 1}
            aria-label={t('editor.agenda.down', { n })}
            onClick={() => onMove(index, 1)}
          >
            <ArrowDown className="size-4" aria-hidden />
          </button>
          <button
            type="button"
            className="btn-ghost p-1.5 text-red-700"
            aria-label={t('editor.agenda.remove', { n })}
            onClick={() => onRemove(session.key)}
          >
            <Trash2 className="size-4" aria-hidden />
          </button>
        </div>
      </div>
      <Field id={`${id}-title`} label={t('editor.agenda.title')} error={err('title')} required>
        <input
          {...fieldAria(`${id}-title`, err('title'))}
          className={INPUT_CLASS}
          maxLength={160}
          value={session.title}
          onChange={(e) => onChange(session.key, { title: e.target.value })}
        />
      </Field>
      <div className="grid gap-3 sm:grid-cols-3">
        <Field id={`${id}-starts`} label={t('editor.fields.startsAt')} error={err('starts_at')} required>
          <input
            {...fieldAria(`${id}-starts`, err('starts_at'))}
            type="datetime-local"
            className={INPUT_CLASS}
            value={session.starts}
            onChange={(e) => onChange(session.key, { starts: e.target.value })}
          />
        </Field>
        <Field id={`${id}-ends`} label={t('editor.fields.endsAt')} error={err('ends_at')} required>
          <input
            {...fieldAria(`${id}-ends`, err('ends_at'))}
            type="datetime-local"
            className={INPUT_CLASS}
            value={session.ends}
            onChange={(e) => onChange(session.key, { ends: e.target.value })}
          />
        </Field>
        <Field id={`${id}-loc`} label={t('editor.agenda.location')} error={err('location')}>
          <input
            {...fieldAria(`${id}-loc`, err('location'))}
            className={INPUT_CLASS}
            maxLength={160}
            value={session.location}
            onChange={(e) => onChange(session.key, { location: e.target.value })}
          />
        </Field>
      </div>
      <Field id={`${id}-desc`} label={t('editor.agenda.description')} error={err('description')}>
        <textarea
          {...fieldAria(`${id}-desc`, err('description'))}
          className={INPUT_CLASS}
          rows={2}
          maxLength={2000}
          value={session.description}
          onChange={(e) => onChange(session.key, { description: e.target.value })}
        />
      </Field>
      <fieldset>
        <legend className="text-sm font-medium text-stone-800">{t('editor.agenda.speakers')}</legend>
        {speakers.length === 0 ? (
          <p className="text-xs text-stone-600">{t('editor.agenda.noSpeakers')}</p>
        ) : (
          <div className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
            {speakers.map((sp) => {
              const on = session.speaker_keys.includes(sp.key);
              return (
                <label key={sp.key} className="flex items-center gap-2 text-sm text-stone-800">
                  <input
                    type="checkbox"
                    className="size-4 accent-brand-700"
                    checked={on}
                    onChange={() =>
                      onChange(session.key, {
                        speaker_keys: on
                          ? session.speaker_keys.filter((k) => k !== sp.key)
                          : [...session.speaker_keys, sp.key],
                      })
                    }
                  />
                  {sp.name}
                </label>
              );
            })}
          </div>
        )}
        {err('speaker_indexes') ? <p className="text-sm text-red-700">{err('speaker_indexes')}</p> : null}
      </fieldset>
    </li>
  );
}
