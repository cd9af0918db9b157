import {
  ANNOUNCEMENT_BODY_MAX,
  ANNOUNCEMENT_SCHEDULE_MAX_MS,
  ANNOUNCEMENT_TITLE_MAX,
  type AnnouncementAudience,
  type TAnnouncement,
} from '@ankur/shared/schemas/announcements';
import { type FormEvent, useId, useState } from 'react';
import { Field, fieldAria, INPUT_CLASS } from '../../../components/ui/field';
import { Modal } from '../../../components/ui/modal';
import { notify } from '../../../components/ui/toaster';
import { fieldErrorsOf, useErrorText } from '../../../lib/api-errors';
import { useAnnouncementAudiences } from '../api/list-announcements';
import { useCreateAnnouncement, useUpdateAnnouncement } from '../api/write-announcements';
import { useAnnouncementsTranslation } from '../i18n';
import { htmlToText, textToHtml, toLocalInput } from './text';

type Mode = 'now' | 'schedule';
const FIELDS = ['title', 'body', 'audience', 'audience_role', 'audience_program_id', 'publish_at'] as const;
type Errors = Partial<Record<(typeof FIELDS)[number], string>>;

/**
 * The composer: a new announcement, or (with `editing`) a scheduled one. Title, message (a
 * textarea; blank lines make paragraphs), audience (everyone only when the API offers it; roles
 * and programs of the tenant), and publish now or at a future time. Checked here first; the API's
 * field errors show by their field.
 */
export function ComposerDialog({
  open,
  onOpenChange,
  editing = null,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  editing?: TAnnouncement | null;
}) {
  return (
    <Modal open={open} onOpenChange={onOpenChange} title={<ComposerTitle editing={editing !== null} />} width="40rem">
      {open ? (
        <ComposerForm key={editing?.announcement_id ?? 'new'} editing={editing} onDone={() => onOpenChange(false)} />
      ) : null}
    </Modal>
  );
}

function ComposerTitle({ editing }: { editing: boolean }) {
  const { t } = useAnnouncementsTranslation();
  return <>{t(editing ? 'compose.titleEdit' : 'compose.titleNew')}</>;
}

function ComposerForm({ editing, onDone }: { editing: TAnnouncement | null; onDone: () => void }) {
  const { t } = useAnnouncementsTranslation();
  const errorText = useErrorText();
  const id = useId();
  const options = useAnnouncementAudiences(true);
  const create = useCreateAnnouncement();
  const update = useUpdateAnnouncement();
  const [title, setTitle] = useState(editing?.title ?? '');
  const [body, setBody] = useState(editing ? htmlToText(editing.body) : '');
  const [audience, setAudience] = useState<AnnouncementAudience>(editing?.audience ?? 'tenant');
  const [role, setRole] = useState(editing?.audience_role ?? '');
  const [program, setProgram] = useState(editing?.audience_program_id ? String(editing.audience_program_id) : '');
  const [mode, setMode] = useState<Mode>(editing ? 'schedule' : 'now');
  const [when, setWhen] = useState(editing ? toLocalInput(editing.publish_at) : '');
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const pending = create.isPending || update.isPending;
  const broadcast = editing?.audience === 'everyone';
  const audiences: AnnouncementAudience[] = [
    'tenant',
    'role',
    'cohort',
    ...(options.data?.everyone || broadcast ? (['everyone'] as const) : []),
  ];

  const check = (): Errors => {
    const now = Date.now();
    const e: Errors = {};
    if (!title.trim()) e.title = t('compose.errors.title');
    else if (title.trim().length > ANNOUNCEMENT_TITLE_MAX)
      e.title = t('compose.errors.titleLong', { max: ANNOUNCEMENT_TITLE_MAX });
    const html = textToHtml(body);
    if (!html) e.body = t('compose.errors.body');
    else if (html.length > ANNOUNCEMENT_BODY_MAX) e.body = t('compose.errors.bodyLong', { max: ANNOUNCEMENT_BODY_MAX });
    if (audience === 'role' && !role) e.audience_role = t('compose.errors.role');
    if (audience === 'cohort' && !program) e.audience_program_id = t('compose.errors.program');
    if (mode === 'schedule') {
      const at = when ? new Date(when).getTime() : Number.NaN;
      if (Number.isNaN(at)) e.publish_at = t('compose.errors.publishAt');
      else if (at <= now) e.publish_at = t('compose.errors.past');
      else if (at - now > ANNOUNCEMENT_SCHEDULE_MAX_MS) e.publish_at = t('compose.errors.tooFar');
    }
    return e;
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = check();
    setErrors(found);
    setFormError(null);
    if (Object.keys(found).length) {
      document.getElementById(`${id}-${Object.keys(found)[0]}`)?.focus();
      return;
    }
    const payload = {
      title: title.trim(),
      body: textToHtml(body),
      ...(broadcast ? {} : { audience }),
      audience_role: audience === 'role' ? role : null,
      audience_program_id: audience === 'cohort' ? Number(program) : null,
      publish_at: mode === 'schedule' ? new Date(when).toISOString() : editing ? new Date().toISOString() : null,
    };
    const handlers = {
      onSuccess: (saved: TAnnouncement) => {
        notify.success(
          t(
            editing && saved.published_at === null
              ? 'compose.updated'
              : saved.published_at
                ? 'compose.published'
                : 'compose.scheduled',
          ),
        );
        onDone();
      },
      onError: (error: unknown) => {
        const byField = fieldErrorsOf(error, FIELDS, { status: 400 });
        if (Object.keys(byField).length) setErrors(byField);
        else setFormError(errorText(error));
      },
    };
    if (editing) update.mutate({ id: editing.announcement_id, body: payload }, handlers);
    else create.mutate({ ...payload, audience }, handlers);
  };

  const f = (name: keyof Errors) => `${id}-${name}`;
  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <p className="text-sm text-stone-600">{t('compose.description')}</p>
      {formError ? (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
          {formError}
        </p>
      ) : null}
      <Field
        id={f('title')}
        label={t('compose.title')}
        required
        error={errors.title}
        aside={
          <span className="text-xs text-stone-500">
            {t('compose.chars', { count: title.length, max: ANNOUNCEMENT_TITLE_MAX })}
          </span>
        }
      >
        <input
          className={INPUT_CLASS}
          value={title}
          maxLength={ANNOUNCEMENT_TITLE_MAX + 50}
          onChange={(e) => setTitle(e.target.value)}
          {...fieldAria(f('title'), errors.title)}
        />
      </Field>
      <Field id={f('body')} label={t('compose.body')} required error={errors.body} hint={t('compose.bodyHint')}>
        <textarea
          className={`${INPUT_CLASS} min-h-36`}
          rows={6}
          value={body}
          onChange={(e) => setBody(e.target.value)}
          {...fieldAria(f('body'), errors.body, true)}
        />
      </Field>
      <Field id={f('audience')} label={t('compose.audience')} required error={errors.audience}>
        <select
          className={INPUT_CLASS}
          value={audience}
          disabled={broadcast}
          onChange={(e) => setAudience(e.target.value as AnnouncementAudience)}
          {...fieldAria(f('audience'), errors.audience)}
        >
          {audiences.map((a) => (
            <option key={a} value={a}>
              {t(`compose.audiences.${a}`)}
            </option>
          ))}
        </select>
      </Field>
      {options.isPending && (audience === 'role' || audience === 'cohort') ? (
        <p role="status" className="text-sm text-stone-600">
          {t('compose.optionsLoading')}
        </p>
      ) : null}
      {options.isError ? (
        <p role="alert" className="text-sm text-red-700">
          {t('compose.optionsFailed', { reason: errorText(options.error) })}{' '}
          <button type="button" className="underline" onClick={() => void options.refetch()}>
            {t('common.retry')}
          </button>
        </p>
      ) : null}
      {audience === 'role' ? (
        <Field id={f('audience_role')} label={t('compose.role')} required error={errors.audience_role}>
          <select
            className={INPUT_CLASS}
            value={role}
            onChange={(e) => setRole(e.target.value)}
            {...fieldAria(f('audience_role'), errors.audience_role)}
          >
            <option value="">{t('compose.choose')}</option>
            {options.data?.roles.map((r) => (
              <option key={r.role_name} value={r.role_name}>
                {r.display_name}
              </option>
            ))}
          </select>
        </Field>
      ) : null}
      {audience === 'cohort' ? (
        <Field id={f('audience_program_id')} label={t('compose.program')} required error={errors.audience_program_id}>
          <select
            className={INPUT_CLASS}
            value={program}
            onChange={(e) => setProgram(e.target.value)}
            {...fieldAria(f('audience_program_id'), errors.audience_program_id)}
          >
            <option value="">{t('compose.choose')}</option>
            {options.data?.programs.map((p) => (
              <option key={p.program_id} value={p.program_id}>
                {p.program_name}
              </option>
            ))}
          </select>
        </Field>
      ) : null}
      <fieldset className="flex flex-col gap-2">
        <legend className="text-sm font-medium text-stone-800">{t('compose.when')}</legend>
        <div className="flex flex-wrap gap-4">
          {(['now', 'schedule'] as const).map((m) => (
            <label key={m} className="inline-flex min-h-9 items-center gap-2 text-sm text-stone-800">
              <input type="radio" name={`${id}-mode`} value={m} checked={mode === m} onChange={() => setMode(m)} />
              {t(m === 'now' ? 'compose.now' : 'compose.schedule')}
            </label>
          ))}
        </div>
      </fieldset>
      {mode === 'schedule' ? (
        <Field
          id={f('publish_at')}
          label={t('compose.publishAt')}
          required
          error={errors.publish_at}
          hint={t('compose.publishAtHint')}
        >
          <input
            type="datetime-local"
            className={INPUT_CLASS}
            value={when}
            min={toLocalInput(new Date())}
            onChange={(e) => setWhen(e.target.value)}
            {...fieldAria(f('publish_at'), errors.publish_at, true)}
          />
        </Field>
      ) : null}
      <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
        <button type="button" className="btn-ghost" disabled={pending} onClick={onDone}>
          {t('common.cancel')}
        </button>
        <button type="submit" className="btn-primary" disabled={pending}>
          {pending
            ? t('compose.saving')
            : t(editing ? 'compose.submitEdit' : mode === 'now' ? 'compose.submitNow' : 'compose.submitSchedule')}
        </button>
      </div>
    </form>
  );
}
