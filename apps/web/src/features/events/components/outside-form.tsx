import type { TOutsideRegistration, TOutsideRegistrationInput } from '@ankur/shared/schemas/events';
import { type FormEvent, useState } from 'react';
import { Field, fieldAria, INPUT_CLASS } from '../../../components/ui/field';
import { Modal } from '../../../components/ui/modal';
import { notify } from '../../../components/ui/toaster';
import { fieldErrorsOf, useErrorText } from '../../../lib/api-errors';
import { useSaveOutside } from '../api/events';
import { useEventsTranslation } from '../i18n';

const FIELDS = ['title', 'url', 'starts_at', 'ends_at', 'location', 'organiser', 'notes'] as const;
type FieldName = (typeof FIELDS)[number];

/** An instant as the value of a datetime-local input, in the browser's zone. */
export function toLocalInput(iso: string | undefined): string {
  if (!iso) return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** A datetime-local value (the browser's zone) as an ISO instant, or null. */
export function fromLocalInput(value: string): string | null {
  if (!value) return null;
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? null : d.toISOString();
}

/** Add or edit an event booked elsewhere: its name, link, dates, place, organiser and notes. */
export function OutsideForm({ row, onClose }: { row: TOutsideRegistration | null; onClose: () => void }) {
  const { t } = useEventsTranslation();
  const errorText = useErrorText();
  const save = useSaveOutside();
  const [values, setValues] = useState<Record<FieldName, string>>({
    title: row?.title ?? '',
    url: row?.url ?? '',
    starts_at: toLocalInput(row?.starts_at),
    ends_at: toLocalInput(row?.ends_at),
    location: row?.location ?? '',
    organiser: row?.organiser ?? '',
    notes: row?.notes ?? '',
  });
  const [local, setLocal] = useState<Partial<Record<FieldName, string>>>({});
  const fromApi = fieldErrorsOf(save.error, FIELDS);
  const errors = { ...fromApi, ...local };
  const other = save.error && Object.keys(fromApi).length === 0 ? errorText(save.error) : null;
  const set = (name: FieldName) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [name]: e.target.value }));

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const startsAt = fromLocalInput(values.starts_at);
    const endsAt = fromLocalInput(values.ends_at);
    const found: Partial<Record<FieldName, string>> = {};
    if (values.title.trim().length < 3) found.title = t('outside.titleShort');
    if (values.url.trim() && !/^https?:\/\/\S+\.\S+/.test(values.url.trim())) found.url = t('outside.badUrl');
    if (!startsAt) found.starts_at = t('outside.needDate');
    if (!endsAt) found.ends_at = t('outside.needDate');
    else if (startsAt && endsAt <= startsAt) found.ends_at = t('outside.endBeforeStart');
    setLocal(found);
    if (Object.keys(found).length > 0 || !startsAt || !endsAt) {
      document.getElementById(`outside-${Object.keys(found)[0]}`)?.focus?.();
      return;
    }
    const input: TOutsideRegistrationInput = {
      title: values.title.trim(),
      url: values.url.trim() || null,
      starts_at: startsAt,
      ends_at: endsAt,
      location: values.location.trim(),
      organiser: values.organiser.trim(),
      notes: values.notes.trim(),
    };
    save.mutate(
      { id: row?.outside_id, input },
      {
        onSuccess: () => {
          notify.success(t('outside.saved'));
          onClose();
        },
      },
    );
  };

  const text = (name: FieldName, label: string, extra: { hint?: string; required?: boolean; type?: string } = {}) => (
    <Field id={`outside-${name}`} label={label} hint={extra.hint} error={errors[name]} required={extra.required}>
      <input
        {...fieldAria(`outside-${name}`, errors[name], extra.hint)}
        type={extra.type ?? 'text'}
        className={INPUT_CLASS}
        value={values[name]}
        onChange={set(name)}
      />
    </Field>
  );

  return (
    <Modal
      open
      onOpenChange={(open) => !open && !save.isPending && onClose()}
      title={row ? t('outside.formEdit') : t('outside.formAdd')}
      width="36rem"
      footer={
        <>
          <button type="button" className="btn-ghost" disabled={save.isPending} onClick={onClose}>
            {t('outside.cancel')}
          </button>
          <button type="submit" form="outside-form" className="btn-primary" disabled={save.isPending}>
            {save.isPending ? t('outside.saving') : t('outside.save')}
          </button>
        </>
      }
    >
      <form id="outside-form" className="flex flex-col gap-3" onSubmit={submit} noValidate>
        {text('title', t('outside.fTitle'), { required: true })}
        <div className="grid gap-3 sm:grid-cols-2">
          {text('starts_at', t('outside.fStart'), { required: true, type: 'datetime-local' })}
          {text('ends_at', t('outside.fEnd'), { required: true, type: 'datetime-local' })}
        </div>
        {text('location', t('outside.fLocation'), { hint: t('outside.fLocationHint') })}
        {text('url', t('outside.fUrl'), { type: 'url' })}
        {text('organiser', t('outside.fOrganiser'))}
        <Field id="outside-notes" label={t('outside.fNotes')} error={errors.notes}>
          <textarea
            {...fieldAria('outside-notes', errors.notes)}
            className={INPUT_CLASS}
            rows={3}
            maxLength={2000}
            value={values.notes}
            onChange={set('notes')}
          />
        </Field>
        {other ? (
          <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
            {other}
          </p>
        ) : null}
      </form>
    </Modal>
  );
}
