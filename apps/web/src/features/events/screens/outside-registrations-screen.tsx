import { EVENT_DEFAULT_TIME_ZONE, type TOutsideRegistration } from '@ankur/shared/schemas/events';
import { ArrowLeft, CalendarPlus, ExternalLink, MapPin, Pencil, Plus, Trash2 } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { QueryGate } from '../../../components/ui/query-gate';
import { StatePanel } from '../../../components/ui/state-panel';
import { notify } from '../../../components/ui/toaster';
import { useErrorText } from '../../../lib/api-errors';
import { type OutsideWhen, useDeleteOutside, useOutsideRegistrations, useSaveOutside } from '../api/events';
import { EventPager } from '../components/finder-parts';
import { useEventFormat } from '../components/format';
import { OutsideForm } from '../components/outside-form';
import { useEventsTranslation } from '../i18n';

function Row({ row, onEdit, onDelete }: { row: TOutsideRegistration; onEdit: () => void; onDelete: () => void }) {
  const { t } = useEventsTranslation();
  const { when } = useEventFormat();
  return (
    <article className="flex flex-col gap-3 rounded-2xl bg-white p-4 ring-1 ring-stone-200 sm:flex-row sm:items-start sm:justify-between sm:p-5">
      <div className="flex min-w-0 flex-col gap-1">
        <h3 className="text-lg font-semibold text-stone-900">{row.title}</h3>
        <p className="text-sm font-medium text-brand-800">
          {when(row.starts_at, row.ends_at, EVENT_DEFAULT_TIME_ZONE)}
        </p>
        {row.location ? (
          <p className="flex items-center gap-1.5 text-sm text-stone-700">
            <MapPin className="size-4 shrink-0 text-stone-500" aria-hidden />
            {row.location}
          </p>
        ) : null}
        {row.organiser ? <p className="text-sm text-stone-600">{row.organiser}</p> : null}
        {row.notes ? <p className="text-sm whitespace-pre-line text-stone-600">{row.notes}</p> : null}
        {row.url ? (
          <a
            href={row.url}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex items-center gap-1 text-sm text-brand-800 underline"
          >
            <ExternalLink className="size-3.5" aria-hidden />
            {t('tickets.openLink')}
          </a>
        ) : null}
      </div>
      <div className="flex shrink-0 gap-2">
        <button
          type="button"
          className="btn-outline"
          onClick={onEdit}
          aria-label={`${t('outside.edit')}: ${row.title}`}
        >
          <Pencil className="size-4" aria-hidden />
          {t('outside.edit')}
        </button>
        <button
          type="button"
          className="btn-ghost text-red-700"
          onClick={onDelete}
          aria-label={`${t('outside.delete')}: ${row.title}`}
        >
          <Trash2 className="size-4" aria-hidden />
          {t('outside.delete')}
        </button>
      </div>
    </article>
  );
}

const PAGE = 10;

/** One part of the list (upcoming or past), a page at a time. */
function OutsideSection({
  when,
  onEdit,
  onDelete,
  onCount,
}: {
  when: OutsideWhen;
  onEdit: (row: TOutsideRegistration) => void;
  onDelete: (row: TOutsideRegistration) => void;
  onCount?: (total: number) => void;
}) {
  const { t } = useEventsTranslation();
  const [page, setPage] = useState(1);
  const list = useOutsideRegistrations(when, page, PAGE);
  const total = list.data?.meta.total;
  useEffect(() => {
    if (total !== undefined) onCount?.(total);
  }, [total, onCount]);
  if (when === 'past' && (list.isPending || total === 0)) return null;
  return (
    <section aria-labelledby={`outside-${when}`} className="flex flex-col gap-3">
      <h2 id={`outside-${when}`} className="text-lg font-semibold text-stone-900">
        {t(`tickets.${when}`)}
      </h2>
      <QueryGate
        query={list}
        pending={
          <div aria-hidden className="flex flex-col gap-3">
            {[0, 1].map((i) => (
              <div key={i} className="h-28 animate-pulse rounded-2xl bg-white ring-1 ring-stone-200" />
            ))}
          </div>
        }
        error={{ title: t('outside.loadFailed'), variant: 'plain' }}
      >
        {({ data, meta }) =>
          data.length === 0 ? (
            <p className="text-sm text-stone-600">{t('outside.noneUpcoming')}</p>
          ) : (
            <>
              <ul className="flex flex-col gap-3">
                {data.map((row) => (
                  <li key={row.outside_id}>
                    <Row row={row} onEdit={() => onEdit(row)} onDelete={() => onDelete(row)} />
                  </li>
                ))}
              </ul>
              <EventPager page={meta.page} total={Math.ceil(meta.total / PAGE)} onPage={setPage} />
            </>
          )
        }
      </QueryGate>
    </section>
  );
}

/** /outside-registrations: events I booked elsewhere — list, add, edit, delete (with Undo). */
export default function OutsideRegistrationsScreen() {
  const { t } = useEventsTranslation();
  const errorText = useErrorText();
  const [counts, setCounts] = useState<{ upcoming?: number; past?: number }>({});
  const countUpcoming = useCallback((upcoming: number) => setCounts((c) => ({ ...c, upcoming })), []);
  const countPast = useCallback((past: number) => setCounts((c) => ({ ...c, past })), []);
  const remove = useDeleteOutside();
  const restore = useSaveOutside();
  const [editing, setEditing] = useState<TOutsideRegistration | 'new' | null>(null);

  const onDelete = (row: TOutsideRegistration) =>
    remove.mutate(row.outside_id, {
      onSuccess: () =>
        notify.success(t('outside.deleted'), {
          action: {
            label: t('outside.undo'),
            onClick: () =>
              restore.mutate(
                {
                  input: {
                    title: row.title,
                    url: row.url,
                    starts_at: row.starts_at,
                    ends_at: row.ends_at,
                    location: row.location,
                    organiser: row.organiser,
                    notes: row.notes,
                  },
                },
                { onSuccess: () => notify.success(t('outside.restored')) },
              ),
          },
        }),
      onError: (error) => notify.error(errorText(error)),
    });

  return (
    <section aria-labelledby="outside-heading" className="mx-auto w-full max-w-4xl px-4 py-8 sm:px-6 sm:py-10">
      <Link to="/my-tickets" className="mb-4 inline-flex items-center gap-1 text-sm text-brand-800 hover:underline">
        <ArrowLeft className="size-4" aria-hidden />
        {t('outside.backToTickets')}
      </Link>
      <header className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 id="outside-heading" className="text-2xl font-bold tracking-tight text-stone-900 sm:text-3xl">
            {t('outside.title')}
          </h1>
          <p className="mt-2 text-stone-600">{t('outside.intro')}</p>
        </div>
        <button type="button" className="btn-primary shrink-0" onClick={() => setEditing('new')}>
          <Plus className="size-4" aria-hidden />
          {t('outside.add')}
        </button>
      </header>
      <div className="mt-6 flex flex-col gap-8">
        {counts.upcoming === 0 && counts.past === 0 ? (
          <StatePanel Icon={CalendarPlus} title={t('outside.empty')} body={t('outside.emptyBody')}>
            <button type="button" className="btn-primary" onClick={() => setEditing('new')}>
              <Plus className="size-4" aria-hidden />
              {t('outside.add')}
            </button>
          </StatePanel>
        ) : null}
        <div className={counts.upcoming === 0 && counts.past === 0 ? 'hidden' : 'flex flex-col gap-8'}>
          <OutsideSection when="upcoming" onEdit={setEditing} onDelete={onDelete} onCount={countUpcoming} />
          <OutsideSection when="past" onEdit={setEditing} onDelete={onDelete} onCount={countPast} />
        </div>
      </div>
      {editing ? <OutsideForm row={editing === 'new' ? null : editing} onClose={() => setEditing(null)} /> : null}
    </section>
  );
}
