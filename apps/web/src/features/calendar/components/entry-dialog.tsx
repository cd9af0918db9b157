import { REMINDER_MINUTES, type TCalendarItem } from '@ankur/shared/schemas/calendar';
import { Download, Trash2 } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Field, fieldAria, INPUT_CLASS } from '../../../components/ui/field';
import { Modal } from '../../../components/ui/modal';
import { notify } from '../../../components/ui/toaster';
import { useErrorText } from '../../../lib/api-errors';
import { entryIcsUrl, useCreateEntry, useDeleteEntry, useUpdateEntry } from '../api/calendar-entries';
import {
  type EntryForm,
  type FormErrors,
  formFromItem,
  payloadFromForm,
  toggleAllDay,
  validateForm,
} from '../calendar-model';
import { useCalendarTranslation } from '../i18n';

/** What the dialog is for: a new entry (with its first values) or one of the user's entries. */
export type EntryDialogTarget = { mode: 'create'; form: EntryForm } | { mode: 'edit'; item: TCalendarItem };

/**
 * Create or edit a personal entry: title, all day, start and end, location, notes, reminder.
 * Editing adds Delete (confirmed) and the entry's .ics download.
 */
export function EntryDialog({ target, onClose }: { target: EntryDialogTarget; onClose: () => void }) {
  const { t } = useCalendarTranslation();
  const errorText = useErrorText();
  const id = useId();
  const editing = target.mode === 'edit' ? target.item : null;
  const [form, setForm] = useState<EntryForm>(() =>
    editing ? formFromItem(editing) : (target as { form: EntryForm }).form,
  );
  const [errors, setErrors] = useState<FormErrors>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const create = useCreateEntry();
  const update = useUpdateEntry();
  const remove = useDeleteEntry();
  const pending = create.isPending || update.isPending;

  const set = <K extends keyof EntryForm>(key: K, value: EntryForm[K]) => setForm((f) => ({ ...f, [key]: value }));
  const message = (key: keyof FormErrors) => {
    const code = errors[key];
    return code ? t(`dialog.${code}`) : null;
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateForm(form);
    setErrors(found);
    setServerError(null);
    if (Object.keys(found).length) return;
    const payload = payloadFromForm(form);
    const done = (text: string) => () => {
      notify.success(text);
      onClose();
    };
    const failed = (error: unknown) => setServerError(t('dialog.saveFailed', { reason: errorText(error) }));
    if (editing)
      update.mutate({ id: editing.id, patch: payload }, { onSuccess: done(t('dialog.saved')), onError: failed });
    else create.mutate(payload, { onSuccess: done(t('dialog.created')), onError: failed });
  };

  const inputType = form.all_day ? 'date' : 'datetime-local';
  const reminderLabel = (m: number) =>
    m === 1440
      ? t('dialog.reminderDay')
      : m >= 60
        ? t('dialog.reminderHours', { count: m / 60 })
        : t('dialog.reminderMinutes', { count: m });

  return (
    <>
      <Modal
        open={!confirmDelete}
        onOpenChange={(open) => {
          if (!open && !pending) onClose();
        }}
        title={editing ? t('dialog.editTitle') : t('dialog.createTitle')}
        width="36rem"
        footer={
          <>
            {editing ? (
              <div className="flex flex-col gap-2 sm:mr-auto sm:flex-row">
                <button type="button" className="btn-ghost text-red-700" onClick={() => setConfirmDelete(true)}>
                  <Trash2 aria-hidden="true" className="size-4" />
                  {t('dialog.delete')}
                </button>
                <a className="btn-ghost" href={entryIcsUrl(editing.id)} download>
                  <Download aria-hidden="true" className="size-4" />
                  {t('dialog.download')}
                </a>
              </div>
            ) : null}
            <button type="button" className="btn-ghost" disabled={pending} onClick={onClose}>
              {t('common.cancel')}
            </button>
            <button type="submit" form={`${id}-form`} className="btn-primary" disabled={pending}>
              {pending ? t('dialog.saving') : editing ? t('dialog.save') : t('dialog.create')}
            </button>
          </>
        }
      >
        <form id={`${id}-form`} noValidate onSubmit={submit} className="flex flex-col gap-4">
          <Field id={`${id}-title`} label={t('dialog.title')} required error={message('title')}>
            <input
              {...fieldAria(`${id}-title`, message('title'))}
              className={INPUT_CLASS}
              value={form.title}
              maxLength={200}
              onChange={(e) => set('title', e.target.value)}
            />
          </Field>
          <label className="inline-flex min-h-10 items-center gap-2 text-sm font-medium text-stone-800">
            <input
              type="checkbox"
              className="size-4 accent-brand-700"
              checked={form.all_day}
              onChange={(e) => setForm((f) => toggleAllDay(f, e.target.checked))}
            />
            {t('dialog.allDay')}
          </label>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field id={`${id}-start`} label={t('dialog.starts')} required error={message('start')}>
              <input
                {...fieldAria(`${id}-start`, message('start'))}
                type={inputType}
                className={INPUT_CLASS}
                value={form.start}
                onChange={(e) => set('start', e.target.value)}
              />
            </Field>
            <Field id={`${id}-end`} label={t('dialog.ends')} required error={message('end')}>
              <input
                {...fieldAria(`${id}-end`, message('end'))}
                type={inputType}
                className={INPUT_CLASS}
                value={form.end}
                onChange={(e) => set('end', e.target.value)}
              />
            </Field>
          </div>
          <Field id={`${id}-location`} label={t('dialog.location')}>
            <input
              id={`${id}-location`}
              className={INPUT_CLASS}
              value={form.location}
              maxLength={300}
              onChange={(e) => set('location', e.target.value)}
            />
          </Field>
          <Field id={`${id}-description`} label={t('dialog.description')}>
            <textarea
              id={`${id}-description`}
              className={INPUT_CLASS}
              rows={3}
              value={form.description}
              maxLength={5000}
              onChange={(e) => set('description', e.target.value)}
            />
          </Field>
          <Field id={`${id}-reminder`} label={t('dialog.reminder')} hint={t('dialog.reminderHint')}>
            <select
              {...fieldAria(`${id}-reminder`, null, true)}
              className={INPUT_CLASS}
              value={form.reminder}
              onChange={(e) => set('reminder', e.target.value)}
            >
              <option value="">{t('dialog.reminderNone')}</option>
              {REMINDER_MINUTES.map((m) => (
                <option key={m} value={String(m)}>
                  {reminderLabel(m)}
                </option>
              ))}
            </select>
          </Field>
          {serverError ? (
            <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
              {serverError}
            </p>
          ) : null}
        </form>
      </Modal>
      {editing ? (
        <ConfirmDialog
          open={confirmDelete}
          onOpenChange={(open) => {
            if (!open) setConfirmDelete(false);
          }}
          title={t('remove.title')}
          confirmLabel={t('remove.confirm')}
          destructive
          pending={remove.isPending}
          error={remove.isError ? errorText(remove.error) : null}
          onConfirm={() =>
            remove.mutate(editing.id, {
              onSuccess: () => {
                notify.success(t('remove.done'));
                onClose();
              },
            })
          }
        >
          <p>{t('remove.body', { title: editing.name })}</p>
        </ConfirmDialog>
      ) : null}
    </>
  );
}
