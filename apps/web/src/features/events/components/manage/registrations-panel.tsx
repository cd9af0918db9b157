import { REGISTRATION_STATUSES, type TRegistrationRow, type TRegistrationStatus } from '@ankur/shared/schemas/events';
import { Check, Download, X } from 'lucide-react';
import { useId, useState } from 'react';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';
import { DataTable, type DataTableColumn } from '../../../../components/ui/data-table';
import { INPUT_CLASS } from '../../../../components/ui/field';
import { ItemDate } from '../../../../components/ui/item-date';
import { notify } from '../../../../components/ui/toaster';
import { useErrorText } from '../../../../lib/api-errors';
import { useLanguage } from '../../../../lib/i18n';
import { registrationsCsvUrl, useDecision, useRegistrations } from '../../api/manage';
import { useManageTranslation } from './i18n';
import { RegistrationBadge, timeInZone } from './status-badge';

const PAGE_SIZE = 25;

/** The registrations table: search by name, filter by status, approve or decline the pending, page, export CSV. */
export function RegistrationsPanel({ eventId, timeZone }: { eventId: number; timeZone: string }) {
  const { t } = useManageTranslation();
  const errorText = useErrorText();
  const language = useLanguage();
  const id = useId();
  const [q, setQ] = useState('');
  const [status, setStatus] = useState<TRegistrationStatus | ''>('');
  const [page, setPage] = useState(1);
  const [declining, setDeclining] = useState<TRegistrationRow | null>(null);
  const list = useRegistrations(eventId, { q, status: status || undefined, page, limit: PAGE_SIZE });
  const decide = useDecision(eventId);

  const approve = (row: TRegistrationRow) =>
    decide.mutate(
      { registrationId: row.registration_id, decision: 'approve' },
      {
        onSuccess: () => notify.success(t('manage.registrations.approved', { name: row.person.name })),
        onError: (e) => notify.error(errorText(e)),
      },
    );

  const columns: DataTableColumn<TRegistrationRow>[] = [
    {
      id: 'name',
      header: t('manage.registrations.name'),
      cell: (r) => <span className="font-medium">{r.person.name}</span>,
    },
    { id: 'ticket', header: t('manage.registrations.ticket'), cell: (r) => r.ticket_type.name },
    {
      id: 'status',
      header: t('manage.registrations.status'),
      cell: (r) => (
        <span className="flex flex-col items-start gap-0.5">
          <RegistrationBadge status={r.status} />
          {r.status === 'waitlisted' && r.waitlist_position ? (
            <span className="text-xs text-stone-600">
              {t('manage.registrations.waitlist', { n: r.waitlist_position })}
            </span>
          ) : null}
        </span>
      ),
    },
    { id: 'registered', header: t('manage.registrations.registered'), cell: (r) => <ItemDate date={r.created_at} /> },
    {
      id: 'checked_in',
      header: t('manage.registrations.checkedIn'),
      cell: (r) => (r.checked_in_at ? timeInZone(r.checked_in_at, timeZone, language) : '—'),
    },
    {
      id: 'actions',
      header: t('manage.registrations.actions'),
      cell: (r) =>
        r.status === 'pending' ? (
          <span className="flex gap-1">
            <button
              type="button"
              className="btn-outline px-2 py-1 text-xs"
              disabled={decide.isPending}
              aria-label={`${t('manage.registrations.approve')}: ${r.person.name}`}
              onClick={() => approve(r)}
            >
              <Check className="size-3.5" aria-hidden />
              {t('manage.registrations.approve')}
            </button>
            <button
              type="button"
              className="btn-ghost px-2 py-1 text-xs text-red-700"
              disabled={decide.isPending}
              aria-label={`${t('manage.registrations.decline')}: ${r.person.name}`}
              onClick={() => {
                decide.reset();
                setDeclining(r);
              }}
            >
              <X className="size-3.5" aria-hidden />
              {t('manage.registrations.decline')}
            </button>
          </span>
        ) : null,
    },
  ];

  const meta = list.data?.meta;
  const total = meta?.total ?? 0;
  const filtered = q !== '' || status !== '';
  return (
    <div className="flex flex-col gap-3">
      <DataTable<TRegistrationRow>
        label={t('manage.registrations.label')}
        columns={columns}
        rows={list.data?.data}
        rowKey={(r) => r.registration_id}
        loading={list.isPending}
        fetching={list.isFetching}
        error={list.isError ? `${t('manage.registrations.loadFailed')}: ${errorText(list.error)}` : undefined}
        onRetry={() => void list.refetch()}
        emptyText={filtered ? t('manage.registrations.empty') : t('manage.registrations.emptyAll')}
        search={{
          value: q,
          onChange: (v) => {
            setQ(v);
            setPage(1);
          },
          label: t('manage.registrations.search'),
        }}
        toolbar={
          <div className="flex flex-wrap items-end gap-2">
            <div className="flex flex-col gap-1">
              <label htmlFor={`${id}-status`} className="text-xs font-medium text-stone-700">
                {t('manage.registrations.status')}
              </label>
              <select
                id={`${id}-status`}
                className={INPUT_CLASS}
                value={status}
                onChange={(e) => {
                  setStatus(e.target.value as TRegistrationStatus | '');
                  setPage(1);
                }}
              >
                <option value="">{t('manage.registrations.all')}</option>
                {REGISTRATION_STATUSES.map((s) => (
                  <option key={s} value={s}>
                    {t(`registrationStatuses.${s}`)}
                  </option>
                ))}
              </select>
            </div>
            <a href={registrationsCsvUrl(eventId)} download className="btn-outline">
              <Download className="size-4" aria-hidden />
              {t('manage.registrations.export')}
            </a>
          </div>
        }
        pagination={{
          page,
          pageSize: PAGE_SIZE,
          total,
          totalPages: Math.max(1, Math.ceil(total / PAGE_SIZE)),
          onPageChange: setPage,
        }}
      />
      <ConfirmDialog
        open={declining !== null}
        onOpenChange={(open) => {
          if (!open) setDeclining(null);
        }}
        title={t('manage.registrations.declineTitle', { name: declining?.person.name ?? '' })}
        confirmLabel={t('manage.registrations.decline')}
        destructive
        pending={decide.isPending}
        error={decide.isError ? errorText(decide.error) : null}
        onConfirm={() => {
          if (!declining) return;
          const row = declining;
          decide.mutate(
            { registrationId: row.registration_id, decision: 'decline' },
            {
              onSuccess: () => {
                notify.success(t('manage.registrations.declined', { name: row.person.name }));
                setDeclining(null);
              },
            },
          );
        }}
      >
        <p className="text-sm text-stone-700">{t('manage.registrations.declineBody')}</p>
      </ConfirmDialog>
    </div>
  );
}
