import type { TEventDetail } from '@ankur/shared/schemas/events';
import { LayoutDashboard, Save, Trash2 } from 'lucide-react';
import { type FormEvent, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Badge } from '../../../../components/ui/badge';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';
import { notify } from '../../../../components/ui/toaster';
import { useErrorText } from '../../../../lib/api-errors';
import { useDeleteEvent } from '../../api/events';
import { useCreateEvent, useUpdateEvent } from '../../api/manage';
import { useManageTranslation } from '../manage/i18n';
import { AgendaSection } from './agenda-section';
import { AudienceSection } from './audience-section';
import { DetailsSection } from './details-section';
import {
  type EventDraft,
  inputOfDraft,
  type LocalIssue,
  localEventErrors,
  sectionOf,
  serverEventErrors,
} from './event-draft';
import { RegistrationSection } from './registration-section';
import { SpeakersSection } from './speakers-section';
import { StatusActions } from './status-actions';
import { TicketsSection } from './tickets-section';
import { UnsavedGuard } from './unsaved-guard';
import { WhenSection, WhereSection } from './when-where-section';

const SECTIONS = ['details', 'when', 'where', 'agenda', 'speakers', 'tickets', 'registration', 'audience'] as const;
export const EDITOR_PATH = '/manage-event';
export const DASHBOARD_PATH = '/event/manage';

const snapshot = (draft: EventDraft) => JSON.stringify(inputOfDraft(draft));

/** The organiser's editor of one event: every section, save as draft, and the status changes. */
export function EventForm({ initial, event }: { initial: EventDraft; event: TEventDetail | null }) {
  const { t } = useManageTranslation();
  const errorText = useErrorText();
  const navigate = useNavigate();
  const [draft, setDraft] = useState(initial);
  const [saved, setSaved] = useState(() => snapshot(initial));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const create = useCreateEvent();
  const update = useUpdateEvent(event?.event_id ?? 0);
  const remove = useDeleteEvent();
  const [deleting, setDeleting] = useState(false);
  const pending = create.isPending || update.isPending;
  const dirty = snapshot(draft) !== saved;
  const dirtyRef = useRef(dirty);
  dirtyRef.current = dirty;

  const word = ({ code, limit, message }: LocalIssue) =>
    code === 'too_small' && limit !== undefined && limit > 0
      ? t('editor.tooShort', { count: limit })
      : code === 'too_big' && limit !== undefined
        ? t('editor.tooLong', { count: limit })
        : code === 'invalid_type'
          ? t('editor.required')
          : message || t('editor.invalidValue');

  const showErrors = (found: Record<string, string>) => {
    setErrors(found);
    const first = Object.keys(found)[0];
    if (first) document.getElementById(`section-${sectionOf(first)}`)?.scrollIntoView?.({ block: 'start' });
  };

  /** Saves; true when stored (the status buttons save first). */
  const save = async (): Promise<boolean> => {
    const local = localEventErrors(draft, word);
    if (Object.keys(local).length) {
      showErrors(local);
      notify.error(t('editor.invalid'));
      return false;
    }
    setErrors({});
    try {
      const input = inputOfDraft(draft);
      if (event) {
        await update.mutateAsync(input);
        setSaved(snapshot(draft));
      } else {
        const created = await create.mutateAsync(input);
        dirtyRef.current = false;
        setSaved(snapshot(draft));
        navigate(`${EDITOR_PATH}/${created.event_id}`, { replace: true });
      }
      notify.success(t('editor.saved'));
      return true;
    } catch (error) {
      const fields = serverEventErrors(error);
      showErrors(fields);
      notify.error(Object.keys(fields).length ? t('editor.invalid') : errorText(error));
      return false;
    }
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void save();
  };
  const props = { draft, update: setDraft, errors };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-6">
      <header className="flex flex-col gap-3 lg:flex-row lg:items-end lg:justify-between">
        <div>
          <Link to="/events" className="text-sm text-brand-800 hover:underline">
            {t('editor.back')}
          </Link>
          <h1 className="mt-1 text-2xl font-bold tracking-tight text-stone-900 sm:text-3xl">
            {event ? t('editor.titleEdit') : t('editor.titleNew')}
          </h1>
          {event ? (
            <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-stone-600">
              <span className="flex items-center gap-1.5">
                {t('editor.status')}: <Badge>{t(`statuses.${event.status}`)}</Badge>
              </span>
              <Link to={`/events/${event.event_id}`} className="text-brand-800 underline">
                {t('editor.viewPage')}
              </Link>
              <Link
                to={`${DASHBOARD_PATH}/${event.event_id}`}
                className="inline-flex items-center gap-1 text-brand-800 underline"
              >
                <LayoutDashboard className="size-4" aria-hidden />
                {t('editor.dashboard')}
              </Link>
            </p>
          ) : null}
          {event?.status_note ? (
            <p className="mt-2 max-w-xl rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">{event.status_note}</p>
          ) : null}
        </div>
        <div className="flex flex-wrap gap-2">
          <button
            type="submit"
            className={event && event.status !== 'draft' ? 'btn-primary' : 'btn-outline'}
            disabled={pending}
          >
            <Save className="size-4" aria-hidden />
            {pending
              ? t('editor.saving')
              : event && event.status !== 'draft'
                ? t('editor.saveChanges')
                : t('editor.saveDraft')}
          </button>
          {event ? <StatusActions event={event} beforeAction={dirty ? save : undefined} /> : null}
        </div>
      </header>

      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[12rem_minmax(0,1fr)]">
        <nav aria-label={t('editor.sectionNav')} className="min-w-0 lg:sticky lg:top-20 lg:self-start">
          <ul className="flex gap-1 overflow-x-auto pb-1 lg:flex-col lg:overflow-visible">
            {SECTIONS.map((s) => {
              const hasError = Object.keys(errors).some((k) => sectionOf(k) === s);
              return (
                <li key={s} className="shrink-0">
                  <a
                    href={`#section-${s}`}
                    className={`block rounded-lg px-3 py-1.5 text-sm hover:bg-stone-100 ${hasError ? 'font-semibold text-red-700' : 'text-stone-700'}`}
                  >
                    {t(`editor.sections.${s}`)}
                    {hasError ? <span aria-hidden> •</span> : null}
                  </a>
                </li>
              );
            })}
          </ul>
        </nav>
        <div className="flex min-w-0 flex-col gap-6">
          <DetailsSection {...props} />
          <WhenSection {...props} />
          <WhereSection {...props} />
          <AgendaSection {...props} />
          <SpeakersSection {...props} />
          <TicketsSection {...props} />
          <RegistrationSection {...props} />
          <AudienceSection {...props} />
          <div className="flex flex-wrap justify-between gap-2">
            {event?.status === 'draft' ? (
              <button
                type="button"
                className="btn-ghost text-red-700"
                onClick={() => {
                  remove.reset();
                  setDeleting(true);
                }}
              >
                <Trash2 className="size-4" aria-hidden />
                {t('editor.deleteDraft')}
              </button>
            ) : (
              <span />
            )}
            <button type="submit" className="btn-primary" disabled={pending}>
              <Save className="size-4" aria-hidden />
              {pending ? t('editor.saving') : event ? t('editor.saveChanges') : t('editor.saveDraft')}
            </button>
          </div>
        </div>
      </div>
      <UnsavedGuard dirtyRef={dirtyRef} dirty={dirty} />
      {event ? (
        <ConfirmDialog
          open={deleting}
          onOpenChange={setDeleting}
          title={t('editor.deleteTitle')}
          confirmLabel={t('editor.deleteDraft')}
          destructive
          pending={remove.isPending}
          error={remove.isError ? errorText(remove.error) : null}
          onConfirm={() =>
            remove.mutate(event.event_id, {
              onSuccess: () => {
                dirtyRef.current = false;
                notify.success(t('editor.deleted'));
                navigate('/events', { replace: true });
              },
            })
          }
        >
          <p className="text-sm text-stone-700">{t('editor.deleteBody')}</p>
        </ConfirmDialog>
      ) : null}
    </form>
  );
}
